"""The sparring bot's light playout policy: what a playout's players do."""

from __future__ import annotations

import random

from kingsburg.bots import make_bot
from kingsburg.bots.flat import cheapest_ways, light_policy
from kingsburg.driver import ChanceDriver
from kingsburg.engine import (
    CHANCE,
    OVER,
    Action,
    GameConfig,
    GameState,
    Influence,
    Pass,
    apply,
    legal_actions,
    new_game,
    to_act,
    turn,
)
from kingsburg.simulate import DEFAULT_NAMES


class Fixed(random.Random):
    """Returns the given numbers in turn (a policy's draws made exact)."""

    def __init__(self, *values: float) -> None:
        super().__init__(0)
        self._values = list(values)

    def random(self) -> float:
        return self._values.pop(0)


def _first(decision: str, need: int) -> GameState:
    """The first point of a random four-player game with ``decision`` due and more than
    ``need`` choices."""
    state = new_game(GameConfig(DEFAULT_NAMES[:4]))
    driver = ChanceDriver(5)
    bots = [make_bot("random", 50 + i) for i in range(4)]
    while (who := to_act(state)) != OVER:
        if who == CHANCE:
            apply(state, driver.draw(state))
            continue
        if turn(state).decision == decision and len(legal_actions(state)) > need:
            return state
        apply(state, bots[who].decide(state, who).action)
    raise AssertionError(f"no {decision} decision with more than {need} choices")


def test_an_influence_draws_the_advisor_first_each_equally_likely() -> None:
    state = _first("influence", 12)
    influences = [a for a in legal_actions(state) if isinstance(a, Influence)]
    advisors = sorted({a.advisor for a in influences})
    assert len(influences) > len(advisors) > 2  # some advisors have several groupings
    n = len(advisors)
    chosen = []
    for k in range(n):  # the k-th n-th of the first draw, then the first grouping
        pick: Action = light_policy(state, Fixed((k + 0.5) / n, 0.0))
        assert isinstance(pick, Influence)
        chosen.append(pick.advisor)
    assert chosen == advisors  # every advisor exactly once over equal slices of the draw
    # The second draw picks among the cheapest groupings of that advisor only.
    top = [a for a in cheapest_ways(influences) if isinstance(a, Influence)]
    assert (
        light_policy(state, Fixed(0.99, 0.99)) == [a for a in top if a.advisor == advisors[-1]][-1]
    )


def _dice(a: Influence) -> int:
    return len(a.own) + len(a.white)


def test_only_the_cheapest_ways_to_each_advisor_are_kept() -> None:
    state = _first("influence", 12)
    actions = legal_actions(state)
    kept = cheapest_ways(actions)
    assert len(kept) < len(actions)  # groupings were dropped
    assert [a for a in kept if not isinstance(a, Influence)] == [
        a for a in actions if not isinstance(a, Influence)
    ]
    for rank in {a.advisor for a in actions if isinstance(a, Influence)}:
        ways = [a for a in actions if isinstance(a, Influence) and a.advisor == rank]
        fewest = min(_dice(a) for a in ways)
        mine = [a for a in kept if isinstance(a, Influence) and a.advisor == rank]
        tokens = min(a.plus2 + (a.market != 0) + a.envoy for a in ways if _dice(a) == fewest)
        expected = [
            a for a in ways if _dice(a) == fewest and a.plus2 + (a.market != 0) + a.envoy == tokens
        ]
        assert mine == expected and mine  # every advisor still reachable


def test_a_reward_is_taken_not_declined() -> None:
    state = _first("reward", 1)
    actions = legal_actions(state)
    assert Pass() in actions
    for k in range(10):  # the whole range of the draw, the last slice included
        assert light_policy(state, Fixed(k / 10 + 0.05)) != Pass()
    assert light_policy(state, Fixed(0.999)) == [a for a in actions if a != Pass()][-1]
