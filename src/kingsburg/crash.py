"""Unexpected errors: the traceback goes to a log file, the user gets one line."""

from __future__ import annotations

import os
import platform
import sys
import tempfile
import time
import traceback
from pathlib import Path

from kingsburg.errors import one_line
from kingsburg.paths import home_dir


def short(error: BaseException) -> str:
    """``ValueError: the first line of its message`` (at most 100 characters of it)."""
    text = str(error).strip().splitlines()
    return one_line(f"{type(error).__name__}: {text[0][:100]}" if text else type(error).__name__)


def write_crash_log(error: BaseException, notes: list[str] | None = None) -> str:
    """Write the traceback to ``logs/crash-<time>-<pid>.log`` in the home (or the temporary
    folder if the home cannot be written); return where it went, as words for the user."""
    from kingsburg.record.format import engine_version

    header = [
        f"Kingsburg {engine_version()} crashed at {time.strftime('%Y-%m-%d %H:%M:%S')}",
        f"Python {sys.version.split()[0]} on {platform.platform()}",
        f"command: {' '.join(sys.argv)}",
        *(notes or []),
        "",
    ]
    text = "\n".join(header) + "".join(traceback.format_exception(error))
    name = f"crash-{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}.log"
    problems = []
    for folder in (home_dir() / "logs", Path(tempfile.gettempdir())):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / name
            with path.open("x", encoding="utf-8") as f:
                f.write(text)
            return _words("error-crash-details", "details in {path}", path=one_line(str(path)))
        except OSError as e:
            problems.append(f"{one_line(str(folder))}: {e.strerror or e}")
    return _words("error-crash-no-log", "no log written ({reasons})", reasons="; ".join(problems))


def _words(msg_id: str, english: str, **args: str) -> str:
    """A message of the text layer, or its English (``english``, a format string) should the
    text layer itself be what failed: a crash must always be told."""
    try:
        from kingsburg.text import t

        return t(msg_id, **args)
    except Exception:
        return english.format(**args)
