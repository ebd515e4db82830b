"""The whole game's log on one screen (``l`` in a game): the board's log shows only the
last dozen lines, and the computers' moves push events out of it quickly."""

from __future__ import annotations

from dataclasses import replace

from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Static

from kingsburg.engine import Event
from kingsburg.text import t
from kingsburg.text.reasons import reason_details
from kingsburg.tui.reports import ReasonEvent
from kingsburg.tui.screens.too_small import SizeAwareScreen
from kingsburg.tui.widgets.footer import Footer
from kingsburg.tui.widgets.game_log import GameLog

SCROLL_KEYS = "↑↓ PgUp PgDn Home End, mouse wheel: scroll"


class LogScreen(SizeAwareScreen):
    """Every public event since the first move (the computers' reasons too), newest at the
    bottom; the game waits (a computer plays on when the screen closes)."""

    BINDINGS = [  # noqa: RUF012
        Binding("escape,l,q", "close", "key-back-to-game"),
        Binding("d", "details", "key-log-details"),
    ]
    DEFAULT_CSS = """
    LogScreen #log-title { height: 1; background: $boost; }
    LogScreen GameLog { height: 1fr; border: round $accent; }
    """

    def __init__(self, entries: list[tuple[int, Event]]) -> None:
        super().__init__()
        self.entries = entries
        self.details = False  # the computers' numbers shown after their reasons (d)

    def compose(self) -> ComposeResult:
        keys = t("screen-log-scroll-keys")
        yield Static(" " + t("screen-log-screen-title", keys=keys), id="log-title")
        yield GameLog(id="whole-log")
        yield Footer()

    def on_mount(self) -> None:
        log = self.query_one(GameLog)
        log.border_title = t("screen-log-screen-border")
        log.show(self.entries)
        log.focus()

    def action_details(self) -> None:
        """Show (or hide again) the numbers behind each computer's reason."""
        self.details = not self.details
        entries = [(i, with_details(e)) for i, e in self.entries] if self.details else self.entries
        log = self.query_one(GameLog)
        log.show([])  # every line again, each reason worded anew
        log.show(entries)

    def action_close(self) -> None:
        self.dismiss(None)


def with_details(e: Event) -> Event:
    """A computer's reason with its numbers after it (any other event as it is)."""
    if not isinstance(e, ReasonEvent) or e.reason is None:
        return e
    numbers = reason_details(e.reason)
    if not numbers:
        return e
    line = t("bot-reason-details", reason=e.line, details=numbers)
    return replace(e, line=line)
