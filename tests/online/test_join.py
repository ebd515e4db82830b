"""``kingsburg join LINK``: the app's game screen playing one seat of a real ``kingsburg host``
on 127.0.0.1, beside a protocol client and a computer; a dropped connection comes back by
itself; a link that cannot be played is one line."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

import aiohttp
import pytest

from kingsburg.cli import main
from kingsburg.engine import vp_by_season, vp_by_source
from kingsburg.errors import KingsburgError
from kingsburg.online.protocol import Update
from kingsburg.record import LiveGame, load_record
from kingsburg.text.events import event_text
from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.remote import RemoteSession, first_update, read_message, ws_address
from kingsburg.tui.screens.game import GameScreen
from kingsburg.tui.screens.game_over import GameOverScreen
from kingsburg.tui.widgets.decision_panel import DecisionPanel
from kingsburg.tui.widgets.game_log import GameLog

from ..tui.helpers import press_choice, screen_lines
from .helpers import Client, HostProcess
from .helpers import wait_until as _wait

pytestmark = pytest.mark.timeout(300)


async def _bruno(client: Client, rng: random.Random, done: asyncio.Event) -> None:
    """A protocol client playing its seat at random until the game ends (or ``done``)."""
    while not done.is_set():
        last = client.last
        assert last is not None
        if last.over:
            return
        if last.moves:
            await client.send({"type": "move", "move": rng.choice(last.moves)})
        try:
            await client.receive(timeout=0.5)
        except TimeoutError:
            continue


def test_a_seat_joined_in_the_app_plays_a_whole_game_with_a_drop(tmp_path: Path, capsys) -> None:
    home = tmp_path / "home"
    host = HostProcess(
        home, "--seats", "person,person,solid", "--names", "Ann,Bruno,Cleo", "--seed", "11",
        "--port", "0",
    )  # fmt: skip
    rng = random.Random(11)
    shown: list[object] = []  # the end screen's VP by source and by season

    async def run() -> tuple[Update, str]:
        first = await first_update(host.links["Ann"])
        assert first.name == "Ann" and first.seat == 0
        remote = RemoteSession(host.links["Ann"], first)
        app = KingsburgApp(remote=remote)
        async with aiohttp.ClientSession() as http, app.run_test(size=(130, 42)) as pilot:
            screen = app.screen
            assert isinstance(screen, GameScreen) and screen.session is remote
            bruno = await Client.join(http, host.links["Bruno"])
            done = asyncio.Event()
            task = asyncio.create_task(_bruno(bruno, random.Random(5), done))
            # Ann only ever has her own view: no enemy card she has not seen, no other
            # player's menu; the status line says whose turn it is.
            dropped = False
            decisions = 0
            for _ in range(20_000):
                if isinstance(app.screen, GameOverScreen):
                    break
                await pilot.pause(0.02)
                if not isinstance(app.screen, GameScreen):
                    await pilot.press("escape")
                    continue
                t = remote.turn()
                if t.kind == "decision" and remote.controls(t.player):
                    choices = app.screen.query_one(DecisionPanel).current()
                    if choices:
                        await press_choice(pilot, int(rng.random() * len(choices)))
                        decisions += 1
                elif t.kind == "decision" and t.player == 1:
                    assert "Bruno: decides at their own screen" in screen_lines(app)
                if not dropped and remote.moves > 60:
                    # Ann's connection drops: the app says so and comes back by itself.
                    dropped = True
                    assert remote._ws is not None
                    await remote._ws.close()
                    await _wait(pilot, lambda: "trying again" in screen_lines(app), "the drop")
                    await _wait(pilot, lambda: not remote.problem, "the reconnection")
            else:
                raise AssertionError("the game did not end")
            done.set()
            await task
            assert dropped and decisions > 20
            over = app.screen
            assert isinstance(over, GameOverScreen)
            text = screen_lines(app)
            assert "Final ranking" in text and "the host's games folder" in text
            # The VP chart: the start and 20 seasons, ending at the final VP.
            history = remote.vp_history()
            assert [len(h) for h in history] == [21, 21, 21]
            assert [h[-1] for h in history] == [p.vp for p in remote.state.players]
            # Where the VP came from, as the host worked it out from the whole game.
            sources = remote.breakdown()
            assert sources is not None and "replay the host's record" not in text
            assert [sum(row.values()) for row in sources] == [h[-1] for h in history]
            shown.extend([sources, history])
            # Every line of the game is in Ann's log, as the host told it.
            log = [event_text(e) for _, e in remote.public_log()]
            assert log[0] == "One enemy card of each year is shuffled face down into the deck"
            # The computer's reasons come with its moves (those since the drop: a fresh
            # connection's log is the host's events alone).
            reasons = [event_text(e) for _, e in remote.public_log() if e.kind == "reason"]
            assert reasons and all(r.startswith("Cleo: ") for r in reasons), reasons
            assert bruno.last is not None
            return bruno.last, text

    async def again() -> None:
        """Joining a finished table shows the end screen at once."""
        remote = RemoteSession(host.links["Ann"], await first_update(host.links["Ann"]))
        assert remote.over
        app = KingsburgApp(remote=remote)
        async with app.run_test(size=(130, 42)) as pilot:
            await _wait(pilot, lambda: isinstance(app.screen, GameOverScreen), "the end screen")

    last, _ = asyncio.run(run())
    asyncio.run(again())
    assert last.over and last.record
    code, _, err = host.stop()
    assert code == 0 and "Traceback" not in err, err
    record = home / "games" / last.record
    assert main(["replay", "--verify", str(record)]) == 0
    assert "game complete" in capsys.readouterr().out
    game = LiveGame.from_record(load_record(record))
    assert shown == [vp_by_source(game.log, 3), vp_by_season(game.log, 3, True)]


def test_the_status_line_says_who_is_disconnected(tmp_path: Path) -> None:
    host = HostProcess(
        tmp_path / "home", "--seats", "person,person", "--names", "Ann,Bruno", "--seed", "2",
        "--port", "0",
    )  # fmt: skip

    async def run() -> None:
        first = await first_update(host.links["Ann"])
        remote = RemoteSession(host.links["Ann"], first)
        app = KingsburgApp(remote=remote)
        async with aiohttp.ClientSession() as http, app.run_test(size=(130, 42)) as pilot:
            # (Ann, first in the King's Favor, decides: the note names Bruno.)
            await _wait(pilot, lambda: "Bruno is disconnected" in screen_lines(app), "the note")
            # A seat's app plays that seat alone: no new game (a browser's page runs it on
            # the host's machine, with the host's home), neither from the palette nor asked.
            titles = [c.title for c in app.get_system_commands(app.screen)]
            assert "New game" not in titles and "Rules" in titles
            app.new_game()
            await pilot.pause()
            assert isinstance(app.screen, GameScreen)
            # Ann decides, then takes it back (nobody acted since, no dice came up).
            assert not remote.can_undo()
            at = remote.moves
            await pilot.press("1")
            await _wait(pilot, lambda: remote.moves == at + 1 and remote.can_undo(), "Ann's move")
            assert "Bruno: decides at their own screen — disconnected" in screen_lines(app)
            await pilot.press("u")
            await _wait(pilot, lambda: remote.moves == at, "the undo")
            assert remote.public_log()[-1][1].text == "Ann takes back: take gold"
            assert remote.controls(0) and not remote.can_undo()
            bruno = await Client.join(http, host.links["Bruno"])
            await _wait(pilot, lambda: "disconnected" not in screen_lines(app), "Bruno's arrival")
            # Ann takes her good again; her connection drops; meanwhile Bruno takes his and
            # spring begins. Back, she gets the log as the host has it (no undone move, no
            # note of the undo, the new lines): the log on screen is drawn anew from it.
            await pilot.press("1")
            while not (bruno.last and bruno.last.moves):  # Bruno's turn
                await bruno.receive()
            old = remote._ws
            assert old is not None
            await old.close()
            await bruno.send({"type": "move", "move": "take wood"})
            await _wait(pilot, lambda: remote._ws not in (None, old), "the reconnection")
            await _wait(pilot, lambda: remote.moves > at + 1 + 1, "Bruno's move")
            await pilot.pause(0.2)
            log = app.screen.shown_log  # the log the layout shows
            assert isinstance(log, GameLog)
            shown = " ".join(log.line_text(y).plain for y in range(log.line_count))
            assert "takes back" not in shown and shown.count("Ann takes") == 1
            await bruno.ws.close()
            await _wait(pilot, lambda: "Bruno is disconnected" in screen_lines(app), "the leave")
            # The same link opened again elsewhere takes the seat: this window says so.
            other = await Client.join(http, host.links["Ann"])
            await _wait(pilot, lambda: "another window" in remote.problem, "the hand-over")
            assert not remote.controls(0)
            await other.ws.close()

    asyncio.run(run())
    host.stop()


def test_a_lost_host_is_said_on_screen_and_tried_again(tmp_path: Path) -> None:
    host = HostProcess(tmp_path / "home", "--seats", "person,solid", "--seed", "3", "--port", "0")
    (link,) = host.links.values()

    async def run() -> None:
        remote = RemoteSession(link, await first_update(link))
        app = KingsburgApp(remote=remote)
        async with app.run_test(size=(130, 42)) as pilot:
            await _wait(pilot, lambda: remote._ws is not None, "the connection")
            host.kill()
            await _wait(pilot, lambda: "host is lost; trying again" in screen_lines(app), "it")
            assert not remote.controls(0) and not remote.can_undo()
            await pilot.press("h", "1", "u")  # nothing to do, and nothing breaks
            assert isinstance(app.screen, GameScreen)
            assert not app.crash_line

    asyncio.run(run())


def test_a_link_that_cannot_be_played_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("KINGSBURG_JOIN_LINK", raising=False)
    assert main(["join"]) == 2
    assert capsys.readouterr().err == (
        "kingsburg: kingsburg join needs the seat's link, as 'kingsburg host' printed it\n"
    )
    assert main(["join", "not a link"]) == 1
    assert capsys.readouterr().err == (
        "kingsburg: that is not a seat's link: expected http://HOST:PORT/t/TABLE/TOKEN, as "
        "'kingsburg host' prints it\n"
    )
    # Nobody listens there (port 9 of this machine, discard, is closed in a test machine).
    assert main(["join", "http://127.0.0.1:9/t/abc/def"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("kingsburg: cannot reach 127.0.0.1:9 (") and err.count("\n") == 1
    host = HostProcess(tmp_path / "home", "--seats", "person,solid", "--seed", "3", "--port", "0")
    (link,) = host.links.values()
    assert main(["join", link[:-3] + "xyz"]) == 1
    port = link.split("/")[2]
    assert capsys.readouterr().err == (
        f"kingsburg: the host at {port} has no such seat (a wrong or old link?)\n"
    )
    host.stop()
    # The host gone: the same link no longer answers.
    assert main(["join", link]) == 1
    assert "cannot reach" in capsys.readouterr().err


def test_link_addresses_and_messages_from_a_newer_host() -> None:
    assert ws_address("http://h:8023/t/T/K") == "ws://h:8023/t/T/K"
    assert ws_address("https://example.org/t/T/K") == "wss://example.org/t/T/K"
    assert ws_address("http://[::1]:8023/t/T/K") == "ws://[::1]:8023/t/T/K"
    for bad in ("ftp://h/t/T/K", "http://h:99999/t/T/K", "http://h/x/T/K", "http://h/t/T/",
                "http://h/t/T/K?x=1", "http:///t/T/K", "http://h/t/T/K/more"):  # fmt: skip
        with pytest.raises(KingsburgError):
            ws_address(bad)
    # Fields a later host adds within version 1 are ignored; another version is refused.
    doc = (
        '{"type": "update", "protocol": 1, "seat": 0, "name": "A", "move": 0, "position": "p",'
        ' "to_act": "A", "moves": [], "over": false, "events": [], "new": 1,'
        ' "seats": [{"name": "A", "player": "person", "connected": true, "ping": 3}]}'
    )
    message = read_message(doc)
    assert isinstance(message, Update) and message.seats[0].name == "A"
    with pytest.raises(KingsburgError, match="speaks version 2 of the table protocol"):
        read_message(doc.replace('"protocol": 1', '"protocol": 2'))
    with pytest.raises(KingsburgError, match="cannot read"):
        read_message("[1]")
    # A game the app cannot read (a host of another kind) is one line, not a parser's.
    odd = Update.model_validate_json(doc.replace('"new": 1,', "").replace(', "ping": 3', ""))
    with pytest.raises(KingsburgError, match=r"^the host sent a game this app cannot read \("):
        RemoteSession("http://h/t/T/K", odd)


def test_a_hosts_escape_codes_never_reach_the_terminal() -> None:
    """A fake host's seat names and texts holding escape codes (set the terminal's title,
    clear the screen) are read with those codes shown as escapes, everywhere the join
    client shows them."""
    from kingsburg.engine import GameConfig, new_game, position_text
    from kingsburg.tui.remote import read_message

    evil = "Bob\x1b]0;pwned\x07\x1b[2J"
    doc = {
        "type": "update", "protocol": 1, "seat": 0, "name": "Ann", "move": 0,
        "position": position_text(new_game(GameConfig(("Ann", "Bob")))), "to_act": evil,
        "moves": [], "over": False, "events": [f"{evil} builds\nX"],
        "seats": [{"name": "Ann", "player": "person", "connected": True},
                  {"name": evil, "player": "person", "connected": False}],
        "reasons": [{"move": 1, "name": evil, "reason": "\x1b[31mred"}],
    }  # fmt: skip
    update = read_message(json.dumps(doc))
    texts = [update.to_act, *update.events, update.seats[1].name]
    texts += [r.name for r in update.reasons] + [r.reason for r in update.reasons]
    for text in texts:
        assert text is not None and "\x1b" not in text and "\x07" not in text and "\n" not in text
    assert update.seats[1].name == "Bob\\x1b]0;pwned\\x07\\x1b[2J"
