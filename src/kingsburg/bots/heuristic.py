"""The heuristic levels (beginner, solid): score each legal move, keep the best.

Influence moves are scored directly (what the advisor's reward is worth to us, less
the dice it uses up), so no copy of the game is needed: this is also the policy the
strong level plays inside its playouts, where speed matters.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import product

from kingsburg.bots import explain
from kingsburg.bots.base import ONLY_MOVE, BotMove
from kingsburg.bots.evaluate import (
    PLUS2,
    battle_pending,
    battle_value,
    enemies_possible,
    good_value,
    goods_worth,
    needs,
    targets,
    value,
)
from kingsburg.bots.explain import number, signed
from kingsburg.engine import (
    Action,
    Build,
    GameState,
    Influence,
    Pass,
    PickToken,
    Recruit,
    Take,
    apply,
    legal_actions,
    state_hash,
    turn,
)
from kingsburg.message import Msg, Term
from kingsburg.reasons import Reason

DIE = 0.3  # what keeping one die for a later claim is worth
PLUS2_USE = 0.45
ENVOY_USE = 1.2
PEEK = 0.1


@dataclass(frozen=True, slots=True)
class Context:
    """What every advisor's value needs, worked out once per decision."""

    need: tuple[int, int, int]
    now: float  # worth of the goods held
    gv: float
    pending: bool  # this winter's battle is still to come
    battle: float  # its expected value now
    stables: bool
    peek: bool  # this year's enemy is still unknown


def context(state: GameState, player: int) -> Context:
    need = needs(state, player)
    pending = battle_pending(state)
    return Context(
        need,
        goods_worth(state, player, state.players[player].goods, need),
        good_value(state, player),
        pending,
        battle_value(state, player) if pending else 0.0,
        _owns(state, player, "stables"),
        len(enemies_possible(state)) > 1,
    )


def advisor_value(
    state: GameState, player: int, rank: int, ctx: Context | None = None
) -> tuple[float, str]:
    """What the advisor's best reward is worth to ``player`` now, and what it is for."""
    ctx = ctx or context(state, player)
    adv = state.ruleset.advisors[rank - 1]
    have = state.players[player].goods
    need, now, gv = ctx.need, ctx.now, ctx.gv
    best, why = -99.0, ""
    for opt in adv.options:
        if opt.alchemy:
            v = 0.0
            for give in range(3):
                if have[give]:
                    after = [x + 1 for x in have]
                    after[give] -= 2
                    v = max(v, goods_worth(state, player, after, need) - now)
            w = "goods"
        else:
            after = [have[0] + opt.gold, have[1] + opt.wood, have[2] + opt.stone]
            for _ in range(opt.choice_goods):
                k = max(range(3), key=lambda t: need[t] - after[t])
                after[k] += 1
            goods = opt.gold + opt.wood + opt.stone + opt.choice_goods
            gain_goods = goods_worth(state, player, after, need) - now
            v = gain_goods + opt.vp + (PLUS2 * opt.plus2 if gv > 0.1 else 0.0)
            w = "goods" if goods else "VP"
            if opt.soldiers and ctx.pending:
                soldiers = opt.soldiers + (1 if ctx.stables else 0)
                gain = battle_value(state, player, soldiers) - ctx.battle
                v += gain
                if gain > gain_goods:
                    w = "soldiers"
            if opt.peek and ctx.peek:
                v += PEEK
            if opt.vp >= 3 and gain_goods < opt.vp:
                w = "VP"
        if v > best:
            best, why = v, w
    return best, why


def _owns(state: GameState, player: int, effect: str) -> bool:
    for i, b in enumerate(state.ruleset.buildings):
        if b.effect == effect:
            return state.players[player].built[i]
    return False


def influence_score(state: GameState, player: int, action: Action, adv: list[float]) -> float:
    p = state.players[player]
    if isinstance(action, Pass):
        return -DIE * (len(p.dice) + len(p.white))
    assert isinstance(action, Influence)
    used = len(action.own) + len(action.white)
    s = adv[action.advisor] - DIE * used
    if action.plus2:
        s -= PLUS2_USE
    if action.envoy:
        s -= ENVOY_USE
    # Keep high dice for later: a small cost per pip used.
    s -= 0.02 * (sum(action.own) + sum(action.white))
    return s


