"""Positions as text: exact round trips, impossible positions refused, stuck steps resolved."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from kingsburg.driver import ChanceDriver
from kingsburg.engine import (
    CHANCE,
    GameConfig,
    action_text,
    apply,
    envoy_holder,
    from_position,
    is_over,
    legal_actions,
    new_game,
    position_text,
    state_hash,
    to_act,
    turn,
)
from kingsburg.errors import PositionError

START = """\
kingsburg position
players: Ann, Brian
at: Y1 spring build (begun)
order: Ann, Brian
deck: 1-goblins-3 2-orcs-4 3-demons-6 4-goblins-6 5-dragon-9
envoy: none, year 0
player Ann: goods 1 0 0; vp 0; soldiers 0; plus2 0; rolled 5 3 1
player Brian: goods 2 0 0; vp 0; soldiers 0; plus2 0; rolled 2 2 6
todo: build(Ann); build(Brian)
"""


@pytest.mark.parametrize(
    ("modules", "variants"), [((), ()), ((5, 6), ()), ((6,), ("inverted-tiles",))]
)
def test_every_position_of_a_game_round_trips_exactly(
    modules: tuple[int, ...], variants: tuple[str, ...]
) -> None:
    state = new_game(GameConfig(("Ann", "Brian", "Cindy"), modules, variants))
    driver, rng, checked = ChanceDriver(5), random.Random(5), 0
    while True:
        text = position_text(state)
        again = from_position(text)
        assert position_text(again) == text
        assert state_hash(again) == state_hash(state)
        assert legal_actions(again) == legal_actions(state)
        checked += 1
        if is_over(state):
            break
        if to_act(state) == CHANCE:
            apply(state, driver.draw(state))
        else:
            apply(state, rng.choice(legal_actions(state)))
    assert checked > 200  # every decision and chance outcome of a whole game


def test_a_step_with_nothing_to_choose_resolves_at_once() -> None:
    """Ann (1 gold) cannot afford any building: her build step passes by itself."""
    state = from_position(START)
    t = turn(state)
    assert (t.player, t.decision) == (1, "build")  # Brian, who can build the Statue (2 gold)
    assert [action_text(state, a) for a in legal_actions(state)] == ["build Statue", "pass"]


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (("kingsburg position\n", ""), "a position starts with the line 'kingsburg position'"),
        (("Ann, Brian\nat", "Ann, Ann\nat"), "two players are called 'Ann'"),
        (("at: Y1 spring build", "at: Y6 spring build"), "at: 'Y6' is not a year Y1 to Y5"),
        (("at: Y1 spring build", "at: Y1 spring dance"), "is not a phase and one of its steps"),
        (("order: Ann, Brian", "order: Ann, Ann"), "order: every player must appear exactly"),
        (("2-orcs-4", "2-dragon-9"), "deck: '2-dragon-9' is not an enemy card of year 2"),
        (("goods 1 0 0", "goods -1 0 0"), "goods, soldiers and +2 tokens cannot be negative"),
        (("rolled 5 3 1", "rolled 5 3 7"), "player Ann: dice show 1 to 6"),
        (("plus2 0; rolled 5 3 1", "plus2 0; built chapel"), "without the one left of it"),
        (("todo: build(Ann)", "todo: build(Zoe)"), "todo step build: no player is called 'Zoe'"),
        (("todo: build(Ann)", "todo: dance(Ann)"), "todo: unknown step 'dance'"),
        (("envoy: none, year 0", "envoy: Zoe, year 1"), "envoy: no player is called 'Zoe'"),
        (("player Brian:", "player Zoe:"), "player line: no player is called 'Zoe'"),
        (("todo:", "advisor 3: Ann 5+3\ntodo:"), "advisor 3: those dice make 8"),
        (("todo:", "tiles: board 3\ntodo:"), "tiles need module 6"),
    ],
)
def test_impossible_positions_are_refused_with_a_reason(
    change: tuple[str, str], reason: str
) -> None:
    old, new = change
    assert old in START
    with pytest.raises(PositionError) as info:
        from_position(START.replace(old, new, 1))
    assert reason in str(info.value)
    assert "\n" not in str(info.value)


_MODULE_5 = ("players: Ann, Brian\n", "players: Ann, Brian\nmodules: 5\n")
_MODULE_6 = ("players: Ann, Brian\n", "players: Ann, Brian\nmodules: 6\n")
_ANN = "plus2 0; rolled 5 3 1"  # the end of Ann's line


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ([(_ANN, "plus2 x; rolled 5 3 1")], "player Ann, plus2: 'x' is not a whole number"),
        ([(_ANN, "plus2 0; rolled 5 3")], "player Ann: 3 dice rolled, no more unused"),
        ([(_ANN, _ANN + "; white 2")], "player Ann: more unused bonus dice than rolled"),
        ([(_ANN, _ANN + "; seen 6")], "player Ann: seen lists years 1 to 5"),
        ([(_ANN, _ANN + "; colour red")], "player Ann: unknown item 'colour red'"),
        ([(_ANN, _ANN + "; built castle")], "player Ann, built: there is no building 'castle'"),
        (
            [("goods 1 0 0", "goods 1 0")],
            "player Ann, goods: three numbers (gold, wood, stone) expected",
        ),
        ([(_ANN, _ANN + "; tokens 4")], "player Ann: soldier tokens need module 5"),
        (
            [_MODULE_5, (_ANN, _ANN + "; tokens 4 4")],
            "player Ann: soldier tokens are 0, 1, 1, 2, 3 and 4",
        ),
        (
            [_MODULE_5, (_ANN, _ANN + "; tokens 4; token_pick 3")],
            "player Ann: token_pick must be one of the player's tokens",
        ),
        (
            [("player Brian: goods 2 0 0; vp 0; soldiers 0; plus2 0; rolled 2 2 6\n", "")],
            "the position lacks the line of player Brian",
        ),
        ([("envoy: none, year 0\n", "")], "the position lacks its 'envoy' line"),
        ([("envoy:", "order: Ann, Brian\nenvoy:")], "the line 'order' appears twice"),
        ([("todo:", "Y1 spring\ntodo:")], "'Y1 spring' is not 'key: value'"),
        ([("todo:", "weather: fine\ntodo:")], "unknown line 'weather'"),
        (
            [("todo: build(Ann)", "todo: build(Ann")],
            "todo: 'build(Ann' lacks its closing parenthesis",
        ),
        (
            [("todo:", "over: yes\ntodo:")],
            "over: a game is over only at its end, with nothing left to do",
        ),
        ([("5-dragon-9", "")], "deck: one card per year, 5 in all"),
        ([("todo:", "reinforcement: 7\ntodo:")], "reinforcement: 0 (none yet) to 6 soldiers"),
        ([("todo:", "advisor 19: Ann 6+6+6+1\ntodo:")], "there is no advisor 19 (1 to 18)"),
        ([("at: Y1", "at: Y0")], "at: 'Y0' is not a year Y1 to Y5"),
        ([("todo:", "advisor 8: Ann 5+3 market\ntodo:")], "advisor 8: unexpected 'market'"),
        ([(_ANN, "plus2 0; rolled 5 3 0")], "player Ann: dice show 1 to 6"),
        (
            [("todo:", "advisor 3: Zoe 3\ntodo:")],
            "advisor 3: 'Zoe 3' does not start with a player's name",
        ),
        ([("todo:", "advisor 8: Ann 5+3 fast\ntodo:")], "advisor 8: unexpected 'fast'"),
        (
            [("todo:", "advisor 12: neutral 6+7\ntodo:")],
            "advisor 12: dice show 1 to 6, at least one own die",
        ),
        (
            [("todo:", "advisor 12: neutral 6+6 / neutral 6+6 / neutral 6+6\ntodo:")],
            "advisor 12: at most two groups of dice (with the envoy)",
        ),
        (
            [("todo:", "advisor 8: Ann 5+3 / Brian 6+2\ntodo:")],
            "advisor 8: a second group needs the King's Envoy",
        ),
        (
            [("todo:", "tiles: sergeant copper\ntodo:")],
            "tiles: the Sergeant tile holds no 'copper'",
        ),
        ([_MODULE_6, ("todo:", "tiles: heap 3\ntodo:")], "tiles: unknown item 'heap 3'"),
        (
            [_MODULE_6, ("todo:", "tiles: pile 3\ntodo:")],
            "tiles: 'pile 3': a tile's rank and the gold, wood and stone on it",
        ),
        (
            [_MODULE_6, ("todo:", "tiles: board 3 3\ntodo:")],
            "tiles: each tile 1 to 16 at most once, on the board or in the bag",
        ),
        (
            [_MODULE_6, ("todo:", "tiles: board 17\ntodo:")],
            "tiles: each tile 1 to 16 at most once, on the board or in the bag",
        ),
        (
            [_MODULE_6, ("todo:", "tiles: merchant -1 0 0\ntodo:")],
            "tiles: the Merchant tile cannot hold fewer than 0 goods",
        ),
    ],
)
def test_each_impossible_position_is_refused_word_for_word(
    changes: list[tuple[str, str]], message: str
) -> None:
    text = START
    for old, new in changes:
        assert old in text
        text = text.replace(old, new, 1)
    with pytest.raises(PositionError) as info:
        from_position(text)
    assert str(info.value) == message


def test_the_first_and_last_tiles_and_every_soldier_token_are_possible() -> None:
    text = START.replace(_MODULE_5[0], "players: Ann, Brian\nmodules: 5 6\n").replace(
        _ANN, _ANN + "; tokens 0 1 1 2 3 4; token_pick 4"
    )
    state = from_position(text.replace("todo:", "tiles: board 1 16; merchant 0 0 0\ntodo:"))
    assert position_text(state) == position_text(from_position(position_text(state)))
    assert state.tiles == [1, 16] and state.players[0].tokens == [0, 1, 1, 2, 3, 4]


def test_the_documented_example_is_a_valid_position() -> None:
    doc = (Path(__file__).parents[2] / "docs" / "positions.md").read_text(encoding="utf-8")
    block = doc.split("## Example\n\n", 1)[1].split("\n\n", 1)[0]
    text = "\n".join(line.removeprefix("    ") for line in block.splitlines()) + "\n"
    state = from_position(text)
    assert position_text(state) == text
    assert turn(state).player == 0 and envoy_holder(state) == 0


def test_steps_that_do_not_fit_the_position_are_refused() -> None:
    with pytest.raises(PositionError, match="todo: the steps do not fit this position"):
        from_position(START.replace("todo: build(Ann); build(Brian)", "todo: reward(Ann, 40)"))


@pytest.mark.parametrize("cut", range(1, 9))
def test_a_truncated_position_gives_one_line(cut: int) -> None:
    lines = START.splitlines()
    garbled = "\n".join([*lines[:cut], lines[cut][: len(lines[cut]) // 2]])
    with pytest.raises(PositionError) as info:
        from_position(garbled)
    assert "\n" not in str(info.value)


def test_a_market_shift_last_and_a_hidden_token_pick_are_possible() -> None:
    """An advisor's dice may end with the Market's shift; a player's view shows the
    others' soldier token picks as -2 (picked, face down)."""
    text = START.replace(*_MODULE_5).replace(_ANN, _ANN + "; tokens 0 1 1 2 3 4; token_pick -2")
    state = from_position(text.replace("todo:", "advisor 9: Ann 5+3 market +1\ntodo:"))
    assert state.board[9][0].market == 1 and state.players[0].token_pick == -2
