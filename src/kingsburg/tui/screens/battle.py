"""The winter battle summary: every player's strength, outcome, gains and losses."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.timer import Timer
from textual.widgets import Static

from kingsburg.engine import ROMAN, BattleEvent
from kingsburg.text import t
from kingsburg.text.events import battle_summary, event_text
from kingsburg.tui.reports import BattleReport
from kingsburg.tui.screens.too_small import SizeAwareScreen
from kingsburg.tui.style import PlayerStyle
from kingsburg.tui.widgets.footer import Footer


class BattleScreen(SizeAwareScreen):
    BINDINGS = [Binding("enter,space,escape", "close", "key-continue")]  # noqa: RUF012

    def __init__(
        self,
        report: BattleReport,
        names: list[str],
        styles: list[PlayerStyle],
        auto_close: float = 0.0,
    ) -> None:
        """``auto_close``: seconds after which play goes on by itself (0: wait for a key)."""
        super().__init__()
        self._auto_timer: Timer | None = None
        self.show(report, names, styles, auto_close)

    def show(
        self,
        report: BattleReport,
        names: list[str],
        styles: list[PlayerStyle],
        auto_close: float = 0.0,
    ) -> BattleScreen:
        """Set the battle to show (a game keeps one battle screen: see ``PrivacyScreen``)."""
        self.auto_close = auto_close
        self.report = report
        self.names = names
        self.player_styles = styles
        if self.is_mounted:
            self._draw()
        return self

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="battle-body"):
            yield Static(id="battle-head")
            yield Static(id="battle-table")
            yield Static(Text(t("battle-press-enter"), style="dim"))
        yield Footer()

    def _draw(self) -> None:
        r = self.report
        year = ROMAN[min(max(r.year, 1), 5)]
        head = Text(t("battle-title", year=year) + "\n", style="bold")
        head.append(event_text(r.enemy) + "\n")
        if r.reinforcement is not None:
            head.append(event_text(r.reinforcement) + "\n", style="italic")
        table = Table(expand=True, show_lines=True)
        table.add_column(t("battle-col-player"), no_wrap=True)
        table.add_column(t("battle-col-strength"), ratio=2)
        table.add_column(t("battle-col-gains"), ratio=2)
        for i, name in enumerate(self.names):
            events = r.lines.get(i, [])
            fight = [e for e in events if isinstance(e, BattleEvent) and e.kind != "destroy"]
            rest = [event_text(e) for e in events if e not in fight]
            s = self.player_styles[i]
            strength = Text(battle_summary(fight[0]) if fight else "—")
            if fight:
                word = t("battle-outcome", result={1: "win", 0: "tie", -1: "loss"}[fight[0].result])
                strength.append(f"\n{word}", style="bold")
            table.add_row(
                Text(f"{s.glyph} {name}", style=f"bold {s.hex}"),
                strength,
                Text("\n".join(rest) if rest else t("battle-nothing")),  # never markup
            )
        self.query_one("#battle-head", Static).update(head)
        self.query_one("#battle-table", Static).update(table)
        self.query_one("#battle-body", VerticalScroll).scroll_home(animate=False)

    def on_mount(self) -> None:
        self._draw()

    def on_screen_resume(self) -> None:
        if self._auto_timer is not None:
            self._auto_timer.stop()
            self._auto_timer = None
        if self.auto_close > 0:
            self._auto_timer = self.set_timer(self.auto_close, self.action_close)

    def action_close(self) -> None:
        if not self.is_current:
            return
        self.dismiss(None)
