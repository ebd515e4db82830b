"""``kingsburg serve`` under abuse (not a test): how long a tab's app outlives its tab after
one huge message, its peak memory, and how long Ctrl+C takes with tabs open.

    python bench/web_limits.py [--sizes 100000,1000000] [--tabs 3]

For each size: open a tab (as the page does), send one ``stdin`` message of that many
characters, close the connection at once (the tab is closed), then time until the tab's
app process has ended; its peak RSS is read from /proc (VmHWM, Linux only) while it lives.
Then open ``--tabs`` tabs, send each some keys, press Ctrl+C and time until the server
has exited."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import signal
import sys
import tempfile
import time
from pathlib import Path

import aiohttp

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.web.helpers import Served
from tests.web.test_serve import _open_tab


def peak_mib(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


async def outlives(served: Served, size: int, limit: float) -> tuple[float, float]:
    """Seconds the app lives on after its tab closed, and its peak RSS in MiB."""
    async with aiohttp.ClientSession() as session:
        ws = await _open_tab(session, served.port)
        (pid,) = served.children()
        with contextlib.suppress(aiohttp.ClientError):  # closed by the server
            await ws.send_str(json.dumps(["stdin", "x" * size]))
        await ws.close()
    start, peak = time.monotonic(), 0.0
    while Path(f"/proc/{pid}").exists() and time.monotonic() - start < limit:
        peak = max(peak, peak_mib(pid))
        await asyncio.sleep(0.05)
    return time.monotonic() - start, peak


async def ctrl_c(served: Served, tabs: int) -> float:
    async with aiohttp.ClientSession() as session:
        for _ in range(tabs):
            ws = await _open_tab(session, served.port)
            await ws.send_str(json.dumps(["stdin", "\t" * 200]))
        start = time.monotonic()
        os.killpg(served.proc.pid, signal.SIGINT)
        await asyncio.to_thread(served.proc.wait, 60)
        return time.monotonic() - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="100000,1000000")
    parser.add_argument("--tabs", type=int, default=3)
    parser.add_argument("--limit", type=float, default=180.0, help="give up after (s)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        served = Served(Path(home))
        try:
            for size in map(int, args.sizes.split(",")):
                took, peak = asyncio.run(outlives(served, size, args.limit))
                ended = f"app ended {took:.2f} s after its tab"
                print(f"{size:>9} characters: {ended}, peak {peak:.0f} MiB")
        finally:
            served.stop()
        served = Served(Path(home))
        try:
            took = asyncio.run(ctrl_c(served, args.tabs))
            print(f"Ctrl+C with {args.tabs} tabs open: server ended after {took:.2f} s")
        finally:
            served.stop()


if __name__ == "__main__":
    main()
