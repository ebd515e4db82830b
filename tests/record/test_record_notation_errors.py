"""A record holding a move that cannot be read fails with the record error naming the move
and the notation's own words, never a bare ValueError; and the command says it in one line."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from kingsburg.cli import main
from kingsburg.errors import RecordError
from kingsburg.record import GameRecord, LiveGame, parse_move, save_record_atomic
from tests.engine.test_notation_errors import UNREADABLE

Recorded = Callable[[str], GameRecord]


def first_favor(record: GameRecord) -> tuple[int, str]:
    """The first King's Favor decision of a game of Alice, Bruno and Chiara (a good taken):
    its index and its line's prefix, e.g. "Y1 favor Chiara: "."""
    for i, line in enumerate(record.moves):
        move = parse_move(line)
        if move.phase == "favor" and not move.chance:
            assert move.text.startswith("take "), line
            return i, f"{move.tag} {move.actor}: "
    raise AssertionError("no King's Favor decision")


@pytest.mark.parametrize("text,message", UNREADABLE)
def test_a_record_with_an_unreadable_move_gives_the_record_error(
    text: str, message: str, recorded: Recorded
) -> None:
    record = recorded("base-3p")
    i, prefix = first_favor(record)
    line = f"{prefix}{text}"
    record.moves[i] = line
    with pytest.raises(RecordError) as info:
        LiveGame.from_record(record)
    assert str(info.value) == f"move {i + 1} {line!r}: {message}"


def test_replay_verify_reports_an_unreadable_gift_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], recorded: Recorded
) -> None:
    record = recorded("base-3p")
    i, prefix = first_favor(record)
    record.moves[i] = line = f"{prefix}give copper to Bruno"
    path = save_record_atomic(record, tmp_path / "bad.json")
    assert main(["replay", str(path), "--verify"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        f"kingsburg: {path}: diverges at move {i + 1} ({line!r}): "
        "'copper' is not gold, wood or stone\n"
    )
