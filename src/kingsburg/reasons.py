"""A computer's reason as data, and as the table may read it in the log: the one rule for the
app at one keyboard and for online tables alike (pure: the engine's public API only).

A ``Reason`` holds ids and numbers (``kingsburg.message``), never words: the text layer
(``kingsburg.text.reasons``) renders it in the reader's language. Whether it may be shown to
the table is decided by a flag the bot sets, never by the words it would be written in."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, replace

from kingsburg.engine import Event, GameState, Turn, visible_deck
from kingsburg.engine.steps import pass_words
from kingsburg.message import Msg


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a computer chose a move, in two parts: the first line says ``what`` the move gets
    and ``why``, what it is for (in goods, buildings, VP and soldiers, true of the
    position); ``details`` holds the bot's own numbers, shown only when asked for.

    ``rests_on_card``: the bot's ``why`` rests on this year's enemy card as its player's view
    shows it (its strength, its name): a card that player may have seen alone. ``withheld``
    (set by ``public_reason``): the ``why`` and the ``details`` are left out for the table.
    ``done`` (set by ``logged_reason``): what a move that put nothing in the log did, said
    first."""

    what: Msg
    why: Msg | None = None
    rests_on_card: bool = False
    withheld: bool = False
    done: Msg | None = None
    details: Msg | None = None


# Events that mark the calendar moving on: what comes after them is not a move's own doing.
CALENDAR_KINDS = frozenset({"season_end", "phase", "winter"})


def hidden_cards(state: GameState, player: int) -> list[str]:
    """The enemy cards ``player`` has seen and the table has not."""
    mine, public = visible_deck(state, player), visible_deck(state, -1)
    return [card for card, seen in zip(mine, public, strict=True) if card and not seen]


def public_reason(state: GameState, player: int, reason: Reason) -> Reason:
    """A reason fit for the whole table: one whose ``why`` rests on an enemy card only
    ``player`` has seen keeps just what was done ("recruits 2"), not why. The bot flags such
    a reason (``rests_on_card``): no word of any language decides it."""
    if not reason.rests_on_card or not hidden_cards(state, player):
        return reason
    if reason.why is None and reason.details is None:
        return reason
    return replace(reason, why=None, details=None, withheld=True)


def logged_reason(t: Turn, reason: Reason | None, events: Sequence[Event]) -> Reason | None:
    """The reason the log shows for a computer's decision at turn ``t`` that put ``events`` in
    the log (``reason`` already made public): None for a secret choice or no reason; when the
    move put nothing of its own in the log, the reason says first what was done."""
    if reason is None or t.secret:
        return None
    # What a move that puts nothing in the log did: the reason then says it first
    # (``DecisionRule.done``: "bot-done-build", "builds nothing").
    done = pass_words(t.decision)[1]
    # The move's own events come before the calendar moves on (a season's end, a new phase).
    own = itertools.takewhile(lambda e: e.kind not in CALENDAR_KINDS, events)
    told = any(not e.private and e.player == t.player for e in own)
    if not told and reason.what.id != done:
        return replace(reason, done=Msg(done))
    return reason


def reason_to_json(reason: Reason) -> dict[str, object]:
    """A reason as data for the network (``reason_from_json`` reads it back)."""
    from kingsburg.message_json import msg_to_json

    return {
        "what": msg_to_json(reason.what),
        "why": msg_to_json(reason.why) if reason.why is not None else None,
        "withheld": reason.withheld,
        "done": msg_to_json(reason.done) if reason.done is not None else None,
        "details": msg_to_json(reason.details) if reason.details is not None else None,
    }


# Before reasons had details, their ``why`` held the bot's numbers: such a ``why`` (one of
# these message ids) is read as details, so that an older record's first line stays plain.
NUMBERS_ONCE_IN_WHY = frozenset(
    {
        "bot-why-advisor-vp",
        "bot-why-advisor-goods",
        "bot-why-advisor-soldiers",
        "bot-why-advisor-soldiers-range",
        "bot-why-keep-dice",
        "bot-why-recruit",
        "bot-why-token",
        "bot-why-estimate",
        "bot-why-search",
        "bot-why-search-next",
        "bot-why-search-held",
        "bot-flat",
    }
)


def reason_from_json(data: object) -> Reason:
    """A reason sent as data, strictly (ValueError for anything else)."""
    from kingsburg.message_json import msg_from_json

    keys = {"what", "why", "withheld", "done"}
    if not isinstance(data, dict) or set(data) not in (keys, keys | {"details"}):
        raise ValueError("a reason is an object of 'what', 'why', 'withheld', 'done' and 'details'")
    if not isinstance(data["withheld"], bool):
        raise ValueError("a reason's 'withheld' is true or false")
    why, done, details = data["why"], data["done"], data.get("details")
    reason = Reason(
        what=msg_from_json(data["what"]),
        why=None if why is None else msg_from_json(why),
        withheld=data["withheld"],
        done=None if done is None else msg_from_json(done),
        details=None if details is None else msg_from_json(details),
    )
    if "details" not in data and reason.why is not None and reason.why.id in NUMBERS_ONCE_IN_WHY:
        return replace(reason, why=None, details=reason.why)  # an older record's reason
    return reason
