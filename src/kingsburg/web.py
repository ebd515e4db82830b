"""``kingsburg serve``: the game in a web browser. textual-serve starts one app process per
browser tab and relays its screen and keys over a websocket; this module adds what the game
needs around it: our own address line and warning, a page that loads nothing from other
hosts, and a clean stop on Ctrl+C."""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import json
import logging
import re
import shlex
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import aiohttp_jinja2
from aiohttp import WSCloseCode, WSMsgType, web
from textual_serve.app_service import AppService
from textual_serve.server import Server

from kingsburg.addresses import is_local, url_host
from kingsburg.crash import short
from kingsburg.errors import one_line
from kingsburg.handshakes import HandshakeGuard

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]

# textual-serve's page asks a public font service for its font; the same font ships with
# textual-serve, so the page loads it from this server instead (nothing from other hosts).
_FONT_LINK = re.compile(r"<link[^>]*fonts\.googleapis\.com[^>]*>")
_FONT_FILE = "fonts/RobotoMono-VariableFont_wght.ttf"
_LOCAL_FONT = (
    '<link rel="preload" href="{static}' + _FONT_FILE + '" as="font" type="font/ttf" crossorigin>'
    "<style>@font-face { font-family: 'Roboto Mono'; font-display: block; "
    "src: url('{static}" + _FONT_FILE + "') format('truetype'); }</style>"
)
# Without ?fontsize=N in the address, the page picks the largest font (16 down to 12 px)
# at which the window holds the game's full 120×40 layout; smaller windows get 12 px and
# the app's compact layout.
_FIT_FONT = """<script>
(function () {
  var size = 16;
  while (size > 12 && (innerHeight < 40 * 1.4 * size || innerWidth < 120 * 0.62 * size)) size--;
  document.getElementById("terminal").dataset.fontSize = size;
})();
</script>
"""
# The page opens with nothing focused, so the first key presses would be lost: focus the
# terminal once the page has made it.
_FOCUS = """<script>
addEventListener("load", function () {
  var input = document.querySelector(".xterm-helper-textarea");
  if (input) input.focus();
});
</script>
"""

# When a tab's app stops, the page shows "Session ended." whatever the reason. A tab whose
# app stopped with an error is closed with code 1011 and a reason ("web-crashed"); this script,
# run before the page opens its websocket, shows that reason in place of those words (as
# text, never as markup). The page's own script keeps its socket to itself, so the
# constructor is wrapped.
_SAY_WHY = """<script>
(function () {
  var Native = window.WebSocket;
  function Socket(url, protocols) {
    var socket = protocols === undefined ? new Native(url) : new Native(url, protocols);
    socket.addEventListener("close", function (event) {
      var message = document.querySelector(".closed-dialog .message");
      if (event.code === 1011 && event.reason && message) message.textContent = event.reason;
    });
    return socket;
  }
  Socket.prototype = Native.prototype;
  ["CONNECTING", "OPEN", "CLOSING", "CLOSED"].forEach(function (k) { Socket[k] = Native[k]; });
  window.WebSocket = Socket;
})();
</script>
"""


def __getattr__(name: str) -> str:
    """``CRASHED``: the closing reason of a tab whose app stopped with an error, in the
    current language (made when asked, not at import: the language is chosen later)."""
    if name == "CRASHED":
        from kingsburg.text import t

        return t("web-crashed")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


CLOSE_REASON_BYTES = 123  # a websocket's closing reason holds at most this many bytes
LANG_VARIABLE = "KINGSBURG_LANG"  # how a tab's app is told its language


def browser_language(header: str | None, default: str) -> str:
    """The language a browser asks for in its Accept-Language header ("cs-CZ,cs;q=0.9,
    en;q=0.8" -> "cs"): the shipped language of the highest q-value (in the header's order
    among equals), ``default`` when it asks for none we ship (or for "*")."""
    from kingsburg.text import lang

    wanted: list[tuple[float, int, str]] = []
    for k, part in enumerate((header or "")[:1000].split(",")):
        tag, _, params = part.strip().partition(";")
        q = 1.0
        for param in params.split(";"):
            name, _, value = param.strip().partition("=")
            if name.strip().lower() == "q":
                try:
                    q = min(float(value), 1.0)
                except ValueError:
                    q = 0.0
        if q > 0 and tag.strip():
            wanted.append((-q, k, tag.strip()))
    for _, _, tag in sorted(wanted):
        if tag == "*":
            return default
        code = lang.normalise(tag)
        if code is not None:
            return code
    return default


