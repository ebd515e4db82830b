"""Reading files that come from outside: only regular files, never more than a limit.

A FIFO, a device or a socket lying where a record, a save or a data file should be
would block a plain ``open``/``read`` for ever; here the file is opened without
blocking and refused unless it is a regular file.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from kingsburg.errors import FileProblem


def read_limited(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; FileProblem otherwise
    (the message does not repeat the path: callers name the file)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        raise FileProblem("no such file") from None
    except IsADirectoryError:
        raise FileProblem("is a folder, not a file") from None
    except OSError as e:
        raise FileProblem(f"cannot be read ({e.strerror or e})") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise FileProblem("is a folder, not a file")
        if not stat.S_ISREG(info.st_mode):
            raise FileProblem("is not a regular file (a pipe or a device?); refused")
        if info.st_size > limit:
            raise FileProblem(f"is too large ({info.st_size} bytes; at most {limit})")
        with os.fdopen(fd, "rb", closefd=True) as f:
            fd = -1
            data = f.read(limit + 1)
    except OSError as e:
        raise FileProblem(f"cannot be read ({e.strerror or e})") from None
    finally:
        if fd >= 0:
            os.close(fd)
    if len(data) > limit:  # grew while being read
        raise FileProblem(f"is too large (more than {limit} bytes)")
    return data


def is_regular(path: Path) -> bool:
    """True for a regular file (following links); never opens it."""
    try:
        return stat.S_ISREG(path.stat().st_mode)
    except OSError:
        return False
