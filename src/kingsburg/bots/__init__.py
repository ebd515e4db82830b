"""Computer players. Each bot sees only its player's view and its own RNG.

bot = make_bot("solid", seed)
move = bot.decide(view(state, player), player)   # move.action, move.reason
"""

from kingsburg.bots.base import Bot, BotMove, Stopped, stop_when
from kingsburg.bots.levels import KINDS, LEVELS, QUICK_LEVELS, hint, make_bot

__all__ = [
    "KINDS",
    "LEVELS",
    "QUICK_LEVELS",
    "Bot",
    "BotMove",
    "Stopped",
    "hint",
    "make_bot",
    "stop_when",
]
