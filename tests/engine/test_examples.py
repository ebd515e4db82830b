"""The rulebooks' worked examples, one test each, with their exact numbers.

Source: ../shared/reference/rulebook-examples.md (EN = English 2nd edition,
PL/CS = the Polish and Czech 1st edition). Each docstring cites the example.
"""

from __future__ import annotations

import pytest

from kingsburg.engine import (
    Build,
    GameState,
    Influence,
    Recruit,
    apply,
    chance_request,
    is_over,
    legal_actions,
    ranking,
    turn,
)
from kingsburg.engine.state import Placement
from kingsburg.errors import IllegalActionError
from kingsburg.text.decisions import tiebreak_text
from tests.engine.helpers import (
    act,
    acts,
    battles,
    built_names,
    give_envoy,
    goods,
    index,
    jump,
    names,
    options,
    player,
    rolls,
    run_until,
    setup_player,
    start,
    texts,
)

PL_DICE = {"Ann": "1 3 5", "Brian": "4 4 5", "Cindy": "2 2 6", "David": "2 3 5"}


def vps(state: GameState) -> dict[str, int]:
    return {p.name: p.vp for p in state.players}


def all_goods(state: GameState) -> dict[str, tuple[int, int, int]]:
    return {p.name: goods(state, p.name) for p in state.players}


# --- the 1st-edition chain: favor, turn order, influence, rewards, building ---


def pl_year1_favor() -> GameState:
    """Setup order Ann, Brian, Cindy, David; year-1 favor as in the PL/CS example."""
    state = start()
    acts(state, "take wood", "take stone", "take gold", "take gold")
    return state


def pl_spring_influence() -> GameState:
    """PL/CS: the favor, the roll and the whole influence step of the example."""
    state = pl_year1_favor()
    rolls(state, PL_DICE)
    acts(
        state,
        "influence 8 with 5+3",  # Ann -> Treasurer
        "influence 4 with 2+2",  # Cindy -> Merchant
        "influence 7 with 5+2",  # David -> Astronomer
        "influence 9 with 5+4",  # Brian -> Master Hunter
        "influence 1 with 1",  # Ann -> Jester
        "influence 6 with 6",  # Cindy -> Alchemist
        "influence 3 with 3",  # David -> Architect; Brian's 4 cannot be placed
    )
    return state


def pl_spring_rewards() -> GameState:
    state = pl_spring_influence()
    acts(
        state,
        "take reward",  # Ann at the Jester
        "take wood",  # David at the Architect
        "take wood",  # Cindy at the Merchant
        "trade wood",  # Cindy at the Alchemist
        "take wood",  # David at the Astronomer
        "take 2 gold",  # Ann at the Treasurer
        "take gold, wood",  # Brian at the Master Hunter
    )
    return state


def test_kings_favor_year_1_everyone_tied() -> None:
    """King's Favor, year 1 (EN and PL/CS): everyone is tied, each player takes one good
    of choice (Ann wood, Brian stone, Cindy gold, David gold); nobody rolls a white die."""
    state = start()
    asked = []
    for choice in ("take wood", "take stone", "take gold", "take gold"):
        t = turn(state)
        assert t.decision == "favor"
        asked.append(state.players[t.player].name)
        assert options(state) == ["take gold", "take wood", "take stone"]
        act(state, choice)
    assert asked == ["Ann", "Brian", "Cindy", "David"]
    assert all_goods(state) == {
        "Ann": (0, 1, 0),
        "Brian": (0, 0, 1),
        "Cindy": (1, 0, 0),
        "David": (1, 0, 0),
    }
    assert [p.favor_dice for p in state.players] == [0, 0, 0, 0]
    # Every spring roll is 3 dice with no bonus die.
    for _ in range(4):
        req = chance_request(state)
        assert req is not None and req.kind == "roll"
        assert (req.dice, req.white) == (3, 0)
        act(state, f"roll {state.players[req.player].name} 1 2 3")


def test_turn_order_en() -> None:
    """Turn order (EN): totals Ann 12, Brian 6, Cindy 9, David 9, Cindy above David
    before: the new order is Brian, Cindy, David, Ann. (Contrast: with David above
    Cindy before, the tie keeps David first.)"""
    dice = {"Ann": "4 4 4", "Brian": "1 2 3", "Cindy": "2 3 4", "David": "3 3 3"}
    state = start()
    jump(state, 1, 2)
    events = rolls(state, dice)
    assert names(state, state.order) == ["Brian", "Cindy", "David", "Ann"]
    assert texts(events, "order") == ["Turn order: Brian (6), Cindy (9), David (9), Ann (12)"]

    other = start(order=("Ann", "Brian", "David", "Cindy"))
    jump(other, 1, 2)
    rolls(other, dice)
    assert names(other, other.order) == ["Brian", "David", "Cindy", "Ann"]


def test_turn_order_pl() -> None:
    """Turn order (PL/CS): Ann 1,3,5 (9); Brian 4,4,5 (13); Cindy 2,2,6 (10);
    David 2,3,5 (10); Cindy above David: new order Ann, Cindy, David, Brian."""
    state = pl_year1_favor()
    rolls(state, PL_DICE)
    assert names(state, state.order) == ["Ann", "Cindy", "David", "Brian"]
    assert [p.dice_total() for p in state.players] == [9, 13, 10, 10]
    assert turn(state).player == index(state, "Ann")


