"""Run ``kingsburg serve`` for a test, as a player would in a terminal."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path


class Served:
    """``kingsburg serve --port 0`` in its own process group (as a terminal would run it)."""

    def __init__(self, home: Path) -> None:
        env = dict(os.environ, KINGSBURG_HOME=str(home), TEXTUAL_ANIMATIONS="none")
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
