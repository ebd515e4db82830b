"""What a move repaints: the board in one frame, the footer only when its keys change."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.screens.game import GameScreen
from kingsburg.tui.widgets.court import Court
from kingsburg.tui.widgets.decision_panel import DecisionPanel
from kingsburg.tui.widgets.dice_tray import DiceTray
from kingsburg.tui.widgets.footer import Footer
from kingsburg.tui.widgets.game_log import GameLog

from .helpers import menu_app, needs_fix, press_choice, start_game

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
            log = screen.shown_log  # the log the layout shows
            assert isinstance(log, GameLog)
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
                # (a menu that came after the others' moves or new dice previews nothing
                # until a key highlights an option)
                choice = screen.query_one(DecisionPanel).highlighted_choice()
                assert screen.query_one(Court).highlight == (choice.advisor if choice else 0)
                assert screen.query_one(DiceTray).pick_own == (choice.own if choice else ())
            assert moved >= 3

    asyncio.run(body())


def _footer_line(app: Any) -> str:
    """The footer's line as painted."""
    footer = app.screen.query_one(Footer)
    return "".join(s.text for s in footer.render_lines(footer.region.reset_offset))


def _keys(app: Any) -> list[str]:
    return app.screen.query_one(Footer).descriptions  # type: ignore[no-any-return]


def test_the_footer_line_changes_in_the_frame_of_the_move() -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await start_game(pilot, app, 2, 12)
            screen = app.screen
            assert isinstance(screen, GameScreen)
            await pilot.pause()
            keys = _keys(app)
            assert "Undo" in keys and "Dice first" not in keys
            # Play on to the first influence decision: "Dice first" joins the footer, in
            # the one frame that shows the new menu.
            frames = _spy_frames(screen)
            for _ in range(30):
                if screen.session.turn().decision == "influence":
                    break
                frames.clear()
                await press_choice(pilot, 0)
                if app.screen is not screen:
                    await pilot.press("enter")  # a hand-over screen
            assert screen.session.turn().decision == "influence"
            await pilot.pause()
            assert "Dice first" in _keys(app)
            assert len(frames) == 1, frames
            assert "Footer" in frames[0] and "MenuList" in frames[0]
            # The painted line shows it too.
            assert "d Dice first" in _footer_line(app)

    asyncio.run(body())


def test_a_new_screen_shows_its_footer_keys_at_once() -> None:
    from kingsburg.tui.screens.rules_help import RulesHelpScreen

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await start_game(pilot, app, 2, 12)
            await pilot.pause()
            app.push_screen(RulesHelpScreen())
            await pilot.pause()
            assert _keys(app)[:2] == ["Back to the game", "Chapter contents"]

    asyncio.run(body())


def test_clicking_a_footer_key_runs_it() -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await start_game(pilot, app, 2, 12)
            await pilot.pause()
            line = _footer_line(app)
            x = line.index(" Rules ") - 3  # on the key of "Rules" (F1)
            await pilot.click(Footer, offset=(x, 0))
            await pilot.pause()
            assert type(app.screen).__name__ == "RulesHelpScreen"

    asyncio.run(body())


def test_a_layout_that_resizes_a_widget_is_not_followed_by_a_second_one() -> None:
    """Textual 8.2.8 set each resized widget's virtual size through a reactive that asked
    for another layout: a privacy message of a new length (or a longer menu) laid the screen
    out twice, the second time a frame later and to the same result."""
    from textual.app import App, ComposeResult
    from textual.containers import Center
    from textual.widgets import Static

    needs_fix("single_layout")

    class Box(App[None]):
        CSS = "Static { width: auto; }"

        def compose(self) -> ComposeResult:
            with Center():
                yield Static("short", id="msg")

    async def body() -> None:
        app = Box()
        async with app.run_test(size=(60, 10)) as pilot:
            await pilot.pause()
            layouts: list[int] = []
            screen = app.screen
            original = screen._refresh_layout

            def spy(*args: Any, **kwargs: Any) -> None:
                layouts.append(app.query_one("#msg").size.width)
                original(*args, **kwargs)

            screen._refresh_layout = spy  # type: ignore[method-assign]
            for text in ("a much longer message", "mid length"):
                layouts.clear()
                app.query_one("#msg", Static).update(text)
                for _ in range(4):  # several frames: a second layout would come in one
                    await pilot.pause(0.03)
                assert app.query_one("#msg").size.width == len(text)
                assert len(layouts) == 1, layouts

    asyncio.run(body())


