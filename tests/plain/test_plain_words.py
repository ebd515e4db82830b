"""Plain mode's pieces: the hint said as the answers to type, the rulebook as lines, the
commands in the player's language."""

from __future__ import annotations

from kingsburg.engine import Pass, Take
from kingsburg.plain.commands import Command, command_of, help_lines
from kingsburg.plain.game import label, numbered_path
from kingsburg.plain.rules import plain_markdown, rules_lines
from kingsburg.text import catalog
from kingsburg.tui.menus import Choice


def test_a_hint_is_said_as_the_numbers_to_type() -> None:
    gold, wood, stone = Take(0), Take(1), Take(2)
    treasurer = [Choice("6 + 2", wood), Choice("5 + 3", stone)]
    menu = [
        Choice("  9 Master Hunter ← 5 + 4 (1 wood)", gold),
        Choice("Pass — place no more dice", Pass()),  # 0, wherever it is listed
        Choice("  8 Treasurer — 2 gold (2 ways)", children=treasurer),
    ]
    assert numbered_path(menu, gold) == "1) 9 Master Hunter: 5 + 4 (1 wood)"
    assert numbered_path(menu, Pass()) == "0) Pass — place no more dice"
    assert numbered_path(menu, stone) == "2) 8 Treasurer — 2 gold (2 ways), then 2) 5 + 3"
    assert numbered_path(menu, Take(3)) == ""
    assert label(menu[0]) == "9 Master Hunter: 5 + 4 (1 wood)"


def test_the_rules_come_as_lines_without_markdown() -> None:
    lines = plain_markdown("## Setup {#setup}\n\n| Rank | Advisor |\n|---|---|\n| 1 | **Jester** |")
    assert lines == ["Setup", "", "Rank; Advisor", "1; Jester"]
    chapters = rules_lines("")
    assert any(line.endswith(") Setup") for line in chapters)
    jester = rules_lines("jester")
    assert jester[0].startswith("1") and "Jester" in jester[0]
    assert not any(line.startswith(("#", "|")) or "**" in line for line in jester)
    assert "Nothing in the rules" in rules_lines("no such thing")[0]


def test_commands_in_the_players_language_and_in_english() -> None:
    catalog.set_language("pl")
    assert command_of("plansza") == (Command.BOARD, "")
    assert command_of("board") == (Command.BOARD, "")
    assert command_of("dziennik 5") == (Command.LOG, "5")
    assert command_of("U") == (Command.UNDO, "")
    assert command_of("cokolwiek")[0] is None
    assert any(line.startswith("plansza:") for line in help_lines())
