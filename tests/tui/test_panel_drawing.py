"""The text panels draw each line themselves (issue 13: repaint only what changed, and
cheaply). What they draw must be what Textual's own drawing of the same text gives."""

from __future__ import annotations

import asyncio
import random

import pytest
from rich.style import Style
from rich.text import Text
from textual.geometry import Region
from textual.strip import Strip
from textual.visual import RichVisual, Visual

from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.screens.game import GameScreen
from kingsburg.tui.widgets.decision_panel import DecisionPanel
from kingsburg.tui.widgets.menu_list import MenuList
from kingsburg.tui.widgets.panel import TextPanel
from tests.tui.helpers import press_choice, start_game

pytestmark = pytest.mark.timeout(180)


def cells(strips: list[Strip]) -> list[list[tuple[str, Style | None]]]:
    """Each line as its characters with their styles (pieces may be cut differently)."""
    return [[(ch, seg.style) for seg in strip for ch in seg.text] for strip in strips]


def textual_lines(panel: TextPanel, text: Text) -> list[Strip]:
    return Visual.to_strips(
        panel, RichVisual(panel, text), panel.size.width, None, panel.visual_style
    )


def check_panels(app: KingsburgApp) -> int:
    """Compare every panel shown with Textual's drawing; the lines taking the short way."""
    short_way = 0
    for panel in app.screen.query(TextPanel):
        if not panel.size:
            continue
        text = panel.text
        assert cells(panel._lines) == cells(textual_lines(panel, text)), panel
        short_way += sum(
            "\t" not in line.plain and (text.no_wrap or line.cell_len <= panel.size.width)
            for line in text.split("\n", allow_blank=True)
        )
    return short_way


def check_menu(app: KingsburgApp) -> None:
    """The menu's options, drawn the short way where they fit, as Rich wraps them."""
    menu = app.screen.query_one(MenuList)
    console = app.console
    options = console.options.update_width(menu._width)
    for label, strips in zip(menu._labels, menu._lines, strict=True):
        rich = [Strip(line) for line in console.render_lines(label, options, pad=False)]
        assert cells(strips) == cells(rich), label


def test_panels_draw_every_line_as_textual_would() -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            assert check_panels(app) > 5  # the setup screen's
            await start_game(pilot, app, 5, 7, ("module-5", "module-6"))
            rng = random.Random(3)
            short_way = 0
            for _ in range(30):  # some moves, so that the panels hold all kinds of lines
                screen = app.screen
                if isinstance(screen, GameScreen) and not screen.session.held:
                    choices = screen.query_one(DecisionPanel).current()
                    await press_choice(pilot, rng.randrange(len(choices)))
                else:
                    await pilot.press("enter")
                await pilot.pause()
                short_way += check_panels(app)
                if isinstance(app.screen, GameScreen):
                    check_menu(app)
            assert short_way > 1000  # most lines are drawn the short way
            assert isinstance(app.screen, GameScreen)

    asyncio.run(body())


def test_a_changed_line_repaints_only_its_row() -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await start_game(pilot, app, 2, 7)
            panel = app.screen.query_one(DecisionPanel).query_one("#prompt", TextPanel)
            panel.set_text(Text("one\ntwo\nthree"))
            await pilot.pause()
            panel._repaint_regions.clear()
            panel.set_text(Text("one\nTWO\nthree"))
            row = Region(0, 1, panel.size.width, 1).translate(panel.content_offset)
            assert panel._repaint_regions == {row}  # the middle row only
            panel.set_text(Text("one\nTWO\nthree"))  # the same text: nothing to repaint
            assert panel._repaint_regions == {row}

    asyncio.run(body())
