"""Issue 21, items 11-14, against a real ``kingsburg serve`` on 127.0.0.1: only the server's
own pages may open a game; bad requests get a 4xx and one log line; oversized, flooding and
malformed messages close the tab and its app ends within seconds; a resize of any size
leaves the app running; Ctrl+C ends everything within 3 s."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import socket
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

import aiohttp
import pytest

from kingsburg.web import (
    CHECKED_WITH,
    INPUT_BURST,
    MAX_MESSAGE,
    MESSAGE_BURST,
    GameServer,
    tab_command,
    upstream_warning,
)

from .helpers import Served
from .test_serve import _open_tab

pytestmark = [
    pytest.mark.timeout(180),
    pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs Linux's /proc"),
]


def run(served: Served, body: Callable[[aiohttp.ClientSession], Awaitable[None]]) -> None:
    async def main() -> None:
        async with aiohttp.ClientSession() as session:
            await body(session)

    asyncio.run(main())


def stop(served: Served) -> list[str]:
    """Ctrl+C; the server's log (stderr), line by line."""
    os.killpg(served.proc.pid, signal.SIGINT)
    out, err = served.proc.communicate(timeout=20)
    assert served.proc.returncode == 0 and out == "Kingsburg server stopped.\n", (out, err)
    return err.splitlines()


async def wait_for_no_tabs(served: Served, limit: float) -> float:
    """Seconds until the server has no tab process left (fails after ``limit``)."""
    start = time.monotonic()
    while served.children():
        assert time.monotonic() - start < limit, served.children()
        await asyncio.sleep(0.05)
    return time.monotonic() - start


async def closed_with(ws: aiohttp.ClientWebSocketResponse) -> int | None:
    """The code the server closed the connection with."""
    while not ws.closed:
        msg = await ws.receive(timeout=20)
        if msg.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
            break
    return ws.close_code


def test_only_the_servers_own_pages_may_open_a_game(served: Served) -> None:
    own = f"http://127.0.0.1:{served.port}"

    async def body(session: aiohttp.ClientSession) -> None:
        for headers in (
            {"Origin": "http://evil.example"},
            {"Origin": f"http://127.0.0.1:{served.port + 1}"},
            {"Origin": "null"},
            # another site whose name was made to point at this machine (DNS rebinding)
            {"Origin": f"http://evil.example:{served.port}", "Host": f"evil.example:{served.port}"},
        ):
            with pytest.raises(aiohttp.WSServerHandshakeError) as info:
                await session.ws_connect(f"ws://127.0.0.1:{served.port}/ws", headers=headers)
            assert info.value.status == 403, headers
            assert served.children() == []  # no game was started for it
        page = await session.get(served.url, headers={"Origin": "http://evil.example"})
        assert page.status == 403
        # The page itself (its Origin is the server's own), by each local name.
        for origin in (own, f"http://localhost:{served.port}"):
            host = origin.removeprefix("http://")
            ws = await session.ws_connect(
                f"ws://127.0.0.1:{served.port}/ws?width=120&height=40",
                headers={"Origin": origin, "Host": host},
            )
            await ws.close()

    run(served, body)
    log = stop(served)
    refused = [line for line in log if "refused a request" in line]
    assert len(refused) == 5, log
    assert all(line.startswith("kingsburg serve: refused a request ") for line in refused)
    assert refused[0].endswith(": a page of another site ('http://evil.example')")
    assert "127.0.0.1: another host's name ('evil.example:" in refused[3]


def test_bad_requests_get_a_4xx_and_one_log_line(served: Served) -> None:
    async def body(session: aiohttp.ClientSession) -> None:
        for query in ("fontsize=²", "fontsize=" + "9" * 5000, "fontsize=-3", "fontsize="):
            response = await session.get(f"{served.url}/?{query}")
            assert response.status == 400, query
            assert "fontsize should be a whole number" in await response.text()
        assert (await session.get(f"{served.url}/?fontsize=13")).status == 200
        assert (await session.get(f"{served.url}/?fontsize=999")).status == 200  # 64 px
        for query in ("width=²", "height=" + "9" * 5000):
            response = await session.get(f"{served.url}/ws?{query}")
            assert response.status == 400, query
        response = await session.get(f"{served.url}/ws")  # not a websocket handshake
        assert response.status == 400
        assert "not a websocket handshake" in await response.text()
        bad = {"Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Version": "13"}
        response = await session.get(f"{served.url}/ws", headers=bad)  # no key
        assert response.status == 400
        assert served.children() == []

    run(served, body)
    with socket.create_connection(("127.0.0.1", served.port), timeout=10) as raw:
        raw.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\n\r\n")
        assert raw.recv(100).split(b" ")[1] == b"400"
    log = stop(served)
    assert not any("Traceback" in line or line.startswith(" ") for line in log), log
    assert all(line.startswith("kingsburg serve: ") for line in log), log
    assert len(log) == 9, log  # one line for each bad request
    assert log[-1].startswith("kingsburg serve: Error handling request from 127.0.0.1 (BadHttp")


