"""Work-arounds for leaks, waste and late frames in the pinned Textual.

They are installed explicitly, by ``install()`` when the app is made, and only on a Textual
release they were written for and tested with (``TESTED``): on any other release the app runs
on Textual as it is (the tests pass either way; those that check a fix skip). Each fix also
checks that the code it replaces still looks as expected, and leaves it alone otherwise.
``KINGSBURG_TEXTUAL_FIXES=off`` runs the app without them, to compare or to rule them out.

Beside each fix: what Textual does, why it hurts us, and when the fix can go.
"""

from __future__ import annotations

import inspect
import os
from collections.abc import Callable, Iterable
from functools import lru_cache
from pathlib import Path
from typing import Any

import textual
import textual.widget
from rich.segment import Segment
from textual._styles_cache import StylesCache
from textual.cache import FIFOCache
from textual.screen import Screen
from textual.strip import Strip
from textual.widget import Widget

from kingsburg.tui.row_cache import RowCache


# ``StylesCache.get_inner_outer`` is an ``lru_cache`` meant for a classmethod but declared as
# a plain method, so its keys hold the ``StylesCache`` of up to 1,024 widgets, and with it the
# lines each last rendered: tens of thousands of dead strips over a game of short-lived
# widgets (privacy and battle screens, footer keys, option lists). The colours are the only
# real key. Can go when Textual caches it by colours (a classmethod or a module function).
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


# Each ``Strip`` (one rendered line) made seven small caches when it was created (for its
# crops, styles, filters, splits...), about a kilobyte of objects for the collector to walk
# per line. Most lines are drawn once and never cropped or styled again, so the caches are
# made on first use instead. The sizes are Textual's own. Can go when ``Strip`` makes its
# caches lazily.
_STRIP_CACHES = {
    "_divide_cache": 4,
    "_crop_cache": 16,
    "_style_cache": 16,
    "_filter_cache": 4,
    "_line_length_cache": 4,
    "_crop_extend_cache": 4,
    "_offsets_cache": 4,
}


# The slots of the pinned ``Strip``: the fix sets exactly these in ``__init__`` and the caches'
# on first use, so a ``Strip`` with other slots is left alone.
_STRIP_SLOTS = (
    "_segments",
    "_cell_length",
    "_divide_cache",
    "_crop_cache",
    "_style_cache",
    "_filter_cache",
    "_render_cache",
    "_line_length_cache",
    "_crop_extend_cache",
    "_offsets_cache",
    "_link_ids",
    "_cell_count",
)


def _make_cache(strip: Strip, name: str) -> Any:
    """``Strip.__getattr__``: Python asks it only for a slot not set yet, so only the
    first use of each cache runs here; later reads go straight to the slot."""
    size = _STRIP_CACHES.get(name)
    if size is None:
        raise AttributeError(name)
    cache = FIFOCache[Any, Any](size)
    setattr(strip, name, cache)
    return cache


def lazy_strip_caches() -> bool:
    """Make ``Strip`` create its caches on first use; True if it was needed."""
    if Strip.__dict__.get("__getattr__") is _make_cache:
        return False  # done already
    if "__getattr__" in Strip.__dict__ or tuple(Strip.__slots__) != _STRIP_SLOTS:
        return False  # a Textual whose strips differ: leave them alone
    probe = Strip([])
    for name, size in _STRIP_CACHES.items():
        cache = getattr(probe, name, None)
        if not isinstance(cache, FIFOCache) or cache._maxsize != size:
            return False  # a Textual whose strips differ: leave them alone

    def __init__(self: Strip, segments: Iterable[Segment], cell_length: int | None = None) -> None:
        self._segments = list(segments)
        self._cell_length = cell_length
        self._render_cache = None
        self._link_ids = None
        self._cell_count = None

    Strip.__init__ = __init__  # type: ignore[method-assign]
    Strip.__getattr__ = _make_cache  # type: ignore[attr-defined]
    return True


# ``Strip.divide`` and ``Strip.crop_extend`` keep their results in caches on the strip, and
# when the result is the strip itself (a line cut at its own end, or cropped to its own
# length: most lines of most repaints) the strip held itself: a reference cycle that only
# the collector's passes can free. Over a game that was a hundred thousand objects (the
# strips, their segments, lists and caches) waiting for the full passes, which took tens of
# milliseconds each and held the memory until then. The strip itself needs no caching.
# Can go when those methods return ``self`` before caching.
def strips_hold_no_cycles() -> bool:
    """Make ``Strip.divide`` and ``Strip.crop_extend`` return the strip itself without
    caching it; True if it was needed."""
    probe = Strip([Segment("ab")])
    if probe.divide([2]) != [probe] or probe.crop_extend(0, 2, None) is not probe:
        return False  # a Textual whose strips differ: leave them alone

    def wrap_divide(original: Any) -> Any:
        def divide(self: Strip, cuts: Iterable[int]) -> Any:
            cuts = list(cuts)
            length = self.cell_length
            if [cut for cut in cuts if cut <= length] == [length]:
                return [self]
            return original(self, cuts)

        return divide

    def wrap_crop_extend(original: Any) -> Any:
        def crop_extend(self: Strip, start: int, end: int, style: Any) -> Strip:
            if start <= 0 and end == self.cell_length:
                return self
            return original(self, start, end, style)  # type: ignore[no-any-return]

        return crop_extend

    divided = _replace(Strip, "divide", wrap_divide)
    cropped = _replace(Strip, "crop_extend", wrap_crop_extend)
    return divided or cropped


