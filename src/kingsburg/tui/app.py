"""The Kingsburg app: setup, the game, help; ``run_app`` is what ``kingsburg`` calls."""

from __future__ import annotations

import contextlib
import gc
import logging
import os
import sys
import time
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.notifications import SeverityLevel
from textual.screen import Screen

from kingsburg.errors import one_line
from kingsburg.paths import home_dir
from kingsburg.text import t
from kingsburg.tui import cell_widths, textual_fixes
from kingsburg.tui.messages import Hosted, JoinSeat, NewGame, OpenReplay, StartGame
from kingsburg.tui.safe import clean
from kingsburg.tui.screens.setup import SetupScreen
from kingsburg.tui.screens.too_small import check_size
from kingsburg.tui.terminal import check_terminal

if TYPE_CHECKING:  # the engine is imported after the first frame, for a quick start
    from kingsburg.online.protocol import Update
    from kingsburg.tui.hosting import HostedTable
    from kingsburg.tui.remote import RemoteSession
    from kingsburg.tui.replay import ReplayModel
    from kingsburg.tui.screens.game import GameScreen
    from kingsburg.tui.session import GameSession


class KingsburgApp(App[int]):
    CSS_PATH = "kingsburg.tcss"
    TITLE = "Kingsburg"
    ENABLE_COMMAND_PALETTE = True

    BINDINGS = [  # noqa: RUF012
        Binding("f1,question_mark", "help", "key-rules"),
        Binding("ctrl+s", "save", "key-save"),  # a copy in saves/ (it autosaves anyway)
        # A priority binding, as Textual's own: else a dialog (a modal screen) swallows it.
        Binding("ctrl+q", "quit", "key-quit", priority=True),
    ]

    def __init__(
        self,
        resume: bool = False,
        replay: ReplayModel | None = None,
        game: tuple[GameSession, str] | None = None,
        remote: RemoteSession | None = None,
        learn: bool = False,
    ) -> None:
        textual_fixes.install()  # before any of the app's widgets is made
        cell_widths.install()
        super().__init__()
        self.resume = resume
        self.learn = learn  # ``kingsburg learn``: a lesson game at once
        self.opened = game  # ``kingsburg resume FILE``: the game, opened, and a note
        self.replay = replay
        self.remote = remote  # ``kingsburg join LINK``: a seat of a table hosted elsewhere
        self._session: GameSession | None = None
        self.hosted: list[HostedTable] = []  # tables hosted from the setup screen
        self.crash_line = ""  # set when an unexpected error stopped the app

    @property
    def session(self) -> GameSession | None:
        return self._session

    @session.setter
    def session(self, session: GameSession | None) -> None:
        """The game this app runs; the one it leaves frees its save for other apps."""
        if self._session is not None and self._session is not session:
            self._session.close()
        self._session = session

    def on_unmount(self) -> None:
        """The app ends: its game stops running, its save is free (also for a later app
        in this process, as in tests)."""
        if self._session is not None:
            self._session.close()
        self.stop_hosting()

    async def action_quit(self) -> None:
        """Quit; while this app hosts a table that is still running, ask first: it ends
        for every player."""
        from kingsburg.tui.screens.hosted import ConfirmEndTable

        if not any(table.running for table in self.hosted):
            self.exit()
            return

        def answer(yes: bool | None) -> None:
            if yes:
                self.exit()

        self.push_screen(ConfirmEndTable(), answer)

    def stop_hosting(self) -> None:
        """The tables this app hosts stop with it (they can be resumed from the home)."""
        while self.hosted:
            self.hosted.pop().stop()

    def on_mount(self) -> None:
        self._theme_as_chosen()
        if self.replay is not None:
            self._open_replay(self.replay)
        elif self.remote is not None:
            self.join(self.remote)
        elif self.opened is not None:
            session, note = self.opened
            self.start_game(session)
            if note:
                self.notify(note, title=t("app-newer-copy"), timeout=20)
        elif self.resume:
            self._resume_at_once()
        elif self.learn:
            self.start_lesson()
        else:
            self.push_screen(SetupScreen())
        self._check_size()
        self.call_after_refresh(self._check_home)
        # A second on, the player is reading the first screen (and it has been painted).
        self.set_timer(1.0, lambda: self.run_worker(_warm_up, thread=True, group="warm-up"))

    def _theme_as_chosen(self) -> None:
        """The high-contrast theme when the setup screen's option was left on."""
        from kingsburg.tui.contrast import use_theme
        from kingsburg.tui.settings import load_high_contrast

        try:
            high = load_high_contrast(home_dir())
        except (OSError, ValueError):
            high = False
        if high:
            use_theme(self, True)

    def join(self, remote: RemoteSession) -> None:
        """Show the seat's game; the session keeps it in step with the host."""
        from kingsburg.tui.screens.game import GameScreen

        self.remote = remote
        screen = GameScreen(remote)
        self.push_screen(screen)
        self.sub_title = t("app-sub-seat", name=remote.names[remote.seat], where=remote.where)
        if remote.over:
            self.call_after_refresh(screen.after, [])

    def on_join_seat(self, message: JoinSeat) -> None:
        self.join(message.remote)

    def on_hosted(self, message: Hosted) -> None:
        from kingsburg.tui.screens.hosted import HostedScreen

        self.hosted.append(message.table)
        self.push_screen(HostedScreen(message.table))

    def _check_home(self) -> None:
        """Before the first move: say plainly if games cannot be saved where they would be."""
        from kingsburg.paths import home_problem

        problem = home_problem()
        if problem:
            self.notify(problem, title=t("app-cannot-save-title"), severity="error", timeout=30)

    def _resume_at_once(self) -> None:
        from kingsburg.errors import KingsburgError
        from kingsburg.tui.session import GameSession, check_autosave

        check = check_autosave()
        if check.record is not None:
            try:
                session = GameSession.from_record(check.record)
                session.claim()
                self.start_game(session)
                return
            except KingsburgError as e:
                self.notify(t("app-could-not-resume", problem=str(e)), severity="error")
        else:
            msg = check.problem or t("app-nothing-to-resume")
            self.notify(msg, severity="warning")
        self.push_screen(SetupScreen(check))

    def on_open_replay(self, message: OpenReplay) -> None:
        """Replay a record picked on the setup screen, as ``kingsburg replay FILE`` does."""
        model = message.model
        self.session = None
        self.replay = model
        self._clear_stack()
        self._open_replay(model)

    def _open_replay(self, model: ReplayModel) -> None:
        from kingsburg.tui.screens.replay import ReplayScreen
        from kingsburg.tui.session import GameSession
        from kingsburg.tui.style import load_styles

        session = GameSession(model.game, load_styles(home_dir(), len(model.record.players)))
        session.reasons = dict(model.record.reasons)
        self.push_screen(ReplayScreen(model, session))
        self.sub_title = t("app-sub-replay", file=one_line(model.path.name))

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = False,
    ) -> None:
        """Every notification of the app (screens call this one too) is plain text: a move
        or a file name read from outside must never act as markup or a clickable action."""
        message, title = textual_notice(message, title)
        super().notify(
            clean(message), title=clean(title), severity=severity, timeout=timeout, markup=False
        )

    def action_help_quit(self) -> None:
        """ctrl+c outside a text field: say how to quit (as Textual does, in the player's
        language)."""
        for key, active in self.active_bindings.items():
            if active.binding.action in ("quit", "app.quit"):
                self.notify(t("app-quit-how", key=key), title=t("app-quit-title"))
                return

    # --- when something goes wrong ------------------------------------------

    def _handle_exception(self, error: Exception) -> None:
        """An unexpected error: save the game, then let Textual close the app cleanly,
        with one line for the player instead of a traceback (that goes to a log file)."""
        if not self.crash_line:
            from kingsburg.crash import short

            try:
                self.crash_line = crash_report(self, error)
            except Exception as e:  # never hide the first error behind a second one
                self.crash_line = one_line(
                    t("app-crash-twice", error=short(error), problem=short(e))
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
        screen.tell_saving()
        self.sub_title = t("app-sub-seed", seed=str(session.seed))
        if session.over:
            screen.after([])

    def start_lesson(self, person: str = "") -> None:
        """ "Learn to play": a new game on the lesson's deal (``kingsburg.lesson``), the
        person called ``person`` (else the first default name)."""
        from kingsburg.errors import KingsburgError
        from kingsburg.lesson import lesson_names
        from kingsburg.tui.session import GameSession
        from kingsburg.tui.style import DEFAULT_NAMES

        names = lesson_names(person or DEFAULT_NAMES[0], DEFAULT_NAMES)
        try:
            session = GameSession.new_lesson(names)
        except KingsburgError as e:
            self.notify(str(e), severity="error")
            if not self.screen_stack[1:]:
                self.push_screen(SetupScreen())
            return
        self.on_start_game(StartGame(session, session.kept_note()))

    def on_start_game(self, message: StartGame) -> None:
        self.start_game(message.session)
        if message.note:
            self.notify(message.note, title=t("app-new-game"), timeout=10, markup=False)

    def on_new_game(self, message: NewGame) -> None:
        self.new_game()

    def new_game(self) -> None:
        if self.remote is not None:
            # A seat of a table hosted elsewhere (a browser's page runs on the host's
            # machine, with its home): it plays that seat and nothing else.
            return
        self.session = None
        self._clear_stack()
        self.push_screen(SetupScreen())

    def _check_size(self) -> None:
        check_size(self)

    # --- actions ------------------------------------------------------------

    def action_help(self) -> None:
        from kingsburg.tui.screens.game import GameScreen
        from kingsburg.tui.screens.rules_help import RulesHelpScreen, open_rules_at

        if isinstance(self.screen, RulesHelpScreen):
            return
        # A lesson's explanation on show: its rule's chapter, at its heading.
        anchor = self.screen.lesson_anchor() if isinstance(self.screen, GameScreen) else ""
        if anchor:
            self.run_worker(open_rules_at(self, anchor), group="rules")
            return
        from kingsburg.text import language

        name = f"rules-{language()}"
        if not self.is_screen_installed(name):
            # Built once per language (the rulebook takes a moment to lay out), then kept for
            # quick reopening.
            self.install_screen(RulesHelpScreen(), name=name)
        self.push_screen(name)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """ctrl+s is shown only while a game is played (not in a replay, setup, at the end)."""
        if action == "save":
            return self.session is not None and not self.session.over
        return True

    def action_save(self) -> None:
        if self.session is None:
            self.notify(t("app-no-game-to-save"), severity="warning")
            return
        try:
            path = self.session.save_copy()
        except OSError as e:
            where = e.filename or self.session.home / "saves"
            problem = str(e.strerror or e)
            self.notify(t("app-save-failed", folder=str(where), problem=problem), severity="error")
            return
        self.notify(t("app-saved-copy", file=str(path)))

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
        yield SystemCommand(t("palette-rules"), t("palette-rules-help"), self.action_help)
        if self.session is not None:
            yield SystemCommand(t("palette-save"), t("palette-save-help"), self.action_save)
            yield SystemCommand(t("palette-undo"), t("palette-undo-help"), self.action_undo)
        if self.remote is None:  # a seat of an online table plays that seat alone
            yield SystemCommand(t("palette-new-game"), t("palette-new-game-help"), self.new_game)
        # Textual's own commands (Theme, Quit, Keys, Maximize/Minimize, Screenshot), worded
        # in the player's language; one we do not know stays as Textual words it.
        for command in super().get_system_commands(screen):
            title, help_text = TEXTUAL_COMMANDS.get((command.title, command.help), ("", ""))
            if title:
                command = command._replace(title=t(title), help=t(help_text))
            yield command

    # Textual (8.2.8) opens its command palette and the theme search with fixed English
    # placeholders ("Search for commands…", "Search for themes…"); these are its own two
    # methods, with the placeholder in the player's language (and the palette's "No matches
    # found" worded too: ``kingsburg.tui.palette``).
    def action_command_palette(self) -> None:
        from kingsburg.tui.palette import WordedPalette  # (not at start: it imports a lot)

        if self.use_command_palette and not WordedPalette.is_open(self):  # type: ignore[arg-type]
            self.push_screen(WordedPalette(placeholder=t("palette-search"), id="--command-palette"))

    def search_themes(self) -> None:
        from textual.theme import ThemeProvider

        from kingsburg.tui.palette import WordedPalette

        self.push_screen(
            WordedPalette(providers=[ThemeProvider], placeholder=t("palette-search-themes"))
        )

    def language_changed(self) -> None:
        """The player chose another language: the keys of every screen shown are worded anew
        (the screens' own text is the screens' to redo)."""
        for screen in self.screen_stack:
            screen.refresh_bindings()
        # The rulebook screen is kept once built: built anew, in the new language, when next
        # opened (its keys chapter, and the rules of that language once they exist).
        if self.is_screen_installed("rules") and not any(
            s is self.get_screen("rules") for s in self.screen_stack
        ):
            self.uninstall_screen("rules")


# Textual's system commands (textual==8.2.8: title and help) by the messages that word them.
TEXTUAL_COMMANDS: dict[tuple[str, str], tuple[str, str]] = {
    ("Theme", "Change the current theme"): ("palette-theme", "palette-theme-help"),
    ("Quit", "Quit the application as soon as possible"): ("palette-quit", "palette-quit-help"),
    ("Keys", "Show help for the focused widget and a summary of available keys"): (
        "palette-keys",
        "palette-keys-show-help",
    ),
    ("Keys", "Hide the keys and widget help panel"): ("palette-keys", "palette-keys-hide-help"),
    ("Minimize", "Minimize the widget and restore to normal size"): (
        "palette-minimize",
        "palette-minimize-help",
    ),
    ("Maximize", "Maximize the focused widget"): ("palette-maximize", "palette-maximize-help"),
    ("Screenshot", "Save an SVG 'screenshot' of the current screen"): (
        "palette-screenshot",
        "palette-screenshot-help",
    ),
}


# Textual's own notices (textual==8.2.8: after the palette's Screenshot), by the messages
# that word them; any other notice is the app's own, worded already.
PARENT_CHECK_SECONDS = 0.5  # how often a page's helper looks whether its host is there
QUIT_SECONDS = 3.0  # then the time it has to end by itself
_SCREENSHOT = "Screenshot"
_SAVED_TO = "Saved screenshot to [$text-success]"


def textual_notice(message: str, title: str) -> tuple[str, str]:
    """A notice of Textual's own in the player's language (anything else as it is)."""
    if title != _SCREENSHOT:
        return message, title
    if message == "Saved screenshot":
        return t("app-screenshot-saved"), t("app-screenshot")
    if message.startswith(_SAVED_TO):
        path = message.removeprefix(_SAVED_TO).strip("'\"")
        return t("app-screenshot-saved-to", file=path), t("app-screenshot")
    if message == "Failed to save screenshot":
        return t("app-screenshot-failed"), t("app-screenshot")
    return message, title


def crash_report(app: KingsburgApp, error: BaseException) -> str:
    """Save the game (autosave and a copy in ``crashes/``), write the traceback to a crash
    log (``kingsburg.crash``), and return the one line to print."""
    from kingsburg.crash import short, write_crash_log
    from kingsburg.record import save_record_atomic

    home = home_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    saved: Path | None = None
    problems: list[str] = []
    record = None
    if app.session is not None:  # a live game: the autosave holds it
        try:
            saved = app.session.autosave()
        except Exception as e:
            problems.append(f"autosave failed: {short(e)}")
        record = app.session.record()
    elif app.replay is not None:  # the replayed file is never changed
        record = app.replay.record
        saved = app.replay.path
    copy: Path | None = None
    if record is not None:
        try:
            copy = home / "crashes" / f"crash-{stamp}-seed{record.seed}.json"
            save_record_atomic(record, copy)
        except Exception as e:
            problems.append(f"the copy failed: {short(e)}")
            copy = None
    notes = [f"game record: {saved or 'none'}; copy: {copy or 'none'}", *problems]
    where_log = write_crash_log(error, notes)
    what = short(error)
    if record is None:
        line = t("app-crash-nothing-open", error=what)
    elif copy is None and saved is None:
        line = t("app-crash-not-saved", error=what)
    elif saved and copy:
        line = t("app-crash-saved-with-copy", error=what, file=str(saved), copy=str(copy))
    else:
        line = t("app-crash-saved", error=what, file=str(saved or copy))
    return one_line(f"{line} {where_log}")


class PendingAtClose(logging.Filter):
    """Drops asyncio's "Task was destroyed but it is pending!": in a browser tab (``kingsburg
    serve``), keys still arriving as the tab is told to quit leave Textual's message posts
    unrun, and textual-serve copies the tab's stderr to the server's one-line-per-event log
    (as with the RuntimeWarnings ``web.tab_command`` silences). Every other asyncio error
    is still logged."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not str(record.msg).startswith("Task was destroyed but it is pending")


def _run(app: KingsburgApp, **run_options: Any) -> int:
    """Run the app; after an unexpected error, print its one line and return 1."""
    if not run_options.get("headless"):
        check_terminal()
    if os.environ.get("TEXTUAL_DRIVER"):  # a browser tab
        logging.getLogger("asyncio").addFilter(PendingAtClose())
    # What the imports built lives as long as the app: set aside, the collector's passes
    # while the first screen is built no longer walk it (one full pass of ~20 ms at every
    # start otherwise). The first move's sweep (game.py, _freeze_move) walks it once.
    gc.freeze()
    try:
        result = app.run(**run_options)
    finally:
        if app.session is not None:
            app.session.close()
        app.stop_hosting()  # also after a crash: no host outlives the app
    if app.session is not None and app.session.save_problem:
        print(t("app-not-saved", problem=app.session.save_problem), file=sys.stderr)
    if app.crash_line:
        print(app.crash_line, file=sys.stderr)
        return 1
    return result if isinstance(result, int) else 0


def run_app(resume: bool = False, file: str | None = None, learn: bool = False) -> int:
    """Run the app; ``resume`` continues the autosaved game (or ``file``) at once, ``learn``
    starts a lesson game. A ``file`` that cannot be resumed is a KingsburgError (one line)
    before the app opens."""
    if file is None:
        return _run(KingsburgApp(resume=resume, learn=learn))
    from kingsburg.tui.session import open_saved_game

    game = open_saved_game(file)
    try:
        return _run(KingsburgApp(game=game))
    finally:
        game[0].close()


def run_join(link: str, first: Update, for_page: bool = False, **run_options: Any) -> int:
    """``kingsburg join LINK``: the seat's game in the app, from the seat's ``first`` update
    (``remote.first_update``, which turns a link that cannot be played into one line
    before the app takes the terminal)."""
    from kingsburg.tui.remote import RemoteSession
    from kingsburg.tui.style import default_styles

    remote = RemoteSession(link, first, default_styles(len(first.seats)))
    app = KingsburgApp(remote=remote)
    if for_page:
        remote.on_lost = app.exit
        _end_with_parent(app)
    return _run(app, **run_options)


def _end_with_parent(app: KingsburgApp) -> None:
    """A page's helper ends when the host that started it does (even by kill -9): it is
    then a child of another process. (A closed page ends it through the host.)"""
    import threading

    parent = os.getppid()

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_CHECK_SECONDS)
        with contextlib.suppress(RuntimeError):  # the app has ended meanwhile
            app.call_from_thread(app.exit)
        time.sleep(QUIT_SECONDS)
        os._exit(0)  # an app that could not end (its terminal, the host's pipes, is gone)

    threading.Thread(target=watch, daemon=True).start()


def run_replay(path: str | Path, **run_options: Any) -> int:
    """``kingsburg replay FILE``: the record in the app, read-only. A file that cannot be
    read is one line on stderr and exit code 1."""
    from kingsburg.tui.replay import ReplayModel

    model = ReplayModel.open(path)  # RecordError: one line, from the CLI's boundary
    return _run(KingsburgApp(replay=model), **run_options)


if __name__ == "__main__":
    # Import by name, so that ``python -m kingsburg.tui.app`` uses the same classes as the
    # screens do (not copies living in ``__main__``).
    from kingsburg.tui.app import run_app as _run_app

    raise SystemExit(_run_app())


def _warm_up() -> None:
    """Import what later screens need, in a thread while the player reads the first one:
    imported on the key that opens them, they made that key slow."""
    import importlib

    for name in (
        "kingsburg.tui.screens.battle",
        "kingsburg.tui.screens.game_over",
        "kingsburg.tui.screens.handoff",
    ):
        importlib.import_module(name)
