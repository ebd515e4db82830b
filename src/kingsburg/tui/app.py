"""The Kingsburg app: setup, the game, help; ``run_app`` is what ``kingsburg`` calls."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.screen import Screen

from kingsburg.tui.screens.setup import SetupScreen
from kingsburg.tui.screens.too_small import check_size

if TYPE_CHECKING:  # the engine is imported after the first frame, for a quick start
    from kingsburg.tui.screens.game import GameScreen
    from kingsburg.tui.session import GameSession


class KingsburgApp(App[int]):
    CSS_PATH = "kingsburg.tcss"
    TITLE = "Kingsburg"
    ENABLE_COMMAND_PALETTE = True

    BINDINGS = [  # noqa: RUF012
        Binding("f1,question_mark", "help", "Rules"),
        Binding("ctrl+s", "save", "Save copy", show=False),
        Binding("ctrl+q", "quit", "Quit"),
    ]

    def __init__(self, resume: bool = False) -> None:
        super().__init__()
        self.resume = resume
        self.session: GameSession | None = None

    def on_mount(self) -> None:
        if self.resume:
            self._resume_at_once()
        else:
            self.push_screen(SetupScreen())
        self._check_size()

    def _resume_at_once(self) -> None:
        from kingsburg.errors import KingsburgError
        from kingsburg.tui.session import GameSession, check_autosave

        check = check_autosave()
        if check.record is not None:
            try:
                self.start_game(GameSession.from_record(check.record))
                return
            except KingsburgError as e:
                self.notify(f"Could not resume: {e}", severity="error")
        else:
            msg = check.problem or "There is no unfinished game to resume."
            self.notify(msg, severity="warning")
        self.push_screen(SetupScreen(check))

    # --- screens ------------------------------------------------------------

    def _clear_stack(self) -> None:
        while len(self.screen_stack) > 1:
            self.pop_screen()

    def start_game(self, session: GameSession) -> None:
        from kingsburg.tui.screens.game import GameScreen

        self.session = session
        self._clear_stack()
        screen = GameScreen(session)
        self.push_screen(screen)
        self.sub_title = f"seed {session.seed}"
        if session.over:
            screen.after([])

    def new_game(self) -> None:
        self.session = None
        self._clear_stack()
        self.push_screen(SetupScreen())

    def _check_size(self) -> None:
        check_size(self)

    # --- actions ------------------------------------------------------------

    def action_help(self) -> None:
        from kingsburg.tui.screens.rules_help import RulesHelpScreen

        if isinstance(self.screen, RulesHelpScreen):
            return
        if not self.is_screen_installed("rules"):
            # Built once (the rulebook takes a moment to lay out), then kept for quick reopening.
            self.install_screen(RulesHelpScreen(), name="rules")
        self.push_screen("rules")

    def action_save(self) -> None:
        if self.session is None:
            self.notify("No game to save yet.", severity="warning")
            return
        path = self.session.save_copy()
        self.notify(f"Saved a copy to {path}")

    def action_undo(self) -> None:
        screen = self._game_screen()
        if screen is not None:
            screen.action_undo()

    def _game_screen(self) -> GameScreen | None:
        from kingsburg.tui.screens.game import GameScreen

        for screen in reversed(self.screen_stack):
            if isinstance(screen, GameScreen):
                return screen
        return None

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        yield SystemCommand("Rules", "Open the rules of Kingsburg (F1)", self.action_help)
        if self.session is not None:
            yield SystemCommand(
                "Save a copy", "Save the game as it stands (it autosaves anyway)", self.action_save
            )
            yield SystemCommand("Undo", "Take back the last decision (u)", self.action_undo)
        yield SystemCommand("New game", "Leave this game and set up a new one", self.new_game)
        yield from super().get_system_commands(screen)


def run_app(resume: bool = False) -> int:
    """Run the app; ``resume`` continues the autosaved game at once."""
    app = KingsburgApp(resume=resume)
    result = app.run()
    return result if isinstance(result, int) else 0


if __name__ == "__main__":
    # Import by name, so that ``python -m kingsburg.tui.app`` uses the same classes as the
    # screens do (not copies living in ``__main__``).
    from kingsburg.tui.app import run_app as _run_app

    raise SystemExit(_run_app())