def test_oversized_flooding_and_malformed_messages_end_the_tab(served: Served) -> None:
    async def body(session: aiohttp.ClientSession) -> None:
        cases: list[tuple[str | bytes, ...]] = [
            (json.dumps(["stdin", "x" * 1_000_000]),),  # one message of 1,000,000 characters
            tuple(json.dumps(["stdin", "x" * 1000]) for _ in range(INPUT_BURST // 1000 + 5)),
            tuple(json.dumps(["focus"]) for _ in range(MESSAGE_BURST + 50)),
            ("not json",),
            (json.dumps({"stdin": "x"}),),
            (json.dumps(["resize", {"width": "wide", "height": 40}]),),
            (json.dumps(["open_url", "http://evil.example"]),),
            (b"\x00binary",),
        ]
        for messages in cases:
            ws = await _open_tab(session, served.port)
            assert len(served.children()) == 1
            start = time.monotonic()
            for m in messages:
                await (ws.send_bytes(m) if isinstance(m, bytes) else ws.send_str(m))
            code = await closed_with(ws)
            assert code in (1008, 1009), (messages[0][:40], code)
            took = await wait_for_no_tabs(served, 5)
            assert took < 5
            assert time.monotonic() - start < 8

    run(served, body)
    log = stop(served)
    assert len(log) == 8, log
    assert all(line.startswith("kingsburg serve: closed a tab of ") for line in log), log
    assert log[0].endswith(
        f"oversized message (WebSocketError: Message size 1000013 exceeds limit {MAX_MESSAGE})"
    )


def test_any_resize_leaves_the_app_running(served: Served) -> None:
    async def body(session: aiohttp.ClientSession) -> None:
        ws = await _open_tab(session, served.port)
        for width, height in ((-1, -1), (0, 0), (10**9, 10**9), (1, 1)):
            await ws.send_str(json.dumps(["resize", {"width": width, "height": height}]))
            await asyncio.sleep(0.7)  # one at a time: the app takes only the last of a burst
        with contextlib.suppress(TimeoutError):
            while True:
                msg = await ws.receive(timeout=0.5)
                assert msg.type == aiohttp.WSMsgType.BINARY, msg
        assert len(served.children()) == 1 and not ws.closed
        await ws.send_str(json.dumps(["resize", {"width": 120, "height": 40}]))
        await ws.send_str(json.dumps(["ping", "12345"]))
        seen = b""
        while b"a new game" not in seen:  # drawn again, at 120x40
            msg = await ws.receive(timeout=30)
            assert msg.type in (aiohttp.WSMsgType.BINARY, aiohttp.WSMsgType.TEXT), msg
            if msg.type == aiohttp.WSMsgType.TEXT:
                assert json.loads(msg.data) == ["pong", "12345"]
            else:
                seen += msg.data
        assert len(served.children()) == 1
        await ws.close()
        await wait_for_no_tabs(served, 3)  # a closed tab's app ends within seconds

    run(served, body)
    assert stop(served) == []


def test_ctrl_c_with_busy_tabs_ends_within_3_seconds(served: Served) -> None:
    async def body(session: aiohttp.ClientSession) -> None:
        tabs = [await _open_tab(session, served.port) for _ in range(3)]
        for ws in tabs:  # keys keep arriving while the server stops
            await ws.send_str(json.dumps(["stdin", "\t" * 500]))
        pids = served.children()
        assert len(pids) == 3
        start = time.monotonic()
        os.killpg(served.proc.pid, signal.SIGINT)
        out, err = await asyncio.to_thread(served.proc.communicate, timeout=20)
        assert time.monotonic() - start < 3, time.monotonic() - start
        assert out == "Kingsburg server stopped.\n" and err == ""
        assert [pid for pid in pids if Path(f"/proc/{pid}").exists()] == []
        for ws in tabs:  # going away (or cut off, if this client was too slow to answer)
            assert await closed_with(ws) in (1001, 1006)

    run(served, body)


def test_the_names_a_server_answers_to() -> None:
    local = GameServer(tab_command(), host="127.0.0.1", port=8000)
    assert [local.own_host(h) for h in ("127.0.0.1:8000", "localhost:8000", "[::1]:8000")] == [
        True
    ] * 3
    assert [local.own_host(h) for h in ("evil.example:8000", "192.168.1.5:8000", "")] == [False] * 3
    every = GameServer(tab_command(), host="0.0.0.0", port=8000)
    assert every.own_host("192.168.1.5:8000") and every.own_host("[fe80::1]:8000")
    assert every.own_host(f"{socket.gethostname()}:8000") and every.own_host("localhost")
    assert not every.own_host("evil.example:8000")


def test_the_server_libraries_are_those_it_was_checked_with(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert upstream_warning() == ""  # the pinned versions are installed
    monkeypatch.setitem(CHECKED_WITH, "aiohttp", "0.1")
    assert upstream_warning().startswith(f"kingsburg: warning: aiohttp {aiohttp.__version__} ")


@pytest.mark.filterwarnings("ignore::RuntimeWarning")  # (as a tab runs: web.tab_command)
def test_a_tab_logs_no_task_left_pending_as_it_quits(caplog: pytest.LogCaptureFixture) -> None:
    """A tab's app told to quit while keys still arrive leaves message posts unrun; asyncio's
    "Task was destroyed but it is pending!" would reach the server's log (the Ctrl+C test
    above saw it once under load). A tab drops that line, and only that one."""
    import gc
    import logging

    from kingsburg.tui.app import PendingAtClose

    def leave_a_task_pending() -> None:
        loop = asyncio.new_event_loop()
        task = loop.create_task(asyncio.sleep(10))
        loop.close()
        del task
        gc.collect()

    asyncio_log = logging.getLogger("asyncio")
    with caplog.at_level(logging.ERROR, logger="asyncio"):
        leave_a_task_pending()
        assert "Task was destroyed but it is pending" in caplog.text  # as without the filter
        caplog.clear()
        quiet = PendingAtClose()
        asyncio_log.addFilter(quiet)
        try:
            leave_a_task_pending()
            asyncio_log.error("another asyncio error")
        finally:
            asyncio_log.removeFilter(quiet)
    assert "Task was destroyed" not in caplog.text and "another asyncio error" in caplog.text
