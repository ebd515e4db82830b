"""A lesson's explanation beside the board ("Learn to play"): its title on the border, a few
lines of text and the keys that close it, open its rule and end the lesson."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from kingsburg.text import t


class LessonPanel(Static):
    def __init__(self, *, id: str | None = None) -> None:
        super().__init__("", id=id)
        self.topic = ""

    def show_topic(self, topic: str) -> None:
        """Show the explanation of ``topic`` ("" hides the panel)."""
        self.topic = topic
        self.set_class(bool(topic), "-on")
        if not topic:
            self.update("")
            return
        self.border_title = t("lesson-panel-title", title=t(f"lesson-{topic}-title"))
        text = Text(t(f"lesson-{topic}"))
        text.append("\n" + t("lesson-keys"), style="dim italic")
        self.update(text)
