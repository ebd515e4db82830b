"""The scrolling log of public events, in plain words.

Only the lines in view are rendered. The widget keeps the events it was shown and, per
event, how many lines it wraps to at the current width; a line is drawn from its event when
it scrolls into view, and only the strips of the last few events drawn are kept. So the
memory (and the objects the collector must walk) stays the same however long the game is;
the full log stays in the game record.
"""

from __future__ import annotations

from bisect import bisect_right
from collections import OrderedDict

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import events
from textual.geometry import Region, Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

from kingsburg.engine import Event
from kingsburg.text import t
from kingsburg.text.events import event_text
from kingsburg.tui.reports import ReasonEvent
from kingsburg.tui.widgets.panel import set_scroll_size

MIN_WIDTH = 20  # narrower than this, lines are cut rather than wrapped ever shorter
CACHED_EVENTS = 64  # events whose rendered strips are kept: more than a screenful


def entry_text(e: Event) -> Text:
    """One public event as the log shows it: phases, enemies and battles bold, VP italic."""
    if e.kind == "phase":
        return Text(f"— {event_text(e)} —", style="bold")
    if e.kind == "enemy" or e.kind.startswith("battle"):
        return Text(event_text(e), style="bold")
    if e.kind == "vp":
        return Text(event_text(e), style="italic")
    if e.kind == "reason":  # why a computer player decided so (the app's own event)
        if isinstance(e, ReasonEvent) and e.alone:  # no event above it: a line of its own
            name, _, why = event_text(e).partition(": ")
            return Text(f"{name} {why}", style="italic")
        return Text(f"  ↳ {event_text(e)}", style="dim italic")
    return Text(event_text(e))


class GameLog(ScrollView, can_focus=True):
    DEFAULT_CSS = """
    GameLog {
        background: $surface;
        color: $foreground;
        overflow-y: scroll;
        overflow-x: hidden;
        &:focus {
            background-tint: $foreground 5%;
        }
    }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.border_title = t("screen-log-title")
        self._given = 0  # length of the list last passed to ``show`` (to spot an undo)
        self._events: list[Event] = []  # the public events shown, oldest first
        self._starts: list[int] = []  # first line of each event at the current width
        self._lines = 0  # lines in all
        self._width = 0  # wrap width; 0 until the widget has a size
        self._strips: OrderedDict[int, list[Strip]] = OrderedDict()
        self._style = Style()  # the log's own style, set for each repaint
        self._view = (0, 0, 0)  # scroll offset (x, y) and width, set for each repaint
        # Whether a resize keeps the newest line in view: not after Home or a scroll up.
        self._follows = True

    # --- what the game screen calls -----------------------------------------------

    def show(self, entries: list[tuple[int, Event]]) -> None:
        """Append new public events; rebuild after an undo shortened the log."""
        if len(entries) < self._given:
            self._events.clear()
            self._starts.clear()
            self._lines = 0
            self._strips.clear()
            self._given = 0
        new = [e for _, e in entries[self._given :] if not e.private]
        self._given = len(entries)
        if not new and self._starts:
            return
        self._events.extend(new)
        if self._width:
            self._measure(len(self._events) - len(new))
        self._follow()

    def _follow(self) -> None:
        """Show the newest line. Scrolled now, not after the next frame (as ``scroll_end``
        does), so a move paints the log once, with its new lines in view."""
        self._follows = True
        if self._width:  # (no size yet: the first resize follows, unless a Home came first)
            self.scroll_to(y=self.max_scroll_y, animate=False)

    @property
    def line_count(self) -> int:
        return self._lines

    def line_text(self, y: int) -> Text:
        """Line ``y`` of the whole log (0 = the oldest) as Rich text, for tests."""
        strip = self._strip(y)
        text = Text()
        for seg in strip:
            text.append(seg.text, seg.style)
        return text

    # --- layout and drawing ---------------------------------------------------------

    def on_resize(self, event: events.Resize) -> None:
        width = max(MIN_WIDTH, self.scrollable_content_region.width)
        if width != self._width:  # re-wrap every event at the new width
            self._width = width
            self._strips.clear()
            self._measure(0)
        # The newest line stays in view when the height changes too (the calendar and the
        # court above grow by a line when their text needs one), unless the reader went
        # back: a Home typed as the whole-log screen opens comes before its first layout.
        if self._follows:
            self._follow()

    # --- the reader's keys ------------------------------------------------------------
    # Home and End jump at once: Textual's second-long scroll animation could be cut
    # short by a layout, and stopped a few lines from the first line of a long game.

    def action_scroll_home(self) -> None:
        self._follows = False
        self.scroll_to(y=0, animate=False, immediate=True)

    def action_scroll_end(self) -> None:
        self._follow()

    def action_scroll_up(self) -> None:
        self._follows = False
        super().action_scroll_up()

    def action_page_up(self) -> None:
        self._follows = False
        super().action_page_up()

    def _size_updated(
        self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True
    ) -> bool:
        # ScrollView compares the virtual size the layout gives it (that of no children)
        # with its own: they always differ, so after every layout it refreshed its
        # scrollbar, which cost a second frame per move. The log updates its scrollbar
        # itself when its lines change (``_measure``): here only a new size matters.
        return super()._size_updated(size, self.virtual_size, container_size, layout)

    def _measure(self, first: int) -> None:
        """Count the wrapped lines of the events from ``first`` on; set the virtual size."""
        first = min(first, len(self._starts))
        line = self._starts[first] if first < len(self._starts) else (self._lines if first else 0)
        del self._starts[first:]
        console = self.app.console
        for e in self._events[first:]:
            self._starts.append(line)
            line += len(entry_text(e).wrap(console, self._width)) or 1
        self._lines = line
        set_scroll_size(self, Size(self._width, self._lines))
        self.refresh(self.size.region)  # the lines, not the border around them

    def _event_strips(self, index: int) -> list[Strip]:
        """The rendered lines of one event, from a small cache of the latest drawn."""
        strips = self._strips.get(index)
        if strips is not None:
            self._strips.move_to_end(index)
            return strips
        console = self.app.console
        options = console.options.update_width(self._width)
        segments = console.render(entry_text(self._events[index]), options)
        lines = Segment.split_and_crop_lines(
            segments, self._width, pad=False, include_new_lines=False
        )
        strips = [Strip(line) for line in lines] or [Strip.blank(self._width)]
        self._strips[index] = strips
        if len(self._strips) > CACHED_EVENTS:
            self._strips.popitem(last=False)
        return strips

    def _strip(self, y: int) -> Strip:
        if not 0 <= y < self._lines:
            return Strip.blank(self._width)
        index = bisect_right(self._starts, y) - 1
        strips = self._event_strips(index)
        offset = y - self._starts[index]
        return strips[offset] if offset < len(strips) else Strip.blank(self._width)

    def render_lines(self, crop: Region) -> list[Strip]:
        # Once per repaint, not per line: the style walks every ancestor, and the view's
        # width looks the widget's region up in the compositor.
        self._style = self.rich_style
        self._view = (*self.scroll_offset, self.scrollable_content_region.width)
        return super().render_lines(crop)

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y, width = self._view
        strip = self._strip(scroll_y + y)
        return strip.crop_extend(scroll_x, scroll_x + width, self._style).apply_style(self._style)
