"""Expansion modules 5 (soldier tokens) and 6 (alternate advisor tiles), the inverted
tiles variant and the alternate reinforcements, rule by rule with exact numbers.

Authority: the English 2nd-edition rulebook (Module 5, Module 6) and the rulings in
../shared/reference/kingsburg-data.md ("Module 6 rulings"). Where the texts leave
room the engine's rulings are tested as they are: seating "left" = next player in
entry order, "right" = previous (both the opponent with two players); choices that
belong to another player are that player's decisions, asked by name.
"""

from __future__ import annotations

import pytest

from kingsburg.engine import (
    ChanceReinforce,
    ChanceTile,
    Distribute,
    Event,
    Gain,
    GameConfig,
    GameState,
    Pass,
    PickToken,
    action_text,
    apply,
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
from kingsburg.engine.state import NEUTRAL, SOLDIER_TOKENS, Placement
from kingsburg.errors import IllegalActionError, KingsburgError
from kingsburg.text.events import event_text
from tests.engine.helpers import (
    NAMES4,
    act,
    acts,
    give_envoy,
    goods,
    index,
    jump,
    options,
    player,
    reward_due,
    rolls,
    said,
    setup_player,
    start,
    texts,
)

JESTER, SQUIRE, ARCHITECT, MERCHANT, SERGEANT, ALCHEMIST, ASTRONOMER, TREASURER = range(1, 9)
HUNTER, GENERAL, SWORDSMITH, DUCHESS, CHAMPION, SMUGGLER, INVENTOR, WIZARD = range(9, 17)
TWO = ("Ann", "Brian")


def who(state: GameState) -> str:
    """Name of the player who must decide now."""
    t = turn(state)
    assert t.kind == "decision", t
    return state.players[t.player].name


def asked(state: GameState) -> tuple[str, str]:
    """(player, decision) due now."""
    return who(state), turn(state).decision


def status(state: GameState, name: str) -> tuple[tuple[int, int, int], int, int, int]:
    """(goods, VP, soldiers, "+2" tokens) of a player."""
    p = player(state, name)
    return (goods(state, name), p.vp, p.soldiers, p.plus2)


def dice_for(rank: int) -> tuple[str, str]:
    """Three dice whose group reaches ``rank`` (the rest are 6s), and that group."""
    if rank <= 6:
        return f"{rank} 6 6", f"{rank}"
    if rank <= 12:
        return f"6 {rank - 6} 6", f"6+{rank - 6}"
    return f"6 6 {rank - 12}", f"6+6+{rank - 12}"


def lay(state: GameState, *ranks: int, sergeant: int = 1) -> None:
    """Put tiles on their advisors as if drawn earlier (the Merchant tile full, the
    Sergeant tile holding ``sergeant``: 0 gold, 1 wood, 2 stone)."""
    for rank in ranks:
        state.tile_bag.remove(rank)
        state.tiles.append(rank)
        if rank == MERCHANT:
            state.tile_goods = [1, 1, 1]
        if rank == SERGEANT:
            state.sergeant_good = sergeant
    state.tiles.sort()
    state.legal_cache = None


def tiled_summer(
    tile: int,
    names: tuple[str, ...] = NAMES4,
    *,
    laid: tuple[int, ...] = (),
    block: tuple[str, str] = ("6 6 6", "6 6"),
    die: int = 3,
) -> GameState:
    """A module-6 game at the start of year I's summer with ``tile`` just drawn (the
    Sergeant tile's die shows ``die``); two players block 18 and 12 by default.
    The roll is due next. (Summer, so that the season's end changes nobody's VP:
    the King's Envoy follows it, not the King's Reward.)"""
    state = start(names, modules=(6,))
    lay(state, *laid)
    jump(state, 1, 4)
    if len(names) == 2:
        acts(state, f"block {block[0]}", f"block {block[1]}")
    assert turn(state).decision == "tile"
    act(state, f"tile {tile}")
    if tile == SERGEANT:
        act(state, f"tile die {die}")
    assert turn(state).decision == "roll"
    return state


def alone(state: GameState, rank: int, name: str = "Ann") -> list[Event]:
    """``name`` influences ``rank`` and nothing else; everybody else rolls 1 1 1 and
    passes. Returns the events up to the first reward decision."""
    dice, group = dice_for(rank)
    rolls(state, {p.name: dice if p.name == name else "1 1 1" for p in state.players})
    events: list[Event] = []
    while who(state) != name:
        events += act(state, "pass")
    events += act(state, f"influence {rank} with {group}")
    while turn(state).decision == "influence":
        events += act(state, "pass")
    return events


def tile_reward(
    rank: int,
    names: tuple[str, ...] = NAMES4,
    name: str = "Ann",
    block: tuple[str, str] = ("6 6 6", "6 6"),
    **setup: object,
) -> GameState:
    """``name`` alone on the tiled advisor ``rank`` in year I's summer, with the given
    position (``setup_player`` keywords for ``name``); the reward decision is due."""
    state = tiled_summer(rank, names, block=block)
    setup_player(state, name, **setup)  # type: ignore[arg-type]
    alone(state, rank, name)
    assert asked(state) == (name, "reward")
    return state


def rewards_done(state: GameState) -> bool:
    """No advisor reward, nor a choice belonging to one, nor the Sergeant's die is due."""
    return reward_due(state) is None and turn(state).decision not in (
        "tile_give",
        "tile_opp_good",
        "tile_smuggle",
        "tile_die",
    )


def untouched(state: GameState, *names: str) -> None:
    for n in names:
        assert status(state, n) == ((0, 0, 0), 0, 0, 0), n


# --- drawing the tiles --------------------------------------------------------


def test_tile_drawn_at_the_start_of_each_productive_season_by_the_first_player() -> None:
    state = start(modules=(6,))
    assert state.tile_bag == list(range(1, 17)) and state.tiles == []
    jump(state, 1, 2)
    req = chance_request(state)
    assert req is not None and req.kind == "tile"
    assert (req.player, req.tiles) == (index(state, "Ann"), tuple(range(1, 17)))
    events = act(state, "tile 9")
    assert texts(events, "tile") == [
        "Ann draws the Master Hunter tile: from now on advisor 9 gives 2 of gold/wood/VP/"
        'soldier+"+2"'
    ]
    assert state.tiles == [9] and 9 not in state.tile_bag and len(state.tile_bag) == 15
    # Spring's turn order puts Cindy first: she draws the summer tile.
    rolls(state, {"Ann": "6 6 6", "Brian": "5 5 5", "Cindy": "1 1 1", "David": "2 2 2"})
    jump(state, 1, 4)
    req = chance_request(state)
    assert req is not None and req.kind == "tile" and req.player == index(state, "Cindy")
    assert 9 not in req.tiles and len(req.tiles) == 15
    before = to_json(state)
    for drawn in (9, 17, 0):  # already on the board; advisors 17 and 18 have no tile
        with pytest.raises(IllegalActionError):
            apply(state, ChanceTile(drawn))
    assert to_json(state) == before
    events = act(state, "tile 16")
    assert texts(events, "tile")[0].startswith("Cindy draws the Wizard tile")
    assert state.tiles == [9, 16]


def test_no_tiles_without_module_6() -> None:
    state = start()
    jump(state, 1, 2)
    assert turn(state).decision == "roll" and state.tile_bag == [] and state.tiles == []


def test_tile_draw_after_the_blocking_dice_and_before_the_merchants_guild() -> None:
    state = start(TWO, modules=(6,))
    setup_player(state, "Brian", buildings=["inn", "market", "farms", "merchants_guild"])
    jump(state, 1, 2)
    assert turn(state).decision == "block"
    acts(state, "block 6 6 6", "block 6 6")
    assert turn(state).decision == "tile"
    events = act(state, "tile 16")
    assert [e.kind for e in events] == ["tile", "gain"]
    assert texts(events, "gain") == ["Brian takes 1 gold from the Merchants' Guild"]
    assert turn(state).decision == "roll"


def test_a_drawn_tile_stays_for_the_rest_of_the_game() -> None:
    """Fifteen seasons draw fifteen tiles; one tile never comes out."""
    state = tiled_summer(WIZARD)
    for year, phase in [(y, p) for y in range(1, 6) for p in (2, 4, 6)][1:]:
        jump(state, year, phase)
        assert turn(state).decision == "tile"
        act(state, f"tile {state.tile_bag[0]}")
    assert state.tile_bag == [15] and state.tiles == [*range(1, 15), 16]


# --- 1 Jester -------------------------------------------------------------------


def test_jester_tile_takes_the_next_advisor_nobody_influenced() -> None:
    state = tiled_summer(JESTER)
    rolls(state, {"Ann": "1 6 6", "Brian": "2 1 1", "Cindy": "3 1 1", "David": "1 1 1"})
    # Order: David (3), Brian (4), Cindy (5), Ann (13).
    acts(state, "pass", "influence 2 with 2", "influence 3 with 3", "influence 1 with 1")
    events = act(state, "pass")  # Ann keeps her 6s; Brian and Cindy cannot place 1s
    assert texts(events, "reward") == [
        "The Jester tile sends Ann to the Merchant (4), whom nobody influenced"
    ]
    assert asked(state) == ("Ann", "reward")
    assert said(state) == "Ann: choose your reward from the Merchant (4): 1 gold or 1 wood"
    assert options(state) == ["take gold", "take wood", "pass"]
    act(state, "take wood")
    assert goods(state, "Ann") == (0, 1, 0)
    # Then the influenced advisors pay their own influencers.
    assert reward_due(state) == ("Brian", 2)
    acts(state, "take gold")
    assert reward_due(state) == ("Cindy", 3)
    act(state, "take wood")
    assert goods(state, "Brian") == (1, 0, 0) and goods(state, "Cindy") == (0, 1, 0)


def test_jester_tile_to_a_tiled_advisor() -> None:
    """The advisor the Jester sends to gives its tile's reward (the Squire tile here)."""
    state = tiled_summer(JESTER, laid=(SQUIRE,))
    alone(state, JESTER)
    assert asked(state) == ("Ann", "reward")
    assert said(state).startswith("Ann: choose your reward from the Squire tile (2)")
    assert options(state) == ["gain 2 +2 tokens", "pass"]
    act(state, "gain 2 +2 tokens")
    assert status(state, "Ann") == ((0, 0, 0), 0, 0, 2)


def test_jester_tile_to_the_sergeant_tile_refills_it() -> None:
    state = tiled_summer(JESTER, laid=(SERGEANT,))  # wood on the Sergeant tile
    rolls(state, {"Ann": "1 6 6", "Brian": "2 1 1", "Cindy": "3 1 1", "David": "4 1 1"})
    # Order: Brian (4), Cindy (5), David (6), Ann (13).
    acts(state, "influence 2 with 2", "influence 3 with 3", "influence 4 with 4")
    acts(state, "influence 1 with 1", "pass")
    assert reward_due(state) == ("Ann", SERGEANT)
    assert options(state) == ["take wood", "pass"]
    act(state, "take wood")
    assert turn(state).decision == "tile_die"
    act(state, "tile die 1")
    assert goods(state, "Ann") == (0, 1, 0) and state.sergeant_good == 0


def test_jester_tile_when_every_other_advisor_was_influenced() -> None:
    state = start(modules=(6,))
    lay(state, JESTER)
    a = index(state, "Ann")
    state.board[1].append(Placement(a, (1,)))
    for rank in range(2, 19):
        state.board[rank].append(Placement(NEUTRAL, (rank,)))
    events = jump(state, 1, 4, "rewards")
    assert texts(events, "reward") == [
        "The Jester tile has nowhere to send Ann: every advisor was influenced"
    ]
    assert rewards_done(state) and turn(state).decision == "tile"  # fall's draw
    untouched(state, *NAMES4)


def test_jester_tile_skips_the_advisors_blocked_in_a_two_player_game() -> None:
    """The blocking dice influence their advisors (rulebook, 2-player rules)."""
    state = tiled_summer(JESTER, TWO, block=("1 1 1", "1 1"))  # blocks 3 and 2
    events = alone(state, JESTER)
    assert "The Jester tile sends Ann to the Merchant (4), whom nobody influenced" in texts(
        events, "reward"
    )
    assert options(state) == ["take gold", "take wood", "pass"]


def test_jester_tile_reward_may_be_declined() -> None:
    state = tiled_summer(JESTER)
    alone(state, JESTER)
    events = act(state, "pass")
    assert texts(events, "reward") == ["Ann declines the Squire's reward"]
    untouched(state, *NAMES4)


# --- 2 Squire -------------------------------------------------------------------


def test_squire_tile_two_plus2_tokens() -> None:
    state = tile_reward(SQUIRE)
    assert options(state) == ["gain 2 +2 tokens", "pass"]  # no token to hand in
    act(state, "gain 2 +2 tokens")
    assert status(state, "Ann") == ((0, 0, 0), 0, 0, 2)
    untouched(state, "Brian", "Cindy", "David")


def test_squire_tile_hand_in_a_plus2_token_for_gold_and_a_soldier() -> None:
    state = tile_reward(SQUIRE, plus2=1)
    assert options(state) == [
        "gain 2 +2 tokens",
        "pay 1 +2 token gain gold, 1 soldier",
        "pass",
    ]
    act(state, "pay 1 +2 token gain gold, 1 soldier")
    assert status(state, "Ann") == ((1, 0, 0), 0, 1, 0)


# --- 3 Architect ----------------------------------------------------------------


def test_architect_tile_good_chosen_by_the_player_on_the_left() -> None:
    """David's left is Ann (seating wraps around), whatever the turn order."""
    state = tile_reward(ARCHITECT, name="David")
    assert options(state) == ["take reward", "pass"]
    act(state, "take reward")
    assert asked(state) == ("Ann", "tile_give")
    assert said(state) == "Ann: choose the good David gains from the Architect tile"
    assert options(state) == ["give gold", "give wood", "give stone"]
    events = act(state, "give stone")
    assert texts(events, "gain") == ["Ann picks 1 stone for David (Architect tile)"]
    assert status(state, "David") == ((0, 0, 1), 0, 0, 0)
    untouched(state, "Ann", "Brian", "Cindy")
    assert rewards_done(state)


def test_architect_tile_left_of_ann_is_brian() -> None:
    state = tile_reward(ARCHITECT)
    act(state, "take reward")
    assert asked(state) == ("Brian", "tile_give")
    act(state, "give gold")
    assert goods(state, "Ann") == (1, 0, 0)


def test_architect_tile_two_players_the_opponent_chooses() -> None:
    state = tile_reward(ARCHITECT, TWO, name="Brian")
    act(state, "take reward")
    assert asked(state) == ("Ann", "tile_give")
    act(state, "give wood")
    assert goods(state, "Brian") == (0, 1, 0) and goods(state, "Ann") == (0, 0, 0)


# --- 4 Merchant -----------------------------------------------------------------


def test_merchant_tile_one_good_from_the_tile() -> None:
    state = tiled_summer(MERCHANT)
    assert state.tile_goods == [1, 1, 1]  # filled when first placed
    alone(state, MERCHANT)
    assert options(state) == ["take gold", "take wood", "take stone", "pass"]
    act(state, "take wood")
    assert goods(state, "Ann") == (0, 1, 0) and state.tile_goods == [1, 0, 1]
    # Fall: the wood is gone from the tile.
    jump(state, 1, 6)
    act(state, "tile 16")
    alone(state, MERCHANT)
    assert options(state) == ["take gold", "take stone", "pass"]
    act(state, "take gold")
    assert goods(state, "Ann") == (1, 1, 0) and state.tile_goods == [0, 0, 1]


def test_merchant_tile_refilled_when_empty() -> None:
    state = tiled_summer(MERCHANT)
    state.tile_goods = [0, 0, 1]
    alone(state, MERCHANT)
    assert options(state) == ["take stone", "pass"]
    events = act(state, "take stone")
    assert "The empty Merchant tile is refilled with 1 gold, 1 wood, 1 stone" in texts(
        events, "tile"
    )
    assert state.tile_goods == [1, 1, 1] and goods(state, "Ann") == (0, 0, 1)


def test_merchant_tile_two_influencers_take_in_turn_order() -> None:
    """Brian influences first, Ann follows with the King's Envoy; Ann is earlier in
    turn order, so she chooses first."""
    state = tiled_summer(MERCHANT)
    give_envoy(state, "Ann", 1)
    rolls(state, {"Ann": "1 1 4", "Brian": "4 6 6", "Cindy": "1 1 1", "David": "1 1 1"})
    # Order: Cindy (3), David (3), Ann (6), Brian (16).
    acts(state, "pass", "pass", "influence 2 with 1+1", "influence 4 with 4")
    acts(state, "influence 4 with 4 envoy", "pass")
    assert [pl.player for pl in state.board[4]] == [index(state, "Brian"), index(state, "Ann")]
    act(state, "take gold")  # the Squire (2) for Ann
    assert reward_due(state) == ("Ann", MERCHANT)
    act(state, "take gold")
    assert reward_due(state) == ("Brian", MERCHANT)
    assert options(state) == ["take wood", "take stone", "pass"]
    act(state, "take stone")
    assert goods(state, "Ann") == (2, 0, 0) and goods(state, "Brian") == (0, 0, 1)
    assert state.tile_goods == [0, 1, 0]


# --- 5 Sergeant -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("die", "good"),
    [(1, "gold"), (2, "gold"), (3, "wood"), (4, "wood"), (5, "stone"), (6, "stone")],
)
def test_sergeant_tile_die_places_a_good(die: int, good: str) -> None:
    state = start(modules=(6,))
    jump(state, 1, 2)
    act(state, "tile 5")
    assert turn(state).decision == "tile_die"  # before the roll
    req = chance_request(state)
    assert req is not None and req.dice == 1
    events = act(state, f"tile die {die}")
    assert texts(events, "tile") == [
        f"The Sergeant tile's die shows {die}: 1 {good} now lies on it"
    ]
    assert state.sergeant_good == ("gold", "wood", "stone").index(good)
    assert turn(state).decision == "roll"


