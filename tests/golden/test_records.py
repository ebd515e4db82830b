"""Golden game records: written by ``kingsburg simulate --record`` and committed, they must
verify and replay to the same final ranking for as long as the record format is read.

base-3p: ``simulate --players 3 --seed 7 --bot solid,beginner,greedy``;
modules-5-6-4p: ``--players 4 --seed 11 --bot solid,beginner,greedy,random --module 5
--module 6``; variants-2p: ``--players 2 --seed 5 --bot solid,beginner --module 6
--variant inverted-tiles --variant alt-reinforcements``. Each ``.verify.txt`` holds what
``kingsburg replay NAME.json --verify`` printed when the record was written. They are the
only committed records besides ``tests/record/format1``: ``python -m tests.regen_records``
writes both again (docs/records.md); every other test plays its records when it runs.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from kingsburg.cli import main

RECORDS = Path(__file__).parent / "records"
NAMES = ("base-3p", "modules-5-6-4p", "variants-2p")


@pytest.mark.parametrize("name", NAMES)
def test_golden_record_verifies_to_its_final_ranking(
    name: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(RECORDS)  # the output names the file as given
    assert main(["replay", f"{name}.json", "--verify"]) == 0
    expected = (RECORDS / f"{name}.verify.txt").read_text(encoding="utf-8")
    assert capsys.readouterr().out == expected


def test_every_golden_record_is_tested() -> None:
    assert sorted(p.stem for p in RECORDS.glob("*.json")) == sorted(NAMES)


def test_the_regen_command_writes_every_committed_record() -> None:
    from tests import regen_records

    assert sorted(regen_records.GOLDEN_GAMES) == sorted(NAMES)
    format1 = regen_records.FORMAT1.glob("*.json")
    assert sorted(regen_records.FORMAT1_GAMES) == sorted(p.name for p in format1)
