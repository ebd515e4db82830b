"""Events as JSON, for a host to send them as data (each client words them in its own
language) and to read them back strictly: a host is never trusted, so anything that is not
an event of the engine's own shape raises ValueError (the client then shows the host's text).
"""

from __future__ import annotations

from dataclasses import MISSING, fields
from typing import Any

from kingsburg.engine.events import BattleEvent, DiceEvent, Event, GoodsEvent, VpEvent
from kingsburg.message import Term
from kingsburg.message_json import _arg_from_json

CLASSES: dict[str, type[Event]] = {
    c.__name__: c for c in (Event, VpEvent, GoodsEvent, DiceEvent, BattleEvent)
}
MAX_ITEMS = 32  # numbers of one list (dice, values, players): no event lists more
MAX_TEXT = 60  # characters of one text field (a kind, an id, a player's name)
_FIELDS = {name: {f.name: f for f in fields(cls)} for name, cls in CLASSES.items()}


def event_to_json(e: Event) -> dict[str, Any]:
    out: dict[str, Any] = {"class": type(e).__name__}
    for f in fields(e):
        value = getattr(e, f.name)
        if f.default is not MISSING and value == f.default and f.name != "kind":
            continue  # defaults left out: the messages stay small
        if isinstance(value, Term):
            value = {"term": [value.kind, value.key]}
        elif isinstance(value, tuple):
            value = [list(v) if isinstance(v, tuple) else v for v in value]
        out[f.name] = value
    return out


def _text(value: object, name: str) -> str:
    if not isinstance(value, str) or len(value) > MAX_TEXT or not value.isprintable():
        raise ValueError(f"an event's {name!r} should be a short printable text")
    return value


def _int(value: object, name: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or abs(value) > 10**6:
        raise ValueError(f"an event's {name!r} should be a whole number")
    return value


def _list(value: object, name: str) -> list[object]:
    if not isinstance(value, list) or len(value) > MAX_ITEMS:
        raise ValueError(f"an event's {name!r} should be a list of at most {MAX_ITEMS}")
    return value


def _field(name: str, default: object, value: object) -> object:
    if name == "label":
        term = _arg_from_json(value, 0) if value is not None else None
        if term is not None and not isinstance(term, Term):
            raise ValueError("an event's 'label' should be a term")
        return term
    if name == "names":
        return tuple(_text(v, name) for v in _list(value, name))
    if name == "terms":
        pairs = []
        for pair in _list(value, name):
            both = _list(pair, name)
            if len(both) != 2:
                raise ValueError("an event's 'terms' are [building, modifier] pairs")
            pairs.append((_text(both[0], name), _int(both[1], name)))
        return tuple(pairs)
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise ValueError(f"an event's {name!r} should be true or false")
        return value
    if isinstance(default, int):
        return _int(value, name)
    if isinstance(default, str):
        return _text(value, name)
    if isinstance(default, tuple):
        items = tuple(_int(v, name) for v in _list(value, name))
        if default and len(items) != len(default):  # goods: gold, wood, stone
            raise ValueError(f"an event's {name!r} should hold {len(default)} numbers")
        return items
    raise ValueError(f"an event has no field {name!r}")


def event_from_json(data: object) -> Event:
    if not isinstance(data, dict) or data.get("class") not in CLASSES:
        raise ValueError("an event is an object naming one of the engine's event classes")
    known = _FIELDS[data["class"]]
    values: dict[str, Any] = {}
    for name, value in data.items():
        if name == "class":
            continue
        f = known.get(name)
        if f is None:
            raise ValueError(f"an event has no field {name[:40]!r}")
        default = "" if f.name == "kind" else f.default
        values[name] = _field(name, default, value)
    if "kind" not in values:
        raise ValueError("an event has a 'kind'")
    event = CLASSES[data["class"]](**values)
    names = event.names
    for who in (event.player, *event.players):
        if who != -1 and not 0 <= who < len(names):
            raise ValueError("an event names a player it does not list")
    return event
