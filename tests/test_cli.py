"""The kingsburg command: simulate, replay --verify, report; one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from kingsburg.cli import NO_ARGUMENTS, build_parser, main, parse_command_line


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kingsburg", *args], capture_output=True, text=True, timeout=120
    )


def test_simulate_is_deterministic_and_times_go_to_stderr() -> None:
    a = run("simulate", "--players", "3", "--games", "4", "--seed", "9")
    b = run("simulate", "--players", "3", "--games", "4", "--seed", "9")
    assert a.returncode == b.returncode == 0
    assert a.stdout == b.stdout
    assert "games: 4  players: 3" in a.stdout
    assert "VP per player: mean" in a.stdout and "wins by seat: 1:" in a.stdout
    assert "battles: won" in a.stdout and "buildings built" in a.stdout
    assert "games/s" in a.stderr and "games/s" not in a.stdout


def test_simulate_with_bots_per_seat_and_records(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert (
        main(
            [
                "simulate",
                "--players",
                "2",
                "--games",
                "2",
                "--seed",
                "4",
                "--bot",
                "greedy,random",
                "--record",
                str(tmp_path / "recs"),
            ]
        )
        == 0
    )
    files = sorted(p.name for p in (tmp_path / "recs").iterdir())
    assert files == ["game-4.json", "game-5.json"]
    out = capsys.readouterr().out
    assert "bots: greedy,random" in out
    assert main(["replay", str(tmp_path / "recs" / "game-4.json"), "--verify"]) == 0
    out = capsys.readouterr().out
    assert "20 checkpoints verified, game complete" in out
    assert out.splitlines()[1].startswith("1. ")


def test_replay_names_the_diverging_move(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    main(["simulate", "--players", "2", "--games", "1", "--seed", "3", "--record", str(tmp_path)])
    path = tmp_path / "game-3.json"
    doc = json.loads(path.read_text())
    doc["moves"], bad_move = spoil_a_roll(doc["moves"])
    path.write_text(json.dumps(doc))
    capsys.readouterr()
    assert main(["replay", str(path), "--verify"]) == 1
    err = capsys.readouterr().err
    assert "diverges at move " in err and len(err.strip().splitlines()) == 1
    # The first move that no longer fits: at the latest, the spoiled influence.
    assert int(err.split("diverges at move ")[1].split()[0]) <= bad_move


def spoil_a_roll(moves: list[str]) -> tuple[list[str], int]:
    """Change a player's first roll so that their first influence becomes impossible.

    Returns the new moves and the (1-based) number of the move that must fail."""
    moves = list(moves)
    i = next(k for k, m in enumerate(moves) if m.startswith("Y1 spring chance: roll"))
    name = moves[i].split()[4]
    j = next(k for k in range(i, len(moves)) if moves[k].startswith(f"Y1 spring {name}: influence"))
    used = set(moves[j].split(" with ")[1].split()[0].replace("w", "").split("+"))
    v = next(str(d) for d in range(1, 7) if str(d) not in used)
    moves[i] = f"Y1 spring chance: roll {name} {v} {v} {v}"
    return moves, j + 1


@pytest.mark.parametrize(
    "args,expected",
    [
        (["simulate", "--players", "7"], "players must be 2 to 5"),
        (["simulate", "--games", "0"], "at least 1"),
        (["simulate", "--seed", "abc"], "whole number"),
        (["simulate", "--bot", "clever"], "unknown bot 'clever'"),
        (["simulate", "--players", "3", "--bot", "random,greedy"], "2 bots for 3 players"),
        (["replay", "/no/such/file.json", "--verify"], "no such file"),
        (["frobnicate"], "invalid choice"),
        (["report"], "no saved game"),
    ],
)
def test_bad_input_is_one_line_and_nonzero(args: list[str], expected: str) -> None:
    result = run(*args)
    assert result.returncode != 0
    assert expected in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    assert "Traceback" not in result.stderr


def test_a_bare_command_line_parses_as_the_parser_would_parse_it() -> None:
    # A bare ``kingsburg`` skips building the parser (its help texts cost the cold start).
    assert build_parser().parse_args([]) == NO_ARGUMENTS == parse_command_line([])
    assert parse_command_line([]) is not NO_ARGUMENTS  # a caller's change stays its own
    assert parse_command_line(["--plain"]) == build_parser().parse_args(["--plain"])


def test_help_lists_the_commands() -> None:
    result = run("--help")
    for command in ("simulate", "replay", "resume", "report"):
        assert command in result.stdout


def test_report_bundles_the_autosave(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from kingsburg.paths import autosave_path
    from kingsburg.record import save_record_atomic
    from kingsburg.simulate import play_game

    save_record_atomic(play_game(2, 1, ["random"] * 2).to_record(), autosave_path())
    assert main(["report"]) == 0
    path = Path(capsys.readouterr().out.strip())
    doc = json.loads(path.read_text())
    assert doc["kind"] == "kingsburg-bug-report"
    assert doc["python"] == sys.version.split()[0]
    assert doc["record"]["seed"] == 1


@pytest.fixture(scope="module")
def recorded(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("recs")
    main(["simulate", "--players", "3", "--games", "1", "--seed", "21", "--record", str(folder)])
    return folder / "game-21.json"


@pytest.mark.parametrize(
    "point,first_line",
    [
        ("0", "Year I, setup (after move 0 of "),
        ("40", "after move 40 of "),
        ("start", "Year I, King's Favor (start: the first decision, after move 2)"),
        ("end", "Year V, end of game (end: after move "),
        ("year 3 summer", "Year III, summer (start of year 3 summer, after move "),
        ("Year V Winter", "Year V, winter (start of year 5 winter, after move "),
        ("y2 autumn", "Year II, fall (start of year 2 fall, after move "),
    ],
)
def test_replay_at_every_kind_of_point(
    recorded: Path, point: str, first_line: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["replay", str(recorded), "--at", point]) == 0
    out = capsys.readouterr().out
    assert first_line in out.splitlines()[0]
    assert "Turn order:" in out and "Players:" in out and "Alice" in out
    if point != "0":
        assert "[secret] Enemy deck: I " in out


def test_replay_at_shows_the_board_mid_season(
    recorded: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = json.loads(recorded.read_text())
    n = next(i for i, m in enumerate(doc["moves"]) if ": influence " in m) + 1
    assert main(["replay", str(recorded), "--at", str(n)]) == 0
    out = capsys.readouterr().out
    assert "Dice on the advisors:\n" in out and "dice rolled " in out
    assert "influences the " in out.split("Last events:")[1]


@pytest.mark.parametrize(
    "point,message",
    [
        ("99999", "point 99999 is outside the game: it has moves 0 to "),
        ("year 6 spring", "there is no year 6"),
        ("year 2 monsoon", "'monsoon' is not a season"),
        ("banana", "cannot read the point 'banana'"),
        ("-3", "cannot read the point '-3'"),
    ],
)
def test_replay_at_bad_points_are_one_line(recorded: Path, point: str, message: str) -> None:
    result = run("replay", str(recorded), "--at", point)
    assert result.returncode == 1
    assert message in result.stderr and len(result.stderr.strip().splitlines()) == 1


def test_report_takes_the_newest_record_and_the_crash_log(
    capsys: pytest.CaptureFixture[str],
) -> None:
    import os

    from kingsburg.paths import autosave_path, home_dir
    from kingsburg.record import save_record_atomic
    from kingsburg.simulate import play_game

    save_record_atomic(play_game(2, 1, ["random"] * 2).to_record(), autosave_path())
    crash = save_record_atomic(
        play_game(3, 2, ["random"] * 3).to_record(), home_dir() / "crashes" / "crash-x.json"
    )
    os.utime(autosave_path(), (1, 1))  # the crash copy is newer
    (home_dir() / "logs").mkdir()
    (home_dir() / "logs" / "crash-x.log").write_text("Traceback: boom\n")
    assert main(["report"]) == 0
    doc = json.loads(Path(capsys.readouterr().out.strip()).read_text())
    assert doc["record_file"] == str(crash) and doc["record"]["seed"] == 2
    assert "boom" in doc["last_crash_log"]


def test_report_prefers_the_finished_game_and_takes_a_file(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A game played on from a replay (newer, unfinished) must not stand in for the game
    just finished; ``report FILE`` bundles that file."""
    import os

    from kingsburg.paths import autosave_path, home_dir
    from kingsburg.record import save_record_atomic
    from kingsburg.simulate import play_game

    done = save_record_atomic(
        play_game(2, 5, ["random"] * 2).to_record(), home_dir() / "games" / "done.json"
    )
    os.utime(done, (1, 1))
    save_record_atomic(play_game(2, 6, ["random"] * 2).to_record(), autosave_path())
    assert main(["report"]) == 0
    doc = json.loads(Path(capsys.readouterr().out.strip()).read_text())
    assert doc["record_file"] == str(done) and doc["record"]["seed"] == 5
    assert main(["report", str(autosave_path())]) == 0
    doc = json.loads(Path(capsys.readouterr().out.strip()).read_text())
    assert doc["record"]["seed"] == 6
    assert main(["report", str(home_dir() / "nope.json")]) == 1
    assert "no such file" in capsys.readouterr().err


