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
from kingsburg.text import t
from kingsburg.tui.bindings import Question
from kingsburg.tui.messages import JoinSeat
from kingsburg.tui.safe import clean
from kingsburg.tui.screens.too_small import SizeAwareScreen

if TYPE_CHECKING:
    from kingsburg.tui.hosting import HostedTable


class HostedScreen(SizeAwareScreen):
    BINDINGS = [  # noqa: RUF012
        Binding("p", "play", "key-play-seat"),
    ]

    def __init__(self, table: HostedTable) -> None:
        super().__init__()
        self.table = table

    def compose(self) -> ComposeResult:
        name = clean(self.table.links[0][0])
        with Vertical(id="hosted-body"):
            yield Static(Text(t("dialog-hosted-title"), style="bold"), id="hosted-title")
            yield Static(t("dialog-hosted-help"), classes="hosted-help")
            lines = [f"{clean(n)}: {clean(link)}" for n, link in self.table.links]
            yield TextArea("\n".join(lines), read_only=True, id="links", soft_wrap=True)
            yield Static(self.table.reach(), classes="hosted-help", id="hosted-reach")
            yield Static(t("dialog-hosted-runs"), classes="hosted-help")
            yield Static(t("dialog-hosted-seed"), classes="hosted-help")
            yield Static(id="hosted-error")
            with Horizontal(classes="buttons"):
                play = t("dialog-hosted-play", name=name)
                yield Button(play, id="play", variant="success", compact=True)
        keys = Text.assemble(
            (" p", "bold"),
            f" {t('dialog-hosted-keys', name=name)}  ",
            ("ctrl+q", "bold"),
            f" {t('dialog-hosted-quit')}",
        )
        yield Static(keys, id="hosted-keys")

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


class ConfirmEndTable(Question):
    """Quitting the app that hosts a table ends it for every player: asked first."""

    DEFAULT_CSS = """
    ConfirmEndTable { align: center middle; }
    ConfirmEndTable > Static {
        width: 72; height: auto; border: round $warning; background: $surface; padding: 1 2;
    }
    """
    BINDINGS = [  # noqa: RUF012
        Binding("y", "answer(True)", "key-end-table"),
        Binding("escape,n", "answer(False)", "key-keep-table"),
        Binding("ctrl+q", "answer(True)", "key-end-table", show=False, priority=True),
    ]

    def __init__(self) -> None:
        text = Text(t("dialog-end-table-title"), style="bold")
        text.append("\n\n" + t("dialog-end-table"))
        text.append("\n\n")
        text.append("y", style="bold")
        text.append(f" {t('key-end-table')}   ")
        text.append("n", style="bold")
        text.append(f" {t('key-keep-table')}")
        super().__init__(text)
