"""Try a bot constant in play (run by hand): one seat with the changed value against
the others with today's, every deal played once with the changed seat in each seat.

    python bench/bot_tune.py solid solid evaluate.WINTER_PER_STRENGTH=1.2 --deals 100

Prints the changed seat's wins (shared wins split; an equal bot wins 1/players) and the
mean final VP of the changed seat and of the others. Only numeric module constants of
``kingsburg.bots.*`` can be changed.

With ``--self-play`` every seat plays ``lone`` (``rest`` is ignored), each deal once with
the change and once without: the mean final VP of both and their paired difference with
its 95 % interval (how a table of equal bots scores, which the four-strong target reads):

    python bench/bot_tune.py solid solid evaluate.NEEDED=1.3 --self-play --deals 200

``--jobs N`` plays N games at once, one process each, with the same results in the same
order (each game is a ``Game`` value that a worker plays with the change applied there).
"""

from __future__ import annotations

import argparse
import importlib
import statistics
from dataclasses import dataclass
from types import ModuleType

from kingsburg.bots import evaluate, make_bot
from kingsburg.driver import ChanceDriver
from kingsburg.engine import CHANCE, OVER, GameConfig, GameState, apply, new_game, to_act, view
from kingsburg.simulate import DEFAULT_NAMES, play_unrecorded, win_shares
from kingsburg.workers import in_order

Patch = tuple[ModuleType, str, float, float]  # module, name, today's value, tried value


def parse(specs: list[str]) -> list[Patch]:
    out = []
    for spec in specs:
        name, _, text = spec.partition("=")
        mod_name, _, attr = name.partition(".")
        mod = importlib.import_module(f"kingsburg.bots.{mod_name}")
        today = getattr(mod, attr)
        kind = int if isinstance(today, int) else float  # a count stays a whole number
        out.append((mod, attr, today, kind(float(text))))
    return out


def use(patches: list[Patch], tried: bool) -> None:
    for mod, attr, today, value in patches:
        setattr(mod, attr, value if tried else today)
    evaluate._NEEDS.clear()  # the caches hold values worked out from the constants
    evaluate._BATTLES.clear()
    evaluate.rules.cache_clear()


@dataclass(frozen=True)
class Game:
    """One game to play, a value so that ``--jobs`` can hand it to a worker process: the
    seat that uses the change (-1: every seat, for ``tried``), the kinds, the changes."""

    deal: int
    kinds: tuple[str, ...]
    changes: tuple[str, ...]
    seat: int = -1
    tried: bool = True


def play(g: Game) -> tuple[list[int], list[float]]:
    """The final VP of ``g``'s players and their shares of the win."""
    patches = parse(list(g.changes))
    n = len(g.kinds)
    if g.seat < 0:
        use(patches, g.tried)
        state = play_unrecorded(n, g.deal, list(g.kinds)).state
    else:
        state = _play_with_seat(g, patches)
    use(patches, False)
    return [p.vp for p in state.players], win_shares(state)


def _play_with_seat(g: Game, patches: list[Patch]) -> GameState:
    """``g`` played with the change on for ``g.seat``'s decisions only."""
    n = len(g.kinds)
    state = new_game(GameConfig(DEFAULT_NAMES[:n]))
    driver = ChanceDriver(g.deal)
    bots = [make_bot(g.kinds[i], g.deal * 31 + i) for i in range(n)]
    tried: bool | None = None
    while (who := to_act(state)) != OVER:
        if who == CHANCE:
            apply(state, driver.draw(state))
            continue
        if (who == g.seat) != tried:
            tried = who == g.seat
            use(patches, tried)
        apply(state, bots[who].decide(view(state, who), who).action)
    return state


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("lone")
    ap.add_argument("rest")
    ap.add_argument("change", nargs="+", help="module.NAME=value, e.g. heuristic.DIE=0.5")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--seed", type=int, default=101)
    ap.add_argument("--jobs", type=int, default=1, help="games played at once, one process each")
    ap.add_argument("--self-play", action="store_true", help="every seat plays lone")
    ap.add_argument("--each", action="store_true", help="a line per game as it ends (long runs)")
    args = ap.parse_args()
    parse(args.change)  # a wrong name fails here, not in a worker
    changes = tuple(args.change)
    n = args.players
    deals = range(args.seed, args.seed + args.deals)
    if args.self_play:
        games = [Game(d, (args.lone,) * n, changes, -1, t) for t in (False, True) for d in deals]
        with in_order(play, games, args.jobs) as results:
            played = [statistics.mean(vps) for vps, _ in results]
        report_self_play(args.lone, n, played[: len(deals)], played[len(deals) :], changes)
        return
    games = []
    for deal in deals:
        for seat in range(n):
            kinds = [args.rest] * n
            kinds[seat] = args.lone
            games.append(Game(deal, tuple(kinds), changes, seat))
    wins = 0.0
    lone_vp: list[int] = []
    rest_vp: list[int] = []
    with in_order(play, games, args.jobs) as results:
        for g, (vps, shares) in zip(games, results, strict=True):
            wins += shares[g.seat]
            if args.each:
                print(
                    f"deal {g.deal} seat {g.seat + 1}: VP {vps}, wins so far {wins:g}", flush=True
                )
            lone_vp.append(vps[g.seat])
            rest_vp.extend(v for i, v in enumerate(vps) if i != g.seat)
    print(
        f"{args.lone} with {' '.join(changes)} vs {args.rest}: {len(games)} games, "
        f"wins {wins:g} = {100 * wins / len(games):.1f} % (equal: {100 / n:.0f} %), "
        f"mean VP {statistics.mean(lone_vp):.2f} / {statistics.mean(rest_vp):.2f}"
    )


def report_self_play(
    kind: str, n: int, today: list[float], tried: list[float], changes: tuple[str, ...]
) -> None:
    """Mean final VP of a table of ``kind`` per deal, without and with the change."""
    diff = [b - a for a, b in zip(today, tried, strict=True)]
    half = 1.96 * statistics.stdev(diff) / len(diff) ** 0.5
    d = statistics.mean(diff)
    print(
        f"{n} x {kind}, {len(diff)} deals: mean VP {statistics.mean(today):.2f} today, "
        f"{statistics.mean(tried):.2f} with {' '.join(changes)}: "
        f"{d:+.2f} ({d - half:+.2f} to {d + half:+.2f} at 95 %)"
    )


if __name__ == "__main__":
    main()
