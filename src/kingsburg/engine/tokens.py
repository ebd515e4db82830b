"""Module 5: soldier tokens, picked in secret each winter instead of the King's die."""

from __future__ import annotations

from kingsburg.engine.actions import Action, PickToken
from kingsburg.engine.common import change_vp, push
from kingsburg.engine.events import Event, new_event
from kingsburg.engine.state import GameState, Step, make_step
from kingsburg.engine.steps import DecisionRule, auto_step, decision_step
from kingsburg.message import Msg


def begin_picks(state: GameState) -> None:
    """Every player picks a token in turn order (hidden), then all are revealed."""
    push(state, *(make_step("token", i) for i in state.order), make_step("token_reveal"))


def token_options(state: GameState, step: Step) -> list[Action]:
    return [PickToken(v) for v in sorted(set(state.players[step.player].tokens))]


def token_resolve(state: GameState, step: Step, action: Action, ev: list[Event]) -> None:
    assert isinstance(action, PickToken)
    p = state.players[step.player]
    p.token_pick = action.value
    names = state.config.players
    ev.append(new_event(kind="token", player=step.player, names=names))
    ev.append(
        new_event(
            kind="token_secret",
            player=step.player,
            private=True,
            values=(action.value,),
            names=names,
        )
    )


def reveal_auto(state: GameState, step: Step, ev: list[Event]) -> None:
    if any(p.token_pick < 0 for p in state.players):
        # Only a player's view (engine.view) lacks a pick: it cannot be revealed.
        raise KeyError("a soldier token hidden from this view")
    shown = []
    for i in state.order:
        p = state.players[i]
        p.tokens.remove(p.token_pick)
        p.soldiers += p.token_pick
        shown.append(p.token_pick)
        p.token_pick = -1
    ev.append(
        new_event(
            kind="reinforce",
            form="revealed",
            players=tuple(state.order),
            values=tuple(shown),
            names=state.config.players,
        )
    )


def score_left_over(state: GameState, ev: list[Event]) -> None:
    for i in state.order:
        left = sum(state.players[i].tokens)
        change_vp(state, i, left, "other", "token_left", ev, values=(left,))


def hide_picks(view: GameState, player: int) -> None:
    """In a player's view, the others' picks show only as 'picked' (-2)."""
    for i, p in enumerate(view.players):
        if i != player and p.token_pick >= 0:
            p.token_pick = -2


decision_step(
    "token",
    DecisionRule(
        "token",
        token_options,
        token_resolve,
        prompt=Msg("decide-token"),
        due="illegal-due-token",
        title=Msg("decide-title-token"),
        secret=True,
    ),
)
auto_step("token_reveal", reveal_auto)
