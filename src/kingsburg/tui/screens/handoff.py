"""The privacy screen: an opaque full screen that shows a secret to one player only."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.widgets import Static

from kingsburg.text import t
from kingsburg.tui.screens.too_small import SizeAwareScreen
from kingsburg.tui.style import PlayerStyle

# Stands for the player's name in a message, to be replaced by the name in their colours.
_WHO = "\ue000"


def with_name(text: str, who: Text, style: str = "") -> Text:
    """``text`` (a message rendered with ``who=_WHO``) with the player's coloured name in
    each place the message puts it."""
    out = Text()
    for k, part in enumerate(text.split(_WHO)):
        if k:
            out.append_text(who)
        out.append(part, style=style)
    return out


class PrivacyScreen(SizeAwareScreen):
    """Step 1: everyone else looks away, the player presses Enter. Step 2: the secret.
    Enter hides it again. Nothing of the board shows through (a full, opaque Screen)."""

    BINDINGS = [  # noqa: RUF012
        Binding("enter,space", "next", "key-continue"),
        Binding("escape", "close", "key-not-now", show=False),
    ]

    def __init__(
        self,
        name: str,
        style: PlayerStyle,
        secrets: list[str],
        heading: str = "",
        handover: str = "",
        revealed: bool = False,
    ) -> None:
        """``heading``: over the secret (by default "What only you may see", in the current
        language). ``handover``: no secret to show, only ask the others to look away before
        ``name`` decides in secret (the text says what is decided). ``revealed``: show the
        secret at once (nobody else at the table to look away)."""
        super().__init__()
        self.show(name, style, secrets, heading, handover, revealed)

    def show(
        self,
        name: str,
        style: PlayerStyle,
        secrets: list[str],
        heading: str = "",
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

        box = Text(justify="center")
        if self.handover:
            box.append(t("dialog-secret-decision") + "\n\n", style="bold")
            box.append_text(with_name(t("dialog-handover", who=_WHO, what=self.handover), who))
        elif not self.revealed:
            box.append(t("dialog-private") + "\n\n", style="bold")
            box.append_text(with_name(t("dialog-look-away", who=_WHO), who))
            box.append("\n\n")
            box.append(t("dialog-not-now"), style="dim")
        else:
            box.append_text(with_name(t("dialog-only-for", who=_WHO), who))
            box.append("\n\n")
            box.append((self.heading or t("dialog-only-you")) + "\n\n")
            for line in self._secrets:
                box.append(line + "\n", style="bold")
            box.append("\n" + t("dialog-hide-again"), style="dim")
        self.query_one("#privacy-box", Static).update(box)

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
