"""The levels through the commands: simulate stays deterministic, records verify, arena."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from kingsburg.arena import run, table_lines, wilson
from kingsburg.cli import main
from kingsburg.simulate import simulate


def _simulate(args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(["simulate", *args]) == 0
    return capsys.readouterr().out


def test_simulate_with_every_level_is_deterministic_and_records_verify(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["--players", "3", "--games", "1", "--seed", "5", "--bot", "strong,solid,beginner"]
    first = _simulate([*args, "--record", str(tmp_path)], capsys)
    assert first == _simulate(args, capsys)
    assert "bots: strong,solid,beginner" in first
    record = tmp_path / "game-5.json"
    assert main(["replay", str(record), "--verify"]) == 0
    assert "checkpoints verified, game complete" in capsys.readouterr().out


def test_simulate_in_worker_processes_gives_the_same_summary_and_records(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Games played two at a time in other processes add up, in seed order, to the same
    summary, and write the same records, as one at a time."""
    args = ["--players", "3", "--games", "5", "--seed", "8", "--bot", "solid,beginner,greedy"]
    alone = _simulate([*args, "--record", str(tmp_path / "one")], capsys)
    together = _simulate([*args, "--record", str(tmp_path / "two"), "--jobs", "2"], capsys)
    assert together == alone
    assert "games: 5  players: 3" in alone
    names = {p.name for p in (tmp_path / "one").iterdir()}
    assert names == {f"game-{seed}.json" for seed in range(8, 13)}
    for name in names:
        one = (tmp_path / "one" / name).read_bytes()
        assert (tmp_path / "two" / name).read_bytes() == one
    summary = simulate(3, 5, 8, ["solid", "beginner", "greedy"], jobs=2)
    assert summary == simulate(3, 5, 8, ["solid", "beginner", "greedy"])
    assert summary.games == 5 and len(summary.vp) == 15 and sum(summary.wins) == 5


def test_unknown_level_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--bot", "expert"]) == 1
    err = capsys.readouterr().err
    assert err == (
        "kingsburg: unknown bot 'expert' (choose from beginner, solid, strong, random, greedy, "
        "flatmc)\n"
    )


def test_wilson_interval_known_values() -> None:
    lo, hi = wilson(50, 100)
    assert (round(lo, 4), round(hi, 4)) == (0.4038, 0.5962)
    assert wilson(0, 10)[0] == 0.0


def test_arena_rotates_the_lone_level_through_every_seat() -> None:
    result = run("solid", "random", 2, 2, 7)
    assert result.games == 4
    lone, rest = result.sides
    assert len(lone.vp) == len(rest.vp) == 4
    assert lone.wins + rest.wins == 4
    assert sum(result.seat_wins) == lone.wins
    lines = table_lines(result)
    assert lines[0] == "solid (1 seat) vs random (1 seat), 2 players, 4 games"
    assert table_lines(run("solid", "random", 2, 2, 7)) == lines  # same seeds, same table


def test_arena_in_worker_processes_gives_the_same_table() -> None:
    """Deals played two at a time in other processes merge into the same figures."""
    alone = run("solid", "beginner", 3, 3, 11)
    together = run("solid", "beginner", 3, 3, 11, jobs=2)
    assert table_lines(together) == table_lines(alone)
    assert together.sides[0].vp == alone.sides[0].vp  # game by game, in deal order
    assert together.seat_wins == alone.seat_wins
    assert len(together.sides[1].cpu) == len(alone.sides[1].cpu)


def test_ctrl_c_ends_an_arena_and_its_worker_processes_at_once(tmp_path: Path) -> None:
    """Ctrl+C reaches the whole process group: the workers leave it to the arena, which
    ends them and says so in one line, instead of waiting for their deals."""
    env = {**os.environ, "KINGSBURG_HOME": str(tmp_path)}
    # Enough deals to outlast the test (about 2 s each), and ended whatever happens.
    args = ["arena", "solid", "solid", "--players", "4", "--deals", "40", "--jobs", "2"]
    proc = subprocess.Popen(
        [sys.executable, "-m", "kingsburg", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        start_new_session=True,  # its own group, as a terminal's foreground job
    )
    try:
        time.sleep(3)  # the workers are playing their first deals
        assert proc.poll() is None
        started = time.monotonic()
        os.killpg(proc.pid, signal.SIGINT)
        out, err = proc.communicate(timeout=10)
        assert time.monotonic() - started < 5
        assert proc.returncode == 130
        assert err.strip() == "kingsburg: interrupted"
        assert out == ""
        time.sleep(0.2)
        with pytest.raises(ProcessLookupError):  # no worker left in the group
            os.killpg(proc.pid, 0)
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
