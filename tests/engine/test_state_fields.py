"""Every field of the state is saved, read back, hashed, copied and written in a position.

A field left out of any of these would pass the rules tests while saves, checkpoints and
searches silently dropped it. Each field of ``GameState`` and ``PlayerState`` is changed in
turn in a game under way; each form must see the change."""

from __future__ import annotations

import random
from dataclasses import fields
from typing import Any

import pytest

from kingsburg.driver import ChanceDriver
from kingsburg.engine import (
    CHANCE,
    GameConfig,
    GameState,
    PlayerState,
    apply,
    from_dict,
    legal_actions,
    new_game,
    position_text,
    state_hash,
    to_act,
    to_dict,
)
from kingsburg.engine.state import Placement, Step

# Not part of the state proper: the rules' data and a cache of the legal actions.
NOT_STATE = {"ruleset", "legal_cache"}


def _game_under_way() -> GameState:
    """Four players with modules 5 and 6, played at random into year II."""
    state = new_game(GameConfig(("Ann", "Bruno", "Cleo", "Dario"), (5, 6), ()))
    chance, rng = ChanceDriver(3), random.Random(3)
    while state.year < 2 or state.seg < 3:
        if to_act(state) == CHANCE:
            apply(state, chance.draw(state))
        else:
            apply(state, rng.choice(legal_actions(state)))
    return state


# Fields empty in the game under way, with a value of their shape.
SHAPES: dict[str, Any] = {"tile_piles": [[3, 1, 0, 0]], "used": ["guard_tower"]}


def _changed(value: Any, name: str = "") -> Any:
    """A value of the same shape that differs from ``value``."""
    if name in SHAPES:
        return SHAPES[name]
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value - 1 if value > 0 else value + 1  # stays within a field's usual range
    if isinstance(value, str):
        return value + "x"
    if isinstance(value, list):
        if value and isinstance(value[0], list):  # the board: a group on advisor 1
            return [[*value[0], Placement(1, (1,))], *value[1:]]
        if value and isinstance(value[0], Step):
            return [*value, Step("influence", 0)]
        if value and isinstance(value[0], PlayerState):
            return value  # each player's fields are changed on their own
        if value and isinstance(value[0], str):
            return [value[0] + "x", *value[1:]]
        if value and isinstance(value[0], bool):  # the buildings built
            return [not value[0], *value[1:]]
        return [*value, 1]
    if isinstance(value, GameConfig):
        return GameConfig(value.players, value.modules, ("alt-reinforcements",))
    raise AssertionError(f"no way to change a {type(value).__name__}: add one to this test")


def _variants() -> list[tuple[str, GameState]]:
    """(field, the game with that field changed), for every field of the state."""
    out = []
    for f in fields(GameState):
        if f.name in NOT_STATE or f.name == "players":
            continue
        state = _game_under_way()
        setattr(state, f.name, _changed(getattr(state, f.name), f.name))
        out.append((f.name, state))
    for f in fields(PlayerState):
        state = _game_under_way()
        p = state.players[1]
        setattr(p, f.name, _changed(getattr(p, f.name), f.name))
        out.append((f"player.{f.name}", state))
    return out


VARIANTS = _variants()


def test_every_field_is_changed_here() -> None:
    named = {name for name, _ in VARIANTS}
    every = {f.name for f in fields(GameState)} - NOT_STATE - {"players"}
    every |= {f"player.{f.name}" for f in fields(PlayerState)}
    assert named == every


@pytest.mark.parametrize(("name", "state"), VARIANTS, ids=[n for n, _ in VARIANTS])
def test_a_changed_field_shows_in_every_form(name: str, state: GameState) -> None:
    base = _game_under_way()
    assert to_dict(state) != to_dict(base), "not saved"
    assert state_hash(state) != state_hash(base), "not hashed"
    assert position_text(state) != position_text(base), "not in the position"
    copy = state.clone()
    assert to_dict(copy) == to_dict(state), "not copied"
    if name != "config":  # a changed config may not be a game that can be read back
        assert to_dict(_read_back(state)) == to_dict(state), "not read back"


def _read_back(state: GameState) -> GameState:
    """``from_dict`` without its last step (resolving steps nobody decides), which a changed
    field may well trigger: here only the fields matter."""
    import kingsburg.engine.serialize as serialize

    original = serialize.advance
    serialize.advance = lambda *_: None  # type: ignore[assignment]
    try:
        return from_dict(to_dict(state))
    finally:
        serialize.advance = original


def test_a_copy_shares_nothing_that_changes() -> None:
    state = _game_under_way()
    before = to_dict(state)
    copy = state.clone()
    for f in fields(GameState):
        value = getattr(copy, f.name)
        if isinstance(value, list) and f.name not in NOT_STATE:
            if value and isinstance(value[0], list):
                value[0].append(Placement(1, (1,)))
            elif f.name != "players":
                value.append(value[0] if value else 0)
    for p in copy.players:
        for f in fields(PlayerState):
            value = getattr(p, f.name)
            if isinstance(value, list):
                value.append(0)
    assert to_dict(state) == before
