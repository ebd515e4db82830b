"""A one-line choice among a few values: ◀ value ▶. Left/right (or a click) change it.

Much lighter than a Select (no overlay), so the setup screen appears quickly.
"""

from __future__ import annotations

from typing import Generic, TypeVar

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.message import Message

from kingsburg.tui.widgets.panel import TextPanel

V = TypeVar("V")


class Cycler(TextPanel, Generic[V], can_focus=True):
    BINDINGS = [  # noqa: RUF012
        Binding("left", "step(-1)", "key-previous", show=False),
        Binding("right,space", "step(1)", "key-next", show=False),
    ]

    class Changed(Message):
        def __init__(self, cycler: Cycler[object], value: object) -> None:
            super().__init__()
            self.cycler = cycler
            self.value = value

        @property
        def control(self) -> Cycler[object]:
            return self.cycler

    def __init__(
        self,
        options: list[tuple[Text | str, V]],
        value: V,
        *,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(id=id)
        if classes:
            self.add_class(*classes.split())
        self._options = options
        self._index = next((i for i, (_, v) in enumerate(options) if v == value), 0)

    @property
    def value(self) -> V:
        return self._options[self._index][1]

    @value.setter
    def value(self, new: V) -> None:
        for i, (_, v) in enumerate(self._options):
            if v == new and i != self._index:
                self._index = i
                self.redraw()
                self.post_message(self.Changed(self, new))  # type: ignore[arg-type]

    def on_mount(self) -> None:
        self.redraw()  # its text, before the first frame: an auto width is measured from it

    def set_options(self, options: list[tuple[Text | str, V]]) -> None:
        """Offer other values (the current one stays chosen if it is still offered)."""
        value = self.value
        self._options = options
        self._index = next((i for i, (_, v) in enumerate(options) if v == value), 0)
        self.redraw()

    def action_step(self, delta: int) -> None:
        self._index = (self._index + delta) % len(self._options)
        self.redraw()
        self.post_message(self.Changed(self, self.value))  # type: ignore[arg-type]

    def on_click(self, event: events.Click) -> None:
        self.action_step(-1 if event.x <= 1 else 1)

    def build(self) -> Text:
        label = self._options[self._index][0]
        t = Text("◀ ", style="bold" if self.has_focus else "dim")
        t.append_text(label if isinstance(label, Text) else Text(label))
        t.append(" ▶", style="bold" if self.has_focus else "dim")
        return t
