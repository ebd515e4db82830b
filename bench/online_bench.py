"""Online tables (``kingsburg host``): how fast a move goes round, and how many tables one host
process carries.

    python bench/online_bench.py [--moves 300] [--tables 100] [--seconds 30] [--level solid]

1. Round trip: a real ``kingsburg host`` process on 127.0.0.1 with 5 person seats, 5
   protocol clients in this process choosing at random. Timed from a seat sending its move
   to the last of the 5 seats receiving the update for it (the host writes the record to
   disk in between, as always). Median and p95 over ``--moves`` moves.
2. Load: ``--tables`` tables of 4 computer seats in this one process (the host's own Table
   class and event loop, one watcher connected at every seat, so every update is built and
   serialised as for a person), playing at full speed for ``--seconds``. A table whose game
   ends gets a new game in its place at once, so that ``--tables`` games are being played
   for the whole run (a game of 4 takes about 280 moves: at full speed most end within 30
   s, and the tables left over would otherwise play faster). A move's latency is the time
   from the table being ready for it (its previous move written and sent, or the table
   made) to it being written and sent: the computer's thinking, waiting for its turn on
   the two shared cores behind the other tables, and the journal's synced write. p95 over
   every move; memory per table from the process's resident set before the tables were
   made and while they play.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import aiohttp

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.online.helpers import Client, HostProcess

from kingsburg.data.loader import default_ruleset
from kingsburg.online.protocol import Update
from kingsburg.online.table import Table, _Views


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def _round_trips(links: list[str], moves: int, rng: random.Random) -> list[float]:
    times: list[float] = []
    async with aiohttp.ClientSession() as session:
        clients = [await Client.join(session, link) for link in links]
        for c in clients:
            await c.drain()
        while len(times) < moves:
            mover = next(c for c in clients if c.last is not None and c.last.moves)
            assert mover.last is not None
            if mover.last.over:
                break
            at = mover.last.move
            start = time.perf_counter()
            await mover.send({"type": "move", "move": rng.choice(mover.last.moves)})
            for c in clients:  # every seat's update for this move (and the dice after it)
                while c.last is None or c.last.move == at:
                    assert isinstance(await c.receive(), Update)
            times.append(time.perf_counter() - start)  # (dice that follow come in it too)
            if all(c.last is not None and c.last.over for c in clients):
                break
    return times


def round_trip(moves: int) -> list[float]:
    times: list[float] = []
    seed = 1
    while len(times) < moves:
        with tempfile.TemporaryDirectory() as home:
            host = HostProcess(Path(home), "--seats", ",".join(["person"] * 5), "--seed",
                               str(seed), "--port", "0")  # fmt: skip
            try:
                times += asyncio.run(
                    _round_trips(list(host.links.values()), moves - len(times), random.Random(seed))
                )
            finally:
                host.stop()
        seed += 1
    return times


class _Watcher:
    """A connected seat that reads everything and keeps nothing."""

    received = 0

    def deliver(self, text: str) -> None:
        _Watcher.received += len(text)


def rss_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def _slot(
    k: int, level: str, home: Path, until: float, live: dict[int, Table], gaps: list[float]
) -> None:
    """One of the ``--tables`` places: a table of computers playing at full speed, and when
    its game ends a new one in its place, until ``until``. Each move's latency goes in
    ``gaps``."""
    names = ["Alice", "Bruno", "Chiara", "Dario"]
    done = asyncio.Event()
    last = 0.0

    class TimedTable(Table):
        def broadcast(self) -> _Views:
            nonlocal last
            views = super().broadcast()
            now = time.perf_counter()
            if last and now <= until:
                gaps.append(now - last)
            last = now
            if self.game.state.over:
                done.set()
            return views

    game = 0
    while time.perf_counter() < until:
        # Made in a worker thread: a host makes its tables before it serves them, so the
        # other tables should not wait for this one's files to be written and synced.
        seed = k * 1000 + game + 1
        table = await asyncio.to_thread(TimedTable.new, names, [level] * 4, seed, home)
        for i in range(4):
            await table.connect(i, _Watcher())
        live[k] = table
        done.clear()
        last = time.perf_counter()  # ready for its first move from now on
        table.kick()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(done.wait(), max(0.0, until - time.perf_counter()))
        last = 0.0
        if time.perf_counter() < until:  # a game ended: its place gets a new table
            await table.close()
            table.release()
        game += 1


async def _load(n: int, seconds: float, level: str, home: Path) -> tuple[list[float], float]:
    default_ruleset()  # loaded before the threads that make tables race to load their own
    gc.collect()
    before = rss_mib()
    gaps: list[float] = []
    live: dict[int, Table] = {}
    until = time.perf_counter() + seconds
    await asyncio.gather(*(_slot(k, level, home, until, live, gaps) for k in range(n)))
    gc.collect()
    per_table = (rss_mib() - before) / n
    for table in live.values():
        await table.close()
        table.release()
    return gaps, per_table


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=300)
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--level", default="solid")
    parser.add_argument("--skip-round-trip", action="store_true")
    args = parser.parse_args()
    if not args.skip_round_trip:
        times = round_trip(args.moves)
        print(
            f"round trip, 5 seats on loopback, {len(times)} moves: "
            f"median {statistics.median(times) * 1000:.1f} ms, p95 {pct(times, 0.95) * 1000:.1f} ms"
        )
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as home:
        gaps, per_table = asyncio.run(_load(args.tables, args.seconds, args.level, Path(home)))
    print(
        f"{args.tables} tables of 4 {args.level} computers for {args.seconds:.0f} s: "
        f"{len(gaps)} moves ({len(gaps) / args.seconds:.0f}/s), move latency median "
        f"{statistics.median(gaps) * 1000:.1f} ms, p95 {pct(gaps, 0.95) * 1000:.1f} ms; "
        f"memory {per_table:.2f} MiB per table"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
