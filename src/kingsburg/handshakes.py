"""Limits on connections that have not yet made a request (slow-loris), shared by
``kingsburg serve`` and ``kingsburg host``.

aiohttp keeps a connection that sends one header line every few seconds open for as long
as it likes, with no token; a few hundred of them use up the process's file descriptors,
and then every ``accept()`` fails, each failure logged with a traceback. Here a
connection waiting for its request (the first one, or the next one on a kept-alive
connection) has HANDSHAKE_SECONDS to send it; one address may have PENDING_PER_ADDRESS
such connections at once; and the process holds at most ``total`` connections, a margin
below its file descriptor limit (a new one then takes the place of the oldest one still
waiting, so a player, whose request comes at once, still gets in). Connections refused
or timed out are logged as one line per kind and LOG_INTERVAL seconds, with their count,
whatever their number.

A connection serving a request (a page, a seat's websocket, a browser tab) is not
waiting: those are limited by the servers themselves (tokens, pages per seat)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from aiohttp import web

HANDSHAKE_SECONDS = 10.0  # to send a request's line and headers
PENDING_PER_ADDRESS = 16  # connections of one address waiting to make their request
LOG_INTERVAL = 10.0  # seconds between two lines about the same kind of refusal
DESCRIPTOR_MARGIN = 64  # file descriptors kept for the journal, records, tab processes


def connection_limit() -> int:
    """Connections a process may hold at once: its file descriptor limit, less a margin
    for its files and child processes."""
    try:
        import resource

        soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    except (ImportError, OSError, ValueError):
        return 1000
    if soft == resource.RLIM_INFINITY:
        return 10_000
    return max(16, soft - max(DESCRIPTOR_MARGIN, soft // 8))


class Tally:
    """Log lines that may come by the thousand, at most one per kind and interval: the
    first at once, the rest counted and said in one line when the interval is over."""

    def __init__(self, log: logging.Logger, interval: float = LOG_INTERVAL) -> None:
        self.log = log
        self.interval = interval
        self.held: Counter[str] = Counter()
        self.quiet: set[str] = set()  # kinds logged within the interval

    def note(self, line: str) -> None:
        if line in self.quiet:
            self.held[line] += 1
            return
        self.quiet.add(line)
        self.log.warning("%s", line)
        asyncio.get_running_loop().call_later(self.interval, self._flush, line)

    def _flush(self, line: str) -> None:
        count = self.held.pop(line, 0)
        if not count:
            self.quiet.discard(line)
            return
        self.log.warning("%s (%d more in the last %g s)", line, count, self.interval)
        asyncio.get_running_loop().call_later(self.interval, self._flush, line)


@dataclass(slots=True)
class _Waiting:
    address: str
    timer: asyncio.TimerHandle | None = None


class HandshakeGuard:
    """Install on an AppRunner after ``setup()`` (``install``) and put ``middleware`` first
    in its application."""

    def __init__(
        self,
        log: logging.Logger,
        *,
        seconds: float = HANDSHAKE_SECONDS,
        per_address: int = PENDING_PER_ADDRESS,
        total: int | None = None,
    ) -> None:
        self.seconds = seconds
        self.per_address = per_address
        self.total = connection_limit() if total is None else total
        self.tally = Tally(log)
        self.open: dict[Any, _Waiting] = {}  # transport -> its connection
        self.pending: Counter[str] = Counter()  # address -> connections waiting

    def install(self, runner: web.AppRunner) -> None:
        """Watch the connections of ``runner``'s server (aiohttp calls its server's
        connection_made and connection_lost for each one)."""
        server = runner.server
        assert server is not None, "install after runner.setup()"
        made, lost = server.connection_made, server.connection_lost

        def connection_made(handler: Any, transport: Any) -> None:
            made(handler, transport)
            self._made(transport)

        def connection_lost(handler: Any, exc: BaseException | None) -> None:
            self._lost(handler.transport)
            lost(handler, exc)

        server.connection_made = connection_made  # type: ignore[method-assign]
        server.connection_lost = connection_lost  # type: ignore[method-assign,assignment]
        asyncio.get_running_loop().set_exception_handler(self._loop_error)

    def _made(self, transport: Any) -> None:
        peer = transport.get_extra_info("peername")
        address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
        if len(self.open) >= self.total and not self._evict():
            self.tally.note(f"refused connections: {self.total} open already")
            self._refuse(transport)
            return
        if self.pending[address] >= self.per_address:
            self.tally.note(
                f"refused connections from {address}: "
                f"{self.per_address} of its connections have not made their request yet"
            )
            self._refuse(transport)
            return
        self.open[transport] = waiting = _Waiting(address)
        self._wait(transport, waiting)

    @staticmethod
    def _refuse(transport: Any) -> None:
        """Close a connection aiohttp is still setting up: once its handler's task has
        started (it would fail on a connection lost before it ran)."""
        loop = asyncio.get_running_loop()
        loop.call_soon(loop.call_soon, transport.abort)

    def _evict(self) -> bool:
        """Make room for a new connection by closing the oldest one still waiting to make
        its request (a player's takes milliseconds: those that wait are the slow ones)."""
        for transport, waiting in self.open.items():
            if waiting.timer is not None:
                self.tally.note(
                    f"{self.total} connections open: closed the oldest ones still waiting"
                    " to make their request"
                )
                self._serving(waiting)
                del self.open[transport]
                transport.abort()
                return True
        return False

    def _wait(self, transport: Any, waiting: _Waiting) -> None:
        """The connection waits for its next request (HANDSHAKE_SECONDS)."""
        if waiting.timer is None:
            self.pending[waiting.address] += 1
            loop = asyncio.get_running_loop()
            waiting.timer = loop.call_later(self.seconds, self._too_slow, transport)

    def _serving(self, waiting: _Waiting) -> None:
        if waiting.timer is not None:
            waiting.timer.cancel()
            waiting.timer = None
            self.pending[waiting.address] -= 1
            if not self.pending[waiting.address]:
                del self.pending[waiting.address]

    def _too_slow(self, transport: Any) -> None:
        waiting = self.open.get(transport)
        if waiting is None:
            return
        self.tally.note(f"closed connections that sent no request within {self.seconds:g} s")
        self._serving(waiting)
        transport.abort()

    def _lost(self, transport: Any) -> None:
        waiting = self.open.pop(transport, None)
        if waiting is not None:
            self._serving(waiting)

    @web.middleware
    async def middleware(
        self, request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        """A request has come: its connection no longer waits, until the answer is sent
        (a websocket is served until it closes)."""
        transport = request.transport
        waiting = self.open.get(transport)
        if waiting is not None:
            self._serving(waiting)
        try:
            return await handler(request)
        finally:
            if waiting is not None and self.open.get(transport) is waiting:
                self._wait(transport, waiting)

    def _loop_error(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        """Out of file descriptors (or memory), asyncio logs a traceback for each accept()
        it retries: one line per interval is enough."""
        error = context.get("exception")
        if isinstance(error, OSError) and "accept" in str(context.get("message", "")):
            with contextlib.suppress(RuntimeError):
                self.tally.note(f"cannot accept connections: {error.strerror or error}")
                return
        loop.default_exception_handler(context)
