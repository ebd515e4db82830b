"""Strength benchmark between bot levels (``kingsburg arena``).

One level takes one seat, the other level every other seat. Each deal (a seed) is
played once with the lone level in every seat, so seats are perfectly rotated and
both sides face the same dice and cards. The table is a function of the arguments
only; decision times (which depend on the machine) are reported separately.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from kingsburg.bots import make_bot
from kingsburg.engine import GameConfig, to_act, view
from kingsburg.message import Arg
from kingsburg.record import LiveGame
from kingsburg.simulate import DEFAULT_NAMES, win_shares
from kingsburg.text import t
from kingsburg.text.numbers import decimals, point, whole
from kingsburg.workers import in_order


@dataclass(slots=True)
class Side:
    kind: str
    seats: int  # seats per game
    wins: float = 0.0  # shared first places split
    vp: list[int] = field(default_factory=list)
    times: list[float] = field(default_factory=list)  # seconds per decision
    # CPU seconds per decision: what the decision costs when the machine is shared
    cpu: list[float] = field(default_factory=list)
    playouts: int = 0
    search_seconds: float = 0.0


@dataclass(slots=True)
class Result:
    players: int
    games: int
    sides: tuple[Side, Side]
    seat_wins: list[float]  # wins of the lone level by its seat


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True, slots=True)
class Deal:
    """One deal to play: a value, so that ``--jobs`` can hand it to a worker process."""

    lone: str
    rest: str
    players: int
    seed: int
    modules: tuple[int, ...] = ()
    variants: tuple[str, ...] = ()

    def no_games(self) -> Result:
        """A result with nothing played yet, to add games to."""
        sides = (Side(self.lone, 1), Side(self.rest, self.players - 1))
        return Result(self.players, 0, sides, [0.0] * self.players)


def run(
    lone: str,
    rest: str,
    players: int,
    deals: int,
    seed: int,
    modules: tuple[int, ...] = (),
    variants: tuple[str, ...] = (),
    progress: Callable[[int], None] | None = None,  # told the games played after each
    jobs: int = 1,
) -> Result:
    """Play ``deals`` deals from ``seed`` on; with ``jobs`` > 1, that many deals at once in
    worker processes. Deals are independent and merged in their order, so the table is
    the same whatever ``jobs`` is (only the decision times differ)."""
    todo = [Deal(lone, rest, players, seed + d, modules, variants) for d in range(deals)]
    total = Deal(lone, rest, players, seed).no_games()
    if jobs <= 1:
        for deal in todo:
            # Played into the total itself, so that progress counts each game as it ends.
            play_deal(deal, total, None if progress is None else lambda: progress(total.games))
        return total
    with in_order(play_deal, todo, jobs) as played:
        for one in played:
            _merge(total, one)
            if progress is not None:
                progress(total.games)
    return total


def _merge(total: Result, one: Result) -> None:
    total.games += one.games
    for side, part in zip(total.sides, one.sides, strict=True):
        side.wins += part.wins
        side.vp += part.vp
        side.times += part.times
        side.cpu += part.cpu
        side.playouts += part.playouts
        side.search_seconds += part.search_seconds
    for i, w in enumerate(one.seat_wins):
        total.seat_wins[i] += w


def play_deal(
    deal: Deal, into: Result | None = None, on_game: Callable[[], None] | None = None
) -> Result:
    """``deal`` played once with the lone level in each seat, its games added to ``into``
    (a new result if None), which is returned; ``on_game`` is called as each game ends."""
    result = deal.no_games() if into is None else into
    a, b = result.sides
    players, lone, rest = deal.players, deal.lone, deal.rest
    config = GameConfig(DEFAULT_NAMES[:players], deal.modules, deal.variants)
    for seat in range(players):
        kinds = [lone if i == seat else rest for i in range(players)]
        bots = [make_bot(k, deal.seed * 31 + i) for i, k in enumerate(kinds)]
        game = LiveGame(config, deal.seed, undo=False)
        state = game.state
        while not state.over:
            who = to_act(state)
            side = a if who == seat else b
            t0, c0 = time.perf_counter(), time.process_time()
            bot = bots[who]
            move = bot.decide(view(state, who) if bot.needs_view else state, who)
            side.times.append(time.perf_counter() - t0)
            side.cpu.append(time.process_time() - c0)
            game.decide(move.action)
        shares = win_shares(state)
        a.wins += shares[seat]
        result.seat_wins[seat] += shares[seat]
        b.wins += sum(shares) - shares[seat]
        for i, p in enumerate(state.players):
            (a if i == seat else b).vp.append(p.vp)
        for i, bot in enumerate(bots):
            side = a if i == seat else b
            side.playouts += getattr(bot, "playouts", 0)
            side.search_seconds += getattr(bot, "search_seconds", 0.0)
        result.games += 1
        if on_game is not None:
            on_game()
    return result


def table_lines(r: Result) -> list[str]:
    a, b = r.sides
    g = r.games
    heads = [
        t("summary-arena-level"),
        t("summary-arena-seats"),
        t("summary-arena-wins"),
        t("summary-arena-share"),
        t("summary-arena-interval"),
        t("summary-arena-mean"),
    ]
    # Each column as wide as its heading, at least as wide as the English table's.
    w = [max(n, len(h)) for n, h in zip((9, 5, 7, 6, 13, 7), heads, strict=True)]
    counts: dict[str, Arg] = {"lone": a.kind, "rest": b.kind, "seats": whole(b.seats)}
    lines = [
        t("summary-arena-title", **counts, players=whole(r.players), games=whole(g)),
        f"{heads[0]:<{w[0]}} {heads[1]:>{w[1]}} {heads[2]:>{w[2]}} {heads[3]:>{w[3]}}  "
        f"{heads[4]:<{w[4]}} {heads[5]:>{w[5]}}",
    ]
    for side in (a, b):
        share = side.wins / g
        lo, hi = wilson(side.wins, g)
        mean = sum(side.vp) / len(side.vp)
        ci = f"{lo:.0%}-{hi:.0%}"
        row = (
            f"{side.seats:>{w[1]}} {side.wins:>{w[2]}g} "
            f"{share:>{w[3]}.1%}  {ci:<{w[4]}} {mean:>{w[5]}.2f}"
        )
        lines.append(f"{side.kind:<{w[0]}} {point(row)}")
    lines.append(t("summary-arena-equal", share=f"{1 / r.players:.0%}"))
    by_seat = point("  ".join(f"{i + 1}:{w:g}" for i, w in enumerate(r.seat_wins)))
    lines.append(t("summary-arena-by-seat", level=a.kind, wins=by_seat))
    return lines


def timing_lines(r: Result) -> list[str]:
    out = []
    for side in r.sides:
        if not side.times:
            continue
        med, p95, top = _spread(side.times)
        cmed, cp95, ctop = _spread(side.cpu)
        ms = {
            "med": decimals(med * 1000, 1),
            "p95": decimals(p95 * 1000, 1),
            "top": decimals(top * 1000, 1),
            "cmed": decimals(cmed * 1000, 1),
            "cp95": decimals(cp95 * 1000, 1),
            "ctop": decimals(ctop * 1000, 1),
        }
        times: dict[str, Arg] = {"level": side.kind, "decisions": whole(len(side.times)), **ms}
        if side.playouts:
            rate = side.playouts / max(side.search_seconds, 1e-9)
            playouts: dict[str, Arg] = {"playouts": whole(side.playouts), "rate": f"{rate:.0f}"}
            out.append(t("summary-timing-playouts", **times, **playouts))
        else:
            out.append(t("summary-timing", **times))
    return out


def _spread(values: list[float]) -> tuple[float, float, float]:
    """Median, 95th percentile and largest of ``values``."""
    t = sorted(values)
    return t[len(t) // 2], t[min(len(t) - 1, int(len(t) * 0.95))], t[-1]
