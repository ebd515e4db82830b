"""Fit the strong level's correction where playouts stop (``bots/leaf_weights.json``).

    python bench/fit_leaf.py [--games 4000] [--seed 200000] [--jobs 2] [--write]
                             [--players 2,3,4,5] [--bot solid|strong] [--playouts 96]

Plays ``--games`` games of solid players for each number of players (2-5), base game,
and at the first moment of every phase of every year notes for every player what
``leaf.features`` reads and ``evaluate.value``; at the end, the player's final VP. For
each (players, year, phase) it fits final VP - value as a linear function of the
features by least squares (with a small ridge, so that a building rarely held gets a
tame weight), on four fifths of the games, and prints how much of the error the fit
removes on the fifth left out, and how much the shipped weights remove there. With
``--write`` it fits again on every game and writes the weights of the numbers of players
played (those of the others are kept).

``--bot strong`` plays the strong level instead (with ``--playouts`` playouts a search,
``search.MANY_PLAYERS`` times as many with three players or more, and the cap on decisions
played out scaled alike): it tells whether weights fitted to solid's games also describe
how the strong level's own games go on.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from kingsburg.bots import make_bot, search
from kingsburg.bots.evaluate import value
from kingsburg.bots.leaf import N_FEATURES, WEIGHTS_FILE, features, weights
from kingsburg.driver import ChanceDriver
from kingsburg.engine import (
    CHANCE,
    OVER,
    GameConfig,
    apply,
    current_phase,
    new_game,
    to_act,
    view,
)
from kingsburg.simulate import DEFAULT_NAMES

RIDGE = 2.0
When = tuple[int, int]  # year, phase
Row = tuple[int, When, list[float], float, float]  # seed, when, features, value, final VP


def play(args: tuple[int, int, int, str, int]) -> list[Row]:
    """Rows of ``games`` games of ``n`` players of level ``kind`` from ``seed`` on."""
    n, seed, games, kind, playouts = args
    if kind == "strong":
        search.STEP_BUDGET = search.STEP_BUDGET * playouts // search.PLAYOUTS
        search.PLAYOUTS = playouts
    rows: list[Row] = []
    for s in range(seed, seed + games):
        state = new_game(GameConfig(DEFAULT_NAMES[:n]))
        draw = ChanceDriver(s).draw
        bots = [make_bot(kind, s * 31 + i) for i in range(n)]
        seen: list[tuple[int, When, list[float], float]] = []
        when = (1, 0)
        while (who := to_act(state)) != OVER:
            if (state.year, current_phase(state)) != when:  # the first moment of a phase
                when = (state.year, current_phase(state))
                seen += [(i, when, features(state, i), value(state, i)) for i in range(n)]
            if who == CHANCE:
                apply(state, draw(state))
            else:
                apply(state, bots[who].decide(view(state, who), who).action)
        rows += [(s, w, f, v, float(state.players[i].vp)) for i, w, f, v in seen]
    return rows


def solve(rows: list[Row]) -> list[float]:
    """Ridge least squares of final - value on the features (the constant unpenalised)."""
    k = N_FEATURES
    a = [[0.0] * k for _ in range(k)]
    b = [0.0] * k
    for _, _, f, v, final in rows:
        r = final - v
        for i in range(k):
            fi = f[i]
            if fi:
                b[i] += fi * r
                row = a[i]
                for j in range(k):
                    row[j] += fi * f[j]
    for i in range(1, k):
        a[i][i] += RIDGE
    # Gaussian elimination with partial pivoting.
    for c in range(k):
        p = max(range(c, k), key=lambda r: abs(a[r][c]))
        a[c], a[p], b[c], b[p] = a[p], a[c], b[p], b[c]
        for r in range(c + 1, k):
            m = a[r][c] / a[c][c]
            if m:
                for j in range(c, k):
                    a[r][j] -= m * a[c][j]
                b[r] -= m * b[c]
    w = [0.0] * k
    for c in range(k - 1, -1, -1):
        w[c] = (b[c] - sum(a[c][j] * w[j] for j in range(c + 1, k))) / a[c][c]
    return w


def spread(rows: list[Row], w: list[float] | None) -> float:
    """The variance of the error of value (plus the correction) against the final VP: its
    mean is left out, as a constant moves every candidate alike."""
    return statistics.pvariance(
        final - v - (sum(x * y for x, y in zip(w, f, strict=True)) if w else 0.0)
        for _, _, f, v, final in rows
    )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=4000, help="games per number of players")
    ap.add_argument("--seed", type=int, default=200_000)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--players", default="2,3,4,5", help="numbers of players, with commas")
    ap.add_argument("--bot", choices=("solid", "strong"), default="solid")
    ap.add_argument("--playouts", type=int, default=search.PLAYOUTS, help="for --bot strong")
    ap.add_argument("--write", action="store_true", help="write the weights file")
    args = ap.parse_args()
    chunk = 250 if args.bot == "solid" else 5
    players = [int(x) for x in args.players.split(",")]
    try:
        shipped = weights()
    except RuntimeError:  # a file of an older layout: nothing to compare with
        shipped = {}
    fitted: dict[str, list[float]] = {}
    with ProcessPoolExecutor(args.jobs) as pool:
        for n in players:
            parts = [
                (n, s, min(chunk, args.seed + args.games - s), args.bot, args.playouts)
                for s in range(args.seed, args.seed + args.games, chunk)
            ]
            by_when: dict[When, list[Row]] = {}
            for part in pool.map(play, parts):
                for r in part:
                    by_when.setdefault(r[1], []).append(r)
            for (year, phase), mine in sorted(by_when.items()):
                train = [r for r in mine if r[0] % 5]
                test = [r for r in mine if not r[0] % 5]
                w = solve(train)
                before, after = spread(test, None), spread(test, w)
                was = shipped.get((n, year, phase))
                now = spread(test, list(was)) if was else before
                print(
                    f"{n} players, year {year}, phase {phase}: {len(mine)} positions; "
                    "error variance on the "
                    f"fifth left out {before:.1f} -> {after:.1f} ({1 - after / before:.0%} less)"
                    f"; with the shipped weights {now:.1f} ({1 - now / before:.0%} less)",
                    flush=True,
                )
                fitted[f"{n}-{year}-{phase}"] = [round(x, 3) for x in solve(mine)]
    if args.write:
        played = {str(n) for n in players}
        old = {  # the rows of the numbers of players not played this time
            k: w
            for k, w in json.loads(WEIGHTS_FILE.read_text(encoding="utf-8"))["weights"].items()
            if k.count("-") == 2 and k.split("-")[0] not in played
        }
        doc = {
            "about": "strong level's correction where playouts stop, by players-year-phase; "
            "written by bench/fit_leaf.py",
            "games": args.games,
            "seed": args.seed,
            "features": "1, gold, wood, stone, plus2 tokens, built[0..19] (buildings.yaml order)",
            "weights": {**old, **fitted},
        }
        text = json.dumps(doc, indent=1)  # then each row of weights on one line:
        text = re.sub(r"\[\s+([^\[\]]*?)\s+\]", lambda m: f"[{' '.join(m[1].split())}]", text)
        WEIGHTS_FILE.write_text(text + "\n", encoding="utf-8")
        print(f"wrote {WEIGHTS_FILE.name}")


if __name__ == "__main__":
    main()
