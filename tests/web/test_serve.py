"""``kingsburg serve`` without a browser: the page, the address lines, one app process per
connection, a clean stop on Ctrl+C and one-line errors. (The real browser: test_browser.py.)"""

from __future__ import annotations

import asyncio
import os
import re
import signal
import socket
import sys
import time
from pathlib import Path

import aiohttp
import pytest
from aiohttp.test_utils import TestClient, TestServer

from kingsburg.cli import main
from kingsburg.web import GameServer, announcement, is_local, tab_command, url_host

from .helpers import Served

pytestmark = pytest.mark.timeout(120)


def test_local_hosts_and_urls() -> None:
    assert [is_local(h) for h in ("127.0.0.1", "127.3.0.1", "localhost", "::1", "[::1]")] == [
        True
    ] * 5
    assert [is_local(h) for h in ("0.0.0.0", "::", "192.168.1.20", "example.org")] == [False] * 4
    assert url_host("::1") == "[::1]" and url_host("127.0.0.1") == "127.0.0.1"


def test_announcement_warns_only_for_non_local_hosts() -> None:
    lines, warning = announcement("127.0.0.1", 8000)
    assert lines[0] == "Kingsburg is served at http://127.0.0.1:8000"
    assert "Ctrl+C" in lines[1] and warning == ""
    lines, warning = announcement("0.0.0.0", 8080)
    assert lines[0].startswith("Kingsburg is served at http://localhost:8080 ")
    assert warning.startswith("kingsburg: warning: 0.0.0.0 is not a local-only address.")
    assert "Anyone who can reach it can play here" in warning and "\n" not in warning
    assert announcement("::1", 9000) == (
        ["Kingsburg is served at http://[::1]:9000", lines[1]],
        "",
    )


def test_each_tab_runs_the_game_in_this_python() -> None:
    command = tab_command()
    assert sys.executable in command and command.endswith("-m kingsburg play")


def test_the_page_loads_nothing_from_other_hosts() -> None:
    async def body() -> None:
        server = GameServer(tab_command(), host="127.0.0.1", port=0, title="Kingsburg")
        async with TestClient(TestServer(await server._make_app())) as client:
            page = await (await client.get("/")).text()
            # Every address the page loads is on this server (the SVG namespace is a name).
            urls = re.findall(r"""(?:src|href)=["']([^"']+)""", page)
            urls += re.findall(r"url\(['\"]?([^'\")]+)", page)
            assert urls and all(u.startswith("/static/") for u in urls), urls
            assert "googleapis" not in page
            ws = re.search(r'data-session-websocket-url="([^"]+)"', page)
            assert ws is not None and ws.group(1) == f"ws://{client.host}:{client.port}/ws"
            assert 'data-font-size="16"' in page and "innerHeight" in page  # fits the window
            font = await client.get("/static/fonts/RobotoMono-VariableFont_wght.ttf")
            assert font.status == 200 and len(await font.read()) > 10_000
            fixed = await (await client.get("/?fontsize=13")).text()
            assert 'data-font-size="13"' in fixed and "innerHeight" not in fixed

    asyncio.run(body())


def test_bad_port_and_busy_port_are_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        main(["serve", "--port", "70000"])
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "the port must be a number from 0 to 65535" in err
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        assert main(["serve", "--port", str(port)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"kingsburg: cannot serve at 127.0.0.1 port {port}: ")
    assert err.count("\n") == 1 and "Traceback" not in err


async def _open_tab(session: aiohttp.ClientSession, port: int) -> aiohttp.ClientWebSocketResponse:
    """Connect as the page does, and read until the setup screen is drawn."""
    ws = await session.ws_connect(f"ws://127.0.0.1:{port}/ws?width=120&height=40")
    seen = b""
    deadline = time.monotonic() + 60
    while b"a new game" not in seen:
        assert time.monotonic() < deadline, seen[-300:]
        msg = await ws.receive(timeout=60)
        if msg.type == aiohttp.WSMsgType.BINARY:
            seen += msg.data
    return ws


async def _closed_by_server(ws: aiohttp.ClientWebSocketResponse) -> bool:
    """True once the server has closed the connection (after whatever it sent before)."""
    for _ in range(10_000):
        if ws.closed:
            return True
        msg = await ws.receive(timeout=10)
        if msg.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
            return True
    return False


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs Linux's /proc")
def test_each_tab_is_its_own_process_and_ctrl_c_stops_them_all(served: Served) -> None:
    async def body() -> list[int]:
        async with aiohttp.ClientSession() as session:
            page = await session.get(served.url)
            assert page.status == 200
            first = await _open_tab(session, served.port)
            second = await _open_tab(session, served.port)
            tabs = served.children()
            assert len(tabs) == 2  # one game process per tab
            os.killpg(served.proc.pid, signal.SIGINT)  # Ctrl+C in the server's terminal
            out, err = served.proc.communicate(timeout=20)
            assert served.proc.returncode == 0
            assert out == "Kingsburg server stopped.\n" and err == ""
            assert await _closed_by_server(first) and await _closed_by_server(second)
            return tabs

    tabs = asyncio.run(body())
    time.sleep(0.5)
    assert [pid for pid in tabs if Path(f"/proc/{pid}").exists()] == []
