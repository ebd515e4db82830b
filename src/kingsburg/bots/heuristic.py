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
    seasons_left,
    targets,
    value,
)
from kingsburg.bots.explain import signed
from kingsburg.engine import (
    Action,
    Build,
    Gain,
    GameState,
    Influence,
    Pass,
    PickToken,
    Recruit,
    Take,
    Trade,
    apply,
    legal_actions,
    state_hash,
    turn,
)
from kingsburg.engine.steps import pass_words
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
    v, why, _ = advisor_reward(state, player, rank, ctx)
    return v, why


def advisor_reward(
    state: GameState, player: int, rank: int, ctx: Context | None = None
) -> tuple[float, str, tuple[int, int, int]]:
    """As ``advisor_value``, with the goods ``player`` would hold after its best reward."""
    ctx = ctx or context(state, player)
    adv = state.ruleset.advisors[rank - 1]
    have = state.players[player].goods
    need, now, gv = ctx.need, ctx.now, ctx.gv
    best, why, held = -99.0, "", (have[0], have[1], have[2])
    for opt in adv.options:
        if opt.alchemy:
            v = 0.0
            kept = held
            for give in range(3):
                if have[give]:
                    after = [x + 1 for x in have]
                    after[give] -= 2
                    gain = goods_worth(state, player, after, need) - now
                    if gain > v:
                        kept = (after[0], after[1], after[2])
                    v = max(v, gain)
            w = "goods"
        else:
            after = [have[0] + opt.gold, have[1] + opt.wood, have[2] + opt.stone]
            for _ in range(opt.choice_goods):
                k = max(range(3), key=lambda t: need[t] - after[t])
                after[k] += 1
            kept = (after[0], after[1], after[2])
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
            best, why, held = v, w, kept
    return best, why, held


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
    """What ``action`` gets and what it is for, with the bot's own numbers as details.

    ``scores`` holds each legal action with its score from ``score_moves``. Only what is
    true of the position is named: an enemy the view shows, a building whose cost the move
    brings within reach (or closer, with how many goods the player will still lack). A
    reason that speaks of this year's enemy is flagged (``rests_on_card``): the card may be
    one only this player has seen, and the table then reads just what was done. A move
    chosen though another scored more (the beginner's blur) says so, and why."""
    first, purpose, card = plain(view, player, action)
    # A recruit's numbers are the battle's, reckoned against the enemy as the view shows it.
    card = card or turn(view).decision == "recruit"
    details, varied = numbers(view, action, scores)
    if varied is not None:
        purpose = varied if purpose is None else Msg.of("bot-why-and", first=purpose, second=varied)
    return Reason(first, purpose, rests_on_card=card, details=details)


Scored = list[tuple[Action, float]]


def plain(view: GameState, player: int, action: Action) -> tuple[Msg, Msg | None, bool]:
    """What the move gets, what it is for (None: nothing more than it gets), and whether
    that rests on this year's enemy card."""
    have = view.players[player].goods
    if isinstance(action, Influence):
        _, kind, rewarded = advisor_reward(view, player, action.advisor)
        got = Msg.of(
            "bot-influences-dice",
            advisor=Term("advisor", action.advisor),
            rank=action.advisor,
            dice=explain.dice(action),
            extras=explain.extras(action),
            gives=explain.reward(view, action.advisor),
        )
        if action.advisor in view.tiles and len(view.ruleset.tiles) >= action.advisor:
            return got, None, False  # a tile's reward: the levels do not weigh its goods
        if kind == "soldiers":
            return (got, *battle_purpose(view))
        if kind == "goods":
            return got, building_change(view, player, rewarded), False
        return got, None, False
    if isinstance(action, Take) and any(action.goods):
        after = tuple(h + g for h, g in zip(have, action.goods, strict=True))
        got = Msg.of("bot-takes", goods=explain.goods(action.goods))
        return got, building_change(view, player, after), False
    if isinstance(action, Trade):
        after = tuple(h + (-1 if k == action.good else 1) for k, h in enumerate(have))
        return explain.move(view, action), building_change(view, player, after), False
    if isinstance(action, Gain) and any(action.bundle[k] > 0 for k in range(3)):
        after = tuple(h + action.bundle[k] for k, h in enumerate(have))
        return explain.move(view, action), building_change(view, player, after), False
    if isinstance(action, Recruit):
        got = Msg.of("bot-recruits-for", n=action.soldiers, goods=explain.goods(action.payment))
        return (got, *battle_purpose(view))
    return what(view, player, action), None, False


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
        if b.effect:  # what it does for its owner, in a few words
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
    if isinstance(action, Pass):  # as the log tells a silent pass ("builds nothing")
        return Msg(pass_words(turn(view).decision)[1])
    if isinstance(action, Take) and any(action.goods):
        return Msg.of("bot-takes", goods=explain.goods(action.goods))
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


def battle_purpose(view: GameState) -> tuple[Msg | None, bool]:
    """Soldiers' purpose: this winter's battle, against the enemy the view shows (resting
    on its card) or one of the strengths still possible; None when no battle is to come."""
    if not battle_pending(view):
        return None, False
    enemies = enemies_possible(view)
    if len(enemies) == 1:
        e = enemies[0]
        return Msg.of("bot-for-battle", enemy=Term("enemy", str(e.type)), strength=e.strength), True
    lo = min(e.strength for e in enemies)
    hi = max(e.strength for e in enemies)
    return Msg.of("bot-for-battle-range", low=lo, high=hi), False


def lack(cost: tuple[int, int, int], have: tuple[int, ...] | list[int]) -> int:
    """Goods still missing to pay ``cost`` with ``have``."""
    return sum(max(0, c - h) for c, h in zip(cost, have, strict=True))


def building_change(view: GameState, player: int, after: tuple[int, ...]) -> Msg | None:
    """What holding ``after`` instead of today's goods changes in what ``player`` can build:
    the most rewarding building it makes affordable, else the most rewarding one it brings
    closer (with what will still be lacking); None when it changes neither (or no building
    phase is left)."""
    if seasons_left(view) == 0:
        return None
    have = view.players[player].goods
    closer: Msg | None = None
    for bid, cost in targets(view, player):
        before, then = lack(cost, have), lack(cost, after)
        if before and not then:
            return Msg.of("bot-for-enough", building=Term("building", bid))
        if closer is None and then < before:
            closer = Msg.of("bot-for-toward", building=Term("building", bid), n=then)
    return closer


# Scores closer than this are the same to the reader (one decimal is shown).
SAME = 0.05


def numbers(view: GameState, action: Action, scores: Scored) -> tuple[Msg | None, Msg | None]:
    """The bot's own numbers as details (its score against the next best move's, both in
    expected final VP as the bot reckons them), and, when the move is not its best (the
    beginner's blur), the first line's note that says so. Never a number that argues
    against the move without the note saying why."""
    mine = next(s for a, s in scores if a == action)
    others = [(s, a) for a, s in scores if a != action]
    if not others:
        return None, None
    top, rival = max(others, key=lambda t: t[0])
    move = explain.move(view, rival)
    if mine >= top - SAME:
        return Msg.of("bot-detail-ahead", diff=signed(max(0.0, mine - top)), move=move), None
    diff = signed(mine - top)
    return Msg.of("bot-detail-varied", diff=diff, move=move), Msg.of("bot-why-varied", diff=diff)
