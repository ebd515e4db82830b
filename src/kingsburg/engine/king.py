"""Phases 1, 3 and 5: the King's Favor, the King's Reward and the King's Envoy."""

from __future__ import annotations

from kingsburg.engine.actions import Action, Take
from kingsburg.engine.common import add_goods, change_vp, name, push
from kingsburg.engine.events import Event
from kingsburg.engine.state import GameState, Step

ONE_GOOD = (Take((1, 0, 0)), Take((0, 1, 0)), Take((0, 0, 1)))


def least_developed(state: GameState) -> list[int]:
    """Players with the fewest buildings, then among them the fewest goods (turn order)."""
    players = state.players
    fewest = min(players[i].n_buildings for i in state.order)
    tied = [i for i in state.order if players[i].n_buildings == fewest]
    poorest = min(players[i].n_goods for i in tied)
    return [i for i in tied if players[i].n_goods == poorest]


def favor_begin(state: GameState, ev: list[Event]) -> None:
    chosen = least_developed(state)
    if len(chosen) == 1:
        p = chosen[0]
        state.players[p].favor_dice += 1
        ev.append(
            Event("favor", f"King's Favor: {name(state, p)} will roll a bonus die this spring", p)
        )
        return
    names = ", ".join(name(state, p) for p in chosen)
    ev.append(Event("favor", f"King's Favor: {names} are tied; each takes 1 good of choice"))
    push(state, *(Step("favor_good", p) for p in chosen))


def favor_good_options(state: GameState, step: Step) -> list[Action]:
    return list(ONE_GOOD)


def favor_good_resolve(state: GameState, step: Step, action: Action, ev: list[Event]) -> None:
    assert isinstance(action, Take)
    add_goods(state, step.player, action.goods)
    from kingsburg.engine.actions import goods_text

    ev.append(
        Event(
            "gain",
            f"{name(state, step.player)} takes {goods_text(action.goods)} from the King's Favor",
            step.player,
        )
    )


def king_reward_begin(state: GameState, ev: list[Event]) -> None:
    most = max(p.n_buildings for p in state.players)
    for i in state.order:
        if state.players[i].n_buildings == most:
            change_vp(state, i, 1, "king", f"from the King's Reward (most buildings: {most})", ev)


def envoy_begin(state: GameState, ev: list[Event]) -> None:
    if state.envoy >= 0 and state.envoy_year < state.year:
        ev.append(
            Event(
                "envoy", f"{name(state, state.envoy)} returns the unused King's Envoy", state.envoy
            )
        )
        state.envoy = -1
    chosen = least_developed(state)
    if len(chosen) == 1:
        state.envoy = chosen[0]
        state.envoy_year = state.year
        ev.append(
            Event("envoy", f"King's Envoy: {name(state, chosen[0])} receives the envoy", chosen[0])
        )
    else:
        state.envoy = -1
        ev.append(
            Event(
                "envoy",
                "King's Envoy: a tie for the least developed province, nobody receives the envoy",
            )
        )
