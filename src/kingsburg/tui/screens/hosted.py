"""The links of an online table hosted from the setup screen, and the host's own seat."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static, TextArea

from kingsburg.errors import KingsburgError
from kingsburg.tui.messages import JoinSeat
from kingsburg.tui.safe import clean
from kingsburg.tui.screens.too_small import SizeAwareScreen

if TYPE_CHECKING:
    from kingsburg.tui.hosting import HostedTable


class HostedScreen(SizeAwareScreen):
    BINDINGS = [  # noqa: RUF012
        Binding("p", "play", "Play my seat"),
    ]

    def __init__(self, table: HostedTable) -> None:
        super().__init__()
        self.table = table

    def compose(self) -> ComposeResult:
        name = clean(self.table.links[0][0])
        with Vertical(id="hosted-body"):
            yield Static(Text("Kingsburg — an online table", style="bold"), id="hosted-title")
            yield Static(
                "Send each player their own link, and only theirs: whoever has a link plays "
                "that seat, with 'kingsburg join LINK' or in a web browser. Select a link "
                "with the mouse (or Tab to the links, then shift+arrows) and copy it: ctrl+c.",
                classes="hosted-help",
            )
            lines = [f"{clean(n)}: {clean(link)}" for n, link in self.table.links]
            yield TextArea("\n".join(lines), read_only=True, id="links", soft_wrap=True)
            yield Static(
                "The table runs while this app runs: quitting the app stops it. An unfinished "
                "table can be continued with 'kingsburg host --resume' (same links).",
                classes="hosted-help",
            )
            yield Static(id="hosted-error")
            with Horizontal(classes="buttons"):
                yield Button(f"Play my seat ({name})", id="play", variant="success", compact=True)
        yield Static(
            Text.assemble((" p", "bold"), f" play {name}'s seat  ", ("ctrl+q", "bold"), " quit"),
            id="hosted-keys",
        )

    def on_mount(self) -> None:
        self.query_one("#play", Button).focus()

    @on(Button.Pressed, "#play")
    async def action_play(self) -> None:
        """The first person seat, in this app, as ``kingsburg join`` would open it."""
        from kingsburg.tui.remote import RemoteSession, first_update

        link = self.table.links[0][1]
        try:
            first = await first_update(link)
        except KingsburgError as e:
            self._error(f"{str(e)[:1].upper()}{str(e)[1:]}.")
            return
        self.app.post_message(JoinSeat(RemoteSession(link, first)))

    def _error(self, message: str) -> None:
        self.query_one("#hosted-error", Static).update(Text(message, style="bold red"))
