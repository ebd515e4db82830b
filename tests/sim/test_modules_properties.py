"""Random legal play with the expansion modules and variants (hypothesis): every
combination, 2 to 5 players. The engine never raises, keeps its invariants, accounts
for every VP in its events, keeps secrets secret, and the records replay exactly."""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Sequence
from itertools import chain, combinations
from typing import TypeVar

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kingsburg.driver import ChanceDriver
from kingsburg.engine import (
    CHANCE,
    OVER,
    Action,
    GameConfig,
    GameState,
    Give,
    Influence,
    PickToken,
    action_text,
    apply,
    from_json,
    legal_actions,
    new_game,
    parse_action,
    state_hash,
    to_act,
    to_dict,
    to_json,
    view,
)
from kingsburg.engine.api import turn
from kingsburg.engine.phases import current_phase
from kingsburg.engine.state import MODULES, SOLDIER_TOKENS, VARIANTS, Advisor, SharedWith, TileGift
from kingsburg.errors import IllegalActionError
from kingsburg.record import first_divergence, record_from_json
from kingsburg.simulate import play_game
from kingsburg.text.events import event_text
from tests.sim.test_properties import NAMES, check_invariants

T = TypeVar("T")


def _subsets(items: Sequence[T]) -> list[tuple[T, ...]]:
    return list(chain.from_iterable(combinations(items, k) for k in range(len(items) + 1)))


# Every valid combination of modules and variants (the inverted tiles need module 6).
COMBOS: list[tuple[tuple[int, ...], tuple[str, ...]]] = [
    (mods, vars_)
    for mods in _subsets(sorted(MODULES))
    for vars_ in _subsets(sorted(VARIANTS))
    if "inverted-tiles" not in vars_ or 6 in mods
]
# Decisions that only exist with the modules: every offered action must survive
# the notation both ways (records are written and replayed in it).
MODULE_DECISIONS = {"token", "tile_give", "tile_opp_good", "tile_smuggle"}
SEASON_PHASES = (2, 4, 6)
ALT = re.compile(r"rolls (\d) and (\d) for the King's reinforcements: every player gains (\d) ")


def test_every_combination_is_listed() -> None:
    assert len(COMBOS) == 12
    assert ((5, 6), ("alt-reinforcements", "inverted-tiles")) in COMBOS
    assert ((5,), ("inverted-tiles",)) not in COMBOS


def check_module_invariants(state: GameState, winters: int, seasons: int) -> None:
    """``winters``: soldier-token reveals so far; ``seasons``: productive seasons begun."""
    config = state.config
    m5, m6 = 5 in config.modules, 6 in config.modules
    inverted = "inverted-tiles" in config.variants
    for i, p in enumerate(state.players):
        if not m5:
            assert p.tokens == [] and p.token_pick == -1
            continue
        assert not Counter(p.tokens) - Counter(SOLDIER_TOKENS), f"{p.name}: {p.tokens}"
        assert len(p.tokens) == len(SOLDIER_TOKENS) - winters
        if p.token_pick >= 0:
            assert p.token_pick in p.tokens
            for q in range(-1, state.n):
                shown = view(state, q).players[i].token_pick
                assert shown == (p.token_pick if q == i else -2)
        else:
            assert p.token_pick == -1
    if not m6:
        assert state.tiles == [] and state.tile_bag == []
        return
    assert state.tiles == sorted(set(state.tiles))
    assert not set(state.tiles) & set(state.tile_bag)
    assert set(state.tiles) | set(state.tile_bag) <= set(range(1, 17))
    if inverted:
        assert state.tile_bag == []
        # One tile leaves after each productive season (at the return of the dice).
        assert 16 - seasons <= len(state.tiles) <= 16 - max(seasons - 1, 0)
    else:
        assert len(state.tiles) + len(state.tile_bag) == 16
        assert len(state.tiles) in (seasons - 1, seasons)  # this season's draw may be due
    if 4 in state.tiles:
        assert all(0 <= g <= 1 for g in state.tile_goods) and sum(state.tile_goods) >= 1
    if 5 in state.tiles and not any(s.kind == "tile_die" for s in state.todo):
        assert state.sergeant_good in (0, 1, 2)


