"""Why an action is not allowed now, as a message: for ``apply`` and ``parse_action`` errors."""

from __future__ import annotations

from kingsburg.engine import productive
from kingsburg.engine.actions import Action, Build, Influence, Pass, Reroll
from kingsburg.engine.common import advisor_of, owns
from kingsburg.engine.flow import legal_actions
from kingsburg.engine.state import ENVOY_BUILD, Advisor, GameState
from kingsburg.engine.steps import CHANCES, DECISIONS
from kingsburg.message import Msg, Term


def why_illegal(state: GameState, action: Action) -> Msg:
    """The reason ``action`` is not among ``legal_actions(state)``, as one phrase."""
    if state.over:
        return Msg("illegal-over")
    if not state.todo or state.todo[-1].kind in CHANCES:
        return Msg("illegal-no-decision")
    step = state.todo[-1]
    p = state.players[step.player]
    legal = legal_actions(state)
    if not isinstance(action, Pass) and not any(type(a) is type(action) for a in legal):
        rank = advisor_of(step) if isinstance(step.arg, Advisor) else 0
        return Msg.of(DECISIONS[step.kind].due, who=p.name, rank=rank)
    if isinstance(action, Influence):
        return _why_not_influence(state, step.player, action)
    if isinstance(action, Build):
        return _why_not_build(state, step.player, step.arg is ENVOY_BUILD, action)
    if isinstance(action, Reroll):
        return Msg.of("illegal-reroll", who=p.name, building=Term("building", action.building))
    return Msg("illegal-not-a-choice")


def _why_not_influence(state: GameState, player: int, action: Influence) -> Msg:
    p = state.players[player]
    if not 1 <= action.advisor <= 18:
        return Msg.of("illegal-no-advisor", rank=action.advisor)
    have = sorted(p.dice, reverse=True)
    for d in action.own:
        if d in have:
            have.remove(d)
        else:
            return Msg.of("illegal-no-die", who=p.name, die=d)
    white = list(p.white)
    for d in action.white:
        if d in white:
            white.remove(d)
        else:
            return Msg.of("illegal-no-white-die", who=p.name, die=d)
    if action.plus2 and (p.plus2 == 0 or p.used_plus2):
        return Msg.of("illegal-no-plus2", who=p.name)
    if action.market and (
        p.used_market or not owns(state, player, state.ruleset.effects["market"])
    ):
        return Msg.of("illegal-no-market", who=p.name)
    if action.envoy and state.envoy != player:
        return Msg.of("illegal-no-envoy", who=p.name)
    total = sum(action.own) + sum(action.white) + 2 * action.plus2 + action.market
    if total != action.advisor:
        return Msg.of("illegal-dice-total", total=total, rank=action.advisor)
    taken = state.board[action.advisor]
    if taken and not action.envoy:
        return Msg.of("illegal-advisor-taken", rank=action.advisor)
    if taken:
        return Msg.of("illegal-advisor-full", rank=action.advisor)
    if action.envoy:
        return Msg.of("illegal-envoy-not-needed", rank=action.advisor)
    return Msg("illegal-not-a-choice")


def _why_not_build(state: GameState, player: int, second: bool, action: Build) -> Msg:
    p = state.players[player]
    try:
        index = state.ruleset.building_index(action.building)
    except KeyError:
        return Msg.of("illegal-no-building", building=repr(action.building))
    b = state.ruleset.buildings[index]
    building = Term("building", b.id)
    if p.built[index]:
        return Msg.of("illegal-owned", who=p.name, building=building)
    if index not in productive.buildable(state, player):
        return Msg.of("illegal-row-first", building=building, row=b.row)
    if action.envoy and state.envoy != player:
        return Msg.of("illegal-no-envoy", who=p.name)
    if second and not action.envoy:
        return Msg("illegal-second-needs-envoy")
    if not second and action.envoy:
        return Msg("illegal-envoy-second-only")
    cost = productive.building_cost(state, player, index)
    g = p.goods
    return Msg.of(
        "illegal-cannot-afford",
        who=p.name,
        building=building,
        cost=_goods(cost),
        has=_goods((g[0], g[1], g[2])),
    )


_GOOD_IDS = ("gold", "wood", "stone")


def _goods(goods: tuple[int, int, int]) -> Msg:
    """An amount of goods as a message: "2 gold, 1 stone" (``action-goods-N``: N amounts,
    each an ``amount-…`` term of its good), "nothing" when none."""
    parts = [Msg.of(f"amount-{g}", n=n) for g, n in zip(_GOOD_IDS, goods, strict=True) if n]
    return Msg.of(f"action-goods-{len(parts)}", **dict(zip("abc", parts, strict=False)))
