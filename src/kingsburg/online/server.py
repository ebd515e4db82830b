"""``kingsburg host``: online tables served over HTTP and websockets (aiohttp).

Each seat's link is ``BASE/t/<table>/<token>``: a browser gets the game's page there (the
page of ``kingsburg serve``, whose tab runs ``kingsburg join LINK`` for that seat), a
websocket upgrade at the same address plays the seat with the protocol of ``protocol.py``.
Anything a client gets wrong is refused, logged in one line, and the table goes on.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import signal
import socket
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import aiohttp_jinja2
import jinja2
from aiohttp import WSCloseCode, WSMsgType, web

from kingsburg.addresses import is_local, url_host
from kingsburg.errors import KingsburgError, one_line
from kingsburg.handshakes import HandshakeGuard
from kingsburg.online import JOIN_LINK
from kingsburg.online.protocol import (
    MAX_MESSAGE_BYTES,
    Move,
    ProtocolError,
    parse_client,
)
from kingsburg.online.table import PERSON, Table, check_kinds
from kingsburg.text import t as tr
from kingsburg.web import GameServer, OneLineLog, Refused, say, tab_command

log = logging.getLogger("kingsburg.online")

# Floods: a connection may send 200 messages a second (400 at once), since a fast bot's
# moves come no faster than its turns; of those refused, 20 a second (40 at once). Beyond
# either, it is disconnected.
RATE, BURST = 200.0, 400
REFUSED_RATE, REFUSED_BURST = 20.0, 40
FLOOD = "too many messages"
MAX_QUEUED = 2000  # updates waiting for a client that does not read: then it is dropped
DEFAULT_PORT = 8023
STOP_WAIT = 1.0  # seconds the server gives its connections to close at Ctrl+C
PAGES_PER_SEAT = 3  # browser pages open at once on one seat's link (each one a process)


# A seat's page whose host went (stopped: 1001; killed, or the network: 1006) tries the
# page's address every few seconds and, once the host answers again (resumed), loads the
# page anew: a new game process for the seat, as `kingsburg join` reconnects by itself.
# Its app ending (1000) or failing (1011) is left as the page shows it.
_COME_BACK = """<script>
(function () {
  var Native = window.WebSocket, waiting = %s;
  function comeBack() {
    var message = document.querySelector(".closed-dialog .message");
    if (message) message.textContent = waiting;
    var tries = 0;
    (function again() {
      if (++tries > 900) return;
      fetch(location.href, {cache: "no-store"}).then(function (r) {
        if (r.ok) location.reload(); else setTimeout(again, 2000);
      }, function () { setTimeout(again, 2000); });
    })();
  }
  function Socket(url, protocols) {
    var socket = protocols === undefined ? new Native(url) : new Native(url, protocols);
    socket.addEventListener("close", function (event) {
      if (event.code === 1001 || event.code === 1006) setTimeout(comeBack, 500);
    });
    return socket;
  }
  Socket.prototype = Native.prototype;
  ["CONNECTING", "OPEN", "CLOSING", "CLOSED"].forEach(function (k) { Socket[k] = Native[k]; });
  window.WebSocket = Socket;
})();
</script>
"""


@dataclass(slots=True)
class _Bucket:
    """A token bucket: ``take`` is False once a connection sends faster than allowed."""

    rate: float
    burst: int
    level: float = 0.0
    last: float = field(default_factory=time.monotonic)

    def __post_init__(self) -> None:
        self.level = self.burst

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.last) * self.rate)
        self.last = now
        if self.level < 1:
            return False
        self.level -= 1
        return True


class _Connection:
    """One seat's websocket: the table's messages are queued and written in order."""

    def __init__(self, ws: web.WebSocketResponse, who: str) -> None:
        self.ws = ws
        self.who = who
        self.queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.writer = asyncio.get_running_loop().create_task(self._write())

    def deliver(self, text: str) -> None:
        if self.queue.qsize() >= MAX_QUEUED:
            log.warning("%s: not reading its messages; disconnected", self.who)
            self.close(WSCloseCode.POLICY_VIOLATION, "too slow")
            return
        self.queue.put_nowait(text)

    def close(self, code: int, why: str) -> None:
        self.queue.put_nowait(None)
        asyncio.get_running_loop().create_task(self.ws.close(code=code, message=why.encode()))

    async def _write(self) -> None:
        with contextlib.suppress(ConnectionError, RuntimeError):
            while (text := await self.queue.get()) is not None:
                await self.ws.send_str(text)


def same_origin(origin: str, request: web.Request) -> bool:
    """A browser's page from this very server (the address it was opened with)."""
    parts = urlsplit(origin)
    return parts.scheme in ("http", "https") and parts.netloc.lower() == request.host.lower()


