"""Words as data over the network and in files: ``Msg`` and ``Term`` to JSON and back.

A message travels as ``{"id": "log-builds", "args": {"who": "Ann", "n": 2,
"building": {"term": ["building", "stables"]}}}``; an argument is a number, a text, a term,
another message, or a list of those. Reading is strict and bounded (a host or a client is
never trusted): anything else raises ValueError, and the reader shows the text it also got.
"""

from __future__ import annotations

import math
import re
from typing import Any

from kingsburg.message import Arg, Msg, Term

MAX_DEPTH = 6  # messages inside messages: no sentence nests deeper
MAX_ITEMS = 64  # arguments of one message, items of one list
MAX_TEXT = 200  # characters of a text argument (a player's name, a move)
_ID = re.compile(r"^[a-z][a-z0-9_-]{0,79}$")
_NAME = re.compile(r"^[a-z][a-z0-9_]{0,39}$")
_KEY = re.compile(r"^[a-z0-9_-]{1,40}$")


def msg_to_json(msg: Msg) -> dict[str, Any]:
    return {"id": msg.id, "args": {k: _arg_to_json(v) for k, v in msg.args}}


def _arg_to_json(value: Arg) -> Any:
    if isinstance(value, Term):
        return {"term": [value.kind, value.key]}
    if isinstance(value, Msg):
        return {"msg": msg_to_json(value)}
    if isinstance(value, tuple):
        return [_arg_to_json(v) for v in value]
    return value


def msg_from_json(data: object, depth: int = 0) -> Msg:
    if depth > MAX_DEPTH:
        raise ValueError("a message nested too deeply")
    if not isinstance(data, dict) or set(data) != {"id", "args"}:
        raise ValueError("a message is an object of exactly 'id' and 'args'")
    msg_id, args = data["id"], data["args"]
    if not isinstance(msg_id, str) or not _ID.match(msg_id):
        raise ValueError("a message id is a short lower-case name")
    if not isinstance(args, dict) or len(args) > MAX_ITEMS:
        raise ValueError(f"a message's 'args' is an object of at most {MAX_ITEMS} arguments")
    out: list[tuple[str, Arg]] = []
    for name, value in args.items():
        if not _NAME.match(name):
            raise ValueError("an argument's name is a short lower-case name")
        out.append((name, _arg_from_json(value, depth)))
    return Msg(msg_id, tuple(out))


def _arg_from_json(value: object, depth: int) -> Arg:
    if isinstance(value, bool):
        raise ValueError("true and false are not arguments")
    if isinstance(value, int | float):
        if not math.isfinite(value) or abs(value) > 10**12:
            raise ValueError("a number too large")
        return value
    if isinstance(value, str):
        if len(value) > MAX_TEXT or not value.isprintable():
            raise ValueError(f"a text argument is at most {MAX_TEXT} printable characters")
        return value
    if isinstance(value, list):
        if len(value) > MAX_ITEMS:
            raise ValueError(f"a list argument has at most {MAX_ITEMS} items")
        return tuple(_arg_from_json(v, depth + 1) for v in value)
    if isinstance(value, dict) and set(value) == {"term"}:
        term = value["term"]
        ok = isinstance(term, list) and len(term) == 2 and isinstance(term[0], str)
        if not ok or not _KEY.match(term[0]):
            raise ValueError("a term is [kind, key]")
        key = term[1]
        if isinstance(key, bool) or not (
            (isinstance(key, int) and 0 <= key <= 1000)
            or (isinstance(key, str) and _KEY.match(key))
        ):
            raise ValueError("a term's key is a short name or a small number")
        return Term(term[0], key)
    if isinstance(value, dict) and set(value) == {"msg"}:
        return msg_from_json(value["msg"], depth + 1)
    raise ValueError("an argument is a number, a text, a term, a message or a list")
