"""Shown instead of the game while the terminal is smaller than the app needs."""

from __future__ import annotations

from typing import Any

from textual import events
from textual.app import App, ComposeResult
from textual.binding import ActiveBinding
from textual.screen import Screen
from textual.widgets import Static

from kingsburg.text import t
from kingsburg.tui.bindings import worded

MIN_WIDTH, MIN_HEIGHT = 80, 24


def check_size(app: App[Any]) -> None:
    """Cover the app with the 'too small' screen below the minimum size, remove it above."""
    w, h = app.size
    small = w < MIN_WIDTH or h < MIN_HEIGHT
    showing = isinstance(app.screen, TooSmallScreen)
    if small and not showing:
        app.push_screen(TooSmallScreen())
    elif not small and showing:
        app.pop_screen()


class SizeAwareScreen(Screen[None]):
    """Base of the app's full screens: checks the terminal size whenever it changes, and
    words its keys in the current language (``kingsburg.tui.bindings``)."""

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        return worded(super().active_bindings)

    def on_resize(self, event: events.Resize) -> None:
        check_size(self.app)


class TooSmallScreen(Screen[None]):
    def compose(self) -> ComposeResult:
        yield Static(id="too-small")

    def on_mount(self) -> None:
        self.update_text()

    def on_resize(self, event: events.Resize) -> None:
        self.update_text()
        check_size(self.app)

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        """Back on top (a screen opened over it was closed): the terminal may have been
        resized meanwhile, while another screen had the resize event."""
        self.update_text()
        self.call_later(check_size, self.app)

    def update_text(self) -> None:
        w, h = self.app.size
        self.query_one("#too-small", Static).update(
            t("screen-too-small", width=w, height=h, minwidth=MIN_WIDTH, minheight=MIN_HEIGHT)
        )
