"""A newcomer's second game (issue 24): no Enter trap, the log readable, the keys shown,
the texts right."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest
from textual import events as events_mod
from textual.pilot import Pilot
from textual.widgets import MarkdownViewer, Tree

from kingsburg.cli import main
from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.screens import game as game_screen
from kingsburg.tui.screens.game import GameScreen
from kingsburg.tui.screens.log import LogScreen
from kingsburg.tui.screens.rules_help import RulesHelpScreen
from kingsburg.tui.session import GameSession, mover
from kingsburg.tui.widgets.decision_panel import DecisionPanel
from kingsburg.tui.widgets.footer import Footer
from kingsburg.tui.widgets.game_log import GameLog

from .helpers import screen_lines, settle

pytestmark = pytest.mark.timeout(120)


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KINGSBURG_HOME", str(tmp_path))
    monkeypatch.setattr(game_screen, "COMPUTER_PACE", 0.0)


async def open_game(pilot: Pilot[int], app: KingsburgApp, session: GameSession) -> GameScreen:
    await settle(pilot, app)
    app.start_game(session)
    await pilot.pause()
    assert isinstance(app.screen, GameScreen)
    return app.screen


async def wait_for_person(pilot: Pilot[int], screen: GameScreen) -> None:
    """Until the person decides (or ends a turn), or another screen shows."""
    s = screen.session
    for _ in range(3000):
        if s.computer_turn() < 0 or pilot.app.screen is not screen:
            await pilot.pause()
            return
        await pilot.pause(0.02)
    raise AssertionError("the computers did not finish")


def test_enter_never_plays_a_menu_that_came_after_a_computer_or_new_dice() -> None:
    """Issue 24, item 1: after a computer's move or new dice, the person's first Enter
    highlights option 1 (and shows its preview); only a second Enter plays it. After
    the person's own key (a held turn ended), Enter still ends the turn at once."""

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            session = GameSession.new(["Ann", "Bot"], 4, seats=("person", "beginner"))
            screen = await open_game(pilot, app, session)
            panel = screen.query_one(DecisionPanel)
            checked = {"computer": 0, "chance": 0}
            for _ in range(400):
                if session.over or min(checked.values()) >= 2:
                    break
                await wait_for_person(pilot, screen)
                if app.screen is not screen:  # a battle or a privacy screen
                    await pilot.press("enter")
                    continue
                if session.held:
                    await pilot.press("enter")  # ends the turn: the person's own menu
                    continue
                before = session.moves
                last = mover(session.game.moves[-1])
                kind = "chance" if last == "chance" else "computer" if last == "Bot" else ""
                if kind:
                    assert panel.options.highlighted is None
                    assert "Enter or ↓ shows it" in panel.query_one("#hint").text.plain
                    await pilot.press("enter")
                    assert session.moves == before, "the first Enter played a move"
                    assert panel.options.highlighted == 0
                    assert "↑↓ Enter or" in panel.query_one("#hint").text.plain
                    checked[kind] += 1
                else:  # the person's own move came last: the usual highlighted menu
                    assert panel.options.highlighted == 0
                await pilot.press("enter")
                if panel.depth == 1:
                    assert session.moves > before
                else:  # a submenu: its first option
                    await pilot.press("enter")
            assert checked["computer"] >= 2 and checked["chance"] >= 2, checked

    asyncio.run(body())


def test_a_number_key_still_plays_a_fresh_menu_at_once() -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            session = GameSession.new(["Ann", "Bot"], 4, seats=("person", "beginner"))
            screen = await open_game(pilot, app, session)
            await wait_for_person(pilot, screen)
            panel = screen.query_one(DecisionPanel)
            assert panel.options.highlighted is None
            before = session.moves
            await pilot.press("1")
            assert session.moves > before or panel.depth == 2

    asyncio.run(body())


def _played(moves: int, seed: int = 3) -> GameSession:
    """Two people's game, played at random for ``moves`` moves."""
    session = GameSession.new(["Ann", "Ben"], seed)
    rng = random.Random(seed)
    while session.moves < moves and not session.over:
        if session.held:
            session.confirm()
            continue
        legal = session.legal()
        session.decide(legal[int(rng.random() * len(legal))])
    return session


def test_the_whole_log_opens_with_l_and_scrolls_by_keys_and_wheel() -> None:
    """Item 2: ``l`` (shown in the footer and under the board's log) opens every public
    event since the first move; arrows, PgUp/PgDn, Home/End and the wheel scroll it;
    Escape goes back to the same decision."""

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(80, 24)) as pilot:
            session = _played(120)
            screen = await open_game(pilot, app, session)
            assert "l Log" in screen.query_one(Footer).build().plain
            assert screen.query_one("#log", GameLog).border_subtitle == "l: the whole log"
            await pilot.press("l")
            log_screen = app.screen
            assert isinstance(log_screen, LogScreen)
            log = log_screen.query_one(GameLog)
            assert app.focused is log
            events = [e for _, e in session.public_log()]
            assert len(log._events) == len(events) > 100
            assert log.line_text(0).plain == events[0].text
            assert log.scroll_y == log.max_scroll_y > 0  # the newest lines in view
            await pilot.press("home")
            assert log.scroll_y == 0
            await pilot.press("down", "down")
            assert log.scroll_y == 2
            await pilot.press("pagedown")
            assert log.scroll_y == 2 + log.scrollable_content_region.height
            await pilot._post_mouse_events([events_mod.MouseScrollUp], widget=log)
            await pilot.pause()
            assert log.scroll_y < 2 + log.scrollable_content_region.height
            await pilot.press("end")
            assert log.scroll_y == log.max_scroll_y
            text = screen_lines(app)
            assert "PgUp PgDn Home End or the mouse wheel: scroll" in text
            moves = session.moves
            await pilot.press("escape")
            assert app.screen is screen and session.moves == moves

    asyncio.run(body())


def test_save_copy_is_shown_in_the_footer_the_rules_and_the_help(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Item 3: ctrl+s in the game's footer (at 80 columns too, with the hint key), in the
    rules screen's keys chapter and in ``kingsburg --help``; item 10: no chapter's
    contents tree starts with an untitled node."""

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(80, 24)) as pilot:
            session = GameSession.new(["Ann", "Bot"], 4, seats=("person", "beginner"))
            screen = await open_game(pilot, app, session)
            await wait_for_person(pilot, screen)
            footer = screen_lines(app).splitlines()[-1]
            for key in ("l Log", "u Undo", "h Hint", "^q Quit", "f1 Rules", "^s Save"):
                assert key in footer, footer
            await pilot.press("f1")
            help_screen = app.screen
            assert isinstance(help_screen, RulesHelpScreen)
            title, text = help_screen.chapters[0]
            assert title == "Keys of this app"
            assert "| ctrl+s | save a copy of the game in saves/" in text
            for _title, chapter in help_screen.chapters:
                first = next(x for x in chapter.splitlines() if x.startswith("#"))
                assert first.startswith("# "), first
            help_screen.show_chapter(3)
            viewer = help_screen.query_one(MarkdownViewer)
            await pilot.press("t")
            for _ in range(100):
                await pilot.pause(0.05)
                if viewer.table_of_contents.query_one(Tree).root.children:
                    break
            top = viewer.table_of_contents.query_one(Tree).root.children
            assert [str(node.label) for node in top] == [f"Ⅰ {help_screen.chapters[3][0]}"]

    asyncio.run(body())
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    assert "ctrl+s       save a copy of the game in saves/" in out
    assert "l            the whole game's log" in out
