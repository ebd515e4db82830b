"""Plain mode's ways in: TERM=dumb chooses it, ``resume --plain`` goes on with the same
game (from the autosave or a file), and stopping keeps the game saved."""

from __future__ import annotations

import random
from pathlib import Path

from kingsburg.record import load_record, verify_record

from .driver import FORBIDDEN, Plain, last_options, play_out, setup_answers


def test_term_dumb_starts_plain_mode(tmp_path: Path) -> None:
    """Without --plain and without a terminal, the app would refuse (it needs one): with
    TERM=dumb the setup questions come as lines instead."""
    game = Plain([], tmp_path / "home", term="dumb")
    try:
        first = game.question()
        assert first is not None and "How many players, 2 to 5?" in first
        assert game.finish() == 0  # the input ends: nothing was set up, nothing to keep
    finally:
        game.close()
    assert not FORBIDDEN.search(game.text)


def test_without_plain_or_dumb_terminal_the_app_needs_a_terminal(tmp_path: Path) -> None:
    game = Plain([], tmp_path / "home", term="xterm")
    try:
        assert game.question() is None
        assert game.finish() == 2
        assert "needs a terminal" in game.stderr()
    finally:
        game.close()


def play_some(game: Plain, decisions: int) -> None:
    """Answer ``decisions`` questions with their first choice (Enter when asked to)."""
    for _ in range(decisions):
        chunk = game.question()
        assert chunk is not None, game.text
        options = last_options(chunk)
        game.answer("1" if options else "")


def test_resume_plain_continues_the_same_game(tmp_path: Path) -> None:
    home = tmp_path / "home"
    first = Plain(["--plain"], home)
    try:
        for answer in setup_answers([("Ann", "1"), ("Bruno", "2"), ("Cleo", "2")]):
            assert first.question() is not None
            first.answer(answer)
        play_some(first, 12)
        assert first.question() is not None
        first.answer("q")  # stop: the game stays saved
        assert first.finish() == 0
    finally:
        first.close()
    assert "kingsburg resume --plain" in first.text
    saved = load_record(home / "autosave.json")
    moves = list(saved.moves)
    assert len(moves) > 20

    second = Plain(["resume", "--plain"], home)
    try:
        play_out(second, random.Random(3))
        assert second.finish() == 0, second.stderr()
    finally:
        second.close()
    # It did not ask how to set up a game: it went on where the first one stopped.
    assert "How many players" not in second.text
    assert "The game so far" in second.text
    assert not (home / "autosave.json").exists()
    (path,) = (home / "games").glob("*.json")
    done = load_record(path)
    assert done.seed == saved.seed and done.players == saved.players
    assert list(done.moves[: len(moves)]) == moves  # the same game, carried on
    assert verify_record(done).state.over


def test_resume_plain_from_a_file(tmp_path: Path) -> None:
    home = tmp_path / "home"
    first = Plain(["--plain"], home)
    try:
        for answer in setup_answers([("Ann", "1"), ("Bruno", "2")]):
            assert first.question() is not None
            first.answer(answer)
        play_some(first, 4)
        assert first.question() is not None
        first.answer("save")  # a copy in saves/
        assert first.question() is not None
        assert first.finish() == 0
    finally:
        first.close()
    (copy,) = (home / "saves").glob("*.json")
    moves = len(load_record(copy).moves)
    second = Plain(["resume", str(copy), "--plain"], home)
    try:
        play_some(second, 3)
        assert second.finish() == 0
    finally:
        second.close()
    assert len(load_record(copy).moves) > moves  # it goes on saving into that file
