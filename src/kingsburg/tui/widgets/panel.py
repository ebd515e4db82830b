"""A widget that draws its own lines as one Rich Text, repainted only when it changes."""

from __future__ import annotations

from rich.text import Text
from textual import events
from textual.visual import RichVisual
from textual.widget import Widget


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
