"""The computers' reasons in a record: their text in English (the one file format) and as
data, so that a game resumed or replayed in another language reads them in that language."""

from __future__ import annotations

import json

import pytest

from kingsburg.engine import to_act
from kingsburg.errors import RecordError
from kingsburg.record import record_from_json
from kingsburg.text import set_language
from kingsburg.tui.session import GameSession


def played_in_polish(moves: int = 60) -> GameSession:
    set_language("pl")
    session = GameSession.new(["Łucja", "Jiří"], 4, seats=("beginner", "solid"))
    while session.moves < moves:
        who = to_act(session.game.state)
        move = session.think_job(who)()
        session.decide(move.action, move.reason)
        session.confirm()
    return session


def test_a_record_keeps_reasons_in_english_and_as_data() -> None:
    session = played_in_polish()
    polish = dict(session.reasons)
    assert polish and any(" za " in r or "żeton" in r or "buduje" in r for r in polish.values())
    doc = json.loads(session.record().to_json())
    assert set(doc["reasons"]) == set(doc["reason_data"]) == {str(k) for k in polish}
    english = " ".join(doc["reasons"].values())
    assert " takes " in english or " builds " in english or "passes" in english
    # Resumed in Czech: the same reasons, in Czech.
    set_language("cs")
    again = GameSession.from_record(record_from_json(json.dumps(doc)))
    czech = again.reasons
    assert set(czech) == set(polish) and czech != polish
    assert not any(w in " ".join(czech.values()) for w in (" takes ", " builds ", "ł", "ż"))


def test_an_older_records_reason_texts_are_shown_as_they_are() -> None:
    doc = json.loads(played_in_polish(30).record().to_json())
    del doc["reason_data"]
    set_language("cs")
    again = GameSession.from_record(record_from_json(json.dumps(doc)))
    assert again.reasons == {int(k): v for k, v in doc["reasons"].items()}


@pytest.mark.parametrize(
    "bad",
    [[], {"1": None}, {"1": {"what": {"id": "X", "args": {}}}}, {"999999": {}}, {"x": {}}],
)
def test_damaged_reason_data_is_a_one_line_error(bad: object) -> None:
    doc = json.loads(played_in_polish(30).record().to_json())
    doc["reason_data"] = bad
    with pytest.raises(RecordError) as e:
        record_from_json(json.dumps(doc))
    assert "\n" not in str(e.value)


def test_an_older_records_numbers_are_read_as_details_not_as_the_first_line() -> None:
    """Before reasons had details, a record kept the bot's numbers as its "why": read back,
    they stay a key away, and the first line says what was done."""
    from kingsburg.reasons import reason_from_json, reason_to_json
    from kingsburg.text.reasons import reason_details, reason_text

    old = {
        "what": {"id": "bot-declines", "args": {}},
        "why": {
            "id": "bot-why-estimate",
            "args": {
                "mine": {"msg": {"id": "bot-number", "args": {"n": 1.8}}},
                "other": {"msg": {"id": "bot-number", "args": {"n": 2.2}}},
            },
        },
        "withheld": False,
        "done": None,
    }
    reason = reason_from_json(old)
    assert reason.why is None and reason.details is not None
    assert reason_text(reason) == "declines"
    assert "1.8" in reason_details(reason)
    # Written again, with its details: read back the same.
    assert reason_from_json(reason_to_json(reason)) == reason
    with pytest.raises(ValueError):
        reason_from_json({**old, "extra": None})
