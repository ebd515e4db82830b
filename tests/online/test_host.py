"""``kingsburg host`` as a real process on 127.0.0.1: whole games over the protocol, a drop and
a rejoin, SIGKILL and ``--resume``, the host's commands, and clients that misbehave."""

from __future__ import annotations

import asyncio
import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import aiohttp
import pytest

from kingsburg.cli import main
from kingsburg.online.protocol import MAX_MESSAGE_BYTES, Error
from kingsburg.record import load_record

from .helpers import Client, HostProcess, play_until, ws_address

pytestmark = pytest.mark.timeout(300)


def _home(tmp_path: Path) -> Path:
    return tmp_path / "home"


def _record(home: Path) -> Path:
    (path,) = (home / "games").glob("*.json")
    return path


def test_two_people_and_a_computer_play_a_whole_game(tmp_path: Path, capsys) -> None:
    home = _home(tmp_path)
    host = HostProcess(
        home, "--seats", "person,person,solid", "--names", "Ann,Bruno,Cleo", "--seed", "7",
        "--port", "0",
    )  # fmt: skip
    assert sorted(host.links) == ["Ann", "Bruno"]
    assert all(re.fullmatch(r"http://127\.0\.0\.1:\d+/t/[\w-]+/[\w-]{24}", v)
               for v in host.links.values())  # fmt: skip

    async def run() -> list[Client]:
        async with aiohttp.ClientSession() as session:
            ann = await Client.join(session, host.links["Ann"])
            bruno = await Client.join(session, host.links["Bruno"])
            rng = random.Random(7)
            await play_until([ann, bruno], rng, stop=40)
            # Bruno's connection drops; the table waits for him (or plays on without him
            # while it is not his turn) and he rejoins with the same link.
            await bruno.ws.close()
            await ann.drain()
            assert ann.last is not None
            assert [s.connected for s in ann.last.seats] == [True, False, True]
            bruno = await Client.join(session, host.links["Bruno"])
            assert bruno.last is not None and bruno.last.move == ann.last.move
            assert bruno.last.seats[1].connected
            # On joining, a seat is sent every event it may see so far.
            assert (
                bruno.events[0] == "One enemy card of each year is shuffled face down into the deck"
            )
            await ann.drain()
            await play_until([ann, bruno], rng)
            return [ann, bruno]

    ann, bruno = asyncio.run(run())
    assert ann.last is not None and bruno.last is not None
    assert ann.last.over and bruno.last.over and ann.last.record == bruno.last.record
    code, took, err = host.stop()
    assert code == 0 and took < 3, err
    assert "Traceback" not in err
    record = _record(home)
    assert record.name == ann.last.record
    assert main(["replay", "--verify", str(record)]) == 0
    assert "game complete" in capsys.readouterr().out
    assert json.loads(record.read_text())["seats"] == ["person", "person", "solid"]


def test_killed_host_resumes_with_the_same_links_and_every_seen_move(tmp_path: Path) -> None:
    home = _home(tmp_path)
    args = ("--seats", "person,person,beginner", "--seed", "12", "--module", "5", "--port", "0")
    host = HostProcess(home, *args)
    links = dict(host.links)

    async def before() -> list[Client]:
        async with aiohttp.ClientSession() as session:
            clients = [await Client.join(session, links[n]) for n in ("Alice", "Bruno")]
            await play_until(clients, random.Random(3), stop=80)
            for c in clients:
                await c.drain()
            return clients

    seen = asyncio.run(before())
    host.proc.send_signal(9)  # SIGKILL: no chance to save anything more
    host.proc.wait(timeout=30)
    again = HostProcess(home, "--resume")
    assert again.links == links  # same table, same tokens, same port

    async def after() -> None:
        async with aiohttp.ClientSession() as session:
            clients = [await Client.join(session, links[n]) for n in ("Alice", "Bruno")]
            for old, new in zip(seen, clients, strict=True):
                assert old.last is not None and new.last is not None
                assert new.last.move == old.last.move
                assert new.last.position == old.last.position
                assert new.events == old.events  # the whole log again, nothing lost
            await play_until(clients, random.Random(4))

    asyncio.run(after())
    code, took, _ = again.stop()
    assert code == 0 and took < 3
    assert main(["replay", "--verify", str(_record(home))]) == 0
    assert list((home / "online").iterdir()) == []


