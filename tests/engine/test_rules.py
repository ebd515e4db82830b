"""The base game's rules, one by one, each with its contrasting case.

Authority: ../shared/reference/kingsburg-data.md (rules and rulings) and the
English 2nd-edition rulebook. The rulebook's worked examples are in test_examples.py.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from kingsburg.data.loader import Ruleset, default_ruleset
from kingsburg.data.models import Penalty
from kingsburg.driver import ChanceDriver
from kingsburg.engine import (
    Build,
    ChanceReinforce,
    ChanceRoll,
    Event,
    GameConfig,
    GameState,
    Influence,
    Lose,
    Pass,
    Recruit,
    Take,
    TownHall,
    Trade,
    action_text,
    apply,
    bonus_dice,
    chance_request,
    is_over,
    legal_actions,
    new_game,
    parse_action,
    to_json,
    turn,
    view,
    visible_events,
)
from kingsburg.errors import IllegalActionError
from kingsburg.text.events import event_text
from tests.engine.helpers import (
    act,
    acts,
    battles,
    built_names,
    give_envoy,
    goods,
    index,
    jump,
    options,
    player,
    reward_due,
    rolls,
    run_until,
    said,
    setup_player,
    start,
    texts,
)


def who(state: GameState) -> str:
    """Name of the player who must decide now."""
    return state.players[turn(state).player].name


def winter(state: GameState, year: int = 1, die: int = 1) -> list[Event]:
    """Start the winter of ``year`` and roll the reinforcement die."""
    events = jump(state, year, 8)
    return events + act(state, f"reinforcements {die}")


def deck_with(year1: str) -> str:
    return f"deck {year1} 2-goblins-4 3-goblins-5 4-goblins-6 5-dragon-9"


# --- King's Favor (phase 1) -------------------------------------------------


def test_favor_fewest_buildings_beats_fewer_goods() -> None:
    """The fewest buildings decide first, goods only break ties."""
    state = start()
    setup_player(state, "Ann", buildings=["statue"], goods=(0, 0, 0))
    setup_player(state, "Brian", buildings=[], goods=(5, 5, 5))
    setup_player(state, "Cindy", buildings=["statue"], goods=(0, 0, 0))
    setup_player(state, "David", buildings=["statue", "inn"], goods=(0, 0, 0))
    events = jump(state, 2, 1)
    assert texts(events, "favor") == ["King's Favor: Brian will roll a bonus die this spring"]
    assert [p.favor_dice for p in state.players] == [0, 1, 0, 0]
    assert goods(state, "Brian") == (5, 5, 5)


def test_favor_full_tie_gives_a_good_to_the_tied_players_only() -> None:
    """Tie on buildings and goods: each tied player takes 1 good of choice (in turn
    order) and nobody gets a bonus die; the others get nothing."""
    state = start()
    setup_player(state, "Ann", buildings=["statue"], goods=(0, 0, 0))
    setup_player(state, "Brian", buildings=[], goods=(1, 0, 0))
    setup_player(state, "Cindy", buildings=[], goods=(0, 0, 1))
    setup_player(state, "David", buildings=[], goods=(0, 1, 1))
    jump(state, 2, 1)
    assert who(state) == "Brian" and turn(state).decision == "favor"
    assert options(state) == ["take gold", "take wood", "take stone"]
    act(state, "take stone")
    assert who(state) == "Cindy"
    act(state, "take wood")
    assert turn(state).decision == "roll"
    assert goods(state, "Brian") == (1, 0, 1) and goods(state, "Cindy") == (0, 1, 1)
    assert goods(state, "Ann") == (0, 0, 0) and goods(state, "David") == (0, 1, 1)
    assert [p.favor_dice for p in state.players] == [0, 0, 0, 0]


def test_favor_die_is_only_for_spring() -> None:
    """The favor's bonus die is rolled that spring and then gone."""
    state = start()
    setup_player(state, "Ann", buildings=[], goods=(0, 0, 0))
    for name in ("Brian", "Cindy", "David"):
        setup_player(state, name, buildings=["statue"])
    jump(state, 2, 1)
    req = chance_request(state)
    assert req is not None and (state.players[req.player].name, req.white) == ("Ann", 1)
    # The roll must include exactly one bonus die.
    before = to_json(state)
    with pytest.raises(IllegalActionError):
        act(state, "roll Ann 1 2 3")
    assert to_json(state) == before
    act(state, "roll Ann 1 2 3 white 4")
    assert player(state, "Ann").favor_dice == 0
    run_until(state, 2, 4, "roll")
    req = chance_request(state)
    assert req is not None and req.white == 0


# --- King's Reward (phase 3) ------------------------------------------------


def test_kings_reward_most_buildings_ties_all_gain() -> None:
    state = start()
    setup_player(state, "Ann", buildings=["statue", "inn", "guard_tower"], vp=0)
    setup_player(state, "Brian", buildings=["statue", "chapel", "inn"], vp=0)
    setup_player(state, "Cindy", buildings=["statue", "inn"], vp=0)
    events = jump(state, 1, 3)
    assert [p.vp for p in state.players] == [1, 1, 0, 0]
    assert texts(events, "vp") == [
        "Ann gains 1 VP from the King's Reward (most buildings: 3)",
        "Brian gains 1 VP from the King's Reward (most buildings: 3)",
    ]
    # A single leader: only that player.
    state = start()
    setup_player(state, "Cindy", buildings=["statue"], vp=0)
    jump(state, 1, 3)
    assert [p.vp for p in state.players] == [0, 0, 1, 0]


def test_kings_reward_when_nobody_has_built() -> None:
    """Literal reading of "all tied players gain 1 VP": with no buildings anywhere,
    everyone is tied for the most (0) and gains 1 VP."""
    state = start()
    jump(state, 1, 3)
    assert [p.vp for p in state.players] == [1, 1, 1, 1]


# --- King's Envoy (phase 5) -------------------------------------------------


def test_envoy_kept_until_phase_5_of_next_year() -> None:
    """Unused, the envoy is returned at the start of phase 5 of the next year (and
    handed out again there)."""
    state = start()
    for name in ("Ann", "Brian", "Cindy"):
        setup_player(state, name, buildings=["statue"])
    events = jump(state, 1, 5)
    assert texts(events, "envoy") == ["King's Envoy: David receives the envoy"]
    assert (state.envoy, state.envoy_year) == (index(state, "David"), 1)
    run_until(state, 2, 4, "influence")  # still held in year 2's spring and summer
    assert state.envoy == index(state, "David")
    # Year 2, phase 5: David returns it; now Ann is the least developed.
    setup_player(state, "Ann", buildings=[], goods=(0, 0, 0))
    for name in ("Brian", "Cindy", "David"):
        setup_player(state, name, buildings=["statue", "inn"])
    events = jump(state, 2, 5)
    assert texts(events, "envoy") == [
        "David returns the unused King's Envoy",
        "King's Envoy: Ann receives the envoy",
    ]
    assert (state.envoy, state.envoy_year) == (index(state, "Ann"), 2)


def test_envoy_returned_and_not_reawarded_on_a_full_tie() -> None:
    state = start()
    give_envoy(state, "David", 1)
    events = jump(state, 2, 5)  # everyone: no buildings, no goods
    assert texts(events, "envoy") == [
        "David returns the unused King's Envoy",
        "King's Envoy: a tie for the least developed province, nobody receives the envoy",
    ]
    assert state.envoy == -1


def test_envoy_used_on_an_own_advisor_and_returned() -> None:
    """The envoy also reaches an advisor the holder influenced himself; the advisor
    then rewards him twice. Used once, it is gone (no second build after it)."""
    state = start()
    give_envoy(state, "Ann", 1)
    setup_player(state, "Ann", goods=(0, 0, 0))
    jump(state, 2, 2)
    rolls(state, {"Ann": "2 6 6", "Brian": "1 1 1", "Cindy": "1 1 1", "David": "1 1 1"})
    acts(state, "pass", "pass", "pass")
    # No envoy on a free advisor: only plain influences there.
    assert not any(a.envoy for a in legal_actions(state) if isinstance(a, Influence))
    with pytest.raises(IllegalActionError):
        apply(state, Influence(2, (2,), envoy=True))
    act(state, "influence 2 with 2")
    assert "influence 2 with 2 envoy" not in options(state)  # no die showing 2 left
    act(state, "influence 6 with 6")
    assert options(state) == ["influence 6 with 6 envoy", "pass"]
    act(state, "influence 6 with 6 envoy")
    assert state.envoy == -1
    # Squire: 1 gold; then the Alchemist twice (the first reward gives the trade good).
    assert who(state) == "Ann" and options(state) == ["take gold", "pass"]
    act(state, "take gold")
    assert goods(state, "Ann") == (1, 0, 0)
    assert who(state) == "Ann" and options(state) == ["trade gold", "pass"]
    act(state, "trade gold")
    assert options(state) == ["trade wood", "trade stone", "pass"]
    act(state, "trade wood")
    assert goods(state, "Ann") == (1, 0, 2)
    # Building: one building only, the envoy has been used.
    assert turn(state).decision == "build"
    act(state, "build Guard Tower")
    assert turn(state).decision != "build" or who(state) != "Ann"


