"""Fuzzing records and autosaves (issue 10): valid files, mutated the way a damaged disk or
a hostile user would, must only ever give the project's own one-line errors, and never hang.

CI runs a modest number of examples; run it long with, e.g.:

    KINGSBURG_FUZZ_EXAMPLES=20000 pytest tests/sim/test_fuzz_files.py

(the time limit, pytest-timeout, grows with the count: a second per example, at least 300 s).
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import tempfile
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kingsburg.cli import main
from kingsburg.errors import RecordError
from kingsburg.record import LiveGame, load_record, record_from_json
from kingsburg.simulate import play_game
from kingsburg.tui.session import check_autosave

EXAMPLES = int(os.environ.get("KINGSBURG_FUZZ_EXAMPLES", "40"))
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
pytestmark = pytest.mark.timeout(max(300, EXAMPLES))

HOSTILE_TEXT = [
    "[/bold]",
    "[@click=app.quit]CLICK[/]",
    "\\u001b[2J",  # escaped in JSON: an ESC in the string
    "\u001b[31m",  # raw: breaks the JSON
    "\\u0000",
    "\u202e",
    "²",
    "\ufeff",
    "roll Alice 1 2 3",
]
HOSTILE_NUMBERS = ["9" * 5000, "-1", "-" + "1" * 31, "1e999", "²", "٣", "NaN", "true", "null", "[]"]


@cache
def bases() -> tuple[str, str]:
    """A finished game's record and an autosave (the same game cut in year 2)."""
    game = play_game(2, 21, ["random", "random"])
    full = game.to_record()
    cut = next(k for k, m in enumerate(full.moves) if m.startswith("Y2 summer")) + 1
    while " chance: " in full.moves[cut - 1]:
        cut += 1
    part = LiveGame.from_record(full, upto=cut, draw_chance=False).to_record()
    return full.to_json(), part.to_json()


MUTATIONS = ("flip", "truncate", "swap", "move", "number", "insert", "duplicate")
MUTATIONS += ("downgrade", "seats")  # a lower format number; other players at the seats


@st.composite
def mutation(draw: st.DrawFn, text: str) -> str:
    kind = draw(st.sampled_from(MUTATIONS))
    data = text.encode("utf-8", errors="surrogateescape")
    if not data:
        return text
    if kind == "flip":
        i = draw(st.integers(0, len(data) - 1))
        return (data[:i] + bytes([data[i] ^ draw(st.integers(1, 255))]) + data[i + 1 :]).decode(
            "utf-8", errors="surrogateescape"
        )
    if kind == "truncate":
        return text[: draw(st.integers(0, len(text) - 1))]
    lines = text.split("\n")
    if kind in ("swap", "duplicate"):
        i, j = draw(st.integers(0, len(lines) - 1)), draw(st.integers(0, len(lines) - 1))
        if kind == "swap":
            lines[i], lines[j] = lines[j], lines[i]
        else:
            lines.insert(j, lines[i])
        return "\n".join(lines)
    if kind == "move":  # a move taken from one phase and put into another
        try:
            doc = json.loads(text)
            moves = doc["moves"]
            assert isinstance(moves, list) and moves and all(isinstance(m, str) for m in moves)
        except Exception:  # an earlier mutation broke it: nothing to move
            return text
        i, j = draw(st.integers(0, len(moves) - 1)), draw(st.integers(0, len(moves) - 1))
        moves.insert(j, moves.pop(i))
        if draw(st.booleans()):  # keep its text but give it the prefix of its new place
            k = min(j + 1, len(moves) - 1)
            moves[j] = moves[k].split(": ")[0] + ": " + moves[j].split(": ", 1)[-1]
        return json.dumps(doc, indent=1, ensure_ascii=False)
    if kind in ("downgrade", "seats"):  # a lower format number; other players at the seats
        try:
            doc = json.loads(text)
            assert isinstance(doc, dict) and isinstance(doc.get("players"), list)
        except Exception:
            return text
        if kind == "downgrade":
            doc["format_version"] = draw(st.sampled_from([1, 2]))
        else:
            level = draw(st.sampled_from(["person", "beginner", "solid", "strong"]))
            doc["seats"] = [level] * len(doc["players"])
        return json.dumps(doc, indent=1, ensure_ascii=False)
    if kind == "number":
        spots = [m.span() for m in re.finditer(r"-?\b[0-9]+\b", text)]
        if not spots:
            return text
        a, b = draw(st.sampled_from(spots))
        return text[:a] + draw(st.sampled_from(HOSTILE_NUMBERS)) + text[b:]
    quotes = [m.end() for m in re.finditer(r'"[YA-Za-z]', text)]  # inside a string
    if not quotes:
        return text
    at = draw(st.sampled_from(quotes)) - 1 + draw(st.integers(0, 12))
    return text[:at] + draw(st.sampled_from(HOSTILE_TEXT)) + text[at:]


@st.composite
def damaged(draw: st.DrawFn) -> tuple[str, bool]:
    autosave = draw(st.booleans())
    text = bases()[1 if autosave else 0]
    for _ in range(draw(st.integers(1, 3))):
        text = draw(mutation(text))
    return text, autosave


def run_cli(*args: str) -> tuple[int, str]:
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        code = main(list(args))
    return code, err.getvalue()


def assert_one_line(code: int, err: str) -> None:
    if code == 0:
        assert err == "", err
        return
    assert code == 1, err
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("kingsburg: "), err
    assert "unexpected error" not in err, err  # only the project's own error types


@FUZZ
@given(damaged())
def test_damaged_records_and_autosaves_fail_in_one_line(case: tuple[str, bool]) -> None:
    text, _ = case
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        path = home / "autosave.json"
        path.write_bytes(text.encode("utf-8", errors="surrogateescape"))
        try:
            loaded = load_record(path)
        except RecordError as e:
            assert "\n" not in str(e)
            loaded = None
        code, err = run_cli("replay", str(path), "--verify")
        assert_one_line(code, err)
        if code == 0:  # what verifies is the game that was written: same moves, same seats
            assert loaded is not None
            base = record_from_json(bases()[1 if case[1] else 0])
            assert (loaded.moves, loaded.seats) == (base.moves, base.seats)
        assert_one_line(*run_cli("replay", str(path), "--at", "end"))
        check = check_autosave(home)  # never raises: a bad autosave is set aside
        assert check.record is not None or not path.exists() or check.problem == ""
        assert "\n" not in check.problem
