"""A widget that draws its own lines as one Rich Text; only the lines that change repaint."""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from contextlib import contextmanager
from weakref import WeakKeyDictionary

from rich.console import Console
from rich.segment import Segment
from rich.table import Table
from rich.text import Span, Text
from textual import events
from textual.content import Content
from textual.css.scalar import Unit
from textual.geometry import Region, Size
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.style import Style
from textual.visual import RichVisual, Visual
from textual.widget import Widget

from kingsburg.bounded import remember

# Lines a panel keeps drawn, for each line it shows: enough for five players' sheets.
DRAWN_PER_LINE = 6

# The border texts each widget shows (kept here: Widget has no room for them).
_borders: WeakKeyDictionary[Widget, tuple[str | Content, str | None]] = WeakKeyDictionary()


def set_border(widget: Widget, title: str | Content, subtitle: str | None = None) -> None:
    """Set a widget's border title (and subtitle) when they change, repainting only the
    border's row. Textual repaints the whole widget on every assignment, even of the text
    it shows already, and the panels are given their titles again with every move."""
    old = _borders.get(widget)
    if old == (title, subtitle):
        return
    _borders[widget] = (title, subtitle)
    if not widget.size:  # not laid out yet: the first paint draws everything anyway
        widget.border_title = title
        if subtitle is not None:
            widget.border_subtitle = subtitle
        return
    widget.refresh = _no_refresh  # type: ignore[method-assign,assignment]  # rows below
    try:
        widget.border_title = title
        if subtitle is not None:
            widget.border_subtitle = subtitle
    finally:
        del widget.refresh
    top, _right, bottom, left = widget.styles.gutter
    width = widget.outer_size.width
    rows = []
    if old is None or old[0] != title:
        rows.append(Region(-left, -top, width, 1))
    if subtitle is not None and (old is None or old[1] != subtitle):
        rows.append(Region(-left, widget.size.height + bottom - 1, width, 1))
    widget.refresh(*rows)


def fits_one_line(line: Text, width: int) -> bool:
    """Whether Rich draws ``line`` as one line: it may not wrap, or it fits (no line breaks,
    no tabs, whose width depends on the column, and no alignment of its own)."""
    return (
        (line.no_wrap or line.cell_len <= width)
        and line.justify in (None, "default")
        and "\t" not in line.plain
        and "\n" not in line.plain
    )


def one_line(line: Text, width: int, console: Console) -> list[Segment]:
    """What Rich draws for ``line`` when it stays one line at ``width`` (``fits_one_line``):
    Rich's own steps for it (truncate, render) without the wrapping machinery around them,
    which costs several times as much. Changes ``line``."""
    line.truncate(width, overflow=line.overflow or "fold")
    if line.style:  # under the spans, as Rich's joining of wrapped lines puts it
        line.spans = [Span(0, len(line), line.style), *line.spans]
        line.style = ""
    return list(line.render(console))


def line_key(line: Text) -> Hashable:
    """What decides how a line is drawn: its characters, styles and settings."""
    return (
        line.plain,
        tuple(line.spans),
        line.style,
        line.justify,
        line.overflow,
        line.no_wrap,
        line.end,
    )


def _no_refresh(*_regions: Region, **_flags: bool) -> None:
    return None


# The panels asked to redraw while ``one_redraw_each`` holds them (None: not holding).
_held: dict[TextPanel, None] | None = None


@contextmanager
def one_redraw_each() -> Iterator[None]:
    """Redraw each panel once, at the end, however often it is asked to meanwhile: a move
    shows every panel its new state and then previews the menu's first option on some of
    them, which built their text twice."""
    global _held
    if _held is not None:  # held already: the outer one redraws
        yield
        return
    _held = {}
    try:
        yield
    finally:
        panels, _held = _held, None
        for panel in panels:
            panel.redraw()


