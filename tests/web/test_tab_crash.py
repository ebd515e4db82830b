"""A tab whose app stops with an unexpected error says so: the page is closed with code
1011 and a line that the page shows instead of "Session ended." (test_browser.py checks
the page), the game is saved, the server's terminal gets the app's one line, and a new tab
offers the game to resume."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import aiohttp
import pytest

from kingsburg.web import CRASHED

from .helpers import WAIT, Served, read_until, until

pytestmark = pytest.mark.timeout(180)

CRASHING = Path(__file__).with_name("crashing_app")  # its sitecustomize makes the crash


@pytest.fixture
def crashing(tmp_path: Path) -> Iterator[Served]:
    server = Served(tmp_path, PYTHONPATH=str(CRASHING), KINGSBURG_TEST_CRASH="1")
    try:
        yield server
    finally:
        server.stop()


def test_a_tab_whose_app_crashed_says_so_and_its_game_is_offered_again(
    crashing: Served, tmp_path: Path
) -> None:
    assert len(CRASHED.encode()) <= 123  # a websocket's closing reason holds no more

    async def body() -> None:
        async with aiohttp.ClientSession() as session:
            url = f"ws://127.0.0.1:{crashing.port}/ws?width=120&height=40"
            tab = await session.ws_connect(url)
            await read_until(tab, b"a new game")
            await tab.send_json(["stdin", "\r"])  # Enter: start the game; it crashes 1 s on
            while (msg := await tab.receive(timeout=WAIT)).type == aiohttp.WSMsgType.BINARY:
                pass
            assert msg.type == aiohttp.WSMsgType.CLOSE
            assert (msg.data, msg.extra) == (1011, CRASHED)
            await until(lambda: not crashing.children(), "the tab's app ended")
            # The next tab offers the game that was in play.
            again = await session.ws_connect(url)
            await read_until(again, b"unfinished game was saved")
            await again.close()

    asyncio.run(body())
    assert (tmp_path / "autosave.json").is_file()
    (log,) = (tmp_path / "logs").glob("crash-*.log")
    assert "RuntimeError: a crash made by the test" in log.read_text()
    crashing.stop()
    assert crashing.proc.stdout is not None and crashing.proc.stderr is not None
    said = crashing.proc.stdout.read() + crashing.proc.stderr.read()
    assert "kingsburg serve: a tab's app of 127.0.0.1 stopped with an error" in said
    assert "kingsburg: an unexpected error stopped the app (RuntimeError: a crash made" in said
