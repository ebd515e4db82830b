"""Players' own names: any script's letters, NFC, at most 16 cells wide; never a control or
formatting character. Such names survive the notation, records, --verify and positions."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

import pytest

from kingsburg.cli import main
from kingsburg.engine import GameConfig, new_game, to_act, view
from kingsburg.engine.position import from_position, position_text
from kingsburg.engine.state import name_problem, name_width
from kingsburg.errors import KingsburgError
from kingsburg.record import LiveGame, first_divergence, load_record, save_record_atomic
from kingsburg.simulate import make_bot

NAMES = ("Łucja", "Šárka Říhová", "Zoë O'Brien-Ng", "Jiří", "Ólafur Jr.")


@pytest.mark.parametrize(
    "name",
    [
        "Łucja",
        "Šárka Říhová",
        "Żaneta",
        "Jürgen",
        "Ærø",
        "Ørjan",
        "Ἀθηνᾶ",
        "Саша",
        "李小龍",
        "Dvořák 2",
        "O'Neil",
        "Jean-Luc",
        "St. Ann",
        "A" * 16,
        "李" * 8,
    ],
)
def test_names_of_any_script_are_accepted(name: str) -> None:
    assert name_problem(name) == ""
    GameConfig((name, "Bob")).validate()


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("", "start"),
        ("1st", "start"),
        (" Ann", "start"),
        ("Ann ", "spaces"),
        ("Ann  Lee", "spaces"),
        ("A" * 17, "width"),
        ("李" * 9, "width"),  # 18 cells on screen
        ("Ann\x1b[2J", "char"),  # an escape code
        ("Ann\u200b", "char"),  # a zero-width space (a formatting character)
        ("Ann\u202eevil", "char"),  # right-to-left override
        ("Ann\u00ad", "char"),  # soft hyphen
        ("[b]Ann", "start"),
        ("Ann[b]", "char"),
        ("Ann\nBob", "char"),
        ("Ann\tB", "char"),
        (unicodedata.normalize("NFD", "Šárka"), "form"),  # decomposed: S + combining caron
    ],
)
def test_names_that_cannot_be_shown_safely_are_refused(name: str, why: str) -> None:
    assert name_problem(name) == why
    with pytest.raises(KingsburgError, match="must start with a letter"):
        GameConfig((name, "Bob")).validate()


def test_width_counts_terminal_cells() -> None:
    assert name_width("Šárka") == 5
    assert name_width("李小龍") == 6
    assert name_width(unicodedata.normalize("NFD", "Šárka")) == 5


def test_names_differing_only_in_case_are_one_name() -> None:
    with pytest.raises(KingsburgError, match="two players"):
        GameConfig(("Łucja", "ŁUCJA")).validate()


def play(names: tuple[str, ...], seed: int = 5) -> LiveGame:
    game = LiveGame(GameConfig(names), seed)
    bots = [make_bot("greedy", seed + i) for i in range(len(names))]
    state = game.state
    while not state.over:
        who = to_act(state)
        game.decide(bots[who].decide(view(state, who), who).action)
    return game


def test_a_game_with_unicode_names_records_replays_and_verifies(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = play(NAMES)
    doc = json.loads(game.to_record().to_json())
    assert doc["players"] == list(NAMES)
    assert any(m.split(":")[0].endswith("Šárka Říhová") for m in doc["moves"])
    path = save_record_atomic(game.to_record(), tmp_path / "unicode.json")
    again, divergence = first_divergence(load_record(path))
    assert divergence is None and again.final_hash == game.final_hash
    assert main(["replay", str(path), "--verify"]) == 0
    out = capsys.readouterr().out
    assert "Šárka Říhová" in out and "Łucja" in out
    assert main(["replay", str(path), "--at", "year 2 summer"]) == 0
    assert "Zoë O'Brien-Ng" in capsys.readouterr().out


def test_positions_round_trip_unicode_names() -> None:
    state = new_game(GameConfig(NAMES[:3]))
    text = position_text(state)
    assert "Šárka Říhová" in text
    assert position_text(from_position(text)) == text


@pytest.mark.parametrize("code", ["en", "pl", "cs"])
def test_the_setup_screen_says_why_a_name_is_refused_in_the_players_language(code: str) -> None:
    from kingsburg.text import set_language
    from kingsburg.text.names import name_problems

    set_language(code)
    assert name_problems(["Łucja", "Šárka Říhová"]) == ""
    for names in (["1st", "Bob"], ["Ann\u200b", "Bob"], ["A" * 17, "Bob"], ["Łucja", "ŁUCJA"]):
        problem = name_problems(names)
        assert problem and "\n" not in problem
        if code != "en":
            assert "name" not in problem and "player" not in problem, problem


def test_host_says_why_a_name_is_refused_in_the_players_language(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--lang", "pl", "host", "--seats", "person,solid", "--names", "1st,Bob"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "„1st”" in err and "litery" in err
