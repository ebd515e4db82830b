"""The whole board, as the game and the replay screens show it: the court and a province
sheet, the calendar, the players and a log, the dice and a side panel. The two screens
differ only in the log and the side panel they hand in."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widget import Widget

from kingsburg.engine import GameState
from kingsburg.tui.reports import phase_key
from kingsburg.tui.style import PlayerStyle
from kingsburg.tui.widgets.calendar import Calendar
from kingsburg.tui.widgets.court import Court
from kingsburg.tui.widgets.dice_tray import DiceTray
from kingsburg.tui.widgets.players_board import PlayersBoard
from kingsburg.tui.widgets.province_sheet import ProvinceSheet

# In the order "v" visits on a small terminal (where the log has its own place below them).
PANELS = ("#court", "#sheet", "#calendar", "#players")


class Board(Horizontal):
    """``logs``: the same log twice, one shown at a time. On a wide terminal it sits under
    the players; on a narrow or short one the panels scroll, and the log sits below them,
    out of the scrolling, so that its newest line is always on screen (Textual cannot move
    a widget to another parent, so the layout's CSS shows one of the two)."""

    def __init__(
        self, logs: tuple[Widget, Widget], panel: Widget, info_focusable: bool = True
    ) -> None:
        super().__init__(id="board")
        self._logs = logs
        self._panel = panel
        self._info_focusable = info_focusable

    def compose(self) -> ComposeResult:
        with Vertical(id="main"):
            with VerticalScroll(id="info", can_focus=self._info_focusable), Horizontal(id="cols"):
                with Vertical(id="left"):
                    yield Court(id="court")
                    yield ProvinceSheet(id="sheet")
                with Vertical(id="middle"):
                    yield Calendar(id="calendar")
                    yield PlayersBoard(id="players")
                    yield self._logs[0]
            yield self._logs[1]
        with Vertical(id="side"):
            yield DiceTray(id="tray")
            yield self._panel

    def show(
        self,
        public: GameState,
        styles: list[PlayerStyle],
        actor: int,
        sheet_owner: int,
        buildable: list[int],
        costs: list[tuple[int, int, int]],
    ) -> None:
        """Draw what everybody may see; ``actor``'s dice, ``sheet_owner``'s province."""
        self.query_one(Court).show(public, styles)
        self.query_one(ProvinceSheet).show(public, styles, sheet_owner, buildable, costs)
        self.query_one(Calendar).show(public, phase_key(public))
        self.query_one(PlayersBoard).show(public, styles, actor)
        self.query_one(DiceTray).show(public, styles, actor)

    def next_panel(self, k: int) -> None:
        """On a small terminal: scroll to the ``k``-th panel (court, sheet, …, log)."""
        info = self.query_one("#info", VerticalScroll)
        target = self.query_one(PANELS[k % len(PANELS)])
        info.scroll_to_widget(target, top=True, animate=False)
