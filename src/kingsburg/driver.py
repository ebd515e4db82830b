"""Chance driver: draws dice and cards from a seeded RNG, outside the pure engine.

Only ``random.Random.random()`` is used: it is the one method whose sequence for
a given seed Python keeps the same across versions, so a seed reproduces a game
anywhere (records also store every outcome, so replays never depend on it).
"""

from __future__ import annotations

import random
from math import floor
from typing import Any

from kingsburg.engine import (
    Action,
    ChanceBlock,
    ChanceDeck,
    ChanceOrder,
    ChanceReinforce,
    ChanceReroll,
    ChanceRoll,
    ChanceTile,
    ChanceTileDie,
    GameState,
    chance_request,
)


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

    def _below(self, n: int) -> int:
        return int(self._rng.random() * n)

    def _dice(self, n: int) -> tuple[int, ...]:
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
        req = chance_request(state)
        if req is None:
            raise ValueError("no chance event is due")
        if req.kind == "roll":  # the usual one, first
            return ChanceRoll(req.player, self._dice(req.dice), self._dice(req.white))
        if req.kind == "order":
            order = list(range(req.players))
            for i in range(len(order) - 1, 0, -1):  # Fisher-Yates
                j = self._below(i + 1)
                order[i], order[j] = order[j], order[i]
            return ChanceOrder(tuple(order))
        if req.kind == "deck":
            return ChanceDeck(tuple(cards[self._below(len(cards))] for cards in req.deck))
        if req.kind == "reroll":
            return ChanceReroll(req.player, self._dice(req.dice))
        if req.kind == "block":
            return ChanceBlock(self._dice(req.dice))
        if req.kind == "tile":
            return ChanceTile(req.tiles[self._below(len(req.tiles))])
        if req.kind == "tile_die":
            return ChanceTileDie(self._dice(1)[0])
        dice = self._dice(req.dice)
        return ChanceReinforce(dice[0], dice[1] if len(dice) > 1 else 0)
