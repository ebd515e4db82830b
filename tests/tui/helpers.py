"""Helpers for the app tests: drive the app by key presses only."""

from __future__ import annotations

import os
import random
from collections.abc import Awaitable, Callable
from pathlib import Path

from textual.app import App, ComposeResult
from textual.pilot import Pilot

from kingsburg.engine import Pass
from kingsburg.text.events import event_text
from kingsburg.tui import textual_fixes
from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.screens.battle import BattleScreen
from kingsburg.tui.screens.game import GameScreen
from kingsburg.tui.screens.game_over import GameOverScreen
from kingsburg.tui.screens.handoff import PrivacyScreen
from kingsburg.tui.screens.setup import SetupScreen
from kingsburg.tui.widgets.decision_panel import DecisionPanel


def needs_fix(name: str) -> None:
    """Install the app's work-arounds for Textual and skip unless ``name`` is among them (it is
    on a tested Textual release, unless KINGSBURG_TEXTUAL_FIXES=off)."""
    import pytest  # here, not at the top: bench/app_bench.py drives games with this module

    installed = textual_fixes.install()
    if name not in installed:
        pytest.skip(f"the Textual fix {name} is not in force (tested on {textual_fixes.TESTED})")
    assert getattr(textual_fixes, name)() is False  # in force: a second call changes nothing


async def settle(pilot: Pilot[int], app: KingsburgApp) -> None:
    """Wait for background work (the setup screen reads the autosave in a thread)."""
    for _ in range(1000):  # up to ~20 s on a busy machine
        await pilot.pause(0.02)
        screen = app.screen
        if not isinstance(screen, SetupScreen) or screen.check is not None:
            break
    await app.workers.wait_for_complete()
    await pilot.pause()


async def start_game(
    pilot: Pilot[int], app: KingsburgApp, players: int, seed: int, options: tuple[str, ...] = ()
) -> None:
    """On the setup screen: set the player count, options and seed with keys, then Enter.

    ``options``: ids of option checkboxes to tick, e.g. ``("module-5",)``."""
    await settle(pilot, app)
    for box in options:
        app.screen.query_one(f"#{box}").focus()
        await pilot.press("space")
    assert isinstance(app.screen, SetupScreen)
    # The player count: focus it, then → once per extra player.
    app.screen.query_one("#count").focus()
    for _ in range(players - 2):
        await pilot.press("right")
    app.screen.query_one("#seed").focus()
    await pilot.press("end", *["backspace"] * 16, *str(seed))
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(app.screen, GameScreen), app.screen


async def first_influence(pilot: Pilot[int], app: KingsburgApp) -> None:
    """From a game's start, through the King's Favor (the first option, the hand-over
    screens passed) to the first influence decision."""
    for _ in range(20):
        screen = app.screen
        if isinstance(screen, GameScreen) and screen.session.turn().decision == "influence":
            break
        await pilot.press("enter" if isinstance(screen, PrivacyScreen) else "1")
        await pilot.pause()


async def press_choice(pilot: Pilot[int], index: int) -> None:
    """Pick the option at ``index`` of the menu shown: a number key (0 passes), or
    arrows + Enter."""
    choices = pilot.app.screen.query_one(DecisionPanel).current()
    if isinstance(choices[index].action, Pass):
        await pilot.press("0")
    elif index < 9:
        await pilot.press(str(index + 1))
    else:
        await pilot.press("home", *["down"] * index, "enter")


Snap = Callable[[str], Awaitable[None]]


async def play_until_over(
    pilot: Pilot[int],
    app: KingsburgApp,
    rng: random.Random,
    max_steps: int = 5000,
    snap: Snap | None = None,
) -> dict[str, int]:
    """Play by keys, choosing at random among the options the app shows, until the end.

    ``snap(name)`` is awaited the first time each kind of screen shows (for snapshots)."""
    seen = {"privacy": 0, "handover": 0, "battle": 0, "decisions": 0, "held": 0}
    shot: set[str] = set()

    async def first(name: str) -> None:
        if snap is not None and name not in shot:
            shot.add(name)
            await snap(name)

    for _ in range(max_steps):
        screen = app.screen
        if isinstance(screen, GameOverScreen):
            await first("end")
            return seen
        if isinstance(screen, PrivacyScreen):
            if screen.handover:
                seen["handover"] += 1
                await pilot.press("enter")
                continue
            seen["privacy"] += 1
            assert not screen.revealed
            await first("privacy")
            await pilot.press("enter")
            assert screen.revealed
            await first("privacy-revealed")
            await pilot.press("enter")
            continue
        if isinstance(screen, BattleScreen):
            await first("battle")
            seen["battle"] += 1
            await pilot.press("enter")
            continue
        assert isinstance(screen, GameScreen), screen
        if screen.session.turn().decision == "influence":
            await first("game-influence")
        if screen.session.held:  # a decision waits before new dice or a card: go on
            seen["held"] += 1
            await pilot.press("enter")
            continue
        panel = screen.query_one(DecisionPanel)
        choices = panel.current()
        assert choices, "a decision with no options shown"
        secret = screen.session.turn().secret
        await press_choice(pilot, int(rng.random() * len(choices)))
        if secret:  # the pick is never shown to the table: not in the log, nor a toast
            log = " ".join(event_text(e) for _, e in screen.session.public_log())
            assert "Your soldier token" not in log
            assert all("soldier token" not in n.message for n in app._notifications)
        if panel.depth == 1:
            seen["decisions"] += 1
    raise AssertionError("the game did not end")


def screen_text(app: KingsburgApp) -> str:
    """Everything on the terminal now (from a screenshot), as plain text."""
    import html
    import re

    svg = app.export_screenshot()
    return html.unescape(re.sub(r"<[^>]+>", "", svg)).replace("\xa0", " ")


def screen_lines(app: KingsburgApp) -> str:
    """The terminal as plain text, line by line (what a player would see, minus colour)."""
    strips = app.screen._compositor.render_strips()
    return "\n".join(strip.text.rstrip() for strip in strips)


SNAPSHOTS = Path(__file__).parent / "snapshots"


def check_snapshot(name: str, text: str) -> None:
    """Compare with ``snapshots/<name>.txt``; KINGSBURG_UPDATE_SNAPSHOTS=1 rewrites them
    (a missing snapshot is written, and the test passes)."""
    path = SNAPSHOTS / f"{name}.txt"
    text = text.rstrip("\n")
    if os.environ.get("KINGSBURG_UPDATE_SNAPSHOTS") or not path.exists():
        SNAPSHOTS.mkdir(exist_ok=True)
        path.write_text(text + "\n", encoding="utf-8")
        return
    want = path.read_text(encoding="utf-8").rstrip("\n")
    if text != want:
        import difflib

        diff = "\n".join(difflib.unified_diff(want.splitlines(), text.splitlines(), lineterm=""))
        raise AssertionError(
            f"the screen differs from snapshot {path.name} "
            f"(KINGSBURG_UPDATE_SNAPSHOTS=1 rewrites it if intended):\n{diff}"
        )


def menu_app(css: str) -> App[None]:
    """A bare app holding one MenuList whose callbacks do nothing, sized by ``css``."""
    from kingsburg.tui.widgets.menu_list import MenuList

    class Menu(App[None]):
        CSS = css

        def compose(self) -> ComposeResult:
            yield MenuList(lambda _index: None, lambda _index: None)

    return Menu()