def score_moves(view: GameState, player: int, actions: list[Action]) -> list[float]:
    """A score per action (higher is better), from ``player``'s point of view."""
    first = actions[0] if actions else None
    if isinstance(first, Influence) or (
        isinstance(first, Pass) and any(isinstance(a, Influence) for a in actions)
    ):
        ctx = context(view, player)
        free = {a.advisor for a in actions if isinstance(a, Influence)}
        adv = [advisor_value(view, player, r, ctx)[0] if r in free else 0.0 for r in range(19)]
        return [influence_score(view, player, a, adv) for a in actions]
    if any(isinstance(a, Recruit) for a in actions):
        base = battle_value(view, player)
        need = needs(view, player)
        have = view.players[player].goods
        now = goods_worth(view, player, have, need)
        out = []
        for a in actions:
            if isinstance(a, Recruit):
                pay = a.payment
                left = [have[0] - pay[0], have[1] - pay[1], have[2] - pay[2]]
                cost = now - goods_worth(view, player, left, need)
                out.append(battle_value(view, player, a.soldiers) - base - cost)
            else:
                out.append(0.0)
        return out
    if isinstance(first, PickToken):
        return [_token_score(view, player, a) for a in actions]
    out = []
    worlds: list[GameState] | None = None
    for a in actions:
        trial = view.clone()
        try:
            apply(trial, a)
        except KeyError:  # it reveals what this view hides: judged over what is possible
            worlds = worlds if worlds is not None else completions(view, player)
            out.append(expected_value(worlds, player, a))
            continue
        out.append(value(trial, player))
    return out


MAX_COMPLETIONS = 24  # the others' face-down tokens: at most this many combinations


def completions(view: GameState, player: int) -> list[GameState]:
    """Equally likely full states behind ``view`` for what a move may reveal now: this
    year's enemy card (each card still possible) and the others' face-down soldier tokens
    (each combination of the tokens they still hold; an even spread of them if many)."""
    cards = [e.id for e in enemies_possible(view)]
    hidden = [i for i, p in enumerate(view.players) if i != player and p.token_pick == -2]
    picks = list(product(*(view.players[i].tokens for i in hidden)))
    if len(picks) > MAX_COMPLETIONS:
        step = len(picks) / MAX_COMPLETIONS
        picks = [picks[int(k * step)] for k in range(MAX_COMPLETIONS)]
    out = []
    for card in cards:
        for pick in picks:
            world = view.clone()
            if len(world.deck) >= view.year:
                world.deck[view.year - 1] = card
            for i, t in zip(hidden, pick, strict=True):
                world.players[i].token_pick = t
            out.append(world)
    return out


def expected_value(worlds: list[GameState], player: int, action: Action) -> float:
    """The mean of ``value`` after ``action`` over equally likely ``worlds``."""
    total = 0.0
    for world in worlds:
        trial = world.clone()
        apply(trial, action)
        total += value(trial, player)
    return total / len(worlds)


def _token_score(view: GameState, player: int, action: Action) -> float:
    assert isinstance(action, PickToken)
    p = view.players[player]
    saved = p.token_pick
    p.token_pick = action.value  # temporarily: the battle with this token
    try:
        v = battle_value(view, player)
    finally:
        p.token_pick = saved
    left = list(p.tokens)
    left.remove(action.value)
    return v + (0.5 * min(left) if left else 0.0) - 0.25 * action.value * (5 - view.year) / 4


class HeuristicBot:
    """Scores each move with ``score_moves``; ``noise`` blurs the scores (beginner)."""

    needs_view = True

    def __init__(self, name: str, seed: int, noise: float = 0.0) -> None:
        self.name = name
        self._seed = seed
        self._rng = random.Random(seed)
        self._noise = noise

    def reseed(self, seed: float) -> None:
        """Start a fresh random sequence (the strong level does so before each search)."""
        self._rng = random.Random(seed)

    def choose(self, view: GameState, player: int) -> Action:
        actions = legal_actions(view)
        if len(actions) == 1:
            return actions[0]
        scores = score_moves(view, player, actions)
        return actions[self._best(scores)]

    def _best(self, scores: list[float]) -> int:
        rng = self._rng
        if self._noise:
            scores = [s + self._noise * (rng.random() - 0.5) for s in scores]
        top = max(scores)
        best = [i for i, s in enumerate(scores) if s >= top - 1e-9]
        return best[int(rng.random() * len(best))] if len(best) > 1 else best[0]

    def decide(self, view: GameState, player: int) -> BotMove:
        actions = legal_actions(view)
        if len(actions) == 1:
            return BotMove(actions[0], ONLY_MOVE)
        self._rng = decision_rng(self._seed, view)
        scores = score_moves(view, player, actions)
        action = actions[self._best(scores)]
        scored = list(zip(actions, scores, strict=True))
        return BotMove(action, reason(view, player, action, scored))


def decision_rng(seed: int, view: GameState) -> random.Random:
    """An RNG that depends only on the bot's seed and the view: the same view always
    gets the same move, whatever the bot decided before."""
    return random.Random(f"{seed}:{state_hash(view)}")


def reason(view: GameState, player: int, action: Action, scores: Scored) -> Reason:
    """What ``action`` does and the bot's own numbers for it, as data (ids and numbers).

    ``scores`` holds each legal action with its score from ``score_moves``. Only what is
    true of the position is named: an enemy the view shows, a building with what the
    player will hold after the move (or how many goods it will still lack). A ``why`` that
    speaks of this year's enemy is flagged (``rests_on_card``): the card may be one only
    this player has seen, and the table then reads just what was done."""
    why, card = why_of(view, player, action, scores)
    return Reason(what(view, player, action), why, rests_on_card=card)


Scored = list[tuple[Action, float]]


