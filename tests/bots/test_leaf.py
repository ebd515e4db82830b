"""The strong level's year-start correction: its file, and that it corrects."""

from __future__ import annotations

import json
import statistics
from pathlib import Path

import pytest

from kingsburg.bots import leaf, make_bot
from kingsburg.bots.evaluate import value
from kingsburg.driver import ChanceDriver
from kingsburg.engine import CHANCE, OVER, GameConfig, apply, new_game, to_act, view
from kingsburg.simulate import DEFAULT_NAMES


def test_every_table_size_and_year_has_its_weights() -> None:
    ws = leaf.weights()
    assert sorted(ws) == [(n, y) for n in range(2, 6) for y in range(2, 6)]
    assert all(len(row) == leaf.N_FEATURES for row in ws.values())
    state = new_game(GameConfig(DEFAULT_NAMES[:3]))
    assert len(leaf.features(state, 0)) == leaf.N_FEATURES
    assert leaf.correction(state, 0) == 0.0  # year 1: nothing fitted, nothing added


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("{", "Expecting"),
        ('{"weights": {"4-2": [1, 2]}}', "4-2: 2 weights, expected 25"),
        ('{"weights": {"4-2": "x"}}', "could not convert"),
        ("[]", "list indices"),
    ],
)
def test_a_damaged_weights_file_is_one_line_naming_it(
    text: str, why: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bad = tmp_path / "leaf_weights.json"
    bad.write_text(text, encoding="utf-8")
    monkeypatch.setattr(leaf, "WEIGHTS_FILE", bad)
    leaf.weights.cache_clear()
    try:
        with pytest.raises(RuntimeError, match=r"leaf_weights\.json: unreadable bot weights") as e:
            leaf.weights()
        assert why in str(e.value)
    finally:
        leaf.weights.cache_clear()


def _year_starts(n: int, seeds: range) -> list[tuple[float, float, float]]:
    """(value, corrected value, final VP) of every player at the start of year 2."""
    out = []
    for seed in seeds:
        state = new_game(GameConfig(DEFAULT_NAMES[:n]))
        draw = ChanceDriver(seed).draw
        bots = [make_bot("solid", seed * 31 + i) for i in range(n)]
        noted: list[tuple[float, float]] = []
        while (who := to_act(state)) != OVER:
            if state.year == 2 and not noted:
                noted = [(value(state, i), leaf.year_start_value(state, i)) for i in range(n)]
            if who == CHANCE:
                apply(state, draw(state))
            else:
                apply(state, bots[who].decide(view(state, who), who).action)
        out += [(v, c, p.vp) for (v, c), p in zip(noted, state.players, strict=True)]
    return out


def test_the_correction_predicts_games_it_was_not_fitted_on_better() -> None:
    """On 40 fresh four-player games (seeds far from the fitted ones) the corrected value
    at the start of year 2 misses the final VP by less, once a constant is removed."""
    rows = _year_starts(4, range(1, 41))
    plain = statistics.pvariance([f - v for v, _, f in rows])
    corrected = statistics.pvariance([f - c for _, c, f in rows])
    assert corrected < 0.85 * plain
    # ...and the corrected value is an estimate of the final VP itself, not just a ranking.
    assert abs(statistics.mean(f - c for _, c, f in rows)) < 3.0


def test_the_shipped_file_is_what_the_script_writes() -> None:
    """The file's rows are rounded weights with the fit's description beside them."""
    doc = json.loads(leaf.WEIGHTS_FILE.read_text(encoding="utf-8"))
    assert doc["games"] > 0 and "fit_leaf.py" in doc["about"]
    assert all(round(x, 3) == x for row in doc["weights"].values() for x in row)
