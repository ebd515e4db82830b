"""The lesson ("Learn to play"): its deal brings up every core rule in years I and II, each
explanation once, at the decision it is about; a lesson game saves and resumes as one."""

from __future__ import annotations

from pathlib import Path

import pytest

from kingsburg.engine import BattleEvent, VpEvent
from kingsburg.lesson import (
    ANCHORS,
    LESSON_SEED,
    OVER,
    PERSON_SEAT,
    SEATS,
    TOPIC_IDS,
    Lesson,
    lesson_names,
)
from kingsburg.record import load_record, record_from_json
from kingsburg.text import t
from kingsburg.text.catalog import set_language
from kingsburg.tui.lesson_play import hinted_run
from kingsburg.tui.rules_text import heading_text
from kingsburg.tui.session import GameSession

NAMES = ["Alice", "Bruno", "Chiara"]
# The decision each explanation is about ("" for what happened: it comes when it happens).
DECISION = {
    "favor": "favor",
    "dice": "influence",
    "plus2": "influence",
    "taken": "influence",
    "reward": "reward",
    "build": "build",
    "recruit": "recruit",
}


@pytest.fixture(scope="module")
def lesson_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[GameSession, list]:
    """The lesson played to the end of year II by a person who follows every hint."""
    mp = pytest.MonkeyPatch()
    mp.setenv("KINGSBURG_HOME", str(tmp_path_factory.mktemp("home")))
    try:
        session = GameSession.new_lesson(NAMES)
        shown = hinted_run(session)
        session.close()
    finally:
        mp.undo()
    return session, shown


def test_the_deal_brings_up_every_rule_in_years_one_and_two(lesson_run) -> None:
    session, shown = lesson_run
    topics = [topic for topic, _, _ in shown]
    assert sorted(topics) == sorted(TOPIC_IDS)  # each one, once
    assert session.seed == LESSON_SEED and session.seats == SEATS
    assert session.state.year == 3  # played to the end of year II
    for topic, _, decision in shown:
        if topic in DECISION:
            assert decision == DECISION[topic], topic
    # What happened, happened in years I and II: a battle, the King's Reward, the envoy.
    log = session.log_events()
    assert any(e.kind == "winter" and e.year == 1 for e in log)
    assert any(isinstance(e, VpEvent) and e.why == "king" for e in log)
    assert any(e.kind == "envoy" and e.form == "receive" for e in log)
    # On this deal the rules happen to the person: the envoy, the King's Reward, battles.
    mine = [e for e in log if e.player == PERSON_SEAT]
    assert any(e.kind == "envoy" and e.form == "receive" for e in mine)
    assert any(isinstance(e, VpEvent) and e.why == "king" for e in mine)
    assert any(isinstance(e, BattleEvent) and e.kind.startswith("battle_") for e in mine)


def test_explanations_never_repeat_and_the_lesson_ends_after_year_two(lesson_run) -> None:
    session, _ = lesson_run
    lesson = session.lesson
    assert lesson is not None
    # Everything seen: nothing more is due in year III but the closing note, once.
    log = session.log_events()
    t_ = session.turn()
    assert lesson.due(session.state, log, t_, session.legal(), False) == OVER.id
    lesson.mark(OVER.id)
    assert lesson.due(session.state, log, t_, session.legal(), True) == ""
    lesson.seen.remove(OVER.id)


def test_an_ended_lesson_explains_nothing(lesson_run) -> None:
    session, _ = lesson_run
    fresh = Lesson(on=False)
    assert fresh.due(session.state, session.log_events(), session.turn(), [], True) == ""


def test_each_explanation_is_short_and_its_rule_has_a_chapter() -> None:
    for code in ("en", "pl", "cs"):
        set_language(code)
        try:
            for topic, anchor in ANCHORS.items():
                text = t(f"lesson-{topic}")
                # Two to four lines at 80 columns: 300 letters at most, more than one line.
                assert 80 < len(text) <= 300, (code, topic, len(text))
                assert t(f"lesson-{topic}-title")
                assert heading_text(anchor), (topic, anchor)
        finally:
            set_language("en")


def test_a_lesson_game_saves_and_resumes_as_a_lesson(tmp_path: Path) -> None:
    session = GameSession.new_lesson(NAMES)
    try:
        assert session.lesson is not None
        session.lesson.mark("favor")
        session.lesson.mark("end-turn")
        session.save()
        saved = session.autosave_file
    finally:
        session.close()
    record = load_record(saved)
    assert record.lesson == {"seen": ["favor", "end-turn"], "on": True}
    resumed = GameSession.from_record(record)
    try:
        assert resumed.lesson == Lesson(["favor", "end-turn"], True)
    finally:
        resumed.close()
    # A usual game is no lesson, and its record says nothing of one.
    plain = GameSession.new(NAMES, 3)
    try:
        assert plain.lesson is None and plain.record().lesson is None
        assert '"lesson"' not in plain.record().to_json()
    finally:
        plain.close()


@pytest.mark.parametrize(
    "value",
    ['{"seen": "favor", "on": true}', '{"seen": [], "on": 1}', "[1]", '{"seen": [7], "on": true}'],
)
def test_a_damaged_lesson_in_a_record_is_left_out_not_refused(value: str) -> None:
    session = GameSession.new(NAMES, 3)
    try:
        text = session.record().to_json()
    finally:
        session.close()
    damaged = text.replace('"seed":', f'"lesson": {value}, "seed":', 1)
    assert record_from_json(damaged).lesson is None


def test_unknown_topics_in_a_save_are_dropped() -> None:
    lesson = Lesson.from_json({"seen": ["favor", "no-such", "favor"], "on": False})
    assert lesson == Lesson(["favor"], False)


def test_the_person_keeps_their_name_and_the_computers_take_others() -> None:
    assert lesson_names("Bruno", ["Alice", "Bruno", "Chiara", "Dario"]) == [
        "Bruno",
        "Alice",
        "Chiara",
    ]