def test_influencing_advisors_en() -> None:
    """Influencing advisors (EN): order Ann, David, Brian, Cindy. Ann 5+3 -> Treasurer;
    David 2+5 -> Astronomer keeping his 3; Brian 4+4+5 with a "+2" -> Inventor (15);
    Cindy cannot put 2+6 on the Treasurer and plays 2+2 -> Merchant; Ann 1 -> Jester;
    David 3 -> Architect; Brian has no dice: passes; Cindy yellow 6 + white 6 ->
    Duchess (12); the step ends."""
    state = start(order=("Ann", "David", "Brian", "Cindy"))
    jump(state, 1, 2)
    setup_player(state, "Brian", plus2=1)
    setup_player(state, "Cindy", favor_dice=1)
    rolls(state, {"Ann": "1 3 5", "David": "2 3 5", "Brian": "4 4 5", "Cindy": "2 2 6 white 6"})
    assert names(state, state.order) == ["Ann", "David", "Brian", "Cindy"]
    A, B, C, D = (index(state, n) for n in ("Ann", "Brian", "Cindy", "David"))

    act(state, "influence 8 with 5+3")
    act(state, "influence 7 with 5+2")
    assert player(state, "David").dice == [3]
    act(state, "influence 15 with 5+4+4 +2")
    assert player(state, "Brian").plus2 == 0
    # Cindy: the Treasurer is taken.
    with pytest.raises(IllegalActionError):
        act(state, "influence 8 with 6+2")
    with pytest.raises(IllegalActionError):
        apply(state, Influence(8, (6, 2)))
    assert "influence 8 with 6+2" not in options(state)
    act(state, "influence 4 with 2+2")
    act(state, "influence 1 with 1")
    events = act(state, "influence 3 with 3")
    # Brian has no dice left: he passes by himself, and Cindy is next.
    assert "Brian has no dice left and passes" in texts(events, "pass")
    assert player(state, "Brian").passed
    assert turn(state).player == C
    assert "influence 12 with 6+w6" in options(state)
    events = act(state, "influence 12 with 6+w6")
    # Every die is placed: the step ends and the rewards begin.
    assert state.board[1] == [Placement(A, (1,))]
    assert state.board[3] == [Placement(D, (3,))]
    assert state.board[4] == [Placement(C, (2, 2))]
    assert state.board[7] == [Placement(D, (5, 2))]
    assert state.board[8] == [Placement(A, (5, 3))]
    assert state.board[12] == [Placement(C, (6,), (6,))]
    assert state.board[15] == [Placement(B, (5, 4, 4), (), True)]
    occupied = [r for r in range(1, 19) if state.board[r]]
    assert occupied == [1, 3, 4, 7, 8, 12, 15]
    # Rewards in rank order, each one taken (or declined) by its player.
    t = turn(state)
    assert (t.decision, t.player) == ("reward", A)  # the Jester
    assert options(state) == ["take reward", "pass"]
    act(state, "take reward")
    assert player(state, "Ann").vp == 1
    t = turn(state)
    assert (t.decision, t.player) == ("reward", D)  # the Architect
    assert options(state) == ["take wood", "pass"]
    act(state, "take wood")
    assert goods(state, "David") == (0, 1, 0)
    t = turn(state)
    assert (t.decision, t.player) == ("reward", C)  # the Merchant


def test_influencing_advisors_pl() -> None:
    """Influencing advisors (PL/CS): order Ann, Cindy, David, Brian. Ann 5+3 ->
    Treasurer; Cindy 2+2 -> Merchant; David 2+5 -> Astronomer; Brian 4+5 -> Master
    Hunter (4+4 cannot go on the Treasurer); Ann 1 -> Jester; Cindy 6 -> Alchemist;
    David 3 -> Architect; Brian's 4 cannot go on the Merchant (taken): he passes."""
    state = pl_year1_favor()
    rolls(state, PL_DICE)
    acts(state, "influence 8 with 5+3", "influence 4 with 2+2", "influence 7 with 5+2")
    assert turn(state).player == index(state, "Brian")
    assert "influence 8 with 4+4" not in options(state)
    with pytest.raises(IllegalActionError):
        act(state, "influence 8 with 4+4")
    act(state, "influence 9 with 5+4")
    acts(state, "influence 1 with 1", "influence 6 with 6")
    events = act(state, "influence 3 with 3")
    assert "Brian cannot reach a free advisor and passes" in texts(events, "pass")
    assert player(state, "Brian").dice == [4] and player(state, "Brian").passed
    placed = {
        r: names(state, [pl.player for pl in state.board[r]])
        for r in range(1, 19)
        if state.board[r]
    }
    assert placed == {
        1: ["Ann"],
        3: ["David"],
        4: ["Cindy"],
        6: ["Cindy"],
        7: ["David"],
        8: ["Ann"],
        9: ["Brian"],
    }
    assert turn(state).decision == "reward"


