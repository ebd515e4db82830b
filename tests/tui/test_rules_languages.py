"""F1 and r in every language: F1 always opens on the chapter list at the chapter on show,
its title says the keys that work where the focus is, and r finds the highlighted thing's
rule by anchor, in the player's language."""

from __future__ import annotations

import asyncio

import pytest
from textual.widgets import MarkdownViewer, OptionList, Static

from kingsburg.text import lang, name, set_language, t
from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.rules_text import heading_text, rules_markdown
from kingsburg.tui.screens.game import GameScreen
from kingsburg.tui.screens.rules_help import RuleDialog, RulesHelpScreen

from .helpers import check_snapshot, screen_lines, screen_text, start_game

LANGS = lang.available()


def title(screen: RulesHelpScreen) -> str:
    return str(screen.query_one("#help-title", Static).render()).strip()


@pytest.mark.parametrize("code", LANGS)
def test_f1_opens_on_the_chapter_list_every_time(code: str) -> None:
    async def body() -> None:
        set_language(code)
        app = KingsburgApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await start_game(pilot, app, 2, 3)
            await pilot.press("f1")
            await pilot.pause()
            help_screen = app.screen
            assert isinstance(help_screen, RulesHelpScreen)
            chapters = help_screen.query_one("#chapters", OptionList)
            assert help_screen.focused is chapters and chapters.highlighted == 0
            assert title(help_screen) == t("rules-help-title-list").strip()
            # The fifth chapter after the app's keys: Phase 1 in every language.
            await pilot.press(*["down"] * 5, "enter")
            await pilot.pause(0.3)
            assert help_screen.chapters[5][0] == "phase-1"
            assert heading_text("phase-1") in screen_text(app)
            assert isinstance(
                help_screen.focused, type(help_screen.query_one(MarkdownViewer).document)
            )
            assert title(help_screen) == t("rules-help-title-text").strip()
            await pilot.press("escape")
            assert isinstance(app.screen, GameScreen)
            # Again: on the list, at the chapter on show; Enter picks the next one.
            await pilot.press("f1")
            await pilot.pause()
            assert app.screen is help_screen
            assert help_screen.focused is chapters and chapters.highlighted == 5
            assert title(help_screen) == t("rules-help-title-list").strip()
            await pilot.press("down", "enter")
            await pilot.pause(0.3)
            assert help_screen.chapters[6][0] == "productive-seasons"
            assert heading_text("productive-seasons") in screen_text(app)
            check_snapshot(f"rules-80x24-{code}", screen_lines(app))
            await pilot.press("escape")
            # r on the court's Queen: her rule, named in the player's language.
            app.screen.query_one("#court").focus()
            await pilot.press(*["down"] * 16, "r")
            assert isinstance(app.screen, RuleDialog)
            assert name("advisor", 17) in screen_text(app)
            assert t("rules-dialog-hint") in screen_text(app)

    asyncio.run(body())


@pytest.mark.parametrize("code", LANGS)
def test_rules_are_in_the_players_language(code: str) -> None:
    set_language(code)
    text = rules_markdown()
    assert "{#" not in text
    if code != "en":
        assert text.splitlines()[0] != "# Kingsburg — Rules Reference"
        assert t("rules-in-english") not in text


def test_a_language_without_rules_falls_back_to_english_saying_so(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from kingsburg.tui import rules_text

    real = rules_text.rules_path
    monkeypatch.setattr(
        rules_text, "rules_path", lambda code="en": real("en") if code == "en" else None
    )
    rules_text.clear_cache()
    try:
        set_language("cs")
        text = rules_text.rules_markdown()
        assert text.startswith("# Kingsburg — Rules Reference\n\n" + t("rules-in-english"))
        assert heading_text("phase-1") == "Phase 1: The King's Favor"
    finally:
        rules_text.clear_cache()
