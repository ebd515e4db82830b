"""Events: what happened, in order, in plain words, for the log and the app."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(slots=True)
class Event:
    kind: str  # machine-readable tag, e.g. "build", "vp", "battle", "season_end"
    text: str  # one line in plain words
    player: int = -1  # the player concerned, -1 for none
    vp: int = 0  # change of that player's VP caused by this event
    source: str = ""  # where VP came from: buildings, advisors, battles, king, cathedral, other
    private: bool = False  # only ``player`` may see this event (a secret peek)