def test_sergeant_tile_taken_then_refilled_by_the_die() -> None:
    state = tiled_summer(SERGEANT, die=4)  # wood
    alone(state, SERGEANT)
    assert options(state) == ["take wood", "pass"]
    act(state, "take wood")
    assert goods(state, "Ann") == (0, 1, 0) and state.sergeant_good == -1
    assert turn(state).decision == "tile_die"
    act(state, "tile die 6")
    assert state.sergeant_good == 2
    jump(state, 1, 6)
    act(state, "tile 16")
    alone(state, SERGEANT)
    assert options(state) == ["take stone", "pass"]
    act(state, "take stone")
    assert goods(state, "Ann") == (0, 1, 1)


def test_sergeant_tile_declined_keeps_its_good() -> None:
    state = tiled_summer(SERGEANT, die=1)  # gold
    alone(state, SERGEANT)
    act(state, "pass")
    assert rewards_done(state)  # no die
    assert state.sergeant_good == 0 and goods(state, "Ann") == (0, 0, 0)


def test_sergeant_tile_two_influencers_each_gain_that_good_then_one_die() -> None:
    state = tiled_summer(SERGEANT, die=5)  # stone
    give_envoy(state, "Ann", 1)
    rolls(state, {"Ann": "1 1 5", "Brian": "5 6 6", "Cindy": "1 1 1", "David": "1 1 1"})
    # Order: Cindy (3), David (3), Ann (7), Brian (17).
    acts(state, "pass", "pass", "influence 2 with 1+1", "influence 5 with 5")
    acts(state, "influence 5 with 5 envoy", "pass")
    act(state, "take gold")  # the Squire for Ann
    assert reward_due(state) == ("Brian", SERGEANT)
    assert options(state) == ["take stone", "pass"]
    act(state, "take stone")
    assert reward_due(state) == ("Ann", SERGEANT)  # no die yet
    assert options(state) == ["take stone", "pass"]
    act(state, "take stone")
    assert turn(state).decision == "tile_die"
    act(state, "tile die 3")
    assert goods(state, "Ann") == (1, 0, 1) and goods(state, "Brian") == (0, 0, 1)
    assert state.sergeant_good == 1


