"""A widget that draws its own lines as one Rich Text, repainted only when it changes."""

from __future__ import annotations

from weakref import WeakKeyDictionary

from rich.table import Table
from rich.text import Text
from textual import events
from textual.content import Content
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.visual import RichVisual
from textual.widget import Widget

# The border texts each widget shows (kept here: Widget has no room for them).
_borders: WeakKeyDictionary[Widget, tuple[str | Content, str | None]] = WeakKeyDictionary()


def set_border(widget: Widget, title: str | Content, subtitle: str | None = None) -> None:
    """Set a widget's border title (and subtitle) when they change. Textual repaints the
    whole widget on every assignment, even of the text it shows already, and the panels
    are given their titles again with every move."""
    if _borders.get(widget) != (title, subtitle):
        _borders[widget] = (title, subtitle)
        widget.border_title = title
        if subtitle is not None:
            widget.border_subtitle = subtitle


class TextPanel(Widget):
    """Subclasses implement ``build`` and call ``redraw`` whenever their data changes."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._text = Text()
        self._fixed = Text()

    def build(self) -> Text:
        return self._fixed

    def redraw(self) -> None:
        text = self.build()
        if text != self._text:
            self._text = text
            # Only a panel whose height follows its text needs the screen laid out again.
            height = self.styles.height
            self.refresh(layout=height is not None and height.is_auto)

    def set_text(self, text: Text) -> None:
        """For panels that are simply handed their text."""
        self._fixed = text
        self.redraw()

    @property
    def text(self) -> Text:
        """What the panel shows now."""
        return self._text

    @property
    def draw_width(self) -> int:
        """The width to draw at; before the first layout, the screen's less the padding
        of the end screen's body (so a panel drawn on mount is drawn once, not twice)."""
        return self.content_size.width or self.app.size.width - 4

    def render(self) -> RichVisual:
        # Drawn by Rich: Textual would first convert the text to its own Content, which
        # costs about twice as much for these many short, styled lines.
        return RichVisual(self, self._text)

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
