"""The Kingsburg app: setup, the game, help; ``run_app`` is what ``kingsburg`` calls."""

from __future__ import annotations

import sys
import time
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.screen import Screen

from kingsburg.paths import home_dir
from kingsburg.tui.messages import NewGame, StartGame
from kingsburg.tui.screens.setup import SetupScreen
from kingsburg.tui.screens.too_small import check_size

if TYPE_CHECKING:  # the engine is imported after the first frame, for a quick start
    from kingsburg.tui.replay import ReplayModel
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

    def __init__(
        self, resume: bool = False, replay: ReplayModel | None = None, file: str | None = None
    ) -> None:
        super().__init__()
        self.resume = resume
        self.resume_file = file  # ``kingsburg resume FILE``
        self.replay = replay
        self.session: GameSession | None = None
        self.crash_line = ""  # set when an unexpected error stopped the app

    def on_mount(self) -> None:
        if self.replay is not None:
            self._open_replay(self.replay)
        elif self.resume:
            self._resume_at_once()
        else:
            self.push_screen(SetupScreen())
        self._check_size()

    def _resume_at_once(self) -> None:
        from kingsburg.errors import KingsburgError
        from kingsburg.tui.session import GameSession, check_autosave

        if self.resume_file is not None:
            self._resume_file(self.resume_file)
            return
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

    def _resume_file(self, file: str) -> None:
        """Continue a saved game from any file; it goes on saving there (an autosave of
        another game stays as it is)."""
        from kingsburg.errors import KingsburgError
        from kingsburg.record import load_record
        from kingsburg.tui.session import GameSession

        try:
            session = GameSession.from_record(load_record(file))
        except KingsburgError as e:
            self.notify(f"Could not resume: {e}", severity="error", markup=False)
            self.push_screen(SetupScreen())
            return
        if Path(file).resolve() != session.autosave_file.resolve():
            session.save_to = Path(file)
        self.start_game(session)

    def _open_replay(self, model: ReplayModel) -> None:
        from kingsburg.tui.screens.replay import ReplayScreen
        from kingsburg.tui.session import GameSession
        from kingsburg.tui.style import load_styles

        session = GameSession(model.game, load_styles(home_dir(), len(model.record.players)))
        self.push_screen(ReplayScreen(model, session))
        self.sub_title = f"replay of {model.path.name}"

    # --- when something goes wrong ------------------------------------------

    def _handle_exception(self, error: Exception) -> None:
        """An unexpected error: save the game, then let Textual close the app cleanly,
        with one line for the player instead of a traceback (that goes to a log file)."""
        if not self.crash_line:
            try:
                self.crash_line = crash_report(self, error)
            except Exception as e:  # never hide the first error behind a second one
                self.crash_line = (
                    f"kingsburg: an unexpected error ({_one_line(error)}); "
                    f"saving the game failed too ({_one_line(e)})"
                )
        super()._handle_exception(error)
        self._exit_renderables.clear()  # the traceback is in the log, not on the terminal

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

    def on_start_game(self, message: StartGame) -> None:
        self.start_game(message.session)
        if message.note:
            self.notify(message.note, title="A new game", timeout=10, markup=False)

    def on_new_game(self, message: NewGame) -> None:
        self.new_game()

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


def _one_line(error: BaseException) -> str:
    text = str(error).strip().splitlines()
    return f"{type(error).__name__}: {text[0][:100]}" if text else type(error).__name__


def crash_report(app: KingsburgApp, error: BaseException) -> str:
    """Save the game (autosave and a copy in ``crashes/``), write the traceback to
    ``logs/crash-<time>.log``, and return the one line to print."""
    import platform
    import traceback

    from kingsburg.record import save_record_atomic
    from kingsburg.record.format import engine_version

    home = home_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    log = home / "logs" / f"crash-{stamp}.log"
    saved: Path | None = None
    problems: list[str] = []
    record = None
    if app.session is not None:  # a live game: the autosave holds it
        try:
            saved = app.session.autosave()
        except Exception as e:
            problems.append(f"autosave failed: {_one_line(e)}")
        record = app.session.game.to_record()
    elif app.replay is not None:
        record = app.replay.record
        saved = app.replay.path
    copy: Path | None = None
    if record is not None:
        try:
            copy = home / "crashes" / f"crash-{stamp}-seed{record.seed}.json"
            save_record_atomic(record, copy)
        except Exception as e:
            problems.append(f"the copy failed: {_one_line(e)}")
            copy = None
    header = [
        f"Kingsburg {engine_version()} crashed at {time.strftime('%Y-%m-%d %H:%M:%S')}",
        f"Python {sys.version.split()[0]} on {platform.platform()}",
        f"game record: {saved or 'none'}; copy: {copy or 'none'}",
        *problems,
        "",
    ]
    body = "".join(traceback.format_exception(error))
    try:
        log.parent.mkdir(parents=True, exist_ok=True)
        log.write_text("\n".join(header) + body, encoding="utf-8")
        where_log = f"details in {log}"
    except OSError as e:
        where_log = f"no log written ({e.strerror})"
    line = f"kingsburg: an unexpected error stopped the app ({_one_line(error)}). "
    if copy is None and saved is None:
        line += "No game record could be saved. "
    else:
        line += (
            f"The game is saved in {saved or copy}"
            + (f" (copy: {copy})" if saved and copy else "")
            + "; to report the problem, run 'kingsburg report' "
            "(it bundles the newest record and this log) and send the file it writes with a few "
            "words on what you did. "
        )
    return (line + where_log).replace("\n", " ")


def _run(app: KingsburgApp, **run_options: Any) -> int:
    """Run the app; after an unexpected error, print its one line and return 1."""
    result = app.run(**run_options)
    if app.crash_line:
        print(app.crash_line, file=sys.stderr)
        return 1
    return result if isinstance(result, int) else 0


def run_app(resume: bool = False, file: str | None = None) -> int:
    """Run the app; ``resume`` continues the autosaved game (or ``file``) at once."""
    return _run(KingsburgApp(resume=resume, file=file))


def run_replay(path: str | Path, **run_options: Any) -> int:
    """``kingsburg replay FILE``: the record in the app, read-only. A file that cannot be
    read is one line on stderr and exit code 1."""
    from kingsburg.errors import KingsburgError
    from kingsburg.tui.replay import ReplayModel

    try:
        model = ReplayModel.open(path)
    except KingsburgError as e:
        print(f"kingsburg: {e}", file=sys.stderr)
        return 1
    except Exception as e:  # a record that trips the engine: still one line
        print(f"kingsburg: {path}: cannot replay this record ({_one_line(e)})", file=sys.stderr)
        return 1
    return _run(KingsburgApp(replay=model), **run_options)


if __name__ == "__main__":
    # Import by name, so that ``python -m kingsburg.tui.app`` uses the same classes as the
    # screens do (not copies living in ``__main__``).
    from kingsburg.tui.app import run_app as _run_app

    raise SystemExit(_run_app())