def test_resume_keeps_the_url_and_a_second_host_of_the_home_is_refused(tmp_path: Path) -> None:
    home = _home(tmp_path)
    url = "http://play.example.org/h3"
    host = HostProcess(home, "--seats", "person,solid", "--seed", "3", "--port", "0",
                       "--url", url + "/")  # fmt: skip
    links = dict(host.links)
    assert links["Alice"].startswith(url + "/t/")
    # A second host resuming the same home while the first serves its table: one line.
    second = subprocess.run(
        [sys.executable, "-m", "kingsburg", "host", "--resume"],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "KINGSBURG_HOME": str(home)},
    )
    assert second.returncode == 1 and second.stderr.count("\n") == 1, second.stderr
    assert second.stderr.startswith("kingsburg: another kingsburg host is serving this home's")
    assert host.stop()[0] == 0
    again = HostProcess(home, "--resume")  # no --url, no --port: the table's own
    assert again.links == links
    assert again.stop()[0] == 0


def test_the_host_hands_a_seat_to_a_computer_and_back(tmp_path: Path, capsys) -> None:
    host = HostProcess(_home(tmp_path), "--seats", "person,person", "--seed", "5", "--port", "0")

    async def run() -> None:
        async with aiohttp.ClientSession() as session:
            alice = await Client.join(session, host.links["Alice"])
            assert (
                host.command("computer Bruno beginner")
                == "Bruno: played by the computer (beginner)"
            )
            await play_until([alice], random.Random(1), stop=30)
            assert alice.last is not None and alice.last.seats[1].player == "computer"
            assert host.command("person Bruno") == "Bruno: played by its person again"
            await alice.drain()
            assert alice.last.seats[1].player == "person"
            assert host.command("computer Nobody").startswith("kingsburg host: no seat called")
            return alice.last.move

    back_at = asyncio.run(run())
    assert host.stop()[0] == 0
    # The unfinished table's record, checked with the moves of its journal beside it, and
    # who played Bruno's seat when.
    home = _home(tmp_path)
    (unfinished,) = (home / "online").glob("*.record.json")
    capsys.readouterr()
    assert main(["replay", "--verify", str(unfinished)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].endswith(f": {back_at} moves, 0 checkpoints verified, game unfinished")
    assert out[1].startswith("(with the moves since, from the table's journal beside it: ")
    handed = int(out[2].rsplit(" ", 2)[1])  # (after the first dice and cards: a few moves)
    assert handed < 5 and out[2:] == [
        f"Bruno's seat was played by a computer (beginner) from move {handed} on",
        f"Bruno's seat was played by a person from move {back_at} on",
    ]
    # Resumed and played to the end: the game's record says so too (under its hash).
    again = HostProcess(home, "--resume")

    async def finish() -> None:
        async with aiohttp.ClientSession() as session:
            people = [await Client.join(session, again.links[n]) for n in ("Alice", "Bruno")]
            await play_until(people, random.Random(2))

    asyncio.run(finish())
    assert again.stop()[0] == 0
    record = load_record(_record(home))
    assert record.seats == ("person", "person")
    assert record.handovers == ((handed, 1, "beginner"), (back_at, 1, "person"))
    assert main(["replay", "--verify", str(_record(home))]) == 0
    assert "Bruno's seat was played by a computer (beginner)" in capsys.readouterr().out


def test_hostile_clients_get_nothing_and_the_table_goes_on(tmp_path: Path) -> None:
    host = HostProcess(_home(tmp_path), "--seats", "person,person", "--seed", "9", "--port", "0")
    alice_link, bruno_link = host.links["Alice"], host.links["Bruno"]
    table_link, token = alice_link.rsplit("/", 1)
    other_table = table_link.rsplit("/", 1)[0] + "/nope/" + token

    async def run() -> None:
        async with aiohttp.ClientSession() as session:
            # A wrong token, or none: no page, no websocket.
            for link in (table_link + "/" + "A" * 24, alice_link[:-1], other_table):
                async with session.get(link) as r:
                    assert r.status == 404
                with pytest.raises(aiohttp.WSServerHandshakeError):
                    await session.ws_connect(ws_address(link))
            # A page from another site may not open a seat's websocket.
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await session.ws_connect(ws_address(alice_link), origin="http://evil.example")
            assert refused.value.status == 403
            # The page itself leaks nothing and is not kept.
            async with session.get(alice_link) as r:
                assert r.status == 200 and r.headers["Referrer-Policy"] == "no-referrer"
                assert ws_address(alice_link) + "/tab" in await r.text()  # the game, in it
            # The page's game: not for a wrong token, nor from another site's page.
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await session.ws_connect(ws_address(alice_link[:-1]) + "/tab")
            assert refused.value.status == 404
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await session.ws_connect(
                    ws_address(alice_link) + "/tab", origin="http://evil.example"
                )
            assert refused.value.status == 403
            # The page's game address without a websocket handshake, and a URL over 8 KB:
            # refused with one log line each, no traceback.
            async with session.get(alice_link + "/tab") as r:
                assert r.status == 400
            async with session.get(alice_link.split("/t/")[0] + "/" + "a" * 9000) as r:
                assert r.status == 400
            own = alice_link.split("/t/")[0]
            alice = await Client.join(session, alice_link, origin=own)
            bruno = await Client.join(session, bruno_link)
            await alice.drain()  # the update saying Bruno is connected
            assert alice.last is not None and bruno.last is not None
            mover, other = (alice, bruno) if alice.last.moves else (bruno, alice)
            for bad in ("{", "[1]", '{"type": "move"}', '{"type": "fly"}', '{"type": "move", '
                        '"move": "pass", "extra": 1}'):  # fmt: skip
                await mover.ws.send_str(bad)
                assert isinstance(await mover.receive(), Error)
            await mover.ws.send_bytes(b"\x00\x01")
            assert isinstance(await mover.receive(), Error)
            # Out of turn, and a move that belongs to the other seat.
            assert mover.last is not None
            await other.send({"type": "move", "move": mover.last.moves[0]})
            reply = await other.receive()
            assert isinstance(reply, Error) and "turn" in reply.message
            await other.send({"type": "undo"})
            assert isinstance(await other.receive(), Error)
            # Too big: the connection is closed, the table is not.
            big = await Client.join(session, alice_link)
            await big.ws.send_str(json.dumps({"type": "move", "move": "x" * MAX_MESSAGE_BYTES}))
            with pytest.raises(ConnectionError):
                while True:
                    await big.receive(timeout=10)
            assert big.ws.close_code == 1009
            # A flood: closed once it sends faster than allowed.
            flood = await Client.join(session, bruno_link)
            for _ in range(200):
                await flood.ws.send_str('{"type": "undo"}')
            with pytest.raises(ConnectionError):
                while True:
                    await flood.receive(timeout=10)
            assert flood.ws.close_code == 1008
            # The game goes on: the rightful seat moves.
            mover = await Client.join(session, host.links[mover.last.name])
            assert mover.last is not None and mover.last.moves
            before = mover.last.move
            await mover.send({"type": "move", "move": mover.last.moves[0]})
            while mover.last.move == before:
                assert not isinstance(await mover.receive(), Error)

    asyncio.run(run())
    code, _, err = host.stop()
    assert code == 0
    lines = err.splitlines()
    assert sum("no such table or seat link" in line for line in lines) == 7
    assert sum("foreign page (http://evil.example)" in line for line in lines) == 2
    assert sum("refused: " in line for line in lines) >= 8
    assert sum("flooding" in line for line in lines) == 1
    assert sum("exceeds limit 65536" in line for line in lines) == 1
    assert sum("not a websocket handshake" in line for line in lines) == 1
    assert sum("LineTooLong" in line for line in lines) == 1
    assert "Traceback" not in err
    assert all(line.startswith("kingsburg host: ") for line in lines)


def test_other_addresses_get_a_warning(tmp_path: Path) -> None:
    host = HostProcess(_home(tmp_path), "--seats", "person,solid", "--host", "0.0.0.0",
                       "--port", "0")  # fmt: skip
    _, _, err = host.stop()
    assert "the links are the only protection" in err and "TLS" in err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ([], "say who sits where with --seats"),
        (["--seats", "person,wizard"], "seat 2 is 'wizard'"),
        (["--seats", "solid,solid"], "no seat is a person's"),
        (["--seats", "person,person", "--names", "Ann"], "--names gives 1 names for 2 seats"),
        (["--seats", "person,person", "--names", "Ann,ann"], "Two players are called “ann”"),
        (["--resume"], "no unfinished online table to resume"),
    ],
)
def test_bad_setups_are_one_line(capsys, args: list[str], message: str) -> None:
    assert main(["host", *args]) == 1
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and err.startswith("kingsburg: ")