def test_advisor_rewards_pl() -> None:
    """Advisor rewards (PL/CS, continuing): Jester -> Ann +1 VP; Squire skipped;
    Architect -> David +1 wood; Merchant -> Cindy chooses wood; Sergeant skipped;
    Alchemist -> Cindy returns that wood for 1 gold + 1 stone; Astronomer -> David a
    "+2" and a good of choice; Treasurer -> Ann +2 gold; Master Hunter -> Brian chooses
    1 wood + 1 gold (or could have taken 1 wood + 1 stone). Then all dice go back."""
    state = pl_spring_influence()
    t = turn(state)
    assert (names(state, [t.player]), t.decision) == (["Ann"], "reward")  # the Jester
    assert options(state) == ["take reward", "pass"]
    act(state, "take reward")
    assert player(state, "Ann").vp == 1
    assert names(state, [turn(state).player]) == ["David"]  # the Architect
    assert options(state) == ["take wood", "pass"]
    act(state, "take wood")
    assert goods(state, "David") == (1, 1, 0)  # favor gold + Architect wood
    t = turn(state)
    assert (names(state, [t.player]), t.decision) == (["Cindy"], "reward")
    assert options(state) == ["take gold", "take wood", "pass"]
    act(state, "take wood")
    assert goods(state, "Cindy") == (1, 1, 0)
    assert options(state) == ["trade gold", "trade wood", "pass"]
    act(state, "trade wood")
    assert goods(state, "Cindy") == (2, 0, 1)
    assert names(state, [turn(state).player]) == ["David"]
    assert options(state) == ["take gold", "take wood", "take stone", "pass"]
    act(state, "take wood")
    assert player(state, "David").plus2 == 1
    # Ann at the Treasurer; then Brian's choice at the Master Hunter.
    assert names(state, [turn(state).player]) == ["Ann"]
    assert options(state) == ["take 2 gold", "pass"]
    act(state, "take 2 gold")
    assert goods(state, "Ann") == (2, 1, 0)
    assert names(state, [turn(state).player]) == ["Brian"]
    assert options(state) == ["take gold, wood", "take wood, stone", "pass"]
    act(state, "take gold, wood")
    assert all_goods(state) == {
        "Ann": (2, 1, 0),
        "Brian": (1, 1, 1),
        "Cindy": (2, 0, 1),
        "David": (1, 2, 0),
    }
    assert vps(state) == {"Ann": 1, "Brian": 0, "Cindy": 0, "David": 0}
    # All dice went back: the board is empty and the building step has begun.
    assert all(not b for b in state.board)
    assert all(not p.dice and not p.white for p in state.players)
    assert turn(state).decision == "build"


def test_building_statue() -> None:
    """Building (EN/PL/CS): Ann has 2 gold and 1 wood; she builds the Statue for 2 gold
    and gains 3 VP; 1 wood is left."""
    state = pl_spring_rewards()
    assert names(state, [turn(state).player]) == ["Ann"]
    assert options(state) == ["build Statue", "build Inn", "build Barricade", "pass"]
    act(state, "build Statue")
    assert goods(state, "Ann") == (0, 1, 0)
    assert player(state, "Ann").vp == 1 + 3
    assert built_names(state, "Ann") == ["Statue"]


def test_building_inn_guard_tower_palisade_pl() -> None:
    """Building (PL/CS): Brian pays 1 gold + 1 wood for the Inn (+0 VP); Cindy, with
    2 gold + 1 stone, builds the Guard Tower for 1 gold + 1 stone (+1 VP); David pays
    2 wood for the Palisade (+0 VP)."""
    state = pl_spring_rewards()
    act(state, "build Statue")  # Ann
    assert "build Guard Tower" in options(state)  # Cindy
    act(state, "build Guard Tower")
    assert "build Palisade" in options(state)  # David
    act(state, "build Palisade")
    assert "build Inn" in options(state)  # Brian
    act(state, "build Inn")
    assert all_goods(state) == {
        "Ann": (0, 1, 0),
        "Brian": (0, 0, 1),
        "Cindy": (1, 0, 0),
        "David": (1, 0, 0),
    }
    assert built_names(state, "Brian") == ["Inn"]
    assert built_names(state, "Cindy") == ["Guard Tower"]
    assert built_names(state, "David") == ["Palisade"]
    # VP after the spring (Ann: Jester 1 + Statue 3; Cindy: Guard Tower 1), then the
    # King's Reward: everyone owns one building, so all four gain 1 VP.
    assert vps(state) == {"Ann": 5, "Brian": 1, "Cindy": 2, "David": 1}


def test_building_row_order_church() -> None:
    """Building row order: the Church can be built only after the Statue and the
    Chapel."""
    state = start()
    rich = (10, 10, 10)
    for name, owned in (("Ann", []), ("Brian", ["statue"]), ("Cindy", ["statue", "chapel"])):
        setup_player(state, name, goods=rich, buildings=owned)
    jump(state, 1, 6, "build")
    assert names(state, [turn(state).player]) == ["Ann"]
    assert "build Church" not in options(state)
    assert "build Statue" in options(state)
    with pytest.raises(IllegalActionError):
        apply(state, Build("church"))
    act(state, "pass")
    assert "build Church" not in options(state) and "build Chapel" in options(state)  # Brian
    with pytest.raises(IllegalActionError):
        act(state, "build Church")
    act(state, "pass")
    assert "build Church" in options(state)  # Cindy
    act(state, "build Church")
    assert goods(state, "Cindy") == (7, 9, 8)
    assert player(state, "Cindy").vp == 7


def test_building_crane_farms() -> None:
    """Crane: with the Crane, the Farms cost 1 gold, 3 wood, 1 stone (columns III/IV
    cost 1 gold less); without it they cost 2 gold."""
    state = start()
    setup_player(state, "Ann", goods=(1, 3, 1), buildings=["inn", "market", "barricade", "crane"])
    setup_player(state, "Brian", goods=(1, 3, 1), buildings=["inn", "market"])
    setup_player(state, "Cindy", goods=(2, 3, 1), buildings=["inn", "market"])
    jump(state, 1, 2, "build")
    assert "build Farms" in options(state)
    act(state, "build Farms")
    assert goods(state, "Ann") == (0, 0, 0)
    assert player(state, "Ann").vp == 2
    assert "build Farms" not in options(state)  # Brian: 1 gold is not enough
    act(state, "pass")
    act(state, "build Farms")  # Cindy pays the full 2 gold
    assert goods(state, "Cindy") == (0, 0, 0)