def test_used_envoy_is_not_returned_again() -> None:
    """Used in year 2, the envoy is already back: phase 5 only hands it out anew."""
    state = start()
    give_envoy(state, "Ann", 1)
    setup_player(state, "Ann", goods=(10, 10, 10))
    for name in ("Brian", "Cindy", "David"):
        setup_player(state, name, buildings=["statue"])
    jump(state, 2, 2, "build")
    acts(state, "build Statue", "build Chapel with envoy")
    assert state.envoy == -1 and built_names(state, "Ann") == ["Statue", "Chapel"]
    setup_player(state, "Ann", goods=(0, 0, 0))
    events = jump(state, 2, 5)
    assert texts(events, "envoy") == [
        "King's Envoy: a tie for the least developed province, nobody receives the envoy"
    ]


def test_envoy_build_needs_the_envoy_this_season() -> None:
    """Holding the envoy: a second build is offered once; without it, never."""
    state = start()
    setup_player(state, "Ann", goods=(10, 10, 10))
    give_envoy(state, "Ann", 1)
    jump(state, 1, 6, "build")
    act(state, "build Statue")
    assert who(state) == "Ann" and said(state).startswith("Ann: build a second")
    act(state, "pass")  # declined: the envoy stays with Ann
    assert state.envoy == index(state, "Ann")
    assert built_names(state, "Ann") == ["Statue"]


# --- influencing the advisors -----------------------------------------------


def spring_2p(block: tuple[str, str] = ("6 6 6", "6 6")) -> GameState:
    """A 2-player spring with the blocking dice rolled (advisors 18 and 12 by default)."""
    state = start(("Ann", "Brian"))
    jump(state, 1, 2)
    acts(state, f"block {block[0]}", f"block {block[1]}")
    return state


def test_influence_needs_the_exact_total_and_a_free_advisor() -> None:
    state = spring_2p()
    rolls(state, {"Ann": "1 3 5", "Brian": "6 6 6"})
    ranks = sorted({a.advisor for a in legal_actions(state) if isinstance(a, Influence)})
    assert ranks == [1, 3, 4, 5, 6, 8, 9]  # every sub-total of 1, 3, 5
    before = to_json(state)
    for bad in (Influence(9, (5, 3)), Influence(2, (1,)), Influence(7, (6, 1))):
        with pytest.raises(IllegalActionError):
            apply(state, bad)
    assert to_json(state) == before
    with pytest.raises(IllegalActionError, match="make 8, not 9"):
        act(state, "influence 9 with 5+3")
    act(state, "influence 8 with 5+3")
    assert to_json(state) != before
    act(state, "pass")  # Brian
    # Ann's 1 can go on the Jester; the Treasurer is hers already (one group each).
    assert options(state) == ["influence 1 with 1", "pass"]


def test_one_group_per_advisor_even_for_its_owner() -> None:
    state = spring_2p()
    rolls(state, {"Ann": "4 4 4", "Brian": "6 6 6"})
    act(state, "influence 4 with 4")
    act(state, "pass")
    assert "influence 4 with 4" not in options(state)
    with pytest.raises(IllegalActionError, match="already taken"):
        act(state, "influence 4 with 4")
    assert options(state) == ["influence 8 with 4+4", "pass"]


def test_blocked_advisor_is_taken() -> None:
    state = spring_2p(block=("1 2 5", "3 3"))  # blocks 8, then 6
    rolls(state, {"Ann": "2 3 3", "Brian": "6 6 6"})
    ranks = {a.advisor for a in legal_actions(state) if isinstance(a, Influence)}
    assert ranks == {2, 3, 5}  # 6 and 8 are blocked


def test_plus2_once_per_season() -> None:
    state = spring_2p()
    setup_player(state, "Ann", plus2=2)
    rolls(state, {"Ann": "1 2 3", "Brian": "6 6 6"})
    assert "influence 5 with 3 +2" in options(state)
    act(state, "influence 5 with 3 +2")
    assert player(state, "Ann").plus2 == 1 and player(state, "Ann").used_plus2
    act(state, "pass")
    assert not any(a.plus2 for a in legal_actions(state) if isinstance(a, Influence))
    with pytest.raises(IllegalActionError, match='no "\\+2" token'):
        act(state, "influence 4 with 2 +2")
    # Next season the remaining token can be used again.
    run_until(state, 1, 4, "influence")
    while who(state) != "Ann":
        act(state, "pass")
    assert any(a.plus2 for a in legal_actions(state) if isinstance(a, Influence))


def test_plus2_needs_a_token() -> None:
    state = spring_2p()
    rolls(state, {"Ann": "1 2 3", "Brian": "6 6 6"})
    assert not any(a.plus2 for a in legal_actions(state) if isinstance(a, Influence))
    with pytest.raises(IllegalActionError):
        apply(state, Influence(5, (3,), plus2=True))


def test_market_once_per_season() -> None:
    state = spring_2p()
    setup_player(state, "Ann", buildings=["inn", "market"])
    rolls(state, {"Ann": "1 2 4", "Brian": "6 6 6"})
    assert "influence 5 with 4 market +1" in options(state)
    act(state, "influence 5 with 4 market +1")
    act(state, "pass")
    assert not any(a.market for a in legal_actions(state) if isinstance(a, Influence))
    with pytest.raises(IllegalActionError):
        apply(state, Influence(3, (2,), market=1))
    assert options(state) == [
        "influence 1 with 1",
        "influence 2 with 2",
        "influence 3 with 2+1",
        "pass",
    ]


def test_white_die_needs_an_own_die() -> None:
    state = spring_2p()
    setup_player(state, "Ann", favor_dice=1)
    rolls(state, {"Ann": "1 1 1 white 6", "Brian": "6 6 6"})
    infl = [a for a in legal_actions(state) if isinstance(a, Influence)]
    assert all(a.own for a in infl)
    assert Influence(7, (1,), (6,)) in infl
    with pytest.raises(IllegalActionError):
        apply(state, Influence(6, (), (6,)))
    acts(state, "influence 3 with 1+1+1")  # all own dice used
    events = act(state, "pass")  # Brian
    # Ann only has the white 6: she passes by herself; the step ends.
    assert "Ann has no dice left and passes" in texts(events, "pass")
    assert player(state, "Ann").passed and player(state, "Ann").rolled_white == [6]
    assert turn(state).decision != "influence"


def test_passing_is_final_for_the_season() -> None:
    state = spring_2p()
    rolls(state, {"Ann": "1 2 3", "Brian": "4 5 6"})
    act(state, "pass")  # Ann passes with three dice
    act(state, "influence 4 with 4")
    assert who(state) == "Brian"  # Ann is skipped from now on
    act(state, "influence 5 with 5")
    assert who(state) == "Brian"
    assert player(state, "Ann").dice == [1, 2, 3]
    assert all(pl.player != index(state, "Ann") for b in state.board for pl in b)
    act(state, "influence 6 with 6")
    assert turn(state).decision == "reward"  # Brian at the Merchant; Ann gets nothing
    assert goods(state, "Ann") == (0, 0, 0)


def test_forced_pass_when_no_legal_move() -> None:
    state = spring_2p(block=("1 1 1", "1 1"))  # blocks 3 and 2
    rolls(state, {"Ann": "1 1 1", "Brian": "1 2 6"})
    # Ann: 1, 1+1=2 (blocked), 1+1+1=3 (blocked) -> only the Jester.
    assert options(state) == ["influence 1 with 1", "pass"]
    act(state, "influence 1 with 1")
    events = act(state, "influence 6 with 6")  # Brian
    # Ann's 1+1 reaches only taken advisors; then Brian's 1, 2 and 1+2 as well.
    assert texts(events, "pass") == [
        "Ann cannot reach a free advisor and passes",
        "Brian cannot reach a free advisor and passes",
    ]
    assert player(state, "Ann").dice == [1, 1] and player(state, "Brian").dice == [1, 2]
    # The influence step is over: the rewards begin, with Ann at the Jester.
    assert (who(state), turn(state).decision) == ("Ann", "reward")