# --- 6 Alchemist ----------------------------------------------------------------


def test_alchemist_tile_options() -> None:
    state = tile_reward(ALCHEMIST, goods=(1, 0, 0), vp=0, soldiers=1)
    assert options(state) == [
        "pay gold gain 1 VP, 1 soldier",
        "pay 1 VP gain gold, 1 soldier",
        "pay 1 VP gain wood, 1 soldier",
        "pay 1 VP gain stone, 1 soldier",
        "pay 1 soldier gain gold, 1 VP",
        "pay 1 soldier gain wood, 1 VP",
        "pay 1 soldier gain stone, 1 VP",
        "pass",
    ]
    # Without goods or soldiers only the VP can be spent (even at 0 VP).
    state = tile_reward(ALCHEMIST)
    assert options(state) == [
        "pay 1 VP gain gold, 1 soldier",
        "pay 1 VP gain wood, 1 soldier",
        "pay 1 VP gain stone, 1 soldier",
        "pass",
    ]


@pytest.mark.parametrize(
    ("choice", "after"),
    [
        ("pay gold gain 1 VP, 1 soldier", ((0, 0, 0), 1, 2, 0)),
        ("pay 1 VP gain wood, 1 soldier", ((1, 1, 0), -1, 2, 0)),
        ("pay 1 soldier gain stone, 1 VP", ((1, 0, 1), 1, 0, 0)),
    ],
)
def test_alchemist_tile_trades(choice: str, after: tuple[object, ...]) -> None:
    state = tile_reward(ALCHEMIST, goods=(1, 0, 0), vp=0, soldiers=1)
    act(state, choice)
    assert status(state, "Ann") == after
    untouched(state, "Brian", "Cindy", "David")


