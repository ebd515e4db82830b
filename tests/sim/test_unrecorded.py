"""The simulator's fast path (no record asked) plays exactly the recorded game."""

from __future__ import annotations

import gc

import pytest

from kingsburg.engine import state_hash
from kingsburg.simulate import play_game, play_unrecorded, simulate


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


@pytest.mark.parametrize(
    ("bots", "modules"), [(["random"] * 4, (5, 6)), (["solid", "strong", "greedy", "random"], ())]
)
def test_games_leave_no_reference_cycles(bots: list[str], modules: tuple[int, ...]) -> None:
    """``simulate`` turns the cycle collector off while it plays: that is only safe while a
    game (its state, events, bots and their searches) frees everything by reference counts."""
    gc.collect()
    gc.disable()
    try:
        play_unrecorded(4, 2, bots, modules)
        play_game(4, 3, bots, modules)
        assert gc.collect() == 0
    finally:
        gc.enable()


def test_simulate_turns_the_collector_back_on() -> None:
    simulate(2, 1, 1, ["random"] * 2)
    assert gc.isenabled()