# --- advisor rewards --------------------------------------------------------

# rank: (choice, options offered or None, goods, VP, soldiers, "+2", seen)
# Every reward is a decision of its player; "pass" (declining) is always offered last.
REWARDS: dict[int, tuple[str, list[str] | None, tuple[int, int, int], int, int, int, bool]] = {
    1: ("take reward", ["take reward", "pass"], (1, 1, 1), 6, 0, 0, False),
    2: ("take gold", ["take gold", "pass"], (2, 1, 1), 5, 0, 0, False),
    3: ("take wood", ["take wood", "pass"], (1, 2, 1), 5, 0, 0, False),
    4: ("take wood", ["take gold", "take wood", "pass"], (1, 2, 1), 5, 0, 0, False),
    5: ("take reward", ["take reward", "pass"], (1, 1, 1), 5, 1, 0, False),
    6: (
        "trade stone",
        ["trade gold", "trade wood", "trade stone", "pass"],
        (2, 2, 0),
        5,
        0,
        0,
        False,
    ),
    7: (
        "take stone",
        ["take gold", "take wood", "take stone", "pass"],
        (1, 1, 2),
        5,
        0,
        1,
        False,
    ),
    8: ("take 2 gold", ["take 2 gold", "pass"], (3, 1, 1), 5, 0, 0, False),
    9: (
        "take wood, stone",
        ["take gold, wood", "take wood, stone", "pass"],
        (1, 2, 2),
        5,
        0,
        0,
        False,
    ),
    10: ("take reward", ["take reward", "pass"], (1, 1, 1), 5, 2, 0, True),
    11: (
        "take wood, stone",
        ["take gold, stone", "take wood, stone", "pass"],
        (1, 2, 2),
        5,
        0,
        0,
        False,
    ),
    12: (
        "take 2 stone",
        [
            "take 2 gold",
            "take gold, wood",
            "take gold, stone",
            "take 2 wood",
            "take wood, stone",
            "take 2 stone",
            "pass",
        ],
        (1, 1, 3),
        5,
        0,
        1,
        False,
    ),
    13: ("take 3 stone", ["take 3 stone", "pass"], (1, 1, 4), 5, 0, 0, False),
    14: ("take gold, wood, stone", None, (2, 2, 2), 4, 0, 0, False),
    15: ("take gold, wood, stone", ["take gold, wood, stone", "pass"], (2, 2, 2), 5, 0, 0, False),
    16: ("take 4 gold", ["take 4 gold", "pass"], (5, 1, 1), 5, 0, 0, False),
    17: (
        "take gold, wood",
        [
            "take 2 gold",
            "take gold, wood",
            "take gold, stone",
            "take 2 wood",
            "take wood, stone",
            "take 2 stone",
            "pass",
        ],
        (2, 2, 1),
        8,
        0,
        0,
        True,
    ),
    18: ("take gold, wood, stone", ["take gold, wood, stone", "pass"], (2, 2, 2), 5, 1, 0, False),
}


def _influence_alone(rank: int, events: list[Event] | None = None) -> GameState:
    """Ann (1 gold, 1 wood, 1 stone, 5 VP) influences ``rank`` alone; the others pass.
    The events of the influence step are appended to ``events``."""
    if rank <= 6:
        dice, group = f"{rank} 6 6", f"{rank}"
    elif rank <= 12:
        dice, group = f"6 {rank - 6} 6", f"6+{rank - 6}"
    else:
        dice, group = f"6 6 {rank - 12}", f"6+6+{rank - 12}"
    state = start()
    setup_player(state, "Ann", goods=(1, 1, 1), vp=5)
    jump(state, 1, 2)
    rolls(state, {"Ann": dice, "Brian": "1 1 1", "Cindy": "1 1 1", "David": "1 1 1"})
    acts(state, "pass", "pass", "pass")
    assert who(state) == "Ann"
    ev = act(state, f"influence {rank} with {group}")
    if turn(state).decision == "influence":
        ev += act(state, "pass")
    if events is not None:
        events += ev
    return state


@pytest.mark.parametrize("rank", range(1, 19))
def test_every_advisor_reward(rank: int) -> None:
    choice, offered, gained, vp, soldiers, plus2, peek = REWARDS[rank]
    state = _influence_alone(rank)
    # Nothing is paid before Ann decides.
    assert tuple(player(state, "Ann").goods) == (1, 1, 1) and player(state, "Ann").vp == 5
    t = turn(state)
    assert (who(state), t.decision) == ("Ann", "reward")
    if offered is not None:
        assert options(state) == offered
    act(state, choice)
    assert turn(state).decision != "reward"
    p = player(state, "Ann")
    assert (tuple(p.goods), p.vp, p.soldiers, p.plus2) == (gained, vp, soldiers, plus2)
    assert p.seen == ([1] if peek else [])
    # Nobody else gained anything.
    for other in state.players[1:]:
        assert (tuple(other.goods), other.vp, other.soldiers) == ((0, 0, 0), 0, 0)


@pytest.mark.parametrize("rank", range(1, 19))
def test_every_advisor_reward_may_be_declined(rank: int) -> None:
    """Czech-rulebook ruling: any reward may be declined (the dice then only block the
    advisor). Declining gives and costs nothing: no goods, VP, soldiers, "+2" tokens
    and no look at the enemy card."""
    state = _influence_alone(rank)
    adv = state.ruleset.advisors[rank - 1].name
    assert (who(state), turn(state).decision) == ("Ann", "reward")
    assert options(state)[-1] == "pass"
    assert Pass() in legal_actions(state)
    events = act(state, "pass")
    assert turn(state).decision != "reward"
    p = player(state, "Ann")
    assert (tuple(p.goods), p.vp, p.soldiers, p.plus2) == ((1, 1, 1), 5, 0, 0)
    assert p.seen == []
    assert view(state, index(state, "Ann")).deck[0] == ""  # the card stays hidden
    ann = [e for e in events if e.player == index(state, "Ann")]
    assert [(e.kind, event_text(e)) for e in ann] == [
        ("reward", f"Ann declines the {adv}'s reward")
    ]
    assert not any(e.kind.startswith("peek") or e.vp for e in events)
    for other in state.players[1:]:
        assert (tuple(other.goods), other.vp, other.soldiers, other.plus2) == ((0, 0, 0), 0, 0, 0)


def test_declined_reward_still_blocks_the_advisor() -> None:
    """Ann's dice on the Treasurer keep everyone else off it for the season, even though
    she then turns its 2 gold down: nobody receives the Treasurer's reward."""
    state = start()
    jump(state, 1, 2)
    rolls(state, {"Ann": "5 3 1", "Brian": "4 4 6", "Cindy": "6 6 6", "David": "6 6 5"})
    # Order: Ann (9), Brian (14), David (17), Cindy (18).
    act(state, "influence 8 with 5+3")
    assert who(state) == "Brian"
    assert not any(isinstance(a, Influence) and a.advisor == 8 for a in legal_actions(state))
    with pytest.raises(IllegalActionError, match="advisor 8 is already taken"):
        act(state, "influence 8 with 4+4")
    acts(state, "pass", "pass", "pass", "pass")  # Brian, David, Cindy, Ann
    assert [pl.player for pl in state.board[8]] == [index(state, "Ann")]
    assert (who(state), turn(state).decision) == ("Ann", "reward")
    events = act(state, "pass")
    assert texts(events, "reward") == ["Ann declines the Treasurer's reward"]
    # No second reward from the Treasurer: the season goes on to building.
    assert turn(state).decision != "reward"
    assert all(not b for b in state.board)
    assert [tuple(p.goods) for p in state.players] == [(0, 0, 0)] * 4


