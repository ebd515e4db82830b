"""GameSession: the local session, the one object of the app that talks to the engine and
the game record when the game runs in this app (see ``session_api`` for what the screens
need of any session).

No Textual here: screens ask the session for views and hand it the chosen actions;
the session applies them, autosaves after every decision and undoes on request.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kingsburg.engine import (
    CHANCE,
    Action,
    Event,
    Gain,
    GameConfig,
    GameState,
    Pass,
    Standing,
    Take,
    Turn,
    action_text,
    legal_actions,
    parse_action,
    ranking,
    to_act,
    turn,
    view,
    vp_by_season,
    vp_by_source,
)
from kingsburg.errors import KingsburgError
from kingsburg.lesson import LESSON_SEED, SEATS, Lesson
from kingsburg.paths import home_dir
from kingsburg.reasons import Reason, logged_reason, public_reason
from kingsburg.record import (
    PERSON,
    GameRecord,
    LiveGame,
    check_seats,
    load_record,
    parse_move,
    save_record_atomic,
    verify_record,
)
from kingsburg.saves import (
    SaveBusy,
    SaveLock,
    drop_fallback,
    free_name,
    recover_fallbacks,
    stamp,
    write_fallback,
)
from kingsburg.text import t
from kingsburg.text.decisions import action_label
from kingsburg.text.reasons import kept_reasons, reason_text
from kingsburg.text.words import level_name
from kingsburg.tui import reports
from kingsburg.tui.reports import (
    BattleReport,
    phase_key,
    season_text,
)
from kingsburg.tui.saved_games import (
    check_autosave,
    seated_names,
    unfinished_saves,
)
from kingsburg.tui.settings import load_ask_rewards, save_ask_rewards
from kingsburg.tui.style import PlayerStyle, default_styles, load_styles, save_styles

if TYPE_CHECKING:
    from kingsburg.bots import BotMove
    from kingsburg.tui.session_api import Listener

# Names that lived here before the split, still importable from here.
__all__ = [
    "GameSession",
    "bot_seed",
    "check_autosave",
    "check_seats",
    "open_saved_game",
    "phase_key",
    "season_text",
    "seated_names",
    "unfinished_saves",
]


def bot_seed(seed: int, seat: int, moves: int) -> int:
    """The computer's seed for one decision: from the game's seed, the seat and the moves
    played so far, so that a game plays out the same when resumed or after an undo."""
    return (seed * 10 + seat) * 100_000 + moves


class GameSession:
    def __init__(
        self,
        game: LiveGame,
        styles: list[PlayerStyle],
        home: Path | None = None,
        seats: tuple[str, ...] = (),
    ) -> None:
        self.game = game
        self.styles = styles
        self.home = home_dir() if home is None else home
        # Ask even when a reward has one free outcome (the setup option; off: taken at once).
        self.ask_rewards = False
        self.final_path: Path | None = None
        self.save_to: Path | None = None  # where to autosave instead of ``autosave.json``
        self._view_cache: tuple[int, GameState] | None = None
        self.seats = check_seats(seats, game.state.n)
        # Computer decisions' reasons, by the number of the move they explain.
        self.reasons: dict[int, str] = {}
        # The same as data, worded in the reader's language (none for old records' texts).
        self.reason_data: dict[int, Reason] = {}
        self._said: dict[int, str] = {}  # this run's decisions in words, by move number
        # The moves a person's reward was taken by itself (no question asked), by number.
        self.auto_moves: set[int] = set()
        self.save_problem = ""  # one line while saving fails, "" while it works
        self._save_news: tuple[str, bool] | None = None  # (what to tell, is it bad news)
        self.lock: SaveLock | None = None  # held on the save file while this game runs
        self.kept: Path | None = None  # where the unfinished autosaved game was moved
        # The save that a copy in the temporary folder stands for, while there is one.
        self._fallback: Path | None = None
        self.lesson: Lesson | None = None  # "Learn to play": what it has explained

    def set_game(self, game: LiveGame) -> None:
        """Show another game (replay moves through a record this way)."""
        self.game = game
        self._view_cache = None
        self.auto_moves = set()

    # --- creating -----------------------------------------------------------

    @classmethod
    def new(
        cls,
        names: list[str],
        seed: int,
        styles: list[PlayerStyle] | None = None,
        modules: tuple[int, ...] = (),
        variants: tuple[str, ...] = (),
        seats: tuple[str, ...] = (),
        ask_rewards: bool = False,
        lesson: Lesson | None = None,
    ) -> GameSession:
        game = LiveGame(GameConfig(tuple(names), modules, variants), seed)
        session = cls(game, styles or default_styles(len(names)), seats=seats)
        session.ask_rewards = ask_rewards
        session.lesson = lesson
        with contextlib.suppress(OSError):  # a home that cannot be written: said by save()
            session.home.mkdir(parents=True, exist_ok=True)
            save_styles(session.home, session.styles)
            save_ask_rewards(session.home, ask_rewards)
        session.settle()
        session.claim_new()
        session.save()
        return session

    @classmethod
    def new_lesson(
        cls, names: list[str], styles: list[PlayerStyle] | None = None, seed: int = LESSON_SEED
    ) -> GameSession:
        """ "Learn to play": the person (the first name) against two beginner computers, on
        the deal chosen for it (``kingsburg.lesson``; another ``seed`` only to search)."""
        return cls.new(names, seed, styles, seats=SEATS, lesson=Lesson())

    @classmethod
    def from_record(cls, record: GameRecord) -> GameSession:
        """Resume a record that passes ``verify_record`` (RecordError if not, as for
        ``replay --verify``); a decision held before new dice or a card stays held."""
        verify_record(record)
        last = max(
            (k for k, line in enumerate(record.moves, 1) if parse_move(line).chance), default=0
        )
        game = LiveGame.from_record(record, upto=last, draw_chance=False)
        home = home_dir()
        session = cls(game, load_styles(home, len(record.players)), home, record.seats)
        session.ask_rewards = load_ask_rewards(home)
        # The computers' reasons shown in the log: worded now where the record has them as data.
        session.reason_data = dict(record.reason_data)
        session.reasons = dict(record.reasons) | {
            k: reason_text(r) for k, r in record.reason_data.items()
        }
        session.lesson = Lesson.from_json(record.lesson)
        session._replay_rest(record.moves[last:])
        session.settle()
        return session

    # --- reading ------------------------------------------------------------

    @property
    def state(self) -> GameState:
        """The TRUE state, secrets included: render only through ``public``/``private``."""
        return self.game.state

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.game.state.players]

    @property
    def n(self) -> int:
        return self.game.state.n

    @property
    def seed(self) -> int:
        return self.game.seed

    @property
    def moves(self) -> int:
        return len(self.game.moves)

    @property
    def over(self) -> bool:
        return self.game.state.over

    def is_computer(self, player: int) -> bool:
        return 0 <= player < len(self.seats) and self.seats[player] != PERSON

    @property
    def people(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat == PERSON]

    @property
    def watch(self) -> bool:
        """No person at the table: the computers play on their own."""
        return not self.people

    def controls(self, player: int) -> bool:
        """Every person decides at this keyboard (hot seat)."""
        return not self.is_computer(player)

    def waiting_line(self, player: int) -> str:
        return t("screen-computer-decides", seat=level_name(self.seats[player]))

    def status_note(self) -> str:
        return ""

    def record_place(self) -> str:
        return str(self.final_path or self.autosave_file)

    def connection(self, listener: Listener) -> Coroutine[Any, Any, None] | None:
        return None  # the game changes only here

    def computer_turn(self) -> int:
        """The computer seat that decides now, else -1."""
        t = self.turn()
        return t.player if t.kind == "decision" and self.is_computer(t.player) else -1

    def think_job(self, player: int, level: str = "") -> Callable[[], BotMove]:
        """A function that decides for ``player`` from what they may see; it holds its own
        copy of their view, so it may run in another thread while the game waits."""
        from kingsburg.bots import hint, make_bot

        mine = view(self.game.state, player)
        seed = bot_seed(self.seed, player, len(self.game.moves))
        kind = level or self.seats[player]
        if kind == "hint":
            return lambda: hint(mine, player, seed)
        return lambda: make_bot(kind, seed).decide(mine, player)

    def public(self) -> GameState:
        """What everybody at the table may see."""
        key = len(self.game.moves)
        if self._view_cache is None or self._view_cache[0] != key:
            self._view_cache = (key, view(self.game.state, -1))
        return self._view_cache[1]

    def turn(self) -> Turn:
        return turn(self.game.state)

    def legal(self) -> list[Action]:
        return legal_actions(self.game.state)

    def text(self, action: Action) -> str:
        return action_text(self.game.state, action)

    def public_log(self) -> list[tuple[int, Event]]:
        """The public events, with the computers' reasons (see ``with_reasons``)."""
        return self.with_reasons([(i, e) for i, e in self.game.log if not e.private])

    def log_events(self) -> list[Event]:
        """The public events of the whole game (what a lesson looks back on)."""
        return [e for _, e in self.game.log if not e.private]

    def with_reasons(self, entries: list[tuple[int, Event]]) -> list[tuple[int, Event]]:
        """``entries`` with the computers' reasons placed in them (``reports.with_reasons``)."""
        return reports.with_reasons(
            entries, self.reasons, self.game.moves, self.names, self.reason_data
        )

    def buildable(self, player: int) -> list[int]:
        """Building indices the player could build now if they had the goods."""
        return reports.buildable_indices(self.game.state, player)

    def cost(self, player: int, index: int) -> tuple[int, int, int]:
        """The cost of a building for this player (the Crane applied)."""
        return reports.cost_of(self.game.state, player, index)

    def secrets(self, player: int) -> list[str]:
        """What only this player knows (for the privacy screen only)."""
        return reports.secret_lines(self.game.state, player, self.public())

    def ranking(self) -> list[Standing]:
        return ranking(self.game.state)

    def breakdown(self) -> list[dict[str, int]]:
        """VP per player by source (buildings, advisors, battles, king, cathedral, other)."""
        return vp_by_source(self.game.log, self.n)

    def vp_history(self) -> list[list[int]]:
        """Each player's VP after each of the 20 seasons (index 0 = the start)."""
        return vp_by_season(self.game.log, self.n, self.over)

    def last_battle(self) -> BattleReport | None:
        """The last completed winter battle (from its 'enemy' event to its 'winter' event)."""
        return reports.last_battle(self.game.log)

    # --- acting -------------------------------------------------------------

    @property
    def held(self) -> bool:
        """A person's decision was made and new dice or a card come next: they wait until
        that person confirms, so that the decision can still be undone."""
        return not self.over and to_act(self.game.state) == CHANCE

    def _last_person_decision(self, past_computers: bool) -> int:
        """The number of the last move a person decided (not a reward taken by itself)
        since the last dice or card; 0 if there is none, or (without ``past_computers``)
        if a computer decided after it."""
        names = self.names
        for k in range(len(self.game.moves), 0, -1):
            move = parse_move(self.game.moves[k - 1])
            who = move.actor
            if move.chance:
                return 0  # dice or a card came up since: nothing before may be taken back
            if k in self.auto_moves:
                continue
            if who in names and not self.is_computer(names.index(who)):
                return k
            if not past_computers:
                return 0
        return 0

    def deciding(self) -> int:
        """The player to decide, or while ``held`` the person whose decision waits."""
        t = self.turn()
        if t.kind == "decision" or not self.held:
            return t.player
        k = self._last_person_decision(past_computers=False)
        who = parse_move(self.game.moves[k - 1]).actor if k else ""
        return self.names.index(who) if who in self.names else -1

    def season_state(self) -> GameState:
        if self.held:
            k = self._last_person_decision(past_computers=False)
            before = self.game.state_before(k) if k else None
            if before is not None:  # its year and season are all the top line reads
                return before
        return self.public()

    def held_decision(self) -> str:
        """What the person decided whose end of turn is held ("" when nothing is held)."""
        k = self._last_person_decision(past_computers=False) if self.held else 0
        if not k:
            return ""
        if k not in self._said:  # held when the game was saved: worded from its state
            text = parse_move(self.game.moves[k - 1]).text
            before = self.game.state_before(k)
            if before is None:
                return text
            t = turn(before)
            action = parse_action(before, text)
            self._said[k] = action_label(before, action, t.decision, advisor=t.advisor)
        return self._said[k]

    def auto_action(self) -> Action | None:
        """A person's reward with one outcome that costs nothing: the action the app takes
        by itself (None when the player must choose, asked to be asked, or is a computer:
        a computer decides its rewards itself)."""
        t = self.turn()
        if self.ask_rewards or t.kind != "decision" or t.decision != "reward":
            return None
        if self.is_computer(t.player):
            return None
        options = [a for a in self.legal() if not isinstance(a, Pass)]
        if len(options) != 1:
            return None
        only = options[0]
        st = self.game.state
        rank = t.advisor
        if isinstance(only, Gain):  # a module-6 tile: free when nothing is paid
            return only if min(only.bundle) >= 0 else None
        if not isinstance(only, Take):
            return None
        if rank in st.tiles:
            return only
        return only if all(o.vp >= 0 for o in st.ruleset.advisors[rank - 1].options) else None

    def _replay_rest(self, lines: list[str]) -> None:
        """Replay the record lines after the last dice or card, noting which rewards were
        taken by themselves (undo and the end-of-turn hold need to know after a resume)."""
        for line in lines:
            auto = self.auto_action()
            if auto is not None and parse_move(line).text == self.text(auto):
                self.auto_moves.add(len(self.game.moves) + 1)
            self.game.replay_line(line)

    def settle(self) -> list[Event]:
        """Take the people's rewards that need no question; draw the dice and cards that
        are due, except right after a person's decision that can be undone (then ``held``
        until ``confirm``). A computer's decision, or watch mode, never holds."""
        events: list[Event] = []
        while not self.over:
            if to_act(self.game.state) == CHANCE:
                if self._last_person_decision(past_computers=False):
                    break
                events += self.game.draw_chance()
                continue
            auto = self.auto_action()
            if auto is None:
                break
            events += self.game.decide(auto, draw=False)
            self.auto_moves.add(len(self.game.moves))
        return events

    def decide(self, action: Action, reason: Reason | None = None) -> list[Event]:
        """Apply a decision (IllegalActionError if not allowed), then the rewards taken by
        themselves and the dice or cards that follow (unless held), then autosave.
        ``reason``: why a computer chose it, for the log (never for a secret choice), worded
        in the language of the moment (the record keeps the line as the log showed it)."""
        t = self.turn()
        move = len(self.game.moves) + 1
        public = self.public_reason(t.player, reason) if reason is not None else None
        # A person's decision in words, for the end-of-turn box ("done: take 1 gold"); a
        # computer's is never held, and wording it would cost each of its moves.
        said = ""
        if not self.is_computer(t.player):
            said = action_label(self.public(), action, t.decision, advisor=t.advisor)
        events = self.game.decide(action, draw=False)
        if said:
            self._said[move] = said
        if (shown := logged_reason(t, public, events)) is not None:
            self.reasons[move] = reason_text(shown)
            self.reason_data[move] = shown
        events += self.settle()
        self.save()
        return events

    def confirm(self) -> list[Event]:
        """The held decision is final: draw the dice or cards that follow it."""
        events = self.game.draw_chance()
        events += self.settle()
        self.save()
        return events

    def _undo_steps(self) -> int:
        """How many moves ``undo`` takes back: the last person's decision and every move
        after it (rewards taken by themselves, computers' decisions); 0 when dice or a card
        came up since (or in watch mode: no person at the table)."""
        k = self._last_person_decision(past_computers=True)
        return len(self.game.moves) - k + 1 if k else 0

    def public_reason(self, player: int, reason: Reason) -> Reason:
        """A reason fit for the whole table: one that may rest on an enemy card only
        ``player`` has seen keeps just what was done ("recruits 2"), not why."""
        return public_reason(self.game.state, player, reason)

    def decided_last(self, player: int) -> bool:
        name = self.names[player]
        for k in range(self.moves, 0, -1):
            if k not in self.auto_moves:
                return parse_move(self.game.moves[k - 1]).actor == name
        return False

    def take_back(self) -> str:
        """``undo``, and what to tell: the decision, and whether computers' moves went too."""
        before = list(self.game.moves)
        line = self.undo()
        secret = self.turn().secret  # the undone decision's, asked again
        what = "" if secret else self._words(line)
        after = [parse_move(m).actor for m in before[self.moves + 1 :]]
        if any(self.is_computer(self.names.index(w)) for w in after if w in self.names):
            if secret:
                return t("screen-undone-secret-with-computers")
            return t("screen-undone-with-computers", move=what)
        return t("screen-undone-secret") if secret else t("screen-undone", move=what)

    def _words(self, line: str) -> str:
        """The record line of the decision due now, in words ("Town Hall: pay 1 gold for
        1 VP"), as its menu offered it; the notation only if it no longer parses."""
        due = self.turn()
        text = parse_move(line).text
        try:
            action = parse_action(self.game.state, text)
        except KingsburgError:
            return text
        return action_label(self.public(), action, due.decision, advisor=due.advisor)

    def can_undo(self) -> bool:
        return not self.over and self._undo_steps() > 0

    def why_no_undo(self) -> str:
        return t("screen-nothing-to-undo")

    def undo(self) -> str:
        """Undo back to (and including) the last person's decision; returns its record line.
        The rewards taken by themselves and the computers' decisions after it are undone
        too (they are taken and decided again)."""
        steps = self._undo_steps()
        if steps == 0:
            self.game.undo()  # raises the engine's own "nothing to undo"
        line = self.game.moves[-steps]
        self.game.undo(steps)
        n = len(self.game.moves)
        self.reasons = {k: v for k, v in self.reasons.items() if k <= n}
        self.reason_data = {k: v for k, v in self.reason_data.items() if k <= n}
        self._said = {k: v for k, v in self._said.items() if k <= n}
        self.auto_moves = {k for k in self.auto_moves if k <= n}
        self.save()
        return line

    # --- files --------------------------------------------------------------

    def claim(self) -> None:
        """Own the save file for as long as this game runs. SaveBusy when a game running
        in another window owns it; a place where no lock can be made (nothing could be
        saved there either) is left unlocked, and saving there says what is wrong."""
        if self.lock is not None and self.lock.save == self.autosave_file:
            return
        self.close()
        try:
            self.lock = SaveLock.take(self.autosave_file)
        except OSError:
            return
        if self.lock is None:
            raise SaveBusy(t("screen-save-busy", file=self.autosave_file.name))

    def claim_new(self) -> None:
        """Choose and own the save of a new game (or a game played on from a replay): the
        autosave, after moving an unfinished game there to ``saves/`` (``kept``), so that
        it stays resumable; or, when a game running elsewhere owns the autosave, a file of
        its own in ``saves/``."""
        auto = self.home / "autosave.json"
        self.save_to = None
        try:
            self.lock = SaveLock.take(auto)
        except OSError:
            return  # the home cannot be written: saving says so
        if self.lock is not None:
            if not (auto.exists() or auto.is_symlink()):
                return
            kept = free_name(self.home / "saves", f"autosave-kept-{stamp()}")
            try:
                kept.parent.mkdir(parents=True, exist_ok=True)
                auto.replace(kept)
                self.kept = kept
                return
            except OSError:
                self.close()  # it cannot be kept: leave it, and save elsewhere
        self.save_to = free_name(self.home / "saves", f"kingsburg-{stamp()}-seed{self.seed}")
        with contextlib.suppress(OSError, SaveBusy):
            self.claim()

    def kept_note(self) -> str:
        """What to tell when the new game moved an unfinished one aside ("" if not)."""
        if self.kept is None:
            return ""
        return t("screen-kept-note", file=f"saves/{self.kept.name}")

    def close(self) -> None:
        """This game stops running here: its save is free for another app."""
        if self.lock is not None:
            self.lock.release()
            self.lock = None

    @property
    def autosave_file(self) -> Path:
        return self.save_to or self.home / "autosave.json"

    def full_log(self) -> list[tuple[int, Event]]:
        """Every event, secrets included (for replay only)."""
        return self.game.log

    def save(self) -> None:
        """Autosave, and never stop the game over it: when the disk is full or the home
        cannot be written, keep playing (the game is in memory), say so once, write a copy to
        the temporary folder, and try the usual place again after every move."""
        try:
            self.autosave()
        except OSError as e:
            where = where_saved(self)
            problem = t("screen-save-failed", where=str(where), why=str(e.strerror or e))
            copy = self._fallback_copy()
            extra = " " + (
                t("screen-save-copy", copy=str(copy)) if copy else t("screen-save-no-copy")
            )
            if not self.save_problem:
                self._save_news = (f"{problem}{extra} {t('screen-save-goes-on')}", True)
            self.save_problem = problem + extra
            return
        if self._fallback is not None:  # the save at home is the newer one again
            drop_fallback(self._fallback)
            self._fallback = None
        if self.save_problem:
            self._save_news = (
                t("screen-save-works-again", where=str(where_saved(self))),
                False,
            )
        self.save_problem = ""

    def lesson_changed(self) -> None:
        if self.lesson is not None:
            self.save()  # so that a game left now and resumed does not show it again

    def take_save_news(self) -> tuple[str, bool] | None:
        """What to tell about saving since the last call (text, bad news?), if anything."""
        news, self._save_news = self._save_news, None
        return news

    def _fallback_copy(self) -> Path | None:
        """A copy in the temporary folder, found and offered by the next start."""
        target = where_saved(self)  # a finished game's copy stands for its file in games/
        try:
            copy = write_fallback(self.record(), target)
        except OSError:
            return None
        if self._fallback is not None and self._fallback != target:
            drop_fallback(self._fallback)  # the game ended: its unfinished copy is stale
        self._fallback = target
        return copy

    def autosave(self) -> Path:
        """Write the record (atomically); a finished game moves to ``games/``."""
        self.home.mkdir(parents=True, exist_ok=True)
        record = self.record()
        if not self.over:
            save_record_atomic(record, self.autosave_file)
            return self.autosave_file
        if self.final_path is None:
            stamp = time.strftime("%Y%m%d-%H%M%S")
            self.final_path = self.home / "games" / f"kingsburg-{stamp}-seed{self.seed}.json"
            self.final_path.parent.mkdir(parents=True, exist_ok=True)
        save_record_atomic(record, self.final_path)
        self.autosave_file.unlink(missing_ok=True)
        if self.save_to is None:  # the styles belong to the autosave
            (self.home / "autosave.styles.json").unlink(missing_ok=True)
        return self.final_path

    def save_copy(self) -> Path:  # OSError when it cannot be written
        """Save the game as it stands to ``saves/`` (besides the autosave)."""
        # A name of its own: never over another file, such as this game's own save there.
        path = free_name(self.home / "saves", f"kingsburg-{stamp()}-seed{self.seed}")
        path.parent.mkdir(parents=True, exist_ok=True)
        save_record_atomic(self.record(), path)
        return path

    def record(self) -> GameRecord:
        """The game record, with who sits at each seat when computers play."""
        record = self.game.to_record()
        if any(seat != PERSON for seat in self.seats):
            record.seats = self.seats
        record.reasons, record.reason_data = kept_reasons(self.reasons, self.reason_data)
        if self.lesson is not None:
            record.lesson = self.lesson.to_json()
        return record


def where_saved(session: GameSession) -> Path:
    return session.final_path if session.over and session.final_path else session.autosave_file


def open_saved_game(file: str | Path) -> tuple[GameSession, str]:
    """``kingsburg resume FILE``: the game in FILE (or the newer copy of it that was left in
    the temporary folder when it could not be saved), owned by this app, going on saving to
    FILE; and a line to tell ("" if none). KingsburgError (one line) when it cannot be."""
    path = Path(file)
    note = ""
    copies = recover_fallbacks(home_dir(), only=path)
    if copies:
        record = copies[0].record
        note = t("screen-newer-copy", folder=str(copies[0].copy.parent), file=str(path))
    else:
        record = load_record(path)
    session = GameSession.from_record(record)
    same = False
    with contextlib.suppress(OSError):
        same = path.resolve() == session.autosave_file.resolve()
    if not same:  # it goes on saving in FILE; the autosave of another game stays as it is
        session.save_to = path
    session.claim()
    return session, note
