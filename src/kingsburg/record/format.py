"""The game record: a small, readable JSON file that reproduces a game exactly.

It holds the seed and every action and chance outcome as text lines such as
``Y2 summer Ann: influence 8 with 5+3`` and ``Y2 summer chance: roll Ann 5 3 1``,
plus checkpoints (state hashes at the end of every season) and, from format 2 on,
a hash chained through every move line. Reading is strict and
bounded: a damaged, truncated, hostile or wrong-version file raises RecordError
with one line, and nothing in it is ever executed.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from kingsburg import __version__
from kingsburg.errors import FileProblem, RecordError, one_line
from kingsburg.files import parse_json, read_limited, write_atomic
from kingsburg.message import Arg
from kingsburg.sha import sha256
from kingsburg.text import t
from kingsburg.text.numbers import whole

if TYPE_CHECKING:
    from kingsburg.reasons import Reason

FORMAT_NAME = "kingsburg-record"
# 2: adds "move_tags" and "moves_hash", which cover every move (format 1 is still read).
# 3: adds "seats_hash", which covers who plays each seat, bound to the moves' hash.
# 4: adds "rules_version"; its "data_digest" is the game digest (the data's numbers and ids,
#    ``data.loader.game_digest``), no longer the files' bytes (formats 1 to 3 are still read).
FORMAT_VERSION = 4
# The version of the rules the engine plays. Raise it with any change of the rules that plays
# an old game differently (a recorded move no longer legal, other dice drawn, another state):
# a record of another rules version is then refused in one line that says so, instead of
# failing at some move. Records older than format 4 hold none and are of rules version 1.
RULES_VERSION = 1
MAX_RULES_VERSION = 1_000_000
MAX_BYTES = 8 * 1024 * 1024
MAX_MOVES = 50_000
MAX_DIGITS = 20  # no number in a record needs more; Python refuses over 4,300 anyway
MAX_SEED = 2**63 - 1
HASH_DIGITS = 16  # a checkpoint hash: the first 16 hex digits of a SHA-256
TAG_DIGITS = 4  # a move tag: the first hex digits of the move hash after that move
SECRETS_NOTE = (
    "This record holds everything, secrets included (the enemy deck, every peek): "
    "share it only after the game."
)


def engine_version() -> str:
    # The package's own constant (pyproject.toml reads it too): importlib.metadata would
    # cost the app a megabyte of modules (email, zipfile, csv) for one string.
    return __version__


CHANCE_ACTOR = "chance"  # the "player" of dice and cards (no player may take the name)


class Move(NamedTuple):
    """One record line read into its parts: ``Y2 summer Ann: influence 8 with 5+3`` is
    the tag ``Y2 summer``, the actor ``Ann`` and the text ``influence 8 with 5+3``."""

    tag: str  # the year and phase, e.g. "Y2 summer"
    actor: str  # a player's name (it may hold spaces), or "chance" for dice and cards
    text: str  # the action's notation (see ``engine.notation``)
    complete: bool = True  # False: the line lacks the ": " between its prefix and its text

    @property
    def chance(self) -> bool:
        """Dice or a card: a line no player decided, that undo never crosses."""
        return self.actor == CHANCE_ACTOR

    @property
    def year(self) -> int:
        """The year (1-5) the tag names; 0 for a tag that is not ``Y<year> <phase>``."""
        y = self.tag.partition(" ")[0]
        return int(y[1]) if len(y) == 2 and y[0] == "Y" and y[1] in "12345" else 0

    @property
    def phase(self) -> str:
        """The phase's tag (``engine.PHASE_TAGS``): "summer", "recruit", "setup", …"""
        return self.tag.partition(" ")[2]

    @property
    def line(self) -> str:
        return move_text(self.tag, self.actor, self.text)


def move_text(tag: str, actor: str, text: str) -> str:
    """The record line of a move: the one way lines are written."""
    return f"{tag} {actor}: {text}"


