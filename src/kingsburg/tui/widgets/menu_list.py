"""The options of a decision: a list with one option highlighted, drawn line by line.

Textual's OptionList made a styled object per option and measured, wrapped and cached each
one again with every new menu, and a new menu comes with nearly every move: a third of the
work of a move. This list wraps each label once, with Rich, keeps the lines, and draws only
the lines in view; a new menu repaints the list and changes no layout.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import ClassVar

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.geometry import Offset, Region, Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

from kingsburg.bounded import remember
from kingsburg.tui.widgets.panel import fits_one_line, line_key, one_line, set_scroll_size

KNOWN_LABELS = 128  # wrapped labels kept: a few menus' worth, at two widths


class MenuList(ScrollView, can_focus=True):
    """``on_highlight(index)`` is called when the highlight moves, ``on_select(index)`` when
    an option is chosen (Enter or a click); both at once, in the frame of the key."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "move(-1)", "key-up", show=False),
        Binding("down", "move(1)", "key-down", show=False),
        Binding("home", "jump(0)", "key-first", show=False),
        Binding("end", "jump(-1)", "key-last", show=False),
        Binding("pageup", "page(-1)", "key-page-up", show=False),
        Binding("pagedown", "page(1)", "key-page-down", show=False),
        Binding("enter", "select", "key-select", show=False),
    ]
    COMPONENT_CLASSES: ClassVar[set[str]] = {"menu-list--highlight"}
    DEFAULT_CSS = """
    MenuList {
        background: $surface;
        color: $foreground;
        overflow-x: hidden;
        overflow-y: auto;
        & > .menu-list--highlight {
            color: $block-cursor-blurred-foreground;
            background: $block-cursor-blurred-background;
            text-style: $block-cursor-blurred-text-style;
        }
        &:focus > .menu-list--highlight {
            color: $block-cursor-foreground;
            background: $block-cursor-background;
            text-style: $block-cursor-text-style;
        }
    }
    """

    def __init__(
        self,
        on_highlight: Callable[[int | None], None],
        on_select: Callable[[int], None],
        *,
        id: str | None = None,
    ) -> None:
        super().__init__(id=id)
        self._on_highlight = on_highlight
        self._on_select = on_select
        self._labels: list[Text] = []
        self._highlighted: int | None = None
        self._width = 0  # wrap width; 0 until the list has a size
        self._lines: list[list[Strip]] = []  # each option's wrapped lines
        self._starts: list[int] = []  # first line of each option
        # The lines of the labels wrapped lately, by what each label holds: the menus of
        # a turn share many options (and the same strips repaint nothing).
        self._known: dict[Hashable, list[Strip]] = {}
        self._base = Style()  # the list's style and the highlight's, set for each repaint
        self._highlight = Style()
        self._view = (0, 0)  # scroll offset and width, set for each repaint
        # What the rows in view showed when last asked to repaint: (top line, width, and
        # each row's line and whether it was highlighted); None until the first.
        self._shown: tuple[int, int, list[tuple[Strip | None, bool]]] | None = None

    # --- what the decision panel calls ---------------------------------------------

    @property
    def option_count(self) -> int:
        return len(self._labels)

    @property
    def highlighted(self) -> int | None:
        return self._highlighted

    @highlighted.setter
    def highlighted(self, index: int | None) -> None:
        if index is not None and not 0 <= index < len(self._labels):
            index = None
        if index != self._highlighted:
            self._highlighted = index
            self._show_highlight()
            self._repaint()
            self.place_cursor()
        self._on_highlight(index)

    def set_options(self, labels: list[Text], highlight: bool = True) -> None:
        """A new menu, with its first option highlighted (none if it is empty, or without
        ``highlight``: then Enter or an arrow key first highlights one, and plays nothing)."""
        self._labels = labels
        self._highlighted = 0 if labels and highlight else None
        self._wrap()
        self.scroll_to(y=0, animate=False)
        self._on_highlight(self._highlighted)

    def label(self, index: int) -> Text:
        return self._labels[index]

    # --- keys and mouse ---------------------------------------------------------------

    def action_move(self, delta: int) -> None:
        if self._labels:
            if self._highlighted is None:  # the first arrow shows the first option
                self.highlighted = 0
                return
            self.highlighted = max(0, min(len(self._labels) - 1, self._highlighted + delta))

    def action_jump(self, index: int) -> None:
        if self._labels:
            self.highlighted = index % len(self._labels)

    def action_page(self, direction: int) -> None:
        """Move by about a screenful of options."""
        if self._labels:
            at = 0 if self._highlighted is None else self._highlighted
            y = self._starts[at] + direction * max(1, self.scrollable_content_region.height - 1)
            index = self._option_at(max(0, min(y, self._total() - 1)))
            self.highlighted = index

    def action_select(self) -> None:
        if self._highlighted is not None:
            self._on_select(self._highlighted)
        elif self._labels:  # nothing highlighted: Enter shows the first option, plays nothing
            self.highlighted = 0

    def on_click(self, event: events.Click) -> None:
        index = self._option_at(event.y + int(self.scroll_offset.y))
        if index is not None:
            self.highlighted = index
            self._on_select(index)

    # --- the terminal's cursor ---------------------------------------------------------

    def place_cursor(self) -> None:
        """Put the terminal's own (hidden) cursor on the highlighted option, while the list
        has the focus: screen readers and braille displays (BRLTTY) follow the cursor, not
        a coloured bar, so they read the option the player is on."""
        index = self._highlighted
        if index is None or not self._lines or not self.has_focus or not self.is_attached:
            return
        region = self.content_region
        y = self._starts[index] - int(self.scroll_offset.y)
        if 0 <= y < region.height:
            self.app.cursor_position = Offset(region.x, region.y + y)

    def on_focus(self, event: events.Focus) -> None:
        self.call_after_refresh(self.place_cursor)

    # --- layout and drawing ---------------------------------------------------------

    def on_resize(self, event: events.Resize) -> None:
        width = max(1, self.scrollable_content_region.width)
        if width != self._width:
            self._width = width
            self._wrap()

    def _wrap(self) -> None:
        """Wrap every label at the current width, once per menu (and per width)."""
        self._wrap_labels()
        # A longer menu brings the scrollbar (a shorter one takes it away) without a
        # Resize, and draws in the width it leaves: wrap again at that width, now, or the
        # last letters of a full line ("(1 stone)") are cut off under the scrollbar.
        width = max(1, self.scrollable_content_region.width)
        if self._width and width != self._width:
            self._width = width
            self._wrap_labels()
        self._show_highlight()
        self._repaint()

    def _wrap_labels(self) -> None:
        self._lines.clear()
        self._starts.clear()
        if self._width:
            console = self.app.console
            options = console.options.update_width(self._width)
            line = 0
            known = self._known
            for label in self._labels:
                # (by width too: menus that bring the scrollbar and menus that take it
                # away alternate, and each width's lines stay useful)
                key = (self._width, line_key(label))
                strips = known.get(key)
                if strips is None:
                    if fits_one_line(label, self._width):  # most do: the short way
                        strips = [Strip(one_line(label.copy(), self._width, console))]
                    else:
                        rendered = console.render_lines(label, options, pad=False)
                        strips = [Strip(segments) for segments in rendered] or [Strip([])]
                    remember(known, key, strips, KNOWN_LABELS)
                self._starts.append(line)
                self._lines.append(strips)
                line += len(strips)
        set_scroll_size(self, Size(self._width, self._total()))

    def _total(self) -> int:
        return self._starts[-1] + len(self._lines[-1]) if self._lines else 0

    def _option_at(self, y: int) -> int | None:
        for index in range(len(self._starts) - 1, -1, -1):
            if self._starts[index] <= y:
                return index if y < self._starts[index] + len(self._lines[index]) else None
        return None

    def _show_highlight(self) -> None:
        """Scroll so that the whole highlighted option is in view."""
        index = self._highlighted
        if index is None or not self._lines:
            return
        region = Region(0, self._starts[index], self._width, len(self._lines[index]))
        self.scroll_to_region(region, animate=False, force=True, immediate=True)

    def _row(self, line: int) -> tuple[Strip | None, bool]:
        """Line ``line`` of the list (None below the last option), and whether it belongs
        to the highlighted option."""
        index = self._option_at(line) if self._lines else None
        if index is None:
            return None, False
        return self._lines[index][line - self._starts[index]], index == self._highlighted

    def _repaint(self) -> None:
        """Repaint the rows in view that show something else than before: a new menu often
        shares lines with the one before, and the rows below both stay blank."""
        top = int(self.scroll_offset.y)
        view = self.scrollable_content_region
        rows = [self._row(top + y) for y in range(view.height)]
        old, self._shown = self._shown, (top, view.width, rows)
        if old is None or old[:2] != (top, view.width) or len(old[2]) != len(rows):
            self.refresh()
            return
        changed = [y for y, (was, now) in enumerate(zip(old[2], rows, strict=True)) if was != now]
        if changed:
            self.refresh(*(Region(0, y, view.width, 1) for y in changed))

    def render_lines(self, crop: Region) -> list[Strip]:
        # The styles and the view once per repaint, not per line: ``rich_style`` walks
        # every ancestor, and the widget's region is looked up in the compositor.
        self._base = self.rich_style
        self._highlight = self._base + self.get_component_rich_style(
            "menu-list--highlight", partial=True
        )
        self._view = (int(self.scroll_offset.y), self.scrollable_content_region.width)
        self.place_cursor()  # (after a scroll, a resize or a new menu too)
        return super().render_lines(crop)

    def render_line(self, y: int) -> Strip:
        top, width = self._view
        strip, highlighted = self._row(y + top)
        if strip is None:
            return Strip([Segment(" " * width, self._base)], width)
        style = self._highlight if highlighted else self._base
        return strip.crop_extend(0, width, Style()).apply_style(style)
