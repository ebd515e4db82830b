"""Long runs of simulate and arena count their games on a terminal's stderr, and only there."""

from __future__ import annotations

import io
import itertools
import sys
import time

import pytest

from kingsburg.cli import main

CLEAR = "\r\x1b[K"


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def _on_terminal(monkeypatch: pytest.MonkeyPatch) -> _Terminal:
    """stderr a terminal (set in the test itself: pytest sets its own between phases)."""
    term = _Terminal()
    monkeypatch.setattr(sys, "stderr", term)
    clock = itertools.count(100.0, 1.0)  # a second passes between any two looks at the clock
    monkeypatch.setattr(time, "monotonic", lambda: next(clock))
    return term


def test_simulate_counts_its_games_and_clears_the_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    terminal = _on_terminal(monkeypatch)
    assert (
        main(["simulate", "--players", "2", "--games", "3", "--seed", "1", "--bot", "random"]) == 0
    )
    err = terminal.getvalue()
    assert f"{CLEAR}1/3 games played, about 2 s to go" in err
    assert f"{CLEAR}2/3 games played, about 1 s to go" in err
    assert "3/3" not in err  # the last game clears the line instead
    assert err.index("2/3") < err.rindex(CLEAR) < err.index("time:")
    assert "games played" not in capsys.readouterr().out  # the table is as it always was


def test_arena_counts_every_seat_of_every_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    terminal = _on_terminal(monkeypatch)
    assert main(["arena", "greedy", "random", "--players", "2", "--deals", "2"]) == 0
    err = terminal.getvalue()
    for done, left in ((1, 3), (2, 2), (3, 1)):
        assert f"{CLEAR}{done}/4 games played, about {left} s to go" in err
    assert "4/4" not in err


def test_no_progress_when_stderr_is_not_a_terminal(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(["simulate", "--players", "2", "--games", "3", "--seed", "1", "--bot", "random"]) == 0
    )
    out, err = capsys.readouterr()
    assert "games played" not in out + err and "\x1b" not in out + err
    assert "time:" in err
