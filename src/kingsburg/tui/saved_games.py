"""Finding the games a player can go back to: the autosave (resumable, finished or
damaged), the unfinished games in ``saves/`` and the copies left in the temporary folder
when saving at home failed."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from kingsburg.engine import ROMAN
from kingsburg.engine.phases import PHASE_TAGS, current_phase
from kingsburg.errors import KingsburgError, RecordError
from kingsburg.message import Arg, Msg, Term
from kingsburg.paths import autosave_path
from kingsburg.record import PERSON, GameRecord, Move, load_record, parse_move, verify_record
from kingsburg.saves import Fallback, drop_fallback, in_use, recover_fallbacks
from kingsburg.text import render, t


@dataclass(slots=True)
class AutosaveCheck:
    """What the setup screen should know about the last autosave (and the game's options)."""

    record: GameRecord | None = None  # an unfinished game that can be resumed
    why: Msg | None = None  # why the autosave was set aside (worded when shown)
    about: Callable[[], str] | None = None  # the resumable game, worded when shown
    modules: dict[int, str] = field(default_factory=dict)  # the optional modules offered
    variants: dict[str, str] = field(default_factory=dict)
    saves: list[SavedGame] = field(default_factory=list)  # unfinished games in saves/
    levels: dict[str, str] = field(default_factory=dict)  # computer levels and what they are

    @property
    def problem(self) -> str:
        """One line: why the autosave was set aside ("" if it was not)."""
        return render(self.why) if self.why is not None else ""

    @property
    def summary(self) -> str:
        """One line describing the resumable game, in the current language."""
        return self.about() if self.about is not None else ""


@dataclass(slots=True)
class SavedGame:
    """An unfinished game on disk, as the setup screen lists it."""

    path: Path
    players: tuple[Msg, ...]  # each name, a computer's marked
    where: Msg  # "year II summer"
    moves: int
    date: str  # when it was last saved
    target: Path | None = None  # where it goes on saving, when not ``path`` (a temp copy)

    def line(self) -> str:
        """The game in one line, in the current language."""
        msg_id = "setup-save-line" if self.target is None else "setup-save-line-copy"
        players = ", ".join(render(p) for p in self.players)
        return t(msg_id, players=players, where=self.where, moves=self.moves, date=self.date)

    @property
    def save_to(self) -> Path:
        return self.path if self.target is None else self.target

    def forget(self) -> None:
        """Delete this saved game (its copy in the temporary folder, for such a copy)."""
        self.path.unlink(missing_ok=True)
        if self.target is not None:
            drop_fallback(self.target)


def unfinished_saves(home: Path, copies: list[Fallback] | None = None) -> list[SavedGame]:
    """The unfinished games in ``saves/`` (copies, games kept aside), newest first, then
    ``copies`` of them still in the temporary folder. Unreadable or finished files are left
    out, and so are games running in another window (they own their file)."""
    out = []
    paths = sorted((home / "saves").glob("*.json"), key=_mtime, reverse=True)
    waiting = {c.target.absolute(): c for c in copies or []}
    for path in paths:
        if path.absolute() in waiting or in_use(path):
            continue
        try:
            record = load_record(path)
        except RecordError:
            continue
        game = _saved_game(home, path, record)
        if game is not None:
            out.append(game)
    for copy in waiting.values():
        game = _saved_game(home, copy.copy, copy.record, copy.target)
        if game is not None:
            out.append(game)
    return out


def _saved_game(
    home: Path, path: Path, record: GameRecord, target: Path | None = None
) -> SavedGame | None:
    if record.final_hash or finished_later(home, record):
        return None
    try:
        date = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
    except OSError:
        return None
    last = parse_move(record.moves[-1]) if record.moves else Move("Y1 setup", "", "")
    year = ROMAN[last.year] if last.year else last.tag.partition(" ")[0].removeprefix("Y")
    phase = last.phase if last.phase in PHASE_TAGS.values() else ""
    where = Msg.of(
        "setup-save-where", year=year, phase=Msg.of(f"setup-phase-{phase}") if phase else ""
    )
    return SavedGame(path, seated(record), where, len(record.moves), date, target)


def seated(record: GameRecord) -> tuple[Msg, ...]:
    """The players' names, a computer's marked: "Dario (computer)" (worded when shown)."""
    seats = record.seats or (PERSON,) * len(record.players)
    return tuple(
        Msg.of("setup-seat-person", name=name)
        if seat == PERSON
        else Msg.of("setup-seat-computer", name=name)
        for name, seat in zip(record.players, seats, strict=True)
    )


def seated_names(record: GameRecord) -> tuple[str, ...]:
    """The players' names, a computer's marked, in the current language."""
    return tuple(render(m) for m in seated(record))


def finished_later(home: Path, record: GameRecord) -> bool:
    """Whether a finished game in ``games/`` went on from this position (a copy saved with
    ctrl+s during a game played to its end since). Only the games of the same seed are
    read: finished games are named by their seed."""
    for path in (home / "games").glob(f"*-seed{record.seed}.json"):
        try:
            done = load_record(path)
        except (RecordError, OSError):
            continue
        if (
            done.players == record.players
            and (done.modules, done.variants) == (record.modules, record.variants)
            and done.moves[: len(record.moves)] == record.moves
        ):
            return True
    return False


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def check_autosave(home: Path | None = None) -> AutosaveCheck:
    """Look at the autosave: resumable, absent, finished, or damaged (then set aside)."""
    from kingsburg.bots import LEVELS
    from kingsburg.engine.state import MODULES, VARIANTS

    mods, variants = dict(MODULES), dict(VARIANTS)
    path = autosave_path() if home is None else home / "autosave.json"
    copies = recover_fallbacks(path.parent)  # newer copies written while home was full
    saves = unfinished_saves(path.parent, copies)
    copy = next((c for c in copies if c.target.absolute() == path.absolute()), None)
    if in_use(path):
        return AutosaveCheck(
            why=Msg.of("setup-autosave-in-use"),
            modules=mods,
            variants=variants,
            saves=saves,
            levels=dict(LEVELS),
        )
    if copy is None and not path.exists():
        return AutosaveCheck(modules=mods, variants=variants, saves=saves, levels=dict(LEVELS))
    try:
        record = load_record(path) if copy is None else copy.record
        game = verify_record(record)
    except (RecordError, KingsburgError, OSError, ValueError) as e:
        aside = path.with_name(f"autosave.damaged-{time.strftime('%Y%m%d-%H%M%S')}.json")
        first = str(e).splitlines()[0] if str(e) else type(e).__name__
        try:
            path.replace(aside)
            why = Msg.of("setup-autosave-damaged-moved", problem=first, file=aside.name)
        except OSError:
            why = Msg.of("setup-autosave-damaged-kept", problem=first)
        return AutosaveCheck(
            why=why,
            modules=mods,
            variants=variants,
            saves=saves,
            levels=dict(LEVELS),
        )
    if game.state.over:
        return AutosaveCheck(modules=mods, variants=variants, saves=saves, levels=dict(LEVELS))
    st = game.state
    season = Msg.of("setup-season", year=ROMAN[st.year], phase=Term("phase", current_phase(st)))
    folder = str(copy.copy.parent) if copy is not None else ""

    def about() -> str:
        options = [t("setup-summary-module", module=str(m)) for m in record.modules]
        options += list(record.variants)
        args: dict[str, Arg] = {
            "names": ", ".join(seated_names(record)),
            "season": season,
            "moves": len(record.moves),
            "seed": str(record.seed),
        }
        if options:
            args["options"] = ", ".join(options)
        if folder:
            args["folder"] = folder
        msg_id = "setup-summary" + ("-options" if options else "") + ("-copy" if folder else "")
        return t(msg_id, **args)

    return AutosaveCheck(
        record=record,
        about=about,
        modules=mods,
        variants=variants,
        saves=saves,
        levels=dict(LEVELS),
    )