def _replace(cls: type, name: str, wrap: Callable[[Any], Any]) -> bool:
    """Replace the method ``name`` of ``cls`` with ``wrap(original)``, once; True if it was
    replaced now."""
    original = cls.__dict__.get(name)
    if original is None or getattr(original, "_kingsburg_fix", False):
        return False  # missing in this Textual, or replaced already
    method = wrap(original)
    method._kingsburg_fix = True
    setattr(cls, name, method)
    return True


# After laying the screen out, Textual hands each widget its new size through
# ``Widget._size_updated``, which sets the ``virtual_size`` reactive; that reactive asks for
# a layout, so every layout that resized a widget (a new prompt, a longer privacy message)
# was followed a frame later (up to 1/60 s of waiting) by a second layout of the whole
# screen that came out the same. Nothing watches ``virtual_size``: setting it without the
# refresh is what Textual already does for the widgets it reflows after a scroll. Can go
# when a layout's own size updates no longer ask for a layout.
def single_layout() -> bool:
    """Make the layout's size updates not ask for another layout; True if it was needed."""
    method = Widget.__dict__.get("_size_updated")
    parameter = inspect.signature(method).parameters.get("layout") if method else None
    if parameter is None or parameter.default is not True:
        return False  # a Textual whose method differs: leave it alone

    def wrap(original: Any) -> Any:
        def _size_updated(
            self: Widget, size: Any, virtual_size: Any, container_size: Any, layout: bool = True
        ) -> bool:
            return bool(original(self, size, virtual_size, container_size, layout=False))

        return _size_updated

    return _replace(Widget, "_size_updated", wrap)


# A widget that asks for a repaint tells its screen only when its own message queue is next
# idle. Widgets asked during a layout (a menu's scrollbar, resized with the menu) therefore
# missed that layout's frame and were painted a frame later, up to 1/60 s after the rest
# of the move. Their lines are marked dirty when they ask: paint them with the frame. Can go
# when a refresh asked for during a layout is painted with that layout's frame.
def paint_pending_with_frame() -> bool:
    """Make each frame include the widgets that asked for a repaint before it; True if it
    was needed."""

    def wrap(original: Any) -> Any:
        def _compositor_refresh(self: Screen[Any]) -> None:
            compositor = self._compositor
            if self.is_current and not self.app.is_inline:
                pending = {
                    w for w in compositor.visible_widgets if getattr(w, "_repaint_required", False)
                }
                if pending:
                    for widget in pending:
                        widget._repaint_required = False  # its idle would only ask again
                    compositor.update_widgets(pending)
            original(self)

        return _compositor_refresh

    return _replace(Screen, "_compositor_refresh", wrap)


# A screen shown for the first time receives a Resize event from its own first layout, and
# on it lays out again itself and every screen below it (the whole game screen under the
# end screen), each to the size it was just laid out at: four layouts and three full
# repaints on the key that opened the end screen. A real resize changes the size. Can go
# when a screen ignores a resize to the size it already has.
def relayout_only_on_new_size() -> bool:
    """Make a screen skip a resize to the size it is laid out at; True if it was needed."""

    def wrap(original: Any) -> Any:
        def _screen_resized(self: Screen[Any], size: Any) -> None:
            compositor = self._compositor
            if compositor.root is self and compositor.size == size:
                return  # laid out at this size already
            original(self, size)

        return _screen_resized

    return _replace(Screen, "_screen_resized", wrap)


# Every widget frames its content lines through ``RowCache`` (see its module): Textual's
# ``StylesCache`` framed each repainted line from scratch, and a line that only moved came
# out as a new strip. Can go when Textual reuses framed lines itself.
def frame_rows_once() -> bool:
    """Make new widgets use ``RowCache``; True if it was needed."""
    module: Any = textual.widget
    if getattr(module, "StylesCache", None) is not StylesCache:
        return False  # done already (or a Textual that names it otherwise)
    module.StylesCache = RowCache
    return True


# The releases the fixes were written for and tested with (pyproject.toml pins the first).
TESTED = ("8.2.8",)

# Each fix in the order it must run: the styles cache before any widget renders, the row
# cache before any widget is made.
FIXES: tuple[Callable[[], bool], ...] = (
    fix_styles_cache,
    frame_rows_once,
    lazy_strip_caches,
    strips_hold_no_cycles,
    single_layout,
    paint_pending_with_frame,
    relayout_only_on_new_size,
)

# The fixes in force in this process, by name (filled by ``install``).
INSTALLED: set[str] = set()

# Classes a fix changes (or whose instances it gives attributes to) that must have no
# ``__slots__`` of their own: with slots, those attributes would fail at run time.
_SLOTLESS = (StylesCache, Widget, Screen)


def tested_release() -> str | None:
    """The tested Textual release installed here, or None. Read from the package's
    dist-info folder beside it (``textual.__version__`` would import
    ``importlib.metadata``, which the app keeps out of its start-up)."""
    site = Path(textual.__file__).resolve().parent.parent
    for release in TESTED:
        if (site / f"textual-{release}.dist-info").is_dir():
            return release
    return None


def install() -> frozenset[str]:
    """Apply the fixes, once, if this Textual is a tested release and they are not turned
    off; return the names of the fixes in force."""
    if os.environ.get("KINGSBURG_TEXTUAL_FIXES", "").lower() in ("off", "0", "no"):
        return frozenset(INSTALLED)
    if tested_release() is None or any("__slots__" in c.__dict__ for c in _SLOTLESS):
        return frozenset(INSTALLED)
    for fix in FIXES:
        if fix.__name__ not in INSTALLED and fix():
            INSTALLED.add(fix.__name__)
    return frozenset(INSTALLED)
