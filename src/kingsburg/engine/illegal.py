"""Why an action is not allowed now, in words: for ``apply`` and ``parse_action`` errors."""

from __future__ import annotations

from kingsburg.engine import productive
from kingsburg.engine.actions import Action, Build, Influence, Pass, Reroll, goods_text
from kingsburg.engine.common import owns
from kingsburg.engine.flow import CHANCES, DECISIONS, legal_actions
from kingsburg.engine.state import ENVOY_BUILD, GameState


def why_illegal(state: GameState, action: Action) -> str:
    """The reason ``action`` is not among ``legal_actions(state)``, in one phrase."""
    if state.over:
        return "the game is over"
    if not state.todo or state.todo[-1].kind in CHANCES:
        return "no player decision is due now"
    step = state.todo[-1]
    p = state.players[step.player]
    legal = legal_actions(state)
    if not isinstance(action, Pass) and not any(type(a) is type(action) for a in legal):
        due = DECISIONS[step.kind].due.format(step=step)
        return f"{p.name} must first decide {due}"
    if isinstance(action, Influence):
        return _why_not_influence(state, step.player, action)
    if isinstance(action, Build):
        return _why_not_build(state, step.player, step.arg is ENVOY_BUILD, action)
    if isinstance(action, Reroll):
        return f"{p.name} may not reroll with the {action.building.title()} now"
    return "it is not one of the choices open now"


def _why_not_influence(state: GameState, player: int, action: Influence) -> str:
    p = state.players[player]
    if not 1 <= action.advisor <= 18:
        return f"there is no advisor {action.advisor} (1 to 18)"
    have = sorted(p.dice, reverse=True)
    for d in action.own:
        if d in have:
            have.remove(d)
        else:
            return f"{p.name} has no unused die showing {d}"
    white = list(p.white)
    for d in action.white:
        if d in white:
            white.remove(d)
        else:
            return f"{p.name} has no unused bonus die showing {d}"
    if action.plus2 and (p.plus2 == 0 or p.used_plus2):
        return f'{p.name} has no "+2" token to use this season'
    if action.market and (p.used_market or not owns(state, player, state.ruleset.effects.market)):
        return f"{p.name} has no Market to use this season"
    if action.envoy and state.envoy != player:
        return f"{p.name} does not hold the King's Envoy"
    total = sum(action.own) + sum(action.white) + 2 * action.plus2 + action.market
    if total != action.advisor:
        return f"those dice make {total}, not {action.advisor}"
    taken = state.board[action.advisor]
    if taken and not action.envoy:
        return f"advisor {action.advisor} is already taken (the King's Envoy is not named)"
    if taken:
        return f"advisor {action.advisor} already holds two groups of dice"
    if action.envoy:
        return f"advisor {action.advisor} is free: the King's Envoy is not needed"
    return "it is not one of the choices open now"


def _why_not_build(state: GameState, player: int, second: bool, action: Build) -> str:
    p = state.players[player]
    try:
        index = state.ruleset.building_index(action.building)
    except KeyError:
        return f"there is no building {action.building!r}"
    b = state.ruleset.buildings[index]
    if p.built[index]:
        return f"{p.name} already owns the {b.name}"
    if index not in productive.buildable(state, player):
        return f"the buildings left of the {b.name} in row {b.row} must be built first"
    if action.envoy and state.envoy != player:
        return f"{p.name} does not hold the King's Envoy"
    if second and not action.envoy:
        return "a second building this season needs the King's Envoy (write 'with envoy')"
    if not second and action.envoy:
        return "the King's Envoy builds only a second building, after a first one"
    cost = productive.building_cost(state, player, index)
    g = p.goods
    return (
        f"{p.name} cannot afford the {b.name}: it costs {goods_text(cost)}, "
        f"{p.name} has {goods_text((g[0], g[1], g[2]))}"
    )
