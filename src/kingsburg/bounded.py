"""A dict kept to a size, for the caches of drawn lines and rendered words."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TypeVar

_V = TypeVar("_V")


def remember(known: dict[Hashable, _V], key: Hashable, value: _V, limit: int) -> _V:
    """Keep ``value`` under ``key`` in ``known``, which holds at most ``limit`` entries:
    the oldest goes first (the drawing caches of the panels, the menu and the frames; the
    texts the catalogs rendered)."""
    if len(known) >= limit:
        del known[next(iter(known))]
    known[key] = value
    return value
