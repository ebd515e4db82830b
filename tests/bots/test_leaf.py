"""The strong level's correction where its playouts stop: its file, and that it corrects."""

from __future__ import annotations

import json
import statistics
from pathlib import Path

import pytest

from kingsburg.bots import leaf, make_bot
from kingsburg.bots.evaluate import value
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


def test_every_table_size_year_and_phase_has_its_weights() -> None:
    ws = leaf.weights()
    assert sorted(ws) == [(n, y, p) for n in range(2, 6) for y in range(1, 6) for p in range(1, 9)]
    assert all(len(row) == leaf.N_FEATURES for row in ws.values())
    state = new_game(GameConfig(DEFAULT_NAMES[:3]))
    assert len(leaf.features(state, 0)) == leaf.N_FEATURES
    assert leaf.correction(state, 0) == 0.0  # the setup: nothing fitted, nothing added


def test_a_phase_passed_without_a_decision_takes_the_weights_of_the_one_before(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The King's Reward (phase 3) never stops a base-game playout, so the fit has no row
    for it; were one to stop there (a module's decision), spring's weights (2) apply."""
    rows = {f"4-2-{p}": [float(p)] * leaf.N_FEATURES for p in (2, 4)}
    path = tmp_path / "leaf_weights.json"
    path.write_text(json.dumps({"weights": rows}), encoding="utf-8")
    monkeypatch.setattr(leaf, "WEIGHTS_FILE", path)
    leaf.weights.cache_clear()
    try:
        ws = leaf.weights()
        assert [ws[4, 2, p][0] for p in range(1, 9)] == [2.0, 2.0, 2.0, 4.0, 4.0, 4.0, 4.0, 4.0]
        assert (4, 3, 1) not in ws and (3, 2, 1) not in ws
    finally:
        leaf.weights.cache_clear()


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("{", "Expecting"),
        ('{"weights": {"4-2-1": [1, 2]}}', "4-2-1: 2 weights, expected 25"),
        ('{"weights": {"4-2-1": "x"}}', "could not convert"),
        ('{"weights": {"4-2": [1, 2]}}', "4-2: not players-year-phase"),
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


def _noted(n: int, seeds: range, when: tuple[int, int]) -> list[tuple[float, float, float]]:
    """(value, corrected value, final VP) of every player at the first moment of the
    game at or after ``when`` (year, phase)."""
    out = []
    for seed in seeds:
        state = new_game(GameConfig(DEFAULT_NAMES[:n]))
        draw = ChanceDriver(seed).draw
        bots = [make_bot("solid", seed * 31 + i) for i in range(n)]
        noted: list[tuple[float, float]] = []
        while (who := to_act(state)) != OVER:
            if (state.year, current_phase(state)) >= when and not noted:
                noted = [(value(state, i), leaf.leaf_value(state, i)) for i in range(n)]
            if who == CHANCE:
                apply(state, draw(state))
            else:
                apply(state, bots[who].decide(view(state, who), who).action)
        out += [(v, c, p.vp) for (v, c), p in zip(noted, state.players, strict=True)]
    return out


@pytest.mark.parametrize("when", [(2, 1), (1, 6)], ids=["year 2 start", "year 1 autumn"])
def test_the_correction_predicts_games_it_was_not_fitted_on_better(when: tuple[int, int]) -> None:
    """On 40 fresh four-player games (seeds far from the fitted ones) the corrected value
    at the start of year 2, and at the start of year 1's autumn, misses the final VP by
    less, once a constant is removed."""
    rows = _noted(4, range(1, 41), when)
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
