"""Issue 21, item 2 under ``kingsburg serve``: each browser tab is an app of its own on one
home; a tab never offers, nor overwrites, the game another tab is playing."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import aiohttp
import pytest

from kingsburg.record import load_record

from .helpers import Served

pytestmark = pytest.mark.timeout(180)


# Each wait has its own bound, and the four of a test end well inside its 180 s timeout, so
# that a rare stall fails with the step and what the tab drew last instead of the stack of
# an idle worker thread.
WAIT = 40.0


async def _read_until(ws: aiohttp.ClientWebSocketResponse, *needles: bytes) -> bytes:
    """What the tab's app drew until every one of ``needles`` was seen (WAIT s at most)."""
    seen = b""
    deadline = time.monotonic() + WAIT
    while not all(n in seen for n in needles):
        left = deadline - time.monotonic()
        assert left > 0, f"{needles!r} not drawn within {WAIT:g} s; last drawn: {seen[-300:]!r}"
        try:
            msg = await ws.receive(timeout=left)
        except TimeoutError:
            continue  # the loop's check says what was missing
        if msg.type == aiohttp.WSMsgType.BINARY:
            seen += msg.data
        elif msg.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
            raise AssertionError(f"the tab closed before {needles!r}: {msg}")
    return seen


async def _until(test: object, what: str) -> None:
    deadline = time.monotonic() + WAIT
    while not callable(test) or not test():
        assert time.monotonic() < deadline, f"{what}: not within {WAIT:g} s"
        await asyncio.sleep(0.1)


def test_a_tab_neither_offers_nor_overwrites_the_game_of_another(
    served: Served, tmp_path: Path
) -> None:
    home = tmp_path  # Served's KINGSBURG_HOME
    auto = home / "autosave.json"

    async def body() -> None:
        async with aiohttp.ClientSession() as session:
            url = f"ws://127.0.0.1:{served.port}/ws?width=120&height=40"
            first = await session.ws_connect(url)
            await _read_until(first, b"a new game")
            await first.send_json(["stdin", "\r"])  # Enter: start the game
            await _until(auto.exists, "the first tab's game is autosaved")
            theirs = auto.read_bytes()

            second = await session.ws_connect(url)
            seen = await _read_until(second, b"a new game", b"another window")
            assert b"unfinished game was saved" not in seen
            await second.send_json(["stdin", "\r"])  # a game of its own
            await _until(lambda: list(home.glob("saves/kingsburg-*.json")), "its own save")
            assert auto.read_bytes() == theirs  # the first tab's game is untouched
            mine = next(home.glob("saves/kingsburg-*.json"))
            assert load_record(mine).moves and load_record(auto).moves
            await first.close()
            await second.close()

    asyncio.run(body())