def _peer(request: web.Request) -> str:
    return one_line(request.remote or "?")


def join_command() -> str:
    """What a seat's browser page runs: ``kingsburg join``, told the link by JOIN_LINK."""
    return tab_command("join", "--for-page")


class Host:
    """The tables of one host process and the web application serving them."""

    def __init__(
        self, tables: list[Table], base: str, page_command: Callable[[], str] = join_command
    ) -> None:
        self.tables = {t.id: t for t in tables}
        self.base = base.rstrip("/")
        self.inside = self.base  # the address this machine reaches the host at
        self.connections: set[_Connection] = set()
        # The game in a seat's page: kingsburg serve's page and tab processes (their limits
        # and clean stop), each tab running ``page_command()`` with the seat's link in JOIN_LINK.
        self.pages = GameServer("", host="127.0.0.1", port=0, title="Kingsburg")
        self.page_command = page_command
        self.open_pages: dict[tuple[str, int], int] = {}
        self.handshakes = HandshakeGuard(log)

    def link(self, table: Table, seat: int) -> str:
        base = table.url.rstrip("/") or (
            base_url(table.listen, table.port) if table.port else self.base
        )
        return f"{base}/t/{table.id}/{table.seats[seat].token}"

    def inside_link(self, table: Table, seat: int) -> str:
        """The seat's link as this machine reaches it (for the pages' own join process):
        by the loopback when the host listens on every address."""
        listen = table.listen or "127.0.0.1"
        if listen in ("0.0.0.0", "::", ""):
            listen = "127.0.0.1"
        base = base_url(listen, table.port) if table.port else self.inside
        return f"{base}/t/{table.id}/{table.seats[seat].token}"

    def app(self) -> web.Application:
        app = web.Application(
            client_max_size=MAX_MESSAGE_BYTES, middlewares=[self.handshakes.middleware]
        )
        aiohttp_jinja2.setup(app, loader=jinja2.FileSystemLoader(self.pages.templates_path))
        app.router.add_static("/static", self.pages.statics_path)
        app.router.add_get("/t/{table}/{token}", self.handle)
        app.router.add_get("/t/{table}/{token}/tab", self.handle_page)
        return app

    def _seat(self, request: web.Request) -> tuple[Table, int] | None:
        table = self.tables.get(request.match_info["table"])
        seat = table.seat_of(request.match_info["token"]) if table else None
        if table is None or seat is None:
            log.warning("refused %s: no such table or seat link", _peer(request))
            return None
        return table, seat.index

    @staticmethod
    def _foreign(request: web.Request) -> bool:
        """A browser's websocket from a page that is not this host's (logged)."""
        origin = request.headers.get("Origin")
        if origin is None or same_origin(origin, request):
            return False
        log.warning(
            "refused %s: websocket from a foreign page (%s)", _peer(request), one_line(origin[:100])
        )
        return True

    async def handle(self, request: web.Request) -> web.StreamResponse:
        found = self._seat(request)
        if found is None:
            return self._plain(request, 404, "online-no-such-seat")
        table, seat = found
        if request.headers.get("Upgrade", "").lower() != "websocket":
            return self.page(request, table, seat)
        if self._foreign(request):
            return self._plain(request, 403, "online-foreign-origin")
        return await self.play(request, table, seat)

    async def handle_page(self, request: web.Request) -> web.StreamResponse:
        """The game in a seat's page: a process of ``kingsburg join LINK`` for as long as
        the page is open (at most PAGES_PER_SEAT at once for one seat)."""
        found = self._seat(request)
        if found is None:
            return self._plain(request, 404, "online-no-such-seat")
        table, seat = found
        if self._foreign(request):
            return self._plain(request, 403, "online-foreign-origin")
        key = (table.id, seat)
        if self.open_pages.get(key, 0) >= PAGES_PER_SEAT:
            log.warning("refused %s: %d pages open on one seat already", _peer(request),
                        PAGES_PER_SEAT)  # fmt: skip
            return self._plain(request, 429, "online-too-many-pages")
        self.open_pages[key] = self.open_pages.get(key, 0) + 1
        inside = self.inside_link(table, seat)
        try:
            return await self.pages.tab(request, self.page_command(), {JOIN_LINK: inside})
        except Refused as e:  # e.g. a plain GET of LINK/tab: no websocket handshake
            log.warning("refused %s: %s", _peer(request), e)
            return web.Response(status=400, text=f"{e}\n")
        finally:
            self.open_pages[key] -= 1

    def _plain(self, request: web.Request, status: int, msg_id: str) -> web.Response:
        """A short answer to a browser, in its language."""
        return web.Response(status=status, text=say(self.pages.language(request), msg_id) + "\n")

    async def play(self, request: web.Request, table: Table, seat: int) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=MAX_MESSAGE_BYTES, heartbeat=30)
        await ws.prepare(request)
        who = f"table {table.id} seat {table.seats[seat].name} ({_peer(request)})"
        conn = _Connection(ws, who)
        self.connections.add(conn)
        # ``?data=1``: the client words events and reasons itself (``protocol.Words``).
        old = await table.connect(seat, conn, data=request.query.get("data") == "1")
        if isinstance(old, _Connection):
            old.close(WSCloseCode.POLICY_VIOLATION, "replaced by a newer connection")
        log.info("%s: connected", who)
        sent, refused = _Bucket(RATE, BURST), _Bucket(REFUSED_RATE, REFUSED_BURST)
        try:
            async for msg in ws:
                if msg.type == WSMsgType.ERROR:
                    log.warning("%s: %s", who, one_line(str(ws.exception())[:200]))
                    break
                why = FLOOD
                if sent.take():
                    data = msg.data if msg.type == WSMsgType.TEXT else None
                    why = await self.answer(table, seat, data)
                if why == FLOOD or (why and not refused.take()):
                    log.warning("%s: flooding; disconnected", who)
                    await ws.close(code=WSCloseCode.POLICY_VIOLATION, message=b"too many")
                    break
                if why:
                    log.info("%s: refused: %s", who, one_line(why[:200]))
                    conn.deliver(Table.error(why))
        finally:
            await table.disconnect(seat, conn)
            conn.queue.put_nowait(None)
            self.connections.discard(conn)
            log.info("%s: disconnected", who)
        return ws

    @staticmethod
    async def answer(table: Table, seat: int, data: str | None) -> str:
        """Carry out one message from a seat; "" when done, else why it was refused."""
        if data is None:
            return "text messages only (JSON)"
        try:
            message = parse_client(data)
        except ProtocolError as e:
            return str(e)[:300]
        if isinstance(message, Move):
            return await table.play(seat, message.move, message.at)
        return await table.undo(seat)

    def page(self, request: web.Request, table: Table, seat: int) -> web.Response:
        """The game's page for a browser that opened a seat's link. Its game plays over a
        websocket at LINK/tab; its files are found from the link's own address, so a proxy
        that puts the host under a path prefix needs no more setup."""
        if table.url:
            address = self.link(table, seat)
        else:
            address = f"{'https' if request.secure else 'http'}://{request.host}{request.path}"
        response = self.pages.page(request, "ws" + address.removeprefix("http") + "/tab",
                                   "../../static/")  # fmt: skip
        waiting = json.dumps(say(self.pages.language(request), "web-host-gone"))
        html = (response.text or "").replace("<head>", "<head>" + _COME_BACK % waiting, 1)
        response.text = html
        response.headers.update(
            {
                "Referrer-Policy": "no-referrer",  # the address is the seat's secret
                "Cache-Control": "no-store",
                "X-Content-Type-Options": "nosniff",
            }
        )
        return response

    # --- the host's own commands (on its standard input) ---------------------------

    async def command(self, line: str) -> str:
        """One admin command typed at the host: what to print back."""
        words = line.split()
        if not words:
            return ""
        verb, args = words[0].lower(), words[1:]
        if verb == "tables":
            return "\n".join(t.summary() for t in self.tables.values()) or tr("online-no-tables")
        if verb == "links":
            return "\n".join(self.link_lines())
        if verb in ("computer", "person") and args:
            level = "solid"
            if verb == "computer" and len(args) > 1 and args[-1] in _levels():
                level = args.pop()
            try:
                table, seat = self.find_seat(" ".join(args))
                await table.set_player(seat, level if verb == "computer" else "")
            except KingsburgError as e:
                return tr("online-host-error", message=str(e))
            who = table.seats[seat].name
            if verb == "computer":
                return tr("online-played-by-computer", name=who, level=level)
            return tr("online-played-by-person", name=who)
        return tr("online-host-help")

    def find_seat(self, spec: str) -> tuple[Table, int]:
        """A seat by player name, or TABLE:NAME when several tables have that name."""
        table_id, _, name = spec.rpartition(":")
        found = [
            (t, s.index)
            for t in self.tables.values()
            for s in t.seats
            if s.name.lower() == name.lower() and table_id in ("", t.id) and not t.game.state.over
        ]
        if len(found) != 1:
            msg_id = "online-no-seat-called" if not found else "online-seats-called"
            raise KingsburgError(tr(msg_id, name=repr(one_line(name))))
        return found[0]

    def link_lines(self) -> list[str]:
        lines = []
        for table in self.tables.values():
            if len(self.tables) > 1:
                lines.append(table.summary())
            lines += [
                f"{s.name}: {self.link(table, s.index)}" for s in table.seats if s.kind == PERSON
            ]
        return lines

    async def stop(self) -> None:
        await self.pages.close_tabs()
        for table in self.tables.values():
            await table.close()
            table.release()
        for conn in list(self.connections):
            conn.close(WSCloseCode.GOING_AWAY, "the host stopped")


