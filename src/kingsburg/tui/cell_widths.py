"""A smaller cache for rich's measure of text width.

rich measures every string it draws through ``rich.cells.cached_cell_len``, an LRU cache
of 4,096 strings that rich, ``rich.segment`` and Textual (``textual._cells``) share. Over a
game the app draws far more distinct lines than that, so the cache stays full: about 1 MiB
of keys and strings, a tenth of what the app adds to a bare Textual app. A miss costs
little (a string of Latin, Polish, Czech or box-drawing characters is measured by one set
check), so the app keeps the recent 512.

Installed once at the app's start (``KingsburgApp.__init__``), for the versions pinned and
tested (rich 15.0.0, textual 8.2.8). Upstream keeps 4,096 and offers no setting; the way
out is to drop the ``install()`` call (everything then measures through rich's own cache),
and ``install`` changes nothing on a rich whose cache is not the expected one.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

CACHED = 512  # strings whose width is kept

_installed: list[Callable[..., int]] = []


def install() -> bool:
    """Put the smaller cache in place of rich's, once; False (and nothing changed) on a
    rich whose cache is not the expected LRU cache."""
    if _installed:
        return True
    import rich.cells
    import rich.segment
    import textual._cells

    original: Any = rich.cells.cached_cell_len
    measure = getattr(original, "__wrapped__", None)
    if measure is None or not hasattr(original, "cache_info"):
        return False
    smaller = functools.lru_cache(maxsize=CACHED)(measure)
    for module in (rich.cells, rich.segment):
        if getattr(module, "cached_cell_len", None) is original:
            setattr(module, "cached_cell_len", smaller)  # noqa: B010 (one loop for both)
    if getattr(textual._cells, "cell_len", None) is original:
        textual._cells.cell_len = smaller
    _installed.append(smaller)
    return True
