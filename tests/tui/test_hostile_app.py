"""Issue 10 in the app: markup in records, FIFOs and damaged side files, homes that cannot
be written, a resize behind the rules screen. Driven with Textual's Pilot."""

from __future__ import annotations

import asyncio
import dataclasses
import errno
import json
import os
from pathlib import Path

import pytest
from textual.pilot import Pilot
from textual.widgets._toast import Toast

from kingsburg.record import GameRecord, LiveGame, save_record_atomic
from kingsburg.simulate import play_game
from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.replay import ReplayModel
from kingsburg.tui.screens.game import GameScreen
from kingsburg.tui.screens.replay import ReplayScreen
from kingsburg.tui.screens.rules_help import RulesHelpScreen
from kingsburg.tui.screens.setup import SetupScreen
from kingsburg.tui.screens.too_small import TooSmallScreen
from kingsburg.tui.widgets.decision_panel import DecisionPanel

from .helpers import press_choice, settle, start_game

pytestmark = pytest.mark.timeout(120)

HOSTILE = ("[/bold]", "[@click=app.quit]CLICK[/]")


@pytest.fixture(scope="module")
def record() -> GameRecord:
    return play_game(2, 11, ["random", "random"]).to_record()


def home() -> Path:
    return Path(os.environ["KINGSBURG_HOME"])


def with_move(record: GameRecord, text: str) -> GameRecord:
    """The record with its first decision replaced by ``text`` (so it diverges there)."""
    i = next(k for k, m in enumerate(record.moves) if " chance: " not in m)
    rec = dataclasses.replace(record, moves=list(record.moves))
    rec.moves[i] = f"{rec.moves[i].split(': ')[0]}: {text}"
    return rec


def unfinished(record: GameRecord) -> GameRecord:
    """An autosave: the game cut right after a decision in year 2."""
    cut = next(k for k, m in enumerate(record.moves) if m.startswith("Y2 spring")) + 1
    while " chance: " in record.moves[cut - 1]:
        cut += 1
    return LiveGame.from_record(record, upto=cut, draw_chance=False).to_record()


async def toasts(pilot: Pilot[int], app: KingsburgApp) -> list[str]:
    """The text of the notifications on screen, once they are there."""
    for _ in range(100):
        found = [t.render().plain for t in app.screen.query(Toast)]
        if found:
            return found
        await pilot.pause(0.05)
    return []


def notes(app: KingsburgApp) -> list[str]:
    return [n.message for n in app._notifications]


# --- 8, 9: markup in a record ---------------------------------------------------------------


@pytest.mark.parametrize("text", HOSTILE)
def test_markup_in_a_replayed_record_is_shown_as_written(
    text: str, record: GameRecord, tmp_path: Path
) -> None:
    path = tmp_path / "r.json"
    save_record_atomic(with_move(record, text), path)

    async def body() -> None:
        app = KingsburgApp(replay=ReplayModel.open(path))
        async with app.run_test(size=(120, 40), notifications=True) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, ReplayScreen)
            shown = await toasts(pilot, app)
            assert any(text.lower() in t.lower() and "diverges" in t for t in shown), shown
            for toast in app.screen.query(Toast):
                await pilot.click(toast)  # a link would run app.quit
            await pilot.pause()
            assert app.is_running and isinstance(app.screen, ReplayScreen)
        assert not app.crash_line

    asyncio.run(body())


@pytest.mark.parametrize("text", HOSTILE)
def test_markup_in_the_autosave_on_resume(text: str, record: GameRecord) -> None:
    save_record_atomic(with_move(unfinished(record), text), home() / "autosave.json")

    async def body() -> None:
        app = KingsburgApp(resume=True)
        async with app.run_test(size=(120, 40), notifications=True) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, SetupScreen)
            shown = await toasts(pilot, app)
            assert any(text.lower() in t.lower() for t in shown), shown
        assert not app.crash_line

    asyncio.run(body())
    assert list(home().glob("autosave.damaged-*.json"))  # set aside, not lost


# --- 7, 10: what lies where the autosave should be ------------------------------------------


@pytest.mark.parametrize("resume", [True, False])
def test_a_fifo_as_the_autosave(resume: bool) -> None:
    home().mkdir(parents=True)
    os.mkfifo(home() / "autosave.json")

    async def body() -> None:
        app = KingsburgApp(resume=resume)
        async with app.run_test(size=(120, 40), notifications=True) as pilot:
            await settle(pilot, app)
            screen = app.screen
            assert isinstance(screen, SetupScreen) and screen.check is not None
            assert "not a regular file" in screen.check.problem
            await pilot.press("ctrl+q")
        assert app.return_code in (0, None)

    asyncio.run(asyncio.wait_for(body(), 60))