def say(code: str, msg_id: str, /, **args: str) -> str:
    """A message in language ``code`` (a browser's), whatever the server's own is."""
    from kingsburg.text import language, set_language, t

    before = language()
    set_language(code)
    try:
        return t(msg_id, **args)
    finally:
        set_language(before)


def close_reason(text: str) -> bytes:
    """``text`` as a websocket's closing reason: cut to CLOSE_REASON_BYTES on a character's
    boundary (a longer one would fail to send)."""
    data = text.encode("utf-8")[:CLOSE_REASON_BYTES]
    return data.decode("utf-8", errors="ignore").encode("utf-8")


# The words of textual-serve's page (app_index.html): each in the markup around it there.
_PAGE_WORDS = (
    (">Start</button>", "Start", "web-start"),
    ('<div class="message">Session ended.</div>', "Session ended.", "web-session-ended"),
    (">Restart</button>", "Restart", "web-restart"),
)


def _translated(html: str, code: str) -> str:
    """textual-serve's page in language ``code``: its words, and the page's lang attribute
    (screen readers and the browser's own translation offer follow it)."""
    from html import escape

    html = html.replace("<html>", f'<html lang="{escape(code)}">', 1)
    for markup, english, msg_id in _PAGE_WORDS:
        html = html.replace(markup, markup.replace(english, escape(say(code, msg_id))), 1)
    return html


def tab_command(*command: str) -> str:
    """The command each browser tab runs: ``kingsburg COMMAND`` (default: ``play``, the
    game's setup screen), in this Python.

    On POSIX the tab ignores SIGINT: Ctrl+C in the server's terminal reaches the whole
    process group, and the server itself then asks every tab to quit cleanly."""
    # A tab's app told to quit (or killed) while Textual's web driver still has messages in
    # flight warns of coroutines never awaited; textual-serve copies a tab's stderr to the
    # server's terminal as it is, so such warnings would break its one-line-per-event log.
    args = [sys.executable, "-W", "ignore::RuntimeWarning", "-m", "kingsburg"]
    args += list(command or ("play",))
    if sys.platform == "win32":
        return subprocess.list2cmdline(args)
    return "trap '' INT; exec " + shlex.join(args)


# What a tab may send (see docs/web.md). The page sends a key or a mouse event per message
# (a few bytes), a resize now and then, and a ping every few seconds.
MAX_MESSAGE = 16 * 1024  # bytes in one websocket message: aiohttp closes with 1009 above it
MESSAGES_PER_S, MESSAGE_BURST = 200, 400  # a mouse moved fast sends one per cell crossed
INPUT_PER_S, INPUT_BURST = 8 * 1024, 32 * 1024  # characters of keys and mouse events
FONT_SIZES = range(6, 65)  # ?fontsize=N, in pixels
COLUMNS, ROWS = range(10, 1001), range(5, 501)  # a terminal size the app is told
QUIT_GRACE = 1.5  # seconds a tab's app has to quit when told, before it is killed
CLOSE_TIMEOUT = 1.0  # seconds to wait for a browser's reply to our closing frame

log = logging.getLogger("kingsburg.serve")

# GameServer and TabApp replace parts of textual-serve (the websocket handler, the tab's
# stop) and rely on its AppService's internals (_task, _process, send_meta). They were
# written against these versions, pinned in pyproject.toml; serve() says so at start when
# others are installed. The way out: once textual-serve checks Origin, bounds messages and
# stops an app within a time limit itself, drop handle_websocket, _relay and TabApp.
CHECKED_WITH = {"textual-serve": "1.1.3", "aiohttp": "3.14.5"}


