"""What a position is worth to a player, in victory points (VP) expected by game end.

Used by the heuristic levels to score moves and by the search level to score the
end of each playout. Everything here reads only what a player's view shows; an
enemy card the view hides counts as any card still possible for that year.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from kingsburg.engine import (
    BATTLE_SEGMENT,
    GameState,
    buildable,
    building_cost,
    current_phase,
)

if TYPE_CHECKING:  # only for type hints: the bots read the rules through the state
    from kingsburg.data.loader import Ruleset
    from kingsburg.data.models import Enemy

# Worth of a building's effect per productive season still to come, by effect key.
SEASON_EFFECT = {
    "statue": 0.1,
    "chapel": 0.25,
    "inn": 0.25,
    "market": 0.35,
    "farms": 0.9,
    "merchants_guild": 0.8,
    "stables": 0.15,
    "crane": 0.25,
    "town_hall": 0.4,
    "embassy": 1.0,  # exactly 1 VP each season
}
WINTER_PER_STRENGTH = 3.0  # one point of battle strength in every future winter (fitted in play)
WINTER_EFFECT = {"barracks": 0.3, "stone_wall": 0.3, "fortress": 0.45}
PLUS2 = 0.5  # a "+2" token while seasons remain
GOOD = 0.9  # a good while buildings can still be bought
LOST_BUILDING = 4.5  # a building a defeat destroys (its VP and what it did)


@dataclass(frozen=True, slots=True)
class Rules:
    """Numbers looked up once per ruleset."""

    effect: tuple[str, ...]  # effect key per building index ("" if none)
    season_value: tuple[float, ...]
    winter_value: tuple[float, ...]  # per future winter (flat strength and effects)
    battle: tuple[int, ...]  # flat battle modifier per building
    flat_battle: tuple[int, ...]  # buildings with a flat battle modifier
    versus: tuple[tuple[int, str, int], ...]  # (building, enemy type, modifier)
    cathedral: int
    stone_wall: int
    fortress: int
    farms: int
    stables: int
    barracks: int


@lru_cache(maxsize=4)
def rules(rs: Ruleset) -> Rules:
    effect = tuple(str(b.effect) if b.effect else "" for b in rs.buildings)

    def where(key: str) -> int:
        return effect.index(key) if key in effect else -1

    return Rules(
        effect,
        tuple(SEASON_EFFECT.get(e, 0.0) for e in effect),
        tuple(
            WINTER_PER_STRENGTH * (b.battle + 0.3 * sum(b.battle_vs.values()))
            + WINTER_EFFECT.get(e, 0.0)
            for b, e in zip(rs.buildings, effect, strict=True)
        ),
        tuple(b.battle for b in rs.buildings),
        tuple(i for i, b in enumerate(rs.buildings) if b.battle),
        tuple(
            (i, str(kind), bonus)
            for i, b in enumerate(rs.buildings)
            for kind, bonus in b.battle_vs.items()
        ),
        where("cathedral"),
        where("stone_wall"),
        where("fortress"),
        where("farms"),
        where("stables"),
        where("barracks"),
    )


# Productive seasons of this year whose building phase is still to come, by phase (0-9).
_SEASONS_THIS_YEAR = tuple(sum(1 for p in (2, 4, 6) if p >= ph) for ph in range(10))


def seasons_left(state: GameState) -> int:
    """Productive seasons whose building phase is still to come (the current one included)."""
    phase = current_phase(state)
    return _SEASONS_THIS_YEAR[phase] + 3 * (5 - state.year) if phase >= 1 else 15


def good_value(state: GameState, player: int) -> float:
    if seasons_left(state) > 0:
        return GOOD
    r = rules(state.ruleset)
    return 0.5 if r.cathedral >= 0 and state.players[player].built[r.cathedral] else 0.02


# A good the next buildings call for (fitted in self-play: four solids score 1.1-1.4 VP
# more each with 1.2 than with 1.1; 1.5 and more hoard instead of building).
NEEDED = 1.2
SPARE = 0.8  # a good beyond that


_NEEDS: dict[tuple[int, tuple[bool, ...], int, int], tuple[int, int, int]] = {}


def needs(state: GameState, player: int) -> tuple[int, int, int]:
    """Goods (gold, wood, stone) the two most rewarding buildings open to ``player`` cost.

    It depends only on what the player has built and how much of the game is left, so
    it is remembered (playouts ask for it thousands of times)."""
    seasons = seasons_left(state)
    key = (id(state.ruleset), tuple(state.players[player].built), seasons, state.year)
    need = _NEEDS.get(key)
    if need is None:
        if len(_NEEDS) > 100_000:
            _NEEDS.clear()
        need = _NEEDS[key] = _needs(state, player, seasons)
    return need


def targets(state: GameState, player: int) -> list[tuple[str, tuple[int, int, int]]]:
    """The buildings open to ``player``, most rewarding first, with what each costs."""
    r = rules(state.ruleset)
    seasons = seasons_left(state)
    winters = 5 - state.year
    scored = []
    for bid in buildable(state, player):
        i = state.ruleset.building_index(bid)
        cost = building_cost(state, player, bid)
        b = state.ruleset.buildings[i]
        net = b.vp + seasons * r.season_value[i] + winters * r.winter_value[i] - 0.9 * sum(cost)
        scored.append((net, bid, cost))
    scored.sort(key=lambda t: -t[0])
    return [(bid, cost) for _, bid, cost in scored]


def _needs(state: GameState, player: int, seasons: int) -> tuple[int, int, int]:
    g = w = st = 0
    for _, cost in targets(state, player)[:2]:
        g, w, st = g + cost[0], w + cost[1], st + cost[2]
    return (g, w, st)


def goods_worth(
    state: GameState, player: int, goods: list[int] | tuple[int, ...], need: tuple[int, int, int]
) -> float:
    """What holding ``goods`` is worth: the ones the next buildings need count most."""
    if seasons_left(state) == 0:
        return good_value(state, player) * (goods[0] + goods[1] + goods[2])
    v = 0.0
    for have, want in zip(goods, need, strict=True):
        v += NEEDED * min(have, want) + SPARE * max(0, have - want)
    return v


def enemies_possible(state: GameState) -> tuple[Enemy, ...]:
    """This year's enemy as far as the view tells: the card if seen, else every candidate."""
    card = state.deck[state.year - 1] if len(state.deck) >= state.year else ""
    if card:
        return (state.ruleset.enemy(card),)
    return state.ruleset.enemies_of_year(state.year)


