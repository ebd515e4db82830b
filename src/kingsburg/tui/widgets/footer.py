"""Textual's Footer, without the leak that kept every key it ever showed alive."""

from __future__ import annotations

from textual.widgets import Footer as TextualFooter


class Footer(TextualFooter):
    """Each recompose (on every change of the bindings) binds the new keys to the footer's
    ``compact`` reactive. Textual drops the watchers of removed keys only when ``compact``
    changes, which it never does here, so the old keys and their rendered lines piled up
    over a game (hundreds of widgets, thousands of strips for the collector to walk)."""

    async def recompose(self) -> None:
        await super().recompose()
        watchers = getattr(self, "__watchers", {}).get("compact")
        if watchers:
            watchers[:] = [(r, cb) for r, cb in watchers if not getattr(r, "_closing", False)]
