"""The three levels a person may play against, and the factory for every bot kind."""

from __future__ import annotations

from kingsburg.bots.base import Bot, BotMove, GreedyBot, RandomBot
from kingsburg.bots.heuristic import HeuristicBot
from kingsburg.bots.search import StrongBot
from kingsburg.engine import GameState

# Level name -> one line for the setup screen (in this order: weakest first). In English: the
# screens show ``kingsburg.text.words.level_text(level)`` (bot-level-* in bots.ftl), in the
# reader's language; these stay for the CLI and the records' checks.
LEVELS: dict[str, str] = {
    "beginner": "plays sensibly but misses plans; good for learning",
    "solid": "a careful player with sound habits",
    "strong": "looks ahead through many possible seasons; hard to beat",
}
# The levels whose decisions take about a millisecond of CPU (at most a few; docs/bots.md):
# a program serving many games may run them where it stands, since handing one to a thread
# and back costs more than that, and Python's one lock gives a thread no second core.
QUICK_LEVELS = frozenset({"beginner", "solid"})
BEGINNER_NOISE = 2.5  # VP of random blur on each move's score: many small mistakes
# Every kind ``make_bot`` knows: the levels, then the test and sparring bots.
KINDS: tuple[str, ...] = (*LEVELS, "random", "greedy", "flatmc")


def make_bot(kind: str, seed: int) -> Bot:
    """A new bot of ``kind`` with its own RNG seeded by ``seed``."""
    bot: Bot
    if kind == "random":
        bot = RandomBot(seed)
    elif kind == "greedy":
        bot = GreedyBot(seed)
    elif kind == "beginner":
        bot = HeuristicBot("beginner", seed, noise=BEGINNER_NOISE)
    elif kind == "solid":
        bot = HeuristicBot("solid", seed)
    elif kind == "strong":
        bot = StrongBot(seed)
    elif kind == "flatmc":
        from kingsburg.bots.flat import FlatMonteCarloBot  # only benchmarks use it

        bot = FlatMonteCarloBot(seed)
    else:
        raise ValueError(f"unknown bot {kind!r} (choose from {', '.join(KINDS)})")
    return bot


def hint(view: GameState, player: int, seed: int = 0) -> BotMove:
    """What the strong level would do in ``view`` for ``player``, and why."""
    return make_bot("strong", seed).decide(view, player)
