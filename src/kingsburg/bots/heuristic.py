"""The heuristic levels (beginner, solid): score each legal move, keep the best.

Influence moves are scored directly (what the advisor's reward is worth to us, less
the dice it uses up), so no copy of the game is needed: this is also the policy the
strong level plays inside its playouts, where speed matters.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import product

from kingsburg.bots.base import BotMove
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
from kingsburg.engine import (
    GOODS,
    Action,
    Build,
    GameState,
    Influence,
    Pass,
    PickToken,
    Recruit,
    Take,
    action_text,
    apply,
    legal_actions,
    state_hash,
    turn,
)

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
            return BotMove(actions[0], "the only move")
        self._rng = decision_rng(self._seed, view)
        scores = score_moves(view, player, actions)
        action = actions[self._best(scores)]
        scored = list(zip(actions, scores, strict=True))
        return BotMove(action, reason(view, player, action, scored))


def decision_rng(seed: int, view: GameState) -> random.Random:
    """An RNG that depends only on the bot's seed and the view: the same view always
    gets the same move, whatever the bot decided before."""
    return random.Random(f"{seed}:{state_hash(view)}")


def reason(view: GameState, player: int, action: Action, scores: Scored) -> str:
    """One line in plain words: what ``action`` does and the bot's own numbers for it.

    ``scores`` holds each legal action with its score from ``score_moves``. Only what is
    true of the position is named: an enemy the view shows, a building with what the
    player will hold after the move (or how many goods it will still lack)."""
    return f"{what(view, player, action)}: {why(view, player, action, scores)}"


Scored = list[tuple[Action, float]]


def what(view: GameState, player: int, action: Action) -> str:
    """What the move does, in words (true of the position whatever the bot thinks)."""
    rs = view.ruleset
    if isinstance(action, Influence):
        adv = rs.advisors[action.advisor - 1]
        return f"influences the {adv.name} ({adv.summary})"
    if isinstance(action, Build):
        b = rs.building(action.building)
        text = f"builds the {b.name} ({b.vp} VP" if b.vp else f"builds the {b.name} (no VP"
        if str(b.effect) in EFFECT_WORDS:
            text += f", {EFFECT_WORDS[str(b.effect)]}"
        if b.battle > 0:
            text += ", a stronger defence every winter"
        elif b.battle_vs:
            text += ", a stronger defence against " + " and ".join(b.battle_vs)
        return text + ")"
    if isinstance(action, Recruit):
        return f"recruits {action.soldiers}"
    if isinstance(action, PickToken):
        return f"sets aside token {action.value}"
    if isinstance(action, Pass):
        return {
            "influence": "stops",
            "build": "builds nothing",
            "recruit": "recruits no one",
        }.get(turn(view).decision, "declines")
    if isinstance(action, Take) and any(action.goods):
        return f"takes {_goods_words(action.goods)}{_toward(view, player, action)}"
    if isinstance(action, Take):
        return "takes the reward"
    return action_text(view, action)


def why(view: GameState, player: int, action: Action, scores: Scored) -> str:
    """The bot's own numbers for ``action`` against the best other choice."""
    mine = next(s for a, s in scores if a == action)
    others = [s for a, s in scores if a != action]
    other = max(others) if others else mine
    if isinstance(action, Influence):
        worth, kind = advisor_value(view, player, action.advisor)
        return f"{_kind_words(view, kind)} worth {worth:.1f} VP to me, {_net(mine, other)}"
    if isinstance(action, Pass) and turn(view).decision == "influence":
        return f"keeping the dice scores {mine:.1f}, the best advisor left {other:.1f}"
    recruit = isinstance(action, Pass) and turn(view).decision == "recruit"
    if isinstance(action, Recruit) or recruit:
        hi = max(e.strength for e in enemies_possible(view))
        return (
            f"against a winter enemy of strength up to {hi}, the battle gain less the goods "
            f"paid is {mine:+.1f} VP (best other {other:+.1f})"
        )
    if isinstance(action, PickToken):
        return f"the winter battle and the tokens left score {mine:.1f} VP by my estimate"
    return f"my estimate of the position after it {mine:.1f} VP, after the best other {other:.1f}"


def _net(mine: float, other: float) -> str:
    return f"{mine:.1f} after the dice it uses (best other {other:.1f})"


def _kind_words(view: GameState, kind: str) -> str:
    if kind != "soldiers":
        return {"VP": "victory points", "goods": "goods"}.get(kind, kind)
    enemies = enemies_possible(view)
    if len(enemies) == 1:
        e = enemies[0]
        return f"soldiers to beat the year's {e.name} (strength {e.strength})"
    lo = min(e.strength for e in enemies)
    hi = max(e.strength for e in enemies)
    return f"soldiers for a winter enemy of strength {lo}-{hi}"


def _toward(view: GameState, player: int, action: Take) -> str:
    """The building the taken goods go toward, with what the player will then lack:
    the most rewarding one open to it whose cost calls for a good taken ("" if none)."""
    after = list(view.players[player].goods)
    for k in range(3):
        after[k] += action.goods[k]
    for bid, cost in targets(view, player):
        if any(action.goods[k] and cost[k] for k in range(3)):
            name = view.ruleset.building(bid).name
            lack = sum(max(0, c - h) for c, h in zip(cost, after, strict=True))
            if not lack:
                return f", enough for the {name}"
            return f", toward the {name} ({lack} good{'s' * (lack > 1)} short)"
    return ""


def _goods_words(goods: tuple[int, int, int]) -> str:
    return ", ".join(f"{n} {name}" for n, name in zip(goods, GOODS, strict=True) if n)


# A few words on what each building's effect does for its owner.
EFFECT_WORDS = {
    "statue": "a reroll when all dice match",
    "chapel": "a reroll of low rolls",
    "cathedral": "points for goods left at the end",
    "inn": 'a "+2" token every summer',
    "market": "dice that reach one advisor further",
    "farms": "an extra white die every season",
    "merchants_guild": "1 gold every season",
    "barracks": "soldiers for 1 good each",
    "stables": "an extra soldier from advisors",
    "stone_wall": "ties that count as wins",
    "fortress": "1 more VP for every battle won",
    "crane": "cheaper buildings on the right",
    "town_hall": "goods turned into VP",
    "embassy": "1 VP every season",
}
