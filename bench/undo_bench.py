"""What undo costs a live game (run by hand, not as a test): ``python bench/undo_bench.py``.

A live game keeps the states before each decision since the last dice or card; this plays
5-player games with modules 5 and 6 by random moves and prints the deepest stack, the time
of a game with and without undo kept, one undo late in a game, and the memory of a game.
"""

from __future__ import annotations

import pickle
import random
import time
import tracemalloc

from kingsburg.engine import GameConfig, legal_actions
from kingsburg.record import LiveGame

CONFIG = GameConfig(("A", "B", "C", "D", "E"), (5, 6), ())
GAMES = 20


def play(seed: int, undo: bool = True, measure: bool = False) -> tuple[LiveGame, int, int]:
    """A whole game by random moves; with ``measure`` the deepest undo stack (states) and
    its size pickled (bytes)."""
    game = LiveGame(CONFIG, seed, undo=undo)
    rng = random.Random(seed)
    depth = size = 0
    while not game.state.over:
        game.decide(rng.choice(legal_actions(game.state)))
        kept = game._undo  # what this bench measures
        if measure and len(kept) > depth:
            depth, size = len(kept), len(pickle.dumps([b.state for b in kept]))
    return game, depth, size


def main() -> None:
    for undo in (True, False):
        play(1, undo)
        start = time.perf_counter()
        for seed in range(1, GAMES + 1):
            play(seed, undo)
        ms = (time.perf_counter() - start) / GAMES * 1000
        print(f"a game by random moves, undo {'kept' if undo else 'not kept'}: {ms:.1f} ms")
    deepest = max(play(seed, True, True)[1:] for seed in range(1, GAMES + 1))
    print(f"deepest undo stack in {GAMES} games: {deepest[0]} states, {deepest[1]} bytes pickled")
    game = LiveGame(CONFIG, 3)
    rng = random.Random(3)
    while game.state.year < 5 or game.state.todo[-1].kind != "influence":
        game.decide(rng.choice(legal_actions(game.state)))
    game.decide(rng.choice(legal_actions(game.state)), draw=False)
    start = time.perf_counter()
    for _ in range(200):
        line = game.moves[-1]
        game.undo()
        game.replay_line(line)
    ms = (time.perf_counter() - start) / 200 * 1000
    print(f"one undo and the move made again, after {len(game.moves)} moves: {ms:.2f} ms")
    tracemalloc.start()
    play(5)
    now, peak = tracemalloc.get_traced_memory()
    print(f"memory of a game with undo kept: peak {peak / 1e6:.2f} MB, after it {now / 1e6:.2f} MB")


if __name__ == "__main__":
    main()
