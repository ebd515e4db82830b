"""A computer's reason as the table may read it in the log: the one rule for the app at one
keyboard and for online tables alike (pure: the engine's public API only)."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from kingsburg.engine import Event, GameState, Turn, visible_deck

# Events that mark the calendar moving on: what comes after them is not a move's own doing.
CALENDAR_KINDS = frozenset({"season_end", "phase", "winter"})
# What a move that puts nothing in the log did (a computer's reason then says it first).
SILENT_MOVES = {
    "town_hall": "does not use the Town Hall",
    "build": "builds nothing",
    "recruit": "recruits no soldiers",
    "influence": "places no more dice",
    "reward": "declines the reward",
    "reroll": "keeps the dice",
}


def public_reason(state: GameState, player: int, reason: str) -> str:
    """A reason fit for the whole table: one that may rest on an enemy card only ``player``
    has seen keeps just what was done ("recruits 2"), not why."""
    mine, public = visible_deck(state, player), visible_deck(state, -1)
    hidden = [card for card, seen in zip(mine, public, strict=True) if card and not seen]
    if not hidden:
        return reason
    words = ["enemy", "strength", *(state.ruleset.enemy(c).name for c in hidden)]
    if not any(w.lower() in reason.lower() for w in words):
        return reason
    return reason.split(":", 1)[0] + " (why rests on a card only this player has seen)"


def logged_reason(t: Turn, reason: str, events: Sequence[Event]) -> str:
    """The line the log shows for a computer's decision at turn ``t`` that put ``events`` in
    the log (``reason`` already made public): "" for a secret choice or no reason; when the
    move put nothing of its own in the log, the line says first what was done."""
    if not reason or t.secret:
        return ""
    done = SILENT_MOVES.get(t.decision, "passes")
    # The move's own events come before the calendar moves on (a season's end, a new phase).
    own = itertools.takewhile(lambda e: e.kind not in CALENDAR_KINDS, events)
    told = any(not e.private and e.player == t.player for e in own)
    if not told and not reason.startswith(done):
        reason = f"{done} — {reason}"
    return reason
