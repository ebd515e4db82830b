"""The scrolling log of public events, in plain words."""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.widgets import RichLog

from kingsburg.engine import Event


class GameLog(RichLog):
    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(
            id=id, wrap=True, markup=False, highlight=False, max_lines=2000, min_width=20
        )
        self.border_title = "What happened"
        self._written = 0
        self._events: list[tuple[int, Event]] = []
        self._width = 0

    def on_resize(self, event: events.Resize) -> None:
        if event.size.width != self._width:  # re-wrap every line at the new width
            self._width = event.size.width
            self.clear()
            self._written = 0
            self.show(self._events)

    def show(self, events: list[tuple[int, Event]]) -> None:
        """Append new public events; rebuild after an undo shortened the log."""
        self._events = events
        if len(events) < self._written:
            self.clear()
            self._written = 0
        for _, e in events[self._written :]:
            if e.private:
                continue
            if e.kind == "phase":
                self.write(Text(f"— {e.text} —", style="bold"))
            elif e.kind == "enemy" or e.kind.startswith("battle"):
                self.write(Text(e.text, style="bold"))
            elif e.kind == "reason":  # why a computer player decided so
                self.write(Text(f"  ↳ {e.text}", style="dim italic"))
            elif e.kind == "vp":
                self.write(Text(e.text, style="italic"))
            else:
                self.write(Text(e.text))
        self._written = len(events)
