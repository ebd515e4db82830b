"""Record lines read once into their parts (``parse_move``), and undo by popping the states
kept since the last dice or card."""

from __future__ import annotations

import random

import pytest

from kingsburg.engine import GameConfig, legal_actions, to_dict
from kingsburg.errors import IllegalActionError
from kingsburg.record import LiveGame, Move, parse_move
from kingsburg.record.points import resolve_point


def test_a_record_line_read_into_its_parts() -> None:
    move = parse_move("Y2 summer Mary Ann: influence 8 with 5+3")
    assert move == Move("Y2 summer", "Mary Ann", "influence 8 with 5+3", True)
    assert (move.year, move.phase, move.chance) == (2, "summer", False)
    assert move.line == "Y2 summer Mary Ann: influence 8 with 5+3"
    dice = parse_move("Y1 setup chance: order Ann, Bo")
    assert (dice.actor, dice.text, dice.chance, dice.year, dice.phase) == (
        "chance",
        "order Ann, Bo",
        True,
        1,
        "setup",
    )


@pytest.mark.parametrize(
    ("line", "parts"),
    [
        ("no separator", Move("no separator", "", "", False)),
        ("Y9 spring Ann: pass", Move("Y9 spring", "Ann", "pass", True)),
        ("Y1spring Ann: pass", Move("Y1spring Ann", "", "pass", True)),
        ("", Move("", "", "", False)),
    ],
)
def test_a_damaged_line_gives_empty_parts_never_an_error(line: str, parts: Move) -> None:
    move = parse_move(line)
    assert move == parts
    assert move.year == 0 and not move.chance


def test_a_player_whose_name_ends_like_another_is_not_taken_for_them() -> None:
    # A name may hold spaces: "Y1 spring Mary Ann" is Mary Ann's move, not Ann's.
    assert parse_move("Y1 spring Mary Ann: pass").actor != "Ann"


def test_a_season_point_is_found_by_the_lines_tags() -> None:
    moves = ["Y1 setup chance: order A, B", "Y1 spring chance: roll A 1 2 3", "Y1 spring A: pass"]
    assert resolve_point("year 1 spring", moves)[0] == 1
    assert resolve_point("start", moves)[0] == 2


def _snapshot(game: LiveGame) -> tuple[object, ...]:
    return (
        to_dict(game.state),
        list(game.moves),
        list(game.tags),
        game.chain,
        list(game.checkpoints),
        [(k, e) for k, e in game.log],
        game.final_hash,
        game.can_undo(),
    )


def test_undo_restores_everything_a_decision_changed_for_a_whole_game() -> None:
    """Every decision of a 5-player game with both modules is undone and made again: the
    game after undo is the one before the decision, down to the log, the checkpoints (a
    decision may end a season), the move hash and the final hash (the last decision ends
    the game). Replaying the finished game's record gives the same game."""
    game = LiveGame(GameConfig(("A", "B", "C", "D", "E"), (5, 6), ()), 4)
    rng = random.Random(4)
    decisions = season_ends = 0
    while not game.state.over:
        before = _snapshot(game)
        action = rng.choice(legal_actions(game.state))
        checkpoints = len(game.checkpoints)
        game.decide(action, draw=False)
        season_ends += len(game.checkpoints) > checkpoints
        game.undo()
        assert _snapshot(game) == before
        game.decide(action)
        decisions += 1
    assert decisions > 300 and season_ends > 0 and game.final_hash
    again = LiveGame.from_record(game.to_record())
    assert _snapshot(again) == _snapshot(game)


def test_undo_of_several_decisions_at_once_and_not_past_the_dice() -> None:
    game = LiveGame(GameConfig(("A", "B", "C")), 9)
    while not game.state.todo or game.state.todo[-1].kind != "influence":
        game.decide(legal_actions(game.state)[0])
    start = _snapshot(game)
    assert not game.can_undo()  # the dice were rolled since the last decision
    for _ in range(3):
        game.decide(legal_actions(game.state)[-1], draw=False)
    game.undo(3)
    assert _snapshot(game) == start
    with pytest.raises(IllegalActionError, match="nothing to undo"):
        game.undo()
