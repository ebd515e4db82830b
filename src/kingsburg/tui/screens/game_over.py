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
from kingsburg.message import Msg
from kingsburg.text import render, t
from kingsburg.text.decisions import tiebreak_text
from kingsburg.tui.messages import NewGame
from kingsburg.tui.screens.too_small import SizeAwareScreen
from kingsburg.tui.widgets.footer import Footer
from kingsburg.tui.widgets.panel import TablePanel
from kingsburg.tui.widgets.vp_chart import VpChart

if TYPE_CHECKING:
    from kingsburg.tui.session_api import Session

# The engine's tie-breaks (English words it keeps) and their messages.
TIEBREAKS = {
    "shared: same VP, goods and buildings": "score-tiebreak-shared",
    "fewer goods": "score-tiebreak-goods",
    "fewer buildings": "score-tiebreak-buildings",
}


def source_word(source: str) -> str:
    """A column of the breakdown: where VP came from (buildings, advisors, battles…)."""
    return t("score-source", source=source)


def tiebreak_words(tiebreak: object) -> str:
    """How a tie was broken, in the current language ("—" if there was none)."""
    if isinstance(tiebreak, Msg):
        return render(tiebreak)
    if not tiebreak:
        return "—"
    text = str(tiebreak)
    return t(TIEBREAKS[text]) if text in TIEBREAKS else text


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
        ranking = _table(t("score-ranking-title"))
        ranking.add_column(t("score-col-place"), min_width=5)
        ranking.add_column(t("score-col-player"), overflow="ellipsis")
        for col in ("vp", "goods", "buildings", "tiebreak"):
            word = t(f"score-col-{col}")
            ranking.add_column(word, min_width=len(word))
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
        title = t("score-breakdown-title")
        if rows is None:  # a seat at a table elsewhere: the host's record has it
            title = t("score-breakdown-title-elsewhere")
        breakdown = _table(title)
        breakdown.add_column(t("score-col-player"), overflow="ellipsis")
        for word in [*(source_word(src) for src in VP_SOURCES), t("score-col-total")]:
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
        how = t("score-watch-again-command")
        if self.app.is_web:  # no command line in a browser: the setup screen opens it
            how = t("score-watch-again-web")
        ranking, breakdown, chart = self._drawn
        with VerticalScroll(id="over-body"):
            yield Static(Text(t("score-title"), style="bold"), id="over-title")
            yield ranking
            yield breakdown
            yield chart
            yield Static(
                # One line each, so that the command never breaks in the middle.
                Text(t("score-record-saved", path=path, how=how)),
                id="over-path",
            )
        yield Footer()

    def action_new_game(self) -> None:
        self.app.post_message(NewGame())

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """No new game from a seat of an online table: its app plays that seat alone."""
        if action == "new_game":
            return getattr(self.app, "remote", None) is None
        return True

    def action_board(self) -> None:
        self.dismiss(None)
