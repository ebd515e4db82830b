"""A sparring partner for the strength table (``flatmc``; not a level in the app).

A plain flat Monte-Carlo player written from the public engine API only, as an outside
measure of the levels: at each decision, sequential halving over the legal moves with a
fixed number of full-game playouts. Each playout fills in what the view hides from what
is still possible (``determinize``), plays the move, then every player to the end with a
light policy, and scores the player's final VP less the best other player's. It uses
nothing of the levels' evaluation or policy.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from math import ceil, floor, log2

from kingsburg.bots import explain
from kingsburg.bots.base import ONLY_MOVE, BotMove, check_stop
from kingsburg.bots.explain import signed
from kingsburg.bots.heuristic import decision_rng
from kingsburg.bots.search import determinize
from kingsburg.driver import ChanceDriver
from kingsburg.engine import (
    CHANCE,
    OVER,
    Action,
    Build,
    GameState,
    Influence,
    Pass,
    apply,
    legal_actions,
    to_act,
    turn,
)
from kingsburg.message import Msg
from kingsburg.reasons import Reason

PLAYOUTS = 200  # per decision (a budget in playouts, never in time)


class FlatMonteCarloBot:
    name = "flatmc"
    needs_view = True

    def __init__(self, seed: int, playouts: int = PLAYOUTS) -> None:
        self._seed = seed
        self._budget = playouts
        self.playouts = 0  # counted for the benchmark (never used to decide)
        self.search_seconds = 0.0

    def decide(self, view: GameState, player: int) -> BotMove:
        actions = cheapest_ways(legal_actions(view))
        if len(actions) == 1:
            return BotMove(actions[0], ONLY_MOVE)
        started = time.perf_counter()
        rng = decision_rng(self._seed, view)
        arms = list(range(len(actions)))
        totals = [0.0] * len(actions)
        counts = [0] * len(actions)
        rounds = max(1, ceil(log2(len(actions))))
        while len(arms) > 1:
            per_arm = max(1, floor(self._budget / (rounds * len(arms))))
            for _ in range(per_arm):
                check_stop()
                # Every arm still in plays the same sampled world, dice and policy draws
                # (common random numbers): the arms are compared on equal luck, so one
                # playout each tells them apart far better than independent ones.
                world = determinize(view, player, rng)
                dice_seed = int(rng.random() * 2**31)
                policy_seed = rng.random()
                for i in arms:
                    totals[i] += self._playout(
                        world, player, actions[i], dice_seed, random.Random(policy_seed)
                    )
                    counts[i] += 1
            arms.sort(key=lambda i: -totals[i] / counts[i])
            arms = arms[: ceil(len(arms) / 2)]
        self.search_seconds += time.perf_counter() - started
        best = arms[0]
        mean = totals[best] / counts[best]
        details = Msg.of("bot-flat", n=counts[best], mean=signed(mean))
        return BotMove(actions[best], Reason(explain.move(view, actions[best]), details=details))

    def _playout(
        self, world: GameState, player: int, action: Action, dice_seed: int, rng: random.Random
    ) -> float:
        self.playouts += 1
        state = world.clone()
        apply(state, action)
        driver = ChanceDriver(dice_seed)
        while (who := to_act(state)) != OVER:
            if who == CHANCE:
                apply(state, driver.draw(state))
            else:
                apply(state, light_policy(state, rng))
        mine = state.players[player].vp
        return mine - max(p.vp for i, p in enumerate(state.players) if i != player)


def light_policy(state: GameState, rng: random.Random) -> Action:
    """The legal building worth most VP; else a random advisor, then a random one of its
    cheapest ways (``cheapest_ways``); else a random reward (taken, not declined); else a
    random move.

    Drawing the advisor first matters: a low advisor can be reached by many groupings of
    the dice and a high one by few, so a random grouping would mostly buy cheap advisors
    with dice a high one needed. A declined reward wastes the dice spent on it."""
    actions = legal_actions(state)
    rs = state.ruleset
    best: Action | None = None
    best_vp = -1
    influences: list[Influence] = []
    for a in actions:
        if isinstance(a, Build):
            vp = rs.building(a.building).vp
            if vp > best_vp:
                best, best_vp = a, vp
        elif isinstance(a, Influence):
            influences.append(a)
    if best is not None:
        return best
    if influences:
        advisors = sorted({a.advisor for a in influences})
        advisor = advisors[floor(rng.random() * len(advisors))]
        ways = cheapest_ways([a for a in influences if a.advisor == advisor])
        return ways[floor(rng.random() * len(ways))]
    if turn(state).decision == "reward":
        actions = [a for a in actions if not isinstance(a, Pass)] or actions
    return actions[floor(rng.random() * len(actions))]


def _cost(a: Influence) -> tuple[int, int]:
    return (len(a.own) + len(a.white), a.plus2 + (a.market != 0) + a.envoy)


def cheapest_ways(actions: Sequence[Action]) -> list[Action]:
    """``actions`` without the ways of influencing an advisor that use more dice (then more
    tokens) than another way to the same advisor: they leave less for later for the same
    reward. The rules alone say so, and the playouts then share out over real alternatives
    instead of dozens of groupings of the dice (one playout each in the first round)."""
    least: dict[int, tuple[int, int]] = {}
    for a in actions:
        if isinstance(a, Influence):
            c = _cost(a)
            if a.advisor not in least or c < least[a.advisor]:
                least[a.advisor] = c
    if not least:
        return list(actions)
    return [a for a in actions if not isinstance(a, Influence) or _cost(a) == least[a.advisor]]