# --- 7 Astronomer ---------------------------------------------------------------


def test_astronomer_tile_opponent_takes_one_influencer_two_alike() -> None:
    state = tile_reward(ASTRONOMER)
    assert options(state) == ["choose Brian", "choose Cindy", "choose David", "pass"]
    events = act(state, "choose Cindy")
    assert "Ann picks Cindy for the Astronomer tile" in texts(events, "reward")
    assert asked(state) == ("Cindy", "tile_opp_good")
    assert said(state) == (
        "Cindy: take 1 good of your choice; Ann gains 2 of the same kind (Astronomer tile)"
    )
    assert options(state) == ["take gold", "take wood", "take stone"]
    act(state, "take stone")
    assert goods(state, "Cindy") == (0, 0, 1) and goods(state, "Ann") == (0, 0, 2)
    untouched(state, "Brian", "David")


def test_astronomer_tile_two_players() -> None:
    state = tile_reward(ASTRONOMER, TWO)
    assert options(state) == ["choose Brian", "pass"]
    act(state, "choose Brian")
    assert asked(state) == ("Brian", "tile_opp_good")
    act(state, "take gold")
    assert goods(state, "Brian") == (1, 0, 0) and goods(state, "Ann") == (2, 0, 0)


# --- 8 Treasurer ----------------------------------------------------------------


def test_treasurer_tile_left_then_right_player_choose() -> None:
    """Cindy's left is David, her right Brian; Ann is not asked."""
    state = tile_reward(TREASURER, name="Cindy")
    assert options(state) == ["take reward", "pass"]
    act(state, "take reward")
    assert asked(state) == ("David", "tile_give")
    assert said(state) == "David: choose the good Cindy gains from the Treasurer tile"
    act(state, "give wood")
    assert asked(state) == ("Brian", "tile_give")
    events = act(state, "give wood")
    assert texts(events, "gain") == ["Brian picks 1 wood for Cindy (Treasurer tile)"]
    assert goods(state, "Cindy") == (0, 2, 0)
    untouched(state, "Ann", "Brian", "David")
    assert rewards_done(state)


def test_treasurer_tile_two_players_the_opponent_chooses_both() -> None:
    state = tile_reward(TREASURER, TWO)
    act(state, "take reward")
    assert asked(state) == ("Brian", "tile_give")
    act(state, "give gold")
    assert asked(state) == ("Brian", "tile_give")
    act(state, "give stone")
    assert goods(state, "Ann") == (1, 0, 1) and goods(state, "Brian") == (0, 0, 0)
    assert rewards_done(state)


# --- 9 Master Hunter --------------------------------------------------------------


def test_master_hunter_tile_two_different_rewards() -> None:
    state = tile_reward(HUNTER)
    assert options(state) == [
        "gain gold, wood",
        "gain gold, 1 VP",
        "gain gold, 1 soldier, 1 +2 token",
        "gain wood, 1 VP",
        "gain wood, 1 soldier, 1 +2 token",
        "gain 1 VP, 1 soldier, 1 +2 token",
        "pass",
    ]
    with pytest.raises(IllegalActionError):
        act(state, "gain 2 gold")  # not twice the same reward
    act(state, "gain 1 VP, 1 soldier, 1 +2 token")
    assert status(state, "Ann") == ((0, 0, 0), 1, 1, 1)
    state = tile_reward(HUNTER)
    act(state, "gain gold, wood")
    assert status(state, "Ann") == ((1, 1, 0), 0, 0, 0)


# --- 10 General -----------------------------------------------------------------


def test_general_tile_two_goods_of_one_kind() -> None:
    state = tile_reward(GENERAL)
    assert options(state) == ["gain 2 gold", "gain 2 wood", "gain 2 stone", "pass"]
    with pytest.raises(IllegalActionError):
        act(state, "gain gold, wood")
    act(state, "gain 2 stone")
    assert status(state, "Ann") == ((0, 0, 2), 0, 0, 0)
    assert player(state, "Ann").seen == []  # the printed General's peek is gone


# --- 11 Swordsmith --------------------------------------------------------------

