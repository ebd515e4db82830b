"""What the app tells about a game beyond the board: enemy cards in words, the season,
the battle summary, where the VP came from, the VP after each season, and the computers'
reasons placed in the log. Pure functions of the engine's state and events (no Textual, no
files), shared by every kind of session."""

from __future__ import annotations

from dataclasses import dataclass, field

from kingsburg.engine import (
    PHASE_TAGS,
    ROMAN,
    BattleEvent,
    Event,
    GameState,
    buildable,
    building_cost,
    current_phase,
    season_label,
    view,
)
from kingsburg.reasons import CALENDAR_KINDS, Reason
from kingsburg.record import parse_move
from kingsburg.text import Term, render, t

Log = list[tuple[int, Event]]  # (the number of the move that caused it, the event)


def enemy_card(state: GameState, card: str) -> list[str]:
    """An enemy card as printed: year, name and type, strength, reward, penalty."""
    e = state.ruleset.enemy(card)
    r, p = e.reward, e.penalty
    kinds = ("amount-gold", "amount-wood", "amount-stone")
    win = [t(k, n=n) for k, n in zip(kinds, (r.gold, r.wood, r.stone), strict=True) if n]
    win += [t("screen-choice-goods", n=r.choice_goods)] * bool(r.choice_goods)
    win += [t("amount-vp", n=r.vp)] * bool(r.vp)
    lose = [t(k, n=n) for k, n in zip(kinds, (p.gold, p.wood, p.stone), strict=True) if n]
    lose += [t("screen-choice-goods", n=p.choice_goods)] * bool(p.choice_goods)
    lose += [t("screen-one-building")] * bool(p.building)
    lose += [t("amount-vp", n=p.vp)] * bool(p.vp)
    nothing = t("amount-nothing")
    enemy = Term("enemy", e.type)
    return [
        t("screen-enemy-card", year=ROMAN[e.year], enemy=enemy, strength=e.strength),
        t("screen-enemy-win", gains=", ".join(win) or nothing),
        t("screen-enemy-lose", losses=", ".join(lose) or nothing),
    ]


def secret_lines(state: GameState, player: int, public: GameState) -> list[str]:
    """What only ``player`` knows in ``state`` (the true state or their own view), beside
    ``public``: the enemy cards seen and not yet public, in full, and a picked soldier token."""
    mine = view(state, player)
    out = []
    for year in state.players[player].seen:
        card = mine.deck[year - 1]
        if card and not public.deck[year - 1]:
            out += enemy_card(state, card)
    pick = state.players[player].token_pick
    if pick >= 0:
        out.append(t("screen-secret-token", pick=pick))
    return out


def buildable_indices(state: GameState, player: int) -> list[int]:
    """Building indices the player could build now if they had the goods."""
    return [state.ruleset.building_index(b) for b in buildable(state, player)]


def cost_of(state: GameState, player: int, index: int) -> tuple[int, int, int]:
    """The cost of a building for this player (the Crane applied)."""
    return building_cost(state, player, state.ruleset.buildings[index].id)


def season_text(state: GameState) -> str:
    return render(season_label(state))


def phase_key(state: GameState) -> str:
    """The phase's short tag: favor, spring, reward, summer, envoy, fall, recruit, winter, end."""
    return PHASE_TAGS[current_phase(state)]


@dataclass(slots=True, kw_only=True)
class ReasonEvent(Event):
    """Why a computer player chose its move: for the app's log only (not an engine event)."""

    line: str = ""
    # The move showed no public event to explain (a computer passed): the line is the move.
    alone: bool = False
    # The reason as data, when there is one: its numbers are shown on request (the log's
    # details key), worded only then.
    reason: Reason | None = None

    @property
    def text(self) -> str:
        return self.line


@dataclass(slots=True)
class BattleReport:
    """One winter's battle, read from the events."""

    year: int
    enemy: BattleEvent  # the "enemy" event: which card attacks, its strength
    reinforcement: Event | None  # the King's reinforcements (or module 5's tokens)
    lines: dict[int, list[Event]] = field(default_factory=dict)  # player -> events


def last_battle(log: Log) -> BattleReport | None:
    """The last completed winter battle (from its 'enemy' event to its 'winter' event)."""
    end = next((k for k in range(len(log) - 1, -1, -1) if log[k][1].kind == "winter"), -1)
    if end < 0:
        return None
    start = next((k for k in range(end, -1, -1) if log[k][1].kind == "enemy"), -1)
    if start < 0:
        return None
    enemy = log[start][1]
    assert isinstance(enemy, BattleEvent)
    reinf = None
    for k in range(start - 1, -1, -1):  # back to the start of the winter
        e = log[k][1]
        if e.kind == "reinforce":
            reinf = e
        if e.kind == "phase":
            break
    report = BattleReport(enemy.year, enemy, reinf)
    for _, e in log[start + 1 : end]:
        if e.private or e.player < 0:
            continue
        report.lines.setdefault(e.player, []).append(e)
    return report


def with_reasons(
    entries: Log,
    reasons: dict[int, str],
    moves: list[str],
    names: list[str],
    data: dict[int, Reason] | None = None,
) -> Log:
    """``entries`` (move, event), each computer decision's reason (``reasons``, by move
    number) right after the first public event of its player's move; a move that put no
    event of its own in the log (only, say, the end of a season after it) has its reason as
    a line of its own, before them. Only the reasons of the ``moves`` played so far (a
    replay goes back). ``data``: the same reasons as data, kept with their lines (their
    numbers are shown on request)."""

    def told(move: int, e: Event) -> bool:  # a public event of the player who made ``move``
        who = parse_move(moves[move - 1]).actor
        return not e.private and 0 <= e.player < len(names) and names[e.player] == who

    def reason(move: int, alone: bool = False) -> Event:
        name = parse_move(moves[move - 1]).actor
        why = (data or {}).get(move)
        return ReasonEvent(kind="reason", line=f"{name}: {reasons[move]}", alone=alone, reason=why)

    out: Log = []
    pending = sorted(k for k in reasons if k <= len(moves))
    # Where each move's reason goes: after the first event the move told of its player,
    # before the calendar moved on (what follows a season's end is not the move's doing).
    after: dict[int, int] = {}
    moved_on: set[int] = set()
    for n, (i, e) in enumerate(entries):
        if e.kind in CALENDAR_KINDS:
            moved_on.add(i)
        elif i in reasons and i not in after and i not in moved_on and told(i, e):
            after[i] = n
    k = 0
    for n, (i, e) in enumerate(entries):
        while k < len(pending) and (pending[k] < i or (pending[k] == i and i not in after)):
            out.append((pending[k], reason(pending[k], alone=True)))
            k += 1
        out.append((i, e))
        if k < len(pending) and pending[k] == i and after.get(i) == n:
            out.append((i, reason(i)))
            k += 1
    out += [(m, reason(m, alone=True)) for m in pending[k:]]
    return out
