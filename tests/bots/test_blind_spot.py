"""A move whose effect depends on what the view hides (a peek at this year's enemy card,
the others' face-down tokens) is judged over what is still possible, never as impossible."""

from __future__ import annotations

import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kingsburg.bots import make_bot
from kingsburg.bots.evaluate import value
from kingsburg.bots.heuristic import completions, score_moves
from kingsburg.driver import ChanceDriver
from kingsburg.engine import (
    CHANCE,
    OVER,
    GameConfig,
    GameState,
    Pass,
    Take,
    apply,
    legal_actions,
    new_game,
    to_act,
    turn,
    view,
)
from kingsburg.simulate import DEFAULT_NAMES

GENERAL, CHAMPION, QUEEN = 10, 13, 17


def _reward_views(advisor: int, modules: tuple[int, ...] = (), games: int = 30) -> list[GameState]:
    """Views of players choosing ``advisor``'s reward while this year's card is hidden."""
    out = []
    for seed in range(games):
        state = new_game(GameConfig(DEFAULT_NAMES[:4], modules))
        driver = ChanceDriver(seed)
        bots = [make_bot("random", seed * 7 + i) for i in range(4)]
        while (who := to_act(state)) != OVER:
            if who == CHANCE:
                apply(state, driver.draw(state))
                continue
            t = turn(state)
            mine = view(state, who)
            if t.decision == "reward" and t.advisor == advisor and not mine.deck[mine.year - 1]:
                out.append(mine)
            apply(state, bots[who].decide(mine, who).action)
        if len(out) >= 4:
            break
    assert out, "no such reward in the games played"
    return out


@pytest.mark.parametrize(("advisor", "modules"), [(QUEEN, ()), (GENERAL, ()), (CHAMPION, (6,))])
def test_a_peeking_reward_is_worth_its_mean_over_the_possible_cards(
    advisor: int, modules: tuple[int, ...]
) -> None:
    for mine in _reward_views(advisor, modules):
        player = to_act(mine)
        actions = legal_actions(mine)
        scores = score_moves(mine, player, actions)
        cards = mine.ruleset.enemies_of_year(mine.year)
        assert len(completions(mine, player)) == len(cards) > 1
        for a, s in zip(actions, scores, strict=True):
            if isinstance(a, Pass):
                continue
            expected = 0.0
            for card in cards:  # by hand: each card the year may still hold
                world = mine.clone()
                world.deck[mine.year - 1] = card.id
                apply(world, a)
                expected += value(world, player)
            assert s == pytest.approx(expected / len(cards))


@pytest.mark.parametrize("advisor", [QUEEN, GENERAL])
@pytest.mark.parametrize("kind", ["beginner", "solid", "strong"])
def test_every_level_takes_a_free_peeking_reward(advisor: int, kind: str) -> None:
    """Both rewards only add (goods, VP, soldiers, knowledge): declining one is a loss."""
    mine = _reward_views(advisor)[0]
    player = to_act(mine)
    bot = make_bot(kind, 3)  # each level as it plays (a tiny budget is only noise)
    assert isinstance(bot.decide(mine, player).action, Take)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000),
    n=st.integers(2, 5),
    modules=st.sampled_from([(), (5,), (6,), (5, 6)]),
)
def test_no_legal_move_scores_as_impossible(seed: int, n: int, modules: tuple[int, ...]) -> None:
    state = new_game(GameConfig(DEFAULT_NAMES[:n], modules))
    driver = ChanceDriver(seed)
    bots = [make_bot("random", seed + i) for i in range(n)]
    checked = 0
    while (who := to_act(state)) != OVER:
        if who == CHANCE:
            apply(state, driver.draw(state))
            continue
        mine = view(state, who)
        actions = legal_actions(mine)
        if len(actions) > 1:
            for s in score_moves(mine, who, actions):
                assert math.isfinite(s) and abs(s) < 1000
            checked += 1
        apply(state, bots[who].decide(mine, who).action)
    assert checked > 50
