"""Benchmarks of the app (not tests): cold start, key press to repaint, memory.

    nice -n 10 python bench/app_bench.py                 # everything, 3 repetitions
    nice -n 10 python bench/app_bench.py --reps 5 --skip-cold
    python bench/app_bench.py --players 5 --reps 1      # one quick game
    python bench/app_bench.py --skip-cold --reps 7 --vs ../base   # against another checkout

Cold start (from a fresh interpreter's first line to the first paint of the setup screen,
by ``bench/cold_start.py``'s run: the command's own way in, ``kingsburg.cli.main``) is
compared with a minimal Textual app measured in the same run; both report the median of 15
interleaved runs, with the package's bytecode compiled first, as ``pip install`` does.
``bench/cold_start.py`` compares it with other checkouts.

Whole games: each repetition plays one full game per player count (modules on, choices at
random from a seeded RNG, so every run plays the same games) by key presses with Pilot, each
game in a fresh process, interleaved with a minimal Textual app driven by as many key presses
in the same harness. Every key press is timed from the press to the last repaint it caused
(the end screen included), to the last repaint that drew something (a layout that moved
nothing draws nothing), and by the CPU time the app's thread spent on it (a figure a busy
machine does not inflate). Per game: p50/p95/max of those times, the full (generation-2)
garbage collections and their pauses, the objects the collector tracks after the game starts
and at game over, and the peak memory (max RSS) of the process. The summary gives the median
over the repetitions of each figure.
"""

from __future__ import annotations

import argparse
import asyncio
import compileall
import gc
import json
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SIZE = (120, 40)

MINIMAL_START = r"""
import sys, time
t0 = time.perf_counter()
import textual.app as tapp
import textual.screen as tscreen
from textual.widgets import Static
class Minimal(tapp.App[None]):
    def compose(self):
        yield Static("hello")
original = tscreen.Screen._compositor_refresh
def first_paint(self):
    original(self)
    if not getattr(self.app, "_painted", False):
        self.app._painted = True
        print(time.perf_counter() - t0, flush=True)
        self.app.exit()
tscreen.Screen._compositor_refresh = first_paint
Minimal().run(headless=True, size=(120, 40))
"""


def cold_starts(runs: int = 15) -> tuple[float, float]:
    """Median seconds from the script's first line to the first paint: (minimal app,
    Kingsburg through ``bench/cold_start.py``'s run), interleaved so that a change in the
    machine's load hits both alike."""
    from pathlib import Path

    from bench.cold_start import one_run

    times: dict[str, list[float]] = {"minimal": [], "kingsburg": []}
    compileall.compile_dir(os.path.join(ROOT, "src"), quiet=1)
    for _ in range(runs):
        out = subprocess.run(
            [sys.executable, "-c", MINIMAL_START], capture_output=True, text=True, check=True
        )
        times["minimal"].append(float(out.stdout.strip().splitlines()[-1]))
        times["kingsburg"].append(one_run(Path(ROOT), bytecode=True)[1])
    return statistics.median(times["minimal"]), statistics.median(times["kingsburg"])


# --- timing key presses in one process ------------------------------------------------


class Timer:
    """Records repaints and full collections, to time each key press to its last repaint."""

    def __init__(self) -> None:
        import textual.screen as tscreen

        self.painted: list[float] = []
        self.painted_cpu: list[float] = []  # this thread's CPU time at each repaint
        self.draws: list[bool] = []  # whether each repaint drew anything
        self.gen2: list[tuple[float, float]] = []  # (start, seconds)
        self._gc_start = 0.0
        original = tscreen.Screen._compositor_refresh

        def spy(screen: Any) -> None:
            # A refresh of the top screen with no dirty region draws nothing (a layout
            # that moved nothing): it costs time but shows the player nothing new.
            draws = screen is screen.app.screen and bool(screen._compositor._dirty_regions)
            original(screen)
            self.painted.append(time.perf_counter())
            self.painted_cpu.append(time.thread_time())
            self.draws.append(draws)

        tscreen.Screen._compositor_refresh = spy  # type: ignore[method-assign]
        gc.callbacks.append(self._on_gc)

    def _on_gc(self, phase: str, info: dict[str, int]) -> None:
        if info["generation"] != 2:
            return
        now = time.perf_counter()
        if phase == "start":
            self._gc_start = now
        else:
            self.gen2.append((self._gc_start, now - self._gc_start))

    async def press(self, pilot: Any, key: str) -> tuple[float, float, float, float, bool]:
        """Seconds from the press to its first repaint, to its last repaint, and to the last
        repaint that drew something (each to the return if none), the CPU seconds this
        thread spent until the last repaint (what the press costs whatever else the machine
        runs), and whether a full collection ran meanwhile."""
        self.painted.clear()
        self.painted_cpu.clear()
        self.draws.clear()
        before = len(self.gen2)
        t0 = time.perf_counter()
        c0 = time.thread_time()
        await pilot.press(key)
        end = time.perf_counter()
        end_cpu = time.thread_time()
        first, last = (self.painted[0], self.painted[-1]) if self.painted else (end, end)
        drawn = [t for t, draws in zip(self.painted, self.draws, strict=True) if draws]
        last_drawn = drawn[-1] if drawn else last
        cpu = (self.painted_cpu[-1] if self.painted_cpu else end_cpu) - c0
        return first - t0, last - t0, last_drawn - t0, cpu, len(self.gen2) > before


