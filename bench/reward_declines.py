"""How often a level declines the Queen's and the General's rewards (run by hand).

    python bench/reward_declines.py strong --games 20 --players 4

Every seat plays the level; each reward decision for one of the two advisors counts
as taken (any Take) or declined (Pass). Prints the counts per advisor, the players'
mean final VP (the games are those of ``kingsburg simulate --bot LEVEL`` with the same
players, games and seed, so this also measures a table of the level) and where those
points came from (``engine.tally.vp_by_source``).
"""

from __future__ import annotations

import argparse
import statistics

from kingsburg.bots import make_bot
from kingsburg.driver import ChanceDriver
from kingsburg.engine import CHANCE, OVER, GameConfig, Pass, apply, new_game, to_act, turn, view
from kingsburg.engine.events import Event
from kingsburg.engine.tally import VP_SOURCES, vp_by_source
from kingsburg.simulate import DEFAULT_NAMES, mean_interval

PEEKING = {10: "General", 17: "Queen"}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("level")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    n = args.players
    counts = {rank: [0, 0] for rank in PEEKING}  # declined, offered
    game_means: list[float] = []  # each game's mean VP: its players are not independent
    by_source = dict.fromkeys(VP_SOURCES, 0)
    for seed in range(args.seed, args.seed + args.games):
        state = new_game(GameConfig(DEFAULT_NAMES[:n]))
        driver = ChanceDriver(seed)
        bots = [make_bot(args.level, seed * 31 + i) for i in range(n)]
        log: list[tuple[int, Event]] = []  # vp_by_source reads only the events
        while (who := to_act(state)) != OVER:
            if who == CHANCE:
                log += [(0, e) for e in apply(state, driver.draw(state))]
                continue
            t = turn(state)
            action = bots[who].decide(view(state, who), who).action
            if t.decision == "reward" and t.advisor in counts:
                counts[t.advisor][0] += isinstance(action, Pass)
                counts[t.advisor][1] += 1
            log += [(0, e) for e in apply(state, action)]
        for player in vp_by_source(log, n):
            for source, vp in player.items():
                by_source[source] += vp
        vps = [p.vp for p in state.players]
        game_means.append(statistics.mean(vps))
        print(f"seed {seed}: VP {vps}", flush=True)
    for rank, (declined, offered) in counts.items():
        print(f"{args.level}: {PEEKING[rank]} declined {declined} of {offered}")
    interval = mean_interval(game_means)
    half = (interval[1] - interval[0]) / 2 if interval else 0.0
    mean = statistics.mean(game_means)
    print(f"mean final VP per player {mean:.2f} (± {half:.2f}), {args.games} games")
    shares = ", ".join(f"{k} {v / (n * args.games):.2f}" for k, v in by_source.items())
    print(f"of which, per player: {shares}")


if __name__ == "__main__":
    main()
