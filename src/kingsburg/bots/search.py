"""The strong level: determinized Monte Carlo search over the solid level's best moves.

At a decision with real alternatives it keeps the heuristic's best moves and shares a
fixed number of playouts among them by sequential halving (from three players on,
solid's best stays unless another is ahead of it beyond chance: ``HOLD``). Each sample
fills in what its view hides (this year's and later enemy cards it has not seen, the
others' secret soldier tokens) from what is still possible and plays every candidate
still in on a copy of it, with the same dice, a little way on (two phases past the
decision's, the end of the year at the latest), the heuristic policy playing every
player; the result is scored by the evaluation, corrected for where the playout stopped
(``_score``).
Budgets are counted in playouts and decisions played out, never in time, so the same
view and seed always give the same move.
"""

from __future__ import annotations

import random
import time
from math import ceil, log2, sqrt, tanh
from typing import NamedTuple

from kingsburg.bots import explain
from kingsburg.bots.base import ONLY_MOVE, BotMove, check_stop
from kingsburg.bots.evaluate import value
from kingsburg.bots.explain import number, signed
from kingsburg.bots.heuristic import (
    HeuristicBot,
    decision_rng,
    plain,
    reason,
    score_moves,
)
from kingsburg.bots.leaf import leaf_value
from kingsburg.driver import ChanceDriver
from kingsburg.engine import (
    CHANCE,
    OVER,
    Action,
    Build,
    GameState,
    Influence,
    apply,
    current_phase,
    legal_actions,
    to_act,
)
from kingsburg.message import Msg
from kingsburg.reasons import Reason

CANDIDATES = 8  # heuristic's best moves considered
# Playouts per search, shared out by sequential halving (each round gives every candidate
# still in the same number of samples, then the worse half drops out): most go to the
# moves that are close, instead of an even share to moves the first samples already ruled
# out. 96 is what 24 samples of 4 candidates cost, which kept a four-player decision within
# a median of 250 ms of CPU.
PLAYOUTS = 96
# With three players or more the playouts and the cap on decisions are this many times
# larger: more players' moves lie between a decision and its outcome, so its samples spread
# more. 1.5 keeps five players' median decision under 250 ms of CPU (docs/bots.md).
MANY_PLAYERS = 1.5
HALVING = 1  # 0: every candidate gets an even share (the search before halving)
MIN_SAMPLES = 2  # samples per candidate in a round, at least
MAX_STEPS = 400  # safety cap on decisions per playout
STEP_BUDGET = 6000  # decisions played out per search, checked after each sample
LAST_YEAR_MARGIN = 1.0  # see _score
MARGIN_SPAN = 3.0  # VP; see _score (0: the whole lead counts)
LEAF = 1  # 0: playouts that stop before the game's end are scored by the hand-made value alone
# Playouts stop at the first moment of a phase more than this many phases after the
# decision's, or of the next year (see _playout).
HORIZON = 2
YEARS = 1  # 2: the next year is played too (tried: worse, see docs/bots.md)
CLEAR = 1.5  # no search when the heuristic's best is this far ahead of the next
# From this many players on (0: never) a build is searched however far ahead solid's best
# build is: solid scores builds with ``value``, which prices a defence building in year 1
# up to 12 VP above what players went on to score (see leaf.py). With two players it cost
# wins against solid (94.0 % instead of 97.0 % of 200 games), with four none (docs/bots.md).
SEARCH_BUILDS = 3
POLICY_NOISE = 0.0  # the playout policy's scores are blurred by up to half this (VP)
# From three players on, solid's best move stays unless the search shows another ahead of
# it by at least HOLD standard errors (paired: the same sampled worlds and dice), so that
# what is left of chance in the samples does not pick the move (docs/bots.md).
HOLD = 2.0
HOLD_PLAYERS = 3


def determinize(view: GameState, player: int, rng: random.Random) -> GameState:
    """A full game state consistent with ``view``: hidden things drawn from the possible."""
    state = view.clone()
    rs = state.ruleset
    for y, card in enumerate(state.deck, start=1):
        if not card:
            cards = rs.enemies_of_year(y)
            state.deck[y - 1] = cards[int(rng.random() * len(cards))].id
    for i, p in enumerate(state.players):
        if i != player and p.token_pick == -2:  # a face-down token: any still held
            p.token_pick = p.tokens[int(rng.random() * len(p.tokens))]
    return state


