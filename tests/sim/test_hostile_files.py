"""Issue 21, items 6 and 9: every file the program reads (settings, colours, the autosave, a
record, the game data, the rules text, a crash log) goes through the one safe reader. What
lies there (a FIFO, a link to /dev/zero, a huge file, deep nesting, bytes that are not text,
a number too long to read) ends in that reader's default or one line of its own, at once.

The fuzz at the end mutates the settings, colours and data files as test_fuzz_files.py does
records (KINGSBURG_FUZZ_EXAMPLES runs it longer)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kingsburg.data import data_dir
from kingsburg.data.loader import load_ruleset
from kingsburg.errors import DataError, FileProblem
from kingsburg.files import MAX_JSON_DEPTH, json_depth, read_json
from kingsburg.report import _last_crash_log
from kingsburg.tui import rules_text
from kingsburg.tui.session import check_autosave
from kingsburg.tui.settings import load_ask_rewards, save_ask_rewards
from kingsburg.tui.style import default_styles, load_styles, save_styles

from .test_fuzz_files import FUZZ, assert_one_line, mutation, run_cli

pytestmark = pytest.mark.timeout(60)


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _zero(path: Path) -> None:
    path.symlink_to("/dev/zero")


def _deep(path: Path) -> None:
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")


def _huge(path: Path) -> None:
    path.write_text("[" + "0," * 5_000_000 + "0]", encoding="utf-8")


def _not_text(path: Path) -> None:
    path.write_bytes(b'{"ask_rewards": true, "x": "\xff\xfe"}')


def _long_number(path: Path) -> None:
    path.write_text('{"ask_rewards": ' + "9" * 5000 + "}", encoding="utf-8")


HOSTILE: dict[str, Callable[[Path], None]] = {
    "fifo": _fifo,
    "link to /dev/zero": _zero,
    "100,000 deep": _deep,
    "10 MB": _huge,
    "not UTF-8": _not_text,
    "a 5,000-digit number": _long_number,
}


@pytest.fixture
def home(tmp_path: Path) -> Path:
    return tmp_path


@pytest.mark.parametrize("kind", HOSTILE)
def test_settings(kind: str, home: Path) -> None:
    HOSTILE[kind](home / "settings.json")
    start = time.monotonic()
    assert load_ask_rewards(home) is False  # the default: asked for nothing
    assert time.monotonic() - start < 2
    save_ask_rewards(home, True)  # a new file replaces whatever lay there
    assert load_ask_rewards(home) is True


@pytest.mark.parametrize("kind", HOSTILE)
def test_colours(kind: str, home: Path) -> None:
    HOSTILE[kind](home / "autosave.styles.json")
    start = time.monotonic()
    assert load_styles(home, 3) == default_styles(3)
    assert time.monotonic() - start < 2
    chosen = list(reversed(default_styles(3)))
    save_styles(home, chosen)
    assert load_styles(home, 3) == chosen


@pytest.mark.parametrize("kind", HOSTILE)
def test_the_autosave(kind: str, home: Path) -> None:
    HOSTILE[kind](home / "autosave.json")
    start = time.monotonic()
    check = check_autosave(home)
    assert time.monotonic() - start < 5
    assert check.record is None and check.problem.startswith("The autosave could not be read")
    assert "\n" not in check.problem and "unexpected" not in check.problem


@pytest.mark.parametrize("kind", HOSTILE)
def test_a_record(kind: str, home: Path) -> None:
    path = home / "game.json"
    HOSTILE[kind](path)
    start = time.monotonic()
    code, err = run_cli("replay", str(path), "--verify")
    assert time.monotonic() - start < 5
    assert code == 1
    assert_one_line(code, err)


@pytest.mark.parametrize("kind", HOSTILE)
def test_game_data(kind: str, home: Path) -> None:
    for f in data_dir().glob("*.yaml"):
        shutil.copy(f, home / f.name)
    (home / "enemies.yaml").unlink()
    HOSTILE[kind](home / "enemies.yaml")
    start = time.monotonic()
    with pytest.raises(DataError) as info:
        load_ruleset(home)
    assert time.monotonic() - start < 5
    assert str(info.value).startswith(f"{home / 'enemies.yaml'}: ")
    assert "\n" not in str(info.value)


@pytest.mark.parametrize("kind", HOSTILE)
def test_the_rules_text(kind: str, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = home / "rules_en.md"
    HOSTILE[kind](path)
    monkeypatch.setattr(rules_text, "rules_path", lambda code="en": path)
    rules_text.clear_cache()
    try:
        text = rules_text.rules_markdown()
    finally:
        rules_text.clear_cache()
    if kind in ("fifo", "link to /dev/zero", "not UTF-8"):
        assert text.startswith("# Rules\n\nThe rules document (rules_en.md) cannot be read: ")
    else:  # text, however odd: shown as it is (only as long as the limit allows)
        assert len(text) <= rules_text.MAX_RULES_BYTES


@pytest.mark.parametrize("kind", ["fifo", "link to /dev/zero", "10 MB"])
def test_a_crash_log(kind: str, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KINGSBURG_HOME", str(home))
    (home / "logs").mkdir()
    HOSTILE[kind](home / "logs" / "crash-1.log")
    text = _last_crash_log()  # what a bug report would hold
    assert text == "" if kind != "10 MB" else text.startswith("(the log crash-1.log is too large")


def test_one_depth_rule_for_every_json_file(home: Path) -> None:
    assert json_depth('{"a": [[1], {"b": "[[[["}], "c": "\\"]]"}') == 3
    assert json_depth('"\\' * 100_000) == 0  # an unclosed string: linear, not quadratic
    path = home / "x.json"
    path.write_text("[" * MAX_JSON_DEPTH + "]" * MAX_JSON_DEPTH, encoding="utf-8")
    assert isinstance(read_json(path, 1000), list)
    path.write_text("[" * (MAX_JSON_DEPTH + 1) + "]" * (MAX_JSON_DEPTH + 1), encoding="utf-8")
    with pytest.raises(FileProblem, match=f"nested more than {MAX_JSON_DEPTH} levels deep"):
        read_json(path, 1000)


def test_a_closed_standard_output_is_one_line(home: Path) -> None:
    # As a shell runs ``kingsburg simulate >&-``: the program starts with no stdout at all.
    result = subprocess.run(
        [
            "sh",
            "-c",
            'exec "$@" >&-',
            "sh",
            sys.executable,
            "-m",
            "kingsburg",
            "simulate",
            "--games",
            "1",
        ],
        env=dict(os.environ, KINGSBURG_HOME=str(home)),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 1
    assert result.stderr == "kingsburg: the standard output is closed, so nothing could be shown\n"
    assert not (home / "logs").exists()  # not a crash


def test_a_yaml_number_too_long_to_read(home: Path) -> None:
    for f in data_dir().glob("*.yaml"):
        shutil.copy(f, home / f.name)
    text = (home / "advisors.yaml").read_text(encoding="utf-8")
    (home / "advisors.yaml").write_text(
        text.replace("- rank: 1\n", "- rank: " + "1" * 5000 + "\n", 1), encoding="utf-8"
    )
    with pytest.raises(DataError) as info:
        load_ruleset(home)
    want = "advisors.yaml: not valid YAML (line 14, column 11): a number too long to read"
    assert str(info.value).endswith(want)


# --- fuzz ------------------------------------------------------------------------------------


@FUZZ
@given(st.data())
def test_damaged_settings_and_colours_fall_back_to_defaults(data: st.DataObject) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        save_ask_rewards(home, True)
        save_styles(home, default_styles(2))
        for path in (home / "settings.json", home / "autosave.styles.json"):
            text = path.read_text(encoding="utf-8")
            for _ in range(data.draw(st.integers(1, 3))):
                text = data.draw(mutation(text))
            path.write_bytes(text.encode("utf-8", errors="surrogateescape"))
        assert load_ask_rewards(home) in (True, False)
        assert len(load_styles(home, 2)) == 2


@FUZZ
@given(st.sampled_from(["advisors", "buildings", "enemies", "tiles"]), st.data())
def test_damaged_game_data_is_a_data_error(name: str, data: st.DataObject) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for f in data_dir().glob("*.yaml"):
            shutil.copy(f, folder / f.name)
        path = folder / f"{name}.yaml"
        text = path.read_text(encoding="utf-8")
        for _ in range(data.draw(st.integers(1, 3))):
            text = data.draw(mutation(text))
        path.write_bytes(text.encode("utf-8", errors="surrogateescape"))
        try:
            load_ruleset(folder)
        except DataError as e:
            assert "\n" not in str(e)
