"""A menu long enough for a scrollbar shows every option whole: its wrapped lines fit the
width the scrollbar leaves (they were wrapped to the width before it came, and a full
line lost its last letters under it: "(1 zlato neb", a "+2" without its closing quote)."""

from __future__ import annotations

import asyncio
from typing import Any

from rich.text import Text
from textual.app import App

from kingsburg.text import set_language
from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.screens.game import GameScreen
from kingsburg.tui.widgets.decision_panel import DecisionPanel
from kingsburg.tui.widgets.menu_list import MenuList

from .helpers import first_influence, menu_app, start_game


def rows_shown(app: App[Any], menu: MenuList) -> list[str]:
    """The list's rows as the terminal shows them, without the scrollbar."""
    strips = app.screen._compositor.render_strips()
    r = menu.scrollable_content_region
    return [strips[y].crop(r.x, r.right).text.rstrip() for y in range(r.y, r.bottom)]


def words(text: str) -> str:
    return text.replace(" ", "")


def test_the_scrollbar_of_a_longer_menu_cuts_no_letter() -> None:
    # Each label fills its first line (20 cells) and wraps its last word.
    labels = [Text(f"{i} Take 1 gold and {i} stone") for i in range(1, 5)]

    async def body() -> None:
        app = menu_app("MenuList { height: 6; width: 20; }")
        async with app.run_test(size=(30, 10)) as pilot:
            menu = app.query_one(MenuList)
            menu.set_options([Text("short")])
            await pilot.pause()
            assert not menu.show_vertical_scrollbar
            for shorter in (False, True):  # the scrollbar comes, then goes again
                menu.set_options(labels[:1] if shorter else labels)
                await pilot.pause()
                assert menu.show_vertical_scrollbar is not shorter
                for index, label in enumerate(labels[:1] if shorter else labels[:2]):
                    menu.highlighted = index  # scrolled into view
                    await pilot.pause()
                    shown = "".join(rows_shown(app, menu))
                    assert words(label.plain) in words(shown), (label.plain, shown)

    asyncio.run(body())


def test_a_czech_influence_menu_at_80x24_shows_its_options_whole() -> None:
    """The first spring of a 2-player Czech game (seed 2): "3  4 Obchodník ← 3 + 1 (1 zlato nebo
    1 dřevo)" fills a line of the menu, which has a scrollbar."""

    async def body() -> None:
        set_language("cs")
        app = KingsburgApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await start_game(pilot, app, 2, 2)
            await first_influence(pilot, app)
            assert isinstance(app.screen, GameScreen)
            menu = app.screen.query_one(DecisionPanel).options
            assert menu.show_vertical_scrollbar
            for index in range(menu.option_count):
                menu.highlighted = index
                await pilot.pause()
                label = words(menu.label(index).plain)
                assert label in words("".join(rows_shown(app, menu))), label

    asyncio.run(body())
