"""A newcomer's second game (issue 24): no Enter trap, the log readable, the keys shown,
the texts right."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.pilot import Pilot

from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.screens import game as game_screen
from kingsburg.tui.screens.game import GameScreen
from kingsburg.tui.session import GameSession, mover
from kingsburg.tui.widgets.decision_panel import DecisionPanel

from .helpers import settle

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
