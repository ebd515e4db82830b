"""Hosting an online table from the setup screen: a real ``kingsburg host`` child process,
its links on screen (joinable by a protocol client), the host's own seat played in the same
app, the child stopped when the app quits; problems are one line on screen."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

import aiohttp
import pytest
from textual.pilot import Pilot
from textual.widgets import Button, Input, Static, TextArea

from kingsburg.errors import KingsburgError
from kingsburg.record import load_record
from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.hosting import HostedTable, TableChoice
from kingsburg.tui.remote import RemoteSession
from kingsburg.tui.screens.game import GameScreen
from kingsburg.tui.screens.hosted import ConfirmEndTable, HostedScreen
from kingsburg.tui.screens.setup import SetupScreen
from kingsburg.tui.widgets.cycler import Cycler
from kingsburg.tui.widgets.toggle import Toggle

from ..tui.helpers import screen_lines
from .helpers import Client
from .helpers import wait_until as _wait

pytestmark = pytest.mark.timeout(300)


async def _setup(pilot: Pilot[int], app: KingsburgApp) -> SetupScreen:
    """The setup screen, once its options (read from the game's data) are on it."""
    await _wait(pilot, lambda: isinstance(app.screen, SetupScreen), "the setup screen")
    screen = app.screen
    assert isinstance(screen, SetupScreen)
    await _wait(pilot, lambda: bool(screen.query("#module-5")), "the modules")
    return screen


async def _press_host(pilot: Pilot[int], app: KingsburgApp) -> None:
    """Tab to the button (below the fold at this size) and press it."""
    button = app.screen.query_one("#host-online", Button)
    button.focus()
    await pilot.pause()
    await pilot.press("enter")


def _setup_error(app: KingsburgApp) -> str:
    return str(app.screen.query_one("#setup-error", Static).render())


def test_host_online_shows_the_links_and_plays_the_first_seat(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("KINGSBURG_HOME", str(tmp_path / "home"))
    tables: list[HostedTable] = []
    screen_lines_seen: list[str] = []

    async def run() -> None:
        app = KingsburgApp()
        async with aiohttp.ClientSession() as http, app.run_test(size=(130, 42)) as pilot:
            setup = await _setup(pilot, app)
            setup.query_one("#module-5", Toggle).value = True
            setup.query_one("#seed", Input).value = "4242"
            await _press_host(pilot, app)
            await _wait(pilot, lambda: bool(app.screen.query("#links")), "the links", 90)
            screen = app.screen
            assert isinstance(screen, HostedScreen)
            tables.append(screen.table)
            assert app.hosted == [screen.table] and screen.table.running
            # The seed on the setup screen is not the table's, and none is on the host's
            # command line (the process list).
            assert "--seed" not in _command_line(screen.table.proc.pid)
            links = dict(screen.table.links)
            assert list(links) == ["Alice", "Bruno"]
            shown = screen.query_one("#links", TextArea).text
            assert shown == "\n".join(f"{n}: {link}" for n, link in links.items())
            await pilot.pause(0.1)
            text = " ".join(screen_lines(app).split())  # (the lines as wrapped: one line)
            screen_lines_seen.append(text)
            assert "Send each player their own link" in text
            assert "quitting the app stops it" in text and "kingsburg host --resume" in text
            # Each link is that seat's, for any protocol client.
            for seat, (name, link) in enumerate(links.items()):
                client = await Client.join(http, link)
                assert client.last is not None
                assert (client.last.seat, client.last.name) == (seat, name)
                assert not client.last.over
                assert "players: Alice, Bruno\nmodules: 5\n" in client.last.position
                await client.ws.close()
            # The host's own seat, the first person's, in this app.
            await pilot.press("p")
            await _wait(pilot, lambda: isinstance(app.screen, GameScreen), "the game screen")
            game = app.screen
            assert isinstance(game, GameScreen)
            remote = game.session
            assert isinstance(remote, RemoteSession) and app.remote is remote
            assert remote.seat == 0 and remote.link == links["Alice"]
            await _wait(pilot, lambda: "Alice" in screen_lines(app), "Alice's game")
            # ctrl+q ends the table for everyone: asked first ("n" keeps it running).
            await pilot.press("ctrl+q")
            await _wait(pilot, lambda: isinstance(app.screen, ConfirmEndTable), "the question")
            assert "End the online table?" in screen_lines(app)
            await pilot.press("n")
            await pilot.pause(0.1)
            assert isinstance(app.screen, GameScreen) and screen.table.running
            await pilot.press("ctrl+q")
            await _wait(pilot, lambda: isinstance(app.screen, ConfirmEndTable), "the question")
            await pilot.press("y")
        assert app.hosted == []

    asyncio.run(run())
    (table,) = tables
    assert table.proc.poll() == 0  # Ctrl+C: it ended cleanly, not killed
    # The table is in the home, as chosen, for 'kingsburg host --resume'.
    (path,) = (tmp_path / "home" / "online").glob("*.record.json")
    record = load_record(path)
    assert record.modules == (5,) and record.seed != 4242
    assert "4242" not in " ".join(screen_lines_seen)


def _command_line(pid: int) -> str:
    """A process's command line as any user of the machine can read it (Linux)."""
    return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode()


def test_a_seed_given_to_a_hosted_table_goes_on_its_standard_input(tmp_path: Path) -> None:
    table = HostedTable.start(TableChoice(["Ann", "Bob"], ["person", "solid"], 977311), tmp_path)
    try:
        assert "977311" not in _command_line(table.proc.pid)
    finally:
        assert table.stop() == 0
    (path,) = (tmp_path / "online").glob("*.record.json")
    assert load_record(path).seed == 977311


def test_a_table_without_a_person_is_refused_on_screen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("KINGSBURG_HOME", str(tmp_path / "home"))

    async def run() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(130, 42)) as pilot:
            await _wait(pilot, lambda: isinstance(app.screen, SetupScreen), "the setup screen")
            screen = app.screen
            assert isinstance(screen, SetupScreen)
            await _wait(pilot, lambda: bool(screen.levels), "the computer levels")
            for i in range(2):
                screen.query_one(f"#seat{i}", Cycler).value = "solid"
            await _press_host(pilot, app)
            await pilot.pause(0.1)
            assert _setup_error(app) == (
                "An online table needs a person's seat: make at least one seat a person."
            )
            assert isinstance(app.screen, SetupScreen) and app.hosted == []

    asyncio.run(run())


def test_a_host_that_cannot_start_is_one_line_on_screen(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "home"
    home.write_text("a file where the home's folders should be")
    monkeypatch.setenv("KINGSBURG_HOME", str(home))

    async def run() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(130, 42)) as pilot:
            await _wait(pilot, lambda: isinstance(app.screen, SetupScreen), "the setup screen")
            await _press_host(pilot, app)
            await _wait(pilot, lambda: "did not start" in _setup_error(app), "the problem", 90)
            line = _setup_error(app)
            assert line.startswith("The host did not start: ") and line.endswith("Not a directory.")
            assert "\n" not in line and "Traceback" not in line
            assert not app.screen.query_one("#host-online", Button).disabled  # try again
            assert isinstance(app.screen, SetupScreen) and app.hosted == []

    asyncio.run(run())


def test_a_bad_seat_is_the_hosts_own_line(tmp_path: Path) -> None:
    choice = TableChoice(["Ann", "Bob"], ["person", "nobody"], 4)
    with pytest.raises(KingsburgError) as e:
        HostedTable.start(choice, tmp_path)
    assert str(e.value) == (
        "the host did not start: seat 2 is 'nobody': choose person or a computer level "
        "(beginner, solid, strong)"
    )
    with pytest.raises(KingsburgError, match="needs at least one person's seat"):
        HostedTable.start(TableChoice(["Ann", "Bob"], ["solid", "solid"], 4), tmp_path)


def test_in_a_browser_the_button_says_why_it_cannot_host(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("KINGSBURG_HOME", str(tmp_path / "home"))
    monkeypatch.setattr(KingsburgApp, "is_web", property(lambda self: True))

    async def run() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(130, 42)) as pilot:
            await _wait(pilot, lambda: isinstance(app.screen, SetupScreen), "the setup screen")
            setup = app.screen
            assert isinstance(setup, SetupScreen)
            await _wait(pilot, lambda: bool(setup.levels), "the autosave check")
            button = setup.query_one("#host-online", Button)
            assert button.disabled
            assert str(button.label) == "Host online: only from 'kingsburg' in a terminal"

    asyncio.run(run())


class _SlowTable:
    """A ``HostedTable.start`` that is still starting when the player starts a local game."""

    def __init__(self, fails: bool) -> None:
        self.fails = fails
        self.release = threading.Event()
        self.stopped = 0
        self.answered = threading.Event()

    def start(self, choice: TableChoice, home: Path) -> _SlowTable:
        self.release.wait(30)
        self.answered.set()
        if self.fails:
            raise KingsburgError("the host did not start: no room")
        return self

    def stop(self) -> int:
        self.stopped += 1
        return 0


@pytest.mark.parametrize("fails", [False, True], ids=["started", "failed"])
def test_a_table_that_comes_up_after_the_player_started_a_game_here_is_stopped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fails: bool
) -> None:
    # Host online, then Start before the table is up: the local game goes on, the table's
    # answer finds the setup screen gone. It must not crash the app (its widgets are gone),
    # and a table that did start is stopped, not left running where nobody sees its links.
    monkeypatch.setenv("KINGSBURG_HOME", str(tmp_path / "home"))
    slow = _SlowTable(fails)
    monkeypatch.setattr(HostedTable, "start", slow.start)

    async def run() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(130, 42)) as pilot:
            setup = await _setup(pilot, app)
            await _press_host(pilot, app)
            await _wait(pilot, lambda: "Starting the table" in _setup_error(app), "the wait")
            setup.query_one("#start", Button).press()
            await _wait(pilot, lambda: isinstance(app.screen, GameScreen), "the game screen")
            slow.release.set()
            await _wait(pilot, slow.answered.is_set, "the table's answer")
            await pilot.pause(0.3)
            assert isinstance(app.screen, GameScreen) and app.session is not None
            assert app.hosted == [] and not app.crash_line
            assert slow.stopped == (0 if fails else 1)

    asyncio.run(run())


