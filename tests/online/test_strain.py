"""A real host under slow-loris: connections that send a header line now and then and never
finish their request are closed in time and capped, per address and in all, and a player
still gets in at once; the log stays a few lines."""

from __future__ import annotations

import asyncio
import resource
import time
from pathlib import Path
from urllib.parse import urlsplit

import aiohttp
import pytest

from kingsburg.handshakes import HANDSHAKE_SECONDS, PENDING_PER_ADDRESS

from .helpers import Client, HostProcess

pytestmark = pytest.mark.timeout(120)


Slow = tuple[asyncio.StreamReader, asyncio.Task[None]]


async def _slow(host: str, port: int, source: str) -> Slow:
    """A connection from ``source`` that starts a request and sends a header line every
    two seconds, never ending it."""
    reader, writer = await asyncio.open_connection(host, port, local_addr=(source, 0))

    async def drip() -> None:
        try:
            writer.write(b"GET / HTTP/1.1\r\nHost: x\r\n")
            for k in range(100):
                await asyncio.sleep(2)
                writer.write(b"X-Slow-%d: 1\r\n" % k)
                await writer.drain()
        except (ConnectionError, OSError):
            pass

    return reader, asyncio.get_running_loop().create_task(drip())


async def _closed(reader: asyncio.StreamReader, within: float) -> bool:
    try:
        return await asyncio.wait_for(reader.read(1), within) == b""
    except TimeoutError:  # (an OSError itself: caught first)
        return False
    except OSError:
        return True


async def _player_joins(link: str) -> float:
    start = time.monotonic()
    async with aiohttp.ClientSession() as session:
        client = await asyncio.wait_for(Client.join(session, link), 5)
        assert client.last is not None
        await client.ws.close()
    return time.monotonic() - start


def test_slow_handshakes_from_one_address_are_capped_and_timed_out(tmp_path: Path) -> None:
    host = HostProcess(tmp_path, "--seats", "person,solid", "--seed", "3", "--port", "0")
    link = host.links["Alice"]
    where = urlsplit(link)
    assert where.hostname is not None and where.port is not None

    async def run() -> None:
        slow = [await _slow(where.hostname, where.port, "127.0.0.2") for _ in range(40)]
        try:
            # Beyond PENDING_PER_ADDRESS, the same address's connections are closed at once.
            closed = await asyncio.gather(*(_closed(r, 1.0) for r, _ in slow))
            assert sum(closed) == 40 - PENDING_PER_ADDRESS
            # A player (another address) gets in meanwhile, at once.
            assert await _player_joins(link) < 3
            # The others are closed once their time to make the request is over.
            held = [r for (r, _), gone in zip(slow, closed, strict=True) if not gone]
            ended = await asyncio.gather(*(_closed(r, HANDSHAKE_SECONDS + 3) for r in held))
            assert all(ended)
        finally:
            for _, drip in slow:
                drip.cancel()

    asyncio.run(run())
    code, _, err = host.stop()
    assert code == 0
    assert "Traceback" not in err
    # One line when it starts, one with the count of the rest at the interval's end.
    about = [line for line in err.splitlines() if "127.0.0.2" in line]
    assert len(about) == 2 and "(23 more in the last 10 s)" in about[1], about
    assert sum("sent no request within" in line for line in err.splitlines()) == 1


def _few_descriptors() -> None:
    resource.setrlimit(resource.RLIMIT_NOFILE, (128, 128))


def test_many_slow_addresses_leave_room_for_a_player_and_the_log_quiet(tmp_path: Path) -> None:
    """Under `ulimit -n 128`, 150 slow connections from ten addresses: the host holds at
    most what its descriptors allow (the oldest waiting make room), a player joins at once,
    and accept() never runs out of descriptors."""
    host = HostProcess(
        tmp_path,
        "--seats",
        "person,solid",
        "--seed",
        "3",
        "--port",
        "0",
        preexec_fn=_few_descriptors,
    )
    link = host.links["Alice"]
    where = urlsplit(link)
    assert where.hostname is not None and where.port is not None

    async def run() -> None:
        slow = []
        try:
            for k in range(150):
                slow.append(await _slow(where.hostname, where.port, f"127.0.1.{k % 10 + 1}"))
            await asyncio.sleep(1)
            assert await _player_joins(link) < 3
        finally:
            for _, drip in slow:
                drip.cancel()

    asyncio.run(run())
    code, _, err = host.stop()
    assert code == 0
    lines = err.splitlines()
    assert "Traceback" not in err and not any("out of system resource" in x for x in lines)
    assert sum("connections open: closed the oldest" in line for line in lines) == 1
    assert len(lines) < 30, err