def test_replay_at_prints_the_position_of_that_move(
    recorded: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from kingsburg.engine import from_position, position_text, state_hash
    from kingsburg.record import LiveGame, load_record

    assert main(["replay", str(recorded), "--at", "40"]) == 0
    out = capsys.readouterr().out
    text = out[out.index("kingsburg position") :]
    game = LiveGame.from_record(load_record(recorded), upto=40, draw_chance=False)
    assert text == position_text(game.state)
    assert state_hash(from_position(text)) == state_hash(game.state)


def test_simulate_gives_the_interval_of_the_mean_over_games() -> None:
    from kingsburg.simulate import Summary, mean_interval, summary_lines

    # Means 10, 12, 14: sd 2, half width 1.96 * 2 / sqrt(3) = 2.263...
    low, high = mean_interval([10.0, 12.0, 14.0]) or (0.0, 0.0)
    assert (round(low, 3), round(high, 3)) == (9.737, 14.263)
    assert mean_interval([5.0]) is None
    s = Summary(seats=2)
    s.games, s.vp, s.wins = 3, [9, 11, 12, 12, 14, 14], [1.5, 1.5]
    line = summary_lines(s, ["random", "random"], 1)[1]
    assert line == "VP per player: mean 12.00 (95 % interval 9.74-14.26)  min 9  max 14"


def test_version_is_the_one_records_store(capsys: pytest.CaptureFixture[str]) -> None:
    from kingsburg.record.format import engine_version

    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out == f"kingsburg {engine_version()}\n"
    assert engine_version() == "0.1.0"  # pyproject.toml reads it from kingsburg/__init__.py