def test_a_menu_that_grows_past_its_height_shows_in_one_frame() -> None:
    """A menu longer than its box gets a scrollbar, which needs a layout; the scrollbar,
    resized during that layout, asks for a repaint then. It is painted in that layout's
    frame: Textual 8.2.8 painted it a frame later (up to 1/60 s), so a longer menu took
    two frames to show."""
    from rich.text import Text

    from kingsburg.tui.widgets.menu_list import MenuList

    needs_fix("paint_pending_with_frame")

    async def body() -> None:
        app = menu_app("MenuList { height: 6; }")
        async with app.run_test(size=(40, 10)) as pilot:
            menu = app.query_one(MenuList)
            menu.set_options([Text("one option")])
            await pilot.pause()
            screen = app.screen
            compositor = screen._compositor
            frames: list[Any] = []  # what each frame drew
            original = compositor.render_update

            def spy(*args: Any, **kwargs: Any) -> Any:
                update = original(*args, **kwargs)
                if update is not None:
                    frames.append(update)
                return update

            compositor.render_update = spy  # type: ignore[method-assign]
            menu.set_options([Text(f"option {i}") for i in range(12)])
            for _ in range(4):  # several frames: a late one would come in one
                await pilot.pause(0.03)
            assert menu.show_vertical_scrollbar
            assert len(frames) == 1, frames
            bar = menu.vertical_scrollbar.region
            drawn = {(y, x) for y, x1, x2 in frames[0].spans for x in range(x1, x2)}
            cells = {(y, x) for y in range(bar.y, bar.bottom) for x in range(bar.x, bar.right)}
            assert bar.height == 6 and cells <= drawn  # the scrollbar, in that frame
            lines = [strip.text for strip in compositor.render_strips()]
            assert lines[5].startswith("option 5") and lines[6].strip() == ""

    asyncio.run(body())


Cells = list[list[tuple[str, object]]]


def _cells(strips: list[Any], width: int) -> Cells:
    """Each row as (character, style) per cell."""
    rows = []
    for strip in strips:
        row = [(ch, seg.style) for seg in strip for ch in seg.text]
        rows.append((row + [(" ", None)] * width)[:width])
    return rows


def _apply(screen: Cells, update: Any) -> None:
    """Apply what one frame sends to the terminal to ``screen`` (a model of the terminal)."""
    from textual._compositor import ChopsUpdate, LayoutUpdate

    if isinstance(update, LayoutUpdate):
        region = update.region
        for y, line in enumerate(update.strips, region.y):
            cells = [(ch, seg.style) for strip in line for seg in strip for ch in seg.text]
            screen[y][region.x : region.x + len(cells)] = cells
        return
    assert isinstance(update, ChopsUpdate), update
    for y, x1, x2 in update.spans:
        for end, (x, strip) in zip(update.chop_ends[y], update.chops[y].items(), strict=True):
            if strip is None:
                continue
            cells = [(ch, seg.style) for seg in strip for ch in seg.text]
            for cx in range(max(x, x1), min(end, x2)):
                screen[y][cx] = cells[cx - x]


