"""The simulator's fast path (no record asked) plays exactly the recorded game."""

from __future__ import annotations

import pytest

from kingsburg.engine import state_hash
from kingsburg.simulate import play_game, play_unrecorded


@pytest.mark.parametrize(
    ("n", "seed", "bots", "modules", "variants"),
    [
        (4, 1, ["random"] * 4, (), ()),
        (2, 7, ["greedy", "random"], (5, 6), ()),
        (5, 3, ["random"] * 5, (5, 6), ("inverted-tiles", "alt-reinforcements")),
        (3, 8, ["solid", "beginner", "greedy"], (6,), ()),
    ],
)
def test_unrecorded_game_is_the_recorded_game(
    n: int, seed: int, bots: list[str], modules: tuple[int, ...], variants: tuple[str, ...]
) -> None:
    game = play_game(n, seed, bots, modules, variants)
    fast = play_unrecorded(n, seed, bots, modules, variants)
    assert fast.state.over
    assert state_hash(fast.state) == game.final_hash
    assert fast.moves == len(game.moves)
    kinds = [e.kind for _, e in game.log]
    assert (fast.built, fast.won, fast.lost) == (
        kinds.count("built"),
        kinds.count("battle_win"),
        kinds.count("battle_loss"),
    )
    assert fast.built > 0 and fast.won + fast.lost > 0