def test_the_example_bot_client_plays_a_seat_to_the_end(tmp_path: Path) -> None:
    home = _home(tmp_path)
    host = HostProcess(home, "--seats", "person,beginner", "--seed", "21", "--port", "0")
    example = Path(__file__).resolve().parents[2] / "examples" / "bot_client.py"
    done = subprocess.run(
        [sys.executable, str(example), host.links["Alice"], "--seed", "2"],
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1].startswith("game over; the host keeps the record ")
    assert any(line.startswith("> Alice: build ") for line in done.stdout.splitlines())
    host.stop()
    assert main(["replay", "--verify", str(_record(home))]) == 0


def test_an_address_that_cannot_be_bound_leaves_no_table(tmp_path: Path, capsys) -> None:
    busy = HostProcess(_home(tmp_path), "--seats", "person,solid", "--port", "0")
    port = busy.links["Alice"].split(":")[2].split("/")[0]
    home = tmp_path / "other"
    done = subprocess.run(
        [sys.executable, "-m", "kingsburg", "host", "--seats", "person,solid", "--port", port],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "KINGSBURG_HOME": str(home)},
    )
    busy.stop()
    assert done.returncode == 1 and done.stderr.startswith("kingsburg: cannot host at 127.0.0.1")
    assert done.stderr.count("\n") == 1
    assert list((home / "online").iterdir()) == []


