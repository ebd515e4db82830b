"""An online table hosted from the setup screen: ``kingsburg host`` as a child process of
the app, its seats' links read from what it prints, stopped when the app ends."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import threading
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from kingsburg.errors import KingsburgError, one_line
from kingsburg.text import language, t

# The line ``kingsburg host`` prints after its links (online/server.py).
READY = "Each link is that player's seat"
LOCAL, LAN, URL = "local", "lan", "url"  # where the players are (TableChoice.where)
HOST_PORT = 8023  # kingsburg host's own default
START_SECONDS = 60.0  # the host imports the engine and opens its journal first
STOP_SECONDS = 10.0  # it ends its connections and saves on Ctrl+C well within this


@dataclass(frozen=True, slots=True)
class TableChoice:
    """What the setup screen chose, as ``kingsburg host`` takes it."""

    names: Sequence[str]
    seats: Sequence[str]
    # None: the host draws the seed and tells nobody (the setup screen's seed is shown to
    # the hosting player, and the deck and every die follow from it). A seed given here
    # (tests) goes to the host on its standard input, never on its command line.
    seed: int | None = None
    modules: Sequence[int] = ()
    variants: Sequence[str] = ()
    # Where the players are: LOCAL (this machine), LAN (the local network: the host
    # listens on this machine's address there) or URL (an address of the player's own,
    # ``url``: a tunnel, a VPN, a server with TLS in front, passing it on to the host).
    where: str = "local"
    url: str = ""

    def arguments(self, port: int = 0) -> list[str]:
        """``port``: 0, any free one (never a clash)."""
        args = ["--seats", ",".join(self.seats), "--names", ",".join(self.names)]
        args += ["--port", str(port)]
        if self.where != LOCAL:
            args += ["--lan"] if self.where == LAN else ["--url", self.url]
        if self.seed is not None:
            args += ["--seed", "-"]
        for m in self.modules:
            args += ["--module", str(m)]
        for v in self.variants:
            args += ["--variant", v]
        return args


def _free_port() -> int:
    """HOST_PORT when nothing listens there, else a port the system has free."""
    import socket

    for wanted in (HOST_PORT, 0):
        with socket.socket() as probe:
            try:
                probe.bind(("", wanted))
            except OSError:
                continue
            return int(probe.getsockname()[1])
    return 0


class HostedTable:
    """A running ``kingsburg host`` child; ``links`` holds (name, link) per person seat."""

    def __init__(self, proc: subprocess.Popen[str], choice: TableChoice | None = None) -> None:
        self.proc = proc
        self.choice = choice
        self.port = 0  # the port it was told (0: any)
        self.links: list[tuple[str, str]] = []
        self._ready = threading.Event()
        self._errors: deque[str] = deque(maxlen=20)
        # Both pipes are read to their end: a full pipe would stall the host.
        assert proc.stdout is not None and proc.stderr is not None
        threading.Thread(target=self._read_out, args=(proc.stdout,), daemon=True).start()
        self._err = threading.Thread(target=self._read_err, args=(proc.stderr,), daemon=True)
        self._err.start()

    @classmethod
    def start(cls, choice: TableChoice, home: Path, timeout: float = START_SECONDS) -> HostedTable:
        """Start the host and wait for its links; KingsburgError (one line) if it fails."""
        if "person" not in choice.seats:
            raise KingsburgError(t("setup-host-no-person"))
        # The host speaks the app's language (its errors are shown on the setup screen).
        env = dict(os.environ, KINGSBURG_HOME=str(home), PYTHONUNBUFFERED="1")
        env["KINGSBURG_LANG"] = language()
        # Players elsewhere need a port known beforehand (for a firewall rule, a proxy):
        # the usual one when it is free.
        port = 0 if choice.where == LOCAL else _free_port()
        try:
            proc = subprocess.Popen(
                [sys.executable, "-m", "kingsburg", "host", *choice.arguments(port)],
                # Never the terminal (the app reads the keys): a pipe, closed once the
                # seed (if any) is written.
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                encoding="utf-8",
                errors="replace",
                env=env,
            )
        except OSError as e:
            problem = str(e.strerror or e)
            raise KingsburgError(t("setup-host-cannot-start", problem=problem)) from None
        assert proc.stdin is not None
        with contextlib.suppress(OSError):  # a host that ended at once says why below
            if choice.seed is not None:
                proc.stdin.write(f"{choice.seed}\n")
            proc.stdin.close()
        table = cls(proc, choice)
        table.port = port
        table._wait_ready(timeout)
        return table

    def _read_out(self, out: IO[str]) -> None:
        with contextlib.suppress(OSError, ValueError):
            for line in out:
                line = line.rstrip("\n")
                if self._ready.is_set():
                    continue
                if ": http" in line:  # "NAME: LINK" (a name has no colon, a link no ": ")
                    name, _, link = line.partition(": ")
                    self.links.append((name, link))
                elif line.startswith(READY) or self.links:
                    # The sentence after the links (in the host's language: whatever it
                    # says, the first line after them that is not a link).
                    self._ready.set()
        self._ready.set()  # the host ended: nobody waits in vain

    def _read_err(self, err: IO[str]) -> None:
        with contextlib.suppress(OSError, ValueError):
            for line in err:
                if line.strip():
                    self._errors.append(line.strip())

    def _wait_ready(self, timeout: float) -> None:
        if not self._ready.wait(timeout):
            self.stop()
            raise KingsburgError(t("setup-host-no-links", seconds=f"{timeout:g}"))
        if self.proc.poll() is not None or not self.links:
            self.stop()
            self._err.join(timeout=2)  # its last words, before they are quoted
            raise KingsburgError(t("setup-host-did-not-start", problem=self.problem()))

    def problem(self) -> str:
        """The host's last line on stderr, without its "kingsburg:" prefix."""
        code = str(self.proc.returncode)
        last = self._errors[-1] if self._errors else t("setup-host-exit-code", code=code)
        for prefix in ("kingsburg host: ", "kingsburg: "):
            last = last.removeprefix(prefix)
        return one_line(last)

    def reach(self) -> str:
        """Who can open the links, in a sentence (and which port to let in or pass on)."""
        where = self.choice.where if self.choice is not None else LOCAL
        port = self.links[0][1].split("/")[2].rpartition(":")[2] if self.links else ""
        if where == LAN:
            return t("dialog-hosted-lan", port=port)
        if where == URL:
            return t("dialog-hosted-url", port=str(self.port))
        return t("dialog-hosted-local")

    @property
    def running(self) -> bool:
        return self.proc.poll() is None

    def stop(self) -> int | None:
        """Ctrl+C for the host (it saves and closes its seats), else kill; its exit code."""
        if self.proc.poll() is None:
            # Windows has no Ctrl+C to send to a child: there it is terminated.
            sig = signal.SIGTERM if os.name == "nt" else signal.SIGINT
            with contextlib.suppress(OSError, ValueError):
                self.proc.send_signal(sig)
            try:
                self.proc.wait(STOP_SECONDS)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(STOP_SECONDS)
        return self.proc.returncode
