"""The phases of a year and the segments each is made of: the calendar, by name.

``flow`` attaches to each segment the rules that begin it; the rule modules read the
calendar from here (a rule that depends on the season must not reach up into ``flow``).
"""

from __future__ import annotations

from kingsburg.engine.state import GameState

PHASE_NAMES = {
    0: "setup",
    1: "King's Favor",
    2: "spring",
    3: "King's Reward",
    4: "summer",
    5: "King's Envoy",
    6: "fall",
    7: "recruitment",
    8: "winter",
    9: "end of game",
}
# Short names used in records ("Y2 summer Alice: pass").
PHASE_TAGS = {
    0: "setup",
    1: "favor",
    2: "spring",
    3: "reward",
    4: "summer",
    5: "envoy",
    6: "fall",
    7: "recruit",
    8: "winter",
    9: "end",
}
PRODUCTIVE = (2, 4, 6)
SEASONS = (2, 4, 6, 8)  # a checkpoint is taken at the end of each
# The same by their tags: the seasons dice are rolled in, and all four.
PRODUCTIVE_TAGS = tuple(PHASE_TAGS[p] for p in PRODUCTIVE)
SEASON_TAGS = tuple(PHASE_TAGS[p] for p in SEASONS)
ROMAN = ("", "I", "II", "III", "IV", "V")  # a year's numeral, by its number
SUMMER = 4

# The segments of a productive season, in order.
SEASON_PARTS = ("start", "roll", "rerolls", "turn order", "influence", "rewards", "build", "end")

# (phase, segment name) of every segment: setup, then one year, then the end of the game.
SEGMENT_TABLE: tuple[tuple[int, str], ...] = (
    (0, "setup"),
    (1, "King's Favor"),
    *((2, part) for part in SEASON_PARTS),
    (3, "King's Reward"),
    *((4, part) for part in SEASON_PARTS),
    (5, "King's Envoy"),
    *((6, part) for part in SEASON_PARTS),
    (7, "recruit"),
    (8, "reinforcements"),
    (8, "battle"),
    (8, "aftermath"),
    (9, "end of game"),
)
FIRST_OF_YEAR = 1
LAST_OF_YEAR = len(SEGMENT_TABLE) - 2
ENDGAME = len(SEGMENT_TABLE) - 1
BATTLE = SEGMENT_TABLE.index((8, "battle"))


def current_phase(state: GameState) -> int:
    """The phase now under way: 0 setup, 1-8 the phases of a year, 9 the end of the game."""
    return SEGMENT_TABLE[state.seg][0]


def phase_tag(state: GameState) -> str:
    """The prefix of record lines, e.g. ``Y2 summer``."""
    return f"Y{state.year} {PHASE_TAGS[current_phase(state)]}"
