"""What the app leaves behind: widgets that are gone take their rendered lines with them."""

from __future__ import annotations

import asyncio
import gc
from pathlib import Path

import pytest
from textual._styles_cache import StylesCache
from textual.app import App, ComposeResult
from textual.widgets import Static

from .helpers import needs_fix

pytestmark = pytest.mark.timeout(120)


def _caches() -> int:
    gc.collect()
    return sum(isinstance(o, StylesCache) for o in gc.get_objects())  # RowCache too


class _Box(App[None]):
    def compose(self) -> ComposeResult:
        yield Static("board", id="board")


def test_removed_widgets_do_not_keep_their_rendered_lines() -> None:
    """Textual 8.2.8 caches a colour pair per widget (not per colour pair), which kept the
    styles cache and the last rendered lines of up to 1,024 removed widgets alive."""
    needs_fix("fix_styles_cache")

    async def body() -> None:
        app = _Box()
        async with app.run_test(size=(60, 30)) as pilot:
            await pilot.pause()
            before = _caches()
            for round_ in range(5):  # short-lived widgets, as privacy screens and footer keys
                widgets = [Static(f"line {round_}-{i}") for i in range(10)]
                await app.mount_all(widgets)
                await pilot.pause()  # painted: each has rendered lines in its cache
                assert all(w._styles_cache._cache for w in widgets)  # all in view
                await app.screen.query(Static).exclude("#board").remove()
                del widgets
                await pilot.pause()
            # At most the last two rounds' widgets linger, in the screen's small cache of
            # its recent arrangements (without the fix, all fifty did).
            assert before >= 2  # the screen's and the board's
            assert _caches() <= before + 20

    asyncio.run(body())


def test_strips_make_their_caches_on_first_use() -> None:
    """A rendered line no longer carries seven empty caches from its creation; the ones
    it uses appear when used, and behave as before."""
    from rich.segment import Segment
    from rich.style import Style
    from textual.strip import Strip

    needs_fix("lazy_strip_caches")
    strip = Strip([Segment("hello "), Segment("world", Style(bold=True))])
    assert "FIFOCache" not in [type(r).__name__ for r in gc.get_referents(strip)]
    cropped = strip.crop(0, 5)
    assert cropped.text == "hello"
    assert strip.crop(0, 5) is cropped  # cached now, as Textual intends
    assert [type(r).__name__ for r in gc.get_referents(strip)].count("FIFOCache") == 1
    assert strip.apply_style(Style(italic=True)).text == "hello world"


def test_a_strip_cut_or_cropped_to_itself_is_freed_without_the_collector() -> None:
    """Textual 8.2.8 cached a strip in its own caches when cutting it at its end or
    cropping it to its length (most lines of a repaint): a reference cycle per line,
    which only the collector's full passes freed (a hundred thousand objects a game)."""
    import sys

    from rich.segment import Segment
    from textual.strip import Strip

    needs_fix("strips_hold_no_cycles")
    strip = Strip([Segment("hello "), Segment("world")])
    held = sys.getrefcount(strip)
    assert strip.divide([11]) == [strip] and strip.divide([11, 30]) == [strip]
    assert strip.crop_extend(0, 11, None) is strip
    assert sys.getrefcount(strip) == held  # nothing of the strip's holds the strip
    halves = strip.divide([6, 11])  # a real cut: cached, as Textual intends
    assert [h.text for h in halves] == ["hello ", "world"] and strip.divide([6, 11]) is halves
    assert strip.crop_extend(0, 13, None).text == "hello world  "
    assert sys.getrefcount(strip) == held


def test_full_collections_during_a_game_walk_only_the_last_moves_objects(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After each move's frame the young objects are collected and the survivors set aside
    (``gc.freeze``) with the board: a full pass of the collector then walks what the last
    move made, not the whole game (those passes took 30-80 ms, on a key)."""
    from kingsburg.tui.app import KingsburgApp
    from kingsburg.tui.screens.game import GameScreen
    from tests.tui.helpers import press_choice, start_game

    monkeypatch.setenv("KINGSBURG_HOME", str(tmp_path))

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await start_game(pilot, app, 3, 9)
            for _ in range(12):
                if isinstance(app.screen, GameScreen) and not app.screen.session.held:
                    await press_choice(pilot, 0)
                else:
                    await pilot.press("enter")
                await pilot.pause()
            walked, frozen = len(gc.get_objects()), gc.get_freeze_count()
            assert frozen > 40_000 and walked < 2_000, (walked, frozen)  # 7,000 without
        assert gc.get_freeze_count() == 0  # the game screen closed: all walked again

    asyncio.run(body())


def test_the_app_measures_text_with_a_smaller_cache_and_the_same_widths() -> None:
    """rich's width cache holds 4,096 strings (about 1 MiB once a game has filled it); the
    app keeps 512, everywhere rich and Textual measure, with the same widths."""
    import rich.cells
    import rich.segment
    import textual._cells

    from kingsburg.tui import cell_widths
    from kingsburg.tui.app import KingsburgApp

    KingsburgApp()
    cached = rich.cells.cached_cell_len
    assert cached.cache_info().maxsize == cell_widths.CACHED
    assert rich.segment.cached_cell_len is cached and textual._cells.cell_len is cached
    measure = cached.__wrapped__  # type: ignore[attr-defined]
    for text in ("Kingsburg", "Żółć gęślą jaźń", "Čeština ěščřžýáíé", "│─┼", "王国", "👍🏽", ""):
        assert cached(text) == measure(text, "auto") == rich.cells.cell_len(text)
    assert rich.cells.cell_len("王国") == 4
