"""Text notation for actions, both ways: ``action_text`` and ``parse_action``.

Examples: ``influence 8 with 5+3``, ``influence 11 with 6+3 +2``,
``influence 12 with 6+w6`` (w = bonus die), ``influence 10 with 6+3 market +1``,
``influence 3 with 3 envoy``, ``pass``, ``take wood``, ``take gold, 2 stone``,
``trade stone``, ``lose 2 gold``, ``build Statue``, ``build Blacksmith with envoy``,
``recruit 2 for gold, 3 wood``, ``town hall pay +2``, ``statue reroll``,
``chapel reroll``. Chance: ``order Ann, Brian``, ``deck 1-goblins-3 …``,
``roll Ann 5 3 1 white 4``, ``reroll Ann 2``, ``block 3 4 5``, ``reinforcements 3``.

Every kind of action writes and reads its own text (``actions.Decision``,
``actions.ChanceOutcome``); here a text finds its kind by the word(s) it starts with
(``actions.NOTATION``), so a new kind of action adds nothing here.
"""

from __future__ import annotations

from kingsburg.engine.actions import (
    NOTATION,
    Action,
    ChanceOutcome,
    is_chance,
    parse_goods,
)
from kingsburg.engine.flow import legal_actions
from kingsburg.engine.illegal import why_illegal
from kingsburg.engine.state import GameState
from kingsburg.errors import IllegalActionError, InvalidActionError
from kingsburg.message import Msg

__all__ = ["action_text", "parse_action", "parse_goods"]


def action_text(state: GameState, action: Action) -> str:
    if isinstance(action, ChanceOutcome):
        return action.text([p.name for p in state.players])
    return action.text(state)


def _read(state: GameState, text: str) -> Action:
    """The action a text writes, by the longest keyword (up to three words) it starts with."""
    t = " ".join(text.strip().split())
    words = t.split(" ")
    for n in (3, 2, 1):
        keyword = " ".join(words[:n]).lower()
        kinds = NOTATION.get(keyword) if len(words) >= n else None
        if not kinds:
            continue
        rest = " ".join(words[n:])
        for kind in kinds:
            if issubclass(kind, ChanceOutcome):
                if rest:  # a chance outcome always says what came
                    return kind.read(rest, [p.name for p in state.players])
            elif kind.claims(rest):
                return kind.read(rest, state, keyword)
    keyword = words[0].lower() if t else "(empty)"
    known = [k for k, kinds in NOTATION.items() if not issubclass(kinds[0], ChanceOutcome)]
    raise InvalidActionError(
        f"unknown action {keyword!r}: expected {', '.join(known)} (or a chance outcome)"
    )


def parse_action(state: GameState, text: str) -> Action:
    """Read an action text in this state; raises InvalidActionError (cannot read it) or
    IllegalActionError (not allowed now, saying why).

    Only what the text says is read: an influence spends the Market, a "+2" token or the
    King's Envoy only when it names them (``market +1``, ``+2``, ``envoy``)."""
    action = _read(state, text)
    if is_chance(action):
        return action  # validated by apply(), which knows what is due
    legal = legal_actions(state)
    if action in legal:
        return action
    if not legal:
        raise IllegalActionError(Msg.of("illegal-text-no-decision", move=repr(text)))
    raise IllegalActionError(
        Msg.of("illegal-not-now", move=repr(text), why=why_illegal(state, action))
    )