BASE = "gain stone, 1 VP, 1 soldier"
GOODS_SWAPS = ["gain 2 stone, 1 VP", "gain 2 stone, 1 soldier"]
SOLDIER_SWAPS = ["gain 1 VP, 2 soldiers", "gain stone, 2 soldiers"]
VP_SWAPS = ["gain stone, 2 VP", "gain 2 VP, 1 soldier"]


def swordsmith(ann: tuple[int, int, int], others: tuple[int, int, int]) -> GameState:
    """Ann's (goods, soldiers, VP) against Brian's; Cindy and David have 5 of each."""
    state = tiled_summer(SWORDSMITH)
    for name, (g, s, v) in (("Ann", ann), ("Brian", others)):
        setup_player(state, name, goods=(g, 0, 0), soldiers=s, vp=v)
    for name in ("Cindy", "David"):
        setup_player(state, name, goods=(5, 0, 0), soldiers=5, vp=5)
    alone(state, SWORDSMITH)
    return state


@pytest.mark.parametrize(
    ("ann", "brian", "offered"),
    [
        ((2, 2, 2), (1, 1, 1), [BASE]),
        ((0, 2, 2), (1, 1, 1), [BASE, *GOODS_SWAPS]),
        ((2, 0, 2), (1, 1, 1), [BASE, *SOLDIER_SWAPS]),
        ((2, 2, 0), (1, 1, 1), [BASE, *VP_SWAPS]),
        ((1, 2, 2), (1, 1, 1), [BASE, *GOODS_SWAPS]),  # tied for fewest goods
        ((1, 1, 1), (1, 1, 1), [BASE, *GOODS_SWAPS, *SOLDIER_SWAPS, *VP_SWAPS]),
    ],
    ids=["none", "goods", "soldiers", "vp", "tie", "all"],
)
def test_swordsmith_tile_fewest_options(
    ann: tuple[int, int, int], brian: tuple[int, int, int], offered: list[str]
) -> None:
    state = swordsmith(ann, brian)
    assert options(state) == [*offered, "pass"]


def test_swordsmith_tile_options_cannot_be_combined() -> None:
    """Fewest of all three: still only one swap (no 3 VP, no 2 stone and 2 VP)."""
    state = swordsmith((0, 0, 0), (1, 1, 1))
    gains = [a.bundle for a in legal_actions(state) if isinstance(a, Gain)]
    assert len(gains) == 7
    for g in gains:
        parts = (g[2], g[3], g[4])  # stone, VP, soldiers
        assert sum(parts) == 3 and max(parts) <= 2 and g[0] == g[1] == g[5] == 0
    for text in ("gain 3 VP", "gain 3 stone", "gain 3 soldiers", "gain 2 stone, 2 VP"):
        with pytest.raises(IllegalActionError):
            act(state, text)
    act(state, "gain stone, 2 VP")
    assert status(state, "Ann") == ((0, 0, 1), 2, 0, 0)


@pytest.mark.parametrize(
    ("choice", "after"),
    [
        (BASE, ((2, 0, 1), 3, 3, 0)),
        ("gain 2 stone, 1 soldier", ((0, 0, 2), 0, 1, 0)),
    ],
)
def test_swordsmith_tile_gains(choice: str, after: tuple[object, ...]) -> None:
    ann = (2, 2, 2) if choice == BASE else (0, 0, 0)
    state = swordsmith(ann, (1, 1, 1))
    act(state, choice)
    assert status(state, "Ann") == after


# --- 12 Duchess -----------------------------------------------------------------


def test_duchess_tile_gold_for_you_vp_for_every_other_player() -> None:
    state = tile_reward(DUCHESS, vp=2)
    assert options(state) == ["gain 3 gold", "gain 3 VP", "pass"]
    events = act(state, "gain 3 gold")
    assert status(state, "Ann") == ((3, 0, 0), 2, 0, 0)
    for name in ("Brian", "Cindy", "David"):
        assert status(state, name) == ((0, 0, 0), 1, 0, 0)
    vp = [(e.player, e.vp, e.source) for e in events if e.vp]
    assert vp == [(1, 1, "advisors"), (2, 1, "advisors"), (3, 1, "advisors")]


def test_duchess_tile_vp_for_you_gold_for_every_other_player() -> None:
    state = tile_reward(DUCHESS, vp=2)
    events = act(state, "gain 3 VP")
    assert status(state, "Ann") == ((0, 0, 0), 5, 0, 0)
    for name in ("Brian", "Cindy", "David"):
        assert status(state, name) == ((1, 0, 0), 0, 0, 0)
    assert [(e.player, e.vp) for e in events if e.vp] == [(0, 3)]


def test_duchess_tile_two_players() -> None:
    state = tile_reward(DUCHESS, TWO, block=("6 6 6", "5 5"))  # 18 and 10 blocked
    act(state, "gain 3 VP")
    assert status(state, "Ann") == ((0, 0, 0), 3, 0, 0)
    assert status(state, "Brian") == ((1, 0, 0), 0, 0, 0)


# --- 13 Champion ----------------------------------------------------------------


def test_champion_tile_gains_and_a_private_peek() -> None:
    state = tile_reward(CHAMPION)
    assert options(state) == [
        "gain gold, 1 VP, 1 soldier, 1 +2 token",
        "gain wood, 1 VP, 1 soldier, 1 +2 token",
        "gain stone, 1 VP, 1 soldier, 1 +2 token",
        "pass",
    ]
    a, b = index(state, "Ann"), index(state, "Brian")
    assert view(state, a).deck[0] == ""
    events = act(state, "gain wood, 1 VP, 1 soldier, 1 +2 token")
    assert status(state, "Ann") == ((0, 1, 0), 1, 1, 1)
    assert player(state, "Ann").seen == [1]
    assert [p.seen for p in state.players[1:]] == [[], [], []]
    secret = [e for e in events if e.kind == "peek_secret"]
    assert len(secret) == 1 and secret[0].private and secret[0].player == a
    assert event_text(secret[0]) == "Year I enemy: Goblins, strength 3"
    assert secret[0] in visible_events(events, a)
    assert secret[0] not in visible_events(events, b)
    assert texts(visible_events(events, b), "peek") == [
        "Ann secretly looks at the next enemy card (Champion tile)"
    ]
    assert view(state, a).deck[0] == "1-goblins-3"
    assert view(state, b).deck[0] == "" and view(state, -1).deck[0] == ""


def test_champion_tile_declined_no_peek() -> None:
    state = tile_reward(CHAMPION)
    events = act(state, "pass")
    assert player(state, "Ann").seen == [] and not any(e.kind == "peek" for e in events)


