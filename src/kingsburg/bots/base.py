"""The bot interface and the two simple bots: random and greedy.

A bot decides from ``view(state, player)`` only (never the true state), must not
change that view, and is deterministic given its seed and the views it is shown,
so it may run in a worker thread and ``simulate`` reproduces a game exactly.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from math import floor
from typing import NamedTuple, Protocol

from kingsburg.engine import Action, GameState, apply, legal_actions
from kingsburg.message import Msg
from kingsburg.reasons import Reason


class BotMove(NamedTuple):
    """A bot's decision (immutable; a named tuple, as bots make one per move)."""

    action: Action
    # Why, as data (ids and numbers): the text layer words it for the game log
    # (``kingsburg.text.reasons.reason_text``), in the reader's language.
    reason: Reason


# Reasons that are the same every time (data, not words: shared by every move).
ONLY_MOVE = Reason(Msg("bot-only-move"))
AT_RANDOM = Reason(Msg("bot-at-random"))
IMMEDIATE_GAIN = Reason(Msg("bot-immediate-gain"))


_new_tuple = tuple.__new__


class Stopped(Exception):
    """A decision given up because its caller asked (e.g. the app is closing)."""


# Asked by long searches between playouts: a thread deciding for an app can be stopped
# at once, whereas a thread cannot be killed from outside.
_STOP: ContextVar[Callable[[], bool] | None] = ContextVar("kingsburg_bot_stop", default=None)


@contextmanager
def stop_when(check: Callable[[], bool]) -> Iterator[None]:
    """Decisions made inside raise ``Stopped`` soon after ``check()`` turns true."""
    token = _STOP.set(check)
    try:
        yield
    finally:
        _STOP.reset(token)


def check_stop() -> None:
    """Raise ``Stopped`` if the caller has asked to stop (cheap: call between playouts)."""
    check = _STOP.get()
    if check is not None and check():
        raise Stopped


class Bot(Protocol):
    name: str
    # False only for a bot that reads nothing but the legal actions (the same in a view
    # and in the full state): the simulator then spares the copy a view costs.
    needs_view: bool

    def decide(self, view: GameState, player: int) -> BotMove:
        """The move for ``player`` given that player's view (left unchanged)."""
        ...


class RandomBot:
    """Picks uniformly among the legal actions."""

    name = "random"
    needs_view = False

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def decide(self, view: GameState, player: int) -> BotMove:
        actions = legal_actions(view)
        # floor: int() of this non-negative number, cheaper; the tuple made directly, as
        # BotMove(...) would through a Python-level __new__ (random games are benchmarks).
        pick = actions[floor(self._rng.random() * len(actions))]
        return _new_tuple(BotMove, (pick, AT_RANDOM))


def _score(state: GameState, player: int) -> float:
    """A rough value of a position for ``player`` (VP first, then resources)."""
    p = state.players[player]
    return p.vp * 4 + p.n_goods * 1.0 + p.plus2 * 0.8 + p.soldiers * 0.9 + p.n_buildings * 1.5


class GreedyBot:
    """One-step lookahead: tries each legal action on a copy of its view and keeps
    the one with the best immediate score (ties broken by its RNG)."""

    name = "greedy"
    needs_view = True

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def decide(self, view: GameState, player: int) -> BotMove:
        actions = legal_actions(view)
        if len(actions) == 1:
            return BotMove(actions[0], ONLY_MOVE)
        best: list[Action] = []
        best_score = float("-inf")
        for action in actions:
            trial = view.clone()
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
        return BotMove(best[int(self._rng.random() * len(best))], IMMEDIATE_GAIN)
