"""Learn to play: a real game on a chosen deal, with a short explanation the first time each
core rule matters to the person (no Textual here: the game screen shows what this says).

The deal (``LESSON_SEED``, one person against two beginner computers) was chosen by
``bench/find_lesson_seed.py`` so that, when the person plays the hinted moves, every topic
below comes up in years I and II; ``tests/test_lesson.py`` checks that it still does.
A topic is due either when something happened in the game (the log) or at the person's
decision it is about; each is shown once, and the lesson ends with year II.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import combinations

from kingsburg.engine import (
    Action,
    Build,
    Event,
    GameState,
    Influence,
    Pass,
    Recruit,
    Turn,
    VpEvent,
)

LESSON_SEED = 22  # chosen by bench/find_lesson_seed.py (see its docstring)
PERSON_SEAT = 0
COMPUTER = "beginner"
SEATS: tuple[str, ...] = ("person", COMPUTER, COMPUTER)
LAST_YEAR = 2  # the lesson explains years I and II; the game then goes on as usual


def lesson_names(person: str, defaults: Sequence[str]) -> list[str]:
    """The person's name first, then two of ``defaults`` that differ from it."""
    others = [x for x in defaults if x.casefold() != person.casefold()]
    return [person, *others[:2]]


@dataclass(frozen=True)
class Topic:
    id: str  # also the message ids: lesson-<id>-title, lesson-<id>
    anchor: str  # the rules' chapter the full text is in (F1)


# In the order they are checked: what just happened first, then the decision at hand.
TOPICS: tuple[Topic, ...] = (
    Topic("battle", "phase-8"),
    Topic("kings-reward", "phase-3"),
    Topic("envoy", "phase-5"),
    Topic("end-turn", "how-a-year-goes"),
    Topic("favor", "phase-1"),
    Topic("dice", "step-b"),
    Topic("plus2", "plus2-tokens"),
    Topic("taken", "step-b"),
    Topic("reward", "step-c"),
    Topic("build", "step-d"),
    Topic("recruit", "phase-7"),
)
TOPIC_IDS = tuple(x.id for x in TOPICS)
OVER = Topic("over", "overview")  # after year II: the lesson is over, the game goes on
ANCHORS = {x.id: x.anchor for x in (*TOPICS, OVER)}


def happened(log: Iterable[Event]) -> set[str]:
    """The topics that events of the game bring up (anybody's: all of it is public)."""
    out: set[str] = set()
    for e in log:
        if e.kind == "winter":
            out.add("battle")
        elif e.kind == "envoy" and e.form == "receive":
            out.add("envoy")
        elif isinstance(e, VpEvent) and e.why == "king":
            out.add("kings-reward")
    return out


def _sums(dice: Sequence[int]) -> set[int]:
    return {sum(c) for k in range(1, len(dice) + 1) for c in combinations(dice, k)}


def at_decision(state: GameState, t: Turn | None, legal: Sequence[Action], held: bool) -> set[str]:
    """The topics the person's decision now brings up (``held``: their move is made and waits
    for the end of their turn; else ``t`` is the person's decision)."""
    if held:
        return {"end-turn"}
    if t is None:
        return set()
    out: set[str] = set()
    d = t.decision
    if d == "favor":
        out.add("favor")
    elif d == "influence":
        out.add("dice")
        if any(isinstance(a, Influence) and a.plus2 for a in legal):
            out.add("plus2")
        me = state.players[t.player]
        reach = _sums(me.dice)
        if any(
            rank in reach and any(p.player != t.player for p in state.board[rank])
            for rank in range(1, min(len(state.board), 19))
        ):
            out.add("taken")
    elif d == "reward":
        if sum(not isinstance(a, Pass) for a in legal) >= 2:
            out.add("reward")
    elif d == "build":
        if any(isinstance(a, Build) for a in legal):
            out.add("build")
    elif d == "recruit" and any(isinstance(a, Recruit) and a.soldiers for a in legal):
        out.add("recruit")
    return out


@dataclass
class Lesson:
    """Which explanations the person has seen, and whether the lesson still runs."""

    seen: list[str] = field(default_factory=list)
    on: bool = True

    def due(
        self,
        state: GameState,
        log: Iterable[Event],
        t: Turn | None,
        legal: Sequence[Action],
        held: bool,
    ) -> str:
        """The topic to explain now ("" for none): the first in ``TOPICS`` not yet seen.
        ``t``: the person's decision at hand (None while nobody here decides)."""
        if not self.on or state.over:
            return ""
        if state.year > LAST_YEAR:
            return "" if OVER.id in self.seen else OVER.id
        now = happened(log)
        now |= at_decision(state, t, legal, held)
        return next((x for x in TOPIC_IDS if x in now and x not in self.seen), "")

    def mark(self, topic: str) -> None:
        if topic not in self.seen:
            self.seen.append(topic)

    def to_json(self) -> dict[str, object]:
        return {"seen": list(self.seen), "on": self.on}

    @classmethod
    def from_json(cls, doc: object) -> Lesson | None:
        """A lesson as saved; None for anything else (a save is never refused for it)."""
        if not isinstance(doc, dict):
            return None
        seen, on = doc.get("seen"), doc.get("on")
        if not isinstance(seen, list) or not isinstance(on, bool):
            return None
        return cls([x for x in dict.fromkeys(seen) if x in ANCHORS], on)
