"""Issue 10 at the command line: hostile records, odd files, full disks, closed pipes.
Every failure is one line ``kingsburg: ...`` and a non-zero exit; nothing hangs."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from kingsburg.cli import main
from kingsburg.data import load_ruleset
from kingsburg.errors import DataError
from kingsburg.record import GameRecord, LiveGame
from kingsburg.simulate import play_game

pytestmark = pytest.mark.timeout(60)


@pytest.fixture(scope="module")
def record() -> GameRecord:
    return play_game(2, 7, ["random", "random"]).to_record()


def write_doc(path: Path, doc: dict[str, Any]) -> Path:
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def doc_of(record: GameRecord) -> dict[str, Any]:
    return dict(json.loads(record.to_json()))


def one_line_error(capsys: pytest.CaptureFixture[str], code: int, *words: str) -> str:
    """The command failed with exit code 1 and exactly one line on stderr, naming ``words``."""
    err = capsys.readouterr().err
    assert code == 1, err
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("kingsburg: "), err
    for w in words:
        assert w in lines[0], err
    return lines[0]


def verify(path: Path) -> int:
    return main(["replay", str(path), "--verify"])


def first_decision(doc: dict[str, Any]) -> int:
    return next(i for i, m in enumerate(doc["moves"]) if " chance: " not in m)


# --- 1, 2, 3: tracebacks from hostile moves and numbers ------------------------------------


def test_chance_outcome_where_a_decision_is_due(
    record: GameRecord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = doc_of(record)
    i = first_decision(doc)
    who = doc["moves"][i].split(": ")[0]
    doc["moves"][i] = f"{who}: roll {doc['players'][0]} 1 2 3"
    path = write_doc(tmp_path / "r.json", doc)
    line = one_line_error(capsys, verify(path), str(path), f"move {i + 1}", "chance outcome")
    assert "diverges" in line
    code = main(["replay", str(path), "--at", "end"])
    one_line_error(capsys, code, str(path), "chance outcome")


@pytest.mark.parametrize("text", ["take ² gold", "block ² 6 4", "take ٣ gold", "take 1² gold"])
def test_non_ascii_digits_in_a_move(
    text: str, record: GameRecord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = doc_of(record)
    i = first_decision(doc)
    doc["moves"][i] = f"{doc['moves'][i].split(': ')[0]}: {text}"
    path = write_doc(tmp_path / "r.json", doc)
    one_line_error(capsys, verify(path), "diverges", f"move {i + 1}")


def test_non_ascii_digit_in_a_roll(
    record: GameRecord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = doc_of(record)
    i = next(i for i, m in enumerate(doc["moves"]) if " chance: roll " in m)
    doc["moves"][i] = doc["moves"][i][:-1] + "²"
    path = write_doc(tmp_path / "r.json", doc)
    one_line_error(capsys, verify(path), "diverges", "die value")


@pytest.mark.parametrize("point", ["²", "٣", "9" * 5000, "year ² summer"])
def test_odd_points_for_at(
    point: str, record: GameRecord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write_doc(tmp_path / "r.json", doc_of(record))
    one_line_error(capsys, main(["replay", str(path), "--at", point]), "point")


@pytest.mark.parametrize("field", ["seed", "format_version", "something_else"])
def test_a_number_of_5000_digits(
    field: str, record: GameRecord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = record.to_json().replace('"seed":', f'"{field}": {"9" * 5000}, "seed":', 1)
    if field != "something_else":
        doc = doc_of(record)
        doc[field] = 0
        text = json.dumps(doc).replace(f'"{field}": 0', f'"{field}": {"9" * 5000}')
    path = tmp_path / "r.json"
    path.write_text(text, encoding="utf-8")
    one_line_error(capsys, verify(path), str(path), "5000 digits")


# --- 4: a closed pipe -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        "simulate --players 2 --games 3",
        "replay {path} --verify",
        "replay {path} --at end",
    ],
)
def test_output_into_a_closed_pipe(args: str, record: GameRecord, tmp_path: Path) -> None:
    path = write_doc(tmp_path / "r.json", doc_of(record))
    command = f"{sys.executable} -m kingsburg {args.format(path=path)} | true"
    done = subprocess.run(command, shell=True, capture_output=True, text=True, timeout=60)
    assert "Traceback" not in done.stderr
    lines = [ln for ln in done.stderr.splitlines() if not ln.startswith("time:")]
    assert all(ln.startswith("kingsburg: ") for ln in lines) and len(lines) <= 1, done.stderr


# --- 5, 12: homes and folders that cannot be written ----------------------------------------


def test_report_into_a_home_that_cannot_be_written(
    record: GameRecord, capsys: pytest.CaptureFixture[str]
) -> None:
    home = Path(os.environ["KINGSBURG_HOME"])
    home.mkdir(parents=True)
    (home / "autosave.json").write_text(record.to_json(), encoding="utf-8")
    (home / "reports").write_text("a file where the folder should be", encoding="utf-8")
    one_line_error(capsys, main(["report"]), "cannot write the report", str(home / "reports"))


def test_simulate_records_into_a_file_or_a_full_disk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("x", encoding="utf-8")
    args = ["simulate", "--players", "2", "--games", "2"]
    one_line_error(capsys, main([*args, "--record", str(blocker)]), "cannot create", str(blocker))

    def full(*_: object, **__: object) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr("kingsburg.simulate.save_record_atomic", full)
    out = tmp_path / "out"
    code = main([*args, "--record", str(out)])
    one_line_error(capsys, code, "cannot write the record", str(out), "No space left")


def test_two_reports_in_one_second_keep_both(
    record: GameRecord, capsys: pytest.CaptureFixture[str]
) -> None:
    home = Path(os.environ["KINGSBURG_HOME"])
    home.mkdir(parents=True)
    (home / "autosave.json").write_text(record.to_json(), encoding="utf-8")
    assert main(["report"]) == 0 and main(["report"]) == 0 and main(["report"]) == 0
    paths = capsys.readouterr().out.split()
    assert len(set(paths)) == 3 and all(Path(p).is_file() for p in paths)
    assert len(list((home / "reports").iterdir())) == 3


def test_any_unexpected_error_is_one_line_and_a_crash_log(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def boom(*_: object) -> int:
        raise ZeroDivisionError("somewhere deep")

    monkeypatch.setattr("kingsburg.cli.cmd_simulate", boom)
    line = one_line_error(capsys, main(["simulate"]), "unexpected error", "ZeroDivisionError")
    logs = list((Path(os.environ["KINGSBURG_HOME"]) / "logs").glob("crash-*.log"))
    assert len(logs) == 1 and str(logs[0]) in line
    assert "Traceback" in logs[0].read_text(encoding="utf-8")


# --- 6: game data ---------------------------------------------------------------------------


def _data_copy(tmp_path: Path) -> Path:
    from kingsburg.data import data_dir

    target = tmp_path / "data"
    target.mkdir()
    for f in data_dir().glob("*.yaml"):
        (target / f.name).write_bytes(f.read_bytes())
    return target


BILLION_LAUGHS = (
    'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n'
    + "".join(
        f"{chr(98 + k)}: &{chr(98 + k)} [{','.join(['*' + chr(97 + k)] * 9)}]\n" for k in range(8)
    )
    + "advisors: *i\n"
)


@pytest.mark.timeout(10)
@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("advisors: " + "[" * 20000 + "]" * 20000 + "\n", "nested more than"),
        (BILLION_LAUGHS, "aliases"),
        ("advisors: x\n" + "#" * 2_000_000 + "\n", "too large"),
        ('advisors: [{name: "\\e[2J"}]\n', "control character"),
    ],
)
def test_hostile_game_data_is_refused_at_once(text: str, words: str, tmp_path: Path) -> None:
    data = _data_copy(tmp_path)
    (data / "advisors.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(DataError, match=words) as info:
        load_ruleset(data)
    assert "advisors.yaml" in str(info.value) and "\n" not in str(info.value)


# --- 7: only regular files ------------------------------------------------------------------


@pytest.mark.timeout(20)
@pytest.mark.parametrize("extra", [["--verify"], ["--at", "end"], []])
def test_a_fifo_as_the_record_is_refused_at_once(
    extra: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fifo = tmp_path / "x.json"
    os.mkfifo(fifo)
    code = main(["replay", str(fifo), *extra])
    one_line_error(capsys, code, str(fifo), "not a regular file")


# --- 13: strict verification ----------------------------------------------------------------


def _set(field: str, value: Any) -> Any:
    def change(doc: dict[str, Any]) -> None:
        doc[field] = value

    return change


STRICT_CASES: dict[str, tuple[Any, str]] = {
    "no checkpoints": (_set("checkpoints", []), "no checkpoint for Y1 spring"),
    "other data": (_set("data_digest", "ab" * 32), "other game data"),
    "final_hash 123": (_set("final_hash", 123), "'final_hash' field should be a text"),
    "final_hash null": (_set("final_hash", None), "'final_hash' field should be a text"),
    "no final_hash": (_set("final_hash", ""), "no final_hash"),
    "final_hash wrong": (_set("final_hash", "0" * 16), "final state does not match"),
    "digest a list": (_set("data_digest", ["x"]), "'data_digest' field should be a text"),
    "digest null": (_set("data_digest", None), "'data_digest' field should be a text"),
    "version a list": (_set("engine_version", [1]), "'engine_version' field should be a text"),
    "seed -1": (_set("seed", -1), "'seed' field should be from 0"),
    "seed -10^30": (_set("seed", -(10**30)), "31 digits"),
    "seed 10^100": (_set("seed", 10**100), "101 digits"),
    "seed 2^63": (_set("seed", 2**63), "'seed' field should be from 0"),
    "seed true": (_set("seed", True), "'seed' field should be a whole number"),
    "6 players": (_set("players", list("ABCDEF")), "6 players; a game has 2 to 5"),
    "setup invalid": (_set("players", ["A", "[b]"]), "setup is invalid"),
    "checkpoint move true": (
        lambda d: d["checkpoints"][0].update(move=True),
        "checkpoint 1: 'move' should be a whole number",
    ),
    "checkpoint out of range": (
        lambda d: d["checkpoints"][0].update(move=10**6),
        "checkpoint 1: 'move' 1000000 should be from 1",
    ),
    "control character in a move": (
        lambda d: d["moves"].__setitem__(3, d["moves"][3] + "\x1b[2J"),
        "printable",
    ),
}


@pytest.mark.parametrize("case", list(STRICT_CASES))
def test_records_are_verified_strictly(
    case: str, record: GameRecord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    change, words = STRICT_CASES[case]
    doc = doc_of(record)
    change(doc)
    path = write_doc(tmp_path / "r.json", doc)
    line = one_line_error(capsys, verify(path), str(path), words)
    assert "None" not in line and "True" not in line


def test_duplicate_keys_are_refused(
    record: GameRecord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "r.json"
    path.write_text(record.to_json().replace('"seed":', '"seed": 1, "seed":'), "utf-8")
    one_line_error(capsys, verify(path), "'seed' appears twice")


def test_a_good_record_verifies_and_a_bom_is_fine(
    record: GameRecord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "r.json"
    path.write_bytes(b"\xef\xbb\xbf" + record.to_json().encode())
    assert verify(path) == 0
    out = capsys.readouterr().out
    n = len(record.checkpoints)
    assert f"{len(record.moves)} moves, {n} checkpoints verified, game complete" in out
    assert n == 20


def test_an_unfinished_record_needs_the_checkpoints_of_its_seasons(
    record: GameRecord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    cut = record.checkpoints[3].move + 2
    # The record as it stood after move ``cut`` (its move hashes cover those moves only).
    doc = doc_of(LiveGame.from_record(record, upto=cut, draw_chance=False).to_record())
    assert doc["final_hash"] == "" and len(doc["checkpoints"]) == 4
    path = write_doc(tmp_path / "r.json", doc)
    assert verify(path) == 0
    assert "4 checkpoints verified, game unfinished" in capsys.readouterr().out
    doc["checkpoints"] = doc["checkpoints"][:3]
    write_doc(path, doc)
    one_line_error(capsys, verify(path), "no checkpoint for")
    doc["checkpoints"] = doc_of(record)["checkpoints"][:4]
    doc["final_hash"] = record.final_hash
    write_doc(path, doc)
    one_line_error(capsys, verify(path), "not over")


# --- minor ----------------------------------------------------------------------------------


def test_divergence_lines_have_the_prefix_and_file_names_are_escaped(
    record: GameRecord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = doc_of(record)
    i = first_decision(doc)
    doc["moves"][i] = f"{doc['moves'][i].split(': ')[0]}: nonsense"
    path = write_doc(tmp_path / "bad\x1b[31mname\x07.json", doc)
    line = one_line_error(capsys, verify(path), "diverges", "\\x1b[31mname\\x07")
    assert "\x1b" not in line and "\x07" not in line
    code = main(["replay", str(tmp_path / "gone\x1b[2J.json")])
    line = one_line_error(capsys, code, "no such file", "\\x1b[2J")


def test_replay_in_the_app_names_the_file_of_a_record_of_other_data(
    record: GameRecord, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = doc_of(record)
    doc["data_digest"] = "cd" * 32
    path = write_doc(tmp_path / "r.json", doc)
    one_line_error(capsys, main(["replay", str(path)]), str(path), "other game data")