def pct(values: list[float], q: float) -> float:
    """The q-quantile (0..1) by the nearest-rank method."""
    s = sorted(values)
    return s[min(len(s) - 1, max(0, round(q * len(s) + 0.5) - 1))]


async def play_game(players: int, seed: int) -> dict[str, Any]:
    from tests.tui.helpers import settle, start_game

    from kingsburg.engine import Pass
    from kingsburg.tui.app import KingsburgApp
    from kingsburg.tui.screens.game import GameScreen
    from kingsburg.tui.screens.game_over import GameOverScreen
    from kingsburg.tui.screens.setup import SetupScreen
    from kingsburg.tui.widgets.decision_panel import DecisionPanel

    app = KingsburgApp()
    rng = random.Random(seed)
    times: list[float] = []  # to the last repaint: the screen shows all the press did
    firsts: list[float] = []  # to the first repaint (what the older benchmark timed)
    drawns: list[float] = []  # to the last repaint that drew something
    cpus: list[float] = []  # CPU time of the press to its last repaint
    slow_gc = 0
    end_screen = 0.0
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot, app)
        assert isinstance(app.screen, SetupScreen)
        modules = [str(b.id) for b in app.screen.query("OptionToggle") if "module" in str(b.id)]
        await start_game(pilot, app, players, seed, tuple(modules))
        timer = Timer()
        gc.collect()
        objects_start = len(gc.get_objects()) + gc.get_freeze_count()
        for _ in range(5000):
            screen = app.screen
            if isinstance(screen, GameOverScreen):
                break
            key = "enter"
            if isinstance(screen, GameScreen):
                choices = screen.query_one(DecisionPanel).current()
                k = int(rng.random() * min(9, len(choices)))
                key = str(k + 1)
                if screen.session.held:
                    key = "1"  # end the turn (undoing at random would replay the same moves)
                elif isinstance(choices[k].action, Pass):
                    key = "0"  # passing has its own key
            first, took, drawn, cpu, collected = await timer.press(pilot, key)
            times.append(took)
            firsts.append(first)
            drawns.append(drawn)
            cpus.append(cpu)
            slow_gc += collected
            if isinstance(app.screen, GameOverScreen):
                end_screen = took
        else:
            raise AssertionError("the game did not end")
        gc.collect()
        objects_end = len(gc.get_objects()) + gc.get_freeze_count()
        gen2 = timer.gen2
    return {
        "players": players,
        "modules": modules,
        "keys": len(times),
        "p50": pct(times, 0.5),
        "p95": pct(times, 0.95),
        "max": max(times),
        "drawn_p50": pct(drawns, 0.5),
        "drawn_p95": pct(drawns, 0.95),
        "drawn_max": max(drawns),
        "first_p50": pct(firsts, 0.5),
        "first_p95": pct(firsts, 0.95),
        "first_max": max(firsts),
        "cpu_p50": pct(cpus, 0.5),
        "cpu_p95": pct(cpus, 0.95),
        "cpu_max": max(cpus),
        "end_screen": end_screen,
        "over_30ms": sum(t > 0.030 for t in times),
        "over_100ms": sum(t > 0.100 for t in times),
        "gen2_count": len(gen2),
        "gen2_max": max((d for _, d in gen2), default=0.0),
        "keys_with_gen2": slow_gc,
        "objects_start": objects_start,
        "objects_end": objects_end,
        "peak_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


async def minimal_app(keys: int) -> dict[str, Any]:
    """A minimal Textual app in the same harness: as many key presses, the same size."""
    from textual.app import App, ComposeResult
    from textual.widgets import Static

    class Minimal(App[None]):
        def compose(self) -> ComposeResult:
            yield Static("hello")

        def on_key(self) -> None:
            self.query_one(Static).update(f"key {time.perf_counter()}")

    app = Minimal()
    times: list[float] = []
    cpus: list[float] = []
    async with app.run_test(size=SIZE) as pilot:
        timer = Timer()
        gc.collect()
        objects_start = len(gc.get_objects())
        for _ in range(keys):
            _first, took, _drawn, cpu, _collected = await timer.press(pilot, "1")
            times.append(took)
            cpus.append(cpu)
        gc.collect()
        objects_end = len(gc.get_objects())
    return {
        "p50": pct(times, 0.5),
        "cpu_p50": pct(cpus, 0.5),
        "objects_start": objects_start,
        "objects_end": objects_end,
        "peak_mib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    }


def child(argv: list[str]) -> None:
    """In a fresh process: ``game PLAYERS SEED`` or ``minimal KEYS``; prints one JSON line."""
    sys.path.insert(0, ROOT)
    if argv[0] == "game":
        out = asyncio.run(play_game(int(argv[1]), int(argv[2])))
    else:
        out = asyncio.run(minimal_app(int(argv[1])))
    print(json.dumps(out))


def run_child(*args: str, tree: str = ROOT) -> dict[str, Any]:
    """One game (or minimal app) in a fresh process, by ``tree``'s own harness and code."""
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "KINGSBURG_HOME": home, "TEXTUAL_ANIMATIONS": "none"}
        env["PYTHONPATH"] = os.path.join(tree, "src")
        out = subprocess.run(
            [sys.executable, os.path.join(tree, "bench", "app_bench.py"), "--child", *args],
            capture_output=True,
            text=True,
            env=env,
            cwd=tree,
        )
    if out.returncode != 0:
        raise SystemExit(f"app_bench: child {args} failed:\n{out.stderr[-3000:]}")
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def whole_games(players_counts: list[int], reps: int, seed: int, vs: str | None) -> None:
    games: dict[int, list[dict[str, Any]]] = {p: [] for p in players_counts}
    others: dict[int, list[dict[str, Any]]] = {p: [] for p in players_counts}
    minimal: list[dict[str, Any]] = []
    for rep in range(reps):
        for p in players_counts:
            g = run_child("game", str(p), str(seed + rep))
            games[p].append(g)
            if vs is not None:  # the same game by the other checkout, right after
                others[p].append(run_child("game", str(p), str(seed + rep), tree=vs))
            m = run_child("minimal", str(g["keys"]))
            minimal.append(m)
            print(
                f"  rep {rep + 1} {p}p seed {seed + rep}: {g['keys']} keys, "
                f"p50 {g['p50'] * 1000:.1f} p95 {g['p95'] * 1000:.1f} "
                f"max {g['max'] * 1000:.1f} end {g['end_screen'] * 1000:.1f} ms; "
                f"drawing p50 {g['drawn_p50'] * 1000:.1f} p95 {g['drawn_p95'] * 1000:.1f} "
                f"max {g['drawn_max'] * 1000:.1f} ms; "
                f"CPU p50 {g['cpu_p50'] * 1000:.1f} p95 {g['cpu_p95'] * 1000:.1f} "
                f"max {g['cpu_max'] * 1000:.1f} ms; "
                f">30ms {g['over_30ms']} >100ms {g['over_100ms']}; "
                f"gen2 {g['gen2_count']} (max {g['gen2_max'] * 1000:.0f} ms); "
                f"objects {g['objects_start']}→{g['objects_end']}; "
                f"peak {g['peak_mib']:.1f} MiB (minimal {m['peak_mib']:.1f})",
                flush=True,
            )
    med = statistics.median
    min_peak = med(m["peak_mib"] for m in minimal)
    print(
        f"minimal Textual app: a key (one repaint) p50 "
        f"{med(m['p50'] for m in minimal) * 1000:.1f} ms, CPU p50 "
        f"{med(m['cpu_p50'] for m in minimal) * 1000:.1f} ms (the harness's own share); "
        f"peak {min_peak:.1f} MiB, objects "
        f"{med(m['objects_start'] for m in minimal):.0f}→"
        f"{med(m['objects_end'] for m in minimal):.0f} (median of {len(minimal)})"
    )
    for p, gs in games.items():

        def m(key: str, gs: list[dict[str, Any]] = gs) -> float:
            return float(med(g[key] for g in gs))

        peak = m("peak_mib")
        print(
            f"{p} players, modules {','.join(gs[0]['modules']) or 'none'} "
            f"(median of {len(gs)} games, {m('keys'):.0f} keys each): "
            f"key→repaint p50 {m('p50') * 1000:.1f} ms, p95 {m('p95') * 1000:.1f} ms, "
            f"max {m('max') * 1000:.1f} ms (worst of all {max(g['max'] for g in gs) * 1000:.1f}), "
            f"end screen {m('end_screen') * 1000:.1f} ms; "
            f"to the last repaint that drew: p50 {m('drawn_p50') * 1000:.1f} ms, "
            f"p95 {m('drawn_p95') * 1000:.1f} ms, max {m('drawn_max') * 1000:.1f} ms; "
            f"CPU per key p50 {m('cpu_p50') * 1000:.1f} ms, p95 {m('cpu_p95') * 1000:.1f} ms, "
            f"max {m('cpu_max') * 1000:.1f} ms; "
            f"to the first repaint: p50 {m('first_p50') * 1000:.1f} ms, "
            f"p95 {m('first_p95') * 1000:.1f} ms, max {m('first_max') * 1000:.1f} ms; "
            f"full collections {m('gen2_count'):.0f} (longest {m('gen2_max') * 1000:.0f} ms); "
            f"tracked objects {m('objects_start'):.0f} → {m('objects_end'):.0f}; "
            f"peak {peak:.1f} MiB = {peak / min_peak:.2f}× minimal"
        )
        if others[p]:
            compare(p, gs, others[p], min_peak)


def compare(
    players: int, ours: list[dict[str, Any]], theirs: list[dict[str, Any]], min_peak: float
) -> None:
    """This checkout against --vs, game by game (same seeds, run one after the other)."""
    med = statistics.median
    parts = []
    for key, what in (
        ("p50", "key p50"),
        ("p95", "key p95"),
        ("cpu_p50", "CPU p50"),
        ("cpu_p95", "CPU p95"),
    ):
        a, b = med(g[key] for g in ours), med(g[key] for g in theirs)
        ratio = med(x[key] / y[key] for x, y in zip(ours, theirs, strict=True))
        parts.append(f"{what} {a * 1000:.1f} vs {b * 1000:.1f} ms (pairwise ratio {ratio:.2f})")
    peak = med(g["peak_mib"] for g in theirs)
    parts.append(f"peak {peak:.1f} MiB = {peak / min_peak:.2f}× minimal for --vs")
    print(f"{players} players, this checkout vs --vs (medians of {len(ours)}): " + "; ".join(parts))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--reps", type=int, default=3, help="games per player count")
    ap.add_argument("--players", default="2,5", help="player counts, e.g. 2,5")
    ap.add_argument("--seed", type=int, default=7, help="seed of the first repetition")
    ap.add_argument("--skip-cold", action="store_true", help="no cold-start runs")
    ap.add_argument(
        "--vs", help="another checkout: each game is also played by it (its own harness)"
    )
    ap.add_argument("--child", nargs="+", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(args.child)
        return
    print(f"load: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} (1, 5 min)", flush=True)
    if not args.skip_cold:
        minimal, ours = cold_starts()
        print(
            f"cold start: minimal {minimal:.3f}s, kingsburg {ours:.3f}s, "
            f"ratio {ours / minimal:.2f}",
            flush=True,
        )
    players = [int(p) for p in args.players.split(",")]
    whole_games(players, args.reps, args.seed, os.path.abspath(args.vs) if args.vs else None)
    print(f"load: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} (1, 5 min)")


if __name__ == "__main__":
    sys.path.insert(0, ROOT)
    main()
