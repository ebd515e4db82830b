"""The game record: a small, readable JSON file that reproduces a game exactly.

It holds the seed and every action and chance outcome as text lines such as
``Y2 summer Ann: influence 8 with 5+3`` and ``Y2 summer chance: roll Ann 5 3 1``,
plus checkpoints (state hashes at the end of every season). Reading is strict and
bounded: a damaged, truncated, hostile or wrong-version file raises RecordError
with one line, and nothing in it is ever executed.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kingsburg.errors import RecordError

FORMAT_NAME = "kingsburg-record"
FORMAT_VERSION = 1
MAX_BYTES = 8 * 1024 * 1024
MAX_MOVES = 50_000
SECRETS_NOTE = (
    "This record holds everything, secrets included (the enemy deck, every peek): "
    "share it only after the game."
)


def engine_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("kingsburg")
    except PackageNotFoundError:  # running from a source tree
        return "0+unknown"


@dataclass(frozen=True, slots=True)
class Checkpoint:
    move: int  # number of moves applied when the hash was taken
    label: str  # e.g. "Y2 summer"
    hash: str


@dataclass(slots=True)
class GameRecord:
    seed: int
    players: tuple[str, ...]
    modules: tuple[int, ...] = ()
    variants: tuple[str, ...] = ()
    moves: list[str] = field(default_factory=list)
    checkpoints: list[Checkpoint] = field(default_factory=list)
    final_hash: str = ""  # set once the game is over
    engine_version: str = ""
    data_digest: str = ""
    format_version: int = FORMAT_VERSION
    # Who sits at each seat: "person" or a computer level; empty = all people (older records).
    seats: tuple[str, ...] = ()

    def to_json(self) -> str:
        doc: dict[str, Any] = {
            "format": FORMAT_NAME,
            "format_version": self.format_version,
            "engine_version": self.engine_version or engine_version(),
            "data_digest": self.data_digest,
            "contains_secrets": True,
            "note": SECRETS_NOTE,
            "seed": self.seed,
            "players": list(self.players),
            "modules": list(self.modules),
            "variants": list(self.variants),
            "moves": self.moves,
            "checkpoints": [
                {"move": c.move, "label": c.label, "hash": c.hash} for c in self.checkpoints
            ],
            "final_hash": self.final_hash,
        }
        if self.seats:
            doc["seats"] = list(self.seats)
        return json.dumps(doc, indent=1, ensure_ascii=False) + "\n"


def _need(doc: dict[str, Any], key: str, kind: type | tuple[type, ...], what: str) -> Any:
    if key not in doc:
        raise RecordError(f"the record has no {key!r} field")
    value = doc[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(f"the record's {key!r} field should be {what}")
    return value


def _str_list(doc: dict[str, Any], key: str, limit: int) -> list[str]:
    value = _need(doc, key, list, "a list of texts")
    if len(value) > limit or not all(isinstance(v, str) and len(v) < 500 for v in value):
        raise RecordError(f"the record's {key!r} field should be a list of short texts")
    return list(value)


def record_from_json(text: str) -> GameRecord:
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as e:
        raise RecordError(
            f"not a valid record: broken JSON at line {e.lineno}, "
            f"column {e.colno} (damaged or truncated file?)"
        ) from None
    except RecursionError:
        raise RecordError("not a valid record: JSON nested too deeply") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT_NAME:
        raise RecordError('not a Kingsburg game record (no "format": "kingsburg-record")')
    version = _need(doc, "format_version", int, "a whole number")
    if version > FORMAT_VERSION:
        raise RecordError(
            f"this record needs a newer Kingsburg (record format {version}; "
            f"this program reads format {FORMAT_VERSION})"
        )
    if version < 1:
        raise RecordError(f"unknown record format version {version}")
    seed = _need(doc, "seed", int, "a whole number")
    players = _str_list(doc, "players", 5)
    modules = _need(doc, "modules", list, "a list of module numbers")
    if not all(isinstance(m, int) and not isinstance(m, bool) for m in modules):
        raise RecordError("the record's 'modules' field should be a list of module numbers")
    variants = _str_list(doc, "variants", 10)
    moves = _str_list(doc, "moves", MAX_MOVES)
    raw_cps = _need(doc, "checkpoints", list, "a list")
    checkpoints = []
    for cp in raw_cps[:MAX_MOVES]:
        if not (
            isinstance(cp, dict)
            and isinstance(cp.get("move"), int)
            and isinstance(cp.get("label"), str)
            and isinstance(cp.get("hash"), str)
        ):
            raise RecordError("the record has a malformed checkpoint")
        checkpoints.append(Checkpoint(cp["move"], cp["label"][:40], cp["hash"][:64]))
    final = doc.get("final_hash", "")
    seats: tuple[str, ...] = ()
    if "seats" in doc:  # optional: records from before computer players have none
        seats = tuple(_str_list(doc, "seats", 5))
        if len(seats) != len(players) or not all(0 < len(v) <= 20 for v in seats):
            raise RecordError("the record's 'seats' field should name one seat per player")
    return GameRecord(
        seed=seed,
        players=tuple(players),
        modules=tuple(modules),
        variants=tuple(variants),
        moves=moves,
        checkpoints=checkpoints,
        final_hash=final if isinstance(final, str) else "",
        engine_version=str(doc.get("engine_version", ""))[:40],
        data_digest=str(doc.get("data_digest", ""))[:64],
        format_version=version,
        seats=seats,
    )


def load_record(path: str | os.PathLike[str]) -> GameRecord:
    """Read a record file; any problem is a RecordError naming the file."""
    p = Path(path)
    try:
        size = p.stat().st_size
        if size > MAX_BYTES:
            raise RecordError(f"{p}: too large to be a game record ({size} bytes)")
        with p.open("rb") as f:
            data = f.read(MAX_BYTES + 1)
        text = data.decode("utf-8")
    except RecordError:
        raise
    except FileNotFoundError:
        raise RecordError(f"{p}: no such file") from None
    except IsADirectoryError:
        raise RecordError(f"{p}: is a folder, not a record file") from None
    except UnicodeDecodeError:
        raise RecordError(f"{p}: not a text file (invalid UTF-8)") from None
    except OSError as e:
        raise RecordError(f"{p}: cannot read ({e.strerror})") from None
    try:
        return record_from_json(text)
    except RecordError as e:
        raise RecordError(f"{p}: {e}") from None


def save_record_atomic(record: GameRecord, path: str | os.PathLike[str]) -> Path:
    """Write the record to a temporary file beside ``path``, then rename it over."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=target.name + ".", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(record.to_json())
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return target
