"""The game, battle and end screens in Polish and Czech: a game played by keys to the end,
each kind of screen looked at 120×40 and 80×24. No English word of these screens is left on
them (the log's event sentences and the menus are other catalogs' business), and numbers
take the language's plural forms."""

from __future__ import annotations

import asyncio
import random
import re
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widget import Widget

from kingsburg.engine import GameConfig, new_game
from kingsburg.text import Term, set_language, t
from kingsburg.tui import reports
from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.screens import game as game_screen
from kingsburg.tui.screens.battle import BattleScreen
from kingsburg.tui.screens.game import GameScreen
from kingsburg.tui.screens.game_over import GameOverScreen
from kingsburg.tui.screens.handoff import PrivacyScreen
from kingsburg.tui.widgets.calendar import Calendar
from kingsburg.tui.widgets.court import Court
from kingsburg.tui.widgets.decision_panel import DecisionPanel
from kingsburg.tui.widgets.dice_tray import DiceTray
from kingsburg.tui.widgets.footer import Footer
from kingsburg.tui.widgets.players_board import PlayersBoard
from kingsburg.tui.widgets.province_sheet import ProvinceSheet

from .helpers import check_snapshot, press_choice, screen_lines
from .test_computers import start

# English words and phrases these screens show in English (names of advisors, buildings,
# enemies and phases too). Whole words, case as shown.
ENGLISH = (
    # the board's panels
    "Year", "Phase", "Now", "Next", "Enemies", "Calendar", "court", "province", "built",
    "can be built next", "locked", "Dice", "Own", "White", "Rolled", "unused", "chosen",
    "Players in turn order", "passed", "tokens", "VP", "free", "envoy", "in battle",
    "module-6 tile", "goods", "gold", "wood", "stone", "soldier", "soldiers", "peek",
    "What happened", "the whole log", "No dice rolled",
    # the status line and the waiting panel
    "watch mode", "a move", "computer", "is thinking", "is about to move", "paused",
    "The computer's turn", "Another player's turn", "undo your last decision", "pause",
    # the footer
    "Panels", "Log", "Undo", "Rule", "Hint", "Pause", "Go on", "Step", "Faster", "Slower",
    "Dice first", "Advisor first", "Peek again", "Quit", "Rules", "Save", "Continue",
    "New game", "Look at the board",
    # the end screen
    "Game over", "The game is over", "Final ranking", "Place", "Player", "Goods",
    "Buildings", "Tie-break", "Total", "Where the VP came from", "Advisors", "Battles",
    "King", "Cathedral", "Other", "VP after each season", "record is saved",
    "To watch it again", "fewer goods", "fewer buildings", "shared",
    # names
    "Jester", "Squire", "Architect", "Merchant", "Sergeant", "Alchemist", "Astronomer",
    "Treasurer", "Master Hunter", "General", "Swordsmith", "Duchess", "Champion",
    "Smuggler", "Inventor", "Wizard", "Queen", "Statue", "Chapel", "Church", "Inn",
    "Market", "Farms", "Merchants' Guild", "Guard Tower", "Blacksmith", "Barracks",
    "Wizards' Guild", "Palisade", "Stables", "Stone Wall", "Fortress", "Barricade", "Crane",
    "Town Hall", "Embassy", "Barbarians", "Goblins", "Orcs", "Zombies", "Demons", "Dragon",
    "spring", "summer", "fall", "winter", "recruitment", "King's Favor", "King's Reward",
    "King's Envoy",
)  # fmt: skip
# The battle screen's own words (its rows are the log's event sentences).
BATTLE_ENGLISH = (
    "Winter of year", "the battle", "Player", "Strength and outcome", "Gains and losses",
    "VICTORY", "HELD OFF", "DEFEAT", "Press Enter to continue", "Continue",
)  # fmt: skip
SIZES = ((120, 40), (80, 24))
WIDGETS = (Court, ProvinceSheet, Calendar, PlayersBoard, DiceTray, Footer)
NAMES = {"pl": ("Dwór Króla", "Kalendarz", "Kości"), "cs": ("Královský dvůr", "Kalendář", "Kostky")}
# What the person's recruitment menu says of the price: 2 goods a soldier (few / few).
PRICE = {"pl": "2 surowce za żołnierza", "cs": "2 suroviny za vojáka"}
END = {"pl": ("Klasyfikacja końcowa", "PZ po każdej porze roku"), "cs": ("Konečné pořadí", "VB")}