def _levels() -> tuple[str, ...]:
    from kingsburg.bots import LEVELS

    return tuple(LEVELS)


@dataclass(slots=True)
class HostOptions:
    seats: list[str]
    names: list[str]
    seed: int | None
    modules: tuple[int, ...]
    variants: tuple[str, ...]
    host: str | None  # None: the resumed tables' (else 127.0.0.1)
    port: int | None  # None: the resumed tables' (else 8023)
    url: str  # "": the resumed tables' (else the host's own address)
    resume: bool


def base_url(host: str, port: int) -> str:
    if host in ("0.0.0.0", "::", ""):
        host = socket.gethostname()
    return f"http://{url_host(host)}:{port}"


def open_tables(opts: HostOptions, home: Path) -> tuple[list[Table], list[str]]:
    """The tables to serve: those resumed from the home, and a new one if seats are given."""
    from kingsburg.online.table import unfinished_tables
    from kingsburg.simulate import DEFAULT_NAMES

    tables: list[Table] = []
    problems: list[str] = []
    if opts.resume:
        tables, problems, busy = unfinished_tables(home)
        if not tables and not opts.seats:
            if busy:
                raise KingsburgError(tr("online-tables-busy", n=busy))
            if problems:
                raise KingsburgError(tr("online-nothing-to-resume-why", reason=problems[0]))
            raise KingsburgError(tr("online-nothing-to-resume"))
        if busy:
            log.warning("%d table(s) left alone: another kingsburg host is serving them", busy)
    if opts.seats:
        check_kinds(opts.seats)
        names = opts.names or list(DEFAULT_NAMES[: len(opts.seats)])
        if len(names) != len(opts.seats):
            counts = {"names": len(names), "seats": len(opts.seats)}
            raise KingsburgError(tr("online-names-count", **counts))
        if not any(k == PERSON for k in opts.seats):
            raise KingsburgError(tr("online-no-person"))
        from kingsburg.text.names import name_problems

        if problem := name_problems(names):
            raise KingsburgError(problem)
        import secrets

        seed = opts.seed if opts.seed is not None else secrets.randbelow(2**31)
        tables.append(
            Table.new(names, opts.seats, seed, home, opts.modules, opts.variants, url=opts.url)
        )
    return tables, problems