def test_the_tables_answer_reaching_the_setup_screen_as_it_goes_is_ignored(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The narrower race of the test above: the answer reaches the setup screen while its
    # widgets are being removed, before its thread is told to stop. Made by hand.
    monkeypatch.setenv("KINGSBURG_HOME", str(tmp_path / "home"))

    async def run() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(130, 42)) as pilot:
            setup = await _setup(pilot, app)
            setup.query_one("#start", Button).press()
            await _wait(pilot, lambda: isinstance(app.screen, GameScreen), "the game screen")
            table = _SlowTable(fails=False)
            setup._host_failed("The host did not start: no room.")
            setup._hosted(table)  # type: ignore[arg-type]
            await pilot.pause(0.3)
            assert isinstance(app.screen, GameScreen) and app.hosted == []
            assert table.stopped == 1 and not app.crash_line

    asyncio.run(run())


@pytest.mark.parametrize("where", ["lan", "url"])
def test_host_online_for_players_on_the_network_or_at_my_own_address(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, where: str
) -> None:
    """ "My local network": the links name this machine's address there and the screen says
    which port a firewall must let in. "My own address": asked for (a bad one refused on
    screen), the links name it, and the screen says which local port to pass it on to."""
    from kingsburg.addresses import lan_address

    lan = lan_address()
    if where == "lan" and lan is None:
        pytest.skip("this machine has no local network address")
    monkeypatch.setenv("KINGSBURG_HOME", str(tmp_path / "home"))
    url = "https://play.example.org/h3"
    tables: list[HostedTable] = []

    async def run() -> None:
        app = KingsburgApp()
        async with aiohttp.ClientSession() as http, app.run_test(size=(130, 42)) as pilot:
            setup = await _setup(pilot, app)
            cycler = setup.query_one("#host-where", Cycler)
            cycler.focus()
            await pilot.press("right", *(["right"] if where == "url" else []))
            assert cycler.value == where
            await pilot.pause()
            shown = [field.display for field in setup.query("#host-url").results(Input)]
            assert shown == ([True] if where == "url" else []), shown
            if where == "url":
                address = setup.query_one("#host-url", Input)
                address.value = "play.example.org"  # no scheme: not an address players use
                await _press_host(pilot, app)
                await pilot.pause(0.1)
                assert "Give the address players will use" in _setup_error(app)
                address.value = url
                await pilot.pause(0.5)  # (the screen settles before the button is pressed again)
            await _press_host(pilot, app)
            try:
                await _wait(pilot, lambda: bool(app.screen.query("#links")), "the links", 90)
            except AssertionError:
                raise AssertionError(_setup_error(app)) from None
            screen = app.screen
            assert isinstance(screen, HostedScreen)
            tables.append(screen.table)
            (name, link), _ = screen.table.links
            port = screen.table.port
            reach = " ".join(str(screen.query_one("#hosted-reach", Static).render()).split())
            if where == "lan":
                assert link.startswith(f"http://{lan}:{port}/t/")
                assert f"allow incoming TCP connections on port {port}." in reach
                inside = link
            else:
                assert link.startswith(url + "/t/")
                assert f"listens on 127.0.0.1, port {port}:" in reach
                inside = f"http://127.0.0.1:{port}" + link.removeprefix(url)
            client = await Client.join(http, inside)
            assert client.last is not None and client.last.name == name
            await client.ws.close()
            await pilot.press("ctrl+q")
            await _wait(pilot, lambda: isinstance(app.screen, ConfirmEndTable), "the question")
            await pilot.press("y")

    asyncio.run(run())
    (table,) = tables
    assert table.proc.poll() == 0