# --- 14 Smuggler ----------------------------------------------------------------


def test_smuggler_tile_opponent_takes_one_influencer_the_other_four() -> None:
    state = tile_reward(SMUGGLER)
    assert options(state) == ["choose Brian", "choose Cindy", "choose David", "pass"]
    act(state, "choose David")
    assert asked(state) == ("David", "tile_smuggle")
    assert said(state) == (
        "David: take one of the Smuggler tile's five rewards; Ann takes the other four"
    )
    assert options(state) == [
        "gain gold",
        "gain wood",
        "gain stone",
        "gain 1 +2 token",
        "gain 1 soldier",
    ]
    act(state, "gain wood")
    assert status(state, "David") == ((0, 1, 0), 0, 0, 0)
    assert status(state, "Ann") == ((1, 0, 1), 0, 1, 1)
    untouched(state, "Brian", "Cindy")


def test_smuggler_tile_two_players() -> None:
    state = tile_reward(SMUGGLER, TWO)
    assert options(state) == ["choose Brian", "pass"]
    act(state, "choose Brian")
    assert asked(state) == ("Brian", "tile_smuggle")
    act(state, "gain 1 +2 token")
    assert status(state, "Brian") == ((0, 0, 0), 0, 0, 1)
    assert status(state, "Ann") == ((1, 1, 1), 0, 1, 0)


# --- 15 Inventor ----------------------------------------------------------------


def test_inventor_tile_split_between_two_opponents() -> None:
    state = tile_reward(INVENTOR)
    gifts = [a for a in legal_actions(state) if isinstance(a, Distribute)]
    assert len(gifts) == 45  # 2 of the 9 (opponent, good) pairs, repeats allowed
    assert options(state)[-1] == "pass"
    act(state, "give wood to Cindy, gold to Brian")  # written in any order
    assert goods(state, "Ann") == (1, 1, 2)
    assert goods(state, "Brian") == (1, 0, 0) and goods(state, "Cindy") == (0, 1, 0)
    untouched(state, "David")
    assert rewards_done(state)  # the opponents decide nothing


def test_inventor_tile_both_goods_to_one_opponent() -> None:
    state = tile_reward(INVENTOR)
    act(state, "give stone to David, stone to David")
    assert goods(state, "Ann") == (2, 2, 0) and goods(state, "David") == (0, 0, 2)
    untouched(state, "Brian", "Cindy")


def test_inventor_tile_two_players_both_goods_to_the_opponent() -> None:
    state = tile_reward(INVENTOR, TWO)
    assert options(state) == [
        "give gold to Brian, gold to Brian",
        "give gold to Brian, wood to Brian",
        "give gold to Brian, stone to Brian",
        "give wood to Brian, wood to Brian",
        "give wood to Brian, stone to Brian",
        "give stone to Brian, stone to Brian",
        "pass",
    ]
    act(state, "give gold to Brian, stone to Brian")
    assert goods(state, "Ann") == (1, 2, 1) and goods(state, "Brian") == (1, 0, 1)


# --- 16 Wizard ------------------------------------------------------------------


def test_wizard_tile_five_vp() -> None:
    state = tile_reward(WIZARD, vp=1)
    assert options(state) == ["gain 5 VP", "pass"]
    events = act(state, "gain 5 VP")
    assert status(state, "Ann") == ((0, 0, 0), 6, 0, 0)
    assert [(e.player, e.vp, e.source) for e in events if e.vp] == [(0, 5, "advisors")]


# --- every tile: declining, the Stables ------------------------------------------


@pytest.mark.parametrize("rank", range(2, 17))
def test_every_tile_reward_may_be_declined(rank: int) -> None:
    """Declining gives and costs nothing, to anybody, and asks nobody else."""
    state = tile_reward(rank, goods=(1, 1, 1), vp=3, soldiers=1, plus2=1)
    sergeant, merchant = state.sergeant_good, list(state.tile_goods)
    events = act(state, "pass")
    tile = state.ruleset.tiles[rank - 1].name
    assert texts(events, "reward") == [f"Ann declines the {tile} tile's reward"]
    assert rewards_done(state)
    assert status(state, "Ann") == ((1, 1, 1), 3, 1, 1)
    untouched(state, "Brian", "Cindy", "David")
    assert (state.sergeant_good, state.tile_goods) == (sergeant, merchant)
    assert not any(e.vp for e in events)


@pytest.mark.parametrize(
    ("rank", "choice", "soldiers"),
    [
        (SQUIRE, "pay 1 +2 token gain gold, 1 soldier", 2),
        (ALCHEMIST, "pay 1 VP gain gold, 1 soldier", 3),  # 1 + 1 + the Stables'
        (HUNTER, "gain gold, 1 soldier, 1 +2 token", 2),
        (SWORDSMITH, "gain stone, 1 VP, 1 soldier", 2),
        (SWORDSMITH, "gain stone, 2 soldiers", 3),
        (CHAMPION, "gain gold, 1 VP, 1 soldier, 1 +2 token", 2),
        (SMUGGLER, "choose Brian", 2),
        (ALCHEMIST, "pay 1 soldier gain gold, 1 VP", 0),  # spending: no Stables soldier
    ],
)
def test_stables_add_a_soldier_to_tile_soldiers(rank: int, choice: str, soldiers: int) -> None:
    state = tile_reward(
        rank, buildings=["palisade", "stables"], plus2=1, soldiers=1 if rank == ALCHEMIST else 0
    )
    if rank == SWORDSMITH:
        setup_player(state, "Brian", soldiers=1)  # Ann has the fewest soldiers (0)
    act(state, choice)
    if rank == SMUGGLER:
        act(state, "gain wood")  # Brian: Ann has gold, stone, "+2" and the soldier
    assert player(state, "Ann").soldiers == soldiers


# --- the inverted tiles variant -------------------------------------------------


def inverted(names: tuple[str, ...] = NAMES4) -> GameState:
    state = start(names, modules=(6,), variants=("inverted-tiles",))
    return state


def test_inverted_variant_sets_out_every_tile() -> None:
    state = inverted()
    assert state.tiles == list(range(1, 17)) and state.tile_bag == []
    assert state.tile_goods == [1, 1, 1]
    assert turn(state).decision == "tile_die"  # the Sergeant tile's first good
    events = act(state, "tile die 3")
    assert texts(events, "tile") == ["The Sergeant tile's die shows 3: 1 wood now lies on it"]
    assert state.sergeant_good == 1
    jump(state, 1, 2)
    assert turn(state).decision == "roll"  # no tile to draw


