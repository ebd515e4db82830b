"""Test helpers: start games with chosen cards and order, script dice, set positions.

Tests set a position by editing the plain state (goods, buildings, soldiers) and
then drive the rule under test through the public API only (texts -> actions).
"""

from __future__ import annotations

from collections.abc import Iterable

from kingsburg.data.loader import Ruleset
from kingsburg.engine import (
    CHANCE,
    OVER,
    BattleEvent,
    Event,
    GameConfig,
    GameState,
    Pass,
    PlayerState,
    action_text,
    apply,
    legal_actions,
    new_game,
    parse_action,
    sample_chance,
    to_act,
)
from kingsburg.engine.api import chance_request, turn
from kingsburg.engine.flow import SEGMENTS, advance
from kingsburg.engine.phases import current_phase
from kingsburg.engine.state import GOODS
from kingsburg.text.decisions import prompt_text
from kingsburg.text.events import event_text

NAMES4 = ("Ann", "Brian", "Cindy", "David")
DEFAULT_DECK = "deck 1-goblins-3 2-goblins-4 3-goblins-5 4-goblins-6 5-dragon-9"


def start(
    names: Iterable[str] = NAMES4,
    deck: str = DEFAULT_DECK,
    order: Iterable[str] | None = None,
    ruleset: Ruleset | None = None,
    modules: tuple[int, ...] = (),
    variants: tuple[str, ...] = (),
) -> GameState:
    """A game with the given deck and starting order (and expansion modules/variants);
    with the inverted-tiles variant the Sergeant tile's first die is left to the test."""
    names = tuple(names)
    state = new_game(GameConfig(names, modules, variants), ruleset)
    act(state, deck)
    act(state, "order " + ", ".join(order or names))
    return state


def act(state: GameState, text: str) -> list[Event]:
    return apply(state, parse_action(state, text))


def acts(state: GameState, *texts: str) -> list[Event]:
    out: list[Event] = []
    for t in texts:
        out += act(state, t)
    return out


def index(state: GameState, name: str) -> int:
    return [p.name for p in state.players].index(name)


def setup_player(
    state: GameState,
    name: str,
    *,
    goods: tuple[int, int, int] | None = None,
    buildings: Iterable[str] = (),
    soldiers: int | None = None,
    vp: int | None = None,
    plus2: int | None = None,
    favor_dice: int | None = None,
) -> None:
    p = state.players[index(state, name)]
    if goods is not None:
        p.goods = list(goods)
    for b in buildings:
        p.built[state.ruleset.building_index(b)] = True
    if soldiers is not None:
        p.soldiers = soldiers
    if vp is not None:
        p.vp = vp
    if plus2 is not None:
        p.plus2 = plus2
    if favor_dice is not None:
        p.favor_dice = favor_dice
    state.legal_cache = None


def player(state: GameState, name: str) -> PlayerState:
    return state.players[index(state, name)]


def give_envoy(state: GameState, name: str | None, year: int | None = None) -> None:
    """Hand the King's Envoy to ``name`` (None: back on the board), as if given in ``year``."""
    state.envoy = -1 if name is None else index(state, name)
    state.envoy_year = state.year if year is None else year
    state.legal_cache = None


def jump(state: GameState, year: int, phase: int, seg_name: str | None = None) -> list[Event]:
    """Begin the given segment now (the first one of ``phase`` if no name is given),
    keeping the position the test has set up, and run the automatic work up to the
    first decision or chance event. Returns the events of that automatic work."""
    candidates = [
        i
        for i, s in enumerate(SEGMENTS)
        if s.phase == phase and (seg_name is None or s.name == seg_name)
    ]
    if not candidates:
        raise AssertionError(f"no segment {seg_name!r} in phase {phase}")
    if SEGMENTS[candidates[0]].name == "start":  # a new season: no dice on the board
        for placements in state.board:
            placements.clear()
    state.year = year
    state.seg = candidates[0]
    state.seg_started = False
    state.todo.clear()
    state.legal_cache = None
    ev: list[Event] = []
    advance(state, ev)
    return ev


