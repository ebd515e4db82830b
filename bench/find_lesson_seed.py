"""Find a deal for "Learn to play": seeds whose first two years bring up every topic of the
lesson (``kingsburg.lesson.TOPICS``) when the person follows every hint.

    python bench/find_lesson_seed.py [--from 1] [--count 40]

Each seed is played as the app plays it (``GameSession``, one person against two beginner
computers), the person taking the strong level's hint at every decision, to the end of year
II; it prints the topics each seed brings up, in order, and the seeds that bring up all of
them. Preferred among those: the ones where the rules happen to the person themself (they
receive the King's Envoy, score the King's Reward, fight the year I battle with soldiers),
then the one whose topics come up earliest (most of the rules in year I). The chosen seed
is ``kingsburg.lesson.LESSON_SEED``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))


def try_seed(seed: int) -> tuple[list[tuple[str, int, str]], list[str]]:
    """The explanations in order, and what of the rules happened to the person."""
    from kingsburg.engine import BattleEvent, VpEvent
    from kingsburg.lesson import PERSON_SEAT
    from kingsburg.tui.lesson_play import hinted_run
    from kingsburg.tui.session import GameSession

    session = GameSession.new_lesson(["Alice", "Bruno", "Chiara"], seed=seed)
    try:
        shown = hinted_run(session)
        mine: list[str] = []
        for e in session.log_events():
            if e.player != PERSON_SEAT:
                continue
            if e.kind == "envoy" and e.form == "receive":
                mine.append("envoy")
            elif isinstance(e, VpEvent) and e.why == "king":
                mine.append("king")
            elif isinstance(e, BattleEvent) and e.kind.startswith("battle_") and e.soldiers:
                mine.append(f"{e.kind} Y{e.year}")
        return shown, sorted(set(mine))
    finally:
        session.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--from", dest="start", type=int, default=1)
    parser.add_argument("--count", type=int, default=40)
    args = parser.parse_args()
    # The games' autosaves go to a folder of their own, removed at the end.
    with tempfile.TemporaryDirectory() as home:
        os.environ["KINGSBURG_HOME"] = home
        from kingsburg.lesson import TOPIC_IDS

        good: list[tuple[int, int, int]] = []
        for seed in range(args.start, args.start + args.count):
            started = time.perf_counter()
            shown, mine = try_seed(seed)
            topics = [x[0] for x in shown]
            missing = [x for x in TOPIC_IDS if x not in topics]
            took = time.perf_counter() - started
            last = max((m for _, m, _ in shown), default=0)
            print(f"seed {seed}: {len(topics)} topics by move {last} ({took:.1f} s)", end="")
            print(f"; missing {', '.join(missing)}" if missing else "; all", end="")
            print(f"; the person: {', '.join(mine) or '-'}", flush=True)
            if not missing:
                good.append((-len(mine), last, seed))
        if good:
            print("seeds with every topic (best first):", [s for *_, s in sorted(good)])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