def test_declined_reward_on_a_shared_advisor_leaves_the_other_reward() -> None:
    """With the King's Envoy two players share an advisor: the first one declining does
    not stop the second one's reward."""
    state = start(("Ann", "Brian"))
    jump(state, 1, 2)
    acts(state, "block 1 1 1", "block 1 1")  # advisors 3 and 2
    give_envoy(state, "Brian", 1)
    rolls(state, {"Ann": "5 3 1", "Brian": "4 4 6"})
    acts(state, "influence 8 with 5+3", "influence 8 with 4+4 envoy", "pass", "pass")
    assert (who(state), turn(state).decision) == ("Ann", "reward")
    act(state, "pass")
    assert (who(state), turn(state).decision) == ("Brian", "reward")
    assert options(state) == ["take 2 gold", "pass"]
    act(state, "take 2 gold")
    assert goods(state, "Ann") == (0, 0, 0) and goods(state, "Brian") == (2, 0, 0)


def test_declining_goods_wins_the_kings_envoy() -> None:
    """A decline that matters: Ann and Brian own no building (Cindy and David the Barricade);
    Brian has 1 gold, Ann nothing. Ann declines the Treasurer's 2 gold in summer: with
    0 goods against Brian's 1 she is the least developed and receives the King's Envoy.
    Taking the gold (2 goods against 1) hands the envoy to Brian."""
    for choice, ann_goods, holder in (
        ("pass", (0, 0, 0), "Ann"),
        ("take 2 gold", (2, 0, 0), "Brian"),
    ):
        state = start()
        setup_player(state, "Ann", goods=(0, 0, 0))
        setup_player(state, "Brian", goods=(1, 0, 0))
        for name in ("Cindy", "David"):
            setup_player(state, name, buildings=["barricade"])
        jump(state, 1, 4)
        rolls(state, {"Ann": "6 2 6", "Brian": "1 1 1", "Cindy": "1 1 1", "David": "1 1 1"})
        acts(state, "pass", "pass", "pass", "influence 8 with 6+2", "pass")
        assert (who(state), turn(state).decision) == ("Ann", "reward")
        events = act(state, choice)
        assert goods(state, "Ann") == ann_goods
        if choice == "take 2 gold":
            # Ann could now build the Statue: she keeps her province empty.
            assert "build Statue" in options(state)
            events += act(state, "pass")
        assert built_names(state, "Ann") == [] and built_names(state, "Brian") == []
        assert goods(state, "Brian") == (1, 0, 0)
        assert state.envoy == index(state, holder) and state.envoy_year == 1
        assert texts(events, "envoy") == [f"King's Envoy: {holder} receives the envoy"]


def test_vp_only_reward_logs_just_the_vp() -> None:
    """The Jester gives only 1 VP: taking it logs the VP, not an empty gift."""
    events: list[Event] = []
    state = _influence_alone(1, events)
    events = act(state, "take reward")
    ann = [(e.kind, event_text(e)) for e in events if e.player == index(state, "Ann")]
    assert ann[0] == ("vp", "Ann gains 1 VP from the Jester")
    assert not any("nothing" in event_text(e) for e in events)
    assert texts(events, "reward") == []


def test_smuggler_offers_every_triple_and_declining() -> None:
    state = _influence_alone(14)
    opts = options(state)
    assert len(opts) == 11 and opts[-1] == "pass" and "take 3 stone" in opts
    act(state, "pass")
    assert tuple(player(state, "Ann").goods) == (1, 1, 1) and player(state, "Ann").vp == 5


def test_smuggler_may_take_vp_below_zero() -> None:
    state = start()
    setup_player(state, "Ann", goods=(0, 0, 0), vp=0)
    jump(state, 1, 2)
    rolls(state, {"Ann": "6 6 2", "Brian": "1 1 1", "Cindy": "1 1 1", "David": "1 1 1"})
    acts(state, "pass", "pass", "pass", "influence 14 with 6+6+2", "take 3 gold")
    assert player(state, "Ann").vp == -1 and goods(state, "Ann") == (3, 0, 0)


def test_alchemist_without_goods_gives_nothing() -> None:
    state = start()
    setup_player(state, "Ann", goods=(0, 0, 0))
    jump(state, 1, 2)
    rolls(state, {"Ann": "6 6 6", "Brian": "1 1 1", "Cindy": "1 1 1", "David": "1 1 1"})
    acts(state, "pass", "pass", "pass", "influence 6 with 6")
    events = act(state, "pass")
    assert "The Alchemist gives Ann nothing (no goods to trade)" in texts(events, "reward")
    assert goods(state, "Ann") == (0, 0, 0)
    # The Alchemist was still taken for everyone else this season (checked by the
    # absence of any reward decision and the unchanged goods).
    assert turn(state).decision != "reward"


def test_alchemist_with_one_kind_of_good() -> None:
    state = start()
    setup_player(state, "Ann", goods=(0, 2, 0))
    jump(state, 1, 2)
    rolls(state, {"Ann": "6 6 6", "Brian": "1 1 1", "Cindy": "1 1 1", "David": "1 1 1"})
    acts(state, "pass", "pass", "pass", "influence 6 with 6", "pass")
    assert options(state) == ["trade wood", "pass"]
    act(state, "trade wood")
    assert goods(state, "Ann") == (1, 1, 1)


def test_rewards_in_rank_order_not_placement_order() -> None:
    state = start()
    jump(state, 1, 2)
    rolls(state, {"Ann": "1 4 6", "Brian": "2 5 6", "Cindy": "6 6 6", "David": "6 6 5"})
    # Order: Ann (11), Brian (13), David (17), Cindy (18).
    act(state, "influence 10 with 6+4")  # Ann first, on the General
    act(state, "influence 2 with 2")  # Brian on the Squire
    acts(state, "pass", "pass")
    act(state, "influence 1 with 1")  # Ann
    act(state, "pass")  # Brian; Ann has no dice left: the step ends
    asked, paid = [], []
    while (due := reward_due(state)) is not None:
        asked.append(due)
        paid.append(event_text(act(state, next(o for o in options(state) if o != "pass"))[0]))
    assert asked == [("Ann", 1), ("Brian", 2), ("Ann", 10)]
    assert paid == [
        "Ann gains 1 VP from the Jester",
        "The Squire gives Brian 1 gold",
        "The General gives Ann 2 soldiers",
    ]


def test_general_and_queen_peek_privately() -> None:
    for rank in (10, 17):
        events: list[Event] = []
        state = _influence_alone(rank, events)
        events += act(state, "take 2 gold" if rank == 17 else "take reward")
        a, b = index(state, "Ann"), index(state, "Brian")
        assert state.players[a].seen == [1]
        assert [p.seen for p in state.players[1:]] == [[], [], []]
        secret = [e for e in events if e.kind == "peek_secret"]
        assert len(secret) == 1 and secret[0].private and secret[0].player == a
        assert event_text(secret[0]) == "Year I enemy: Goblins, strength 3"
        public = [e for e in events if e.kind == "peek"]
        assert len(public) == 1 and not public[0].private
        assert "Goblins" not in event_text(public[0]) and "3" not in event_text(public[0])
        assert secret[0] in visible_events(events, a)
        assert secret[0] not in visible_events(events, b)
        assert secret[0] not in visible_events(events, -1)
        assert public[0] in visible_events(events, b)
        # The card itself: visible to Ann only.
        assert view(state, a).deck[0] == "1-goblins-3"
        assert view(state, b).deck[0] == "" and view(state, -1).deck[0] == ""
        assert view(state, a).deck[1:] == ["", "", "", ""]
        assert state.deck[0] == "1-goblins-3"  # the real state is untouched


def test_enemy_card_public_from_its_battle() -> None:
    state = start()
    assert view(state, 0).deck == ["", "", "", "", ""]
    jump(state, 1, 8)
    assert view(state, 0).deck[0] == ""  # the reinforcement die comes first
    act(state, "reinforcements 1")
    assert view(state, 1).deck == ["1-goblins-3", "", "", "", ""]
    assert view(state, -1).deck[0] == "1-goblins-3"


# --- building ---------------------------------------------------------------


def test_row_order_and_one_building_per_season() -> None:
    state = start()
    setup_player(state, "Ann", goods=(20, 20, 20))
    jump(state, 1, 6, "build")
    assert options(state) == [
        "build Statue",
        "build Inn",
        "build Guard Tower",
        "build Palisade",
        "build Barricade",
        "pass",
    ]
    for bad in ("chapel", "market", "crane", "embassy"):
        with pytest.raises(IllegalActionError, match="must be built first"):
            apply(state, Build(bad))
    act(state, "build Palisade")
    assert turn(state).decision != "build" or who(state) != "Ann"
    assert built_names(state, "Ann") == ["Palisade"]
    # A later season offers the next building of that row.
    setup_player(state, "Brian", goods=(0, 0, 0))
    jump(state, 2, 2, "build")
    assert "build Stables" in options(state) and "build Palisade" not in options(state)
    with pytest.raises(IllegalActionError, match="already owns"):
        apply(state, Build("palisade"))


