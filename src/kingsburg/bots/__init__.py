"""Computer players. Each bot sees only the engine's public API and its own RNG."""

from kingsburg.bots.base import BOTS, Bot, make_bot

__all__ = ["BOTS", "Bot", "make_bot"]
