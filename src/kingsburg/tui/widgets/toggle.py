"""An on/off option drawn as ``[x] text`` / ``[ ] text`` (readable without colour).

Space or a click toggles it; Enter is left to the screen (on setup: start the game).
"""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.binding import Binding

from kingsburg.tui.widgets.panel import TextPanel


class Toggle(TextPanel, can_focus=True):
    BINDINGS = [Binding("space", "flip", "key-toggle", show=False)]  # noqa: RUF012

    def __init__(self, label: str, value: bool = False, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.label = label
        self.value = value

    def action_flip(self) -> None:
        self.value = not self.value
        self.redraw()

    def on_click(self, event: events.Click) -> None:
        self.action_flip()

    def build(self) -> Text:
        t = Text("[x] " if self.value else "[ ] ", style="bold" if self.value else "")
        t.append(self.label, style="bold" if self.has_focus else "")
        return t