def test_building_costs_and_vp() -> None:
    """Every building's cost and VP as printed (no Crane): built one per season."""
    expected = {
        "statue": ((2, 0, 0), 3),
        "chapel": ((3, 0, 1), 5),
        "church": ((3, 1, 2), 7),
        "cathedral": ((5, 0, 3), 9),
        "inn": ((1, 1, 0), 0),
        "market": ((2, 2, 0), 1),
        "farms": ((2, 3, 1), 2),
        "merchants_guild": ((3, 1, 2), 4),
        "guard_tower": ((1, 0, 1), 1),
        "blacksmith": ((1, 2, 0), 2),
        "barracks": ((2, 2, 1), 4),
        "wizards_guild": ((3, 2, 2), 6),
        "palisade": ((0, 2, 0), 0),
        "stables": ((1, 1, 1), 2),
        "stone_wall": ((2, 0, 2), 2),
        "fortress": ((3, 0, 2), 4),
        "barricade": ((0, 1, 0), 0),
        "crane": ((0, 1, 1), 1),
        "town_hall": ((2, 1, 1), 2),
        "embassy": ((2, 2, 2), 4),
    }
    ids = [b.id for b in default_ruleset().buildings]
    assert sorted(ids) == sorted(expected)
    for i, bid in enumerate(ids):
        row = i - i % 4
        if "crane" in ids[row:i]:
            continue  # Town Hall/Embassy: the Crane to their left; see the Crane test
        state = start()
        cost, vp = expected[bid]
        setup_player(state, "Ann", buildings=ids[row:i], goods=cost, vp=0)
        jump(state, 1, 6, "build")
        assert f"build {default_ruleset().buildings[i].name}" in options(state), bid
        apply(state, Build(bid))
        assert goods(state, "Ann") == (0, 0, 0), bid
        assert player(state, "Ann").vp == vp, bid


def test_crane_discount_only_in_columns_3_and_4() -> None:
    state = start()
    crane = ["barricade", "crane"]
    cases = [  # (buildings to the left, building, cost with the Crane)
        ([], "Statue", (2, 0, 0)),
        (["statue"], "Chapel", (3, 0, 1)),
        (["statue", "chapel"], "Church", (2, 1, 2)),
        (["statue", "chapel", "church"], "Cathedral", (4, 0, 3)),
        (["inn", "market"], "Farms", (1, 3, 1)),
        (["inn", "market", "farms"], "Merchants' Guild", (2, 1, 2)),
        (["guard_tower", "blacksmith"], "Barracks", (1, 2, 1)),
        (["palisade", "stables"], "Stone Wall", (1, 0, 2)),
        ([], "Town Hall", (1, 1, 1)),
        (["town_hall"], "Embassy", (1, 2, 2)),
    ]
    for left, name, cost in cases:
        state = start()
        setup_player(state, "Ann", buildings=[*crane, *left], goods=cost)
        jump(state, 1, 6, "build")
        assert f"build {name}" in options(state), name
        act(state, f"build {name}")
        assert goods(state, "Ann") == (0, 0, 0), name
        # One gold less is not enough, even with the Crane.
        if cost[0]:
            state = start()
            setup_player(
                state, "Ann", buildings=[*crane, *left], goods=(cost[0] - 1, cost[1], cost[2])
            )
            jump(state, 1, 6, "build")
            assert f"build {name}" not in options(state), name


def test_cannot_afford() -> None:
    state = start()
    setup_player(state, "Ann", goods=(1, 5, 5))
    jump(state, 1, 6, "build")
    assert "build Statue" not in options(state)
    before = to_json(state)
    with pytest.raises(IllegalActionError, match="cannot afford the Statue"):
        apply(state, Build("statue"))
    assert to_json(state) == before


# --- end-of-season effects --------------------------------------------------


def test_inn_token_usable_in_a_later_season() -> None:
    state = start()
    setup_player(state, "Ann", buildings=["inn"], plus2=0)
    jump(state, 1, 4, "end")
    assert player(state, "Ann").plus2 == 1
    jump(state, 1, 6, "end")
    assert player(state, "Ann").plus2 == 1  # fall: no new token
    jump(state, 2, 2, "end")
    assert player(state, "Ann").plus2 == 1  # spring: no new token either
    jump(state, 2, 4, "end")
    assert player(state, "Ann").plus2 == 2


def test_town_hall_needs_something_to_pay() -> None:
    state = start()
    setup_player(
        state, "Ann", buildings=["barricade", "crane", "town_hall"], goods=(0, 0, 0), plus2=0, vp=0
    )
    jump(state, 1, 6, "end")
    assert turn(state).decision != "town_hall" and player(state, "Ann").vp == 0
    # Paying with a "+2" token, and declining.
    state = start()
    setup_player(
        state, "Ann", buildings=["barricade", "crane", "town_hall"], goods=(0, 0, 0), plus2=1, vp=0
    )
    jump(state, 1, 6, "end")
    assert options(state) == ["town hall pay +2", "pass"]
    with pytest.raises(IllegalActionError):
        apply(state, TownHall(0))
    act(state, "pass")
    assert player(state, "Ann").vp == 0 and player(state, "Ann").plus2 == 1


def test_embassy_and_town_hall_only_for_owners() -> None:
    state = start()
    setup_player(state, "Ann", goods=(3, 3, 3), plus2=2, vp=0)
    events = jump(state, 1, 6, "end")
    assert player(state, "Ann").vp == 0 and not texts(events, "vp")


def test_season_end_without_a_town_hall_keeps_turn_order() -> None:
    """Without a Town Hall nobody decides at the end of a season (the engine then does the
    Inn's and Embassy's work at once): the events are those of the queued steps that wait
    for a Town Hall decision, in turn order."""

    def season_end(town_hall: bool) -> list[str]:
        state = start(order=("David", "Ann", "Brian", "Cindy"))
        for name in ("Brian", "David"):
            setup_player(state, name, buildings=["inn", "embassy"], plus2=0, vp=0)
        if town_hall:
            setup_player(state, "Cindy", buildings=["town_hall"], goods=(1, 0, 0))
        events = jump(state, 1, 4, "end")
        if town_hall:
            assert turn(state).decision == "town_hall"
            assert turn(state).player == index(state, "Cindy")
            events += act(state, "pass")
        return [t for t in texts(events) if "Inn" in t or "Embassy" in t]

    expected = [
        'David takes a "+2" token from the Inn',
        "David gains 1 VP from the Embassy",
        'Brian takes a "+2" token from the Inn',
        "Brian gains 1 VP from the Embassy",
    ]
    assert season_end(town_hall=False) == expected
    assert season_end(town_hall=True) == expected


def test_merchants_guild_after_the_blocking_dice_before_the_roll() -> None:
    state = start(("Ann", "Brian"))
    setup_player(state, "Ann", buildings=["inn", "market", "farms", "merchants_guild"])
    jump(state, 1, 2)
    assert turn(state).decision == "block" and goods(state, "Ann") == (0, 0, 0)
    act(state, "block 1 2 3")
    events = act(state, "block 1 2")
    assert goods(state, "Ann") == (1, 0, 0)
    assert texts(events, "gain") == ["Ann takes 1 gold from the Merchants' Guild"]
    assert turn(state).decision == "roll"


def _without_effect(effect: str) -> Ruleset:
    rs = default_ruleset()
    buildings = tuple(replace(b, effect=None) if b.effect == effect else b for b in rs.buildings)
    return Ruleset(rs.advisors, buildings, rs.enemies, rs.digest + "-test")


def test_building_effects_come_from_the_building_that_has_them() -> None:
    """With data where no building has the Farms' (or the Market's) effect, owning every
    building gives no bonus die (no Market shift): no other building stands in for it."""
    every = [b.id for b in default_ruleset().buildings]
    for ruleset, farms, market in (
        (default_ruleset(), 1, True),
        (_without_effect("farms"), 0, True),
        (_without_effect("market"), 1, False),
    ):
        state = start(("Ann", "Brian"), ruleset=ruleset)
        setup_player(state, "Ann", buildings=every)
        jump(state, 1, 4)  # summer: no King's Favor die
        assert bonus_dice(state, index(state, "Ann")) == farms
        white = "white 4" if farms else ""
        acts(state, "block 1 1 1", "block 6 6", f"roll Ann 5 3 1 {white}", "roll Brian 6 6 5")
        assert turn(state).player == index(state, "Ann")
        shifts = {a.market for a in legal_actions(state) if isinstance(a, Influence)}
        assert shifts == ({-1, 0, 1} if market else {0})


