"""A real ``kingsburg host`` process and protocol clients, for the tests and the benchmark."""

from __future__ import annotations

import asyncio
import json
import os
import random
import re
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, ClassVar

import aiohttp
from textual.pilot import Pilot

from kingsburg.online.protocol import Error, Update, parse_server

LINK = re.compile(r"^(?P<name>[^:]+): (?P<link>http://\S+/t/\S+/\S+)$")
READY = "Each link is that player's seat"


class HostProcess:
    """``kingsburg host ARGS`` in its own process, with the home ``home``. Every one still
    running when its test ends is killed (``conftest.py``), a failed test's too."""

    started: ClassVar[list[HostProcess]] = []

    def __init__(
        self,
        home: Path,
        *args: str,
        ready: bool = True,
        preexec_fn: Callable[[], None] | None = None,
    ) -> None:
        env = dict(os.environ, KINGSBURG_HOME=str(home), PYTHONUNBUFFERED="1")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "kingsburg", "host", *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
            preexec_fn=preexec_fn,  # e.g. fewer file descriptors
        )
        HostProcess.started.append(self)
        self.links: dict[str, str] = {}
        self.notes: list[str] = []  # the other lines before the links' last one
        if ready:
            self.wait_ready()

    def wait_ready(self, timeout: float = 60) -> None:
        assert self.proc.stdout is not None
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            line = self.proc.stdout.readline()
            if not line:
                raise AssertionError(f"the host ended: {self.stderr()}")
            if (m := LINK.match(line.rstrip("\n"))) is not None:
                self.links[m["name"]] = m["link"]
            elif not line.startswith(READY):
                self.notes.append(line.rstrip("\n"))
            if line.startswith(READY):
                return
        raise AssertionError("the host printed no links in time")

    def command(self, line: str) -> str:
        """An admin command on the host's standard input, and its answer's first line."""
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()
        return self.proc.stdout.readline().rstrip("\n")

    def stderr(self) -> str:
        if self.proc.poll() is None:
            self.proc.kill()
        assert self.proc.stderr is not None
        return self.proc.stderr.read()

    def stop(self) -> tuple[int, float, str]:
        """Ctrl+C: (exit code, seconds taken to exit, what it wrote on stderr)."""
        start = time.monotonic()
        self.proc.send_signal(2)
        _, err = self.proc.communicate(timeout=30)
        return self.proc.returncode, time.monotonic() - start, err

    def kill(self) -> None:
        self.proc.kill()
        self.proc.communicate(timeout=30)


def ws_address(link: str) -> str:
    return "ws" + link.removeprefix("http")


class Client:
    """One seat's protocol connection: keeps the latest update and the events so far."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws = ws
        self.last: Update | None = None
        self.events: list[str] = []
        self.errors: list[str] = []

    @classmethod
    async def join(cls, session: aiohttp.ClientSession, link: str, **kw: Any) -> Client:
        client = cls(await session.ws_connect(ws_address(link), **kw))
        await client.receive()
        return client

    async def receive(self, timeout: float = 60) -> Update | Error:
        msg = await self.ws.receive(timeout=timeout)
        if msg.type != aiohttp.WSMsgType.TEXT:
            raise ConnectionError(f"closed ({msg.type.name}, {self.ws.close_code})")
        message = parse_server(msg.data)
        if isinstance(message, Update):
            self.last = message
            self.events += message.events
        else:
            self.errors.append(message.message)
        return message

    async def send(self, doc: dict[str, Any]) -> None:
        await self.ws.send_str(json.dumps(doc))

    async def drain(self, quiet: float = 0.5) -> None:
        """Read until nothing comes for ``quiet`` seconds."""
        while True:
            try:
                await self.receive(timeout=quiet)
            except TimeoutError:
                return


async def play_until(
    clients: list[Client], rng: random.Random, stop: int | None = None, timeout: float = 240
) -> None:
    """The clients choose at random among their moves until the game ends (or, with
    ``stop``, until the move count reaches it and a client is to act)."""

    async def seat(c: Client) -> None:
        while True:
            assert c.last is not None
            if c.last.over or (stop is not None and c.last.move >= stop):
                return
            at = c.last.move
            if c.last.moves:
                await c.send({"type": "move", "move": rng.choice(c.last.moves)})
            while c.last.move == at:  # (an update about a connection changes no move)
                message = await c.receive()
                assert not isinstance(message, Error), message.message

    await asyncio.wait_for(asyncio.gather(*(seat(c) for c in clients)), timeout)


async def wait_until(
    pilot: Pilot[int], check: Callable[[], bool], what: str, seconds: float = 60
) -> None:
    """Let the app run until ``check()`` holds; AssertionError naming ``what`` if it never does."""
    for _ in range(int(seconds / 0.05)):
        if check():
            return
        await pilot.pause(0.05)
    raise AssertionError(f"waited in vain for {what}")