def upstream_warning() -> str:
    """A warning line when the installed server libraries are not those checked ("" if
    they are)."""
    from importlib.metadata import version

    found = {name: version(name) for name in CHECKED_WITH}
    if found == CHECKED_WITH:
        return ""
    from kingsburg.text import t

    other = ", ".join(f"{n} {v}" for n, v in found.items() if v != CHECKED_WITH[n])
    return t("web-upstream", versions=other)


class Refused(Exception):
    """A request or message the server does not take: one line for the log."""


class OneLineLog(logging.Formatter):
    """Every log line of a server is one line: a traceback (aiohttp logs one for a
    malformed request, such as a URL over 8 KB) is cut to the exception's type and
    message, on the same line."""

    def __init__(self, prefix: str) -> None:
        super().__init__()
        self.prefix = prefix

    def format(self, record: logging.LogRecord) -> str:
        text = record.getMessage()
        error = record.exc_info[1] if record.exc_info else None
        if error is not None:
            text = f"{text} ({type(error).__name__}: {' '.join(str(error).split())[:120]})"
        return one_line(f"{self.prefix}: {text}")


class _Budget:
    """A token bucket: ``rate`` a second, at most ``burst`` at once."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst, self.level = rate, burst, burst
        self.last = time.monotonic()

    def take(self, amount: float) -> bool:
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.last) * self.rate)
        self.last = now
        if amount > self.level:
            return False
        self.level -= amount
        return True


def _number(text: str | None, allowed: range, what: str) -> int | None:
    """A whole number from the address, pulled into ``allowed``; None when absent;
    Refused when it is not a plain number (such as "²", or 5,000 digits)."""
    if text is None:
        return None
    if not (text.isascii() and text.isdigit() and len(text) <= 6):
        raise Refused(f"{what} should be a whole number, not {text[:20]!r}")
    return min(max(int(text), allowed.start), allowed.stop - 1)


def _cells(value: object, allowed: range) -> int:
    if type(value) is not int:
        raise Refused(f"a resize to {str(value)[:20]!r} cells")
    return min(max(value, allowed.start), allowed.stop - 1)


class TabApp(AppService):
    """One tab's app process.

    Upstream (textual-serve 1.1.3) ``AppService.stop`` tells the app to quit and waits for
    it without a limit: an app still busy with a flood of input outlived its tab by
    minutes. Here it has QUIT_GRACE seconds, then it is killed. Several callers (the tab's
    handler, the server's stop) may ask at once: they share one stop. (The way out: see
    CHECKED_WITH.)"""

    _stopping: asyncio.Task[None] | None = None
    secrets: dict[str, str] | None = None  # environment variables for the app only

    def _build_environment(self, width: int = 80, height: int = 24) -> dict[str, str]:
        # Upstream gives the app no variables of the caller's own: a seat's link goes to
        # ``kingsburg join`` here rather than on its command line, which any user of the
        # machine can read in the process list (an environment only its owner).
        return {**super()._build_environment(width, height), **(self.secrets or {})}

    async def stop(self) -> None:
        if self._stopping is None:
            self._stopping = asyncio.ensure_future(self._stop())
        await asyncio.shield(self._stopping)

    async def _stop(self) -> None:
        task, process = self._task, self._process
        if task is None or process is None:
            return
        await self._download_manager.cancel_app_downloads(app_service_id=self.app_service_id)
        with contextlib.suppress(Exception):  # its input may be full or closed already
            await asyncio.wait_for(self.send_meta({"type": "quit"}), QUIT_GRACE)

        async def ended() -> None:  # its output closes before the process has ended
            await asyncio.shield(task)
            await process.wait()

        try:
            await asyncio.wait_for(ended(), QUIT_GRACE)
        except TimeoutError:
            with contextlib.suppress(ProcessLookupError):
                process.kill()
            await ended()
        self._task = None

    async def failed(self) -> bool:
        """Whether the app, which has just said that it is ending, ended with an error (an
        app still running after QUIT_GRACE seconds counts as not: it is stopped anyway)."""
        process = self._process
        if process is None:
            return False
        try:
            code = await asyncio.wait_for(asyncio.shield(process.wait()), QUIT_GRACE)
        except TimeoutError:
            return False
        return code != 0


class GameServer(Server):
    """textual-serve's server, with the game's own messages and a self-contained page, and
    the protections docs/web.md describes: only this server's own pages may open a game
    (Host and Origin), bounded messages, checked numbers, tabs that end with their page."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.tabs: set[tuple[web.WebSocketResponse, TabApp]] = set()
        self.handshakes = HandshakeGuard(log)
        from kingsburg.text import language

        # A browser asking for no language we ship gets the server's own.
        self.default_language = language()
        self.every_address = self.host in ("", "0.0.0.0", "::")
        # The names this server answers to besides IP addresses (looked up once: getfqdn
        # may ask the DNS).
        self.names = {self.host.strip("[]").lower()}
        if self.every_address:
            self.names = {"localhost", socket.gethostname().lower(), socket.getfqdn().lower()}
        elif is_local(self.host):
            self.names |= {"localhost", "127.0.0.1", "::1"}

    def initialize_logging(self) -> None:
        """Keep textual-serve's and aiohttp's log quiet: warnings and errors only, one
        line each."""
        handler = logging.StreamHandler()
        handler.setFormatter(OneLineLog("kingsburg serve"))
        logging.basicConfig(level=logging.WARNING, handlers=[handler], force=True)

    async def _make_app(self) -> web.Application:
        app = await super()._make_app()
        app.middlewares.insert(0, self.handshakes.middleware)
        app.middlewares.append(self._guard)
        return app

    def own_host(self, host: str) -> bool:
        """Whether ``host`` (a Host header, port and all) names this server. A page of
        another site can have its own name resolve to this machine (DNS rebinding); its
        requests then carry that name, which is not ours."""
        name = host.rsplit(":", 1)[0] if host.count(":") == 1 or "]:" in host else host
        name = name.strip("[]").lower()
        if self.every_address:  # any address of this machine
            with contextlib.suppress(ValueError):
                ipaddress.ip_address(name)
                return True
        return name in self.names

    @web.middleware
    async def _guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """Every request: it must name this server, and a browser's Origin must be this
        server's own page (a page elsewhere could otherwise open a game and read its
        screen). A request without Origin comes from no web page: a browser always sends
        one with a websocket."""
        host = request.host
        origin = request.headers.get("Origin")
        scheme = "https" if request.secure else "http"
        if not self.own_host(host):
            problem = f"another host's name ({host[:60]!r})"
        elif origin is not None and origin.lower() != f"{scheme}://{host}".lower():
            problem = f"a page of another site ({origin[:60]!r})"
        else:
            try:
                return await handler(request)
            except Refused as e:
                log.warning("refused a request from %s: %s", request.remote, e)
                raise web.HTTPBadRequest(text=f"{e}\n") from None
        log.warning("refused a request from %s: %s", request.remote, problem)
        forbidden = say(self.language(request), "web-forbidden")
        raise web.HTTPForbidden(text=forbidden + "\n")

    async def on_startup(self, app: web.Application) -> None:
        """textual-serve prints a banner here; ours is printed once the port is bound."""

    async def handle_index(self, request: web.Request) -> web.StreamResponse:
        """The page: URLs are built from the address the browser used, so the page works
        whichever name or address of this machine it was opened with."""
        scheme = "wss" if request.secure else "ws"
        return self.page(request, f"{scheme}://{request.host}/ws", "/static/")

    def page(self, request: web.Request, websocket_url: str, static_url: str) -> web.Response:
        """textual-serve's page, made self-contained, for a tab's game at ``websocket_url``
        (the page's files at ``static_url``)."""
        font_size = _number(request.query.get("fontsize"), FONT_SIZES, "fontsize")
        code = self.language(request)
        context = {
            "font_size": font_size or 16,
            "app_websocket_url": websocket_url,
            "config": {"static": {"url": static_url}},
            "application": {"name": self.title},
        }
        response = aiohttp_jinja2.render_template("app_index.html", request, context)
        font = _LOCAL_FONT.replace("{static}", static_url)
        html = _FONT_LINK.sub(lambda _: font, response.text or "")
        scripts = _FOCUS if font_size else _FIT_FONT + _FOCUS
        html = html.replace("<head>", "<head>" + _SAY_WHY, 1)
        html = html.replace("</body>", scripts + "</body>")
        return web.Response(text=_translated(html, code), content_type="text/html")

    def tab_environment(
        self, request: web.Request, secrets: dict[str, str] | None = None
    ) -> dict[str, str]:
        """The variables a tab's app gets besides upstream's: ``secrets``, and its language
        (the page's; the setup screen can still change it there)."""
        return {LANG_VARIABLE: self.language(request), **(secrets or {})}

    def language(self, request: web.Request) -> str:
        """The language of a browser's page and of its tab's app: what its Accept-Language
        asks for, else the server's own (``--lang``, KINGSBURG_LANG, the saved choice, the
        locale)."""
        return browser_language(request.headers.get("Accept-Language"), self.default_language)

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """A tab's game: start its app, relay the page's keys to it (checked and bounded)
        until either side closes, then end the app within seconds. Upstream's handler
        (textual-serve 1.1.3) takes any message of up to 4 MB at any rate, passes any
        size on to the app, waits for the app without a limit, and logs a traceback for
        a handshake that is not a websocket's; this one replaces it."""
        return await self.tab(request, self.command)

    async def tab(
        self, request: web.Request, command: str, secrets: dict[str, str] | None = None
    ) -> web.WebSocketResponse:
        """A tab running ``command`` (a shell command line), for as long as its page, with
        ``secrets`` added to its environment."""
        width = _number(request.query.get("width"), COLUMNS, "width") or 80
        height = _number(request.query.get("height"), ROWS, "height") or 24
        websocket = web.WebSocketResponse(
            heartbeat=15, max_msg_size=MAX_MESSAGE, timeout=CLOSE_TIMEOUT
        )
        if not websocket.can_prepare(request).ok:
            raise Refused("not a websocket handshake")
        await websocket.prepare(request)

        async def close() -> None:  # the app has ended by itself: Quit, or an error
            if await tab.failed():
                log.warning("a tab's app of %s stopped with an error", request.remote)
                await websocket.close(code=WSCloseCode.INTERNAL_ERROR, message=crashed)
            else:
                await websocket.close()

        code = self.language(request)
        crashed = close_reason(say(code, "web-crashed"))
        tab = TabApp(
            command,
            write_bytes=websocket.send_bytes,
            write_str=websocket.send_str,
            close=close,
            download_manager=self.download_manager,
            debug=self.debug,
        )
        tab.secrets = self.tab_environment(request, secrets)
        self.tabs.add((websocket, tab))
        try:
            await tab.start(width, height)
            await self._relay(websocket, tab)
        except Refused as e:
            log.warning("closed a tab of %s: %s", request.remote, e)
            await websocket.close(code=WSCloseCode.POLICY_VIOLATION, message=b"refused")
        except (ConnectionError, asyncio.CancelledError):
            pass  # the page went away, or the server is stopping: the app ends below
        finally:
            self.tabs.discard((websocket, tab))
            await tab.stop()
            await websocket.close()
        return websocket

    async def _relay(self, websocket: web.WebSocketResponse, tab: TabApp) -> None:
        """The page's messages to the app, as textual-serve's page sends them; anything
        else (or too much) ends the tab."""
        messages = _Budget(MESSAGES_PER_S, MESSAGE_BURST)
        keys = _Budget(INPUT_PER_S, INPUT_BURST)
        async for message in websocket:
            if message.type == WSMsgType.ERROR:  # e.g. over MAX_MESSAGE: aiohttp closes it
                raise Refused(f"a broken or oversized message ({short(message.data)})")
            if message.type != WSMsgType.TEXT:
                raise Refused("a message that is not text")
            if not messages.take(1):
                raise Refused(f"more than {MESSAGES_PER_S} messages a second")
            try:
                envelope = json.loads(message.data)
            except ValueError:
                raise Refused("a message that is not JSON") from None
            if not isinstance(envelope, list) or not envelope or not isinstance(envelope[0], str):
                raise Refused("a message of an unknown form")
            kind, args = envelope[0], envelope[1:]
            if kind == "stdin" and len(args) == 1 and isinstance(args[0], str):
                data = args[0].encode("utf-8", errors="replace")
                if not keys.take(len(data)):
                    raise Refused(f"more than {INPUT_PER_S} characters of input a second")
                await tab.send_bytes(data)
            elif kind == "resize" and len(args) == 1 and isinstance(args[0], dict):
                width = _cells(args[0].get("width"), COLUMNS)
                await tab.set_terminal_size(width, _cells(args[0].get("height"), ROWS))
            elif kind == "ping" and len(args) == 1 and isinstance(args[0], str):
                await websocket.send_json(["pong", args[0][:40]])
            elif kind == "blur" and not args:
                await tab.blur()
            elif kind == "focus" and not args:
                await tab.focus()
            else:
                raise Refused(f"a message of an unknown kind ({kind[:20]!r})")

    async def close_tabs(self) -> None:
        """Close every tab's page and end its app (at most QUIT_GRACE seconds or so)."""

        async def close(websocket: web.WebSocketResponse, tab: TabApp) -> None:
            with contextlib.suppress(Exception):
                await websocket.close(code=WSCloseCode.GOING_AWAY, message=b"server stopped")
            await tab.stop()

        await asyncio.gather(*(close(ws, tab) for ws, tab in list(self.tabs)))

    async def run(self, announce: Callable[[int], None]) -> None:
        """Serve until SIGINT or SIGTERM, then close every tab's app and stop."""
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            # (Windows has no such handlers: Ctrl+C raises KeyboardInterrupt instead.)
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.add_signal_handler(sig, stop.set)
        # The tabs are closed first (close_tabs), so the handlers have little left to do.
        runner = web.AppRunner(await self._make_app(), access_log=None, shutdown_timeout=2)
        await runner.setup()
        self.handshakes.install(runner)
        try:
            site = web.TCPSite(runner, self.host, self.port)
            await site.start()
            port = self.port
            for address in runner.addresses:
                if isinstance(address, tuple):
                    port = int(address[1])
            announce(port)
            await stop.wait()
        finally:
            await self.close_tabs()
            await runner.cleanup()
            await _tabs_ended(loop)


