"""Points in a recorded game: ``40`` (after move 40), ``"year 3 summer"`` (the start of
that season), ``"start"`` (the first decision) and ``"end"``."""

from __future__ import annotations

import re

from kingsburg.errors import RecordError
from kingsburg.message import Arg, Term
from kingsburg.record.format import parse_move
from kingsburg.text import t
from kingsburg.text.numbers import whole

SEASON_TAGS = {
    "spring": "spring",
    "summer": "summer",
    "fall": "fall",
    "autumn": "fall",
    "winter": "winter",
}
PHASES = {"spring": 2, "summer": 4, "fall": 6, "winter": 8}  # a season's phase (its name)


def resolve_point(point: str, moves: list[str]) -> tuple[int, str]:
    """The number of moves to replay for ``point``, and a label describing it."""
    text = " ".join(point.strip().lower().split())
    total = len(moves)
    if text.isdigit():
        if not text.isascii() or len(text) > 9:
            raise RecordError(t("record-point-unreadable", point=repr(point[:40])))
        n = int(text)
        if n > total:
            raise RecordError(t("record-point-outside", n=whole(n), total=whole(total)))
        return n, t("record-point-after", n=whole(n), total=whole(total))
    if text == "start":
        n = next((i for i, m in enumerate(moves) if not parse_move(m).chance), total)
        return n, t("record-point-start", n=whole(n))
    if text == "end":
        return total, t("record-point-end", n=whole(total))
    m = re.fullmatch(r"(?:year|y)\s*([0-9]{1,2}|i{1,3}|iv|v)\s+(\w+)", text)
    if not m:
        raise RecordError(t("record-point-unreadable", point=repr(point[:40])))
    roman = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5}
    year = int(m[1]) if m[1].isdigit() else roman[m[1]]
    if not 1 <= year <= 5:
        raise RecordError(t("record-point-no-year", year=whole(year)))
    season = SEASON_TAGS.get(m[2])
    if season is None:
        raise RecordError(t("record-point-no-season", season=repr(m[2][:20])))
    tag = f"Y{year} {season}"
    found = next((i for i, line in enumerate(moves) if parse_move(line).tag == tag), None)
    where: dict[str, Arg] = {"year": whole(year), "phase": Term("phase", PHASES[season])}
    if found is None:
        raise RecordError(t("record-point-not-reached", **where, total=whole(total)))
    return found, t("record-point-season", **where, n=whole(found))
