"""Benchmarks (run by hand, not as tests): engine playouts, simulate, replay --verify.

    python bench/bench.py            # all figures, best of 3 runs each

Figures are games (or records) per second on one core.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

from kingsburg.bots import make_bot
from kingsburg.driver import ChanceDriver
from kingsburg.engine import CHANCE, OVER, GameConfig, apply, new_game, to_act
from kingsburg.record import first_divergence, load_record, save_record_atomic
from kingsburg.simulate import DEFAULT_NAMES, play_game, play_unrecorded


def playout(n: int, seed: int) -> None:
    """A bare engine game between random bots: what a search bot's playout costs."""
    state = new_game(GameConfig(DEFAULT_NAMES[:n]))
    driver = ChanceDriver(seed)
    bots = [make_bot("random", seed * 31 + i) for i in range(n)]
    while True:
        who = to_act(state)
        if who == OVER:
            return
        apply(state, driver.draw(state) if who == CHANCE else bots[who].decide(state, who).action)


def best_rate(label: str, count: int, fn: object, repeats: int = 3) -> float:
    rates = []
    for _ in range(repeats):
        start = time.perf_counter()
        for i in range(count):
            fn(i)  # type: ignore[operator]
        rates.append(count / (time.perf_counter() - start))
    best = max(rates)
    print(f"{label:<48} {best:8.1f} /s   (runs: {', '.join(f'{r:.0f}' for r in rates)})")
    return best


def main() -> int:
    playout(4, 0)  # load the data once before timing
    best_rate("engine playouts, 4 players, random bots", 200, lambda i: playout(4, i))
    best_rate(
        "simulate without --record, 4 players, random",
        200,
        lambda i: play_unrecorded(4, i, ["random"] * 4),
    )
    best_rate(
        "recorded games (simulate --record), 4 players, random",
        200,
        lambda i: play_game(4, i, ["random"] * 4),
    )
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        for i in range(20):
            p = Path(tmp) / f"g{i}.json"
            save_record_atomic(play_game(5, i, ["random"] * 5).to_record(), p)
            paths.append(p)

        def verify(i: int) -> None:
            _, divergence = first_divergence(load_record(paths[i % len(paths)]))
            assert divergence is None

        best_rate("replay --verify of 5-player records", 100, verify)
    return 0


if __name__ == "__main__":
    sys.exit(main())
