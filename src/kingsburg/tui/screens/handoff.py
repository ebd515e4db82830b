"""The privacy screen: an opaque full screen that shows a secret to one player only."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.widgets import Static

from kingsburg.tui.screens.too_small import SizeAwareScreen
from kingsburg.tui.style import PlayerStyle


class PrivacyScreen(SizeAwareScreen):
    """Step 1: everyone else looks away, the player presses Enter. Step 2: the secret.
    Enter hides it again. Nothing of the board shows through (a full, opaque Screen)."""

    BINDINGS = [  # noqa: RUF012
        Binding("enter,space", "next", "Continue"),
        Binding("escape", "close", "Not now", show=False),
    ]

    def __init__(
        self,
        name: str,
        style: PlayerStyle,
        secrets: list[str],
        heading: str = "What only you may see",
        handover: str = "",
        revealed: bool = False,
    ) -> None:
        """``handover``: no secret to show, only ask the others to look away before
        ``name`` decides in secret (the text says what is decided). ``revealed``: show the
        secret at once (nobody else at the table to look away)."""
        super().__init__()
        self.show(name, style, secrets, heading, handover, revealed)

    def show(
        self,
        name: str,
        style: PlayerStyle,
        secrets: list[str],
        heading: str = "What only you may see",
        handover: str = "",
        revealed: bool = False,
    ) -> PrivacyScreen:
        """Set what the screen shows. A game keeps one privacy screen and sets it anew
        each time: showing a screen that is built already takes one frame, building a
        new one five or six."""
        self.player_name = name
        self.player_style = style
        self._secrets = secrets
        self.heading = heading
        self.handover = handover
        self.revealed = revealed
        if self.is_mounted:
            self._draw()
        return self

    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Static(id="privacy-box")

    def on_mount(self) -> None:
        self._draw()

    def _draw(self) -> None:
        s = self.player_style
        who = Text(f"{s.glyph} {self.player_name}", style=f"bold {s.hex}")
        t = Text(justify="center")
        if self.handover:
            t.append("A secret decision\n\n", style="bold")
            t.append_text(who)
            t.append(f" {self.handover}.\n\nEveryone except ")
            t.append_text(who)
            t.append(", please look away.\n\n")
            t.append_text(who)
            t.append(": press Enter when only you can see the screen.")
        elif not self.revealed:
            t.append("Private information\n\n", style="bold")
            t.append("Everyone except ")
            t.append_text(who)
            t.append(", please look away.\n\n")
            t.append_text(who)
            t.append(": press Enter when only you can see the screen.\n\n")
            t.append("(Escape: not now — you can look later with p on your turn)", style="dim")
        else:
            t.append("Only for ")
            t.append_text(who)
            t.append(":\n\n")
            t.append(self.heading + "\n\n")
            for line in self._secrets:
                t.append(line + "\n", style="bold")
            t.append("\nPress Enter to hide it and hand back the keyboard.", style="dim")
        self.query_one("#privacy-box", Static).update(t)

    def action_next(self) -> None:
        if self.handover:
            self.dismiss(None)
        elif not self.revealed:
            self.revealed = True
            self._draw()
        else:
            self.dismiss(None)

    def action_close(self) -> None:
        self.dismiss(None)
