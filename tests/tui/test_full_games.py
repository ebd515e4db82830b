"""Complete games played through the app by key presses only."""

from __future__ import annotations

import asyncio
import json
import random
import re
from pathlib import Path

import pytest
from textual.widgets import Input

from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.screens.game_over import GameOverScreen
from kingsburg.tui.widgets.panel import TextPanel

from .helpers import check_snapshot, play_until_over, screen_lines, settle, start_game


@pytest.mark.timeout(150)
@pytest.mark.parametrize(
    ("players", "seed", "options", "size"),
    [(2, 11, (), (120, 40)), (5, 23, (), (120, 40)), (2, 31, ("module-5", "module-6"), (80, 24))],
    ids=["2-players", "5-players", "2-players-modules-5-6-at-80x24"],
)
def test_full_game_by_keys(
    players: int,
    seed: int,
    options: tuple[str, ...],
    size: tuple[int, int],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("KINGSBURG_HOME", str(tmp_path))

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=size) as pilot:
            snap = None
            if players == 2 and not options:  # snapshots of every screen, at both sizes

                async def snap(name: str) -> None:
                    for w, h in ((120, 40), (80, 24)):
                        await pilot.resize_terminal(w, h)
                        await pilot.pause()
                        text = screen_lines(app)
                        text = re.sub(r"/\S+\.json", "<path>", text)
                        check_snapshot(f"{name}-{w}x{h}", text)
                    await pilot.resize_terminal(*size)
                    await pilot.pause()

                await settle(pilot, app)
                app.screen.query_one("#seed", Input).value = "11"
                await snap("setup")
            await start_game(pilot, app, players, seed, options)
            seen = await play_until_over(pilot, app, random.Random(seed), snap=snap)
            modules = tuple(int(o.removeprefix("module-")) for o in options)
            assert app.session is not None
            assert app.session.state.config.modules == modules
            if 5 in modules:
                assert seen["handover"] == 5 * players  # one secret pick each winter
            assert isinstance(app.screen, GameOverScreen)
            assert seen["battle"] == 5
            assert app.session is not None and app.session.over
            ranking = app.screen.query_one("#ranking", TextPanel).text.plain
            assert ranking.startswith("Final ranking") and app.session.names[0] in ranking
            path = app.session.final_path
            assert path is not None and path.exists()
            assert not (tmp_path / "autosave.json").exists()
            rec = json.loads(path.read_text())
            assert rec is not None

    asyncio.run(body())
