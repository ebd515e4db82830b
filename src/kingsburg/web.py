"""``kingsburg serve``: the game in a web browser. textual-serve starts one app process per
browser tab and relays its screen and keys over a websocket; this module adds what the game
needs around it: our own address line and warning, a page that loads nothing from other
hosts, and a clean stop on Ctrl+C."""

from __future__ import annotations

import asyncio
import contextlib
import re
import shlex
import signal
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import aiohttp_jinja2
from aiohttp import web
from textual_serve.server import Server

from kingsburg.addresses import is_local, url_host

# textual-serve's page asks a public font service for its font; the same font ships with
# textual-serve, so the page loads it from this server instead (nothing from other hosts).
_FONT_LINK = re.compile(r"<link[^>]*fonts\.googleapis\.com[^>]*>")
_FONT_FILE = "fonts/RobotoMono-VariableFont_wght.ttf"
_LOCAL_FONT = (
    f'<link rel="preload" href="/static/{_FONT_FILE}" as="font" type="font/ttf" crossorigin>'
    "<style>@font-face { font-family: 'Roboto Mono'; font-display: block; "
    f"src: url('/static/{_FONT_FILE}') format('truetype'); }}</style>"
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


def tab_command() -> str:
    """The command each browser tab runs: the game's setup screen, in this Python.

    On POSIX the tab ignores SIGINT: Ctrl+C in the server's terminal reaches the whole
    process group, and the server itself then asks every tab to quit cleanly."""
    args = [sys.executable, "-m", "kingsburg", "play"]
    if sys.platform == "win32":
        return subprocess.list2cmdline(args)
    return "trap '' INT; exec " + shlex.join(args)


class GameServer(Server):
    """textual-serve's server, with the game's own messages and a self-contained page."""

    def initialize_logging(self) -> None:
        """Keep textual-serve's log quiet: warnings and errors only, one line each."""
        import logging

        logging.basicConfig(level=logging.WARNING, format="kingsburg serve: %(message)s")

    async def on_startup(self, app: web.Application) -> None:
        """textual-serve prints a banner here; ours is printed once the port is bound."""

    async def handle_index(self, request: web.Request) -> web.StreamResponse:
        """The page: URLs are built from the address the browser used, so the page works
        whichever name or address of this machine it was opened with."""
        font_size = request.query.get("fontsize", "")
        scheme = "wss" if request.secure else "ws"
        context = {
            "font_size": int(font_size) if font_size.isdigit() else 16,
            "app_websocket_url": f"{scheme}://{request.host}/ws",
            "config": {"static": {"url": "/static/"}},
            "application": {"name": self.title},
        }
        response = aiohttp_jinja2.render_template("app_index.html", request, context)
        html = _FONT_LINK.sub(_LOCAL_FONT, response.text or "")
        scripts = _FOCUS if font_size.isdigit() else _FIT_FONT + _FOCUS
        html = html.replace("</body>", scripts + "</body>")
        return web.Response(text=html, content_type="text/html")

    async def run(self, announce: Callable[[int], None]) -> None:
        """Serve until SIGINT or SIGTERM, then close every tab's app and stop."""
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            # (Windows has no such handlers: Ctrl+C raises KeyboardInterrupt instead.)
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.add_signal_handler(sig, stop.set)
        # Each tab's app needs a moment to quit; on a busy machine 5 s was too short and the
        # tabs' handlers were cancelled before their processes had ended.
        runner = web.AppRunner(await self._make_app(), access_log=None, shutdown_timeout=15)
        await runner.setup()
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
            await runner.cleanup()
            await _tabs_ended(loop)


def _tab_processes() -> list[str]:
    """The pids of this server's child processes (Linux; elsewhere none are known)."""
    try:
        tasks = Path("/proc/self/task").iterdir()
        return [pid for t in tasks for pid in (t / "children").read_text().split()]
    except OSError:
        return []


async def _tabs_ended(loop: asyncio.AbstractEventLoop, limit: float = 10.0) -> None:
    """Wait while the tabs' processes end. Their exits are reported to this loop: once it is
    closed, a late report prints a warning and a traceback on the server's terminal."""
    deadline = loop.time() + limit
    while _tab_processes() and loop.time() < deadline:
        await asyncio.sleep(0.05)
    await asyncio.sleep(0.1)  # the exit callbacks of the last ones


def announcement(host: str, port: int) -> tuple[list[str], str]:
    """What ``serve`` prints once listening: the address, and a warning ("" if none)."""
    url = f"http://{url_host(host)}:{port}"
    if host in ("0.0.0.0", "::"):
        url = f"http://localhost:{port} (on this machine; from others, use its address)"
    lines = [
        f"Kingsburg is served at {url}",
        "Open it in a web browser: each tab is a game of its own. Ctrl+C stops the server.",
    ]
    warning = ""
    if not is_local(host):
        warning = (
            f"kingsburg: warning: {host} is not a local-only address. Anyone who can reach it "
            "can play here and see the games in this machine's saves."
        )
    return lines, warning


def serve(host: str, port: int) -> int:
    """Run the server until Ctrl+C (then return 0); raises OSError if the address cannot
    be bound."""
    server = GameServer(tab_command(), host=host, port=port, title="Kingsburg")
    server.initialize_logging()

    def announce(bound: int) -> None:
        lines, warning = announcement(host, bound)
        print("\n".join(lines), flush=True)
        if warning:
            print(warning, file=sys.stderr, flush=True)

    with contextlib.suppress(KeyboardInterrupt):
        asyncio.run(server.run(announce))
    print("Kingsburg server stopped.")
    return 0
