"""A whole game in the pseudo-language (tests/text/pseudo.py): every screen, at 80×24 and
120×40, holds no Latin word outside the markers (player names and key names aside) and no
marked text cut short. This is what finds words that never went through the text layer,
Textual's own included."""

from __future__ import annotations

import asyncio
import random
import re

import pytest
from textual.screen import Screen

from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.screens import game as game_screen
from kingsburg.tui.screens.battle import BattleScreen
from kingsburg.tui.screens.game import GameScreen
from kingsburg.tui.screens.game_over import GameOverScreen
from kingsburg.tui.screens.handoff import PrivacyScreen
from kingsburg.tui.widgets.decision_panel import DecisionPanel

from ..text.pseudo import CLOSE, OPEN, untranslated
from .helpers import press_choice, screen_lines, settle
from .test_computers import start

SIZES = ((120, 40), (80, 24))


@pytest.fixture(autouse=True)
def _no_pause(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(game_screen, "COMPUTER_PACE", 0.0)
    monkeypatch.setattr(game_screen, "WATCH_PACE", 0)


def problems(text: str, width: int, names: tuple[str, ...]) -> list[str]:
    """Latin words outside the markers (Roman numerals aside: years are numbers), and
    marked text cut silently: a marker still open at the screen's edge, with no ellipsis
    (a message wrapped onto the next line closes on that line's part of the panel instead).

    Text the app shortens with an ellipsis in its fixed-width cells (the court's and the
    province's grids, a panel's title) is allowed here: the pseudo-language is a third
    longer than any real one. tests/tui/test_nothing_cut.py holds Polish and Czech to
    showing those whole."""
    found = [w for w in untranslated(text, names) if not re.fullmatch(r"[IVX]+", w)]
    for line in text.splitlines():
        depth = 0
        for ch in line:
            depth = max(0, depth + (ch == OPEN) - (ch == CLOSE))
        if depth > 0 and len(line) >= width and line[-1] not in "│┃▏▎▊╮╯╰╭─ …":
            found.append(f"cut at the edge: {line[-40:]}")
    return found


def test_a_whole_game_in_the_pseudo_language(pseudo_language: str) -> None:
    rng = random.Random(3)
    report: dict[str, list[str]] = {}
    looked: set[str] = set()

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=SIZES[0]) as pilot:
            await settle(pilot, app)

            async def check(where: str, names: tuple[str, ...] = ()) -> None:
                if where in looked:
                    return
                looked.add(where)
                for size in (*SIZES, SIZES[0]):
                    await pilot.resize_terminal(*size)
                    await pilot.pause()
                    found = problems(screen_lines(app), size[0], names)
                    if found:
                        report[f"{where} {size[0]}x{size[1]}"] = sorted(set(found))

            await check("setup", ("Alice", "Bruno"))  # the setup's default names
            screen = await start(pilot, app, ["person", "beginner"], 5, ("module-5", "module-6"))
            names = tuple(screen.session.names)
            screen.query_one(DecisionPanel).options.focus()
            for _ in range(20000):
                now: Screen[object] = app.screen
                if isinstance(now, GameOverScreen):
                    break
                if isinstance(now, PrivacyScreen | BattleScreen):
                    await check(type(now).__name__, names)
                    await pilot.press("enter")
                    continue
                assert isinstance(now, GameScreen), now
                s = now.session
                if s.computer_turn() >= 0:
                    await check("computer's turn", names)
                    await pilot.pause(0.01)
                    continue
                if s.held:
                    await check("end of turn", names)
                    await pilot.press("enter")
                    continue
                await check(f"decision {s.turn().decision}", names)
                choices = now.query_one(DecisionPanel).current()
                assert choices
                await press_choice(pilot, int(rng.random() * len(choices)))
            else:
                raise AssertionError("the game did not end")
            # The record's file name (a path, wrapped anywhere) is not words either.
            saved = (*names, *re.split(r"[^A-Za-z]+", screen.session.record_place()))
            await check("end screen", saved)
            await pilot.press("l")
            await check("end screen log", saved)

    asyncio.run(body())
    assert report == {}, "\n".join(f"{k}: {v}" for k, v in report.items())
