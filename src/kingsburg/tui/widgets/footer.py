"""Textual's Footer, rebuilt only when the keys it shows change, and without its leak."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer as TextualFooter

Shown = tuple[tuple[Binding, str, bool, str], ...]


class Footer(TextualFooter):
    """Textual's Footer rebuilds all its key widgets whenever the screen's bindings may have
    changed (each ``refresh_bindings``, each return to the screen): a dozen new widgets to
    style and lay out, and one or two extra frames, for a footer that mostly looks the same.
    This one compares what it would show with what it shows and rebuilds only on a change.

    Each rebuild also binds the new keys to the footer's ``compact`` reactive. Textual drops
    the watchers of removed keys only when ``compact`` changes, which it never does here, so
    the old keys and their rendered lines piled up over a game: ``recompose`` drops them."""

    def __init__(self, *, show_command_palette: bool = True) -> None:
        super().__init__(show_command_palette=show_command_palette)
        self._shown: Shown | None = None
        # Textual's footer starts empty and is filled a frame or two after its screen
        # shows (more frames for every screen opened); this one shows its keys at once.
        self.set_reactive(TextualFooter._bindings_ready, True)

    def compose(self) -> ComposeResult:
        self._shown = self.shown()
        yield from super().compose()

    def shown(self) -> Shown:
        """What the footer would show now: each binding shown (the command palette's key
        included), how its key is displayed, whether it is enabled, its tooltip."""
        app = self.app
        palette = app.COMMAND_PALETTE_BINDING
        return tuple(
            (b, app.get_key_display(b), enabled, tooltip)
            for key, (_node, b, enabled, tooltip) in self.screen.active_bindings.items()
            if b.show or key == palette
        )

    def bindings_changed(self, screen: Screen[object]) -> None:
        self._bindings_ready = True
        if not screen.app.app_focus:
            return
        if self.is_attached and screen is self.screen:
            self.call_after_refresh(self._rebuild_if_changed)

    async def _rebuild_if_changed(self) -> None:
        if not self.is_attached:
            return
        shown = self.shown()
        if shown != self._shown:
            await self.recompose()

    async def recompose(self) -> None:
        await super().recompose()
        watchers = getattr(self, "__watchers", {}).get("compact")
        if watchers:
            watchers[:] = [(r, cb) for r, cb in watchers if not getattr(r, "_closing", False)]
