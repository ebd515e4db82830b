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
