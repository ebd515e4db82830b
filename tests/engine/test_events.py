"""Events carry what they report as fields; their sentences are rendered from them."""

from __future__ import annotations

from kingsburg.driver import ChanceDriver
from kingsburg.engine import (
    CHANCE,
    BattleEvent,
    DiceEvent,
    Event,
    GameConfig,
    GameState,
    GoodsEvent,
    VpEvent,
    apply,
    building_cost,
    is_over,
    legal_actions,
    new_game,
    to_act,
)
from kingsburg.message import Term
from kingsburg.text import render_arg
from kingsburg.text.events import battle_summary, event_text


def play(seed: int, modules: tuple[int, ...] = ()) -> tuple[list[Event], GameState]:
    """A whole game with the first legal decision each time; returns its events."""
    state = new_game(GameConfig(("Ann", "Brian", "Cindy"), modules))
    driver = ChanceDriver(seed)
    events: list[Event] = []
    while not is_over(state):
        if to_act(state) == CHANCE:
            events += apply(state, driver.draw(state))
        else:
            options = legal_actions(state)
            events += apply(state, options[len(events) % len(options)])
    return events, state


def test_vp_events_add_up_to_each_players_score() -> None:
    for modules in ((), (5, 6)):
        events, state = play(7, modules)
        for i, p in enumerate(state.players):
            assert sum(e.vp for e in events if isinstance(e, VpEvent) and e.player == i) == p.vp
            assert all(e.vp == 0 for e in events if not isinstance(e, VpEvent))


def test_battle_fields_sum_and_outcome() -> None:
    events, _ = play(3)
    fights = [e for e in events if isinstance(e, BattleEvent) and e.kind.startswith("battle_")]
    assert len(fights) == 15  # 3 players, 5 winters
    for e in fights:
        assert e.strength == e.soldiers + sum(m for _, m in e.terms)
        assert e.result == (1 if e.strength > e.enemy_strength else -1) or (
            e.strength == e.enemy_strength and e.result in (0, 1)
        )
        assert e.kind == {1: "battle_win", 0: "battle_tie", -1: "battle_loss"}[e.result]
        assert event_text(e).startswith(f"{e.names[e.player]}: {e.soldiers} soldier")
        assert event_text(e).endswith(battle_summary(e))
    enemies = [e for e in events if e.kind == "enemy"]
    assert [e.year for e in enemies] == [1, 2, 3, 4, 5]
    assert all(isinstance(e, BattleEvent) and e.card.startswith(f"{e.year}-") for e in enemies)


def test_goods_and_dice_fields_match_their_sentences() -> None:
    events, _ = play(11)
    built = [e for e in events if e.kind == "built"]
    assert built
    for e in built:
        assert isinstance(e, GoodsEvent)
        how = " with the King's Envoy" if e.envoy else ""
        assert e.label is not None and e.label.kind == "building"
        paid = ", ".join(
            f"{n} {g}" for n, g in zip(e.lost, ("gold", "wood", "stone"), strict=True) if n
        )
        building = render_arg(e.label)
        assert event_text(e) == f"{e.names[e.player]} builds the {building}{how} for {paid}"
    rolls = [e for e in events if e.kind == "roll"]
    assert len(rolls) >= 45  # 3 players x 15 productive seasons
    for e in rolls:
        assert isinstance(e, DiceEvent)
        assert len(e.dice) == 3 and e.total == sum(e.dice) + sum(e.white)
    for e in events:
        if e.kind == "influence":
            assert isinstance(e, DiceEvent)
            shift = 2 * e.plus2 + e.market
            assert e.advisor == sum(e.dice) + sum(e.white) + shift
    assert all(event_text(e) for e in events)  # every kind and form has a sentence


def test_a_built_event_reports_the_cost_paid() -> None:
    state = new_game(GameConfig(("Ann", "Brian")))
    cost = building_cost(state, 0, "statue")
    e = GoodsEvent(
        kind="built",
        player=0,
        form="built",
        label=Term("building", "statue"),
        lost=cost,
        names=("Ann", "Brian"),
    )
    assert event_text(e) == "Ann builds the Statue for 2 gold"
    assert e.lost == (2, 0, 0)


def test_the_engines_fast_constructors_build_the_same_events_as_the_classes() -> None:
    from kingsburg.engine import events as ev

    pairs = [
        (ev.new_event, Event, {"form": "die", "player": 2}),
        (ev.new_vp, VpEvent, {"player": 1, "vp": -3, "why": "enemy"}),
        (ev.new_goods, GoodsEvent, {"gained": (1, 0, 2), "plus2": 1, "detail": "x"}),
        (ev.new_dice, DiceEvent, {"dice": (6, 1), "white": (3,), "total": 10, "envoy": True}),
        (ev.new_battle, BattleEvent, {"terms": (("Tower", 1),), "result": -1, "year": 4}),
    ]
    for make, cls, given in pairs:
        for kwargs in ({}, given):
            made = make(kind="k", names=("Ann", "Bo", "Cy"), **kwargs)
            assert type(made) is cls
            assert made == cls(kind="k", names=("Ann", "Bo", "Cy"), **kwargs)
        assert made != cls(kind="k", names=("Ann", "Bo", "Cy"))
