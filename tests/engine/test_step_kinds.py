"""Each kind of step is described in one entry (``flow``); step payloads are typed values
saved as the integers saves held before; chance outcomes are drawn through their kind."""

from __future__ import annotations

import pytest

from kingsburg.engine import (
    Advisor,
    ChanceDeck,
    ChanceOrder,
    EnvoyBuild,
    GameConfig,
    Rerolled,
    TileGift,
    apply,
    from_dict,
    new_game,
    sample_chance,
    to_dict,
    turn,
)
from kingsburg.engine.flow import payload_of
from kingsburg.engine.state import ENVOY_BUILD, REROLLED, Step
from kingsburg.engine.steps import AUTOS, CHANCES, DECISIONS, step_rule
from kingsburg.text.decisions import title_text


@pytest.mark.parametrize(
    ("kind", "code", "payload"),
    [
        ("reward", 8, Advisor(8)),
        ("tile_give", 208, TileGift(2, 8)),
        ("reroll_dice", 0, Rerolled("own")),
        ("reroll_dice", 1, Rerolled("white")),
        ("reroll_dice", 2, Rerolled("all")),
        ("build", 1, EnvoyBuild()),
        ("build", 0, None),
        ("influence", 0, None),
    ],
)
def test_a_payload_is_saved_as_the_integer_saves_always_held(
    kind: str, code: int, payload: object
) -> None:
    assert payload_of(kind, code) == payload
    assert Step(kind, 0, payload_of(kind, code)).code() == code


def test_an_old_save_reads_back_typed_payloads_and_writes_the_same_integers() -> None:
    state = new_game(GameConfig(("Ann", "Bo", "Cy"), (6,)))
    d = to_dict(state)
    d["todo"] = [["tile_give", 1, 208], ["build", 0, 1], ["reward", 2, 8]]
    again = from_dict(d)
    assert again.todo == [
        Step("tile_give", 1, TileGift(2, 8)),
        Step("build", 0, ENVOY_BUILD),
        Step("reward", 2, Advisor(8)),
    ]
    assert to_dict(again)["todo"] == d["todo"]
    t = turn(again)
    assert (t.decision, t.advisor, t.payload, title_text(t)) == (
        "reward",
        8,
        Advisor(8),
        "Advisor's reward",
    )


def test_an_unknown_kind_or_a_stray_payload_is_refused() -> None:
    with pytest.raises(KeyError, match="no_such_step"):
        step_rule("no_such_step")
    with pytest.raises(ValueError, match="carries no payload"):
        payload_of("influence", 3)
    state = new_game(GameConfig(("Ann", "Bo")))
    state.todo.append(Step("no_such_step", 0))
    with pytest.raises(KeyError):
        turn(state)


def test_every_kind_of_step_is_of_one_kind_only_and_reroll_payloads_are_shared() -> None:
    assert not (set(DECISIONS) & set(CHANCES) or set(DECISIONS) & set(AUTOS))
    assert not set(CHANCES) & set(AUTOS)
    assert payload_of("reroll_dice", 2) is REROLLED[2]


class _Scripted:
    """Random numbers written in advance: the lowest of each."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, int]] = []

    def dice(self, n: int) -> tuple[int, ...]:
        self.asked.append(("dice", n))
        return (1,) * n

    def below(self, n: int) -> int:
        self.asked.append(("below", n))
        return n - 1

    def shuffled(self, n: int) -> tuple[int, ...]:
        self.asked.append(("shuffled", n))
        return tuple(reversed(range(n)))


def test_chance_outcomes_are_drawn_through_their_kind_from_the_drivers_numbers() -> None:
    state = new_game(GameConfig(("Ann", "Bo", "Cy")))
    source = _Scripted()
    deck = sample_chance(state, source)
    rs = state.ruleset
    assert deck == ChanceDeck(tuple(rs.enemies_of_year(y)[-1].id for y in range(1, 6)))
    assert source.asked == [("below", len(rs.enemies_of_year(y))) for y in range(1, 6)]
    assert deck is not None
    apply(state, deck)
    assert sample_chance(state, source) == ChanceOrder((2, 1, 0))
