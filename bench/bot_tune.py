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
"""

from __future__ import annotations

import argparse
import importlib
import statistics
from types import ModuleType

from kingsburg.bots import evaluate, make_bot
from kingsburg.driver import ChanceDriver
from kingsburg.engine import CHANCE, OVER, GameConfig, apply, new_game, to_act, view
from kingsburg.simulate import DEFAULT_NAMES, play_unrecorded, win_shares

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


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("lone")
    ap.add_argument("rest")
    ap.add_argument("change", nargs="+", help="module.NAME=value, e.g. heuristic.DIE=0.5")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--seed", type=int, default=101)
    ap.add_argument("--self-play", action="store_true", help="every seat plays lone")
    ap.add_argument("--each", action="store_true", help="a line per game as it ends (long runs)")
    args = ap.parse_args()
    patches = parse(args.change)
    if args.self_play:
        self_play(args.lone, args.players, args.seed, args.deals, patches, " ".join(args.change))
        return
    n = args.players
    wins = 0.0
    lone_vp: list[int] = []
    rest_vp: list[int] = []
    for deal in range(args.seed, args.seed + args.deals):
        for seat in range(n):
            kinds = [args.rest] * n
            kinds[seat] = args.lone
            state = new_game(GameConfig(DEFAULT_NAMES[:n]))
            driver = ChanceDriver(deal)
            bots = [make_bot(kinds[i], deal * 31 + i) for i in range(n)]
            tried: bool | None = None
            while (who := to_act(state)) != OVER:
                if who == CHANCE:
                    apply(state, driver.draw(state))
                    continue
                if (who == seat) != tried:
                    tried = who == seat
                    use(patches, tried)
                apply(state, bots[who].decide(view(state, who), who).action)
            vps = [p.vp for p in state.players]
            wins += win_shares(state)[seat]
            if args.each:
                print(f"deal {deal} seat {seat + 1}: VP {vps}, wins so far {wins:g}", flush=True)
            lone_vp.append(vps[seat])
            rest_vp.extend(v for i, v in enumerate(vps) if i != seat)
    use(patches, False)
    games = args.deals * n
    print(
        f"{args.lone} with {' '.join(args.change)} vs {args.rest}: {games} games, "
        f"wins {wins:g} = {100 * wins / games:.1f} % (equal: {100 / n:.0f} %), "
        f"mean VP {statistics.mean(lone_vp):.2f} / {statistics.mean(rest_vp):.2f}"
    )


def self_play(kind: str, n: int, seed: int, deals: int, patches: list[Patch], change: str) -> None:
    """Mean final VP of a table of ``kind`` per deal, without and with the change."""
    means: dict[bool, list[float]] = {}
    for tried in (False, True):
        use(patches, tried)
        means[tried] = [
            statistics.mean(p.vp for p in play_unrecorded(n, deal, [kind] * n).state.players)
            for deal in range(seed, seed + deals)
        ]
    use(patches, False)
    diff = [b - a for a, b in zip(means[False], means[True], strict=True)]
    half = 1.96 * statistics.stdev(diff) / len(diff) ** 0.5
    d = statistics.mean(diff)
    print(
        f"{n} x {kind}, {deals} deals: mean VP {statistics.mean(means[False]):.2f} today, "
        f"{statistics.mean(means[True]):.2f} with {change}: "
        f"{d:+.2f} ({d - half:+.2f} to {d + half:+.2f} at 95 %)"
    )


if __name__ == "__main__":
    main()
