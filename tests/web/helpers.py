"""Run ``kingsburg serve`` for a test, as a player would in a terminal."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import aiohttp


class Served:
    """``kingsburg serve --port 0`` in its own process group (as a terminal would run it)."""

    def __init__(self, home: Path, **env_extra: str) -> None:
        env = dict(os.environ, KINGSBURG_HOME=str(home), TEXTUAL_ANIMATIONS="none", **env_extra)
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "kingsburg", "serve", "--port", "0"],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            start_new_session=True,
        )
        assert self.proc.stdout is not None
        first = self.proc.stdout.readline()
        found = re.fullmatch(r"Kingsburg is served at (http://127\.0\.0\.1:(\d+))\n", first)
        assert found, first
        self.url, self.port = found.group(1), int(found.group(2))
        self.proc.stdout.readline()  # "Open it in a web browser ..."

    def children(self) -> list[int]:
        path = Path(f"/proc/{self.proc.pid}/task/{self.proc.pid}/children")
        return [int(p) for p in path.read_text().split()]

    def stop(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait()


# Each wait has its own bound, and a test's few waits end well inside its timeout, so that
# a rare stall fails with the step and what the tab drew last instead of the stack of an
# idle worker thread.
WAIT = 40.0


async def read_until(ws: aiohttp.ClientWebSocketResponse, *needles: bytes) -> bytes:
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


async def until(test: object, what: str) -> None:
    deadline = time.monotonic() + WAIT
    while not callable(test) or not test():
        assert time.monotonic() < deadline, f"{what}: not within {WAIT:g} s"
        await asyncio.sleep(0.1)
