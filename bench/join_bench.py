"""``kingsburg join``: how long another seat's move takes to reach the joined game screen.

    python bench/join_bench.py [--moves 200]

A real ``kingsburg host`` on 127.0.0.1 with two person seats: Ann in the app (headless, the
game screen over a ``RemoteSession``), Bruno a protocol client in this process choosing at
random. Timed from Bruno sending a move to Ann's screen having taken the host's update in
and redrawn (board, log, side panel). Ann plays her turns at random through the session as
the screen would. Also: the client's own share, reading one update (the position text and
the legal moves) into the session, median and p95.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import aiohttp

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.online.helpers import Client, HostProcess

from kingsburg.engine import Event
from kingsburg.online.protocol import Update
from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.remote import RemoteSession, first_update
from kingsburg.tui.screens.game import GameScreen


def _p95(values: list[float]) -> float:
    return sorted(values)[int(len(values) * 0.95)]


async def measure(host: HostProcess, moves: int) -> tuple[list[float], list[float]]:
    rng = random.Random(1)
    remote = RemoteSession(host.links["Ann"], await first_update(host.links["Ann"]))
    redrawn: list[tuple[int, float]] = []  # (moves shown, when) of each redraw of Ann's
    reads: list[float] = []
    apply = remote._apply

    def timed_apply(update: Update, fresh: bool) -> list[Event]:
        start = time.perf_counter()
        try:
            return apply(update, fresh)
        finally:
            reads.append(time.perf_counter() - start)

    remote._apply = timed_apply  # type: ignore[method-assign]
    changed = GameScreen.session_changed

    def timed_changed(screen: GameScreen, events: list[Event]) -> None:
        changed(screen, events)
        redrawn.append((remote.moves, time.perf_counter()))

    GameScreen.session_changed = timed_changed  # type: ignore[method-assign]
    trips: list[float] = []
    app = KingsburgApp(remote=remote)
    async with aiohttp.ClientSession() as http, app.run_test(size=(130, 42)) as pilot:
        bruno = await Client.join(http, host.links["Bruno"])
        while len(trips) < moves:
            assert bruno.last is not None
            if bruno.last.over:
                break
            if bruno.last.moves:
                at, seen = bruno.last.move, len(redrawn)
                sent = time.perf_counter()
                await bruno.send({"type": "move", "move": rng.choice(bruno.last.moves)})
                while not any(m > at for m, _ in redrawn[seen:]):
                    await pilot.pause(0.001)
                trips.append(next(t for m, t in redrawn[seen:] if m > at) - sent)
                await bruno.drain(0.05)
                continue
            t = remote.turn()
            if t.kind == "decision" and remote.controls(t.player):
                remote.decide(rng.choice(remote.legal()))
            await pilot.pause(0.01)
            await bruno.drain(0.02)
    return trips, reads


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=200)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        host = HostProcess(
            Path(home), "--seats", "person,person", "--names", "Ann,Bruno", "--port", "0"
        )
        try:
            trips, reads = asyncio.run(measure(host, args.moves))
        finally:
            host.stop()
    print(
        f"Bruno's move to Ann's redrawn screen: {len(trips)} moves, median "
        f"{statistics.median(trips) * 1000:.1f} ms, p95 {_p95(trips) * 1000:.1f} ms"
    )
    print(
        f"reading one update into the session: {len(reads)} updates, median "
        f"{statistics.median(reads) * 1000:.2f} ms, p95 {_p95(reads) * 1000:.2f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
