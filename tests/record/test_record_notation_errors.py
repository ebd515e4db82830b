"""A record holding a move that cannot be read fails with the record error naming the move
and the notation's own words, never a bare ValueError; and the command says it in one line."""

from __future__ import annotations

from pathlib import Path

import pytest

from kingsburg.cli import main
from kingsburg.errors import RecordError
from kingsburg.record import LiveGame, load_record, save_record_atomic
from tests.engine.test_notation_errors import UNREADABLE

# A golden record of Alice, Bruno and Chiara; its move 3 is "Y1 favor Chiara: take stone".
RECORD = Path(__file__).parents[1] / "golden" / "records" / "base-3p.json"


@pytest.mark.parametrize("text,message", UNREADABLE)
def test_a_record_with_an_unreadable_move_gives_the_record_error(text: str, message: str) -> None:
    record = load_record(RECORD)
    assert record.moves[2] == "Y1 favor Chiara: take stone"
    line = f"Y1 favor Chiara: {text}"
    record.moves[2] = line
    with pytest.raises(RecordError) as info:
        LiveGame.from_record(record)
    assert str(info.value) == f"move 3 {line!r}: {message}"


def test_replay_verify_reports_an_unreadable_gift_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = load_record(RECORD)
    record.moves[2] = "Y1 favor Chiara: give copper to Bruno"
    path = save_record_atomic(record, tmp_path / "bad.json")
    assert main(["replay", str(path), "--verify"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        f"kingsburg: {path}: diverges at move 3 ('Y1 favor Chiara: give copper to Bruno'): "
        "'copper' is not gold, wood or stone\n"
    )