def test_kings_favor_year_3_single_winner() -> None:
    """King's Favor (PL/CS, start of year 3): Ann 6 buildings 0 goods; Brian 5 / 2;
    Cindy 5 / 0; David 6 / 1 -> Cindy rolls a white die, this spring only."""
    state = start()
    col1 = ["statue", "inn", "guard_tower", "palisade", "barricade"]
    setup_player(state, "Ann", buildings=[*col1, "blacksmith"], goods=(0, 0, 0))
    setup_player(state, "Brian", buildings=col1, goods=(1, 1, 0))
    setup_player(state, "Cindy", buildings=col1, goods=(0, 0, 0))
    setup_player(state, "David", buildings=[*col1, "blacksmith"], goods=(0, 0, 1))
    events = jump(state, 3, 1)
    assert texts(events, "favor") == ["King's Favor: Cindy will roll a bonus die this spring"]
    assert [p.favor_dice for p in state.players] == [0, 0, 1, 0]
    assert all_goods(state)["Cindy"] == (0, 0, 0)  # no good instead
    whites = {}
    while turn(state).decision == "roll":
        req = chance_request(state)
        assert req is not None
        name = state.players[req.player].name
        whites[name] = req.white
        act(state, f"roll {name} 2 3 4" + (" white 6" * req.white))
    assert whites == {"Ann": 0, "Brian": 0, "Cindy": 1, "David": 0}
    assert player(state, "Cindy").rolled_white == [6]
    run_until(state, 3, 4, "roll")
    summer = {}
    while turn(state).decision == "roll":
        req = chance_request(state)
        assert req is not None
        summer[state.players[req.player].name] = req.white
        act(state, f"roll {state.players[req.player].name} 2 3 4")
    assert summer == {"Ann": 0, "Brian": 0, "Cindy": 0, "David": 0}


def test_envoy_award_pl() -> None:
    """King's Envoy award (PL/CS, year 2, phase 5): Ann 5 buildings 0 goods; Brian
    4 / 2; Cindy 4 / 1; David 4 / 0 -> David. Had Cindy also had 0 goods, nobody."""
    for cindy_goods, holder in (((1, 0, 0), "David"), ((0, 0, 0), None)):
        state = start()
        four = ["statue", "inn", "guard_tower", "palisade"]
        setup_player(state, "Ann", buildings=[*four, "barricade"], goods=(0, 0, 0))
        setup_player(state, "Brian", buildings=four, goods=(0, 1, 1))
        setup_player(state, "Cindy", buildings=four, goods=cindy_goods)
        setup_player(state, "David", buildings=four, goods=(0, 0, 0))
        events = jump(state, 2, 5)
        if holder is None:
            assert state.envoy == -1
            assert texts(events, "envoy") == [
                "King's Envoy: a tie for the least developed province, nobody receives the envoy"
            ]
        else:
            assert state.envoy == index(state, holder)
            assert state.envoy_year == 2
            assert texts(events, "envoy") == ["King's Envoy: David receives the envoy"]


def test_envoy_second_build_pl() -> None:
    """King's Envoy, second build (PL/CS): David holds the envoy, 1 gold and 3 wood,
    owns the Guard Tower: he returns the envoy and builds both the Barricade (1 wood)
    and the Blacksmith (1 gold + 2 wood) in the same season."""
    state = start(order=("David", "Ann", "Brian", "Cindy"))
    setup_player(state, "David", goods=(1, 3, 0), buildings=["guard_tower"], vp=1)
    give_envoy(state, "David", 2)
    jump(state, 2, 6, "build")
    assert names(state, [turn(state).player]) == ["David"]
    act(state, "build Barricade")
    t = turn(state)
    assert (names(state, [t.player]), t.decision) == (["David"], "build")
    assert "build Blacksmith with envoy" in options(state)
    assert "build Blacksmith" not in options(state)
    act(state, "build Blacksmith with envoy")
    assert goods(state, "David") == (0, 0, 0)
    assert built_names(state, "David") == ["Guard Tower", "Blacksmith", "Barricade"]
    assert player(state, "David").vp == 1 + 0 + 2
    assert state.envoy == -1

    # Contrast: without the envoy, only one building this season.
    other = start(order=("David", "Ann", "Brian", "Cindy"))
    setup_player(other, "David", goods=(1, 3, 0), buildings=["guard_tower"])
    jump(other, 2, 6, "build")
    act(other, "build Barricade")
    assert turn(other).decision != "build" or turn(other).player != index(other, "David")
    assert built_names(other, "David") == ["Guard Tower", "Barricade"]
    assert goods(other, "David") == (1, 2, 0)


def test_envoy_occupied_advisor_pl() -> None:
    """King's Envoy on an occupied advisor (PL/CS): David holds the envoy and one die
    (3); Brian's dice are already on the Architect. David returns the envoy and places
    his 3 on the Architect too: it gives 1 wood to Brian and 1 wood to David."""
    dice = {"Ann": "6 6 6", "Brian": "1 2 6", "Cindy": "5 6 6", "David": "3 4 5"}
    for envoy in (True, False):
        state = start()
        jump(state, 2, 4)
        if envoy:
            give_envoy(state, "David", 1)
        rolls(state, dice)
        assert names(state, state.order) == ["Brian", "David", "Cindy", "Ann"]
        acts(state, "influence 3 with 2+1", "influence 9 with 5+4", "pass", "pass")
        act(state, "influence 6 with 6")  # Brian: no dice left now
        if not envoy:
            # David's 3 cannot reach the taken Architect: he must pass.
            assert player(state, "David").passed and player(state, "David").dice == [3]
            assert [pl.player for pl in state.board[3]] == [index(state, "Brian")]
            assert goods(state, "David") == (0, 0, 0)
            continue
        assert options(state) == ["influence 3 with 3 envoy", "pass"]
        act(state, "influence 3 with 3 envoy")  # the text must name the envoy
        assert state.envoy == -1
        assert [pl.player for pl in state.board[3]] == [
            index(state, "Brian"),
            index(state, "David"),
        ]
        # The Architect rewards both, the first player first.
        for name in ("Brian", "David"):
            t = turn(state)
            assert (t.decision, t.player) == ("reward", index(state, name))
            assert options(state) == ["take wood", "pass"]
            act(state, "take wood")
        architect_wood = goods(state, "Brian")[1], goods(state, "David")[1]
        assert architect_wood == (1, 1)
        # Next in rank order: Brian at the Alchemist (6), trading that wood or not.
        assert turn(state).decision == "reward" and turn(state).player == index(state, "Brian")
        assert options(state) == ["trade wood", "pass"]


