"""Work-arounds for leaks in the pinned Textual (8.2.8); each checks the fault is there first.

``StylesCache.get_inner_outer`` is an ``lru_cache`` meant for a classmethod but declared as a
plain method, so the cache's keys hold the ``StylesCache`` of up to 1,024 widgets, and with
it every line each of them last rendered. Over a game of short-lived widgets (privacy and
battle screens, footer keys, option lists) that kept tens of thousands of dead strips alive
for the collector to walk. The colours are the only real key: cache by them alone.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from textual._styles_cache import StylesCache


def fix_styles_cache() -> bool:
    """Make ``get_inner_outer`` cache by colours, not by widget; True if it was needed."""
    method: Any = StylesCache.__dict__.get("get_inner_outer")
    body = getattr(method, "__wrapped__", None)
    if body is None or not hasattr(method, "cache_clear"):
        return False  # a Textual that fixed it (or renamed it): nothing to do
    method.cache_clear()  # let go of the widgets cached so far
    by_colours = lru_cache(maxsize=1024)(lambda base, background: body(None, base, background))

    def get_inner_outer(self: StylesCache, base: Any, background: Any) -> Any:
        return by_colours(base, background)

    StylesCache.get_inner_outer = get_inner_outer  # type: ignore[method-assign,assignment]
    return True