class StrongBot:
    name = "strong"
    needs_view = True

    def __init__(self, seed: int, playouts: int = 0, candidates: int = 0) -> None:
        self._seed = seed
        self._steps = 0
        # 0: the module's constant when deciding (so that bench/bot_tune.py can try others)
        self._playouts = playouts
        self._candidates = candidates
        self._policy = HeuristicBot("solid", seed + 1, noise=POLICY_NOISE)
        self.playouts = 0  # counted for the benchmark (never used to decide)
        self._ended = False  # the last playout reached the end of the game
        self.search_seconds = 0.0

    def decide(self, view: GameState, player: int) -> BotMove:
        actions = legal_actions(view)
        if len(actions) == 1:
            return BotMove(actions[0], ONLY_MOVE)
        scores = score_moves(view, player, actions)
        order = sorted(range(len(actions)), key=lambda i: -scores[i])
        top = _candidates(actions, order, self._candidates or CANDIDATES)
        # Clear choices (the best is far ahead of the rest) need no search (builds too,
        # with fewer than SEARCH_BUILDS players).
        build = 0 < SEARCH_BUILDS <= view.n and any(isinstance(a, Build) for a in actions)
        if len(top) == 1 or (not build and scores[top[0]] - scores[top[1]] > CLEAR):
            best = actions[top[0]]
            scored = list(zip(actions, scores, strict=True))
            return BotMove(best, reason(view, player, best, scored))
        started = time.perf_counter()
        rng = decision_rng(self._seed, view)
        self._policy.reseed(rng.random())
        totals = [0.0] * len(top)
        samples: list[list[float]] = [[] for _ in top]
        # Each candidate's own expected final VP, summed: what the reason shows (never used
        # to decide; with two players, and at the game's end, the score weighs a lead too).
        finals = [0.0] * len(top)
        self._steps = 0
        hold = HOLD if view.n >= HOLD_PLAYERS else 0.0
        alive = list(range(len(top)))
        many = MANY_PLAYERS if view.n > 2 else 1.0
        budget = round((self._playouts or PLAYOUTS) * many)
        step_budget = STEP_BUDGET * many
        rounds = max(1, ceil(log2(len(top)))) if HALVING else 1
        while True:
            # Each round shares its playouts among the candidates still in, every one on
            # the same sampled worlds and dice; the worse half then drops out.
            for _ in range(max(MIN_SAMPLES, budget // (rounds * len(alive)))):
                check_stop()
                world = determinize(view, player, rng)
                seed = int(rng.random() * 2**31)
                for k in alive:
                    x, vp = self._playout(world, player, actions[top[k]], seed)
                    samples[k].append(x)
                    totals[k] += x
                    finals[k] += vp
                if self._steps > step_budget:  # long playouts: fewer samples (never time)
                    break
            # With a hold, solid's best (0) stays in every round; the others are halved.
            rivals = [k for k in alive if k or not hold]
            if len(rivals) <= 2 or not HALVING or self._steps > step_budget:
                break
            rivals.sort(key=lambda k: (-totals[k] / len(samples[k]), k))
            kept = rivals[: ceil(len(rivals) / 2)]
            alive = sorted([0, *kept] if hold else kept)
        k_best = max(alive, key=lambda k: (totals[k] / len(samples[k]), -k))
        lead = 0.0  # how many standard errors the best other is ahead of solid's best
        if hold and k_best != 0:
            lead = paired_z(samples[k_best], samples[0])
            if lead < hold:
                k_best = 0
        self.search_seconds += time.perf_counter() - started
        best = actions[top[k_best]]
        means = [
            Searched(actions[top[k]], totals[k] / len(samples[k]), finals[k] / len(samples[k]))
            for k in alive
        ]
        why = searched_reason(view, player, best, means, len(samples[k_best]), self._ended, lead)
        return BotMove(best, why)

    def _playout(
        self, world: GameState, player: int, action: Action, seed: int
    ) -> tuple[float, float]:
        state = world.clone()
        start_phase = current_phase(state)
        start_year = state.year
        stopped = False
        apply(state, action)
        driver = ChanceDriver(seed)
        policy = self._policy
        self.playouts += 1
        steps = 0
        while steps < MAX_STEPS:
            who = to_act(state)
            if who == OVER:
                break
            phase = current_phase(state)
            ahead = state.year - start_year
            if ahead >= YEARS or 10 * ahead + phase > start_phase + HORIZON:
                stopped = True
                break
            if who == CHANCE:
                apply(state, driver.draw(state))
                continue
            apply(state, policy.choose(state, who))
            steps += 1
        self._steps += steps
        self._ended = state.over  # the same for every playout of a search (phases, not luck)
        return _score(state, player, bool(LEAF) and stopped)


class Searched(NamedTuple):
    """A candidate's means over the search's samples: the score it was chosen by, and its
    own expected final VP."""

    action: Action
    score: float
    final: float


def searched_reason(
    view: GameState,
    player: int,
    best: Action,
    means: list[Searched],
    futures: int,
    ended: bool,
    held: float = 0.0,
) -> Reason:
    """What the move gets and what it is for (as the heuristic levels say it), with the
    search's own numbers as details: the move's expected final VP over the sampled futures
    against the next best candidate's. Where the move was chosen by more than its own VP
    (with two players its lead over the other; at the game's end the gap to the best other,
    see ``_score``) and the next best shows more VP, the details say so with those numbers;
    ``held``: the best other scored more, but by only this many standard errors (fewer
    than HOLD), so solid's best stayed, and the details say that too. The numbers are the
    sampled futures' (every enemy card still possible), never a card's own words."""
    first, purpose, card = plain(view, player, best)
    mine = next(m for m in means if m.action == best)
    others = [m for m in means if m.action != best]
    if not others:
        details = Msg.of("bot-detail-search", n=futures, mine=number(mine.final))
        return Reason(first, purpose, rests_on_card=card, details=details)
    rival = max(others, key=lambda m: m.score)
    move = explain.move(view, rival.action)
    details = Msg.of(
        "bot-detail-search-next",
        n=futures,
        mine=number(mine.final),
        move=move,
        other=number(rival.final),
    )
    if rival.score > mine.score:
        held_msg = Msg.of("bot-detail-search-held", move=move, held=number(held))
        details = Msg.of("bot-why-and", first=details, second=held_msg)
    elif round(rival.final, 1) > round(mine.final, 1):
        if view.n == 2:
            lead = Msg.of(
                "bot-detail-search-lead",
                rival=view.players[1 - player].name,
                mine=signed(mine.score),
                other=signed(rival.score),
            )
        else:
            span = MARGIN_SPAN if ended and LAST_YEAR_MARGIN else 0.0
            lead = Msg.of(
                "bot-detail-search-margin",
                span=span,
                mine=number(mine.score),
                other=number(rival.score),
            )
        details = Msg.of("bot-why-and", first=details, second=lead)
    return Reason(first, purpose, rests_on_card=card, details=details)


def paired_z(a: list[float], b: list[float]) -> float:
    """How many standard errors ``a`` is ahead of ``b`` on the samples both were played on
    (the same worlds and dice, in the same order)."""
    n = min(len(a), len(b))
    d = [x - y for x, y in zip(a[:n], b[:n], strict=True)]
    mean = sum(d) / n
    var = sum((x - mean) ** 2 for x in d) / max(1, n - 1)
    if var <= 0:
        return float("inf") if mean > 0 else 0.0
    return mean / sqrt(var / n)


def _candidates(actions: list[Action], order: list[int], n: int) -> list[int]:
    """The ``n`` best moves, but with different advisors first: dice groupings for the
    same advisor are near twins, and the search learns more from real alternatives."""
    seen: set[int] = set()
    first: list[int] = []
    rest: list[int] = []
    for i in order:
        a = actions[i]
        kind = a.advisor if isinstance(a, Influence) else -1 - i
        (rest if kind in seen else first).append(i)
        seen.add(kind)
    return (first + rest)[:n]


def _score(state: GameState, player: int, stopped: bool = False) -> tuple[float, float]:
    """Its own expected final VP; with two players, less the other's: there every point the
    other loses counts as much as one gained. With more, holding others back cost the table
    points and won no more games (four strong levels scored 2.0 VP more each, 41 paired
    deals; against three solids it won 67 % instead of 65 % of 60 games), except at the
    end of the game, where the scores are exact and only the gap to the best other player
    decides who wins (``LAST_YEAR_MARGIN`` of it is counted). Even there only a close gap
    decides: the gap counts through a curve (tanh) that follows it up to about
    ``MARGIN_SPAN`` VP either way and flattens past it, so that a player far ahead or far
    behind no longer trades its own points for another's, which only cost the table points.
    Where a playout stopped before the end, the estimate is corrected by what self-play
    measured there (``leaf``). Returned with the player's own expected final VP (what the
    reasons show)."""
    worth = leaf_value if stopped else value
    mine = worth(state, player)
    if state.n == 2:
        return mine - worth(state, 1 - player), mine
    if state.over and LAST_YEAR_MARGIN:
        gap = mine - max(value(state, i) for i in range(state.n) if i != player)
        if MARGIN_SPAN:
            gap = MARGIN_SPAN * tanh(gap / MARGIN_SPAN)
        return mine + LAST_YEAR_MARGIN * gap, mine
    return mine, mine
