"""Whole games in plain mode through pipes: one person against three computers, and two
people (with the secret soldier tokens, so that the privacy questions come up), in English
and Polish; nothing but plain lines, and every question lists its numbered choices."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from kingsburg.record import GameRecord, LiveGame, load_record
from kingsburg.text import catalog
from kingsburg.text.events import event_text

from .driver import FORBIDDEN, Plain, play_out, setup_answers

# What the game says at its end, in each language (the ranking's heading).
OVER = {"en": "The game is over", "pl": "Gra skończona"}


def start(game: Plain, seats: list[tuple[str, str]], options: str = "0") -> str:
    """Answer the setup questions; the text they were asked in."""
    said = ""
    for answer in setup_answers(seats, options):
        chunk = game.question()
        assert chunk is not None, game.text
        said += chunk
        game.answer(answer)
    return said


def finished_record(home: Path) -> tuple[Path, GameRecord]:
    (path,) = (home / "games").glob("*.json")
    return path, load_record(path)


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_one_person_against_three_computers(tmp_path: Path, lang: str) -> None:
    home = tmp_path / "home"
    game = Plain(["--plain"], home, lang)
    try:
        seats = [("Łucja", "1"), ("Bruno", "2"), ("Cleo", "2"), ("Dario", "2")]
        setup = start(game, seats)
        assert setup.count("4) ") >= 2  # who plays: a person or one of the three levels
        # No undo and no command that repeats the log: each sentence is heard once.
        quiet = ("board", "me", "players", "enemy", "why", "?")
        asked = play_out(game, random.Random(1), commands=quiet, undo=False)
        assert game.finish() == 0, game.stderr()
    finally:
        game.close()
    out = game.text
    assert not FORBIDDEN.search(out), FORBIDDEN.search(out)
    assert OVER[lang] in out
    assert len(asked) > 40  # a person's decisions of five years
    _, record = finished_record(home)
    assert record.players == ("Łucja", "Bruno", "Cleo", "Dario")
    assert record.seats == ("person", "beginner", "beginner", "beginner")
    # Every public event of the game, as the log words it, printed exactly once each.
    catalog.set_language(lang)
    game_log = LiveGame.from_record(record).log
    sentences = Counter(event_text(e) for _, e in game_log if not e.private)
    printed = Counter(out.splitlines())
    assert {s: printed[s] for s in sentences} == dict(sentences)


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_two_people_with_secret_tokens(tmp_path: Path, lang: str) -> None:
    home = tmp_path / "home"
    game = Plain(["--plain"], home, lang)
    try:
        start(game, [("Ann", "1"), ("Bruno", "1")], options="1")  # module 5
        asked = play_out(game, random.Random(2))
        assert game.finish() == 0, game.stderr()
    finally:
        game.close()
    out = game.text
    assert not FORBIDDEN.search(out)
    assert OVER[lang] in out
    _, record = finished_record(home)
    assert record.modules == (5,)
    # Each winter both people pick a token in secret: the others are asked to look away.
    look_away = {"en": "only: press Enter when the others look away",
                 "pl": "naciśnij Enter, gdy pozostali odwrócą wzrok"}[lang]  # fmt: skip
    assert sum(look_away in q for q in asked) >= 10
