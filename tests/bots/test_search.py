"""What the strong level searches and what it plays at once."""

from __future__ import annotations

import pytest

from kingsburg.bots import make_bot, search
from kingsburg.bots.heuristic import score_moves
from kingsburg.bots.search import StrongBot
from kingsburg.driver import ChanceDriver
from kingsburg.engine import (
    CHANCE,
    Action,
    Build,
    GameConfig,
    GameState,
    apply,
    legal_actions,
    new_game,
    to_act,
    view,
)
from kingsburg.simulate import DEFAULT_NAMES


def first_wide_build(seed: int) -> tuple[GameState, int, Action]:
    """The first build decision of a four-solid game where solid's best build is more
    than ``search.CLEAR`` ahead of its next move (a defence building in year 1, typically):
    the view, the player and solid's best move."""
    state = new_game(GameConfig(DEFAULT_NAMES[:4]))
    driver = ChanceDriver(seed)
    bots = [make_bot("solid", seed + i) for i in range(4)]
    while True:
        who = to_act(state)
        if who == CHANCE:
            apply(state, driver.draw(state))
            continue
        mine = view(state, who)
        actions = legal_actions(mine)
        if any(isinstance(a, Build) for a in actions):
            scores = score_moves(mine, who, actions)
            ranked = sorted(scores, reverse=True)
            if len(ranked) > 1 and ranked[0] - ranked[1] > search.CLEAR:
                return mine, who, actions[scores.index(ranked[0])]
        apply(state, bots[who].decide(mine, who).action)


@pytest.mark.parametrize("seed", [1, 2])
def test_solids_best_build_is_played_at_once_when_far_ahead_unless_builds_are_searched(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    mine, who, best = first_wide_build(seed)
    assert mine.year == 1  # solid's price of a defence building is widest early on
    move = StrongBot(seed, playouts=8).decide(mine, who)
    assert "my estimate of the position after it" in move.reason, move.reason
    assert move.action == best
    # The experiment docs/bots.md reports: every build searched.
    monkeypatch.setattr(search, "SEARCH_BUILDS", 1)
    move = StrongBot(seed, playouts=8).decide(mine, who)
    assert "sampled futures" in move.reason, move.reason
