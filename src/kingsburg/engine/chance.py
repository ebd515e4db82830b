"""What a chance event asks of a driver (``ChanceRequest``), and the driver's side of it.

Each chance kind draws its outcome from a ``Source`` of random numbers that the driver
supplies (``steps.CHANCES[kind].sample``): the engine says which dice, shuffles and picks
make the outcome, the driver where the numbers come from, so a new chance event needs no
change to any driver, and the engine itself never draws.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Protocol


@dataclass(frozen=True, slots=True)
class ChanceRequest:
    """What a chance driver must supply next."""

    kind: str  # what is drawn (a rule's ``request`` names it: "roll", "tile_die"…)
    player: int = -1
    dice: int = 0  # own dice (roll), dice rerolled, blocking dice, or 1 (reinforce)
    white: int = 0  # bonus dice (roll)
    players: int = 0  # (order) number of players to arrange
    deck: tuple[tuple[str, ...], ...] = ()  # (deck) candidate card ids of each year
    tiles: tuple[int, ...] = ()  # (tile) the advisor tiles still in the bag


# Requests are values, asked for at every chance event (frozen dataclasses are slow to
# build): the small ones are shared.
request = cache(ChanceRequest)


class Source(Protocol):
    """Random numbers, from a chance driver. Each chance kind calls these in a fixed
    order, so that a seed gives the same outcomes every time."""

    def dice(self, n: int) -> tuple[int, ...]:
        """``n`` dice, 1-6 each."""
        ...

    def below(self, n: int) -> int:
        """A number from 0 to ``n`` - 1, each as likely."""
        ...

    def shuffled(self, n: int) -> tuple[int, ...]:
        """0 to ``n`` - 1 in a random order."""
        ...
