"""Records remember which seats the computer plays; older records (no seats) still load."""

from __future__ import annotations

import json

import pytest

from kingsburg.bots.explain import number, signed
from kingsburg.errors import RecordError
from kingsburg.message import Msg, Term
from kingsburg.reasons import Reason
from kingsburg.record import GameRecord, record_from_json
from kingsburg.text import name, set_language
from kingsburg.text.reasons import bot_text, reason_text
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
    """The bot flags a why resting on this year's enemy card (``rests_on_card``); the table
    then reads just what was done, in every language (no word of the reason decides it)."""
    s = GameSession.new(["Ann", "Bob"], 5, seats=("person", "solid"))
    st = s.game.state
    recruit_why = Msg.of("bot-why-recruit", high=4, mine=signed(0.5), other=signed(0.0))
    recruits = Reason(Msg.of("bot-recruits", n=2), recruit_why, rests_on_card=True)
    assert s.public_reason(1, recruits) == recruits  # nothing seen: all public
    st.players[1].seen.append(1)  # Bob has looked at year I's enemy
    e = st.ruleset.enemy(st.deck[0])
    general = Reason(
        Msg.of("bot-influences", advisor=Term("advisor", 10), gives=Msg("bot-gives-10")),
        Msg.of(
            "bot-why-advisor-soldiers",
            enemy=Term("enemy", str(e.type)),
            strength=e.strength,
            worth=number(2.0),
            mine=number(1.0),
            other=number(0.5),
        ),
        rests_on_card=True,
    )
    assert f"soldiers to beat the year's {e.name} (strength {e.strength})" in reason_text(general)
    assert reason_text(s.public_reason(1, general)) == (
        "influences the General (2 soldiers, peek enemy) "
        "(why rests on a card only this player has seen)"
    )
    for code in ("pl", "cs"):
        set_language(code)
        shown = reason_text(s.public_reason(1, general))
        assert general.why is not None and bot_text(general.why) not in shown, shown
        assert name("enemy", str(e.type)) not in shown, shown
        assert shown.startswith(reason_text(Reason(general.what)) + " (")
    set_language("en")
    inn = Reason(
        Msg.of("bot-builds", building=Term("building", "inn"), details=Msg("bot-no-vp")),
        Msg.of("bot-why-estimate", mine=number(3.0), other=number(2.0)),
    )
    assert s.public_reason(1, inn) == inn  # a why that rests on no card
    assert s.public_reason(0, general) == general  # Ann has seen no card the table has not