def play_checked(
    n: int,
    seed: int,
    modules: tuple[int, ...],
    variants: tuple[str, ...],
    seen: Counter[str] | None = None,
) -> GameState:
    """Play a random legal game, checking everything after every move; ``seen`` counts
    the module decisions met (a tile's reward counts as ``tile N``)."""
    state = new_game(GameConfig(NAMES[:n], modules, variants))
    driver = ChanceDriver(seed)
    rng = random.Random(seed)
    vp_from_events = [0] * n
    plus2: dict[int, int] = {}
    season = (0, 0)
    winters = seasons = 0
    while True:
        who = to_act(state)
        if who == OVER:
            break
        phase = current_phase(state)
        if (state.year, phase) != season:
            season, plus2 = (state.year, phase), {}
            if phase in SEASON_PHASES:
                seasons += 1
            copy = from_json(to_json(state))  # the modules' state is saved losslessly
            assert state_hash(copy) == state_hash(state) and to_dict(copy) == to_dict(state)
        action: Action
        if who == CHANCE:
            action = driver.draw(state)
            if state.todo[-1].kind == "reinforce":
                assert 5 not in modules  # the tokens replace the King's die
        else:
            legal = legal_actions(state)
            assert legal, "a decision with no legal action"
            step = state.todo[-1]
            arg = step.arg
            tiled = isinstance(arg, Advisor) and arg.rank in state.tiles
            if step.kind in MODULE_DECISIONS or tiled:
                for a in legal:
                    assert parse_action(state, action_text(state, a)) == a
                if seen is not None:
                    seen[f"tile {turn(state).advisor}" if tiled else step.kind] += 1
                # A choice that belongs to another player is asked of that player.
                if isinstance(arg, TileGift):
                    assert step.player != arg.recipient
                elif isinstance(arg, SharedWith):
                    assert step.player != arg.player
                # Something impossible is refused and changes nothing.
                before = state_hash(state)
                with pytest.raises(IllegalActionError):
                    apply(state, PickToken(9) if step.kind != "token" else Give(0))
                assert state_hash(state) == before
            action = legal[int(rng.random() * len(legal))]
            if isinstance(action, Influence) and action.plus2:
                plus2[who] = plus2.get(who, 0) + 1
        assert parse_action(state, action_text(state, action)) == action
        events = apply(state, action)
        for e in events:
            if e.vp:
                vp_from_events[e.player] += e.vp
            if e.private:
                assert e.kind in ("peek_secret", "token_secret") and e.player >= 0
            if e.kind == "reinforce":
                if 5 in modules:
                    winters += 1
                    assert event_text(e).startswith("Soldier tokens revealed")
                elif "alt-reinforcements" in variants:
                    m = ALT.search(event_text(e))
                    assert m, event_text(e)
                    assert int(m[3]) == abs(int(m[1]) - int(m[2])) + 1
            if e.kind == "season_end" and event_text(e).startswith("End of winter"):
                assert all(p.soldiers == 0 for p in state.players)
        check_invariants(state, plus2)
        check_module_invariants(state, winters, seasons)
    assert [p.vp for p in state.players] == vp_from_events
    assert state.year == 5 and seasons == 15
    if 5 in modules:
        assert winters == 5 and all(len(p.tokens) == 1 for p in state.players)
    return state


@pytest.mark.parametrize(("modules", "variants"), COMBOS, ids=str)
def test_each_combination_plays_to_the_end_with_every_player_count(
    modules: tuple[int, ...], variants: tuple[str, ...]
) -> None:
    seen: Counter[str] = Counter()
    for n in range(2, 6):
        state = play_checked(n, 7000 + n, modules, variants, seen)
        assert state.over
    # The random games do reach the modules' decisions: every player's token picks
    # (5 winters of 2+3+4+5 players), most tiles' rewards and the neighbours' choices.
    assert seen["token"] == (70 if 5 in modules else 0)
    tiles_met = {k for k in seen if k.startswith("tile ")}
    if 6 in modules:
        assert len(tiles_met) >= 12 and seen["tile_give"] > 0, seen
    else:
        assert not tiles_met


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    n=st.integers(min_value=2, max_value=5),
    seed=st.integers(min_value=0, max_value=2**32),
    combo=st.sampled_from(COMBOS),
)
def test_random_module_games_keep_invariants(
    n: int, seed: int, combo: tuple[tuple[int, ...], tuple[str, ...]]
) -> None:
    play_checked(n, seed, *combo)


@pytest.mark.parametrize(("modules", "variants"), COMBOS, ids=str)
def test_module_game_records_verify_on_replay(
    modules: tuple[int, ...], variants: tuple[str, ...]
) -> None:
    """Bot games (greedy bots see only their own view) replay to the same checkpoints,
    also after a trip through the record's JSON."""
    k = COMBOS.index((modules, variants))
    n = 2 + k % 4
    bots = ["greedy" if i % 2 == 0 else "random" for i in range(n)]
    game = play_game(n, 500 + k, bots, modules, variants)
    assert game.state.over
    record = game.to_record()
    assert (record.modules, record.variants) == (modules, variants)
    for rec in (record, record_from_json(record.to_json())):
        again, divergence = first_divergence(rec)
        assert divergence is None
        assert state_hash(again.state) == state_hash(game.state) == rec.final_hash