def _reinforcements(state: GameState, player: int) -> tuple[int, ...]:
    """Equally likely numbers of soldiers the King (or a token) adds this winter."""
    if state.reinforcement:
        return (state.reinforcement,)
    if 5 in state.config.modules:
        p = state.players[player]
        if p.token_pick >= 0:
            return (p.token_pick,)
        return tuple(p.tokens) or (0,)
    if "alt-reinforcements" in state.config.variants:
        return tuple(abs(a - b) + 1 for a in range(1, 7) for b in range(1, 7))
    return (1, 2, 3, 4, 5, 6)


def battle_pending(state: GameState) -> bool:
    """This year's battle is still to come (soldiers still count)."""
    phase = current_phase(state)
    if phase != 8:
        return 1 <= phase <= 7
    # In winter: while its segments before the battle last (the reinforcements, the token
    # picks, and whatever a rule adds there), not once the battles are being fought.
    return state.seg < BATTLE_SEGMENT


_BATTLES: dict[tuple[object, ...], float] = {}


def battle_value(state: GameState, player: int, extra: int = 0) -> float:
    """Expected VP from this winter's battle with ``extra`` more soldiers.

    Remembered by what it depends on: playouts ask for the same battle many times over
    (about a quarter of the strong level's time went here)."""
    p = state.players[player]
    gv = GOOD if state.year < 5 else good_value(state, player)
    reinf = _reinforcements(state, player)
    year = state.year
    card = state.deck[year - 1] if len(state.deck) >= year else ""
    key = (id(state.ruleset), p.soldiers + extra, *p.built, p.n_goods, gv, reinf, year, card)
    v = _BATTLES.get(key)
    if v is None:
        if len(_BATTLES) > 200_000:
            _BATTLES.clear()
        v = _BATTLES[key] = _battle_value(state, p.built, p.soldiers + extra, p.n_goods, gv, reinf)
    return v


