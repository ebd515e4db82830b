"""Widgets frame their content lines through ``RowCache`` (issue 13: cheaper repaints). What
it gives must be, cell for cell, what Textual's own ``StylesCache`` draws for the widget."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest
from textual._styles_cache import StylesCache
from textual.app import App, ComposeResult
from textual.geometry import Region
from textual.strip import Strip
from textual.widget import Widget
from textual.widgets import Static

from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.row_cache import RowCache
from kingsburg.tui.screens.game import GameScreen
from kingsburg.tui.widgets.decision_panel import DecisionPanel

from .helpers import needs_fix, press_choice, start_game

pytestmark = pytest.mark.timeout(180)


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    needs_fix("frame_rows_once")  # these tests check the row cache the fix installs
    monkeypatch.setenv("KINGSBURG_HOME", str(tmp_path))
    return tmp_path


def _cells(strips: list[Strip]) -> list[list[tuple[str, object]]]:
    return [[(ch, seg.style) for seg in strip for ch in seg.text] for strip in strips]


def _compare(app: App[object]) -> tuple[int, int]:
    """Each widget on screen as drawn (through its ``RowCache``, with what it remembered
    from earlier frames) against Textual's drawing of it from nothing. Returns the widgets
    compared and the content lines the short way had remembered."""
    compared = remembered = 0
    for widget, (region, _clip) in app.screen._compositor.visible_widgets.items():
        cache = widget._styles_cache
        assert isinstance(cache, RowCache), widget
        crop = Region(0, 0, region.width, region.height)
        drawn = widget.render_lines(crop)
        fresh = StylesCache().render_widget(widget, crop)
        assert _cells(drawn) == _cells(fresh), widget
        compared += 1
        remembered += len(cache._framed)
    return compared, remembered


def test_every_widget_draws_as_textual_would_over_a_game() -> None:
    async def body() -> None:
        app = KingsburgApp()
        rng = random.Random(11)
        async with app.run_test(size=(120, 40)) as pilot:
            await start_game(pilot, app, 3, 5, ("module-5", "module-6"))
            compared = remembered = screens = 0
            kinds: set[str] = set()
            for _ in range(120):
                screen = app.screen
                kinds.add(type(screen).__name__)
                if isinstance(screen, GameScreen):
                    choices = screen.query_one(DecisionPanel).current()
                    if rng.random() < 0.2:
                        await pilot.press(rng.choice(["down", "up", "tab"]))
                    elif screen.session.held:
                        await pilot.press("1")
                    else:
                        await press_choice(pilot, rng.randrange(min(9, len(choices))))
                else:
                    await pilot.press("enter")
                await pilot.pause()
                c, r = _compare(app)
                compared += c
                remembered += r
                screens += 1
            assert screens == 120 and compared > 120 * 10
            assert remembered > 120 * 50  # the short way was taken, and remembered lines
            assert {"GameScreen", "PrivacyScreen"} <= kinds

    asyncio.run(body())


def test_widgets_with_effects_are_framed_by_textual() -> None:
    """Opacity, tint, hatching and outlines change each line: Textual frames those."""

    class Effects(App[None]):
        CSS = """
        #plain { border: round red; padding: 1 3 1 1; height: 6; }
        #tint { tint: red 30%; border: heavy green; height: 5; }
        #faded { opacity: 60%; border: round blue; padding: 0 1; height: 5; }
        #hatch { hatch: cross $primary; height: 4; }
        #outline { outline: solid yellow; text-opacity: 70%; height: 4; }
        """

        def compose(self) -> ComposeResult:
            for name in ("plain", "tint", "faded", "hatch", "outline"):
                yield Static(f"[b]{name}[/b] some text\nand a second line", id=name)

    async def body() -> None:
        app = Effects()
        async with app.run_test(size=(40, 30)) as pilot:
            await pilot.pause()
            for _ in range(2):  # the second time from what was remembered
                compared, _remembered = _compare(app)
                assert compared == 6  # the screen and five widgets
            plain: Widget = app.query_one("#plain")
            assert isinstance(plain._styles_cache, RowCache)
            assert len(plain._styles_cache._framed) == 2  # two content rows, no padding rows
            for name in ("tint", "faded", "hatch", "outline"):
                cache = app.query_one(f"#{name}")._styles_cache
                assert isinstance(cache, RowCache) and not cache._framed, name

    asyncio.run(body())
