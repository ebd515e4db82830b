"""Random legal play (hypothesis): the engine never raises and keeps its invariants."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kingsburg.driver import ChanceDriver
from kingsburg.engine import (
    CHANCE,
    OVER,
    GameConfig,
    GameState,
    Influence,
    apply,
    legal_actions,
    new_game,
    state_hash,
    to_act,
)
from kingsburg.engine.phases import current_phase
from kingsburg.engine.state import NEUTRAL
from kingsburg.errors import IllegalActionError
from kingsburg.text.events import event_text

NAMES = ("Alice", "Bruno", "Chiara", "Dario", "Elena")


def check_invariants(state: GameState, plus2_this_season: dict[int, int]) -> None:
    for p in state.players:
        assert min(p.goods) >= 0, f"{p.name} has negative goods {p.goods}"
        assert p.plus2 >= 0 and p.soldiers >= 0
        for row in range(5):
            cells = p.built[row * 4 : row * 4 + 4]
            k = sum(cells)
            assert cells == [True] * k + [False] * (4 - k), f"{p.name} row {row + 1}: {cells}"
    for rank in range(1, 19):
        groups = state.board[rank]
        assert len(groups) <= 2
        if len(groups) == 2:
            assert groups[1].envoy and groups[1].player != NEUTRAL
        assert not any(g.envoy for g in groups[:1]), "the envoy is only for a taken advisor"
    for player, used in plus2_this_season.items():
        assert used <= 1, f"player {player} used {used} '+2' tokens in one season"


def play_checked(n: int, seed: int) -> GameState:
    state = new_game(GameConfig(NAMES[:n]))
    driver = ChanceDriver(seed)
    rng = random.Random(seed)
    vp_from_events = [0] * n
    plus2: dict[int, int] = {}
    season = (0, 0)
    while True:
        who = to_act(state)
        if who == OVER:
            break
        if (state.year, current_phase(state)) != season:
            season, plus2 = (state.year, current_phase(state)), {}
        if who == CHANCE:
            action = driver.draw(state)
        else:
            legal = legal_actions(state)
            assert legal, "a decision with no legal action"
            if rng.random() < 0.05:  # an illegal influence is rejected and changes nothing
                before = state_hash(state)
                try:
                    apply(state, Influence(19, (6, 6, 6)))
                except IllegalActionError:
                    pass
                else:
                    raise AssertionError("an impossible influence was accepted")
                assert state_hash(state) == before
            action = legal[int(rng.random() * len(legal))]
            if isinstance(action, Influence) and action.plus2:
                plus2[who] = plus2.get(who, 0) + 1
        events = apply(state, action)
        for e in events:
            if e.vp:
                vp_from_events[e.player] += e.vp
            if e.kind == "season_end" and event_text(e).startswith("End of winter"):
                assert all(p.soldiers == 0 for p in state.players)
        check_invariants(state, plus2)
    assert [p.vp for p in state.players] == vp_from_events
    assert state.year == 5
    return state


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(n=st.integers(min_value=2, max_value=5), seed=st.integers(min_value=0, max_value=2**32))
def test_random_games_keep_invariants(n: int, seed: int) -> None:
    play_checked(n, seed)


def test_each_player_count_plays_to_the_end() -> None:
    for n in range(2, 6):
        state = play_checked(n, 1000 + n)
        assert state.over
