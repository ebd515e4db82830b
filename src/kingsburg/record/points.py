"""Points in a recorded game: ``40`` (after move 40), ``"year 3 summer"`` (the start of
that season), ``"start"`` (the first decision) and ``"end"``."""

from __future__ import annotations

import re

from kingsburg.errors import RecordError
from kingsburg.record.format import parse_move

SEASON_TAGS = {
    "spring": "spring",
    "summer": "summer",
    "fall": "fall",
    "autumn": "fall",
    "winter": "winter",
}
FORMS = "a move number, 'start', 'end' or a season like 'year 3 summer'"


def resolve_point(point: str, moves: list[str]) -> tuple[int, str]:
    """The number of moves to replay for ``point``, and a label describing it."""
    text = " ".join(point.strip().lower().split())
    total = len(moves)
    if text.isdigit():
        if not text.isascii() or len(text) > 9:
            raise RecordError(f"cannot read the point {point[:40]!r}: use {FORMS}")
        n = int(text)
        if n > total:
            raise RecordError(f"point {n} is outside the game: it has moves 0 to {total}")
        return n, f"after move {n} of {total}"
    if text == "start":
        n = next((i for i, m in enumerate(moves) if not parse_move(m).chance), total)
        return n, f"start: the first decision, after move {n}"
    if text == "end":
        return total, f"end: after move {total}"
    m = re.fullmatch(r"(?:year|y)\s*([0-9]{1,2}|i{1,3}|iv|v)\s+(\w+)", text)
    if not m:
        raise RecordError(f"cannot read the point {point[:40]!r}: use {FORMS}")
    roman = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5}
    year = int(m[1]) if m[1].isdigit() else roman[m[1]]
    if not 1 <= year <= 5:
        raise RecordError(f"there is no year {year}: a game has years 1 to 5")
    season = SEASON_TAGS.get(m[2])
    if season is None:
        raise RecordError(f"{m[2][:20]!r} is not a season (spring, summer, fall or winter)")
    tag = f"Y{year} {season}"
    found = next((i for i, line in enumerate(moves) if parse_move(line).tag == tag), None)
    if found is None:
        raise RecordError(
            f"the record does not reach year {year} {season} (it ends after move {total})"
        )
    return found, f"start of year {year} {season}, after move {found}"
