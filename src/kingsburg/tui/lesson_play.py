"""The lesson played by a person who follows every hint (the seed search and the tests)."""

from __future__ import annotations

from kingsburg.lesson import LAST_YEAR
from kingsburg.tui.session import GameSession


def hinted_run(session: GameSession, last_year: int = LAST_YEAR) -> list[tuple[str, int, str]]:
    """Play ``session`` as a person who follows every hint and closes each explanation at
    once, to the end of year ``last_year``: (topic, move number, decision) in the order the
    explanations appear ("" for the decision of one that a past event brought up).
    The seed search and the tests use it; it plays exactly as the app would."""
    lesson = session.lesson
    assert lesson is not None
    shown: list[tuple[str, int, str]] = []
    while not session.over and session.state.year <= last_year:
        t = session.turn()
        person = t.kind == "decision" and not session.is_computer(t.player)
        legal = session.legal() if person else []
        while topic := lesson.due(
            session.state, session.log_events(), t if person else None, legal, session.held
        ):
            lesson.mark(topic)
            shown.append((topic, session.moves, t.decision if person else ""))
        if session.held:
            session.confirm()
        elif t.kind != "decision":
            break
        elif person:
            session.decide(session.think_job(t.player, "hint")().action)
        else:
            move = session.think_job(t.player)()
            session.decide(move.action, move.reason)
    return shown