def test_winter_battle_en() -> None:
    """Winter battle (EN): Goblins strength 4 (reward 1 stone; defeat: 2 gold and a
    building). After reinforcements: Ann 2 + Palisade + Barricade = 4, tie; Brian 3 +
    Guard Tower = 4, tie; Cindy 2 + Guard Tower + Blacksmith + Barricade = 5, wins 1
    stone and +1 VP (highest); David 1 + Barricade + Guard Tower = 3, loses: no gold
    (1 wood kept); of Inn, Guard Tower, Barricade, Market, Crane the Market is
    destroyed, -1 VP."""
    state = start()
    setup_player(state, "Ann", soldiers=1, buildings=["palisade", "barricade"], vp=10)
    setup_player(state, "Brian", soldiers=2, buildings=["guard_tower"], vp=10)
    setup_player(
        state, "Cindy", soldiers=1, buildings=["guard_tower", "blacksmith", "barricade"], vp=10
    )
    setup_player(
        state,
        "David",
        soldiers=0,
        goods=(0, 1, 0),
        buildings=["inn", "guard_tower", "barricade", "market", "crane"],
        vp=10,
    )
    for name in ("Ann", "Brian", "Cindy"):
        setup_player(state, name, goods=(0, 0, 0))
    assert state.deck[1] == "2-goblins-4"
    jump(state, 2, 8)
    events = act(state, "reinforcements 1")
    assert battles(state, events) == {
        "Ann": ("battle_tie", 4),
        "Brian": ("battle_tie", 4),
        "Cindy": ("battle_win", 5),
        "David": ("battle_loss", 3),
    }
    assert "+1 Palisade +1 Barricade = strength 4" in texts(events, "battle_tie")[0]
    assert (
        "+1 Guard Tower +1 Blacksmith +1 Barricade = strength 5" in texts(events, "battle_win")[0]
    )
    assert all_goods(state) == {
        "Ann": (0, 0, 0),
        "Brian": (0, 0, 0),
        "Cindy": (0, 0, 1),
        "David": (0, 1, 0),
    }
    assert vps(state) == {"Ann": 10, "Brian": 10, "Cindy": 11, "David": 9}
    assert built_names(state, "David") == ["Inn", "Guard Tower", "Barricade", "Crane"]
    assert texts(events, "destroy") == ["The Goblins destroy David's Market"]
    assert [p.soldiers for p in state.players] == [0, 0, 0, 0]


def test_winter_battle_pl() -> None:
    """Winter battle (PL/CS): Goblins strength 3 (reward 1 stone; defeat: 1 gold and a
    building); reinforcement die 1 for everyone. Ann 1+1+1 = 3 tie; Brian 2+1 = 3 tie;
    Cindy 1+1+1+1 = 4 wins 1 stone and +1 VP; David 1+1 = 2 loses: no gold, the Crane
    is destroyed, -1 VP (had he owned the Market, the Market instead). Soldier tracks
    return to 0."""
    for market in (False, True):
        state = start()
        setup_player(state, "Ann", buildings=["statue", "palisade", "barricade"], vp=5)
        setup_player(
            state, "Brian", buildings=["inn", "guard_tower"], goods=(0, 1, 1), soldiers=1, vp=5
        )
        setup_player(state, "Cindy", buildings=["guard_tower", "blacksmith", "barricade"], vp=5)
        david = ["inn", "barricade", "crane"] + (["market"] if market else [])
        setup_player(state, "David", buildings=david, goods=(0, 1, 0), vp=5)
        for name in ("Ann", "Cindy"):
            setup_player(state, name, goods=(0, 0, 0))
        assert state.deck[0] == "1-goblins-3"
        jump(state, 1, 8)
        assert chance_request(state) is not None
        events = act(state, "reinforcements 1")
        assert texts(events, "reinforce") == [
            "Ann rolls 1 for the King's reinforcements: every player gains 1 soldier"
        ]
        assert battles(state, events) == {
            "Ann": ("battle_tie", 3),
            "Brian": ("battle_tie", 3),
            "Cindy": ("battle_win", 4),
            "David": ("battle_loss", 2),
        }
        assert texts(events, "battle_loss") == [
            "David: 1 soldier +1 Barricade = strength 2 vs 3: is defeated"
        ]
        assert goods(state, "Brian") == (0, 1, 1)
        assert goods(state, "Cindy") == (0, 0, 1)
        assert goods(state, "David") == (0, 1, 0)
        assert player(state, "Ann").vp == 5 and player(state, "Brian").vp == 5
        assert player(state, "Cindy").vp == 6
        if market:
            assert built_names(state, "David") == ["Inn", "Barricade", "Crane"]
        else:
            assert built_names(state, "David") == ["Inn", "Barricade"]
        assert player(state, "David").vp == 4
        assert [p.soldiers for p in state.players] == [0, 0, 0, 0]


# --- buildings, one by one ---------------------------------------------------


def _reroll_state() -> GameState:
    state = start(("Ann", "Brian"))
    jump(state, 1, 2)
    act(state, "block 6 6 6")
    act(state, "block 6 5")
    setup_player(state, "Ann", buildings=["statue", "chapel"], favor_dice=1)
    return state


