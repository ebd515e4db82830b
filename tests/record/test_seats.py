"""Records remember which seats the computer plays; older records (no seats) still load."""

from __future__ import annotations

import json

import pytest

from kingsburg.errors import RecordError
from kingsburg.record import GameRecord, record_from_json
from kingsburg.tui.session import GameSession, bot_seed, check_seats


def _record(seats: tuple[str, ...] = ()) -> GameRecord:
    return GameSession.new(["Ann", "Bob"], 3, seats=seats).record()


def test_seats_round_trip_and_are_left_out_when_all_people() -> None:
    rec = _record(("person", "strong"))
    doc = json.loads(rec.to_json())
    assert doc["seats"] == ["person", "strong"]
    assert record_from_json(rec.to_json()).seats == ("person", "strong")
    people = _record()
    assert "seats" not in json.loads(people.to_json())
    assert record_from_json(people.to_json()).seats == ()


@pytest.mark.parametrize(
    ("seats", "problem"),
    [
        (["person"], "one seat per player"),
        (["person", ""], "item 2, should be a text"),
        (["person", 3], "item 2, should be a text"),
        ("strong", "list of texts"),
    ],
)
def test_bad_seats_are_one_line(seats: object, problem: str) -> None:
    doc = json.loads(_record().to_json())
    doc["seats"] = seats
    with pytest.raises(RecordError, match=problem):
        record_from_json(json.dumps(doc))


def test_unknown_level_is_refused_and_no_seats_means_people() -> None:
    assert check_seats((), 3) == ("person", "person", "person")
    assert check_seats(("solid", "person"), 2) == ("solid", "person")
    with pytest.raises(RecordError, match="seat 2 is played by 'grandmaster'"):
        check_seats(("person", "grandmaster"), 2)


def test_a_session_saves_its_seats(tmp_path: object) -> None:
    s = GameSession.new(["Ann", "Bob", "Cid"], 5, seats=("beginner", "person", "strong"))
    assert s.record().seats == ("beginner", "person", "strong")
    again = GameSession.from_record(s.record())
    assert again.seats == ("beginner", "person", "strong")
    assert [again.is_computer(i) for i in range(3)] == [True, False, True]
    assert again.people == [1] and not again.watch
    assert GameSession.new(["Ann", "Bob"], 5).record().seats == ()


def test_bot_seeds_differ_by_seat_and_move_and_repeat() -> None:
    seeds = {bot_seed(7, seat, move) for seat in range(5) for move in range(2000)}
    assert len(seeds) == 5 * 2000
    assert bot_seed(7, 2, 40) == bot_seed(7, 2, 40) == (7 * 10 + 2) * 100_000 + 40


def test_a_reason_never_gives_away_a_card_only_the_computer_saw() -> None:
    s = GameSession.new(["Ann", "Bob"], 5, seats=("person", "solid"))
    st = s.game.state
    assert s.public_reason(1, "recruits 2: the winter enemy may reach strength 4") == (
        "recruits 2: the winter enemy may reach strength 4"  # nothing seen: all public
    )
    st.players[1].seen.append(1)  # Bob has looked at year I's enemy
    name = st.ruleset.enemy(st.deck[0]).name
    assert s.public_reason(1, f"influences the General: soldiers to beat the year's {name}") == (
        "influences the General (why rests on a card only this player has seen)"
    )
    assert s.public_reason(1, "builds the Inn: no VP") == "builds the Inn: no VP"
    assert s.public_reason(0, f"soldiers to beat the {name}") == f"soldiers to beat the {name}"
