"""Game records: write, replay, verify; damaged and hostile files fail in one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kingsburg.data import default_ruleset
from kingsburg.engine import state_hash
from kingsburg.errors import RecordError
from kingsburg.record import (
    FORMAT_VERSION,
    LiveGame,
    first_divergence,
    load_record,
    record_from_json,
    save_record_atomic,
)
from kingsburg.simulate import play_game


@pytest.fixture(scope="module")
def game5() -> LiveGame:
    return play_game(5, 11, ["random"] * 5)


def test_record_has_header_moves_and_checkpoints(game5: LiveGame) -> None:
    doc = json.loads(game5.to_record().to_json())
    assert doc["format"] == "kingsburg-record"
    assert doc["format_version"] == FORMAT_VERSION
    assert doc["seed"] == 11
    assert doc["players"] == ["Alice", "Bruno", "Chiara", "Dario", "Elena"]
    assert doc["contains_secrets"] is True and "secret" in doc["note"]
    assert doc["moves"][0].startswith("Y1 setup chance: deck 1-")
    assert doc["moves"][1].startswith("Y1 setup chance: order ")
    assert any(m.startswith("Y1 spring chance: roll ") for m in doc["moves"])
    labels = [c["label"] for c in doc["checkpoints"]]
    assert len(labels) == 20
    assert labels[:4] == ["Y1 spring", "Y1 summer", "Y1 fall", "Y1 winter"]
    assert doc["final_hash"] == state_hash(game5.state)


def test_record_replays_to_identical_state(game5: LiveGame, tmp_path: Path) -> None:
    path = save_record_atomic(game5.to_record(), tmp_path / "g.json")
    record = load_record(path)
    again, divergence = first_divergence(record)
    assert divergence is None
    assert state_hash(again.state) == state_hash(game5.state)
    assert [c.hash for c in again.checkpoints] == [c.hash for c in game5.checkpoints]


@pytest.mark.parametrize("n,bot", [(2, "random"), (3, "greedy"), (4, "random"), (5, "greedy")])
def test_simulated_games_replay_to_the_same_checkpoints(n: int, bot: str) -> None:
    for seed in range(3):
        game = play_game(n, 100 + seed, [bot] * n)
        replayed, divergence = first_divergence(record_from_json(game.to_record().to_json()))
        assert divergence is None
        assert replayed.final_hash == game.final_hash != ""


def test_changed_dice_name_the_first_move_that_no_longer_fits(game5: LiveGame) -> None:
    from tests.test_cli import spoil_a_roll

    record = game5.to_record()
    record.moves, bad_move = spoil_a_roll(record.moves)
    _, divergence = first_divergence(record)
    assert divergence is not None and divergence.move <= bad_move
    assert not divergence.reason.startswith("move ")


def test_changed_state_names_the_first_diverging_checkpoint(game5: LiveGame) -> None:
    record = game5.to_record()
    record.checkpoints[5] = type(record.checkpoints[5])(
        record.checkpoints[5].move, record.checkpoints[5].label, "0" * 16
    )
    _, divergence = first_divergence(record)
    assert divergence is not None
    assert divergence.reason.startswith(f"checkpoint {record.checkpoints[5].label} (after move")
    assert divergence.move == record.checkpoints[5].move


def test_illegal_move_in_record_is_reported_with_its_number(game5: LiveGame) -> None:
    record = game5.to_record()
    i = next(k for k, m in enumerate(record.moves) if ": influence " in m)
    prefix = record.moves[i].split(": ")[0]
    record.moves[i] = f"{prefix}: influence 19 with 6+6+6"
    _, divergence = first_divergence(record)
    assert divergence is not None and divergence.move == i + 1
    assert "not allowed" in divergence.reason or "cannot" in divergence.reason


def test_resume_continues_with_the_same_dice(game5: LiveGame) -> None:
    """A game resumed from its record mid-way draws exactly the dice the original drew."""
    record = game5.to_record()
    cut = next(k for k, m in enumerate(record.moves) if m.startswith("Y3 spring")) + 1
    while record.moves[cut - 1].split(": ")[0].endswith("chance"):
        cut += 1  # stop right after a decision, as an autosave would
    partial = game5.to_record()
    partial.moves = record.moves[:cut]
    partial.checkpoints = [c for c in record.checkpoints if c.move <= cut]
    resumed = LiveGame.from_record(partial)
    k = len(resumed.moves)
    assert resumed.moves == record.moves[:k]
    assert resumed.moves[cut:] == record.moves[cut:k]  # chance drawn after the cut match


def test_undo_never_rerolls() -> None:
    game = play_game(3, 5, ["random"] * 3)
    record = game.to_record()
    cut = (
        next(
            k
            for k, m in enumerate(record.moves)
            if ": influence " in m and not m.split(": ")[0].endswith("chance")
        )
        + 1
    )
    partial = game.to_record()
    partial.moves = record.moves[:cut]
    live = LiveGame.from_record(partial)
    assert live.can_undo()
    before = live.moves[:-1]
    live.undo()
    assert live.moves == before
    # After a chance outcome nothing can be undone.
    while live.can_undo():
        live.undo()
    assert live.moves[-1].split(": ")[0].endswith("chance")


BAD_FILES = {
    "empty": b"",
    "truncated": b'{"format": "kingsburg-record", "format_version": 1, "seed": 3, "pla',
    "not json": b"hello world",
    "binary": bytes(range(256)),
    "wrong format": b'{"format": "chess-pgn"}',
    "list": b"[1, 2, 3]",
    "deep nesting": b"[" * 100000 + b"]" * 100000,
    "newer version": json.dumps({"format": "kingsburg-record", "format_version": 99}).encode(),
    "seed is text": json.dumps(
        {"format": "kingsburg-record", "format_version": 1, "seed": "x"}
    ).encode(),
    "moves not texts": json.dumps(
        {
            "format": "kingsburg-record",
            "format_version": 1,
            "seed": 1,
            "players": ["A", "B"],
            "modules": [],
            "variants": [],
            "moves": [{"__class__": "os.system"}],
            "checkpoints": [],
        }
    ).encode(),
}


@pytest.mark.parametrize("kind", list(BAD_FILES))
def test_bad_record_files_fail_in_one_line(kind: str, tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(BAD_FILES[kind])
    with pytest.raises(RecordError) as info:
        load_record(path)
    message = str(info.value)
    assert "\n" not in message and str(path) in message
    if kind == "newer version":
        assert "newer" in message and "99" in message


def test_hostile_setup_is_refused() -> None:
    doc = {
        "format": "kingsburg-record",
        "format_version": 1,
        "seed": 1,
        "engine_version": "0.1.0",
        "data_digest": default_ruleset().digest,
        "players": ["A", "[b]"],
        "modules": [],
        "variants": [],
        "moves": [],
        "checkpoints": [],
        "final_hash": "",
    }
    with pytest.raises(RecordError, match="setup is invalid"):
        first_divergence(record_from_json(json.dumps(doc)))


def test_save_is_atomic_and_leaves_no_temp_files(game5: LiveGame, tmp_path: Path) -> None:
    target = tmp_path / "saves" / "a.json"
    save_record_atomic(game5.to_record(), target)
    save_record_atomic(game5.to_record(), target)
    assert [p.name for p in target.parent.iterdir()] == ["a.json"]
    assert load_record(target).moves == game5.moves