@pytest.fixture(autouse=True)
def _no_pause(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(game_screen, "COMPUTER_PACE", 0.0)
    monkeypatch.setattr(game_screen, "WATCH_PACE", 0)


def english_in(text: str, words: tuple[str, ...]) -> list[str]:
    return [w for w in words if re.search(rf"(?<!\w){re.escape(w)}(?!\w)", text)]


def shown(app: KingsburgApp, widget: Widget) -> str:
    """What a widget shows now on the terminal (its border included), line by line."""
    strips = app.screen._compositor.render_strips()
    r = widget.region.intersection(app.screen.region)
    return "\n".join(strips[y].crop(r.x, r.right).text for y in range(r.y, r.bottom))


def board_text(app: KingsburgApp, screen: GameScreen) -> str:
    """The panels and lines this slice words: not the log's events nor the menu's options."""
    parts = [shown(app, screen.query_one(kind)) for kind in WIDGETS]
    s = screen.session
    if s.turn().kind == "decision" and s.computer_turn() >= 0:
        # A computer's turn: the status line and the waiting panel are this slice's (a
        # person's turn shows the prompt there, the menus' words).
        parts.append(shown(app, screen.query_one("#status")))
        parts.append(shown(app, screen.query_one(DecisionPanel)))
    return "\n".join(parts)


async def look(pilot: Pilot[int], app: KingsburgApp, check: object) -> None:
    """Run ``check`` at both sizes (the game goes on at the first)."""
    for size in (*SIZES, SIZES[0]):
        await pilot.resize_terminal(*size)
        await pilot.pause()
        assert callable(check)
        check(size)


def test_plural_forms_of_the_screens() -> None:
    set_language("pl")
    assert t("screen-recruit-price", price=1) == "1 surowiec za żołnierza"
    assert t("screen-recruit-price", price=2) == "2 surowce za żołnierza"
    assert t("screen-choice-goods", n=5) == "5 dowolnych surowców"
    assert t("screen-choice-goods", n=22) == "22 dowolne surowce"
    assert t("screen-sheet-detail", building=Term("building", "farms"), state="built") == (
        "Farmy (zbudowane):"
    )
    set_language("cs")
    assert t("screen-recruit-price", price=1) == "1 surovina za vojáka"
    assert t("screen-recruit-price", price=3) == "3 suroviny za vojáka"
    assert t("screen-choice-goods", n=5) == "5 libovolných surovin"
    assert t("screen-sheet-detail", building=Term("building", "stables"), state="built") == (
        "Stáje (postaveny):"
    )


def test_enemy_cards_in_each_language() -> None:
    state = new_game(GameConfig(("Ann", "Bob")))
    card = "1-barbarians-2"  # reward 1 gold; penalty 1 good of your choice and 1 building
    set_language("pl")
    lines = reports.enemy_card(state, card)
    assert lines == [
        "Najeźdźca roku I: Barbarzyńcy, siła 2",
        "Zwycięstwo: zyskujesz 1 złoto",
        "Porażka: tracisz 1 dowolny surowiec, 1 budynek",
    ]
    set_language("cs")
    assert reports.enemy_card(state, card)[2] == "Porážka: ztratíš 1 libovolnou surovinu, 1 stavbu"


@pytest.mark.parametrize("lang", ["pl", "cs"])
def test_a_game_to_the_end_screen_in(lang: str, tmp_path: Path) -> None:
    set_language(lang)
    rng = random.Random(7)
    seen: set[str] = set()

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=SIZES[0]) as pilot:
            screen = await start(pilot, app, ["person", "beginner"], 11)

            def check_board(size: tuple[int, int]) -> None:
                text = board_text(app, screen)
                assert english_in(text, ENGLISH) == [], (size, text)
                name = f"game-{lang}-{size[0]}x{size[1]}"
                if name not in seen:  # the main screen at its first look, in each size
                    seen.add(name)
                    check_snapshot(name, screen_lines(app))
                if size == SIZES[0]:
                    for word in NAMES[lang]:
                        assert word in text, (word, text)

            await look(pilot, app, check_board)
            for kind in (Court, ProvinceSheet, Calendar):  # the rule pop-ups' words
                screen.query_one(kind).focus()
                await pilot.pause()
                rule = screen.rule_for_focus()
                assert english_in(rule, ENGLISH) == [], rule
            screen.query_one(DecisionPanel).options.focus()
            screen.paused = True  # the computer's first turn waits to be looked at
            for _ in range(20000):
                now = app.screen
                if isinstance(now, GameOverScreen):
                    break
                if isinstance(now, PrivacyScreen):
                    await pilot.press("enter")
                    continue
                if isinstance(now, BattleScreen):
                    if "battle" not in seen:
                        seen.add("battle")

                        def check_battle(size: tuple[int, int], now: BattleScreen = now) -> None:
                            text = shown(app, now)
                            assert english_in(text, BATTLE_ENGLISH) == [], (size, text)
                            check_snapshot(f"battle-{lang}-{size[0]}x{size[1]}", text)

                        await look(pilot, app, check_battle)
                    await pilot.press("enter")
                    continue
                assert isinstance(now, GameScreen), now
                s = now.session
                if s.computer_turn() >= 0 or s.over:
                    if "computer" not in seen and s.computer_turn() >= 0:
                        seen.add("computer")
                        await look(pilot, app, check_board)
                        now.action_go_on()
                    await pilot.pause(0.01)
                    continue
                if s.held:
                    await pilot.press("enter")
                    continue
                t_ = s.turn()
                if t_.decision == "recruit" and "recruit" not in seen:
                    seen.add("recruit")
                    await look(pilot, app, check_board)
                    hint = shown(app, now.query_one(DecisionPanel).query_one("#hint"))
                    if not s.state.players[t_.player].built[10]:  # no Barracks: 2 a soldier
                        assert PRICE[lang] in " ".join(hint.split()), hint
                choices = now.query_one(DecisionPanel).current()
                assert choices, "a person's decision with no options shown"
                await press_choice(pilot, int(rng.random() * len(choices)))
            else:
                raise AssertionError("the game did not end")
            over = app.screen
            assert isinstance(over, GameOverScreen)

            def check_end(size: tuple[int, int]) -> None:
                text = shown(app, over)
                assert english_in(text, ENGLISH) == [], (size, text)
                if size == SIZES[0]:
                    for word in END[lang]:
                        assert word in text, (word, text)

            await look(pilot, app, check_end)
            assert {"battle", "computer", "recruit"} <= seen, seen

    asyncio.run(body())
