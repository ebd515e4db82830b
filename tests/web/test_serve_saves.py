"""Issue 21, item 2 under ``kingsburg serve``: each browser tab is an app of its own on one
home; a tab never offers, nor overwrites, the game another tab is playing."""

from __future__ import annotations

import asyncio
from pathlib import Path

import aiohttp
import pytest

from kingsburg.record import load_record

from .helpers import Served, read_until, until

pytestmark = pytest.mark.timeout(180)


def test_a_tab_neither_offers_nor_overwrites_the_game_of_another(
    served: Served, tmp_path: Path
) -> None:
    home = tmp_path  # Served's KINGSBURG_HOME
    auto = home / "autosave.json"

    async def body() -> None:
        async with aiohttp.ClientSession() as session:
            url = f"ws://127.0.0.1:{served.port}/ws?width=120&height=40"
            first = await session.ws_connect(url)
            await read_until(first, b"a new game")
            await first.send_json(["stdin", "\r"])  # Enter: start the game
            await until(auto.exists, "the first tab's game is autosaved")
            theirs = auto.read_bytes()

            second = await session.ws_connect(url)
            seen = await read_until(second, b"a new game", b"another window")
            assert b"unfinished game was saved" not in seen
            await second.send_json(["stdin", "\r"])  # a game of its own
            await until(lambda: list(home.glob("saves/kingsburg-*.json")), "its own save")
            assert auto.read_bytes() == theirs  # the first tab's game is untouched
            mine = next(home.glob("saves/kingsburg-*.json"))
            assert load_record(mine).moves and load_record(auto).moves
            await first.close()
            await second.close()

    asyncio.run(body())
