"""GameSession: the one object of the app that talks to the engine and the game record.

No Textual here: screens ask the session for views and hand it the chosen actions;
the session applies them, autosaves after every decision and undoes on request.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from kingsburg.engine import (
    CHANCE,
    Action,
    BattleEvent,
    Event,
    Gain,
    GameConfig,
    GameState,
    Pass,
    Standing,
    Take,
    Turn,
    action_text,
    buildable,
    building_cost,
    current_phase,
    legal_actions,
    phase_name,
    ranking,
    to_act,
    turn,
    view,
)
from kingsburg.errors import KingsburgError, RecordError
from kingsburg.paths import autosave_path, home_dir
from kingsburg.record import GameRecord, LiveGame, load_record, save_record_atomic
from kingsburg.tui.settings import load_ask_rewards, save_ask_rewards
from kingsburg.tui.style import PlayerStyle, default_styles, load_styles, save_styles

ROMAN = ("", "I", "II", "III", "IV", "V")
SOURCES = ("buildings", "advisors", "battles", "king", "cathedral", "other")
# Short keys of the phases 0-9 (engine.current_phase), for the calendar and the rules.
PHASE_KEYS = (
    "setup",
    "favor",
    "spring",
    "reward",
    "summer",
    "envoy",
    "fall",
    "recruit",
    "winter",
    "end",
)


SEASONS = ("spring", "summer", "fall")  # the productive seasons: dice are rolled


@dataclass(slots=True)
class AutosaveCheck:
    """What the setup screen should know about the last autosave (and the game's options)."""

    record: GameRecord | None = None  # an unfinished game that can be resumed
    problem: str = ""  # one line: why the autosave was set aside
    summary: str = ""  # one line describing the resumable game
    modules: dict[int, str] = field(default_factory=dict)  # the optional modules offered
    variants: dict[str, str] = field(default_factory=dict)
    saves: list[SavedGame] = field(default_factory=list)  # unfinished games in saves/


@dataclass(slots=True)
class SavedGame:
    """An unfinished game on disk, as the setup screen lists it."""

    path: Path
    players: tuple[str, ...]
    where: str  # "year II summer"
    moves: int
    date: str  # when it was last saved

    def line(self) -> str:
        return f"{', '.join(self.players)} — {self.where}, {self.moves} moves — {self.date}"


def unfinished_saves(home: Path) -> list[SavedGame]:
    """The unfinished games in ``saves/`` (copies, games kept aside by play-on), newest first.
    Unreadable or finished files are left out."""
    out = []
    paths = sorted((home / "saves").glob("*.json"), key=_mtime, reverse=True)
    for path in paths:
        try:
            record = load_record(path)
            stamp = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
        except (RecordError, OSError):
            continue
        if record.final_hash:
            continue
        tag = record.moves[-1].split(" ", 2)[:2] if record.moves else ["Y1", "setup"]
        year = tag[0].removeprefix("Y")
        where = f"year {ROMAN[int(year)] if year.isdigit() and int(year) <= 5 else year} {tag[-1]}"
        out.append(SavedGame(path, record.players, where, len(record.moves), stamp))
    return out


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def check_autosave(home: Path | None = None) -> AutosaveCheck:
    """Look at the autosave: resumable, absent, finished, or damaged (then set aside)."""
    from kingsburg.engine.state import MODULES, VARIANTS

    mods, variants = dict(MODULES), dict(VARIANTS)
    path = autosave_path() if home is None else home / "autosave.json"
    saves = unfinished_saves(path.parent)
    if not path.exists():
        return AutosaveCheck(modules=mods, variants=variants, saves=saves)
    try:
        record = load_record(path)
        game = LiveGame.from_record(record)
    except (RecordError, KingsburgError, OSError, ValueError) as e:
        aside = path.with_name(f"autosave.damaged-{time.strftime('%Y%m%d-%H%M%S')}.json")
        try:
            path.replace(aside)
            where = f"moved to {aside.name}"
        except OSError:
            where = "left in place"
        first = str(e).splitlines()[0] if str(e) else type(e).__name__
        return AutosaveCheck(
            problem=f"The autosave could not be read ({first}); {where}.",
            modules=mods,
            variants=variants,
            saves=saves,
        )
    if game.state.over:
        return AutosaveCheck(modules=mods, variants=variants, saves=saves)
    st = game.state
    names = ", ".join(record.players)
    extras = ""
    if record.modules or record.variants:
        extras = ", with " + ", ".join(
            [f"module {m}" for m in record.modules] + list(record.variants)
        )
    return AutosaveCheck(
        record=record,
        summary=f"{names} — {season_text(st)}, {len(record.moves)} moves "
        f"(seed {record.seed}{extras})",
        modules=mods,
        variants=variants,
        saves=saves,
    )


def enemy_card(state: GameState, card: str) -> list[str]:
    """An enemy card as printed: year, name and type, strength, reward, penalty."""
    e = state.ruleset.enemy(card)
    r, p = e.reward, e.penalty
    win = [f"{n} {w}" for n, w in ((r.gold, "gold"), (r.wood, "wood"), (r.stone, "stone")) if n]
    win += [f"{r.choice_goods} good(s) of your choice"] * bool(r.choice_goods)
    win += [f"{r.vp} VP"] * bool(r.vp)
    lose = [f"{n} {w}" for n, w in ((p.gold, "gold"), (p.wood, "wood"), (p.stone, "stone")) if n]
    lose += [f"{p.choice_goods} good(s) of your choice"] * bool(p.choice_goods)
    lose += ["1 building"] * bool(p.building)
    lose += [f"{p.vp} VP"] * bool(p.vp)
    kind = "" if e.name.lower() == e.type else f" ({e.type})"
    return [
        f"Year {ROMAN[e.year]} enemy: {e.name}{kind}, strength {e.strength}",
        f"If you beat them: gain {', '.join(win) or 'nothing'}",
        f"If they beat you: lose {', '.join(lose) or 'nothing'}",
    ]


def season_text(state: GameState) -> str:
    return f"Year {ROMAN[state.year]}, {phase_name(state)}"


def phase_key(state: GameState) -> str:
    """The phase's short tag: favor, spring, reward, summer, envoy, fall, recruit, winter, end."""
    return PHASE_KEYS[current_phase(state)]


@dataclass(slots=True)
class BattleReport:
    """One winter's battle, read from the events."""

    year: int
    enemy: BattleEvent  # the "enemy" event: which card attacks, its strength
    reinforcement: Event | None  # the King's reinforcements (or module 5's tokens)
    lines: dict[int, list[Event]] = field(default_factory=dict)  # player -> events


class GameSession:
    def __init__(self, game: LiveGame, styles: list[PlayerStyle], home: Path | None = None) -> None:
        self.game = game
        self.styles = styles
        self.home = home_dir() if home is None else home
        # Ask even when a reward has one free outcome (the setup option; off: taken at once).
        self.ask_rewards = False
        self.final_path: Path | None = None
        self.save_to: Path | None = None  # where to autosave instead of ``autosave.json``
        self._view_cache: tuple[int, GameState] | None = None
        self.save_problem = ""  # one line while saving fails, "" while it works
        self._save_news: tuple[str, bool] | None = None  # (what to tell, is it bad news)

    def set_game(self, game: LiveGame) -> None:
        """Show another game (replay moves through a record this way)."""
        self.game = game
        self._view_cache = None

    # --- creating -----------------------------------------------------------

    @classmethod
    def new(
        cls,
        names: list[str],
        seed: int,
        styles: list[PlayerStyle] | None = None,
        modules: tuple[int, ...] = (),
        variants: tuple[str, ...] = (),
        ask_rewards: bool = False,
    ) -> GameSession:
        game = LiveGame(GameConfig(tuple(names), modules, variants), seed)
        session = cls(game, styles or default_styles(len(names)))
        session.ask_rewards = ask_rewards
        with contextlib.suppress(OSError):  # a home that cannot be written: said by save()
            session.home.mkdir(parents=True, exist_ok=True)
            save_styles(session.home, session.styles)
            save_ask_rewards(session.home, ask_rewards)
        session.settle()
        session.save()
        return session

    @classmethod
    def from_record(cls, record: GameRecord) -> GameSession:
        """Resume a record; a decision held before new dice or a card stays held."""
        game = LiveGame.from_record(record, draw_chance=False)
        home = home_dir()
        session = cls(game, load_styles(home, len(record.players)), home)
        session.ask_rewards = load_ask_rewards(home)
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
        return [(i, e) for i, e in self.game.log if not e.private]

    def buildable(self, player: int) -> list[int]:
        """Building indices the player could build now if they had the goods."""
        st = self.game.state
        return [st.ruleset.building_index(b) for b in buildable(st, player)]

    def cost(self, player: int, index: int) -> tuple[int, int, int]:
        """The cost of a building for this player (the Crane applied)."""
        st = self.game.state
        return building_cost(st, player, st.ruleset.buildings[index].id)

    def secrets(self, player: int) -> list[str]:
        """What only this player knows (for the privacy screen only): the enemy cards
        seen and not yet public, in full, and a picked soldier token."""
        st = self.game.state
        mine = view(st, player)
        public = self.public().deck
        out = []
        for year in st.players[player].seen:
            card = mine.deck[year - 1]
            if card and not public[year - 1]:
                out += enemy_card(st, card)
        pick = st.players[player].token_pick
        if pick >= 0:
            out.append(f"Your soldier token this winter: {pick}")
        return out

    def ranking(self) -> list[Standing]:
        return ranking(self.game.state)

    def breakdown(self) -> list[dict[str, int]]:
        """VP per player by source (buildings, advisors, battles, king, cathedral, other)."""
        out = [dict.fromkeys(SOURCES, 0) for _ in range(self.n)]
        for _, e in self.game.log:
            if e.vp and e.player >= 0:
                key = e.source if e.source in SOURCES else "other"
                out[e.player][key] += e.vp
        return out

    def vp_history(self) -> list[list[int]]:
        """Each player's VP after each of the 20 seasons (index 0 = the start)."""
        vp = [0] * self.n
        hist = [[0] for _ in range(self.n)]
        for _, e in self.game.log:
            if e.vp and e.player >= 0:
                vp[e.player] += e.vp
            if e.kind == "season_end":
                for i in range(self.n):
                    hist[i].append(vp[i])
        if self.over:  # the Cathedral scores after the last season
            for i in range(self.n):
                hist[i][-1] = vp[i]
        return hist

    def last_battle(self) -> BattleReport | None:
        """The last completed winter battle (from its 'enemy' event to its 'winter' event)."""
        log = self.game.log
        end = next((k for k in range(len(log) - 1, -1, -1) if log[k][1].kind == "winter"), -1)
        if end < 0:
            return None
        start = next((k for k in range(end, -1, -1) if log[k][1].kind == "enemy"), -1)
        if start < 0:
            return None
        enemy = log[start][1]
        assert isinstance(enemy, BattleEvent)
        reinf = None
        for k in range(start - 1, -1, -1):  # back to the start of the winter
            e = log[k][1]
            if e.kind == "reinforce":
                reinf = e
            if e.kind == "phase":
                break
        report = BattleReport(enemy.year, enemy, reinf)
        for _, e in log[start + 1 : end]:
            if e.private or e.player < 0:
                continue
            report.lines.setdefault(e.player, []).append(e)
        return report

    # --- acting -------------------------------------------------------------

    @property
    def held(self) -> bool:
        """A decision was made and new dice or a card come next: they wait until the
        player confirms, so that the decision can still be undone."""
        return not self.over and to_act(self.game.state) == CHANCE

    def deciding(self) -> int:
        """The player to decide, or while ``held`` the one whose decision waits."""
        t = self.turn()
        if t.kind == "decision" or not self.held or not self.game.moves:
            return t.player
        who = self.game.moves[-1].split(": ", 1)[0].rsplit(" ", 1)[-1]
        return self.names.index(who) if who in self.names else -1

    def auto_action(self) -> Action | None:
        """A reward with one outcome that costs nothing: the action the app takes by itself
        (None when the player must choose, or asked to be asked)."""
        t = self.turn()
        if self.ask_rewards or t.kind != "decision" or t.decision != "reward":
            return None
        options = [a for a in self.legal() if not isinstance(a, Pass)]
        if len(options) != 1:
            return None
        only = options[0]
        st = self.game.state
        rank = st.todo[-1].arg
        if isinstance(only, Gain):  # a module-6 tile: free when nothing is paid
            return only if min(only.bundle) >= 0 else None
        if not isinstance(only, Take):
            return None
        if rank in st.tiles:
            return only
        return only if all(o.vp >= 0 for o in st.ruleset.advisors[rank - 1].options) else None

    def settle(self) -> list[Event]:
        """Take the rewards that need no question; draw dice and cards that are due,
        except right after an undoable decision (then ``held`` until ``confirm``)."""
        events: list[Event] = []
        while not self.over:
            if to_act(self.game.state) == CHANCE:
                if self.game.can_undo():
                    break
                events += self.game.draw_chance()
                continue
            auto = self.auto_action()
            if auto is None:
                break
            events += self.game.decide(auto, draw=False)
        return events

    def decide(self, action: Action) -> list[Event]:
        """Apply a decision (IllegalActionError if not allowed), then autosave."""
        events = self.game.decide(action, draw=False)
        events += self.settle()
        self.save()
        return events

    def confirm(self) -> list[Event]:
        """The held decision is final: draw the dice or cards that follow it."""
        events = self.game.draw_chance()
        events += self.settle()
        self.save()
        return events

    def can_undo(self) -> bool:
        return not self.over and self.game.can_undo()

    def undo(self) -> str:
        """Undo the last decision (and the rewards taken by themselves after it); returns
        the undone record line, or "" when only automatic moves could be undone."""
        moves = len(self.game.moves)
        line = self.game.moves[-1]
        self.game.undo()
        while self.auto_action() is not None and self.game.can_undo():
            line = self.game.moves[-1]
            self.game.undo()
        if self.auto_action() is not None:  # nothing but automatic moves since the dice
            self.settle()
            line = ""
        if len(self.game.moves) != moves:
            self.save()
        return line

    # --- files --------------------------------------------------------------

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
            problem = f"Saving the game to {where} failed ({e.strerror or e})."
            copy = self._fallback_copy()
            extra = f" A copy is in {copy}." if copy else " No copy could be written elsewhere."
            if not self.save_problem:
                self._save_news = (
                    f"{problem}{extra} The game goes on; every move will try to save there again.",
                    True,
                )
            self.save_problem = problem + extra
            return
        if self.save_problem:
            self._save_news = (
                f"Saving works again: the game is saved in {where_saved(self)}.",
                False,
            )
        self.save_problem = ""

    def take_save_news(self) -> tuple[str, bool] | None:
        """What to tell about saving since the last call (text, bad news?), if anything."""
        news, self._save_news = self._save_news, None
        return news

    def _fallback_copy(self) -> Path | None:
        target = Path(tempfile.gettempdir()) / f"kingsburg-{os.getpid()}-seed{self.seed}.json"
        try:
            return save_record_atomic(self.game.to_record(), target)
        except OSError:
            return None

    def autosave(self) -> Path:
        """Write the record (atomically); a finished game moves to ``games/``."""
        self.home.mkdir(parents=True, exist_ok=True)
        record = self.game.to_record()
        if not self.over:
            save_record_atomic(record, self.autosave_file)
            return self.autosave_file
        if self.final_path is None:
            stamp = time.strftime("%Y%m%d-%H%M%S")
            self.final_path = self.home / "games" / f"kingsburg-{stamp}-seed{self.seed}.json"
            self.final_path.parent.mkdir(parents=True, exist_ok=True)
        save_record_atomic(record, self.final_path)
        for old in (self.autosave_file, self.home / "autosave.styles.json"):
            old.unlink(missing_ok=True)
        return self.final_path

    def save_copy(self) -> Path:  # OSError when it cannot be written
        """Save the game as it stands to ``saves/`` (besides the autosave)."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = self.home / "saves" / f"kingsburg-{stamp}-seed{self.seed}.json"
        path.parent.mkdir(parents=True, exist_ok=True)
        save_record_atomic(self.game.to_record(), path)
        return path


def where_saved(session: GameSession) -> Path:
    return session.final_path if session.over and session.final_path else session.autosave_file