@pytest.mark.parametrize("kind", ["fifo", "/dev/zero"])
def test_a_fifo_or_a_device_as_the_settings_file(kind: str) -> None:
    """Issue 21, item 6: settings.json is read as every other file is."""
    home().mkdir(parents=True)
    settings = home() / "settings.json"
    if kind == "fifo":
        os.mkfifo(settings)
    else:
        settings.symlink_to("/dev/zero")

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40), notifications=True) as pilot:
            await settle(pilot, app)
            assert isinstance(app.screen, SetupScreen)
            await pilot.press("ctrl+q")
        assert app.return_code in (0, None)

    asyncio.run(asyncio.wait_for(body(), 30))


def test_a_deeply_nested_styles_file_falls_back_to_the_default_styles(record: GameRecord) -> None:
    save_record_atomic(unfinished(record), home() / "autosave.json")
    (home() / "autosave.styles.json").write_text("[" * 100_000 + "]" * 100_000, "utf-8")

    async def body() -> None:
        app = KingsburgApp(resume=True)
        async with app.run_test(size=(120, 40), notifications=True) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, GameScreen)
            assert app.screen.session.moves == len(unfinished(record).moves)

    asyncio.run(body())


# --- 11: homes that cannot be used ----------------------------------------------------------


def test_a_file_as_the_home_is_said_at_start_and_play_goes_on(tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("not a folder", "utf-8")
    os.environ["KINGSBURG_HOME"] = str(blocker)  # the autouse fixture restores it

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40), notifications=True) as pilot:
            await settle(pilot, app)
            said = [n for n in notes(app) if "cannot be saved" in n]
            assert said and str(blocker) in said[0] and "folder" in said[0]
            await start_game(pilot, app, 2, 4)
            screen = app.screen
            assert isinstance(screen, GameScreen)
            before = screen.session.moves
            await press_choice(pilot, 0)
            await pilot.pause()
            assert app.is_running and screen.session.moves > before
            assert any("Saving the game to" in n for n in notes(app))
        assert not app.crash_line

    asyncio.run(body())


def test_a_full_disk_mid_game_loses_no_move(monkeypatch: pytest.MonkeyPatch) -> None:
    import kingsburg.tui.session as session_module

    real = session_module.save_record_atomic

    def full(*_: object, **__: object) -> Path:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40), notifications=True) as pilot:
            await start_game(pilot, app, 2, 6)
            screen = app.screen
            assert isinstance(screen, GameScreen)
            monkeypatch.setattr(session_module, "save_record_atomic", full)
            before = screen.session.moves
            await press_choice(pilot, 0)
            await pilot.pause()
            assert app.is_running and app.screen is screen and screen.session.moves > before
            failed = [n for n in notes(app) if "No space left on device" in n]
            assert failed and "try to save there again" in failed[0]
            assert str(home() / "autosave.json") in failed[0]
            monkeypatch.setattr(session_module, "save_record_atomic", real)
            panel = screen.query_one(DecisionPanel)
            assert panel.current()
            await press_choice(pilot, 0)
            await pilot.pause()
            assert any("Saving works again" in n for n in notes(app))
            saved = json.loads((home() / "autosave.json").read_text("utf-8"))
            assert saved["moves"] == screen.session.game.moves
        assert not app.crash_line

    asyncio.run(body())


# --- 14: a resize while the rules are open --------------------------------------------------


def test_resize_behind_the_rules_screen() -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(40, 10)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TooSmallScreen)
            await pilot.press("f1")  # the rules open (covered by "too small" again)
            await pilot.pause()
            await pilot.resize_terminal(120, 40)
            await pilot.pause()
            assert isinstance(app.screen, RulesHelpScreen)
            await pilot.press("escape")
            await pilot.pause()
            await pilot.pause()
            assert not any(isinstance(s, TooSmallScreen) for s in app.screen_stack)
            assert isinstance(app.screen, SetupScreen)

    asyncio.run(body())


def test_quitting_with_unsaved_moves_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from kingsburg.tui.app import _run

    blocker = tmp_path / "blocker"
    blocker.write_text("not a folder", "utf-8")
    os.environ["KINGSBURG_HOME"] = str(blocker)

    async def keys(pilot: Pilot[int]) -> None:
        app = pilot.app
        assert isinstance(app, KingsburgApp)
        await start_game(pilot, app, 2, 8)
        await press_choice(pilot, 0)
        await pilot.pause()
        app.exit()

    code = _run(KingsburgApp(), headless=True, size=(120, 40), auto_pilot=keys)
    err = capsys.readouterr().err
    assert code == 0
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("kingsburg: the last moves of the game were not")
    assert str(blocker) in lines[0]