# --- recruiting (phase 7) ---------------------------------------------------


def test_recruiting_two_goods_each() -> None:
    state = start()
    setup_player(state, "Ann", goods=(2, 1, 1))
    jump(state, 1, 7)
    recruits = [a for a in legal_actions(state) if isinstance(a, Recruit)]
    by_size = {k: sorted(a.payment for a in recruits if a.soldiers == k) for k in (1, 2, 3)}
    assert by_size == {
        1: [(0, 1, 1), (1, 0, 1), (1, 1, 0), (2, 0, 0)],
        2: [(2, 1, 1)],
        3: [],
    }
    assert Pass() in legal_actions(state)
    with pytest.raises(IllegalActionError):
        apply(state, Recruit(2, (2, 1, 0)))
    act(state, "recruit 2 for 2 gold, wood, stone")
    assert player(state, "Ann").soldiers == 2 and goods(state, "Ann") == (0, 0, 0)


def test_recruiting_needs_two_goods() -> None:
    state = start(order=("Ann", "Brian", "Cindy", "David"))
    setup_player(state, "Ann", goods=(1, 0, 0))
    setup_player(
        state, "Brian", goods=(0, 1, 1), buildings=["guard_tower", "blacksmith", "barracks"]
    )
    jump(state, 1, 7)
    assert who(state) == "Brian"  # Ann has nothing to decide
    assert options(state) == [
        "recruit 1 for stone",
        "recruit 1 for wood",
        "recruit 2 for wood, stone",
        "pass",
    ]


# --- winter (phase 8) -------------------------------------------------------


def test_reinforcements_for_every_player() -> None:
    state = start()
    setup_player(state, "Ann", soldiers=2)
    jump(state, 1, 8)
    req = chance_request(state)
    assert req is not None and (req.kind, req.dice) == ("reinforce", 1)
    with pytest.raises(IllegalActionError):
        apply(state, ChanceReinforce(7))
    events = act(state, "reinforcements 5")
    out = battles(state, events)
    assert out == {
        "Ann": ("battle_win", 7),
        "Brian": ("battle_win", 5),
        "Cindy": ("battle_win", 5),
        "David": ("battle_win", 5),
    }
    # Ann alone has the highest strength: 1 VP; all four win 1 stone.
    assert [p.vp for p in state.players] == [1, 0, 0, 0]
    assert [tuple(p.goods) for p in state.players] == [(0, 0, 1)] * 4


@pytest.mark.parametrize(
    ("building", "card", "bonus"),
    [
        ("church", "3-demons-6", 1),
        ("church", "3-goblins-5", 0),
        ("palisade", "3-zombies-6", 2),
        ("palisade", "3-goblins-5", 1),
        ("barricade", "3-goblins-5", 1),
        ("barricade", "3-orcs-5", 0),
        ("guard_tower", "3-demons-6", 1),
        ("blacksmith", "3-zombies-6", 1),
        ("wizards_guild", "3-orcs-5", 2),
        ("stone_wall", "3-orcs-5", 1),
        ("fortress", "3-orcs-5", 1),
        ("farms", "3-orcs-5", -1),
        ("stables", "3-orcs-5", 0),
    ],
)
def test_battle_modifiers(building: str, card: str, bonus: int) -> None:
    deck = f"deck 1-goblins-3 2-goblins-4 {card} 4-goblins-6 5-dragon-9"
    state = start(deck=deck)
    setup_player(state, "Ann", buildings=[building], soldiers=4)
    setup_player(state, "Brian", soldiers=4)
    events = winter(state, 3, 1)
    out = battles(state, events)
    assert out["Ann"][1] == 5 + bonus
    assert out["Brian"][1] == 5


def test_highest_strength_bonus_for_winners_only_ties_included() -> None:
    state = start()
    setup_player(state, "Ann", soldiers=5)
    setup_player(state, "Brian", soldiers=5)
    setup_player(state, "Cindy", soldiers=3)
    events = winter(state)
    assert battles(state, events) == {
        "Ann": ("battle_win", 6),
        "Brian": ("battle_win", 6),
        "Cindy": ("battle_win", 4),
        "David": ("battle_loss", 1),
    }
    assert [p.vp for p in state.players] == [1, 1, 0, 0]
    assert [tuple(p.goods) for p in state.players] == [(0, 0, 1), (0, 0, 1), (0, 0, 1), (0, 0, 0)]


def test_no_bonus_when_the_top_strength_only_ties() -> None:
    """Everyone at the enemy's strength: nobody wins, nobody gets the bonus; the Stone
    Wall's tie-win does get it (its strength is the highest)."""
    for wall in (False, True):
        state = start()
        setup_player(state, "Ann", soldiers=2)
        if wall:
            setup_player(state, "Brian", buildings=["palisade", "stables", "stone_wall"])
        else:
            setup_player(state, "Brian", soldiers=2)
        setup_player(state, "Cindy", soldiers=2)
        setup_player(state, "David", soldiers=2)
        events = winter(state)
        out = battles(state, events)
        assert {n: s for n, (_, s) in out.items()} == {"Ann": 3, "Brian": 3, "Cindy": 3, "David": 3}
        assert out["Brian"][0] == ("battle_win" if wall else "battle_tie")
        assert [p.vp for p in state.players] == [0, 1 if wall else 0, 0, 0]
        assert goods(state, "Brian") == ((0, 0, 1) if wall else (0, 0, 0))


def test_fortress_with_a_stone_wall_tie() -> None:
    """A Stone Wall tie is a win, so the Fortress adds its VP to it too."""
    state = start()  # year II enemy: Goblins, strength 4
    wall = ["palisade", "stables", "stone_wall", "fortress"]  # +3
    setup_player(state, "Ann", buildings=wall, soldiers=1, vp=0)  # 5: a win
    setup_player(state, "Brian", buildings=wall, soldiers=0, vp=0)  # 4: a tie, won
    setup_player(state, "Cindy", soldiers=9, vp=0)  # 10: the strongest
    events = winter(state, 2)
    out = battles(state, events)
    assert out == {
        "Ann": ("battle_win", 5),
        "Brian": ("battle_win", 4),
        "Cindy": ("battle_win", 10),
        "David": ("battle_loss", 1),
    }
    assert [p.vp for p in state.players] == [1, 1, 1, 0]
    assert [tuple(p.goods) for p in state.players] == [(0, 0, 1)] * 3 + [(0, 0, 0)]


def test_tie_means_nothing() -> None:
    state = start()
    built = ["statue", "chapel", "inn", "market"]
    setup_player(state, "Ann", soldiers=2, goods=(3, 3, 3), buildings=built, vp=7)
    setup_player(state, "Brian", soldiers=1, goods=(3, 3, 3), buildings=built, vp=7)
    events = winter(state)
    assert battles(state, events)["Ann"] == ("battle_tie", 3)
    assert goods(state, "Ann") == (3, 3, 3) and player(state, "Ann").vp == 7
    assert len(built_names(state, "Ann")) == 4
    # Contrast: one less (Brian) is a defeat: 1 gold and the Chapel (5 VP).
    assert goods(state, "Brian") == (2, 3, 3) and player(state, "Brian").vp == 2
    assert built_names(state, "Brian") == ["Statue", "Inn", "Market"]


def test_penalties_goods_building_vp_in_order() -> None:
    """1-goblins-2: lose 1 wood, 1 stone, a building, 1 VP (in that order)."""
    state = start(deck=deck_with("1-goblins-2"))
    setup_player(state, "Ann", goods=(2, 2, 2), buildings=["statue", "chapel"], vp=10)
    events = winter(state)
    assert goods(state, "Ann") == (2, 1, 1)
    assert built_names(state, "Ann") == ["Statue"]
    assert player(state, "Ann").vp == 10 - 5 - 1
    ann = [e for e in events if e.player == index(state, "Ann") and e.kind != "battle_loss"]
    assert [(e.kind, event_text(e)) for e in ann] == [
        ("lose", "Ann loses 1 wood, 1 stone"),
        ("destroy", "The Goblins destroy Ann's Chapel"),
        ("vp", "Ann loses 5 VP with the Chapel"),
        ("vp", "Ann loses 1 VP to the enemy"),
    ]


