"""Bot protocol and the two built-in bots: random and greedy."""

from __future__ import annotations

import random
from typing import Protocol

from kingsburg.engine import Action, GameState, apply, legal_actions, view


class Bot(Protocol):
    name: str

    def choose(self, state: GameState, player: int) -> Action: ...


class RandomBot:
    """Picks uniformly among the legal actions."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def choose(self, state: GameState, player: int) -> Action:
        actions = legal_actions(state)
        return actions[int(self._rng.random() * len(actions))]


def _score(state: GameState, player: int) -> float:
    """A rough value of a position for ``player`` (VP first, then resources)."""
    p = state.players[player]
    return p.vp * 4 + p.n_goods * 1.0 + p.plus2 * 0.8 + p.soldiers * 0.9 + p.n_buildings * 1.5


class GreedyBot:
    """One-step lookahead: tries each legal action on a copy of its own view and
    keeps the one with the best immediate score (ties broken by its RNG)."""

    name = "greedy"

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def choose(self, state: GameState, player: int) -> Action:
        actions = legal_actions(state)
        if len(actions) == 1:
            return actions[0]
        mine = view(state, player)
        best: list[Action] = []
        best_score = float("-inf")
        for action in actions:
            trial = mine.clone()
            try:
                apply(trial, action)
            except KeyError:  # needs a hidden enemy card the view lacks: skip it
                continue
            s = _score(trial, player)
            if s > best_score + 1e-9:
                best, best_score = [action], s
            elif abs(s - best_score) <= 1e-9:
                best.append(action)
        if not best:
            best = actions
        return best[int(self._rng.random() * len(best))]


BOTS: dict[str, type[RandomBot] | type[GreedyBot]] = {"random": RandomBot, "greedy": GreedyBot}


def make_bot(kind: str, seed: int) -> Bot:
    if kind not in BOTS:
        raise ValueError(f"unknown bot {kind!r} (choose from {', '.join(BOTS)})")
    bot: Bot = BOTS[kind](seed)
    return bot
