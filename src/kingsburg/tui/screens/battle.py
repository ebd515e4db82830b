"""The winter battle summary: every player's strength, outcome, gains and losses."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Static

from kingsburg.engine import BattleEvent
from kingsburg.tui.screens.too_small import SizeAwareScreen
from kingsburg.tui.session import ROMAN, BattleReport
from kingsburg.tui.style import PlayerStyle
from kingsburg.tui.widgets.footer import Footer


class BattleScreen(SizeAwareScreen):
    BINDINGS = [Binding("enter,space,escape", "close", "Continue")]  # noqa: RUF012

    def __init__(
        self,
        report: BattleReport,
        names: list[str],
        styles: list[PlayerStyle],
        auto_close: float = 0.0,
    ) -> None:
        """``auto_close``: seconds after which play goes on by itself (0: wait for a key)."""
        super().__init__()
        self.auto_close = auto_close
        self.report = report
        self.names = names
        self.player_styles = styles

    def compose(self) -> ComposeResult:
        r = self.report
        head = Text(f"Winter of year {ROMAN[min(max(r.year, 1), 5)]}: the battle\n", style="bold")
        head.append(r.enemy.text + "\n")
        if r.reinforcement is not None:
            head.append(r.reinforcement.text + "\n", style="italic")
        table = Table(expand=True, show_lines=True)
        table.add_column("Player", no_wrap=True)
        table.add_column("Strength and outcome", ratio=2)
        table.add_column("Gains and losses", ratio=2)
        for i, name in enumerate(self.names):
            events = r.lines.get(i, [])
            fight = [e for e in events if isinstance(e, BattleEvent) and e.kind != "destroy"]
            rest = [e.text for e in events if e not in fight]
            s = self.player_styles[i]
            strength = Text(fight[0].summary if fight else "—")
            if fight:
                word = {1: "VICTORY", 0: "HELD OFF", -1: "DEFEAT"}[fight[0].result]
                strength.append(f"\n{word}", style="bold")
            table.add_row(
                Text(f"{s.glyph} {name}", style=f"bold {s.hex}"),
                strength,
                Text("\n".join(rest) if rest else "nothing"),  # never markup
            )
        with VerticalScroll(id="battle-body"):
            yield Static(head)
            yield Static(table)
            yield Static(Text("Press Enter to continue.", style="dim"))
        yield Footer()

    def on_mount(self) -> None:
        if self.auto_close > 0:
            self.set_timer(self.auto_close, self.action_close)

    def action_close(self) -> None:
        if not self.is_current:
            return
        self.dismiss(None)
