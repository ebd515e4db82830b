"""The strong level's score where its playouts stop: the start of a year.

``evaluate.value`` is a hand-made estimate of a player's final VP. Where the strong
level's playouts end (the first moment of the next year) it was measured against the
final VP of thousands of games of four solid players, and its errors there follow what
the player holds: at the start of year 2 a Guard Tower, a Blacksmith or a Palisade built
in year 1 was counted about 7-10 VP above what such a player went on to score, because
``value`` prices a point of battle strength at 3 VP for every winter to come. The
correction here is a linear function of what the player holds (goods, "+2" tokens,
buildings), one per number of players and year, fitted by least squares to those games
(``bench/fit_leaf.py``, which writes ``leaf_weights.json`` next to this file).
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from kingsburg.bots.evaluate import value
from kingsburg.engine import GameState

WEIGHTS_FILE = Path(__file__).with_name("leaf_weights.json")
N_FEATURES = 25  # 1, gold, wood, stone, "+2" tokens, 20 buildings


def features(state: GameState, player: int) -> list[float]:
    """What the correction is a linear function of (the first is the constant 1)."""
    p = state.players[player]
    return [1.0, *p.goods, p.plus2, *p.built]


Weights = dict[tuple[int, int], tuple[float, ...]]


@lru_cache(maxsize=1)
def weights() -> Weights:
    """The fitted weights by (players, year); a missing or damaged file is an error
    naming it (it ships with the package, so that is a broken install)."""
    try:
        raw = json.loads(WEIGHTS_FILE.read_text(encoding="utf-8"))
        out: Weights = {}
        for key, row in raw["weights"].items():
            players, _, year = key.partition("-")
            ws = tuple(float(x) for x in row)
            if len(ws) != N_FEATURES:
                raise ValueError(f"{key}: {len(ws)} weights, expected {N_FEATURES}")
            out[int(players), int(year)] = ws
        return out
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as e:
        raise RuntimeError(f"{WEIGHTS_FILE.name}: unreadable bot weights ({e})") from None


def correction(state: GameState, player: int) -> float:
    """What to add to ``value`` at the start of a year (0 where nothing was fitted)."""
    ws = weights().get((state.n, state.year))
    if ws is None:
        return 0.0
    return sum(w * x for w, x in zip(ws, features(state, player), strict=True))


def year_start_value(state: GameState, player: int) -> float:
    """``value`` corrected, for a state at the first moment of a year."""
    return value(state, player) + correction(state, player)
