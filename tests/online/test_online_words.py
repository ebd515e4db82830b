"""What a seat of an online table reads in the app, against a real host on 127.0.0.1: no
hot-seat words (nobody looks away at one's own screen), why an undo is refused, the
computers' reasons right after their own moves, and the link kept off the command line."""

from __future__ import annotations

import asyncio
import io
from pathlib import Path

import aiohttp
import pytest

from kingsburg.cli import main
from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.remote import RemoteSession, first_update
from kingsburg.tui.screens.game import GameScreen

from ..tui.helpers import press_choice, screen_lines
from .helpers import Client, HostProcess
from .helpers import wait_until as _wait

pytestmark = pytest.mark.timeout(300)


def _notes(app: KingsburgApp) -> list[str]:
    return [n.message for n in app._notifications]


def test_a_refused_undo_says_another_player_moved(tmp_path: Path) -> None:
    host = HostProcess(
        tmp_path / "home", "--seats", "person,person", "--names", "Ann,Bruno", "--seed", "2",
        "--port", "0",
    )  # fmt: skip

    async def run() -> None:
        remote = RemoteSession(host.links["Ann"], await first_update(host.links["Ann"]))
        app = KingsburgApp(remote=remote)
        async with aiohttp.ClientSession() as http, app.run_test(size=(130, 42)) as pilot:
            bruno = await Client.join(http, host.links["Bruno"])
            await _wait(pilot, lambda: remote.controls(0), "Ann's turn")
            at = remote.moves
            await pilot.press("1")  # (seed 2: Ann first in the King's Favor)
            while not (bruno.last and bruno.last.moves):
                await bruno.receive()
            await bruno.send({"type": "move", "move": "take wood"})
            await _wait(pilot, lambda: remote.moves > at + 1, "Bruno's move")
            await pilot.press("u")
            await pilot.pause(0.2)
            assert "Nothing to undo: Bruno has played since your last decision." in (_notes(app))
            assert not any("dice or a card" in n for n in _notes(app))
            await bruno.ws.close()
            await _wait(pilot, lambda: "Bruno is disconnected" in screen_lines(app), "the leave")

    asyncio.run(run())
    host.stop()


def test_a_secret_token_at_ones_own_screen_needs_nobody_to_look_away(tmp_path: Path) -> None:
    """Module 5: Ann picks her soldier token at her own screen: the prompt asks nobody to
    look away and no privacy screen comes up; the computers' reasons come right after
    their own moves in her log."""
    host = HostProcess(
        tmp_path / "home", "--seats", "person,solid", "--names", "Ann,Cleo", "--seed", "4",
        "--module", "5", "--port", "0",
    )  # fmt: skip

    async def run() -> None:
        remote = RemoteSession(host.links["Ann"], await first_update(host.links["Ann"]))
        app = KingsburgApp(remote=remote)
        async with app.run_test(size=(130, 42)) as pilot:
            for _ in range(400):  # Ann takes her first choice until a token is hers to pick
                await _wait(pilot, lambda: remote.controls(remote.turn().player), "Ann's turn")
                if not isinstance(app.screen, GameScreen):  # e.g. a battle's result
                    await pilot.press("enter")
                    await pilot.pause(0.1)
                    continue
                if remote.turn().secret:
                    break
                before = remote.moves
                await press_choice(pilot, 0)
                # (a screen that came up meanwhile, a battle's, took the key: pressed again)
                await _wait(
                    pilot,
                    lambda: remote.moves > before or not isinstance(app.screen, GameScreen),  # noqa: B023
                    "her move",
                )
            else:
                raise AssertionError("no soldier token to pick")
            await pilot.pause(0.3)
            assert isinstance(app.screen, GameScreen)  # no privacy screen
            lines = screen_lines(app)
            assert "the others see only that you picked one" in " ".join(lines.split())
            assert "look away" not in lines
            await pilot.press("p")  # her secrets, at once: nobody else is at this screen
            await pilot.pause(0.3)
            assert "look away" not in screen_lines(app)
            # Each computer's reason follows its own move's events, not later ones.
            log = remote.public_log()
            numbers = [n for n, _ in log]
            assert numbers == sorted(numbers)
            reasons = [k for k, (_, e) in enumerate(log) if e.kind == "reason"]
            assert reasons, "Cleo gave no reason"
            for k in reasons:
                assert log[k - 1][0] == log[k][0], (log[k - 1], log[k])

    asyncio.run(run())
    host.stop()


def test_join_reads_its_link_from_a_file_or_standard_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The link never needs to be on the command line (in every user's process list): a
    link the host does not know, read from a file and from standard input, gets the host's
    own answer, so it was read and tried."""
    monkeypatch.delenv("KINGSBURG_JOIN_LINK", raising=False)
    host = HostProcess(tmp_path / "home", "--seats", "person,solid", "--seed", "3", "--port", "0")
    (link,) = host.links.values()
    wrong = link[:-3] + "xyz"
    port = link.split("/")[2]
    answer = f"kingsburg: the host at {port} has no such seat (a wrong or old link?)\n"
    try:
        path = tmp_path / "link.txt"
        path.write_text(wrong + "\n", encoding="utf-8")
        assert main(["join", "--link-file", str(path)]) == 1
        assert capsys.readouterr().err == answer
        monkeypatch.setattr("sys.stdin", io.StringIO(wrong + "\n"))
        assert main(["join", "-"]) == 1
        assert capsys.readouterr().err == answer
        assert main(["join", "--link-file", str(tmp_path / "none.txt")]) == 1
        assert capsys.readouterr().err.startswith("kingsburg: cannot read the link from ")
    finally:
        host.stop()