def test_statue_and_chapel() -> None:
    """Statue + Chapel: three own dice and one white die show 2,2,2,2: the Statue
    rerolls one die (no Chapel: total 8); it shows 1: total 7, so the Chapel rerolls
    all four. After the Chapel nothing more can be rerolled, whatever the dice show.
    The turn order uses the total after all rerolls."""
    state = _reroll_state()
    act(state, "roll Ann 2 2 2 white 2")
    act(state, "roll Brian 1 1 3")
    assert options(state) == ["statue reroll", "statue reroll white", "pass"]
    act(state, "statue reroll")
    req = chance_request(state)
    assert req is not None and (req.kind, req.dice) == ("reroll", 1)
    act(state, "reroll Ann 1")
    assert player(state, "Ann").rolled == [1, 2, 2] and player(state, "Ann").dice_total() == 7
    assert options(state) == ["chapel reroll", "pass"]
    act(state, "chapel reroll")
    req = chance_request(state)
    assert req is not None and (req.kind, req.dice) == ("reroll", 4)
    act(state, "reroll Ann 1 1 1 1")  # all equal and total 4: still no more rerolls
    assert player(state, "Ann").rolled == [1, 1, 1]
    assert player(state, "Ann").rolled_white == [1]
    # Ann's final total 4 (not the rolled 8) is below Brian's 5: Ann goes first.
    assert names(state, state.order) == ["Ann", "Brian"]
    assert turn(state).decision == "influence"


def test_statue_reroll_above_7_or_equal_again_stops_the_chapel() -> None:
    """Statue + Chapel: had the Statue's reroll given a total above 7, or four equal
    dice again, the Chapel could not be used."""
    for value, total in ((3, 9), (2, 8)):
        state = _reroll_state()
        act(state, "roll Ann 2 2 2 white 2")
        act(state, "roll Brian 1 1 1")
        act(state, "statue reroll")
        act(state, f"reroll Ann {value}")
        assert player(state, "Ann").dice_total() == total
        # No reroll decision any more: the influence step has begun.
        assert turn(state).decision == "influence"
        # Turn order by the final total: Brian (3) before Ann.
        assert names(state, state.order) == ["Brian", "Ann"]


def test_market_plus_or_minus_one() -> None:
    """Market: a group totalling 9 may influence advisor 8 or 10 (or 9 without the
    Market)."""
    for market in (True, False):
        state = start(("Ann", "Brian"))
        jump(state, 1, 2)
        acts(state, "block 1 1 1", "block 1 1")  # blocks 3, then 2 (total 2)
        if market:
            setup_player(state, "Ann", buildings=["inn", "market"])
        rolls(state, {"Ann": "4 5 6", "Brian": "6 6 6"})
        opts = options(state)
        reach = sorted(
            a.advisor
            for a in legal_actions(state)
            if isinstance(a, Influence) and a.own == (5, 4) and not a.white
        )
        if market:
            assert reach == [8, 9, 10]
            assert "influence 8 with 5+4 market -1" in opts
            assert "influence 10 with 5+4 market +1" in opts
        else:
            assert reach == [9]
            with pytest.raises(IllegalActionError):
                apply(state, Influence(10, (5, 4), market=1))


def test_farms() -> None:
    """Farms: one extra white die every productive season; -1 in battle; white dice
    never alone."""
    state = start(("Ann", "Brian"), order=("Ann", "Brian"))
    setup_player(state, "Ann", buildings=["inn", "market", "farms"])
    for phase in (2, 4, 6):
        jump(state, 1, phase)
        acts(state, "block 6 6 6", "block 6 6")
        req = chance_request(state)
        assert req is not None and req.player == index(state, "Ann")
        assert (req.dice, req.white) == (3, 1)
        act(state, "roll Ann 1 1 2 white 5")
        req = chance_request(state)
        assert req is not None and (req.dice, req.white) == (3, 0)  # Brian
    # White dice never alone: after the own dice are used, the white 5 is useless.
    act(state, "roll Brian 6 6 5")
    ann = [a for a in legal_actions(state) if isinstance(a, Influence)]
    assert all(a.own for a in ann)
    assert any(a.white == (5,) for a in ann)  # the white die may join own dice
    act(state, "influence 4 with 2+1+1")
    assert player(state, "Ann").white == [5]
    with pytest.raises(IllegalActionError):
        apply(state, Influence(5, (), (5,)))  # Brian's turn anyway, and never alone
    act(state, "pass")  # Brian
    assert player(state, "Ann").passed  # forced: only a white die left
    # -1 in battle: 3 soldiers against the Goblins (3) is a defeat with the Farms.
    setup_player(state, "Ann", soldiers=2, goods=(0, 0, 0))
    setup_player(state, "Brian", soldiers=2, goods=(0, 0, 0))
    events = jump(state, 1, 8)
    events += act(state, "reinforcements 1")
    kinds = {e.player: e.kind for e in events if e.kind.startswith("battle_")}
    assert kinds == {index(state, "Ann"): "battle_loss", index(state, "Brian"): "battle_tie"}
    assert "Ann: 3 soldiers -1 Farms = strength 2 vs 3: is defeated" in texts(events)


def test_merchants_guild() -> None:
    """Merchants' Guild: +1 gold at the start of each productive season, before
    rolling."""
    state = start()
    setup_player(
        state, "Ann", goods=(0, 0, 0), buildings=["inn", "market", "farms", "merchants_guild"]
    )
    setup_player(state, "Brian", goods=(0, 0, 0))
    events = jump(state, 1, 2)
    assert texts(events, "gain") == ["Ann takes 1 gold from the Merchants' Guild"]
    assert turn(state).decision == "roll"  # before any roll
    assert goods(state, "Ann") == (1, 0, 0) and goods(state, "Brian") == (0, 0, 0)
    jump(state, 1, 4)
    jump(state, 1, 6)
    assert goods(state, "Ann") == (3, 0, 0)


