"""Benchmarks of the app (not tests): cold start, key press to repaint, peak memory.

    python bench/app_bench.py            # prints the figures (from the repository root)

Cold start (process start to the first paint of the setup screen) is compared with a
minimal Textual app measured in the same run; both report the median of 15 interleaved runs.
"""

from __future__ import annotations

import asyncio
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time

STARTUP = r"""
import sys, time
t0 = time.perf_counter()
kind = sys.argv[1]
import textual.screen as tscreen
if kind == "minimal":
    from textual.app import App
    from textual.widgets import Static
    class Minimal(App[None]):
        def compose(self):
            yield Static("hello")
    app = Minimal()
    wanted = "Screen"
else:
    from kingsburg.tui.app import KingsburgApp
    app = KingsburgApp()
    wanted = "SetupScreen"
original = tscreen.Screen._compositor_refresh
def first_paint(self):
    original(self)
    if type(self).__name__ == wanted and not getattr(app, "_painted", False):
        app._painted = True
        print(time.perf_counter() - t0)
        app.exit()
tscreen.Screen._compositor_refresh = first_paint
app.run(headless=True, size=(120, 40))
"""


def cold_starts(runs: int = 15) -> tuple[float, float]:
    """Median seconds to first paint: (minimal app, Kingsburg), runs interleaved so that
    a change in the machine's load hits both alike."""
    times: dict[str, list[float]] = {"minimal": [], "kingsburg": []}
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "KINGSBURG_HOME": home}
        for _ in range(runs):
            for kind, acc in times.items():
                out = subprocess.run(
                    [sys.executable, "-c", STARTUP, kind],
                    capture_output=True,
                    text=True,
                    env=env,
                    check=True,
                )
                acc.append(float(out.stdout.strip().splitlines()[-1]))
    return statistics.median(times["minimal"]), statistics.median(times["kingsburg"])


async def repaint_and_memory() -> tuple[float, float, float]:
    """Median and max time from a decision's key press to the end of the next repaint."""
    import textual.screen as tscreen

    from kingsburg.engine import Pass
    from kingsburg.tui.app import KingsburgApp
    from kingsburg.tui.screens.game import GameScreen
    from kingsburg.tui.screens.game_over import GameOverScreen
    from kingsburg.tui.widgets.decision_panel import DecisionPanel

    painted: list[float] = []
    original = tscreen.Screen._compositor_refresh

    def spy(self: tscreen.Screen[object]) -> None:
        original(self)
        painted.append(time.perf_counter())

    tscreen.Screen._compositor_refresh = spy  # type: ignore[method-assign]
    app = KingsburgApp()
    rng = random.Random(3)
    delays: list[float] = []
    async with app.run_test(size=(120, 40)) as pilot:
        from tests.tui.helpers import start_game

        await start_game(pilot, app, 4, 8)
        for _ in range(5000):
            screen = app.screen
            if isinstance(screen, GameOverScreen):
                break
            if not isinstance(screen, GameScreen):
                await pilot.press("enter")
                continue
            choices = screen.query_one(DecisionPanel).current()
            k = int(rng.random() * min(9, len(choices)))
            key = str(k + 1)
            if screen.session.held:
                key = "1"  # end the turn (undoing at random would replay the same moves)
            elif isinstance(choices[k].action, Pass):
                key = "0"  # passing has its own key
            painted.clear()
            t0 = time.perf_counter()
            await pilot.press(key)
            if painted:
                delays.append(painted[0] - t0)
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return statistics.median(delays), max(delays), peak_mb


def main() -> None:
    minimal, ours = cold_starts()
    print(f"cold start: minimal {minimal:.3f}s, kingsburg {ours:.3f}s, ratio {ours / minimal:.2f}")
    with tempfile.TemporaryDirectory() as home:
        os.environ["KINGSBURG_HOME"] = home
        med, worst, peak = asyncio.run(repaint_and_memory())
    print(f"key press to first repaint: median {med * 1000:.1f} ms, max {worst * 1000:.1f} ms")
    print(f"peak memory (max RSS) over a full 4-player game: {peak:.0f} MB")


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    main()
