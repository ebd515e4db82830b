"""Phases 1, 3 and 5: the King's Favor, the King's Reward and the King's Envoy."""

from __future__ import annotations

from kingsburg.engine.actions import Action, Take
from kingsburg.engine.common import add_goods, change_vp, push
from kingsburg.engine.events import Event, new_event, new_goods
from kingsburg.engine.state import GameState, Step, make_step
from kingsburg.engine.steps import DecisionRule, decision_step, segment_begin
from kingsburg.message import Msg, Term

ONE_GOOD = (Take((1, 0, 0)), Take((0, 1, 0)), Take((0, 0, 1)))


def least_developed(state: GameState) -> list[int]:
    """Players with the fewest buildings, then among them the fewest goods (turn order)."""
    players = state.players
    fewest = min(players[i].n_buildings for i in state.order)
    tied = [i for i in state.order if players[i].n_buildings == fewest]
    poorest = min(players[i].n_goods for i in tied)
    return [i for i in tied if players[i].n_goods == poorest]


@segment_begin("King's Favor")
def favor_begin(state: GameState, ev: list[Event]) -> None:
    chosen = least_developed(state)
    if len(chosen) == 1:
        p = chosen[0]
        state.players[p].favor_dice += 1
        ev.append(new_event(kind="favor", player=p, form="die", names=state.config.players))
        return
    ev.append(
        new_event(kind="favor", form="tie", players=tuple(chosen), names=state.config.players)
    )
    push(state, *(make_step("favor_good", p) for p in chosen))


def favor_good_options(state: GameState, step: Step) -> list[Action]:
    return list(ONE_GOOD)


def favor_good_resolve(state: GameState, step: Step, action: Action, ev: list[Event]) -> None:
    assert isinstance(action, Take)
    add_goods(state, step.player, action.goods)
    ev.append(
        new_goods(
            kind="gain",
            player=step.player,
            form="from",
            label=Term("phase", 1),
            gained=action.goods,
            names=state.config.players,
        )
    )


@segment_begin("King's Reward")
def king_reward_begin(state: GameState, ev: list[Event]) -> None:
    most = max(p.n_buildings for p in state.players)
    for i in state.order:
        if state.players[i].n_buildings == most:
            change_vp(state, i, 1, "king", "king", ev, values=(most,))


@segment_begin("King's Envoy")
def envoy_begin(state: GameState, ev: list[Event]) -> None:
    if state.envoy >= 0 and state.envoy_year < state.year:
        ev.append(
            new_event(kind="envoy", player=state.envoy, form="return", names=state.config.players)
        )
        state.envoy = -1
    chosen = least_developed(state)
    if len(chosen) == 1:
        state.envoy = chosen[0]
        state.envoy_year = state.year
        ev.append(
            new_event(kind="envoy", player=chosen[0], form="receive", names=state.config.players)
        )
    else:
        state.envoy = -1
        ev.append(new_event(kind="envoy", form="none", names=state.config.players))


decision_step(
    "favor_good",
    DecisionRule(
        "favor",
        favor_good_options,
        favor_good_resolve,
        prompt=Msg("decide-favor"),
        due="illegal-due-favor",
        title=Msg("decide-title-favor"),
    ),
)
