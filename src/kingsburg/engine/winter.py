"""Phases 7 and 8: recruiting soldiers and the winter battle; then the end of the game."""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from kingsburg.data.loader import Ruleset
from kingsburg.data.models import Enemy, EnemyType
from kingsburg.data.rule_keys import effects
from kingsburg.engine import tokens
from kingsburg.engine.actions import PASS, Action, ChanceReinforce, Lose, Pass, Recruit, Take
from kingsburg.engine.chance import ChanceRequest, Source, request
from kingsburg.engine.common import (
    add_goods,
    affordable_multisets,
    change_vp,
    goods_multisets,
    owns,
    per_ruleset,
    push,
    push_for_each,
    sub_goods,
)
from kingsburg.engine.events import Event, new_battle, new_dice, new_event, new_goods
from kingsburg.engine.state import GameState, GoodsToChoose, Step, TopStrength, make_step
from kingsburg.engine.steps import (
    ChanceRule,
    DecisionRule,
    auto_step,
    chance_step,
    decision_step,
    segment_begin,
)
from kingsburg.errors import IllegalActionError
from kingsburg.message import Msg, Term

# The building effects these rules read.
effects("barracks", "stone_wall", "fortress", "cathedral")

# --- phase 7: recruit soldiers ---------------------------------------------


def soldier_price(state: GameState, player: int) -> int:
    return 1 if owns(state, player, state.ruleset.effects["barracks"]) else 2


@segment_begin("recruit")
def recruit_begin(state: GameState, ev: list[Event]) -> None:
    push_for_each(state, "recruit")


def recruit_prompt(state: GameState, step: Step) -> Msg:
    return Msg.of("decide-recruit", price=soldier_price(state, step.player))


def recruit_options(state: GameState, step: Step) -> list[Action]:
    gold, wood, stone = state.players[step.player].goods
    return _recruits(gold, wood, stone, soldier_price(state, step.player))