def what(view: GameState, player: int, action: Action) -> Msg:
    """What the move does (true of the position whatever the bot thinks)."""
    rs = view.ruleset
    if isinstance(action, Influence):
        rank = action.advisor
        return Msg.of(
            "bot-influences", advisor=Term("advisor", rank), gives=Msg(f"bot-gives-{rank}")
        )
    if isinstance(action, Build):
        b = rs.building(action.building)
        details = [Msg.of("bot-vp", n=b.vp) if b.vp else Msg("bot-no-vp")]
        if str(b.effect) in EFFECT_WORDS:
            details.append(Msg(f"bot-effect-{b.effect}"))
        if b.battle > 0:
            details.append(Msg("bot-defence"))
        elif b.battle_vs:
            kinds = [Term("enemy", str(kind)) for kind in b.battle_vs]
            against = kinds[0] if len(kinds) == 1 else tuple(kinds)
            details.append(Msg.of("bot-defence-against", enemy=against))
        return Msg.of("bot-builds", building=Term("building", b.id), details=_comma_list(details))
    if isinstance(action, Recruit):
        return Msg.of("bot-recruits", n=action.soldiers)
    if isinstance(action, PickToken):
        return Msg.of("bot-sets-token", n=action.value)
    if isinstance(action, Pass):
        return Msg(
            {
                "influence": "bot-stops",
                "build": "bot-done-build",  # as the log says a silent move: "builds nothing"
                "recruit": "bot-recruits-none",
            }.get(turn(view).decision, "bot-declines")
        )
    if isinstance(action, Take) and any(action.goods):
        return _toward(view, player, action)
    if isinstance(action, Take):
        return Msg("bot-takes-reward")
    return explain.move(view, action)


def _comma_list(items: list[Msg]) -> Msg:
    """Up to three items separated by commas ("1 VP, a reroll of low rolls")."""
    if len(items) == 1:
        return items[0]
    if len(items) == 2:
        return Msg.of("bot-list-2", first=items[0], second=items[1])
    return Msg.of("bot-list-3", first=items[0], second=items[1], third=items[2])


def why_of(view: GameState, player: int, action: Action, scores: Scored) -> tuple[Msg, bool]:
    """The bot's own numbers for ``action`` against the best other choice, and whether they
    are said of this year's enemy (its strength, its name)."""
    mine = next(s for a, s in scores if a == action)
    others = [s for a, s in scores if a != action]
    other = max(others) if others else mine
    if isinstance(action, Influence):
        worth, kind = advisor_value(view, player, action.advisor)
        nums = {"worth": number(worth), "mine": number(mine), "other": number(other)}
        if kind != "soldiers":
            ids = {"VP": "bot-why-advisor-vp", "goods": "bot-why-advisor-goods"}
            return Msg.of(ids.get(kind, "bot-why-advisor-goods"), **nums), False
        enemies = enemies_possible(view)
        if len(enemies) == 1:
            e = enemies[0]
            enemy = Term("enemy", str(e.type))
            msg = Msg.of("bot-why-advisor-soldiers", enemy=enemy, strength=e.strength, **nums)
            return msg, True
        lo = min(e.strength for e in enemies)
        hi = max(e.strength for e in enemies)
        return Msg.of("bot-why-advisor-soldiers-range", low=lo, high=hi, **nums), True
    if isinstance(action, Pass) and turn(view).decision == "influence":
        return Msg.of("bot-why-keep-dice", mine=number(mine), other=number(other)), False
    recruit = isinstance(action, Pass) and turn(view).decision == "recruit"
    if isinstance(action, Recruit) or recruit:
        hi = max(e.strength for e in enemies_possible(view))
        return Msg.of("bot-why-recruit", high=hi, mine=signed(mine), other=signed(other)), True
    if isinstance(action, PickToken):
        return Msg.of("bot-why-token", mine=number(mine)), False
    return Msg.of("bot-why-estimate", mine=number(mine), other=number(other)), False


def _toward(view: GameState, player: int, action: Take) -> Msg:
    """The goods taken, with the building they go toward and what the player will then
    lack: the most rewarding one open to it whose cost calls for a good taken (if any)."""
    taken = explain.goods(action.goods)
    after = list(view.players[player].goods)
    for k in range(3):
        after[k] += action.goods[k]
    for bid, cost in targets(view, player):
        if any(action.goods[k] and cost[k] for k in range(3)):
            building = Term("building", bid)
            lack = sum(max(0, c - h) for c, h in zip(cost, after, strict=True))
            if not lack:
                return Msg.of("bot-takes-enough", goods=taken, building=building)
            return Msg.of("bot-takes-toward", goods=taken, building=building, n=lack)
    return Msg.of("bot-takes", goods=taken)


# The buildings whose effect the reasons describe ("bot-effect-<effect>": what it does for
# its owner, in a few words).
EFFECT_WORDS = frozenset(
    {
        "statue",
        "chapel",
        "cathedral",
        "inn",
        "market",
        "farms",
        "merchants_guild",
        "barracks",
        "stables",
        "stone_wall",
        "fortress",
        "crane",
        "town_hall",
        "embassy",
    }
)
