"""Where each player's VP came from and how they grew season by season, read from the
game's events (every VP event is public, so any seat may be told these once it is over)."""

from __future__ import annotations

from collections.abc import Sequence

from kingsburg.engine.events import Event

VP_SOURCES = ("buildings", "advisors", "battles", "king", "cathedral", "other")

Log = Sequence[tuple[int, Event]]  # (the number of the move that caused it, the event)


def vp_by_source(log: Log, n: int) -> list[dict[str, int]]:
    """VP per player by source (buildings, advisors, battles, king, cathedral, other)."""
    out = [dict.fromkeys(VP_SOURCES, 0) for _ in range(n)]
    for _, e in log:
        if e.vp and e.player >= 0:
            key = e.source if e.source in VP_SOURCES else "other"
            out[e.player][key] += e.vp
    return out


def vp_by_season(log: Log, n: int, over: bool) -> list[list[int]]:
    """Each player's VP after each of the 20 seasons (index 0 = the start)."""
    vp = [0] * n
    hist = [[0] for _ in range(n)]
    for _, e in log:
        if e.vp and e.player >= 0:
            vp[e.player] += e.vp
        if e.kind == "season_end":
            for i in range(n):
                hist[i].append(vp[i])
    if over:  # the Cathedral scores after the last season
        for i in range(n):
            hist[i][-1] = vp[i]
    return hist
