"""The high-contrast theme (a setup option, remembered): white on black, the highlighted
option black on yellow, borders white; for low vision. Player colours stay as they are (they
are chosen to be told apart, and each comes with its symbol)."""

from __future__ import annotations

from typing import Any

from textual.app import App
from textual.theme import Theme

HIGH_CONTRAST = "kingsburg-high-contrast"
USUAL = "textual-dark"  # the app's theme otherwise (Textual's default)

THEME = Theme(
    name=HIGH_CONTRAST,
    primary="#FFFF00",
    secondary="#00FFFF",
    accent="#FFFF00",
    foreground="#FFFFFF",
    background="#000000",
    surface="#000000",
    panel="#000000",
    boost="#000000",
    warning="#FFFF00",
    error="#FF6060",
    success="#00FF00",
    dark=True,
    text_alpha=1.0,
    variables={
        "block-cursor-foreground": "#000000",
        "block-cursor-background": "#FFFF00",
        "block-cursor-text-style": "bold",
        "block-cursor-blurred-foreground": "#000000",
        "block-cursor-blurred-background": "#FFFFFF",
        "block-cursor-blurred-text-style": "bold",
        "border": "#FFFFFF",
        "border-blurred": "#FFFFFF",
        "footer-key-foreground": "#FFFF00",
        "footer-description-foreground": "#FFFFFF",
        "footer-background": "#000000",
        "input-cursor-background": "#FFFFFF",
        "input-cursor-foreground": "#000000",
        "input-selection-background": "#FFFF00 60%",
        "scrollbar": "#FFFFFF",
        "scrollbar-background": "#000000",
        "text-muted": "#FFFFFF",
    },
)


def use_theme(app: App[Any], high_contrast: bool) -> None:
    """The high-contrast theme, or the usual one (registered on first use)."""
    if HIGH_CONTRAST not in app.available_themes:
        app.register_theme(THEME)
    app.theme = HIGH_CONTRAST if high_contrast else USUAL
