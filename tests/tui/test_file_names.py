"""Issue 21, item 7: a file name holding terminal escapes (set the title, clear the screen)
is shown escaped, as the command line shows it, wherever the app shows a path."""

from __future__ import annotations

import asyncio
import os
import shutil
from pathlib import Path

import pytest
from textual.widgets import OptionList

from kingsburg.simulate import simulate
from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.replay import ReplayModel
from kingsburg.tui.screens.open_record import OpenRecordDialog
from kingsburg.tui.screens.replay import ConfirmPlayOn, ReplayScreen
from kingsburg.tui.screens.setup import SetupScreen
from kingsburg.tui.session import GameSession

from .helpers import screen_lines, settle

pytestmark = pytest.mark.timeout(120)

NAME = "x\x1b]0;HACKED\x07\x1b[2J.json"
SHOWN = "x\\x1b]0;HACKED\\x07\\x1b[2J.json"


def assert_escaped(text: str) -> None:
    assert SHOWN in text, text
    assert "\x1b" not in text and "\x07" not in text


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv("KINGSBURG_HOME", str(home))
    return home


def test_the_replay_banner_and_the_play_on_dialog(home: Path, tmp_path: Path) -> None:
    simulate(2, 1, 5, ["random", "random"], tmp_path, (), ())
    path = tmp_path / NAME
    (tmp_path / "game-5.json").rename(path)

    async def body() -> None:
        app = KingsburgApp(replay=ReplayModel.open(path))
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, ReplayScreen)
            assert_escaped(screen._banner().plain)
            assert_escaped(app.sub_title)
            assert "\x1b" not in screen_lines(app)
            screen.go(3)
            await pilot.press("p")
            await pilot.pause()
            assert isinstance(app.screen, ConfirmPlayOn)
            assert_escaped(screen_lines(app))

    asyncio.run(body())


def test_the_setup_screens_saved_games_and_records(home: Path) -> None:
    session = GameSession.new(["Ann", "Ben"], 7)  # an unfinished game, autosaved
    (home / "saves").mkdir()
    shutil.move(session.autosave_file, home / "saves" / NAME)
    os.utime(home / "saves" / NAME)

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot, app)
            screen = app.screen
            assert isinstance(screen, SetupScreen)
            screen.query_one("#saves", OptionList).focus()
            await pilot.press("delete")  # asks before deleting, naming the file
            await pilot.pause()
            assert_escaped(screen_lines(app))
            await pilot.press("ctrl+o")  # the list of records to replay
            await pilot.pause()
            assert isinstance(app.screen, OpenRecordDialog)
            assert_escaped(screen_lines(app))

    asyncio.run(body())
    assert (home / "saves" / NAME).exists()  # asked once, not deleted
