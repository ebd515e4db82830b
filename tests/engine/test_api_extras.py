"""Small public API functions asked for by the app: Turn.secret, buildable, building_cost,
current_phase and phase_name; and view_key, asked for by online tables."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest

import kingsburg.engine as engine
from kingsburg.engine import (
    GameConfig,
    buildable,
    building_cost,
    chance_request,
    current_phase,
    is_over,
    legal_actions,
    new_game,
    to_act,
    turn,
    view,
    view_key,
)
from kingsburg.engine.flow import DECISIONS, SEGMENTS
from kingsburg.message import Msg
from kingsburg.text import render, render_arg

from .helpers import act, index, jump, quiet_step, run_until, setup_player, start


def phase_name(state: engine.GameState) -> str:
    """The phase's name as the player reads it (the API gives a term)."""
    return render_arg(engine.phase_name(state))


def season_label(state: engine.GameState) -> str:
    return render(engine.season_label(state))


FIRST_OF_ROWS = ["statue", "inn", "guard_tower", "palisade", "barricade"]


def test_new_functions_are_exported() -> None:
    for name in ("buildable", "building_cost", "current_phase", "phase_name"):
        assert name in engine.__all__
        assert callable(getattr(engine, name))


# --- Turn.secret ----------------------------------------------------------------


def test_the_soldier_token_pick_is_a_secret_decision() -> None:
    state = start(modules=(5,), order=("Cindy", "Ann", "David", "Brian"))
    jump(state, 1, 8)
    t = turn(state)
    assert (t.kind, t.decision, t.player, t.secret) == (
        "decision",
        "token",
        index(state, "Cindy"),
        True,
    )
    act(state, "token 2")
    t = turn(state)
    assert (t.decision, t.player, t.secret) == ("token", index(state, "Ann"), True)


def test_other_decisions_chances_and_the_end_are_not_secret() -> None:
    state = start(modules=(5, 6))
    seen: set[str] = set()
    for _ in range(20_000):
        t = turn(state)
        if t.kind == "over":
            break
        if t.kind == "decision":
            seen.add(t.decision)
            assert t.secret == (t.decision == "token"), t
        else:
            assert not t.secret
        _any_step(state)
    assert turn(state) == engine.Turn("over", -1, "", Msg("turn-over"))
    assert render(turn(state).prompt) == "The game is over"
    assert not turn(state).secret
    assert {"token", "influence"} <= seen
    # only the token decision is marked secret in the engine's table
    assert [k for k, rule in DECISIONS.items() if rule.secret] == ["token"]


def _any_step(state: engine.GameState) -> None:
    """Like quiet_step, but also supplies drawn tiles and the Sergeant tile's die."""
    from kingsburg.engine import ChanceTile, ChanceTileDie, apply, chance_request

    if to_act(state) == engine.CHANCE:
        req = chance_request(state)
        assert req is not None
        if req.kind == "tile":
            apply(state, ChanceTile(req.tiles[0]))
            return
        if req.kind == "tile_die":
            apply(state, ChanceTileDie(3))
            return
    quiet_step(state)


# --- buildable and building_cost ------------------------------------------------


def test_buildable_is_the_leftmost_unbuilt_building_of_each_row() -> None:
    state = start()
    assert buildable(state, 0) == FIRST_OF_ROWS
    setup_player(state, "Ann", buildings=["statue", "chapel", "inn"])
    assert buildable(state, index(state, "Ann")) == [
        "church",
        "market",
        "guard_tower",
        "palisade",
        "barricade",
    ]
    # a full row offers nothing more
    setup_player(state, "Brian", buildings=["barricade", "crane", "town_hall", "embassy"])
    assert buildable(state, index(state, "Brian")) == FIRST_OF_ROWS[:4]
    # goods do not matter: buildable is about the order of the rows only
    setup_player(state, "Cindy", goods=(0, 0, 0))
    assert buildable(state, index(state, "Cindy")) == FIRST_OF_ROWS


def test_buildable_ids_are_real_buildings() -> None:
    state = start()
    ids = {b.id for b in state.ruleset.buildings}
    assert set(buildable(state, 1)) <= ids


def test_building_cost_is_the_printed_cost_without_the_crane() -> None:
    state = start()
    for b in state.ruleset.buildings:
        assert building_cost(state, 0, b.id) == (b.cost.gold, b.cost.wood, b.cost.stone)


def test_building_cost_with_the_crane_is_one_gold_less_in_columns_3_and_4() -> None:
    state = start()
    setup_player(state, "Ann", buildings=["barricade", "crane"])
    ann = index(state, "Ann")
    assert building_cost(state, ann, "church") == (2, 1, 2)  # printed 3 gold, 1 wood, 2 stone
    assert building_cost(state, ann, "cathedral") == (4, 0, 3)  # printed 5 gold, 3 stone
    assert building_cost(state, ann, "stone_wall") == (1, 0, 2)  # printed 2 gold, 2 stone
    assert building_cost(state, ann, "chapel") == (3, 0, 1)  # column 2: unchanged
    assert building_cost(state, ann, "statue") == (2, 0, 0)  # column 1: unchanged
    # the others pay the printed price
    assert building_cost(state, index(state, "Brian"), "church") == (3, 1, 2)


