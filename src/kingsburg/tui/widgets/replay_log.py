"""The log in replay: every event up to the current move, secrets marked, the move highlighted.

Only the lines that fit are laid out (from the newest back), so that a step stays quick
however long the game is.
"""

from __future__ import annotations

from dataclasses import replace

from rich.text import Text

from kingsburg.engine import Event
from kingsburg.text import t
from kingsburg.text.events import event_text
from kingsburg.tui.widgets.game_log import entry_text as public_text
from kingsburg.tui.widgets.panel import TextPanel

SECRET = "(secret) "  # in English: ``secret_mark`` in the current language


def secret_mark() -> str:
    return t("screen-secret-mark") + " "


def entry_text(e: Event, names: list[str]) -> Text:
    """One event in words; a secret says whose it was."""
    if e.private:
        text = event_text(replace(e, form="named") if e.kind == "token_secret" else e)
        out = Text(secret_mark(), style="bold magenta")
        if 0 <= e.player < len(names):
            out.append(t("screen-secret-seen-by", who=names[e.player], text=text), style="magenta")
        else:
            out.append(t("screen-secret-seen", text=text), style="magenta")
        return out
    return public_text(e)  # as in the game's log (the computers' reasons too)


class ReplayLog(TextPanel):
    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.border_title = t("screen-log-title")
        self.border_subtitle = t("replay-log-highlighted")
        self._entries: list[tuple[int, Event]] = []
        self._current = 0
        self._current_line = ""
        self._names: list[str] = []

    def show(
        self, entries: list[tuple[int, Event]], current: int, line: str, names: list[str]
    ) -> None:
        """``entries``: (move, event) up to the current move ``current``; ``line`` is
        that move as written in the record (shown when it caused no event)."""
        self._entries = entries
        self._current = current
        self._current_line = line
        self._names = names
        self.redraw()

    def build(self) -> Text:
        width = max(10, self.content_size.width)
        height = max(1, self.content_size.height)
        items = [(m, entry_text(e, self._names)) for m, e in self._entries]
        if self._current and not any(m == self._current for m, _ in items[-40:]):
            items.append(
                (
                    self._current,
                    Text(t("replay-log-move", move=self._current, line=self._current_line)),
                )
            )
        lines: list[Text] = []
        for move, text in reversed(items):
            mark = "▶ " if move == self._current else "  "
            row = Text(mark, style="bold")
            row.append_text(text)
            if move == self._current:
                row.stylize("reverse")
            wrapped = list(row.wrap(self.app.console, width))
            lines[0:0] = wrapped
            if len(lines) >= height:
                break
        if not lines:
            return Text(t("screen-log-empty"), style="dim")
        return Text("\n").join(lines[-height:])
