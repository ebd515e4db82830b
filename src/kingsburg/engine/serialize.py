"""Lossless conversion of a game state to and from JSON-ready dicts, and its hash."""

from __future__ import annotations

import copy
import json
from dataclasses import fields
from typing import Any

from kingsburg.data.loader import Ruleset, default_ruleset
from kingsburg.engine.flow import advance, payload_of
from kingsburg.engine.state import GameConfig, GameState, Placement, PlayerState, Step
from kingsburg.sha import sha256

_PLAYER_FIELDS = tuple(f.name for f in fields(PlayerState))
# Every other field of the state, in the dataclass's order, except those written in their own
# shape below and those that are not part of the state proper (compare=False: the ruleset,
# the cache of legal actions). A new field is saved, read back and hashed without a change here.
_STRUCTURED = ("config", "players", "board", "todo")
_STATE_SCALARS = tuple(f.name for f in fields(GameState) if f.compare and f.name not in _STRUCTURED)


def _late(cls: type) -> dict[str, Any]:
    """The fields of ``cls`` added later (``state.LATE``), with their defaults: hashed only
    when not at them, and read as them from what an older version saved."""
    return {
        f.name: f.default_factory() if callable(f.default_factory) else f.default
        for f in fields(cls)
        if f.metadata.get("late")
    }


_LATE_PLAYER, _LATE_STATE = _late(PlayerState), _late(GameState)
_HASHED_PLAYER = tuple(n for n in _PLAYER_FIELDS if n not in _LATE_PLAYER)
_HASHED_SCALARS = tuple(n for n in _STATE_SCALARS if n not in _LATE_STATE)


def to_dict(state: GameState) -> dict[str, Any]:
    d: dict[str, Any] = {
        "config": {
            "players": list(state.config.players),
            "modules": list(state.config.modules),
            "variants": list(state.config.variants),
        },
        "players": [
            {name: _copy(getattr(p, name)) for name in _PLAYER_FIELDS} for p in state.players
        ],
        "board": [[_placement(pl) for pl in b] for b in state.board],
        "todo": _todo(state.todo),
    }
    for name in _STATE_SCALARS:
        d[name] = _copy(getattr(state, name))
    return d


def _todo(todo: list[Step]) -> list[list[Any]]:
    """The to-do stack as saved: [kind, player, payload's code] for each step."""
    return [[s.kind, s.player, s.code()] for s in todo]


def _copy(value: Any) -> Any:
    """A list copied down to its last level (a tile's pile is a list in a list)."""
    return [_copy(v) for v in value] if isinstance(value, list) else value


def _read(d: dict[str, Any], name: str, late: dict[str, Any]) -> Any:
    """A field as saved; a field added later may be missing from what an older version saved."""
    if name in late and name not in d:
        return copy.deepcopy(late[name])
    return _copy(d[name])


def _placement(pl: Placement) -> list[Any]:
    return [pl.player, list(pl.own), list(pl.white), pl.plus2, pl.market, pl.envoy]


def from_dict(d: dict[str, Any], ruleset: Ruleset | None = None) -> GameState:
    """Rebuild a state from ``to_dict`` output (KeyError/TypeError/ValueError if malformed)."""
    c = d["config"]
    config = GameConfig(tuple(c["players"]), tuple(c["modules"]), tuple(c["variants"]))
    players = [
        PlayerState(**{name: _read(pd, name, _LATE_PLAYER) for name in _PLAYER_FIELDS})
        for pd in d["players"]
    ]
    state = GameState(config, ruleset or default_ruleset(), players)
    for name in _STATE_SCALARS:
        setattr(state, name, _read(d, name, _LATE_STATE))
    state.board = [
        [Placement(pl[0], tuple(pl[1]), tuple(pl[2]), pl[3], pl[4], pl[5]) for pl in b]
        for b in d["board"]
    ]
    state.todo = [Step(s[0], s[1], payload_of(s[0], s[2])) for s in d["todo"]]
    if len(state.board) != 19 or len(players) != len(config.players):
        raise ValueError("malformed game state")
    advance(state, [])  # a step with nothing to choose resolves at once, as in play
    return state


def _hashed(obj: Any, names: tuple[str, ...], late: dict[str, Any]) -> list[Any]:
    out = [getattr(obj, name) for name in names]
    changed = {name: v for name, default in late.items() if (v := getattr(obj, name)) != default}
    return [*out, changed] if changed else out


def to_json(state: GameState) -> str:
    return json.dumps(to_dict(state), sort_keys=True, separators=(",", ":"))


def from_json(text: str, ruleset: Ruleset | None = None) -> GameState:
    return from_dict(json.loads(text), ruleset)


def state_hash(state: GameState) -> str:
    """A short, stable fingerprint of the whole state (for record checkpoints).

    It covers exactly what ``to_dict`` holds, as one JSON list in a fixed order:
    the same state gives the same hash on every Python version and platform. A field added
    later (``state.LATE``) is added, by name, only when it is not at its default: the
    games saved before it existed keep their hashes.
    """
    players = [_hashed(p, _HASHED_PLAYER, _LATE_PLAYER) for p in state.players]
    scalars = _hashed(state, _HASHED_SCALARS, _LATE_STATE)
    config = [state.config.players, state.config.modules, state.config.variants]
    canonical = [config, players, state.board, _todo(state.todo), scalars]
    text = json.dumps(canonical, separators=(",", ":"), ensure_ascii=True)
    return sha256(text.encode()).hexdigest()[:16]