def test_building_cost_matches_what_a_build_really_costs() -> None:
    state = start(names=("Ann", "Brian"))
    setup_player(state, "Ann", goods=(9, 9, 9), buildings=["barricade", "crane"])
    setup_player(state, "Brian", goods=(9, 9, 9))
    run_until(state, 1, 2, "build")
    while turn(state).decision != "build":
        quiet_step(state)
    who = turn(state).player
    name = state.players[who].name
    target = "church" if name == "Ann" else "statue"
    setup_player(state, name, buildings=["statue", "chapel"] if name == "Ann" else [])
    before = list(state.players[who].goods)
    cost = building_cost(state, who, target)
    act(state, f"build {target}")
    after = state.players[who].goods
    assert tuple(b - a for b, a in zip(before, after, strict=True)) == cost


def test_building_cost_of_an_unknown_building() -> None:
    state = start()
    with pytest.raises(KeyError, match="nowhere"):
        building_cost(state, 0, "nowhere")


# --- current_phase and phase_name -----------------------------------------------


def test_phases_through_a_whole_game() -> None:
    state = new_game(GameConfig(("Ann", "Brian")))
    assert current_phase(state) == 0
    assert phase_name(state) == "setup"
    state = start(names=("Ann", "Brian"))
    seen: list[tuple[int, int, str]] = []
    for _ in range(20_000):
        key = (state.year, current_phase(state), phase_name(state))
        if not seen or seen[-1] != key:
            seen.append(key)
        assert season_label(state).endswith(", " + phase_name(state))
        if is_over(state):
            break
        quiet_step(state)
    assert {p for _, p, _ in seen} >= {1, 2, 4, 6, 8, 9}  # where quiet play stops
    assert all(n == PHASE_NAMES[p] for _, p, n in seen)
    # phases never go backwards within a year; the game ends in phase 9 of year 5
    for (y1, p1, _), (y2, p2, _) in pairwise(seen):
        assert (y2, p2) > (y1, p1)
    assert seen[-1][:2] == (5, 9)
    assert not legal_actions(state)


PHASE_NAMES = {
    0: "setup",
    1: "King's Favor",
    2: "spring",
    3: "King's Reward",
    4: "summer",
    5: "King's Envoy",
    6: "fall",
    7: "recruitment",
    8: "winter",
    9: "end of game",
}


def test_every_segment_has_its_phase_and_name() -> None:
    state = start()
    phases = []
    for i, seg in enumerate(SEGMENTS):
        state.seg = i
        assert current_phase(state) == seg.phase
        assert phase_name(state) == PHASE_NAMES[seg.phase]
        phases.append(seg.phase)
    assert sorted(set(phases)) == list(range(10))


def test_phase_at_a_given_point() -> None:
    state = start()
    jump(state, 3, 6)
    assert (current_phase(state), phase_name(state)) == (6, "fall")
    jump(state, 2, 8)
    assert (current_phase(state), phase_name(state)) == (8, "winter")


def test_a_chance_request_names_nobody_with_player_minus_1() -> None:
    """The deck, the order and the neutral dice concern no player: ``player`` is -1 (0
    would be the first player)."""
    state = new_game(GameConfig(("Ann", "Brian")))
    seen = []
    for text in (
        "deck 1-goblins-3 2-goblins-4 3-goblins-5 4-goblins-6 5-dragon-9",
        "order Ann, Brian",
        "take gold",
        "take gold",
    ):
        request = chance_request(state)
        if request is not None:
            seen.append((request.kind, request.player))
        act(state, text)
    request = chance_request(state)
    assert request is not None
    seen.append((request.kind, request.player))
    assert seen == [("deck", -1), ("order", -1), ("block", -1)]


def test_a_decision_sent_while_a_chance_outcome_is_due_is_refused_and_changes_nothing() -> None:
    """While dice or a card are due, no decision may be applied (a mutant that let it
    through survived every other fast test)."""
    from kingsburg.engine import Pass, apply, state_hash
    from kingsburg.errors import IllegalActionError

    state = new_game(GameConfig(("Ann", "Brian")))  # the enemy deck is due first
    assert to_act(state) == engine.CHANCE
    before = state_hash(state)
    due = r"a chance outcome \(\w+\) is due, not a decision"
    with pytest.raises(IllegalActionError, match=due):
        apply(state, Pass())
    assert state_hash(state) == before
    state = start(("Ann", "Brian"))
    run_until(state, 1, 2, "roll")  # spring's dice are due
    assert to_act(state) == engine.CHANCE
    before = state_hash(state)
    with pytest.raises(IllegalActionError, match="is due, not a decision"):
        apply(state, Pass())
    assert state_hash(state) == before


# --- view_key -------------------------------------------------------------------


@pytest.mark.parametrize(("players", "modules", "seed"), [(4, (), 7), (5, (5, 6), 8)])
def test_players_with_equal_view_keys_have_equal_views(
    players: int, modules: tuple[int, ...], seed: int
) -> None:
    """At every point of whole games, two players' views are equal exactly when their
    view_keys are (the public view, -1, included); the games show views that differ by a
    peeked card and by a token pick, and views shared by several players."""
    from kingsburg.record import LiveGame

    names = ("Ann", "Bob", "Cleo", "Dan", "Eve")[:players]
    game = LiveGame(GameConfig(names, modules), seed, undo=False)
    rng = random.Random(seed)
    seen: set[str] = set()
    while not game.state.over:
        state = game.state
        who = [-1, *range(players)]
        keys = {p: view_key(state, p) for p in who}
        views = {p: view(state, p) for p in who}
        for p in who:
            for q in who:
                assert (keys[p] == keys[q]) == (views[p] == views[q]), (p, q, len(game.moves))
                if keys[p] != keys[q]:
                    seen.add("deck" if keys[p][0] != keys[q][0] else "pick")
                elif p != q:
                    seen.add("shared")
        game.decide(rng.choice(legal_actions(state)))
    assert seen == ({"deck", "shared"} if not modules else {"deck", "pick", "shared"})