def test_resumed_tables_keep_each_its_own_link(tmp_path: Path) -> None:
    """Two tables hosted one after the other on different ports, both hosts killed: one
    --resume serves each table at the port its links name (all on the first port before)."""
    home = _home(tmp_path)
    links: dict[str, str] = {}
    for seed, names in ((5, "Ann,Bob"), (6, "Cleo,Dan")):
        host = HostProcess(
            home, "--seats", "person,solid", "--names", names, "--seed", str(seed), "--port", "0"
        )
        links |= host.links
        host.proc.send_signal(9)
        host.proc.wait(timeout=30)
    ports = {name: link.split(":")[2].split("/")[0] for name, link in links.items()}
    assert ports["Ann"] != ports["Cleo"]
    again = HostProcess(home, "--resume")
    assert again.links == links

    async def check() -> None:
        async with aiohttp.ClientSession() as session:
            for name in ("Ann", "Cleo"):
                client = await Client.join(session, links[name])
                assert client.last is not None and client.last.name == name

    asyncio.run(check())
    assert again.stop()[0] == 0


def test_where_the_players_are_this_machine_or_the_local_network(tmp_path: Path) -> None:
    """By default the links name 127.0.0.1, and the host says they work here only; with
    --lan they name this machine's address on its network, and the host says which port a
    firewall must let in; a player joins by that address."""
    from kingsburg.addresses import lan_address

    here = HostProcess(_home(tmp_path), "--seats", "person,solid", "--seed", "3", "--port", "0")
    assert here.notes == [
        "These links work on this machine only. For players elsewhere: --lan (your local "
        "network) or --url (a tunnel, a VPN or a server with TLS: see docs/online.md)."
    ]
    assert here.stop()[0] == 0
    lan = lan_address()
    if lan is None:
        pytest.skip("this machine has no local network address")
    host = HostProcess(tmp_path / "lan", "--seats", "person,solid", "--seed", "3", "--port", "0",
                       "--lan")  # fmt: skip
    (link,) = host.links.values()
    assert link.startswith(f"http://{lan}:")
    port = link.split("/")[2].rsplit(":", 1)[1]
    assert host.notes == [
        "Players on your network use these links. If this machine has a firewall, it must "
        f"allow incoming TCP connections on port {port}."
    ]

    async def join() -> None:
        async with aiohttp.ClientSession() as session:
            client = await Client.join(session, link)
            assert client.last is not None and client.last.name == "Alice"
            await client.ws.close()

    asyncio.run(join())
    code, _, err = host.stop()
    assert code == 0 and f"warning: {lan} can be reached from other machines" in err


def test_lan_and_host_together_are_one_line(capsys) -> None:
    assert main(["host", "--seats", "person,solid", "--lan", "--host", "127.0.0.1"]) == 1
    assert capsys.readouterr().err == "kingsburg: give either --lan or --host, not both\n"
