"""The end of the game: ranking with tie-breaks, score breakdown, VP chart, saved record."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Static

from kingsburg.engine import VP_SOURCES
from kingsburg.errors import one_line
from kingsburg.text.decisions import tiebreak_text
from kingsburg.tui.messages import NewGame
from kingsburg.tui.screens.too_small import SizeAwareScreen
from kingsburg.tui.widgets.footer import Footer
from kingsburg.tui.widgets.panel import TablePanel
from kingsburg.tui.widgets.vp_chart import VpChart

if TYPE_CHECKING:
    from kingsburg.tui.session_api import Session

SOURCE_WORDS = {
    "buildings": "Buildings",
    "advisors": "Advisors",
    "battles": "Battles",
    "king": "King",
    "cathedral": "Cathedral",
    "other": "Other",
}


def _table(title: str) -> Table:
    # No outer frame: at 80 columns the eight columns of the breakdown then fit with their
    # whole headers; a long name is cut instead (each header is the column's least width).
    return Table(title=title, expand=True, title_justify="left", show_edge=False)


class GameOverScreen(SizeAwareScreen):
    BINDINGS = [  # noqa: RUF012
        Binding("n", "new_game", "key-new-game"),
        Binding("escape", "board", "key-look-at-board"),
        Binding("q", "app.quit", "key-quit"),
    ]

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        s = session
        names, styles = s.names, s.styles
        ranking = _table("Final ranking")
        ranking.add_column("Place", min_width=5)
        ranking.add_column("Player", overflow="ellipsis")
        for col in ("VP", "Goods", "Buildings", "Tie-break"):
            ranking.add_column(col, min_width=len(col))
        for st in s.ranking():
            ps = styles[st.player]
            ranking.add_row(
                str(st.place),
                Text(f"{ps.glyph} {names[st.player]}", style=f"bold {ps.hex}"),
                str(st.vp),
                str(st.goods),
                str(st.buildings),
                Text(tiebreak_text(st) or "—"),  # Rich would read a plain str as markup
            )
        rows = s.breakdown()
        title = "Where the VP came from"
        if rows is None:  # a seat at a table elsewhere: the host's record has it
            title += " — replay the host's record to see it"
        breakdown = _table(title)
        breakdown.add_column("Player", overflow="ellipsis")
        for word in [*(SOURCE_WORDS[src] for src in VP_SOURCES), "Total"]:
            breakdown.add_column(word, justify="right", min_width=len(word))
        for i, row in enumerate(rows or []):
            ps = styles[i]
            breakdown.add_row(
                Text(f"{ps.glyph} {names[i]}", style=f"bold {ps.hex}"),
                *[str(row[src]) for src in VP_SOURCES],
                str(sum(row.values())),
            )
        # Made here, not in ``compose``, so that ``prepare`` can draw them beforehand.
        self._drawn: list[TablePanel | VpChart] = [
            TablePanel(ranking, id="ranking"),
            TablePanel(breakdown, id="breakdown"),
            VpChart(s.vp_history(), s.names, s.styles, id="chart"),
        ]

    def prepare(self) -> None:
        """Draw the tables and the chart while the game screen waits for a key (the key
        that shows this screen then only lays it out and paints it)."""
        for widget in self._drawn:
            widget.prepare()

    def compose(self) -> ComposeResult:
        s = self.session
        path = one_line(s.record_place())
        how = "kingsburg replay <file>"
        if self.app.is_web:  # no command line in a browser: the setup screen opens it
            how = "n, then Replay a saved game"
        ranking, breakdown, chart = self._drawn
        with VerticalScroll(id="over-body"):
            yield Static(Text("The game is over", style="bold"), id="over-title")
            yield ranking
            yield breakdown
            yield chart
            yield Static(
                # One line each, so that the command never breaks in the middle.
                Text(f"The game record is saved in\n{path}\nTo watch it again: {how}"),
                id="over-path",
            )
        yield Footer()

    def action_new_game(self) -> None:
        self.app.post_message(NewGame())

    def action_board(self) -> None:
        self.dismiss(None)
