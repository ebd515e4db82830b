"""Small helpers shared by the rule modules: per-ruleset tables, gains, VP, step pushing."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from itertools import combinations_with_replacement
from typing import TypeVar

from kingsburg.data.loader import Ruleset
from kingsburg.engine.actions import Goods
from kingsburg.engine.events import Event, new_battle, new_event, new_vp
from kingsburg.engine.state import Advisor, GameState, Step, make_step
from kingsburg.message import Term

_T = TypeVar("_T")


def per_ruleset(build: Callable[[Ruleset], _T]) -> Callable[[Ruleset], _T]:
    """``build(ruleset)`` worked out once per ruleset (by its digest): tables derived from
    the data that the rules look up again and again."""
    made: dict[str, _T] = {}
    last: tuple[Ruleset | None, _T | None] = (None, None)  # the latest ruleset and its table

    def get(ruleset: Ruleset) -> _T:
        nonlocal last
        seen = last  # one read: another thread may replace it
        if seen[0] is ruleset:  # a game asks for its own ruleset's tables over and over
            return seen[1]  # type: ignore[return-value]
        table = made.get(ruleset.digest)
        if table is None:
            table = made[ruleset.digest] = build(ruleset)
        last = (ruleset, table)
        return table

    return get


def owns(state: GameState, player: int, index: int) -> bool:
    return index >= 0 and state.players[player].built[index]


def push(state: GameState, *steps: Step) -> None:
    """Queue steps so that the first one given is resolved first (before anything queued)."""
    state.todo.extend(reversed(steps))


def push_for_each(state: GameState, *kinds: str) -> None:
    """Queue, for each player in turn order, one step of each kind (in the order given):
    ``push`` of ``make_step(kind, player)`` for every player and kind."""
    state.todo.extend(_for_each(kinds, tuple(state.order)))


@cache
def _for_each(kinds: tuple[str, ...], order: tuple[int, ...]) -> tuple[Step, ...]:
    # Every season queues the same few sequences: they are made once, stack-ready.
    return tuple(reversed([make_step(kind, i) for i in order for kind in kinds]))


def advisor_of(step: Step) -> int:
    """The rank of the advisor whose reward a ``reward`` step is."""
    arg = step.arg
    assert isinstance(arg, Advisor)
    return arg.rank


def name(state: GameState, player: int) -> str:
    return state.players[player].name


def change_vp(
    state: GameState,
    player: int,
    amount: int,
    source: str,
    why: str,
    ev: list[Event],
    label: Term | None = None,
    values: tuple[int, ...] = (),
    players: tuple[int, ...] = (),
) -> None:
    """Add (or remove) VP and log it. ``why`` says why, as an id (see ``engine.events``),
    with the thing it names (``label``) and its numbers (``values``)."""
    if amount == 0:
        return
    state.players[player].vp += amount
    ev.append(
        new_vp(
            kind="vp",
            player=player,
            vp=amount,
            source=source,
            why=why,
            label=label,
            values=values,
            players=players,
            names=state.config.players,
        )
    )


def peek(state: GameState, player: int, who: Term, ev: list[Event]) -> None:
    """``player`` looks at this year's enemy card, thanks to ``who`` (an advisor or a tile)."""
    year = state.year
    p = state.players[player]
    if year not in p.seen:
        p.seen.append(year)
        p.seen.sort()
    enemy = state.ruleset.enemy(state.deck[year - 1])
    names = state.config.players
    ev.append(new_event(kind="peek", player=player, label=who, year=year, names=names))
    ev.append(
        new_battle(
            kind="peek_secret",
            player=player,
            private=True,
            year=year,
            card=enemy.id,
            label=Term("enemy", enemy.type),
            enemy_strength=enemy.strength,
            names=names,
        )
    )


def add_goods(state: GameState, player: int, goods: Goods) -> None:
    g = state.players[player].goods
    g[0] += goods[0]
    g[1] += goods[1]
    g[2] += goods[2]


def sub_goods(state: GameState, player: int, goods: Goods) -> None:
    g = state.players[player].goods
    g[0] -= goods[0]
    g[1] -= goods[1]
    g[2] -= goods[2]


_MULTISETS: dict[int, tuple[Goods, ...]] = {}


def goods_multisets(n: int) -> tuple[Goods, ...]:
    """Every way to pick ``n`` goods (with repetition): n=2 -> 6 combinations."""
    out = _MULTISETS.get(n)
    if out is None:
        combos = []
        for c in combinations_with_replacement(range(3), n):
            combos.append((c.count(0), c.count(1), c.count(2)))
        out = tuple(combos)
        _MULTISETS[n] = out
    return out


def affordable_multisets(have: list[int], n: int) -> list[Goods]:
    """Every way to give up exactly ``n`` goods out of ``have``."""
    out = []
    for a in range(min(have[0], n) + 1):
        for b in range(min(have[1], n - a) + 1):
            c = n - a - b
            if c <= have[2]:
                out.append((a, b, c))
    return out