def _battle_value(
    state: GameState, built: list[bool], flat: int, n_goods: int, gv: float, reinf: tuple[int, ...]
) -> float:
    r = rules(state.ruleset)
    for i in r.flat_battle:
        if built[i]:
            flat += r.battle[i]
    ties_win = r.stone_wall >= 0 and built[r.stone_wall]
    bonus_vp = 1 if r.fortress >= 0 and built[r.fortress] else 0
    n_reinf = len(reinf)
    enemies = enemies_possible(state)
    has_building = True in built
    total = 0.0
    for e in enemies:
        s = flat
        for i, kind, bonus in r.versus:
            if kind == e.type and built[i]:
                s += bonus
        need = e.strength - s  # reinforcements above this win, below it lose
        wins = sum(1 for k in reinf if k > need or (k == need and ties_win))
        losses = sum(1 for k in reinf if k < need)
        if wins:
            rw = e.reward
            total += wins * (
                rw.vp + bonus_vp + gv * (rw.gold + rw.wood + rw.stone + rw.choice_goods)
            )
        if losses:
            pen = e.penalty
            lose_goods = min(n_goods, pen.gold + pen.wood + pen.stone + pen.choice_goods)
            ruin = LOST_BUILDING if pen.building and has_building else 0.0
            total -= losses * (pen.vp + gv * lose_goods + ruin)
    return total / (len(enemies) * n_reinf)


def value(state: GameState, player: int) -> float:
    """Expected final VP of ``player`` (a rough but consistent estimate)."""
    p = state.players[player]
    r = rules(state.ruleset)
    seasons = seasons_left(state)
    winters = 5 - state.year
    v = float(p.vp)
    v += goods_worth(state, player, p.goods, needs(state, player))
    if seasons:
        v += PLUS2 * p.plus2
    for i, built in enumerate(p.built):
        if built:
            v += seasons * r.season_value[i] + winters * r.winter_value[i]
    if battle_pending(state):
        # Only the last year: earlier, goods bought more than the soldiers they could pay
        # for (counting the option there changed no move in 100 games), so it is spared.
        late = state.year == 5 and current_phase(state) <= 6
        v += recruit_value(state, player) if late else battle_value(state, player)
    if 5 in state.config.modules and p.tokens:
        v += min(p.tokens) * 0.5  # the token left at the end scores
    if current_phase(state) <= 2:
        v += king_reward_chance(state, player)
    return v


def recruit_value(state: GameState, player: int) -> float:
    """This winter's battle when soldiers may still be recruited before it: the best of
    recruiting none or a few, each paid with spare goods. Used for the last year, whose
    battle can cost many points while goods will soon be worth next to nothing: a build
    that leaves nothing for soldiers then has to beat the soldiers' worth."""
    p = state.players[player]
    r = rules(state.ruleset)
    price = 1 if r.barracks >= 0 and p.built[r.barracks] else 2
    gv = SPARE if seasons_left(state) else good_value(state, player)
    best = battle_value(state, player)
    for k in range(1, min(p.n_goods // price, MAX_RECRUIT) + 1):
        best = max(best, battle_value(state, player, k) - k * price * gv)
    return best


MAX_RECRUIT = 4  # soldiers anticipated at most (more rarely change the battle)
KING_REWARD = (0.25, 0.6, 0.9)  # chance of this year's King's Reward: one behind, level, ahead


def king_reward_chance(state: GameState, player: int) -> float:
    """This year's King's Reward (1 VP for the most buildings) still to come: how likely."""
    mine = state.players[player].n_buildings
    most = max(q.n_buildings for i, q in enumerate(state.players) if i != player)
    if mine < most - 1:
        return 0.0
    return KING_REWARD[min(mine - most + 1, 2)]
