"""The strong level's score where its playouts stop.

``evaluate.value`` is a hand-made estimate of a player's final VP. Where the strong
level's playouts end (the first moment of a phase a little after the decision's, or of
the next year) it was measured against the final VP of thousands of games of solid
players, and its errors there follow what the player holds: at the start of year 2 a
Guard Tower, a Blacksmith or a Palisade built in year 1 was counted about 7-10 VP above
what such a player went on to score, because ``value`` prices a point of battle strength
at 3 VP for every winter to come. The correction here is a linear function of what the
player holds (goods, "+2" tokens, buildings), one per number of players, year and phase,
fitted by least squares to those games (``bench/fit_leaf.py``, which writes
``leaf_weights.json`` next to this file).
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from kingsburg.bots.evaluate import value
from kingsburg.engine import GameState, current_phase

WEIGHTS_FILE = Path(__file__).with_name("leaf_weights.json")
N_FEATURES = 25  # 1, gold, wood, stone, "+2" tokens, 20 buildings
PHASES = range(1, 9)  # the phases of a year


def features(state: GameState, player: int) -> list[float]:
    """What the correction is a linear function of (the first is the constant 1)."""
    p = state.players[player]
    return [1.0, *p.goods, p.plus2, *p.built]


Key = tuple[int, int, int]  # players, year, phase
Weights = dict[Key, tuple[float, ...]]


@lru_cache(maxsize=1)
def weights() -> Weights:
    """The fitted weights by (players, year, phase); a missing or damaged file is an error
    naming it (it ships with the package, so that is a broken install). A phase the fit
    never stopped at (one that passes without a decision in the base game) takes the
    weights of the nearest phase before it in that year, else after it."""
    try:
        raw = json.loads(WEIGHTS_FILE.read_text(encoding="utf-8"))
        fitted: Weights = {}
        for key, row in raw["weights"].items():
            parts = key.split("-")
            if len(parts) != 3:
                raise ValueError(f"{key}: not players-year-phase")
            players, year, phase = (int(x) for x in parts)
            ws = tuple(float(x) for x in row)
            if len(ws) != N_FEATURES:
                raise ValueError(f"{key}: {len(ws)} weights, expected {N_FEATURES}")
            fitted[players, year, phase] = ws
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as e:
        raise RuntimeError(f"{WEIGHTS_FILE.name}: unreadable bot weights ({e})") from None
    out = dict(fitted)
    for players, year in {(n, y) for n, y, _ in fitted}:
        have = sorted(p for n, y, p in fitted if (n, y) == (players, year))
        for phase in PHASES:
            if (players, year, phase) not in out:
                near = max((p for p in have if p < phase), default=have[0])
                out[players, year, phase] = fitted[players, year, near]
    return out


def correction(state: GameState, player: int) -> float:
    """What to add to ``value`` where a playout stops (0 where nothing was fitted)."""
    ws = weights().get((state.n, state.year, current_phase(state)))
    if ws is None:
        return 0.0
    return sum(w * x for w, x in zip(ws, features(state, player), strict=True))


def leaf_value(state: GameState, player: int) -> float:
    """``value`` corrected, for a state at the first moment of a phase."""
    return value(state, player) + correction(state, player)
