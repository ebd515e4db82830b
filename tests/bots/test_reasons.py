"""Every reason a level gives is true of the position: a building it names is one the player
can pay for with what it will hold after the move, or the shortfall is stated; an enemy it
names is one the player knows; its numbers are the bot's own scores."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kingsburg.bots import make_bot, search
from kingsburg.bots.heuristic import score_moves
from kingsburg.bots.search import StrongBot
from kingsburg.driver import ChanceDriver
from kingsburg.engine import (
    CHANCE,
    OVER,
    Build,
    GameConfig,
    GameState,
    Take,
    apply,
    building_cost,
    current_phase,
    legal_actions,
    new_game,
    to_act,
    view,
)
from kingsburg.simulate import DEFAULT_NAMES
from kingsburg.text.reasons import reason_text


def check_reason(state: GameState, player: int, action: object, reason: str) -> None:
    """``reason`` for ``action`` in the true ``state`` claims only what is true."""
    mine = view(state, player)
    assert "best value" not in reason
    assert re.search(r"\d", reason), reason  # a number the bot worked out
    rs = state.ruleset
    for m in re.finditer(r"the year's ([A-Za-z' ]+) \(strength (\d+)\)", reason):
        # an enemy the player has seen: this year's card in its view
        e = rs.enemy(mine.deck[mine.year - 1])
        assert (e.name, e.strength) == (m[1], int(m[2])), reason
    for e in rs.enemies:
        if re.search(rf"\b{re.escape(e.name)}\b", reason):
            assert any(rs.enemy(c).name == e.name for c in mine.deck if c), reason
    for b in rs.buildings:
        if not re.search(rf"the {re.escape(b.name)}\b", reason):
            continue
        if isinstance(action, Build) and action.building == b.id:
            continue
        assert isinstance(action, Take), reason  # other moves name no building
        after = state.clone()
        apply(after, action)
        have = after.players[player].goods
        cost = building_cost(mine, player, b.id)
        lack = sum(max(0, c - h) for c, h in zip(cost, have, strict=True))
        if lack:
            assert f"toward the {b.name} ({lack} good{'s' * (lack > 1)} short)" in reason
        else:
            assert f"enough for the {b.name}" in reason


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000),
    n=st.integers(2, 5),
    modules=st.sampled_from([(), (5,), (6,), (5, 6)]),
)
def test_every_heuristic_reason_is_true(seed: int, n: int, modules: tuple[int, ...]) -> None:
    state = new_game(GameConfig(DEFAULT_NAMES[:n], modules))
    driver = ChanceDriver(seed)
    bots = [make_bot("solid" if i % 2 else "beginner", seed + i) for i in range(n)]
    named = 0
    while (who := to_act(state)) != OVER:
        if who == CHANCE:
            apply(state, driver.draw(state))
            continue
        mine = view(state, who)
        move = bots[who].decide(mine, who)
        actions = legal_actions(mine)
        if len(actions) > 1:
            reason = reason_text(move.reason)
            check_reason(state, who, move.action, reason)
            named += " the " in reason
            if who % 2:  # solid: the reason carries the score it chose by
                score = score_moves(mine, who, actions)[actions.index(move.action)]
                assert f"{score:.1f}" in reason
        apply(state, move.action)
    assert named > 10


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), n=st.integers(2, 4))
def test_every_strong_reason_is_true(seed: int, n: int) -> None:
    state = new_game(GameConfig(DEFAULT_NAMES[:n]))
    driver = ChanceDriver(seed)
    strong = StrongBot(seed, playouts=8)
    solid = make_bot("solid", seed)
    while (who := to_act(state)) != OVER:
        if who == CHANCE:
            apply(state, driver.draw(state))
            continue
        mine = view(state, who)
        move = (strong if who == 0 else solid).decide(mine, who)
        if who == 0 and len(legal_actions(mine)) > 1:
            reason = reason_text(move.reason)
            check_reason(state, who, move.action, reason)
            if "sampled futures" in reason and n > 2:
                # "final VP" only where the playouts reach the end of the game: the last
                # year, from a phase within search.HORIZON of the winter (8)
                ends = mine.year == 5 and current_phase(mine) + search.HORIZON >= 8
                assert ("my mean final VP" in reason) == ends, reason
                assert ("my mean estimate of my final VP" in reason) != ends
        apply(state, move.action)