class TextPanel(Widget):
    """Subclasses implement ``build`` and call ``redraw`` whenever their data changes.

    The panel keeps its text drawn as lines and, when the text changes, repaints only the
    lines that differ: a move changes a line or two of a panel, and Textual would otherwise
    style, filter and composite every line of it again."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        # The panels show no links: without this, every drawing worked out a link style.
        self.set_reactive(Widget.auto_links, False)
        self._fixed = Text()
        self._text_lines: list[Text] = []  # what the panel shows, line by line
        self._keys: list[Hashable] = []  # and what decides the drawing of each line
        self._joined: Text | None = Text()  # the lines as one text, once asked for
        self._whole: Text | None = None  # the text ``build`` gave, before it was split
        self._lines: list[Strip] = []
        self._drawn: tuple[Size, Style] | None = None  # what ``_lines`` were drawn for
        # The strips of the lines drawn lately (several when a line wraps), by what the line
        # holds: a line shown before, here or elsewhere in the panel, is not drawn again
        # (the sheet shows each player's lines in turn, the highlight moves between lines).
        self._drawn_lines: dict[Hashable, list[Strip]] = {}

    def build(self) -> Text:
        return self._fixed

    def build_lines(self) -> list[Text]:
        """The text as lines. Panels that make their text line by line give the lines
        themselves: splitting a text costs more than making it."""
        text = self._whole = self.build()
        lines = text.split("\n", allow_blank=True)
        for line in lines:
            line.no_wrap = text.no_wrap  # (split keeps the rest of the text's settings)
        return list(lines)

    def redraw(self) -> None:
        if _held is not None:
            _held[self] = None
            return
        self._whole = None
        lines = self.build_lines()
        keys = [line_key(line) for line in lines]
        if keys == self._keys:
            return
        self._text_lines, self._keys, self._joined = lines, keys, self._whole
        size = self.size
        if self._drawn is None or self._drawn[0] != size or not size:
            self._drawn = None
            self.refresh(layout=self._height_follows_text())
            return
        old = self._lines
        new = self._draw()
        if len(new) != len(old) and self._height_follows_text() and not self._fits(len(new)):
            self.refresh(layout=True)
            return
        width = size.width
        changed = [
            y
            for y in range(max(len(old), len(new)))
            if y >= len(old) or y >= len(new) or (old[y] is not new[y] and old[y] != new[y])
        ]
        if changed:
            self.refresh(*(Region(0, y, width, 1) for y in changed))

    def _height_follows_text(self) -> bool:
        height = self.styles.height
        return height is not None and height.is_auto

    def _fits(self, lines: int) -> bool:
        """Whether ``lines`` of text give the panel the height it has now, once its minimum
        and maximum height apply (a layout of the whole screen is needed otherwise)."""
        styles = self.styles
        height = lines + styles.gutter.height
        low, high = styles.min_height, styles.max_height
        for limit in (low, high):
            if limit is not None and limit.unit != Unit.CELLS:
                return False  # a limit in other units: let Textual work it out
        if low is not None:
            height = max(height, int(low.value))
        if high is not None:
            height = min(height, int(high.value))
        return height == self.outer_size.height

    def _draw(self) -> list[Strip]:
        """Draw the text at the panel's size and style, as Textual would draw it, line by
        line (Rich wraps each line on its own, so the result is the same)."""
        size, style = self.size, self.visual_style
        if self._drawn != (size, style):
            self._drawn_lines = {}
        known = self._drawn_lines
        limit = DRAWN_PER_LINE * len(self._keys) + 8
        styles = self.styles
        short = not styles.has_rule("text_align") and styles.content_align == ("left", "top")
        lines: list[Strip] = []
        for line, key in zip(self._text_lines, self._keys, strict=True):
            strips = known.get(key)
            if strips is None:
                if short and fits_one_line(line, size.width):
                    strips = [self._short_line(line.copy(), size.width, style)]
                else:
                    strips = Visual.to_strips(self, RichVisual(self, line), size.width, None, style)
                remember(known, key, strips, limit)
            lines.extend(strips)
        self._lines = lines
        self._drawn = (size, style)
        return lines

    def _short_line(self, line: Text, width: int, style: Style) -> Strip:
        """A line that does not wrap, with the widget's style laid under each piece, as
        Textual's drawing through Rich does."""
        add = style.rich_style.__add__
        pieces = one_line(line, width, self.app.console)
        return Strip([Segment(text, add(piece), None) for text, piece, _ in pieces])

    def render_line(self, y: int) -> Strip:
        if self._drawn != (self.size, self.visual_style):  # resized or restyled (focus)
            self._draw()
        if y < len(self._lines):
            return self._lines[y]
        return Strip.blank(self.size.width, self.visual_style.rich_style)

    def set_text(self, text: Text) -> None:
        """For panels that are simply handed their text."""
        self._fixed = text
        self.redraw()

    @property
    def text(self) -> Text:
        """What the panel shows now, as one text."""
        if self._joined is None:
            first = self._text_lines[0] if self._text_lines else Text()
            # (a joined text has the settings of its separator: the lines' own)
            sep = Text("\n", justify=first.justify, overflow=first.overflow, no_wrap=first.no_wrap)
            self._joined = sep.join(self._text_lines)
        return self._joined

    @property
    def draw_width(self) -> int:
        """The width to draw at; before the first layout, the screen's less the padding
        of the end screen's body and its scrollbar, 1 + 1 + 1 in kingsburg.tcss (so a panel
        drawn on mount is drawn once, not twice)."""
        return self.content_size.width or self.app.size.width - 3

    def render(self) -> RichVisual:
        # Drawn by Rich: Textual would first convert the text to its own Content, which
        # costs about twice as much for these many short, styled lines.
        return RichVisual(self, self.text)

    def on_resize(self, event: events.Resize) -> None:
        self.redraw()

    def on_focus(self) -> None:
        self.redraw()

    def on_blur(self) -> None:
        self.redraw()


class TablePanel(TextPanel):
    """A Rich table, drawn into text once for each width it is shown at. As a renderable,
    Textual drew the table again for each measure and each repaint, several times on the
    key that opens the end screen."""

    def __init__(self, table: Table, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._table = table
        self._width = -1

    def on_mount(self) -> None:
        self.redraw()  # before the first frame, at the width it is about to get

    def prepare(self) -> None:
        """Draw the table now, at the width it is about to get (before it is shown)."""
        self.build()

    def build(self) -> Text:
        width = self.draw_width
        if width != self._width:
            self._width = width
            console = self.app.console
            lines = console.render_lines(self._table, console.options.update_width(width))
            text = Text("\n").join(
                Text.assemble(*[(seg.text, seg.style or "") for seg in line]) for line in lines
            )
            text.no_wrap = True
            self._fixed = text
        return self._fixed


def set_scroll_size(view: ScrollView, size: Size) -> None:
    """Set a scrolling widget's virtual size and its scrollbar, in this frame, without the
    layout of the whole screen the reactive would ask for: only the scrollbar depends on it."""
    view.set_reactive(ScrollView.virtual_size, size)
    view._scroll_update(size)
