"""A cheaper way for Textual to frame a widget's content lines (border, padding, colours).

For every line it repaints, Textual's ``StylesCache`` works out the border's styles and
pieces again, pads and frames the line and makes a new strip of it: most of the cost of a
repaint, and a move repaints dozens of lines. Worse, a line that merely moved (the log
scrolls a line up with every event) becomes a new strip, so every later step (the colour
filter, the cutting of the screen into pieces) starts again from nothing for it.

``RowCache`` does the same work once per repaint for the parts every content line shares,
and remembers the framed line for each content strip it was given: a widget that hands over
the same strip again (an unchanged or scrolled line) gets the same framed strip back, with
whatever Textual cached on it. Widgets with effects that change each line (opacity, tint,
hatching, outlines) are framed by Textual as before, and so are border and padding rows.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, NamedTuple

from rich.segment import Segment
from rich.style import Style as RichStyle
from textual._border import get_box
from textual._segment_tools import line_pad
from textual._styles_cache import StylesCache
from textual.color import Color
from textual.geometry import Size, Spacing
from textual.strip import Strip
from textual.style import Style

from kingsburg.bounded import remember

# Framed lines kept per widget, for each row it has: those in view and those just before.
REMEMBERED_PER_ROW = 2


class _Frame(NamedTuple):
    """What every content line of one repaint shares."""

    top: int  # first content row (below the top border and padding)
    bottom: int  # the row after the last content row
    content_height: int
    content_width: int
    width: int
    pad_left: int
    pad_right: int
    left: Segment | None  # the border's pieces left and right of a content line
    right: Segment | None
    background: RichStyle  # under the content and its padding
    remembered: int  # framed lines to keep


def _frame(
    inner_outer: Any,
    styles: Any,
    size: Size,
    content_size: Size,
    padding: Spacing,
    base_background: Color,
    background: Color,
    opacity: float,
) -> _Frame | None:
    """The shared parts of the content lines, or None for styles whose effects change each
    line (left to Textual). The pieces are made as ``StylesCache.render_line`` makes them."""
    if opacity != 1.0 or styles.tint.a or styles.text_opacity != 1.0:
        return None
    if styles.has_rule("hatch") and styles.hatch != "none":
        return None
    if any(edge for edge, _colour in styles.outline):
        return None
    gutter = styles.gutter
    width, height = size
    inner, outer = inner_outer(base_background, background)
    _top, (border_right, right_colour), _bottom, (border_left, left_colour) = styles.border
    left = right = None
    if border_left:
        style = Style(foreground=base_background + left_colour.multiply_alpha(opacity))
        left = get_box(border_left, inner, outer, style)[1][0]
    if border_right:
        style = Style(foreground=base_background + right_colour.multiply_alpha(opacity))
        right = get_box(border_right, inner, outer, style)[1][2]
    return _Frame(
        gutter.top,
        height - gutter.bottom,
        content_size.height,
        content_size.width,
        width,
        padding.left,
        padding.right,
        left,
        right,
        inner.rich_style,
        REMEMBERED_PER_ROW * height + 2,
    )


class RowCache(StylesCache):
    """A ``StylesCache`` that frames content lines the short way (see the module)."""

    def __init__(self) -> None:
        super().__init__()
        self._frame: _Frame | None = None  # the shared parts, as of the last repaint
        # id of a content strip -> (that strip, kept so that no other takes its id; framed),
        # for ``_frame``
        self._framed: dict[Hashable, tuple[Strip, Strip]] = {}
        # The last repaint's lines and what they were drawn for: a repaint of a widget with
        # no line marked since, for the same colours and crop, gives the same lines (the
        # containers around the panels are asked for all their rows with every move).
        self._last: tuple[tuple[object, ...], list[Strip]] | None = None

    def clear(self) -> None:
        super().clear()
        self._last = None

    def render(  # type: ignore[override]
        self,
        styles: Any,
        size: Size,
        base_background: Color,
        background: Color,
        render_content_line: Any,
        filters: Any,
        border_title: Any,
        border_subtitle: Any,
        content_size: Size | None = None,
        padding: Spacing | None = None,
        crop: Any = None,
        opacity: float = 1.0,
        **rest: Any,
    ) -> list[Strip]:
        last = self._last
        drawn_for = (
            size,
            base_background,
            background,
            tuple(filters),
            border_title,
            border_subtitle,
            content_size,
            padding,
            crop,
            opacity,
            *rest.values(),
        )
        if last is not None and not self._dirty_lines and last[0] == drawn_for:
            return last[1]
        frame = _frame(
            self.get_inner_outer,
            styles,
            size,
            content_size or size,
            styles.padding if padding is None else padding,
            base_background,
            background,
            opacity,
        )
        if frame != self._frame:
            self._framed.clear()
            self._frame = frame
        lines = super().render(
            styles,
            size,
            base_background,
            background,
            render_content_line,
            filters,
            border_title,
            border_subtitle,
            content_size=content_size,
            padding=padding,
            crop=crop,
            opacity=opacity,
            **rest,
        )
        self._last = (drawn_for, lines)
        return lines

    def render_line(
        self,
        styles: Any,
        y: int,
        size: Size,
        content_size: Size,
        padding: Spacing,
        base_background: Color,
        background: Color,
        render_content_line: Any,
        *rest: Any,
    ) -> Strip:
        frame = self._frame
        if frame is None or not frame.top <= y < frame.bottom:
            return super().render_line(
                styles,
                y,
                size,
                content_size,
                padding,
                base_background,
                background,
                render_content_line,
                *rest,
            )
        content_y = y - frame.top
        if content_y < frame.content_height:
            line = render_content_line(content_y)
        else:
            line = Strip.blank(frame.content_width, frame.background)
        known = self._framed
        framed = known.get(id(line))
        if framed is not None:
            return framed[1]
        content = line.adjust_cell_length(frame.content_width, frame.background)
        segments: list[Segment] = list(content)
        if frame.pad_left or frame.pad_right:
            segments = line_pad(segments, frame.pad_left, frame.pad_right, frame.background)
        if frame.left is not None:
            segments.insert(0, frame.left)
        if frame.right is not None:
            segments.append(frame.right)
        strip = Strip(segments, frame.width)
        remember(known, id(line), (line, strip), frame.remembered)
        return strip
