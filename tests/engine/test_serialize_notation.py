"""Lossless state JSON, action notation errors, and the chance-driver contract."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

import pytest

from kingsburg.driver import ChanceDriver
from kingsburg.engine import (
    CHANCE,
    OVER,
    ChanceOrder,
    ChanceOutcome,
    ChanceRoll,
    ChanceTile,
    ChanceTileDie,
    GameConfig,
    Pass,
    Take,
    action_text,
    apply,
    from_json,
    from_position,
    legal_actions,
    new_game,
    parse_action,
    sample_chance,
    state_hash,
    to_act,
    to_dict,
    to_json,
)
from kingsburg.engine.actions import NOTATION, chance_outcome
from kingsburg.errors import IllegalActionError
from tests.engine.helpers import act, acts, jump, rolls, start


def test_state_json_round_trip_at_every_move() -> None:
    state = new_game(GameConfig(("Ann", "Brian", "Cindy")))
    driver, rng = ChanceDriver(5), random.Random(5)
    while to_act(state) != OVER:
        copy = from_json(to_json(state))
        assert to_dict(copy) == to_dict(state)
        assert state_hash(copy) == state_hash(state)
        assert legal_actions(copy) == legal_actions(state)
        if to_act(state) == CHANCE:
            action = driver.draw(state)
        else:
            legal = legal_actions(state)
            action = legal[int(rng.random() * len(legal))]
        # The copy follows the same path to the same state.
        apply(copy, action)
        apply(state, action)
        assert state_hash(copy) == state_hash(state)


def test_driver_is_reproducible_from_its_seed() -> None:
    def first_moves(seed: int) -> list[object]:
        state = new_game(GameConfig(("Ann", "Brian")))
        d = ChanceDriver(seed)
        return [d.draw(state) for _ in range(1)] + [d.dice(10)]

    assert first_moves(42) == first_moves(42)
    assert first_moves(42) != first_moves(43)


def test_illegal_but_well_formed_texts_say_why() -> None:
    state = start(names=("Ann", "Brian"))
    act(state, "take gold")  # King's Favor, year I: everyone is tied
    act(state, "take gold")
    act(state, "block 1 1 1")  # advisor 3 blocked
    act(state, "block 6 6")  # advisor 12 blocked
    act(state, "roll Ann 5 3 1")
    act(state, "roll Brian 2 2 6")
    # Lowest total first: Ann (9) acts before Brian (10).
    with pytest.raises(IllegalActionError, match="advisor 3 is already taken"):
        parse_action(state, "influence 3 with 3")
    with pytest.raises(IllegalActionError, match="no unused die showing 6"):
        parse_action(state, "influence 6 with 6")
    with pytest.raises(IllegalActionError, match="make 8, not 9"):
        parse_action(state, "influence 9 with 5+3")
    with pytest.raises(IllegalActionError, match="Ann must first decide which advisor"):
        parse_action(state, "build Statue")
    with pytest.raises(IllegalActionError):
        apply(state, parse_action(state, "reinforcements 3"))
    assert parse_action(state, "Influence  8 WITH 5+3").text() == "influence 8 with 5+3"


def test_strict_parse_names_what_the_text_leaves_out() -> None:
    """A text spends the Market, a "+2" token or the envoy only when it names them."""
    state = from_position(
        "kingsburg position\n"
        "players: Ann, Brian\n"
        "at: Y1 spring influence (begun)\n"
        "order: Ann, Brian\n"
        "deck: 1-goblins-3 2-orcs-4 3-demons-6 4-goblins-6 5-dragon-9\n"
        "envoy: none, year 0\n"
        "advisor 3: neutral 1+1+1\n"
        "advisor 12: neutral 6+6\n"
        "player Ann: goods 1 0 0; vp 0; soldiers 0; plus2 0; built inn market;"
        " dice 5 3 1; rolled 5 3 1\n"
        "player Brian: goods 1 0 0; vp 0; soldiers 0; plus2 0; dice 6 2 2; rolled 2 2 6\n"
        "todo: influence(Ann)\n"
    )
    with pytest.raises(IllegalActionError, match="those dice make 8, not 9"):
        parse_action(state, "influence 9 with 5+3")
    assert parse_action(state, "influence 9 with 5+3 market +1").text() == (
        "influence 9 with 5+3 market +1"
    )
    with pytest.raises(IllegalActionError, match="make 5, not 4"):
        parse_action(state, "influence 4 with 5")
    with pytest.raises(IllegalActionError, match="advisor 3 is already taken"):
        parse_action(state, "influence 3 with 3")
    with pytest.raises(IllegalActionError, match="does not hold the King's Envoy"):
        parse_action(state, "influence 3 with 3 envoy")
    with pytest.raises(IllegalActionError, match='no "\\+2" token'):
        parse_action(state, "influence 10 with 5+3 +2")
    with pytest.raises(IllegalActionError, match="there is no advisor 19"):
        parse_action(state, "influence 19 with 5+3+1")
    # Documented abbreviations spend nothing: "keep" is "pass", case and spaces are free.
    assert parse_action(state, "keep").text() == "pass"
    assert parse_action(state, "INFLUENCE 8  with 5+3").text() == "influence 8 with 5+3"


def test_take_reward_round_trip() -> None:
    """A reward with no goods in it is taken as "take reward": the text and the action
    map onto each other, at the Jester (VP), the Sergeant (a soldier) and the General
    (soldiers and a look at the enemy card). A reward with goods is named by its goods."""
    for rank, dice in ((1, "1 6 6"), (5, "5 6 6"), (10, "6 4 6")):
        state = start()
        jump(state, 1, 2)
        rolls(state, {"Ann": dice, "Brian": "1 1 1", "Cindy": "1 1 1", "David": "1 1 1"})
        acts(state, "pass", "pass", "pass")
        group = "+".join(dice.split()[:2]) if rank == 10 else dice.split()[0]
        acts(state, f"influence {rank} with {group}", "pass")
        assert legal_actions(state) == [Take((0, 0, 0)), Pass()]
        assert [action_text(state, a) for a in legal_actions(state)] == ["take reward", "pass"]
        assert Take((0, 0, 0)).text() == "take reward"
        assert parse_action(state, "take reward") == Take((0, 0, 0))
        assert parse_action(state, "  Take REWARD ") == Take((0, 0, 0))
        for a in legal_actions(state):
            assert parse_action(state, action_text(state, a)) == a
        # No goods in this reward: "take gold" is well formed but not allowed.
        with pytest.raises(IllegalActionError):
            parse_action(state, "take gold")
    # At the Treasurer (2 gold) "take reward" is not one of the ways to take it.
    state = start()
    jump(state, 1, 2)
    rolls(state, {"Ann": "6 2 6", "Brian": "1 1 1", "Cindy": "1 1 1", "David": "1 1 1"})
    acts(state, "pass", "pass", "pass", "influence 8 with 6+2", "pass")
    assert [action_text(state, a) for a in legal_actions(state)] == ["take 2 gold", "pass"]
    with pytest.raises(IllegalActionError):
        parse_action(state, "take reward")
    assert parse_action(state, "take 2 gold") == Take((2, 0, 0))


@pytest.mark.parametrize("names", [("Ann Marie", "Ann"), ("Ann", "Ann Marie")])
def test_the_longest_player_name_that_fits_is_read(names: tuple[str, str]) -> None:
    state = new_game(GameConfig(names))
    marie, ann = names.index("Ann Marie"), names.index("Ann")
    assert parse_action(state, "roll Ann Marie 1 2 3") == ChanceRoll(marie, (1, 2, 3), ())
    assert parse_action(state, "roll Ann 1 2 3") == ChanceRoll(ann, (1, 2, 3), ())
    assert parse_action(state, "order Ann, Ann Marie") == ChanceOrder((ann, marie))


def test_a_chance_outcome_is_read_by_the_longest_keyword_and_keywords_are_unique_words() -> None:
    state = start()
    assert parse_action(state, "tile die 4") == ChanceTileDie(4)
    assert parse_action(state, "TILE  7") == ChanceTile(7)

    @dataclass(slots=True, unsafe_hash=True)
    class Again(ChanceOutcome):
        keyword: ClassVar[str] = "roll"

        def text(self, names: Sequence[str]) -> str:
            return "roll"

        @classmethod
        def read(cls, rest: str, names: Sequence[str]) -> Again:
            return cls()

    with pytest.raises(ValueError, match="two kinds of action start with 'roll'"):
        chance_outcome(Again)
    assert NOTATION["roll"] == [ChanceRoll]
    for keyword in ("plague die roll", "Plague", "", "plague  die"):
        Again.keyword = keyword
        with pytest.raises(ValueError, match="one to 2 lowercase words"):
            chance_outcome(Again)
    assert "plague die roll" not in NOTATION


class _Ones:
    def dice(self, n: int) -> tuple[int, ...]:
        return (1,) * n

    def below(self, n: int) -> int:
        return n - 1

    def shuffled(self, n: int) -> tuple[int, ...]:
        return tuple(reversed(range(n)))


@pytest.mark.parametrize(
    ("players", "modules", "variants"),
    [(2, (), ("alt-reinforcements",)), (3, (6,), ("inverted-tiles",)), (4, (5, 6), ())],
)
def test_every_chance_outcome_is_read_back_from_its_own_text(
    players: int, modules: tuple[int, ...], variants: tuple[str, ...]
) -> None:
    """Whatever kind of chance event comes up, drawn from a driver or from other numbers,
    its text reads back as the same outcome, through its kind's registered keyword."""
    state = new_game(GameConfig(("Ann", "Bo", "Cy", "Di")[:players], modules, variants))
    driver, rng = ChanceDriver(3), random.Random(3)
    seen: set[str] = set()
    while to_act(state) != OVER:
        if to_act(state) == CHANCE:
            for action in (sample_chance(state, _Ones()), driver.draw(state)):
                assert isinstance(action, ChanceOutcome)
                text = action_text(state, action)
                assert NOTATION[action.keyword] == [type(action)]
                assert text.startswith(action.keyword + " ")
                assert parse_action(state, text) == action
                seen.add(action.keyword)
        else:
            legal = legal_actions(state)
            action = legal[int(rng.random() * len(legal))]
        apply(state, action)
    expected = {"order", "deck", "roll"}
    expected |= {"block"} if players == 2 else set()
    if 6 in modules:  # inverted tiles: all in play from the start, the Sergeant's die rolled
        expected |= {"tile die"} if "inverted-tiles" in variants else {"tile"}
    expected |= set() if 5 in modules else {"reinforcements"}  # module 5: tokens instead
    assert expected <= seen