def test_what_the_terminal_shows_after_each_key_is_the_whole_screen_drawn_afresh() -> None:
    """Panels, the menu and the log repaint only the rows that changed, and a frame paints
    only what was marked. Over many keys of a game (menus, hand-overs, battles), the
    terminal — the first frame with every later frame applied on top — must equal the
    screen drawn afresh from nothing after each key."""
    import random

    from textual.app import App

    async def body() -> None:
        app = KingsburgApp()
        rng = random.Random(5)
        async with app.run_test(size=(120, 40)) as pilot:
            await start_game(pilot, app, 3, 21, ("module-5", "module-6"))
            width, height = app.size
            terminal: Cells = [[(" ", None)] * width for _ in range(height)]
            original = App._display

            def display(self: App[Any], screen: Any, update: Any) -> None:
                if update is not None:
                    _apply(terminal, update)
                original(self, screen, update)

            app._display = display.__get__(app)  # type: ignore[method-assign]
            app.screen.refresh()  # a first full frame to start the model from
            await pilot.pause()
            checked = 0
            for _ in range(180):
                screen = app.screen
                if isinstance(screen, GameScreen):
                    choices = screen.query_one(DecisionPanel).current()
                    if rng.random() < 0.25:  # move the highlight: its two rows repaint
                        await pilot.press(rng.choice(["down", "up", "end", "home"]))
                    elif screen.session.held:
                        await pilot.press("1")
                    else:
                        await press_choice(pilot, rng.randrange(min(9, len(choices))))
                elif type(screen).__name__ == "GameOverScreen":
                    break
                else:
                    await pilot.press("enter")
                await pilot.pause()
                shown = [row[:] for row in terminal]
                for widget in app.screen.walk_children(with_self=True):
                    widget._styles_cache.clear()  # draw every line again, from the widgets
                fresh = _cells(app.screen._compositor.render_strips(), width)
                for y in range(height):
                    if shown[y] != fresh[y]:
                        on_screen = "".join(ch for ch, _ in shown[y])
                        drawn = "".join(ch for ch, _ in fresh[y])
                        styled = [x for x in range(width) if shown[y][x] != fresh[y][x]]
                        raise AssertionError(
                            f"row {y} after {checked} keys ({type(app.screen).__name__}), "
                            f"columns {styled[0]}–{styled[-1]} differ:"
                            f"\n terminal {on_screen!r}\n afresh   {drawn!r}"
                        )
                checked += 1
            assert checked >= 100

    asyncio.run(body())


def test_showing_a_new_screen_lays_out_only_that_screen_and_a_resize_lays_out_all() -> None:
    """Textual 8.2.8 laid out a newly shown screen twice and every screen under it again
    (its first layout sent it a resize to the size it already had): four layouts on the
    key that opened the end screen. A real resize must still reach every screen."""
    from textual.app import App, ComposeResult
    from textual.screen import Screen
    from textual.widgets import Static

    needs_fix("relayout_only_on_new_size")
    layouts: list[tuple[str, int, int]] = []

    class Counted(Screen[None]):
        def compose(self) -> ComposeResult:
            yield Static(type(self).__name__)

        def _refresh_layout(self, size: Any = None, scroll: bool = False) -> None:
            super()._refresh_layout(size, scroll)
            layouts.append((type(self).__name__, *self._compositor.size))

    class Base(Counted):
        pass

    class Top(Counted):
        pass

    class Two(App[None]):
        def on_mount(self) -> None:
            self.push_screen(Base())

    async def body() -> None:
        app = Two()
        async with app.run_test(size=(50, 12)) as pilot:
            await pilot.pause()
            layouts.clear()
            app.push_screen(Top())
            for _ in range(4):
                await pilot.pause(0.03)
            assert [name for name, *_ in layouts].count("Base") == 0, layouts
            assert 1 <= [name for name, *_ in layouts].count("Top") <= 2, layouts
            layouts.clear()
            await pilot.resize_terminal(70, 15)
            for _ in range(4):
                await pilot.pause(0.03)
            assert ("Top", 70, 15) in layouts and ("Base", 70, 15) in layouts, layouts
            app.pop_screen()
            await pilot.pause()
            assert app.screen.query_one(Static).size.width == 70

    asyncio.run(body())