def test_barracks() -> None:
    """Barracks: 3 goods recruit 3 soldiers in phase 7 (otherwise 2 goods per
    soldier)."""
    state = start()
    setup_player(state, "Ann", goods=(1, 1, 1), buildings=["guard_tower", "blacksmith", "barracks"])
    setup_player(state, "Brian", goods=(1, 1, 1))
    jump(state, 1, 7)
    assert "recruit 3 for gold, wood, stone" in options(state)
    act(state, "recruit 3 for gold, wood, stone")
    assert player(state, "Ann").soldiers == 3 and goods(state, "Ann") == (0, 0, 0)
    # Brian, without Barracks: at most 1 soldier for 2 goods.
    assert max(a.soldiers for a in legal_actions(state) if isinstance(a, Recruit)) == 1
    act(state, "recruit 1 for gold, stone")
    assert player(state, "Brian").soldiers == 1 and goods(state, "Brian") == (0, 1, 0)


def test_stables() -> None:
    """Stables: the General gives 3 soldiers, the Sergeant 2, the King 2 (without the
    Stables: 2, 1, 1)."""
    for stables, expect in ((True, (3, 2, 2)), (False, (2, 1, 1))):
        got = []
        for dice, move, take in (
            ("6 4 1", "influence 10 with 6+4", "take reward"),
            ("5 1 1", "influence 5 with 5", "take reward"),
            ("6 6 6", "influence 18 with 6+6+6", "take gold, wood, stone"),
        ):
            state = start(("Ann", "Brian"))
            jump(state, 1, 2)
            acts(state, "block 1 1 1", "block 1 1")
            if stables:
                setup_player(state, "Ann", buildings=["inn", "stables"])
            rolls(state, {"Ann": dice, "Brian": "1 1 1"})
            act(state, "pass")  # Brian (total 3) goes first
            act(state, move)
            while turn(state).decision == "influence":
                act(state, "pass")
            act(state, take)
            got.append(player(state, "Ann").soldiers)
        assert tuple(got) == expect


def test_stone_wall() -> None:
    """Stone Wall: a tie with the enemy is a win (with the reward)."""
    for wall in (True, False):
        state = start()
        walls = ["palisade", "stables", "stone_wall"] if wall else ["guard_tower"]
        # Palisade +1, Stone Wall +1: 1 soldier + 2 = 3; or 2 soldiers + Guard Tower = 3.
        setup_player(
            state, "Ann", buildings=walls, soldiers=0 if wall else 1, goods=(0, 0, 0), vp=0
        )
        jump(state, 1, 8)
        act(state, "reinforcements 1")
        if wall:
            assert goods(state, "Ann") == (0, 0, 1)  # the Goblins' reward: 1 stone
            assert player(state, "Ann").vp == 1  # and the highest strength (3)
        else:
            assert goods(state, "Ann") == (0, 0, 0)
            assert player(state, "Ann").vp == 0


def test_fortress() -> None:
    """Fortress: beating an enemy whose reward is 1 gold gives 1 gold and 1 VP."""
    deck = "deck 1-orcs-3 2-goblins-4 3-goblins-5 4-goblins-6 5-dragon-9"
    for fortress in (True, False):
        state = start(deck=deck)
        built = ["palisade", "stables", "stone_wall", "fortress"] if fortress else ["palisade"]
        setup_player(state, "Ann", buildings=built, soldiers=0, goods=(0, 0, 0), vp=0)
        # Brian is stronger, so Ann's VP does not come from the highest strength.
        setup_player(state, "Brian", soldiers=9, goods=(0, 0, 0), vp=0)
        jump(state, 1, 8)
        act(state, "reinforcements 3")
        assert goods(state, "Ann") == (1, 0, 0)
        assert player(state, "Ann").vp == (1 if fortress else 0) + 0
        assert goods(state, "Brian") == (1, 0, 0) and player(state, "Brian").vp == 1


def test_inn_and_town_hall() -> None:
    """Inn + Town Hall: the Inn's "+2" from the end of summer may pay the Town Hall
    that summer."""
    state = start()
    setup_player(
        state,
        "Ann",
        buildings=["inn", "market", "barricade", "crane", "town_hall"],
        goods=(0, 0, 0),
        plus2=0,
        vp=0,
    )
    jump(state, 1, 4, "end")
    t = turn(state)
    assert (names(state, [t.player]), t.decision) == (["Ann"], "town_hall")
    assert player(state, "Ann").plus2 == 1
    assert options(state) == ["town hall pay +2", "pass"]
    act(state, "town hall pay +2")
    assert player(state, "Ann").plus2 == 0 and player(state, "Ann").vp == 1
    # In fall (or spring) the Inn gives nothing: no token, no Town Hall payment.
    for phase in (2, 6):
        other = start()
        setup_player(
            other,
            "Ann",
            buildings=["inn", "market", "barricade", "crane", "town_hall"],
            goods=(0, 0, 0),
            plus2=0,
            vp=0,
        )
        events = jump(other, 1, phase, "end")
        assert player(other, "Ann").plus2 == 0
        assert not any("Inn" in t for t in texts(events))
        assert turn(other).decision != "town_hall"
        # Spring is followed by the King's Reward (Ann owns the most buildings).
        assert player(other, "Ann").vp == (1 if phase == 2 else 0)