@cache
def _recruits(gold: int, wood: int, stone: int, price: int) -> list[Action]:
    """Every way to recruit with these goods, then "pass" (the same holdings come up again
    and again; the list is shared, as options are never changed in place)."""
    out: list[Action] = []
    for k in range(1, (gold + wood + stone) // price + 1):
        out.extend(Recruit(k, pay) for pay in affordable_multisets([gold, wood, stone], k * price))
    if out:
        out.append(PASS)
    return out


def recruit_resolve(state: GameState, step: Step, action: Action, ev: list[Event]) -> None:
    p = state.players[step.player]
    names = state.config.players
    if isinstance(action, Pass):
        ev.append(new_goods(kind="recruit", player=step.player, form="recruit", names=names))
        return
    assert isinstance(action, Recruit)
    sub_goods(state, step.player, action.payment)
    p.soldiers += action.soldiers
    ev.append(
        new_goods(
            kind="recruit",
            player=step.player,
            form="recruit",
            lost=action.payment,
            soldiers=action.soldiers,
            names=names,
        )
    )


# --- phase 8: winter --------------------------------------------------------


@segment_begin("reinforcements")
def reinforce_begin(state: GameState, ev: list[Event]) -> None:
    if 5 in state.config.modules:
        tokens.begin_picks(state)  # module 5: secret soldier tokens replace the die
    else:
        push(state, make_step("reinforce"))


def alt_reinforcements(state: GameState) -> bool:
    return "alt-reinforcements" in state.config.variants


def reinforce_request(state: GameState, step: Step) -> ChanceRequest:
    return request("reinforce", dice=2 if alt_reinforcements(state) else 1)


def reinforce_sample(req: ChanceRequest, source: Source) -> Action:
    dice = source.dice(req.dice)
    return ChanceReinforce(dice[0], dice[1] if len(dice) > 1 else 0)


def reinforce_resolve(state: GameState, step: Step, action: Action, ev: list[Event]) -> None:
    two = alt_reinforcements(state)
    if (
        not isinstance(action, ChanceReinforce)
        or not 1 <= action.die <= 6
        or (two and not 1 <= action.die2 <= 6)
        or (not two and action.die2)
    ):
        raise IllegalActionError(Msg.of("illegal-expected-reinforcements", dice=2 if two else 1))
    state.todo.pop()
    if two:
        # Variant: the difference of two dice plus one.
        gained = abs(action.die - action.die2) + 1
        rolled: tuple[int, ...] = (action.die, action.die2)
    else:
        gained, rolled = action.die, (action.die,)
    state.reinforcement = gained
    for p in state.players:
        p.soldiers += gained
    ev.append(
        new_dice(
            kind="reinforce",
            players=(state.order[0],),  # who rolls
            dice=rolled,
            total=sum(rolled),
            soldiers=gained,
            names=state.config.players,
        )
    )


def current_enemy(state: GameState) -> Enemy:
    return state.ruleset.enemy(state.deck[state.year - 1])


class Strength(NamedTuple):  # a value (a named tuple: a frozen dataclass is slow to make)
    soldiers: int
    modifiers: tuple[tuple[str, int], ...]  # (building id, modifier) for each that counts

    @property
    def total(self) -> int:
        return self.soldiers + sum(m for _, m in self.modifiers)


def battle_strength(state: GameState, player: int, enemy: Enemy) -> Strength:
    p = state.players[player]
    built = p.built
    mods = _modifiers(state.ruleset)[enemy.type]
    return Strength(p.soldiers, tuple([(name, m) for i, name, m in mods if built[i]]))


@per_ruleset
def _modifiers(rs: Ruleset) -> dict[EnemyType, tuple[tuple[int, str, int], ...]]:
    """By type of enemy (of this ruleset): (index, id, modifier) of each building
    that changes a battle against it."""
    return {
        e.type: tuple(
            (i, b.id, b.battle + b.battle_vs.get(e.type, 0))
            for i, b in enumerate(rs.buildings)
            if b.battle + b.battle_vs.get(e.type, 0)
        )
        for e in rs.enemies
    }


def outcome(state: GameState, player: int, strength: int, enemy: Enemy) -> int:
    """+1 win, 0 repelled (tie), -1 defeat."""
    if strength > enemy.strength:
        return 1
    if strength == enemy.strength:
        return 1 if owns(state, player, state.ruleset.effects["stone_wall"]) else 0
    return -1


@segment_begin("battle")
def battle_begin(state: GameState, ev: list[Event]) -> None:
    enemy = current_enemy(state)
    ev.append(
        new_battle(
            kind="enemy",
            year=state.year,
            card=enemy.id,
            label=Term("enemy", enemy.type),
            enemy_strength=enemy.strength,
            names=state.config.players,
        )
    )
    # The highest strength is fixed before any battle is resolved (a destroyed
    # building must not lower it for the players resolved later).
    top = max(battle_strength(state, i, enemy).total for i in range(state.n))
    push(state, *(make_step("battle", i, TopStrength(top)) for i in state.order))


_BATTLE_KINDS = {1: "battle_win", 0: "battle_tie", -1: "battle_loss"}


def battle_auto(state: GameState, step: Step, ev: list[Event]) -> None:
    player = step.player
    p = state.players[player]
    enemy = current_enemy(state)
    strength = battle_strength(state, player, enemy)
    total = strength.total
    result = outcome(state, player, total, enemy)
    names = state.config.players
    ev.append(
        new_battle(
            kind=_BATTLE_KINDS[result],
            player=player,
            year=state.year,
            card=enemy.id,
            label=Term("enemy", enemy.type),
            enemy_strength=enemy.strength,
            soldiers=strength.soldiers,
            terms=strength.modifiers,
            strength=total,
            result=result,
            names=names,
        )
    )
    if result > 0:
        r = enemy.reward
        spoils = (r.gold, r.wood, r.stone)
        add_goods(state, player, spoils)
        if any(spoils):
            ev.append(
                new_goods(kind="gain", player=player, form="spoils", gained=spoils, names=names)
            )
        change_vp(state, player, r.vp, "battles", "victory", ev)
        if owns(state, player, state.ruleset.effects["fortress"]):
            change_vp(state, player, 1, "battles", "fortress", ev)
        top = step.arg
        assert isinstance(top, TopStrength)
        if total == top.strength:
            change_vp(state, player, 1, "battles", "highest", ev)
        if r.choice_goods:
            push(state, make_step("battle_gain", player, GoodsToChoose(r.choice_goods)))
    elif result < 0:
        pen = enemy.penalty
        fixed = (min(pen.gold, p.goods[0]), min(pen.wood, p.goods[1]), min(pen.stone, p.goods[2]))
        if pen.gold or pen.wood or pen.stone:
            sub_goods(state, player, fixed)
            ev.append(new_goods(kind="lose", player=player, form="lose", lost=fixed, names=names))
        push(
            state,
            make_step("battle_lose", player, GoodsToChoose(pen.choice_goods)),
            make_step("battle_ruin", player),
        )


def goods_to_choose(step: Step) -> int:
    arg = step.arg
    assert isinstance(arg, GoodsToChoose)
    return arg.count


def battle_lose_prompt(state: GameState, step: Step) -> Msg:
    return Msg.of("decide-battle-lose", n=goods_to_choose(step))


def battle_gain_options(state: GameState, step: Step) -> list[Action]:
    return [Take(g) for g in goods_multisets(goods_to_choose(step))]


def battle_gain_resolve(state: GameState, step: Step, action: Action, ev: list[Event]) -> None:
    assert isinstance(action, Take)
    add_goods(state, step.player, action.goods)
    ev.append(
        new_goods(
            kind="gain",
            player=step.player,
            form="spoils",
            gained=action.goods,
            names=state.config.players,
        )
    )


def battle_lose_options(state: GameState, step: Step) -> list[Action]:
    """Goods of the player's choice to lose; no decision if there is only one way."""
    p = state.players[step.player]
    n = goods_to_choose(step)
    if n == 0 or p.n_goods <= n:
        return []
    ways = affordable_multisets(p.goods, n)
    return [Lose(g) for g in ways] if len(ways) > 1 else []


def battle_lose_auto(state: GameState, step: Step, ev: list[Event]) -> None:
    n = goods_to_choose(step)
    if n == 0:
        return
    p = state.players[step.player]
    if p.n_goods <= n:
        lost = (p.goods[0], p.goods[1], p.goods[2])
    else:
        lost = affordable_multisets(p.goods, n)[0]
    sub_goods(state, step.player, lost)
    ev.append(
        new_goods(
            kind="lose", player=step.player, form="lose", lost=lost, names=state.config.players
        )
    )


def battle_lose_resolve(state: GameState, step: Step, action: Action, ev: list[Event]) -> None:
    assert isinstance(action, Lose)
    sub_goods(state, step.player, action.goods)
    ev.append(
        new_goods(
            kind="lose",
            player=step.player,
            form="give_up",
            lost=action.goods,
            names=state.config.players,
        )
    )


def building_to_destroy(state: GameState, player: int) -> int:
    """Rightmost column first, then the topmost row; -1 if the player owns nothing."""
    built = state.players[player].built
    for col in range(3, -1, -1):
        for row in range(5):
            if built[row * 4 + col]:
                return row * 4 + col
    return -1


def battle_ruin_auto(state: GameState, step: Step, ev: list[Event]) -> None:
    player = step.player
    enemy = current_enemy(state)
    if enemy.penalty.building:
        index = building_to_destroy(state, player)
        if index >= 0:
            b = state.ruleset.buildings[index]
            state.players[player].built[index] = False
            ev.append(
                new_battle(
                    kind="destroy",
                    player=player,
                    year=state.year,
                    card=enemy.id,
                    label=Term("enemy", enemy.type),
                    enemy_strength=enemy.strength,
                    building=b.id,
                    names=state.config.players,
                )
            )
            destroyed = Term("building", b.id)
            change_vp(state, player, -b.vp, "battles", "destroyed", ev, label=destroyed)
    change_vp(state, player, -enemy.penalty.vp, "battles", "enemy", ev)


@segment_begin("aftermath")
def winter_end_begin(state: GameState, ev: list[Event]) -> None:
    for p in state.players:
        p.soldiers = 0
    state.reinforcement = 0
    ev.append(new_event(kind="winter", year=state.year, names=state.config.players))


# --- end of the game --------------------------------------------------------


@segment_begin("end of game")
def endgame_begin(state: GameState, ev: list[Event]) -> None:
    cathedral = state.ruleset.effects["cathedral"]
    for i in state.order:
        if owns(state, i, cathedral):
            goods = state.players[i].n_goods
            change_vp(state, i, goods // 2, "cathedral", "cathedral", ev, values=(goods,))
    if 5 in state.config.modules:
        tokens.score_left_over(state, ev)
    state.over = True


decision_step(
    "recruit",
    DecisionRule(
        "recruit",
        recruit_options,
        recruit_resolve,
        prompt=recruit_prompt,
        due="illegal-due-recruit",
        title=Msg("decide-title-recruit"),
        done="bot-done-recruit",
    ),
)
decision_step(
    "battle_gain",
    DecisionRule(
        "battle_gain",
        battle_gain_options,
        battle_gain_resolve,
        prompt=Msg("decide-battle-gain"),
        due="illegal-due-battle-gain",
        title=Msg("decide-title-battle-gain"),
        payload=GoodsToChoose,
    ),
)
decision_step(
    "battle_lose",
    DecisionRule(
        "battle_lose",
        battle_lose_options,
        battle_lose_resolve,
        auto=battle_lose_auto,
        prompt=battle_lose_prompt,
        due="illegal-due-battle-lose",
        title=Msg("decide-title-battle-lose"),
        payload=GoodsToChoose,
    ),
)
chance_step(
    "reinforce",
    ChanceRule(
        reinforce_request, reinforce_sample, reinforce_resolve, Msg("turn-brings-reinforcements")
    ),
)
auto_step("battle", battle_auto, TopStrength)
auto_step("battle_ruin", battle_ruin_auto)