def test_losing_more_goods_than_owned() -> None:
    deck = "deck 1-goblins-3 2-goblins-4 3-demons-6 4-goblins-6 5-dragon-9"
    state = start(deck=deck)
    # Demons (III): 2 gold, 1 wood, 1 stone, 1 VP.
    setup_player(state, "Ann", goods=(1, 0, 4), vp=3)
    setup_player(state, "Brian", goods=(5, 5, 5), vp=3)
    winter(state, 3)
    assert goods(state, "Ann") == (0, 0, 3)
    assert goods(state, "Brian") == (3, 4, 4)
    assert player(state, "Ann").vp == 2 and player(state, "Brian").vp == 2


def test_goods_of_choice_decision_only_when_there_is_a_choice() -> None:
    """1-orcs-3: lose 2 goods of choice and 1 VP."""
    deck = deck_with("1-orcs-3")
    cases = [  # goods, decision offered, goods after
        ((1, 0, 0), None, (0, 0, 0)),  # fewer than 2: all of them
        ((2, 0, 0), None, (0, 0, 0)),  # exactly 2
        ((3, 0, 0), None, (1, 0, 0)),  # only one way: 2 gold
        ((2, 1, 0), ["lose gold, wood", "lose 2 gold"], (1, 0, 0)),
    ]
    for have, offered, after in cases:
        state = start(deck=deck)
        setup_player(state, "Ann", goods=have, vp=4)
        winter(state)
        if offered is None:
            assert turn(state).decision != "battle_lose", have
        else:
            t = turn(state)
            assert (who(state), t.decision) == ("Ann", "battle_lose")
            assert options(state) == offered
            with pytest.raises(IllegalActionError):
                apply(state, Lose((0, 1, 0)))
            act(state, "lose gold, wood")
        assert goods(state, "Ann") == after, have
        assert player(state, "Ann").vp == 3


def test_fixed_goods_before_goods_of_choice() -> None:
    """Penalties in card order: fixed gold/wood/stone first, then goods of choice, then
    the building, then VP (a custom card with all four kinds)."""
    rs = default_ruleset()
    enemies = tuple(
        replace(e, penalty=Penalty(gold=1, choice_goods=1, building=1, vp=1))
        if e.id == "1-orcs-3"
        else e
        for e in rs.enemies
    )
    custom = Ruleset(rs.advisors, rs.buildings, enemies, rs.digest + "-test")
    state = start(deck=deck_with("1-orcs-3"), ruleset=custom)
    setup_player(state, "Ann", goods=(1, 1, 1), vp=10, buildings=["statue"])
    winter(state)
    assert goods(state, "Ann") == (0, 1, 1)  # the gold went first
    assert options(state) == ["lose stone", "lose wood"]
    assert built_names(state, "Ann") == ["Statue"]  # not yet
    events = act(state, "lose stone")
    assert goods(state, "Ann") == (0, 1, 0)
    assert [e.kind for e in events if e.player == index(state, "Ann")][:4] == [
        "lose",
        "destroy",
        "vp",
        "vp",
    ]
    assert player(state, "Ann").vp == 10 - 3 - 1


@pytest.mark.parametrize(
    ("owned", "destroyed"),
    [
        (["statue", "chapel", "inn", "market", "guard_tower"], "Chapel"),
        (["inn", "market", "farms", "guard_tower", "blacksmith", "barracks"], "Farms"),
        (["barricade", "crane", "town_hall", "embassy", "statue"], "Embassy"),
        (["statue", "inn", "palisade", "barricade"], "Statue"),
        (["barricade", "crane", "guard_tower"], "Crane"),
        (
            ["palisade", "stables", "stone_wall", "fortress", "statue", "chapel", "church"],
            "Fortress",
        ),
    ],
)
def test_destruction_rightmost_column_then_topmost_row(owned: list[str], destroyed: str) -> None:
    state = start()
    setup_player(state, "Ann", buildings=owned, vp=50, soldiers=-10)
    events = winter(state)
    assert texts(events, "destroy") == [f"The Goblins destroy Ann's {destroyed}"]
    assert destroyed not in built_names(state, "Ann")
    assert len(built_names(state, "Ann")) == len(owned) - 1
    vp = {b.name: b.vp for b in default_ruleset().buildings}[destroyed]
    assert player(state, "Ann").vp == 50 - vp


def test_no_building_to_destroy() -> None:
    state = start()
    setup_player(state, "Ann", vp=2)
    events = winter(state)
    assert battles(state, events)["Ann"][0] == "battle_loss"
    assert texts(events, "destroy") == [] and player(state, "Ann").vp == 2


def test_destroyed_building_can_be_rebuilt() -> None:
    state = start()
    setup_player(state, "Ann", buildings=["inn", "market"], vp=1)
    winter(state)
    assert built_names(state, "Ann") == ["Inn"] and player(state, "Ann").vp == 0
    setup_player(state, "Ann", goods=(2, 2, 0))
    jump(state, 2, 6, "build")
    assert "build Market" in options(state)
    act(state, "build Market")
    assert player(state, "Ann").vp == 1


def test_battle_choice_reward() -> None:
    """4-orcs-7: a winner chooses 1 good."""
    deck = "deck 1-goblins-3 2-goblins-4 3-goblins-5 4-orcs-7 5-dragon-9"
    state = start(deck=deck)
    setup_player(state, "Ann", soldiers=9)
    winter(state, 4)
    assert (who(state), turn(state).decision) == ("Ann", "battle_gain")
    assert options(state) == ["take gold", "take wood", "take stone"]
    events = act(state, "take wood")
    assert goods(state, "Ann") == (0, 1, 0) and player(state, "Ann").vp == 1
    assert texts(events, "gain") == ["Ann takes 1 wood as the spoils of victory"]


def test_vp_rewards_and_penalties() -> None:
    """1-zombies-4: win 1 VP (+1 highest), lose 2 VP; VP may go below 0."""
    state = start(deck=deck_with("1-zombies-4"))
    setup_player(state, "Ann", soldiers=5)
    setup_player(state, "Brian", soldiers=3, vp=1)
    setup_player(state, "Cindy", soldiers=0, vp=0)
    winter(state)
    assert [p.vp for p in state.players] == [2, 1, -2, -2]


def test_soldiers_back_to_zero_after_winter() -> None:
    state = start()
    setup_player(state, "Ann", soldiers=7)
    winter(state)
    assert [p.soldiers for p in state.players] == [0, 0, 0, 0]
    assert state.reinforcement == 0


def test_soldiers_from_advisors_count_in_winter() -> None:
    state = start()
    jump(state, 1, 6)
    rolls(state, {"Ann": "6 4 1", "Brian": "1 1 1", "Cindy": "1 1 1", "David": "1 1 1"})
    acts(state, "pass", "pass", "pass", "influence 10 with 6+4", "pass", "take reward")
    assert player(state, "Ann").soldiers == 2
    run_until(state, 1, 8)
    events = act(state, "reinforcements 1")
    assert battles(state, events)["Ann"] == ("battle_tie", 3)


# --- end of the game --------------------------------------------------------


def test_cathedral_rounds_down_and_only_for_its_owner() -> None:
    state = start()
    cathedral = ["statue", "chapel", "church", "cathedral"]
    setup_player(state, "Ann", buildings=cathedral, goods=(0, 0, 1), vp=10)
    setup_player(state, "Brian", buildings=cathedral, goods=(3, 2, 2), vp=10)
    setup_player(state, "Cindy", goods=(9, 9, 9), vp=10)
    jump(state, 5, 9)
    assert is_over(state)
    assert [p.vp for p in state.players] == [10, 13, 10, 0]
    with pytest.raises(IllegalActionError, match="over"):
        apply(state, Pass())


def test_full_game_ends_after_year_5() -> None:
    state = start()
    run_until(state, 5, 9)
    assert is_over(state) and state.year == 5
    assert turn(state).kind == "over" and legal_actions(state) == []


# --- two players ------------------------------------------------------------


