"""Events as JSON: every event of played games round-trips and reads the same in every
language; hostile data is a ValueError."""

from __future__ import annotations

import json

import pytest

from kingsburg.event_json import event_from_json, event_to_json
from kingsburg.simulate import play_game
from kingsburg.text import set_language
from kingsburg.text.events import event_text


@pytest.mark.parametrize(
    ("n", "seed", "modules", "variants"),
    [(2, 1, (), ()), (4, 2, (5, 6), ()), (5, 3, (6,), ("inverted-tiles", "alt-reinforcements"))],
)
def test_every_event_round_trips(
    n: int, seed: int, modules: tuple[int, ...], variants: tuple[str, ...]
) -> None:
    game = play_game(n, seed, ["greedy"] * n, modules, variants)
    for _, e in game.log:
        again = event_from_json(json.loads(json.dumps(event_to_json(e))))
        assert again == e and type(again) is type(e)
    for code in ("en", "pl", "cs"):
        set_language(code)
        for _, e in game.log[:200]:
            assert event_text(event_from_json(event_to_json(e))) == event_text(e)


@pytest.mark.parametrize(
    "data",
    [
        None,
        {"class": "Nope", "kind": "x"},
        {"class": "Event"},
        {"class": "Event", "kind": "x", "extra": 1},
        {"class": "Event", "kind": "x", "player": "0"},
        {"class": "Event", "kind": "x", "player": True},
        {"class": "Event", "kind": "x", "names": ["\x1b[2J"]},
        {"class": "Event", "kind": "x", "player": 3, "names": ["A", "B"]},
        {"class": "Event", "kind": "x", "label": {"term": ["building", "[b]"]}},
        {"class": "Event", "kind": "x", "label": {"msg": {"id": "x", "args": {}}}},
        {"class": "Event", "kind": "x", "values": list(range(1000))},
        {"class": "GoodsEvent", "kind": "gain", "gained": [1, 2]},
        {"class": "BattleEvent", "kind": "battle_win", "terms": [["palisade"]]},
        {"class": "Event", "kind": "x" * 500},
    ],
)
def test_hostile_events_are_refused(data: object) -> None:
    with pytest.raises(ValueError):
        event_from_json(data)
