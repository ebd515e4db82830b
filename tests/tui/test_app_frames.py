"""What a move repaints: the board in one frame, the footer only when its keys change."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from textual.widgets._footer import FooterKey

from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.screens.game import GameScreen
from kingsburg.tui.widgets.court import Court
from kingsburg.tui.widgets.decision_panel import DecisionPanel
from kingsburg.tui.widgets.dice_tray import DiceTray
from kingsburg.tui.widgets.game_log import GameLog

from .helpers import press_choice, start_game

pytestmark = pytest.mark.timeout(120)


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("KINGSBURG_HOME", str(tmp_path))
    return tmp_path


def _spy_frames(screen: GameScreen) -> list[set[str]]:
    """Record, for each frame the screen paints, the widgets it repainted."""
    frames: list[set[str]] = []
    original = screen._compositor_refresh

    def spy() -> None:
        frames.append({type(w).__name__ for w in screen._dirty_widgets})
        original()

    screen._compositor_refresh = spy  # type: ignore[method-assign]
    return frames


def test_a_move_repaints_the_board_once_with_the_log_at_its_newest_line() -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await start_game(pilot, app, 3, 12)
            screen = app.screen
            assert isinstance(screen, GameScreen)
            log = screen.query_one(GameLog)
            frames = _spy_frames(screen)
            moved = 0
            for _ in range(6):
                lines = log.line_count
                frames.clear()
                await press_choice(pilot, 0)
                await pilot.pause()
                if app.screen is not screen or log.line_count == lines:
                    continue
                moved += 1
                # The log's new lines, its scrollbar and the preview of the first option
                # (court, dice) are all in the frame of the move, none in a later one.
                with_log = [i for i, f in enumerate(frames) if "GameLog" in f]
                assert len(with_log) == 1, frames
                later = set().union(*frames[with_log[0] + 1 :])
                assert not later & {"GameLog", "ScrollBar", "Court", "DiceTray"}, frames
                assert log.scroll_y == log.max_scroll_y
                choice = screen.query_one(DecisionPanel).current()[0]
                assert screen.query_one(Court).highlight == choice.advisor
                assert screen.query_one(DiceTray).pick_own == choice.own
            assert moved >= 3

    asyncio.run(body())


def _keys(app: Any) -> list[FooterKey]:
    return list(app.screen.query(FooterKey))


def test_the_footer_is_rebuilt_only_when_its_keys_change() -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await start_game(pilot, app, 2, 12)
            screen = app.screen
            assert isinstance(screen, GameScreen)
            await pilot.pause()
            keys = _keys(app)
            assert keys and not any(k.action.startswith("group") for k in keys)
            # Asked to refresh with nothing changed, the footer keeps its key widgets.
            screen.refresh_bindings()
            await pilot.pause()
            assert _keys(app) == keys
            # Play on to the first influence decision: "Dice first" joins the footer.
            for _ in range(30):
                if screen.session.turn().decision == "influence":
                    break
                await press_choice(pilot, 0)
                if app.screen is not screen:
                    await pilot.press("enter")  # a hand-over screen
            assert screen.session.turn().decision == "influence"
            await pilot.pause()
            assert any(k.action.startswith("group") for k in _keys(app))

    asyncio.run(body())


def test_a_new_screen_shows_its_footer_keys_without_a_rebuild(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Textual's footer is composed empty and rebuilt with its keys a frame later; ours
    has them when composed, and they need no rebuild."""
    from kingsburg.tui.screens.rules_help import RulesHelpScreen
    from kingsburg.tui.widgets.footer import Footer

    rebuilt: list[Footer] = []
    original = Footer.recompose

    async def counted(self: Footer) -> None:
        rebuilt.append(self)
        await original(self)

    monkeypatch.setattr(Footer, "recompose", counted)

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await start_game(pilot, app, 2, 12)
            await pilot.pause()
            app.push_screen(RulesHelpScreen())
            await pilot.pause()
            await pilot.pause()
            footer = app.screen.query_one(Footer)
            assert [k.description for k in _keys(app)] != []
            assert footer not in rebuilt

    asyncio.run(body())