def host(opts: HostOptions, home: Path, out: Callable[[str], None] = print) -> int:
    """Serve the tables until Ctrl+C or SIGTERM; raises KingsburgError / OSError on a bad
    setup or an address that cannot be bound."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(OneLineLog("kingsburg host"))
    logging.basicConfig(level=logging.INFO, handlers=[handler], force=True)
    logging.getLogger("aiohttp").setLevel(logging.ERROR)
    tables, problems = open_tables(opts, home)
    for line in problems:
        log.warning("not resumed: %s", line)
    # What the command line leaves out, the resumed tables say (their links stay the same).
    listen = opts.host or next((t.listen for t in tables if t.listen), "127.0.0.1")
    port = opts.port
    if port is None:
        port = next((t.port for t in tables if t.port), DEFAULT_PORT)
    try:
        asyncio.run(_serve(tables, opts, listen, port, out))
    except OSError as e:
        if opts.seats:  # the new table was never announced: nobody has its links
            tables[-1].discard()
        where = {"host": listen, "port": str(port), "reason": str(e.strerror or e)}
        raise KingsburgError(tr("online-cannot-host", **where)) from None
    out(tr("online-host-stopped"))
    return 0


async def _serve(
    tables: list[Table], opts: HostOptions, listen: str, port: int, out: Callable[[str], None]
) -> None:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, stop.set)
    server = Host(tables, "")
    runner = web.AppRunner(server.app(), access_log=None, shutdown_timeout=STOP_WAIT)
    await runner.setup()
    server.handshakes.install(runner)
    try:
        # Each table keeps the port its links name (resumed tables may have several); a
        # --port or --host given now moves them all there.
        ports = {t.id: port if opts.port is not None or not t.port else t.port for t in tables}
        for wanted in sorted(set(ports.values())):
            site = web.TCPSite(runner, listen, wanted)
            await site.start()
            if wanted == 0:  # any free port: the one the system gave
                for address in runner.addresses:
                    if isinstance(address, tuple):
                        ports = {k: int(address[1]) if v == 0 else v for k, v in ports.items()}
        first = ports[tables[0].id] if tables else port
        server.base = base_url(listen, first)
        # The pages' tabs run on this machine: they reach the host by the loopback when it
        # listens on every address.
        loopback = "127.0.0.1" if listen in ("0.0.0.0", "::", "") else listen
        server.inside = base_url(loopback, first)
        for table in tables:
            where = (ports[table.id], opts.url or table.url, listen)
            if (table.port, table.url, table.listen) != where:
                table.port, table.url, table.listen = where
                table.save_seats()
        for line in server.link_lines():
            out(line)
        # Who can reach the links, before the line that ends them (online-links-note).
        if not is_local(listen):
            if not opts.url and listen not in ("0.0.0.0", "::", ""):  # (a LAN, say)
                out(tr("online-firewall-note", port=str(first)))
        elif not opts.url and not any(t.url for t in tables):
            out(tr("online-this-machine-note"))
        out(tr("online-links-note"))
        if not is_local(listen):
            print(tr("online-warning-not-local", host=listen), file=sys.stderr, flush=True)
        sys.stdout.flush()
        for table in tables:
            table.kick()
        _read_commands(loop, server, out)
        await stop.wait()
    finally:
        await server.stop()
        await runner.cleanup()


def _read_commands(
    loop: asyncio.AbstractEventLoop, server: Host, out: Callable[[str], None]
) -> None:
    """Read the host's commands from standard input in a daemon thread (it never keeps the
    process alive), carrying each out on the event loop."""

    async def run(line: str) -> None:
        answer = await server.command(line)
        if answer:
            out(answer)
            sys.stdout.flush()

    def read() -> None:
        with contextlib.suppress(OSError, ValueError, RuntimeError):
            for line in sys.stdin:
                asyncio.run_coroutine_threadsafe(run(line), loop)

    if sys.stdin is not None:
        threading.Thread(target=read, daemon=True).start()
