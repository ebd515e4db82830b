"""Replay in the app: stepping, seeking, jumps, play on, secrets, divergence, crashes."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path

import pytest
from textual.pilot import Pilot

from kingsburg.cli import main
from kingsburg.engine import state_hash
from kingsburg.errors import RecordError
from kingsburg.record import LiveGame, load_record, parse_move, save_record_atomic
from kingsburg.simulate import simulate
from kingsburg.tui.app import KingsburgApp, _run, run_replay
from kingsburg.tui.replay import ReplayModel
from kingsburg.tui.screens.game import GameScreen
from kingsburg.tui.screens.replay import ConfirmPlayOn, GoToMoveDialog, ReplayPanel, ReplayScreen
from kingsburg.tui.session import GameSession
from kingsburg.tui.widgets.panel import TextPanel
from kingsburg.tui.widgets.replay_log import ReplayLog

from .helpers import screen_text

pytestmark = pytest.mark.timeout(120)


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv("KINGSBURG_HOME", str(home))
    return home


def _record(tmp_path: Path, players: int, seed: int, modules: tuple[int, ...] = ()) -> Path:
    out = tmp_path / f"recs-{players}-{seed}"
    out.mkdir()
    simulate(players, 1, seed, ["random"] * players, out, modules, ())
    return out / f"game-{seed}.json"


@pytest.fixture(scope="module")
def five(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _record(tmp_path_factory.mktemp("five"), 5, 3)


@pytest.fixture(scope="module")
def tokens(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _record(tmp_path_factory.mktemp("tokens"), 3, 5, (5, 6))


def _check_state(screen: ReplayScreen, k: int) -> None:
    assert screen.model.position == k
    want = LiveGame.from_record(screen.model.record, upto=k, draw_chance=False)
    assert state_hash(screen.session.state) == state_hash(want.state)
    assert screen.session.game.log == want.log


def _status(screen: ReplayScreen) -> str:
    return screen.query_one("#status", TextPanel).text.plain


async def _open(app: KingsburgApp, pilot: Pilot[int]) -> ReplayScreen:
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, ReplayScreen)
    return screen


def test_replay_opens_with_a_banner_and_steps(five: Path) -> None:
    before = five.read_bytes()

    async def body() -> None:
        app = KingsburgApp(replay=ReplayModel.open(five))
        async with app.run_test(size=(120, 40)) as pilot:
            screen = await _open(app, pilot)
            m = screen.model
            start = m.start_position()
            _check_state(screen, start)
            status = _status(screen)
            assert "REPLAY" in status and "read-only" in status
            assert five.name in status and "seed 3" in status and "no modules" in status
            assert f"move {start} of {m.total}" in status
            await pilot.press("right")
            _check_state(screen, start + 1)
            log = _shown_text(screen)
            assert "▶" in log  # the current move is marked
            panel = " ".join(screen.query_one(ReplayPanel).text.plain.split())
            assert f"Move {start + 1} of {m.total}" in panel
            line = m.record.moves[start]
            assert line.split(": ", 1)[1] in panel  # the move shown, as recorded
            await pilot.press("right", "right", "left")
            _check_state(screen, start + 2)
            for _ in range(start + 4):
                await pilot.press("left")
            _check_state(screen, 0)  # not below the first position
            assert "Nothing has happened yet" in _shown_text(screen)
            # nothing can be played in a replay
            assert app.session is None
            await pilot.press("1", "enter", "u")
            _check_state(screen, 0)

    asyncio.run(body())
    assert five.read_bytes() == before


def test_jumps_by_season_year_start_end_and_move_number(five: Path) -> None:
    async def body() -> None:
        app = KingsburgApp(replay=ReplayModel.open(five))
        async with app.run_test(size=(120, 40)) as pilot:
            screen = await _open(app, pilot)
            m = screen.model
            await pilot.press("end")
            _check_state(screen, m.limit)
            assert "end of game" in _status(screen)
            await pilot.press("home")
            _check_state(screen, m.start_position())
            await pilot.press("home")
            _check_state(screen, 0)
            # seasons: each stop is the first move of a season
            await pilot.press("down")
            k = screen.model.position
            assert k in m.season_stops and k > 0
            assert m.record.moves[k].startswith("Y1 spring ")
            assert "Year I, spring" in _status(screen)
            await pilot.press("down")
            assert m.record.moves[screen.model.position].startswith("Y1 summer ")
            await pilot.press("up")
            assert screen.model.position == k
            # years
            await pilot.press("pagedown")
            k = screen.model.position
            assert m.record.moves[k].startswith("Y2 ")
            assert not m.record.moves[k - 1].startswith("Y2")
            await pilot.press("pagedown", "pagedown")
            assert m.record.moves[screen.model.position].startswith("Y4 ")
            await pilot.press("pageup")
            assert m.record.moves[screen.model.position].startswith("Y3 ")
            _check_state(screen, screen.model.position)
            # a move number, typed in a small dialog
            await pilot.press("g")
            assert isinstance(app.screen, GoToMoveDialog)
            await pilot.press(*["backspace"] * 4, "9", "9", "9", "9", "enter")
            assert isinstance(app.screen, GoToMoveDialog)  # out of range: it says so
            assert "outside the game" in screen_text(app)
            await pilot.press(*["backspace"] * 4, "1", "2", "3", "enter")
            await pilot.pause()
            assert app.screen is screen
            _check_state(screen, 123)
            await pilot.press("g", "escape")
            assert app.screen is screen and screen.model.position == 123
            # the same points as ``replay --at``: a season, start, end
            await pilot.press("g", *["backspace"] * 4, *"year 2 fall", "enter")
            await pilot.pause()
            k = screen.model.position
            assert m.record.moves[k].startswith("Y2 fall ")
            assert not m.record.moves[k - 1].startswith("Y2 fall ")
            await pilot.press("g", *["backspace"] * 4, *"end", "enter")
            await pilot.pause()
            assert screen.model.position == m.limit
            await pilot.press("g", *["backspace"] * 4, *"year 9 fall", "enter")
            assert "There is no year 9" in screen_text(app)
            await pilot.press("escape")

    asyncio.run(body())


def test_seeking_is_quick(five: Path) -> None:
    model = ReplayModel.open(five)
    worst = 0.0
    for k in (0, model.limit, 1, model.limit - 1, model.limit // 2, model.limit, 0):
        t = time.perf_counter()
        model.seek(k)
        worst = max(worst, time.perf_counter() - t)
    assert worst < 0.05, f"a seek took {worst * 1000:.1f} ms"
    # and every position is the same as a replay from the start
    for k in range(0, model.limit + 1, 37):
        want = LiveGame.from_record(model.record, upto=k, draw_chance=False)
        assert state_hash(model.seek(k).state) == state_hash(want.state)


def test_secrets_are_shown_and_marked(tokens: Path) -> None:
    record = load_record(tokens)
    picks = [k for k, line in enumerate(record.moves, start=1) if ": token " in line]
    assert picks

    async def body() -> None:
        app = KingsburgApp(replay=ReplayModel.open(tokens))
        async with app.run_test(size=(120, 40)) as pilot:
            screen = await _open(app, pilot)
            assert "module 5, module 6" in _status(screen)
            screen.go(picks[0])
            await pilot.pause()
            who = record.moves[picks[0] - 1].split(": ")[0].split(" ")[-1]
            log = " ".join(_shown_text(screen).split())
            assert f"(secret) only {who} saw: {who}'s soldier token" in log
            panel = " ".join(screen.query_one(ReplayPanel).text.plain.split())
            assert "(secret)" in panel and f"{who}: soldier token this winter" in panel
            assert "enemies face down" in panel  # the deck, hidden from the table in play

    asyncio.run(body())


def test_play_on_from_here(five: Path, _home: Path) -> None:
    before = five.read_bytes()
    # an unfinished game in the autosave is kept, not lost
    other = GameSession.new(["Ann", "Ben"], 99)
    assert other.autosave_file.exists()
    other_bytes = other.autosave_file.read_bytes()
    other.close()  # its app has quit: a game still running would keep its autosave

    async def body() -> None:
        app = KingsburgApp(replay=ReplayModel.open(five))
        async with app.run_test(size=(120, 40)) as pilot:
            screen = await _open(app, pilot)
            m = screen.model
            # a point where dice are due: play on moves on to the next decision and says so
            k = next(s for s in m.season_stops if parse_move(m.record.moves[s]).chance)
            screen.go(k)
            await pilot.press("p")
            await pilot.pause()
            assert isinstance(app.screen, ConfirmPlayOn)
            j = screen.model.position
            assert j > k and not parse_move(m.record.moves[j]).chance
            assert f"Moved forward to move {j}" in screen_text(app)
            await pilot.press("escape")
            assert app.screen is screen  # still the replay
            await pilot.press("p", "enter")
            await pilot.pause()
            assert isinstance(app.screen, GameScreen)
            assert not isinstance(app.screen, ReplayScreen)
            assert app.session is not None
            assert app.session.game.moves == m.record.moves[:j]
            assert app.session.turn().kind == "decision"
            saved = load_record(_home / "autosave.json")
            assert saved.moves == m.record.moves[:j] and saved.seed == m.record.seed
            # the new game goes on as a live game
            await pilot.press("1")
            await pilot.pause()
            assert app.session.moves > j
            assert len(load_record(_home / "autosave.json").moves) > j

    asyncio.run(body())
    assert five.read_bytes() == before
    kept = list((_home / "saves").glob("autosave-kept-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == other_bytes


def test_play_on_from_the_autosave_itself_leaves_it_alone(tmp_path: Path, _home: Path) -> None:
    session = GameSession.new(["Ann", "Ben"], 7)
    while session.moves < 30:
        if session.held:
            session.confirm()
        else:
            session.decide(session.legal()[0])
    path = session.autosave_file
    before = path.read_bytes()

    async def body() -> None:
        app = KingsburgApp(replay=ReplayModel.open(path))
        async with app.run_test(size=(120, 40)) as pilot:
            screen = await _open(app, pilot)
            screen.go(screen.model.start_position() + 1)
            await pilot.press("p", "enter")
            await pilot.pause()
            assert isinstance(app.screen, GameScreen) and app.session is not None
            await pilot.press("1")
            await pilot.pause()

    asyncio.run(body())
    assert path.read_bytes() == before
    branches = list((_home / "saves").glob("kingsburg-*-move*.json"))
    assert len(branches) == 1
    assert load_record(branches[0]).seed == 7


def test_play_on_at_the_end_of_a_finished_game_is_refused(five: Path) -> None:
    async def body() -> None:
        app = KingsburgApp(replay=ReplayModel.open(five))
        async with app.run_test(size=(120, 40)) as pilot:
            screen = await _open(app, pilot)
            await pilot.press("end", "p")
            await pilot.pause()
            assert app.screen is screen
            assert any("nothing left to play" in n.message for n in app._notifications)

    asyncio.run(body())


def test_a_divergent_record_opens_at_the_divergence(five: Path, tmp_path: Path) -> None:
    doc = json.loads(five.read_text(encoding="utf-8"))
    bad = next(k for k in range(60, len(doc["moves"])) if not parse_move(doc["moves"][k]).chance)
    prefix = doc["moves"][bad].split(": ", 1)[0]
    doc["moves"][bad] = f"{prefix}: build cathedral"  # not possible this early
    path = tmp_path / "diverges.json"
    path.write_text(json.dumps(doc), encoding="utf-8")

    async def body() -> None:
        app = KingsburgApp(replay=ReplayModel.open(path))
        async with app.run_test(size=(120, 40)) as pilot:
            screen = await _open(app, pilot)
            assert screen.model.limit == bad
            _check_state(screen, bad)
            assert f"diverges at move {bad + 1}" in _status(screen)
            panel = " ".join(screen.query_one(ReplayPanel).text.plain.split())
            assert f"at move {bad + 1}" in panel
            assert any("stops matching" in n.message for n in app._notifications)
            await pilot.press("right")
            _check_state(screen, bad)  # not past the divergence
            await pilot.press("home")
            _check_state(screen, screen.model.start_position())

    asyncio.run(body())


def test_bad_files_are_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    garbage = tmp_path / "garbage.json"
    garbage.write_text('{"format": "kingsburg-record", "format_version": 1, "seed": ', "utf-8")
    newer = tmp_path / "newer.json"
    newer.write_text('{"format": "kingsburg-record", "format_version": 99}', "utf-8")
    for path, words in (
        (tmp_path / "missing.json", "no such file"),
        (garbage, "broken JSON"),
        (newer, "format 99"),
        (tmp_path, "folder"),
    ):
        with pytest.raises(RecordError, match=words):
            run_replay(path)  # the CLI's boundary turns it into one line:
        assert main(["replay", str(path)]) == 1
        err = capsys.readouterr().err
        lines = err.strip().splitlines()
        assert len(lines) == 1 and words in lines[0] and lines[0].startswith("kingsburg: "), err
        assert "Traceback" not in err


def _crash_check(home: Path, err: str, record_name: str) -> Path:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    line = lines[0]
    assert "unexpected error" in line and "RuntimeError: injected" in line
    log = next((home / "logs").glob("crash-*.log"))
    assert str(log) in line
    text = log.read_text(encoding="utf-8")
    assert "Traceback" in text and "injected" in text
    copy = next((home / "crashes").glob("crash-*.json"))
    assert str(copy) in line
    load_record(copy)  # a readable record
    assert record_name in line
    return copy


def test_an_error_in_the_game_saves_it_and_says_one_line(
    _home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    session = GameSession.new(["Ann", "Ben", "Cid"], 11)
    while session.moves < 25:
        if session.held:
            session.confirm()
        else:
            session.decide(session.legal()[-1])
    moves = list(session.game.moves)
    session.close()  # as when its app quit: the next app resumes it

    def boom(self: GameScreen) -> None:
        raise RuntimeError("injected failure")

    monkeypatch.setattr(GameScreen, "action_rule", boom)

    async def pilot_keys(pilot: Pilot[int]) -> None:
        await pilot.pause()
        await pilot.press("1")  # one more decision, autosaved
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        pilot.app.exit()  # only reached if nothing failed

    app = KingsburgApp(resume=True)
    code = _run(app, headless=True, size=(120, 40), auto_pilot=pilot_keys)
    assert code == 1
    err = capsys.readouterr().err
    copy = _crash_check(_home, err, str(_home / "autosave.json"))
    assert "kingsburg report" in err
    saved = load_record(_home / "autosave.json")
    assert saved.moves[: len(moves)] == moves and len(saved.moves) > len(moves)
    assert load_record(copy).moves == saved.moves
    LiveGame.from_record(saved)  # it replays
    from kingsburg.report import write_report

    assert write_report().exists()


def test_an_error_in_a_replay_says_one_line(
    five: Path, _home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def boom(self: ReplayScreen) -> None:
        raise RuntimeError("injected failure in replay")

    monkeypatch.setattr(ReplayScreen, "action_goto", boom)

    async def pilot_keys(pilot: Pilot[int]) -> None:
        await pilot.pause()
        await pilot.press("right", "g")
        await pilot.pause()
        pilot.app.exit()  # only reached if nothing failed

    code = run_replay(five, headless=True, size=(120, 40), auto_pilot=pilot_keys)
    assert code == 1
    copy = _crash_check(_home, capsys.readouterr().err, "crash-")
    assert load_record(copy).moves == load_record(five).moves


def test_record_survives_save_of_branch(five: Path, tmp_path: Path) -> None:
    """The branch record is a new object: the replayed record keeps all its moves."""
    model = ReplayModel.open(five)
    branch = model.branch_record(40)
    assert len(branch.moves) == 40 and len(model.record.moves) == model.total
    save_record_atomic(branch, tmp_path / "b.json")
    assert load_record(tmp_path / "b.json").moves == model.record.moves[:40]


def _shown_text(screen: ReplayScreen) -> str:
    """The text of the log that the layout shows."""
    log = screen.shown_log
    assert isinstance(log, ReplayLog)
    return log.text.plain
