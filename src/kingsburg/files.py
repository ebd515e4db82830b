"""Reading files that come from outside: only regular files, never more than a limit,
never nested deeper than a limit; and writing the program's own files atomically.

A FIFO, a device or a socket lying where a record, a save or a data file should be
would block a plain ``open``/``read`` for ever; here the file is opened without
blocking and refused unless it is a regular file. Every file the program reads (records,
the autosave, settings, colours, the rules text, crash logs, the game data) comes through
``read_limited``; every JSON one through ``parse_json`` too.
"""

from __future__ import annotations

import json
import os
import re
import stat
import tempfile
from itertools import accumulate
from pathlib import Path
from typing import Any

from kingsburg.errors import FileProblem


def t(msg_id: str, /, **args: int | str) -> str:
    """The text layer's ``t``, imported only when a file is refused: the game data are
    read through this module, and the engine's imports stay free of any language."""
    from kingsburg.text import t as render

    return render(msg_id, **args)


def whole(n: int) -> int:
    from kingsburg.text.numbers import whole as plain

    return plain(n)


def read_limited(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; FileProblem otherwise
    (the message does not repeat the path: callers name the file)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        raise FileProblem(t("error-file-missing")) from None
    except IsADirectoryError:
        raise FileProblem(t("error-file-folder")) from None
    except OSError as e:
        raise FileProblem(t("error-file-unreadable", reason=str(e.strerror or e))) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise FileProblem(t("error-file-folder"))
        if not stat.S_ISREG(info.st_mode):
            raise FileProblem(t("error-file-not-regular"))
        if info.st_size > limit:
            size = {"size": whole(info.st_size), "limit": whole(limit)}
            raise FileProblem(t("error-file-too-large", **size))
        with os.fdopen(fd, "rb", closefd=True) as f:
            fd = -1
            data = f.read(limit + 1)
    except OSError as e:
        raise FileProblem(t("error-file-unreadable", reason=str(e.strerror or e))) from None
    finally:
        if fd >= 0:
            os.close(fd)
    if len(data) > limit:  # grew while being read
        raise FileProblem(t("error-file-grew", limit=whole(limit)))
    return data


def is_regular(path: Path) -> bool:
    """True for a regular file (following links); never opens it."""
    try:
        return stat.S_ISREG(path.stat().st_mode)
    except OSError:
        return False


MAX_JSON_DEPTH = 32  # records nest three deep, settings and colours two
# A JSON string, escapes included; an unterminated one runs to the end. The match can
# never fail once begun and never backtracks (possessive), so this is linear on any text.
_JSON_STRING = re.compile(r'"[^"\\]*+(?:\\[\s\S]?[^"\\]*+)*+(?:"|\Z)')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


def json_depth(text: str) -> int:
    """How deep arrays and objects nest in ``text`` (brackets inside strings do not count).
    Counted before parsing: Python's parser recurses once per level."""
    brackets = _NOT_BRACKET.sub("", _JSON_STRING.sub("", text))
    return max(accumulate(1 if c in "[{" else -1 for c in brackets), default=0)


def parse_json(text: str, **hooks: Any) -> Any:
    """``json.loads(text, **hooks)``, but FileProblem for nesting deeper than MAX_JSON_DEPTH
    (ValueError, as from ``json.loads``, for text that is not JSON)."""
    if json_depth(text) > MAX_JSON_DEPTH:
        raise FileProblem(t("error-file-deep", depth=whole(MAX_JSON_DEPTH)))
    return json.loads(text, **hooks)


def read_json(path: str | os.PathLike[str], limit: int) -> Any:
    """The JSON value in a regular file of at most ``limit`` bytes; FileProblem for a file
    that is not one (not regular, too large, too deep, not UTF-8, not JSON)."""
    try:
        return parse_json(read_limited(path, limit).decode("utf-8"))
    except UnicodeDecodeError:
        raise FileProblem(t("error-file-not-utf8")) from None
    except ValueError as e:  # broken JSON, or a number too long to read
        raise FileProblem(t("error-file-not-json", reason=str(e)[:80])) from None


def write_atomic(path: str | os.PathLike[str], text: str) -> Path:
    """Write ``text`` to a new temporary file beside ``path`` (never to a name that
    something else may already lie at: a FIFO there would block), then rename it over."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=target.name + ".", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return target
