"""Chance driver: draws dice and cards from a seeded RNG, outside the pure engine.

Only ``random.Random.random()`` is used: it is the one method whose sequence for
a given seed Python keeps the same across versions, so a seed reproduces a game
anywhere (records also store every outcome, so replays never depend on it).
"""

from __future__ import annotations

import random
from math import floor
from typing import Any

from kingsburg.engine import Action, GameState, sample_chance


class ChanceDriver:
    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._rng = random.Random(seed)
        self._random = self._rng.random  # bound once: every die calls it

    # A copy (the replay keeps copies of games) must draw from its own generator: the bound
    # ``_random`` of a plain deep copy would still be the original's.
    def __getstate__(self) -> tuple[int, tuple[Any, ...]]:
        return self.seed, self._rng.getstate()

    def __setstate__(self, state: tuple[int, tuple[Any, ...]]) -> None:
        self.seed = state[0]
        self._rng = random.Random()
        self._rng.setstate(state[1])
        self._random = self._rng.random

    # The random numbers chance events are drawn from (``engine.chance.Source``): each
    # kind of chance event says which it needs, in which order.

    def below(self, n: int) -> int:
        return int(self._rng.random() * n)

    def shuffled(self, n: int) -> tuple[int, ...]:
        order = list(range(n))
        for i in range(n - 1, 0, -1):  # Fisher-Yates
            j = self.below(i + 1)
            order[i], order[j] = order[j], order[i]
        return tuple(order)

    def dice(self, n: int) -> tuple[int, ...]:
        # floor rather than int(): the same value for these non-negative numbers, faster.
        random = self._random
        if n == 3:  # a player's own dice, at every roll: no loop, no list
            return (floor(random() * 6) + 1, floor(random() * 6) + 1, floor(random() * 6) + 1)
        if not n:  # most rolls have no bonus dice
            return ()
        dice = []  # a plain loop: for a few dice a comprehension costs more than its work
        for _ in range(n):
            dice.append(floor(random() * 6) + 1)
        return tuple(dice)

    def draw(self, state: GameState) -> Action:
        """The outcome of the chance event due now (ValueError if none is due)."""
        action = sample_chance(state, self)
        if action is None:
            raise ValueError("no chance event is due")
        return action
