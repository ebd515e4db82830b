"""What the game and the replay screens share: a status line, the board (``widgets.board``)
with the screen's own log and side panel, the footer; the keys that look at the board (other
sheets, the rule of what is focused, the next panel on a small terminal)."""

from __future__ import annotations

import gc
from abc import abstractmethod
from typing import TYPE_CHECKING

from textual import events
from textual.app import ComposeResult
from textual.widget import Widget

from kingsburg.data.models import Building
from kingsburg.text import Term, t
from kingsburg.tui.reports import phase_key
from kingsburg.tui.rules_text import (
    advisor_rule,
    building_rule,
    enemy_rule,
    phase_rule,
    section,
)
from kingsburg.tui.screens.too_small import SizeAwareScreen
from kingsburg.tui.widgets.board import PANELS, Board
from kingsburg.tui.widgets.calendar import Calendar
from kingsburg.tui.widgets.court import Court
from kingsburg.tui.widgets.footer import Footer
from kingsburg.tui.widgets.panel import TextPanel, one_redraw_each
from kingsburg.tui.widgets.players_board import PlayersBoard
from kingsburg.tui.widgets.province_sheet import ProvinceSheet
from kingsburg.tui.words import advisor_summary, building_text, tile_summary

if TYPE_CHECKING:
    from kingsburg.tui.menus import Choice
    from kingsburg.tui.session_api import Session


class BoardScreen(SizeAwareScreen):
    """Built with the screen's own log and side panel; a screen built on it fills itself
    when first shown (``start``) and draws what it shows besides the board (``redraw``).

    Not an ``abc.ABC`` (Textual's screens have their own metaclass): mypy refuses to build
    a screen that leaves out ``start`` or ``redraw``."""

    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (118, "-wide")]  # noqa: RUF012
    VERTICAL_BREAKPOINTS = [(0, "-short"), (38, "-tall")]  # noqa: RUF012

    INFO_FOCUSABLE = True  # the board's panels take the focus (not in a replay: the arrows move)

    def __init__(self, session: Session, logs: tuple[Widget, Widget], panel: Widget) -> None:
        """``logs``: two logs alike, ids "log" (wide layout) and "log-low" (narrow or short
        layout: below the scrolling panels); the screen shows every change in both."""
        super().__init__()
        self.session = session
        self._logs = logs
        self._side_panel = panel
        self.sheet_player = -1  # -1: follow the player to act
        self._last_actor = -2
        self._panel = 0

    @property
    def shown_log(self) -> Widget:
        """The one of the two logs that the current layout shows."""
        wide = not (self.has_class("-narrow") or self.has_class("-short"))
        return self._logs[0] if wide else self._logs[1]

    def compose(self) -> ComposeResult:
        yield TextPanel(id="status")
        yield Board(self._logs, self._side_panel, self.INFO_FOCUSABLE)
        yield Footer(show_command_palette=False)  # ctrl+p still opens it: room for keys

    def on_mount(self) -> None:
        self.query_one(PlayersBoard).styles.height = 3 * self.session.n + 2
        self.start()
        self.call_after_refresh(_freeze_objects)

    @abstractmethod
    def start(self) -> None:
        """Fill the screen when it is first shown."""

    def refresh_all(self) -> None:
        with self.app.batch_update(), one_redraw_each():
            self.redraw()

    @abstractmethod
    def redraw(self) -> None:
        """Draw the whole screen again (``show_board`` draws the board's part)."""

    def show_board(self, actor: int) -> None:
        """Draw the board for ``actor`` (their dice; their sheet unless another is chosen)."""
        s = self.session
        owner = self.sheet_player if self.sheet_player >= 0 else max(actor, 0)
        costs = [s.cost(owner, i) for i in range(20)]
        self.query_one(Board).show(s.public(), s.styles, actor, owner, s.buildable(owner), costs)

    def on_resize(self, event: events.Resize) -> None:
        # "Next panel" is offered only when the panels scroll (SizeAwareScreen's handler
        # runs too: Textual calls the on_resize of every class in the MRO).
        self.call_after_refresh(self.refresh_bindings)

    def on_unmount(self) -> None:
        gc.unfreeze()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "next_panel":  # offered only when the panels scroll
            return self.has_class("-narrow") or self.has_class("-short")
        return True

    # --- looking at the board ---------------------------------------------------------

    def action_next_panel(self) -> None:
        """On a small terminal: scroll the board to its next panel (court, sheet, …)."""
        self._panel = (self._panel + 1) % len(PANELS)
        self.query_one(Board).next_panel(self._panel)

    def action_sheet(self, delta: int) -> None:
        cur = self.sheet_player if self.sheet_player >= 0 else max(self.session.deciding(), 0)
        self.sheet_player = (cur + delta) % self.session.n
        self.refresh_all()

    def action_rule(self) -> None:
        from kingsburg.tui.screens.rules_help import RuleDialog

        self.app.push_screen(RuleDialog(self.rule_for_focus()))

    def rule_for_focus(self) -> str:
        s = self.session
        rs = s.state.ruleset
        focused = self.focused
        if isinstance(focused, Court):
            return self._advisor_rule(focused.cursor)
        if isinstance(focused, ProvinceSheet):
            return self._building_rule(rs.buildings[focused.cursor])
        if isinstance(focused, Calendar):
            return self._enemy_rule(s.public().year)
        c = self._highlighted_choice()
        if c is not None and c.advisor:
            return self._advisor_rule(c.advisor)
        if c is not None and c.building:
            return self._building_rule(rs.building(c.building))
        return phase_rule(phase_key(s.public()))

    def _advisor_rule(self, rank: int) -> str:
        st = self.session.state
        rs = st.ruleset
        adv = rs.advisors[rank - 1]
        if rank in st.tiles and len(rs.tiles) >= rank:
            tile = rs.tiles[rank - 1]
            advisor = Term("advisor", rank)
            summary = tile_summary(rank, tile.summary)
            # The tile's rule: its section of the rules, in the player's language.
            rule = section(f"tile-{rank}").partition("\n")[2].strip() or tile.text
            return (
                f"# {rank} — {t('screen-tile-rule-title', advisor=advisor)}\n\n"
                f"{t('screen-tile-rule-needed', rank=rank)}\n\n**{summary}**\n\n{rule}\n"
            )
        return advisor_rule(adv.rank, advisor_summary(rank, adv.summary))

    def _enemy_rule(self, year: int) -> str:
        return enemy_rule(year)

    def _building_rule(self, b: Building) -> str:
        return building_rule(b.id, building_text(b))

    def _highlighted_choice(self) -> Choice | None:
        """The option highlighted in the side panel, if it has options."""
        return None


def _freeze_objects() -> None:
    """Once the board is built: the collector's full passes no longer walk the app, its
    screens and the data (tens of thousands of objects that live as long as the game), so
    they stop being the slowest key presses of a game. Objects freed by their last
    reference go as before; only cycles among them wait for the screen to close."""
    gc.collect()
    gc.freeze()