def rolls(state: GameState, dice: dict[str, str]) -> list[Event]:
    """Supply every pending roll: ``{"Ann": "1 3 5", "Cindy": "2 2 6 white 6"}``,
    in whatever order the engine asks for them."""
    out: list[Event] = []
    while to_act(state) == CHANCE and state.todo[-1].kind == "roll":
        who = state.players[state.todo[-1].player].name
        out += act(state, f"roll {who} {dice[who]}")
    return out


def options(state: GameState) -> list[str]:
    """The texts of the legal actions now."""
    return [action_text(state, a) for a in legal_actions(state)]


def names(state: GameState, ids: Iterable[int]) -> list[str]:
    return [state.players[i].name for i in ids]


def texts(events: Iterable[Event], kind: str | None = None) -> list[str]:
    return [event_text(e) for e in events if kind is None or e.kind == kind]


def goods(state: GameState, name: str) -> tuple[int, int, int]:
    g = state.players[index(state, name)].goods
    return (g[0], g[1], g[2])


def built_names(state: GameState, name: str) -> list[str]:
    p = state.players[index(state, name)]
    return [b.name for i, b in enumerate(state.ruleset.buildings) if p.built[i]]


def reward_due(state: GameState) -> tuple[str, int] | None:
    """(player name, advisor rank) of the advisor reward to take or decline now, or None."""
    if to_act(state) in (CHANCE, OVER) or state.todo[-1].kind != "reward":
        return None
    t = turn(state)
    return state.players[t.player].name, t.advisor


def segment(state: GameState) -> str:
    return SEGMENTS[state.seg].name


def quiet_step(state: GameState) -> list[Event]:
    """One dull move: dice show 1s, a good is gold, players pass where they can
    (so an advisor reward still due is declined)."""
    who = to_act(state)
    if who == CHANCE:
        step = state.todo[-1]
        if step.kind == "reinforce":
            return act(state, "reinforcements 1")
        if step.kind == "roll":
            req = chance_request(state)
            assert req is not None
            text = f"roll {state.players[req.player].name} " + " ".join(["1"] * req.dice)
            if req.white:
                text += " white " + " ".join(["1"] * req.white)
            return act(state, text)
        if step.kind == "block":
            req = chance_request(state)
            assert req is not None
            return act(state, "block " + " ".join(["6"] * req.dice))
        # Any other chance event: its own draw, from dice that all show 1.
        action = sample_chance(state, _Ones())
        assert action is not None
        return apply(state, action)
    legal = legal_actions(state)
    choice = next((a for a in legal if isinstance(a, Pass)), legal[0])
    return apply(state, choice)


class _Ones:
    """Random numbers that are all the lowest: dice show 1, picks take the first."""

    def dice(self, n: int) -> tuple[int, ...]:
        return (1,) * n

    def below(self, n: int) -> int:
        return 0

    def shuffled(self, n: int) -> tuple[int, ...]:
        return tuple(range(n))


def run_until(state: GameState, year: int, phase: int, seg_name: str | None = None) -> None:
    """Play dull moves until the given year/phase (and segment) has begun and needs input."""
    for _ in range(10_000):
        here = (
            state.year == year
            and current_phase(state) == phase
            and (seg_name is None or segment(state) == seg_name)
        )
        if here or to_act(state) == OVER:
            return
        quiet_step(state)
    raise AssertionError("run_until did not arrive")


__all__ = ["GOODS"]


def battles(state: GameState, events: list[Event]) -> dict[str, tuple[str, int]]:
    """Each player's battle outcome and strength, read from the battle events' fields."""
    out = {}
    for e in events:
        if isinstance(e, BattleEvent) and e.kind.startswith("battle_"):
            assert e.strength == e.soldiers + sum(m for _, m in e.terms)
            out[state.players[e.player].name] = (e.kind, e.strength)
    return out


def said(state: GameState) -> str:
    """The prompt line of the decision due, as the player reads it ("Ann: …")."""
    return prompt_text(turn(state), [p.name for p in state.players])