def parse_move(line: str) -> Move:
    """Read a record line into its parts; never raises: a malformed line (as a damaged
    file may hold) gives empty parts, and ``complete`` is False without the ": ".
    Replay checks each part against the game's own (``LiveGame.replay_line``)."""
    prefix, sep, text = line.partition(": ")
    words = prefix.split(" ", 2)
    actor = words[2] if len(words) == 3 else ""
    return Move(" ".join(words[:2]), actor, text, bool(sep))


Handover = tuple[int, int, str]  # (move, seat, player): see GameRecord.handovers


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
    rules_version: int = RULES_VERSION
    # Who sits at each seat: "person" or a computer level; empty = all people (older records).
    seats: tuple[str, ...] = ()
    # Format 2 on: the move hash's first TAG_DIGITS after each move, one after the other
    # (they name the first changed move), and its first HASH_DIGITS after the last move.
    move_tags: str = ""
    moves_hash: str = ""
    # Why a computer player made a move, by the move's number (from 1): shown in the log
    # when the game is resumed or replayed. Not part of any hash; older records have none.
    reasons: dict[int, str] = field(default_factory=dict)
    # The same reasons as data (``kingsburg.reasons.Reason``), so that each reader words them
    # in their own language; ``reasons`` holds them in English. Not part of any hash either.
    reason_data: dict[int, Reason] = field(default_factory=dict)
    # A "Learn to play" game: the explanations seen and whether the lesson still runs
    # (``kingsburg.lesson``); None for any other game. Not part of any hash.
    lesson: dict[str, Any] | None = None
    # Seats handed over at an online table: (move, seat, player), the seat (from 0) played
    # by ``player`` ("person" or a computer level) from the game's move ``move`` (from 0:
    # moves made before it were not). ``seats`` says who sat there at the start. Covered
    # by ``seats_hash``.
    handovers: tuple[Handover, ...] = ()

    def to_json(self, compact: bool = False) -> str:
        """The record file's text; ``compact``: on one line, several times faster to make
        (for a file rewritten after every move)."""
        doc: dict[str, Any] = {
            "format": FORMAT_NAME,
            "format_version": self.format_version,
            "engine_version": self.engine_version or engine_version(),
            "data_digest": self.data_digest,
        }
        if self.format_version >= 4:
            doc["rules_version"] = self.rules_version
        doc |= {
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
        if self.format_version >= 2:
            doc["moves_hash"] = self.moves_hash
            doc["move_tags"] = self.move_tags
        if self.seats:
            doc["seats"] = list(self.seats)
        if self.handovers:
            doc["handovers"] = [
                {"move": m, "seat": seat, "player": who} for m, seat, who in self.handovers
            ]
        if self.format_version >= 3:
            doc["seats_hash"] = seats_hash(self.moves_hash, self.seats, self.handovers)
        if self.reasons:
            doc["reasons"] = {str(k): self.reasons[k] for k in sorted(self.reasons)}
        if self.reason_data:
            from kingsburg.reasons import reason_to_json

            data = self.reason_data
            doc["reason_data"] = {str(k): reason_to_json(data[k]) for k in sorted(data)}
        if self.lesson is not None:
            doc["lesson"] = self.lesson
        if compact:
            return json.dumps(doc, ensure_ascii=False, separators=(",", ":")) + "\n"
        return json.dumps(doc, indent=1, ensure_ascii=False) + "\n"


def seats_hash(
    moves_hash: str, seats: tuple[str, ...], handovers: tuple[Handover, ...] = ()
) -> str:
    """Covers who plays each seat (a person, a computer level) and any hand-overs, bound to
    the moves' hash, so that none can be changed, or taken from another record, without it
    showing. (A record without hand-overs hashes as before they existed.)"""
    covered: list[Any] = ["kingsburg-seats", moves_hash, list(seats)]
    if handovers:
        covered.append([list(h) for h in handovers])
    text = json.dumps(covered, separators=(",", ":"))
    return sha256(text.encode()).hexdigest()[:HASH_DIGITS]


# The fields each format added: a record that holds one is read as (at least) that format,
# whatever its "format_version" says, so that lowering the number turns no hash off.
_FORMAT_FIELDS = {2: ("moves_hash", "move_tags"), 3: ("seats_hash",), 4: ("rules_version",)}


def _need(doc: dict[str, Any], key: str, kind: type | tuple[type, ...], what: str) -> Any:
    if key not in doc:
        raise RecordError(t("record-file-no-field", field=repr(key)))
    value = doc[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RecordError(t("record-file-field-kind", field=repr(key), kind=what))
    return value


def _str_list(doc: dict[str, Any], key: str, limit: int, longest: int = 500) -> list[str]:
    value = _need(doc, key, list, "texts")
    if len(value) > limit:
        many = {"n": whole(len(value)), "limit": whole(limit)}
        raise RecordError(t("record-file-too-many", field=repr(key), **many))
    for i, v in enumerate(value):
        if not isinstance(v, str) or not v or len(v) > longest or not v.isprintable():
            item = {"item": whole(i + 1), "longest": whole(longest)}
            raise RecordError(t("record-file-item", field=repr(key), **item))
    return list(value)


def _hex(doc: dict[str, Any], key: str, length: int, empty_ok: bool) -> str:
    value = _need(doc, key, str, "text")
    if (value == "" and empty_ok) or _is_hex(value, length):
        return str(value)
    raise RecordError(t("record-file-hex", field=repr(key), digits=whole(length)))


def _is_hex(value: object, length: int) -> bool:
    return (
        isinstance(value, str)
        and len(value) == length
        and all(c in "0123456789abcdef" for c in value)
    )


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    doc: dict[str, Any] = {}
    for key, value in pairs:
        if key in doc:
            raise RecordError(t("record-file-twice", field=repr(key[:40])))
        doc[key] = value
    return doc


def _small_int(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_DIGITS:
        raise RecordError(t("record-file-digits", digits=whole(digits), limit=whole(MAX_DIGITS)))
    return int(text)


def _no_constant(text: str) -> Any:
    raise RecordError(t("record-file-constant", text=text))


def _checkpoints(doc: dict[str, Any], n_moves: int) -> list[Checkpoint]:
    raw = _need(doc, "checkpoints", list, "list")
    out: list[Checkpoint] = []
    for i, cp in enumerate(raw):
        k = whole(i + 1)
        if not isinstance(cp, dict) or set(cp) != {"move", "label", "hash"}:
            raise RecordError(t("record-file-checkpoint-keys", k=k))
        move, label, digest = cp["move"], cp["label"], cp["hash"]
        if not isinstance(move, int) or isinstance(move, bool):
            raise RecordError(t("record-file-checkpoint-move", k=k))
        low = out[-1].move + 1 if out else 1
        if not low <= move <= n_moves:
            span: dict[str, Arg] = {"move": str(move), "low": whole(low), "high": whole(n_moves)}
            raise RecordError(t("record-file-checkpoint-range", k=k, **span))
        if not isinstance(label, str) or not 0 < len(label) <= 40 or not label.isprintable():
            raise RecordError(t("record-file-checkpoint-label", k=k))
        if not _is_hex(digest, HASH_DIGITS):
            raise RecordError(t("record-file-checkpoint-hash", k=k, digits=whole(HASH_DIGITS)))
        out.append(Checkpoint(move, label, digest))
    return out


def record_from_json(text: str) -> GameRecord:
    """Parse a record strictly (the rules are in the README, "Files and safety")."""
    try:
        doc = parse_json(
            text.removeprefix("\ufeff"),  # a byte-order mark, as some editors write
            object_pairs_hook=_no_duplicates,
            parse_int=_small_int,
            parse_constant=_no_constant,
        )
    except json.JSONDecodeError as e:
        where: dict[str, Arg] = {"line": whole(e.lineno), "column": whole(e.colno)}
        raise RecordError(t("record-file-broken-json", **where)) from None
    except (RecordError, FileProblem) as e:
        raise RecordError(t("record-file-invalid", reason=str(e))) from None
    except (RecursionError, MemoryError):
        raise RecordError(t("record-file-too-deep")) from None
    except ValueError as e:  # e.g. a float too long to read
        raise RecordError(t("record-file-invalid", reason=str(e)[:80])) from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT_NAME:
        raise RecordError(t("record-file-not-record"))
    version = _need(doc, "format_version", int, "whole")
    if version > FORMAT_VERSION:
        versions = {"version": str(version), "ours": str(FORMAT_VERSION)}
        raise RecordError(t("record-file-newer", **versions))
    if version < 1:
        raise RecordError(t("record-file-unknown-version", version=str(version)))
    for newer, keys in _FORMAT_FIELDS.items():
        if any(k in doc for k in keys):
            version = max(version, newer)
    engine = _need(doc, "engine_version", str, "text")
    if not 0 < len(engine) <= 40 or not engine.isprintable():
        raise RecordError(t("record-file-engine-version"))
    digest = _hex(doc, "data_digest", 64, empty_ok=False)
    rules = 1  # before format 4: the rules of version 1, the only ones there were
    if version >= 4:
        rules = _need(doc, "rules_version", int, "whole")
        if not 1 <= rules <= MAX_RULES_VERSION:
            raise RecordError(t("record-file-rules-version", max=str(MAX_RULES_VERSION)))
    seed = _need(doc, "seed", int, "whole")
    if not 0 <= seed <= MAX_SEED:
        raise RecordError(t("record-file-seed", max=str(MAX_SEED)))
    players = _str_list(doc, "players", 10, longest=40)
    if not 2 <= len(players) <= 5:
        raise RecordError(t("record-file-players", n=whole(len(players))))
    modules = _need(doc, "modules", list, "modules")
    if len(modules) > 10 or not all(type(m) is int for m in modules):
        raise RecordError(t("record-file-field-kind", field="'modules'", kind="modules"))
    variants = _str_list(doc, "variants", 10, longest=40)
    moves = _str_list(doc, "moves", MAX_MOVES)
    checkpoints = _checkpoints(doc, len(moves))
    final = _hex(doc, "final_hash", HASH_DIGITS, empty_ok=True)
    tags = moves_hash = ""
    if version >= 2:
        moves_hash = _hex(doc, "moves_hash", HASH_DIGITS, empty_ok=False)
        tags = _need(doc, "move_tags", str, "text")
        if not _is_hex(tags, TAG_DIGITS * len(moves)):
            digits = {"digits": whole(TAG_DIGITS), "total": whole(TAG_DIGITS * len(moves))}
            raise RecordError(t("record-file-move-tags", **digits, moves=whole(len(moves))))
    seats: tuple[str, ...] = ()
    if "seats" in doc:  # optional: records from before computer players have none
        seats = tuple(_str_list(doc, "seats", 5, longest=20))
        if len(seats) != len(players) or not all(seats):
            raise RecordError(t("record-file-seats"))
    handovers = _handovers(doc, len(players), len(moves))
    if handovers and not seats:
        raise RecordError(t("record-file-seats"))
    if version >= 3:
        covered = _hex(doc, "seats_hash", HASH_DIGITS, empty_ok=False)
        if covered != seats_hash(moves_hash, seats, handovers):
            raise RecordError(t("record-file-seats-hash"))
    reasons = _reasons(doc, len(moves))
    reason_data = _reason_data(doc, len(moves))
    return GameRecord(
        seed=seed,
        players=tuple(players),
        modules=tuple(modules),
        variants=tuple(variants),
        moves=moves,
        checkpoints=checkpoints,
        final_hash=final,
        engine_version=engine,
        data_digest=digest,
        format_version=version,
        rules_version=rules,
        seats=seats,
        move_tags=tags,
        moves_hash=moves_hash,
        reasons=reasons,
        reason_data=reason_data,
        lesson=_lesson(doc),
        handovers=handovers,
    )


def _lesson(doc: dict[str, Any]) -> dict[str, Any] | None:
    """The optional ``lesson``: {"seen": [short ids], "on": true/false}. Anything else is
    left out rather than refused: the game itself is whole without it."""
    value = doc.get("lesson")
    if not isinstance(value, dict) or set(value) != {"seen", "on"}:
        return None
    seen, on = value["seen"], value["on"]
    if not isinstance(on, bool) or not isinstance(seen, list) or len(seen) > 40:
        return None
    if not all(isinstance(x, str) and 0 < len(x) <= 40 and x.isprintable() for x in seen):
        return None
    return {"seen": list(seen), "on": on}


MAX_HANDOVERS = 1000


def _handovers(doc: dict[str, Any], n_players: int, n_moves: int) -> tuple[Handover, ...]:
    """The optional hand-overs: each a move number (0 to the moves made), a seat and who
    played it from then on, in the order of their moves."""
    value = doc.get("handovers", [])
    bad = RecordError(t("record-file-handovers"))
    if not isinstance(value, list) or len(value) > MAX_HANDOVERS:
        raise bad
    found: list[Handover] = []
    for entry in value:
        if not isinstance(entry, dict) or set(entry) != {"move", "seat", "player"}:
            raise bad
        move, seat, who = entry["move"], entry["seat"], entry["player"]
        if type(move) is not int or type(seat) is not int or not isinstance(who, str):
            raise bad
        later = found[-1][0] if found else 0
        if not (later <= move <= n_moves and 0 <= seat < n_players and 0 < len(who) <= 20):
            raise bad
        if not who.isprintable():
            raise bad
        found.append((move, seat, who))
    return tuple(found)


def _by_move(doc: dict[str, Any], field: str, n_moves: int) -> dict[int, Any]:
    """An optional object of move numbers (as text, 1 to ``n_moves``) and values."""
    if field not in doc:
        return {}
    raw = _need(doc, field, dict, "reasons")
    if len(raw) > n_moves:
        raise RecordError(t("record-file-reasons", n=whole(len(raw)), moves=whole(n_moves)))
    out: dict[int, Any] = {}
    for key, value in raw.items():
        ok_key = key.isascii() and key.isdigit() and len(key) <= 6 and 1 <= int(key) <= n_moves
        if not ok_key:
            where: dict[str, Arg] = {"key": repr(key[:20]), "moves": whole(n_moves)}
            raise RecordError(t("record-file-reason-move", **where))
        out[int(key)] = value
    return out


def _reasons(doc: dict[str, Any], n_moves: int) -> dict[int, str]:
    """The optional ``reasons``: move number -> a printable line."""
    out = _by_move(doc, "reasons", n_moves)
    for key, text in out.items():
        if not isinstance(text, str) or not 0 < len(text) <= 500 or not text.isprintable():
            raise RecordError(t("record-file-reason-text", key=str(key)))
    return out


def _reason_data(doc: dict[str, Any], n_moves: int) -> dict[int, Reason]:
    """The optional ``reason_data``: move number -> a reason as data."""
    from kingsburg.reasons import reason_from_json

    out: dict[int, Reason] = {}
    for key, data in _by_move(doc, "reason_data", n_moves).items():
        try:
            out[key] = reason_from_json(data)
        except ValueError as e:
            raise RecordError(t("record-file-reason-data", move=str(key), why=str(e))) from None
    return out


def load_record(path: str | os.PathLike[str]) -> GameRecord:
    """Read a record file; any problem is a RecordError naming the file."""
    p = Path(path)
    where = one_line(str(p))
    try:
        text = read_limited(p, MAX_BYTES).decode("utf-8")
    except FileProblem as e:
        raise RecordError(t("record-file-problem", file=where, reason=str(e))) from None
    except UnicodeDecodeError:
        raise RecordError(
            t("record-file-problem", file=where, reason=t("error-file-not-utf8"))
        ) from None
    try:
        return record_from_json(text)
    except RecordError as e:
        raise RecordError(t("record-file-problem", file=where, reason=str(e))) from None


def save_record_atomic(
    record: GameRecord, path: str | os.PathLike[str], compact: bool = False
) -> Path:
    """Write the record to a temporary file beside ``path``, then rename it over."""
    return write_atomic(path, record.to_json(compact))
