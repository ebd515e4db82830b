"""The computer decides from its player's view only: whatever the view hides (enemy cards
not yet seen, the others' secret soldier tokens) can change without changing its move."""

from __future__ import annotations

import random

import pytest

from kingsburg.bots import Bot, make_bot
from kingsburg.bots.flat import FlatMonteCarloBot
from kingsburg.bots.search import StrongBot, determinize
from kingsburg.driver import ChanceDriver
from kingsburg.engine import (
    CHANCE,
    OVER,
    GameConfig,
    GameState,
    apply,
    legal_actions,
    new_game,
    to_act,
    to_json,
    turn,
    view,
)


def _decision_points(seed: int) -> list[GameState]:
    """True states of a 4-player game with module 5 where the deciding player cannot
    see everything: a later enemy card, or another player's face-down token."""
    state = new_game(GameConfig(("Ann", "Brian", "Cindy", "David"), (5,)))
    driver = ChanceDriver(seed)
    bots = [make_bot("solid", seed + i) for i in range(4)]
    out: list[GameState] = []
    while (who := to_act(state)) != OVER:
        if who == CHANCE:
            apply(state, driver.draw(state))
            continue
        hidden_token = any(i != who and p.token_pick >= 0 for i, p in enumerate(state.players))
        if len(legal_actions(state)) > 1 and (hidden_token or len(out) % 7 == 0):
            out.append(state.clone())
        apply(state, bots[who].decide(view(state, who), who).action)
    return out


def _alternatives(state: GameState, player: int, rng: random.Random) -> list[GameState]:
    """True states that differ only in what ``player`` cannot see."""
    mine = view(state, player)
    out = []
    for _ in range(3):
        alt = state.clone()
        for y, card in enumerate(mine.deck, start=1):
            if not card:
                cards = [e.id for e in state.ruleset.enemies_of_year(y)]
                alt.deck[y - 1] = rng.choice(cards)
        for i, p in enumerate(alt.players):
            if i != player and p.token_pick >= 0:
                p.token_pick = rng.choice(p.tokens)
        out.append(alt)
    return out


def test_the_sampled_states_do_differ_in_hidden_things() -> None:
    points = _decision_points(3)
    rng = random.Random(0)
    changed = 0
    for state in points:
        for alt in _alternatives(state, to_act(state), rng):
            changed += to_json(alt) != to_json(state)
    assert changed > len(points)  # the test below is not vacuous
    assert any(turn(s).decision == "token" for s in points)


def _bot(kind: str) -> Bot:
    """A fresh bot with the same seed each time (the searching ones on smaller budgets)."""
    if kind == "strong":
        return StrongBot(9, playouts=8)
    if kind == "flatmc":
        return FlatMonteCarloBot(9, playouts=8)
    return make_bot(kind, 9)


@pytest.mark.parametrize("kind", ["beginner", "solid", "strong", "flatmc"])
def test_hidden_things_never_change_the_move(kind: str) -> None:
    points = _decision_points(3)
    if kind in ("strong", "flatmc"):  # searches are slow: a sample of the points
        points = points[::4]
    rng = random.Random(1)
    for state in points:
        player = to_act(state)
        mine = view(state, player)

        expected = _bot(kind).decide(mine, player)
        for alt in _alternatives(state, player, rng):
            theirs = view(alt, player)
            assert to_json(theirs) == to_json(mine)
            assert _bot(kind).decide(theirs, player) == expected


def test_a_determinization_is_consistent_with_the_view() -> None:
    rng = random.Random(2)
    for state in _decision_points(4)[::3]:
        player = to_act(state)
        mine = view(state, player)
        world = determinize(mine, player, rng)
        assert all(world.deck)  # nothing left hidden
        assert all(p.token_pick != -2 for p in world.players)
        assert to_json(view(world, player)) == to_json(mine)
        assert to_json(mine) == to_json(view(state, player))  # the view was not changed
