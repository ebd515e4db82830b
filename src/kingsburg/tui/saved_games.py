"""Finding the games a player can go back to: the autosave (resumable, finished or
damaged), the unfinished games in ``saves/`` and the copies left in the temporary folder
when saving at home failed."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

from kingsburg.engine import ROMAN
from kingsburg.errors import KingsburgError, RecordError
from kingsburg.paths import autosave_path
from kingsburg.record import PERSON, GameRecord, Move, load_record, parse_move, verify_record
from kingsburg.saves import Fallback, drop_fallback, in_use, recover_fallbacks
from kingsburg.tui.reports import season_text


@dataclass(slots=True)
class AutosaveCheck:
    """What the setup screen should know about the last autosave (and the game's options)."""

    record: GameRecord | None = None  # an unfinished game that can be resumed
    problem: str = ""  # one line: why the autosave was set aside
    summary: str = ""  # one line describing the resumable game
    modules: dict[int, str] = field(default_factory=dict)  # the optional modules offered
    variants: dict[str, str] = field(default_factory=dict)
    saves: list[SavedGame] = field(default_factory=list)  # unfinished games in saves/
    levels: dict[str, str] = field(default_factory=dict)  # computer levels and what they are


@dataclass(slots=True)
class SavedGame:
    """An unfinished game on disk, as the setup screen lists it."""

    path: Path
    players: tuple[str, ...]
    where: str  # "year II summer"
    moves: int
    date: str  # when it was last saved
    target: Path | None = None  # where it goes on saving, when not ``path`` (a temp copy)

    def line(self) -> str:
        text = f"{', '.join(self.players)} — {self.where}, {self.moves} moves — {self.date}"
        if self.target is not None:
            text += " — a copy in the temporary folder (saving at home failed)"
        return text

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
    where = f"year {year} {last.phase}"
    return SavedGame(path, seated_names(record), where, len(record.moves), date, target)


def seated_names(record: GameRecord) -> tuple[str, ...]:
    """The players' names, a computer's marked: "Dario (computer)"."""
    seats = record.seats or (PERSON,) * len(record.players)
    return tuple(
        name if seat == PERSON else f"{name} (computer)"
        for name, seat in zip(record.players, seats, strict=True)
    )


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
            problem="The autosaved game is being played in another window or browser tab, "
            "so it is not offered here.",
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
            levels=dict(LEVELS),
        )
    if game.state.over:
        return AutosaveCheck(modules=mods, variants=variants, saves=saves, levels=dict(LEVELS))
    st = game.state
    names = ", ".join(seated_names(record))
    extras = ""
    if record.modules or record.variants:
        extras = ", with " + ", ".join(
            [f"module {m}" for m in record.modules] + list(record.variants)
        )
    where = ""
    if copy is not None:
        where = f"; from the copy in {copy.copy.parent}, as saving at home failed"
    return AutosaveCheck(
        record=record,
        summary=f"{names} — {season_text(st)}, {len(record.moves)} moves "
        f"(seed {record.seed}{extras}{where})",
        modules=mods,
        variants=variants,
        saves=saves,
        levels=dict(LEVELS),
    )
