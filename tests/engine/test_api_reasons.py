"""What the API tells a tool: why an action is refused, whose reward is due, the envoy,
the neutral dice and bonus dice. Positions are set up with ``from_position``."""

from __future__ import annotations

import pytest

from kingsburg.engine import (
    Build,
    apply,
    blocked_advisors,
    bonus_dice,
    envoy_holder,
    from_position,
    legal_actions,
    parse_action,
    state_hash,
    turn,
)
from kingsburg.errors import IllegalActionError

HEAD = """\
kingsburg position
players: Ann, Brian
order: Ann, Brian
deck: 1-goblins-3 2-orcs-4 3-demons-6 4-goblins-6 5-dragon-9
"""


def position(body: str) -> str:
    return HEAD + body


def test_a_build_during_a_pending_reroll_names_the_reroll_not_the_cost() -> None:
    state = from_position(
        position(
            "at: Y1 spring rerolls (begun)\n"
            "envoy: none, year 0\n"
            "player Ann: goods 9 9 9; vp 0; soldiers 0; plus2 0; built statue;"
            " dice 2 2 2; rolled 2 2 2\n"
            "player Brian: goods 0 0 0; vp 0; soldiers 0; plus2 0; dice 6 5 1; rolled 6 5 1\n"
            "todo: reroll(Ann); reroll(Brian)\n"
        )
    )
    before = state_hash(state)
    with pytest.raises(IllegalActionError) as info:
        apply(state, Build("chapel"))
    assert str(info.value) == (
        "'build Chapel' is not allowed now: "
        "Ann must first decide whether to reroll with the Statue or the Chapel"
    )
    assert state_hash(state) == before


def test_a_build_that_is_too_dear_says_what_it_costs_and_what_the_player_has() -> None:
    state = from_position(
        position(
            "at: Y1 spring build (begun)\n"
            "envoy: none, year 0\n"
            "player Ann: goods 2 1 0; vp 0; soldiers 0; plus2 0; built statue\n"
            "player Brian: goods 0 0 0; vp 0; soldiers 0; plus2 0\n"
            "todo: build(Ann)\n"
        )
    )
    assert turn(state).player == 0
    with pytest.raises(IllegalActionError) as info:
        parse_action(state, "build Chapel")
    assert str(info.value) == (
        "'build Chapel' is not allowed now: "
        "Ann cannot afford the Chapel: it costs 3 gold, 1 stone, Ann has 2 gold, 1 wood"
    )


def test_turn_names_the_advisor_whose_reward_is_due() -> None:
    state = from_position(
        position(
            "at: Y1 spring rewards (begun)\n"
            "envoy: none, year 0\n"
            "advisor 8: Ann 5+3\n"
            "player Ann: goods 0 0 0; vp 0; soldiers 0; plus2 0; rolled 5 3 1; dice 1\n"
            "player Brian: goods 0 0 0; vp 0; soldiers 0; plus2 0; rolled 2 2 6\n"
            "todo: reward(Ann, 8); return_dice\n"
        )
    )
    t = turn(state)
    assert (t.decision, t.player, t.advisor) == ("reward", 0, 8)
    apply(state, legal_actions(state)[0])
    assert turn(state).advisor == 0  # nothing left to reward: the build step follows


def test_envoy_blocked_advisors_and_bonus_dice_are_readable() -> None:
    state = from_position(
        position(
            "at: Y2 summer influence (begun)\n"
            "envoy: Brian, year 1\n"
            "advisor 3: neutral 1+1+1\n"
            "advisor 12: neutral 6+6\n"
            "player Ann: goods 0 0 0; vp 0; soldiers 0; plus2 0; built inn market farms"
            "; rolled 5 3 1; dice 5 3 1; rolled_white 4; white 4\n"
            "player Brian: goods 0 0 0; vp 0; soldiers 0; plus2 0; rolled 2 2 6; dice 2 2 6\n"
            "todo: influence(Ann)\n"
        )
    )
    assert envoy_holder(state) == 1
    assert blocked_advisors(state) == [3, 12]
    assert (bonus_dice(state, 0), bonus_dice(state, 1)) == (1, 0)  # Ann's Farms