def test_inverted_variant_removes_the_highest_influenced_tile() -> None:
    state = inverted()
    act(state, "tile die 3")
    jump(state, 1, 2)
    rolls(state, {"Ann": "3 6 6", "Brian": "6 6 2", "Cindy": "6 6 5", "David": "1 1 1"})
    assert [state.players[i].name for i in state.order] == ["David", "Brian", "Ann", "Cindy"]
    acts(state, "pass", "influence 14 with 6+6+2", "influence 3 with 3", "influence 17 with 6+6+5")
    acts(state, "pass")  # Ann
    while turn(state).decision in ("reward", "tile_give"):
        act(state, "pass")
    assert 14 not in state.tiles and len(state.tiles) == 15
    assert 3 in state.tiles
    # Summer: advisor 14 gives its printed reward (3 goods of choice, -1 VP), 3 its tile's.
    events = jump(state, 1, 4)
    assert not texts(events, "tile")
    alone(state, 14)
    assert said(state).startswith("Ann: choose your reward from the Smuggler (14)")


def test_inverted_variant_logs_the_removal() -> None:
    state = inverted()
    act(state, "tile die 3")
    jump(state, 1, 2)
    events = alone(state, WIZARD)
    events += act(state, "gain 5 VP")
    assert texts(events, "tile") == [
        "The Wizard tile leaves the game: advisor 16 gives its printed reward again"
    ]
    assert state.tiles == list(range(1, 16))


def test_inverted_variant_removes_the_lowest_tile_when_no_tiled_advisor_was_influenced() -> None:
    state = inverted()
    act(state, "tile die 3")
    jump(state, 1, 2)
    alone(state, 17)  # no tile on 17
    act(state, "pass")
    assert state.tiles == list(range(2, 17))
    jump(state, 1, 4)
    rolls(state, {name: "1 1 1" for name in NAMES4})
    acts(state, "pass", "pass", "pass", "pass")  # nobody influences anything
    assert state.tiles == list(range(3, 17))


def test_inverted_variant_a_blocked_advisor_counts_as_influenced() -> None:
    state = inverted(TWO)
    act(state, "tile die 3")
    jump(state, 1, 2)
    acts(state, "block 6 6 6", "block 6 6")  # 18 (no tile) and 12 (Duchess)
    rolls(state, {"Ann": "1 1 1", "Brian": "1 1 1"})
    acts(state, "pass", "pass")
    assert DUCHESS not in state.tiles and state.tiles[0] == JESTER


# --- module 5: soldier tokens ---------------------------------------------------


def test_every_player_starts_with_six_soldier_tokens() -> None:
    state = start(modules=(5,))
    assert [p.tokens for p in state.players] == [[0, 1, 1, 2, 3, 4]] * 4
    assert list(SOLDIER_TOKENS) == [0, 1, 1, 2, 3, 4]
    assert [p.tokens for p in start().players] == [[]] * 4


def test_soldier_tokens_picked_in_secret_then_revealed_together() -> None:
    state = start(modules=(5,), order=("Cindy", "Ann", "David", "Brian"))
    setup_player(state, "Ann", soldiers=2)
    events = jump(state, 1, 8)
    assert not texts(events, "reinforce")
    assert chance_request(state) is None  # no King's die
    assert asked(state) == ("Cindy", "token")
    assert said(state) == "Cindy: pick a soldier token in secret (the others look away)"
    assert options(state) == ["token 0", "token 1", "token 2", "token 3", "token 4"]
    c, a = index(state, "Cindy"), index(state, "Ann")
    events = act(state, "token 1")
    assert [(e.kind, event_text(e), e.private, e.player) for e in events] == [
        ("token", "Cindy sets a soldier token aside, face down", False, c),
        ("token_secret", "Your soldier token this winter: 1", True, c),
    ]
    assert texts(visible_events(events, a), "token_secret") == []
    assert texts(visible_events(events, -1), "token_secret") == []
    # Only Cindy's own view shows her pick; the real state keeps it for the reveal.
    assert view(state, c).players[c].token_pick == 1
    assert view(state, a).players[c].token_pick == -2
    assert view(state, -1).players[c].token_pick == -2
    assert player(state, "Cindy").token_pick == 1
    assert asked(state) == ("Ann", "token")
    act(state, "token 3")
    assert view(state, a).players[c].token_pick == -2
    assert view(state, a).players[a].token_pick == 3
    assert view(state, c).players[a].token_pick == -2
    # Nothing is revealed or added before the last pick.
    assert [p.soldiers for p in state.players] == [2, 0, 0, 0]
    act(state, "token 4")  # David
    assert asked(state) == ("Brian", "token")
    events = act(state, "token 0")
    assert texts(events, "reinforce") == [
        "Soldier tokens revealed (each adds that many soldiers): Cindy 1, Ann 3, David 4, Brian 0"
    ]
    kinds = [e.kind for e in events]
    assert kinds.index("reinforce") < kinds.index("enemy")
    assert any(t.startswith("Ann: 5 soldiers = strength 5") for t in texts(events))
    assert any(t.startswith("David: 4 soldiers = strength 4") for t in texts(events))
    assert any(t.startswith("Cindy: 1 soldier = strength 1") for t in texts(events))
    assert [p.tokens for p in state.players] == [
        [0, 1, 1, 2, 4],
        [1, 1, 2, 3, 4],
        [0, 1, 2, 3, 4],
        [0, 1, 1, 2, 3],
    ]
    assert [p.token_pick for p in state.players] == [-1] * 4
    assert state.reinforcement == 0


def test_a_view_cannot_reveal_the_tokens_it_does_not_show() -> None:
    """A bot trying the last pick on its own view cannot reveal the others' hidden
    tokens: the engine raises KeyError there (as for a hidden enemy card); the real
    state reveals them."""
    state = start(modules=(5,))
    jump(state, 1, 8)
    acts(state, "token 2", "token 0", "token 1")
    mine = view(state, index(state, "David"))
    with pytest.raises(KeyError):
        apply(mine, PickToken(4))
    events = act(state, "token 4")
    assert texts(events, "reinforce") == [
        "Soldier tokens revealed (each adds that many soldiers): Ann 2, Brian 0, Cindy 1, David 4"
    ]