def test_two_player_blocking_every_productive_season() -> None:
    for phase in (2, 4, 6):
        state = start(("Ann", "Brian"))
        jump(state, 1, phase)
        req = chance_request(state)
        assert req is not None and (req.kind, req.dice) == ("block", 3)
        with pytest.raises(IllegalActionError):
            act(state, "block 1 2")
        act(state, "block 3 3 3")
        req = chance_request(state)
        assert req is not None and (req.kind, req.dice) == ("block", 2)
        act(state, "block 2 3")
        assert [r for r in range(1, 19) if state.board[r]] == [5, 9]
        assert turn(state).decision == "roll"
    # Blocked advisors never reward anybody, and the board is cleared after rewards.
    rolls(state, {"Ann": "1 1 1", "Brian": "1 1 2"})
    acts(state, "pass", "pass")
    assert all(not b for b in state.board)
    assert goods(state, "Ann") == (0, 0, 0) and player(state, "Ann").soldiers == 0


def test_no_blocking_dice_with_three_players() -> None:
    state = start(("Ann", "Brian", "Cindy"))
    jump(state, 1, 2)
    req = chance_request(state)
    assert req is not None and req.kind == "roll"
    assert all(not b for b in state.board)


# --- illegal actions leave the state unchanged ------------------------------


def test_illegal_actions_are_rejected_without_change() -> None:
    state = start()
    jump(state, 1, 2)
    before = to_json(state)
    for bad in (
        Pass(),  # a roll is due
        ChanceRoll(index(state, "Brian"), (1, 2, 3)),  # Ann rolls first
        ChanceRoll(0, (1, 2)),
        ChanceRoll(0, (1, 2, 7)),
        ChanceRoll(0, (1, 2, 3), (4,)),  # no bonus die to roll
        ChanceReinforce(3),
    ):
        with pytest.raises(IllegalActionError):
            apply(state, bad)
        assert to_json(state) == before
    rolls(state, {"Ann": "1 3 5", "Brian": "2 2 2", "Cindy": "6 6 6", "David": "5 5 5"})
    before = to_json(state)
    assert who(state) == "Brian"
    for bad in (
        ChanceRoll(0, (1, 2, 3)),  # a decision is due
        Influence(6, (2, 2, 2), plus2=True),
        Influence(8, (2, 2, 2)),
        Influence(4, (2, 2), market=0, envoy=True),
        Influence(7, (5, 2)),  # not Brian's die
        Build("statue"),
        Take((1, 0, 0)),
        Trade(0),
        Recruit(1, (2, 0, 0)),
        TownHall(3),
        Lose((1, 0, 0)),
    ):
        with pytest.raises(IllegalActionError):
            apply(state, bad)
        assert to_json(state) == before
    for text in ("influence 7 with 5+2", "build Statue", "take gold", "influence 4 with 2+2 +2"):
        with pytest.raises(IllegalActionError):
            act(state, text)
        assert to_json(state) == before
    act(state, "influence 4 with 2+2")
    assert to_json(state) != before


def test_wrong_reward_choice_rejected() -> None:
    state = _influence_alone(9)  # Master Hunter: gold+wood or wood+stone (or decline)
    before = to_json(state)
    assert Pass() in legal_actions(state)
    for bad in (Take((1, 0, 1)), Take((0, 2, 0)), Take((1, 1, 1)), Take((0, 0, 0)), Trade(0)):
        with pytest.raises(IllegalActionError):
            apply(state, bad)
        assert to_json(state) == before


# --- notation round trip at many points of random games ----------------------


@pytest.mark.parametrize(("seed", "players"), [(1, 2), (2, 3), (3, 4), (4, 5), (5, 2), (6, 4)])
def test_notation_round_trip_in_random_games(seed: int, players: int) -> None:
    state = new_game(GameConfig(("Ann", "Bob", "Cy", "Dee", "Ed")[:players]))
    driver = ChanceDriver(seed)
    rng = random.Random(seed)
    checked = 0
    kinds: set[str] = set()
    while not is_over(state):
        legal = legal_actions(state)
        if not legal:
            outcome = driver.draw(state)
            text = action_text(state, outcome)
            assert parse_action(state, text) == outcome, text
            apply(state, outcome)
            continue
        for a in legal:
            text = action_text(state, a)
            assert parse_action(state, text) == a, text
            kinds.add(type(a).__name__)
        checked += len(legal)
        # Prefer doing something over passing, so that the games go somewhere.
        doing = [a for a in legal if not isinstance(a, Pass)]
        apply(state, rng.choice(doing) if doing and rng.random() < 0.85 else rng.choice(legal))
    assert checked > 300
    assert {"Influence", "Take", "Build", "Pass", "Recruit"} <= kinds


@pytest.mark.parametrize("seed", range(20, 36))
def test_random_games_account_for_every_vp(seed: int) -> None:
    """Invariants over whole random games: goods, soldiers and tokens never negative;
    the VP of the events add up to each player's final VP; the game ends in year V."""
    players = 2 + seed % 4
    state = new_game(GameConfig(("Ann", "Bob", "Cy", "Dee", "Ed")[:players]))
    driver = ChanceDriver(seed)
    rng = random.Random(seed)
    vp = [0] * players
    while not is_over(state):
        legal = legal_actions(state)
        if legal:
            doing = [a for a in legal if not isinstance(a, Pass)]
            action = rng.choice(doing) if doing and rng.random() < 0.85 else rng.choice(legal)
        else:
            action = driver.draw(state)
        for e in apply(state, action):
            vp[e.player] += e.vp
        for p in state.players:
            assert min(p.goods) >= 0 and p.soldiers >= 0 and p.plus2 >= 0
    assert vp == [p.vp for p in state.players]
    assert state.year == 5


def test_notation_round_trip_rare_actions() -> None:
    """Statue/Chapel rerolls, Town Hall, Alchemist, envoy, market, +2 and losses."""
    state = _reroll_ready()
    for a in legal_actions(state):
        assert parse_action(state, action_text(state, a)) == a
    assert {action_text(state, a) for a in legal_actions(state)} == {
        "statue reroll",
        "statue reroll white",
        "pass",
    }
    state = start()
    setup_player(
        state,
        "Ann",
        buildings=["inn", "market", "barricade", "crane", "town_hall"],
        goods=(1, 1, 1),
        plus2=1,
    )
    give_envoy(state, "Ann", 1)
    jump(state, 1, 6)
    rolls(state, {"Ann": "1 2 3", "Brian": "1 1 1", "Cindy": "1 1 1", "David": "1 1 2"})
    acts(state, "pass", "pass", "influence 4 with 2+1+1")  # Brian, Cindy pass; David
    texts_now = [action_text(state, a) for a in legal_actions(state)]
    assert "influence 4 with 3+1 envoy" in texts_now
    assert "influence 8 with 3+2+1 +2" in texts_now
    assert "influence 7 with 3+2+1 market +1" in texts_now
    assert "influence 9 with 3+2+1 +2 market +1" in texts_now
    for a in legal_actions(state):
        assert parse_action(state, action_text(state, a)) == a


def _reroll_ready() -> GameState:
    state = start()
    setup_player(state, "Ann", buildings=["statue"], favor_dice=1)
    jump(state, 1, 2)
    rolls(state, {"Ann": "3 3 3 white 3", "Brian": "1 2 3", "Cindy": "1 2 3", "David": "1 2 3"})
    assert who(state) == "Ann" and turn(state).decision == "reroll"
    return state


def test_statue_white_reroll_and_chapel_first() -> None:
    state = _reroll_ready()
    act(state, "statue reroll white")
    act(state, "reroll Ann 5")
    assert player(state, "Ann").rolled == [3, 3, 3] and player(state, "Ann").rolled_white == [5]
    # Chapel first, then the Statue if the new dice are all equal.
    state = start()
    setup_player(state, "Ann", buildings=["statue", "chapel"])
    jump(state, 1, 2)
    rolls(state, {"Ann": "1 2 3", "Brian": "1 2 3", "Cindy": "1 2 3", "David": "1 2 3"})
    assert options(state) == ["chapel reroll", "pass"]
    act(state, "chapel reroll")
    act(state, "reroll Ann 4 4 4")
    assert options(state) == ["statue reroll", "pass"]
    act(state, "statue reroll")
    act(state, "reroll Ann 1")
    assert player(state, "Ann").rolled == [1, 4, 4]
    assert turn(state).decision == "influence"  # both used: no more rerolls
    # Without the buildings (or not all equal / total above 7): no reroll decision.
    state = start()
    setup_player(state, "Ann", buildings=["statue", "chapel"])
    jump(state, 1, 2)
    rolls(state, {"Ann": "2 3 4", "Brian": "1 2 3", "Cindy": "1 2 3", "David": "1 2 3"})
    assert turn(state).decision == "influence"  # Ann had nothing to decide