def test_town_hall_once_per_season() -> None:
    """Town Hall: once per season, 1 good or 1 "+2" for 1 VP -- never 2 VP in one
    season."""
    state = start()
    setup_player(
        state, "Ann", buildings=["barricade", "crane", "town_hall"], goods=(2, 2, 2), plus2=2, vp=0
    )
    jump(state, 1, 6, "end")
    assert options(state) == [
        "town hall pay gold",
        "town hall pay wood",
        "town hall pay stone",
        "town hall pay +2",
        "pass",
    ]
    act(state, "town hall pay stone")
    assert player(state, "Ann").vp == 1 and goods(state, "Ann") == (2, 2, 1)
    assert turn(state).decision == "recruit"  # the fall ended, no second payment
    assert player(state, "Ann").vp == 1
    assert player(state, "Ann").plus2 == 2


def test_embassy() -> None:
    """Embassy: +1 VP at the end of every productive season, including the one it was
    built in."""
    state = start()
    setup_player(state, "Ann", buildings=["barricade", "crane", "town_hall"], goods=(2, 2, 2), vp=0)
    jump(state, 1, 2, "build")
    act(state, "build Embassy")  # 1 gold (Crane), 2 wood, 2 stone
    assert goods(state, "Ann") == (1, 0, 0) and player(state, "Ann").vp == 4
    assert turn(state).decision == "town_hall"
    events = act(state, "pass")
    assert texts(events, "vp") == [
        "Ann gains 1 VP from the Embassy",
        "Ann gains 1 VP from the King's Reward (most buildings: 4)",
    ]
    assert player(state, "Ann").vp == 6
    run_until(state, 1, 6, "roll")  # the summer ended
    assert player(state, "Ann").vp == 7
    run_until(state, 1, 8)  # the fall ended; recruitment gives no VP
    assert player(state, "Ann").vp == 8
    assert [p.vp for p in state.players[1:]] == [0, 0, 0]


def test_cathedral() -> None:
    """Cathedral: at the end, +1 VP per 2 goods owned (any mix)."""
    state = start()
    setup_player(
        state, "Ann", buildings=["statue", "chapel", "church", "cathedral"], goods=(1, 2, 2), vp=30
    )
    setup_player(state, "Brian", goods=(1, 2, 2), vp=30)
    events = jump(state, 5, 9)
    assert is_over(state)
    assert player(state, "Ann").vp == 32 and player(state, "Brian").vp == 30
    assert texts(events, "vp") == ["Ann gains 2 VP from the Cathedral (5 goods)"]


# --- two players and the end ------------------------------------------------


def test_two_player_blocking_dice() -> None:
    """Two players: three dice of an unused colour block the advisor of their total;
    two more dice block the advisor of their total; if that one is already blocked,
    each die blocks the advisor of its own value; two equal dice block only one. Only
    the King's Envoy can influence a blocked advisor."""
    state = start(("Ann", "Brian"))
    jump(state, 1, 2)
    req = chance_request(state)
    assert req is not None and (req.kind, req.dice) == ("block", 3)
    act(state, "block 2 3 4")
    assert [pl.player for pl in state.board[9]] == [-1]
    act(state, "block 5 6")
    assert [r for r in range(1, 19) if state.board[r]] == [9, 11]
    # Second total equal to the first: each die blocks its own rank.
    state = start(("Ann", "Brian"))
    jump(state, 1, 2)
    acts(state, "block 1 2 4", "block 3 4")
    assert [r for r in range(1, 19) if state.board[r]] == [3, 4, 7]
    # ... and two equal dice block only one advisor.
    state = start(("Ann", "Brian"))
    jump(state, 1, 2)
    acts(state, "block 2 2 4", "block 4 4")
    assert [r for r in range(1, 19) if state.board[r]] == [4, 8]
    assert state.board[4] == [Placement(-1, (4,))]
    # Only the envoy reaches a blocked advisor.
    give_envoy(state, "Ann", 1)
    rolls(state, {"Ann": "1 3 4", "Brian": "4 4 6"})
    ann = [a for a in legal_actions(state) if isinstance(a, Influence) and a.advisor in (4, 8)]
    assert ann and all(a.envoy for a in ann)
    act(state, "influence 8 with 4+3+1 envoy")
    brian = [a for a in legal_actions(state) if isinstance(a, Influence)]
    assert all(a.advisor not in (4, 8) for a in brian)
    act(state, "pass")
    assert turn(state).player == index(state, "Ann")  # the Treasurer rewards Ann only
    act(state, "take 2 gold")
    assert turn(state).decision != "reward"  # Brian has no reward to take
    assert goods(state, "Ann") == (2, 0, 0) and goods(state, "Brian") == (0, 0, 0)


def test_end_of_game_ranking() -> None:
    """End of game: most VP wins; a tie goes to more goods, then more buildings; still
    tied: shared victory."""
    state = start()
    setup_player(state, "Ann", vp=20, goods=(1, 0, 0), buildings=["statue"])
    setup_player(state, "Brian", vp=20, goods=(1, 1, 0), buildings=["statue"])
    setup_player(state, "Cindy", vp=20, goods=(1, 0, 0), buildings=["statue", "inn"])
    setup_player(state, "David", vp=21, goods=(0, 0, 0))
    table = [(s.place, names(state, [s.player])[0], tiebreak_text(s)) for s in ranking(state)]
    assert table == [
        (1, "David", ""),
        (2, "Brian", ""),
        (3, "Cindy", "fewer goods"),
        (4, "Ann", "fewer buildings"),
    ]
    setup_player(state, "Ann", buildings=["inn"])
    table = [(s.place, names(state, [s.player])[0]) for s in ranking(state)]
    assert table[2:] == [(3, "Ann"), (3, "Cindy")] or table[2:] == [(3, "Cindy"), (3, "Ann")]
    assert tiebreak_text(ranking(state)[3]) == "shared: same VP, goods and buildings"
