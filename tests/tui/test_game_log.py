"""The game log on the game screen: every public event in order, scrollback, styles,
no secrets, and a bounded number of rendered lines however long the game."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from rich.style import Style
from textual import events
from textual.pilot import Pilot

from kingsburg.engine import Event, GameConfig, legal_actions
from kingsburg.record import LiveGame, save_record_atomic
from kingsburg.text.events import event_text
from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.screens.game import GameScreen
from kingsburg.tui.screens.log import LogScreen
from kingsburg.tui.widgets.game_log import CACHED_EVENTS, GameLog

from .helpers import press_choice, screen_lines, start_game

pytestmark = pytest.mark.timeout(120)


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("KINGSBURG_HOME", str(tmp_path))
    return tmp_path


def _words(text: str) -> list[str]:
    return text.split()


def _expected(events: list[Event]) -> list[str]:
    """The public events as the log words them (phases between dashes)."""
    parts = [
        f"— {event_text(e)} —" if e.kind == "phase" else event_text(e)
        for e in events
        if not e.private
    ]
    return _words(" ".join(parts))


def _logged(log: GameLog) -> list[str]:
    """Every line of the log, scrolled into view or not, as words."""
    return _words(" ".join(log.line_text(y).plain for y in range(log.line_count)))


def _long_game(home: Path) -> LiveGame:
    """A game with module 5 (secret soldier tokens) played into its fourth year, autosaved."""
    game = LiveGame(GameConfig(("Ann", "Bob"), (5,)), 4)
    while game.state.year < 4:
        game.decide(legal_actions(game.state)[0])
    save_record_atomic(game.to_record(), home / "autosave.json")
    return game


async def _drawn_style(pilot: Pilot[int], app: KingsburgApp, log: GameLog, text: str) -> Style:
    """Scroll the log to the line that starts ``text``; the style the terminal shows it in."""
    head = text[:12]
    y = next(y for y in range(log.line_count) if log.line_text(y).plain.startswith(head))
    log.scroll_to(y=y, animate=False, immediate=True)
    await pilot.pause()
    for strip in app.screen._compositor.render_strips():
        for seg in strip:
            if seg.text.startswith(head) and seg.style is not None:
                return seg.style
    raise AssertionError(f"{head!r} is not on the screen")


def test_a_long_log_scrolls_back_keeps_styles_and_secrets_and_stays_bounded(
    tmp_path: Path,
) -> None:
    game = _long_game(tmp_path)
    events = [e for _, e in game.log]
    secrets = [event_text(e) for e in events if e.private]
    assert secrets  # soldier-token picks were made: something to keep hidden
    public = [e for e in events if not e.private]

    async def body() -> None:
        app = KingsburgApp(resume=True)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, GameScreen)
            log = app.screen.shown_log  # the log the layout shows
            assert isinstance(log, GameLog)
            # Only the lines in view were rendered, not one strip per line of the game.
            assert 0 < sum(len(v) for v in log._strips.values()) <= 2 * log.size.height
            # Every public event, in order, and no secret.
            assert _logged(log) == _expected(public)
            assert log.line_count > 300
            every = " ".join(log.line_text(y).plain for y in range(log.line_count))
            assert all(s not in every for s in secrets)
            assert "Your soldier token" not in every
            # It opens at the newest line.
            assert log.scroll_y == log.max_scroll_y > 0
            last = log.line_text(log.line_count - 1).plain.strip()
            assert last in screen_lines(app)
            # Having rendered every line, it keeps the strips of a few events only.
            assert len(log._strips) == CACHED_EVENTS
            # Scrollback by keys: Home shows the first event, End the newest again.
            log.focus()
            await pilot.press("home")
            await pilot.pause()
            assert log.scroll_y == 0
            first = log.line_text(0).plain.strip()
            assert len(first) > 10 and event_text(public[0]).startswith(first)
            assert first in screen_lines(app)
            assert last not in screen_lines(app)
            # Styles as before: a phase line bold, a VP line italic, a plain event neither.
            phase = next(e for e in public if e.kind == "phase")
            style = await _drawn_style(pilot, app, log, f"— {event_text(phase)}")
            assert style.bold and not style.italic
            vp = next(e for e in public if e.kind == "vp")
            style = await _drawn_style(pilot, app, log, event_text(vp))
            assert style.italic and not style.bold
            plain = next(e for e in public if e.kind == "build")
            style = await _drawn_style(pilot, app, log, event_text(plain))
            assert not style.bold and not style.italic
            await pilot.press("end")
            await pilot.pause()
            assert log.scroll_y == log.max_scroll_y
            assert last in screen_lines(app)
            assert len(log._strips) <= CACHED_EVENTS

    asyncio.run(body())


def test_the_log_follows_play_undo_and_a_resize() -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await start_game(pilot, app, 3, 12)
            screen = app.screen
            assert isinstance(screen, GameScreen)
            log = screen.shown_log  # the log the layout shows
            assert isinstance(log, GameLog)
            session = screen.session
            before = log.line_count
            # Three King's Favor picks (the last one waits before the dice), the key that
            # ends that turn (the dice come up), and an influence: undoable again.
            for _ in range(5):
                await press_choice(pilot, 0)
            assert app.screen is screen
            assert session.can_undo() and session.turn().decision == "influence"
            assert log.line_count > before
            assert _logged(log) == _expected([e for _, e in session.public_log()])
            assert log.scroll_y == log.max_scroll_y  # the newest line in view
            grown = log.line_count
            # Undo takes the undone decision's events out of the log.
            await pilot.press("u")
            await pilot.pause()
            assert log.line_count < grown
            assert _logged(log) == _expected([e for _, e in session.public_log()])
            # A small terminal shows the log below the scrolling panels, every line
            # wrapped to its width, the newest line in view, the panel's bottom on screen.
            wide = log.scrollable_content_region.width
            await pilot.resize_terminal(80, 24)
            await pilot.pause()
            low = screen.shown_log
            assert isinstance(low, GameLog) and low is not log and low.id == "log-low"
            width = low.scrollable_content_region.width
            assert width != wide
            assert all(low.line_text(y).cell_len <= width for y in range(low.line_count))
            assert _logged(low) == _expected([e for _, e in session.public_log()])
            assert low.scroll_y == low.max_scroll_y
            assert low.region.bottom <= app.screen.size.height - 1  # above the footer
            assert low.region.height >= 6

    asyncio.run(body())


def test_moves_mount_no_new_widgets() -> None:
    """Over many moves (whose keys change the footer line) the screen keeps the same
    widgets: nothing piles up for the collector to walk in a long game."""

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await start_game(pilot, app, 2, 12)
            screen = app.screen
            await pilot.pause()
            before = len(list(screen.walk_children()))
            for _ in range(6):
                await press_choice(pilot, 0)
                await pilot.press("d")
            await pilot.pause()
            assert app.screen is screen
            assert len(list(screen.walk_children())) == before

    asyncio.run(body())


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_home_in_the_whole_log_shows_the_first_line(tmp_path: Path, size: tuple[int, int]) -> None:
    """``l`` then Home, typed together or one after the other, shows the game's first line
    (the screen's first layout used to scroll back to the newest line after a Home typed
    ahead of it); a resize keeps it there; End shows the newest line again."""
    game = _long_game(tmp_path)
    first = event_text(next(e for _, e in game.log if not e.private))

    async def body() -> None:
        app = KingsburgApp(resume=True)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, GameScreen)
            for keys in (("l", "home"), ("l", "end", "home")):
                if keys == ("l", "home"):  # as a terminal sends them: no wait between
                    for key in keys:
                        app.post_message(events.Key(key, key if len(key) == 1 else None))
                else:
                    await pilot.press(*keys)
                await pilot.pause(0.5)
                assert isinstance(app.screen, LogScreen)
                log = app.screen.query_one(GameLog)
                assert log.max_scroll_y > 0 and log.scroll_y == 0, keys
                assert first[:30] in screen_lines(app), keys
                await pilot.resize_terminal(size[0] + 1, size[1] + 1)
                await pilot.pause()
                assert log.scroll_y == 0 and first[:30] in screen_lines(app)
                await pilot.resize_terminal(*size)
                await pilot.press("end")
                await pilot.pause(0.5)
                assert log.scroll_y == log.max_scroll_y > 0
                assert first[:30] not in screen_lines(app)
                await pilot.press("escape")
                await pilot.pause()

    asyncio.run(body())
