"""Replaying a saved game from the setup screen (the only way to replay in a browser)."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import pytest
from textual.widgets import OptionList, Static

from kingsburg.simulate import simulate
from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.screens.open_record import OpenRecordDialog, saved_records
from kingsburg.tui.screens.replay import ReplayScreen
from kingsburg.tui.screens.setup import SetupScreen

from .helpers import settle

pytestmark = pytest.mark.timeout(120)


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv("KINGSBURG_HOME", str(home))
    (home / "games").mkdir(parents=True)
    (home / "saves").mkdir()
    simulate(2, 1, 7, ["random", "random"], home / "games", (), ())
    (home / "saves" / "broken.json").write_text("{ not a record", encoding="utf-8")
    (home / "saves" / "notes.txt").write_text("not a record either", encoding="utf-8")
    os.mkfifo(home / "saves" / "fifo.json")  # never offered: opening it would hang
    os.utime(home / "games" / "game-7.json", (1_000_000_000, 1_000_000_000))
    os.utime(home / "saves" / "broken.json", (1_100_000_000, 1_100_000_000))
    return home


def test_saved_records_lists_the_homes_records_newest_first(home: Path) -> None:
    assert saved_records(home) == [home / "saves" / "broken.json", home / "games" / "game-7.json"]
    (home / "autosave.json").write_text("{}", encoding="utf-8")
    assert saved_records(home)[0] == home / "autosave.json"
    assert saved_records(home / "missing") == []


def test_a_record_picked_on_the_setup_screen_opens_in_replay(home: Path) -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot, app)
            await pilot.click("#open-record")  # the mouse opens the list ...
            await pilot.pause()
            dialog = app.screen
            assert isinstance(dialog, OpenRecordDialog)
            options = dialog.query_one(OptionList)
            assert options.option_count == 2
            assert "broken.json" in str(options.get_option_at_index(0).prompt)
            await pilot.press("escape")
            assert isinstance(app.screen, SetupScreen)

            await pilot.press("ctrl+o")  # ... and so does a key
            await pilot.pause()
            dialog = app.screen
            assert isinstance(dialog, OpenRecordDialog)
            await pilot.press("enter")  # the broken record: one line, the list stays
            await pilot.pause()
            assert app.screen is dialog
            error = str(dialog.query_one("#open-error", Static).render())
            assert "broken.json" in error and "\n" not in error
            await pilot.press("down", "enter")
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, ReplayScreen)
            assert screen.model.path == home / "games" / "game-7.json"
            assert app.replay is screen.model and app.session is None
            assert len(app.screen_stack) == 2  # the setup screen is gone: q quits, as in replay

    asyncio.run(body())


def test_with_no_saved_games_the_list_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("KINGSBURG_HOME", str(tmp_path / "empty"))

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot, app)
            await pilot.press("ctrl+o")
            await pilot.pause()
            dialog = app.screen
            assert isinstance(dialog, OpenRecordDialog)
            assert not dialog.query(OptionList)
            text = " ".join(str(w.render()) for w in dialog.query(Static))
            assert "No saved games yet" in text
            await pilot.press("escape")
            assert isinstance(app.screen, SetupScreen)

    asyncio.run(body())


def test_f2_draws_a_new_seed_as_ctrl_n_does(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """F2 is there for browsers, where ctrl+n opens a new window."""
    from textual.widgets import Input

    monkeypatch.setenv("KINGSBURG_HOME", str(tmp_path / "empty"))
    monkeypatch.setattr("kingsburg.tui.screens.setup.random_seed", iter([111, 222]).__next__)

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot, app)
            seed = app.screen.query_one("#seed", Input)
            await pilot.press("f2")
            assert seed.value == "222"  # 111 was the first seed shown

    asyncio.run(body())