def test_used_soldier_tokens_are_gone() -> None:
    state = start(modules=(5,))
    state.players[index(state, "Ann")].tokens = [0, 1, 2, 4]  # 1 and 3 used
    jump(state, 3, 8)
    assert options(state) == ["token 0", "token 1", "token 2", "token 4"]
    before = to_json(state)
    with pytest.raises(IllegalActionError):
        act(state, "token 3")
    with pytest.raises(IllegalActionError):
        act(state, "token 5")
    assert to_json(state) == before
    act(state, "token 1")
    acts(state, "token 1", "token 1", "token 1")
    assert player(state, "Ann").tokens == [0, 2, 4]
    assert player(state, "Brian").tokens == [0, 1, 2, 3, 4]  # one 1 is left


def test_leftover_soldier_token_scored_at_the_end() -> None:
    state = start(modules=(5,))
    for name, held in (("Ann", [2, 4]), ("Brian", [0, 1]), ("Cindy", [1, 3]), ("David", [0, 4])):
        player(state, name).tokens = held
    jump(state, 5, 8)
    vp_before = [p.vp for p in state.players]
    events = acts(state, "token 4", "token 0", "token 1", "token 4")
    assert is_over(state)
    assert [p.tokens for p in state.players] == [[2], [1], [3], [0]]
    assert [t for t in texts(events, "vp") if "token" in t] == [
        "Ann gains 2 VP for the soldier token left over (2)",
        "Brian gains 1 VP for the soldier token left over (1)",
        "Cindy gains 3 VP for the soldier token left over (3)",
    ]
    scored = [0, 0, 0, 0]
    for e in events:
        scored[e.player] += e.vp
    assert [p.vp for p in state.players] == [b + s for b, s in zip(vp_before, scored, strict=True)]
    # The leftover scores after the Cathedral (last event of the game).
    assert event_text(events[-1]) == "Cindy gains 3 VP for the soldier token left over (3)"


def test_module_5_replaces_even_the_alternate_reinforcements() -> None:
    state = start(modules=(5,), variants=("alt-reinforcements",))
    jump(state, 1, 8)
    assert asked(state) == ("Ann", "token")
    with pytest.raises(IllegalActionError):
        act(state, "reinforcements 2 5")
    events = acts(state, "token 4", "token 4", "token 4", "token 4")
    assert texts(events, "reinforce") == [
        "Soldier tokens revealed (each adds that many soldiers): Ann 4, Brian 4, Cindy 4, David 4"
    ]


# --- the alternate reinforcements -----------------------------------------------


@pytest.mark.parametrize(
    ("d1", "d2", "gain"), [(2, 5, 4), (5, 2, 4), (3, 3, 1), (1, 6, 6), (6, 1, 6), (4, 5, 2)]
)
def test_alternate_reinforcements(d1: int, d2: int, gain: int) -> None:
    state = start(variants=("alt-reinforcements",), order=("Brian", "Ann", "Cindy", "David"))
    setup_player(state, "Ann", soldiers=1)
    jump(state, 1, 8)
    req = chance_request(state)
    assert req is not None and (req.kind, req.dice) == ("reinforce", 2)
    before = to_json(state)
    for bad in (ChanceReinforce(3), ChanceReinforce(3, 7)):
        with pytest.raises(IllegalActionError):
            apply(state, bad)
    assert to_json(state) == before
    events = act(state, f"reinforcements {d1} {d2}")
    s = "s" if gain > 1 else ""
    assert texts(events, "reinforce") == [
        f"Brian rolls {d1} and {d2} for the King's reinforcements: "
        f"every player gains {gain} soldier{s}"
    ]
    assert any(t.startswith(f"Ann: {gain + 1} soldier") for t in texts(events))
    assert any(t.startswith(f"Brian: {gain} soldier") for t in texts(events))


def test_two_reinforcement_dice_only_in_the_variant() -> None:
    state = start()
    jump(state, 1, 8)
    req = chance_request(state)
    assert req is not None and (req.kind, req.dice) == ("reinforce", 1)
    with pytest.raises(IllegalActionError):
        act(state, "reinforcements 2 5")


# --- options ----------------------------------------------------------------------


def test_options_are_checked() -> None:
    with pytest.raises(KingsburgError, match="inverted-tiles needs module 6"):
        new_game(GameConfig(NAMES4, (5,), ("inverted-tiles",)))
    with pytest.raises(KingsburgError, match=r"unknown module 7 \(valid: 5, 6\)"):
        new_game(GameConfig(NAMES4, (7,)))
    with pytest.raises(KingsburgError, match="unknown variant 'x'"):
        new_game(GameConfig(NAMES4, (), ("x",)))


def test_module_actions_round_trip_through_the_notation() -> None:
    state = tile_reward(INVENTOR)
    for action in legal_actions(state):
        assert parse_action(state, action_text(state, action)) == action
    assert Pass() in legal_actions(state)


@pytest.mark.parametrize(
    ("tile", "detail"), [(SERGEANT, "nothing lies on it"), (MERCHANT, "nothing to take")]
)
def test_a_tile_with_nothing_on_it_says_why_its_reward_is_empty(tile: int, detail: str) -> None:
    """The event of an empty tile's reward says what was missing: the Sergeant tile's good,
    or the goods of the Merchant tile (the wording was pinned by no test)."""
    state = tiled_summer(tile)
    state.sergeant_good, state.tile_goods = -1, [0, 0, 0]
    events = alone(state, tile)
    empty = [e for e in events if e.kind == "reward" and e.form == "nothing"]
    assert [(e.advisor, event_text(e).endswith(f"({detail})")) for e in empty] == [(tile, True)]


def test_the_engine_names_each_tile_by_the_number_the_data_gives_it() -> None:
    """The tile constants are the one place code names a tile: each is the tile of that
    name in the game data (a renumbered or reordered data file shows here)."""
    from kingsburg.data.loader import default_ruleset
    from kingsburg.engine import tiles

    names = {
        tiles.JESTER: "Jester",
        tiles.SQUIRE: "Squire",
        tiles.ARCHITECT: "Architect",
        tiles.MERCHANT: "Merchant",
        tiles.SERGEANT: "Sergeant",
        tiles.ALCHEMIST: "Alchemist",
        tiles.ASTRONOMER: "Astronomer",
        tiles.TREASURER: "Treasurer",
        tiles.HUNTER: "Master Hunter",
        tiles.GENERAL: "General",
        tiles.SWORDSMITH: "Swordsmith",
        tiles.DUCHESS: "Duchess",
        tiles.CHAMPION: "Champion",
        tiles.SMUGGLER: "Smuggler",
        tiles.INVENTOR: "Inventor",
        tiles.WIZARD: "Wizard",
    }
    rs = default_ruleset()
    assert sorted(names) == list(range(1, 17))
    assert {t.rank: t.name for t in rs.tiles} == names