def _tab_processes() -> list[str]:
    """The pids of this server's child processes (Linux; elsewhere none are known)."""
    try:
        tasks = Path("/proc/self/task").iterdir()
        return [pid for t in tasks for pid in (t / "children").read_text().split()]
    except OSError:
        return []


async def _tabs_ended(loop: asyncio.AbstractEventLoop, limit: float = 2.0) -> None:
    """Wait while the tabs' processes end. Their exits are reported to this loop: once it is
    closed, a late report prints a warning and a traceback on the server's terminal."""
    deadline = loop.time() + limit
    while _tab_processes() and loop.time() < deadline:
        await asyncio.sleep(0.05)
    await asyncio.sleep(0.1)  # the exit callbacks of the last ones


def announcement(host: str, port: int) -> tuple[list[str], str]:
    """What ``serve`` prints once listening: the address, and a warning ("" if none)."""
    from kingsburg.text import t

    if host in ("0.0.0.0", "::"):
        served = t("web-served-everywhere", url=f"http://localhost:{port}")
    else:
        served = t("web-served-at", url=f"http://{url_host(host)}:{port}")
    lines = [served, t("web-open-it")]
    warning = ""
    if not is_local(host):
        warning = t("web-warning-not-local", host=host)
    return lines, warning


def serve(host: str, port: int) -> int:
    """Run the server until Ctrl+C (then return 0); raises OSError if the address cannot
    be bound."""
    server = GameServer(tab_command(), host=host, port=port, title="Kingsburg")
    server.initialize_logging()
    if upstream_warning():
        print(upstream_warning(), file=sys.stderr, flush=True)

    def announce(bound: int) -> None:
        lines, warning = announcement(host, bound)
        print("\n".join(lines), flush=True)
        if warning:
            print(warning, file=sys.stderr, flush=True)

    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(server.run(announce))
    from kingsburg.text import t

    print(t("web-stopped"))
    return 0
