"""Choices remembered between games (not rules: they change no game's record): the
language, whether to ask before each reward, and the last table set up (seats, levels,
names, colours, options)."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

from kingsburg.errors import FileProblem
from kingsburg.files import read_json, write_atomic

SETTINGS_LIMIT = 64 * 1024  # a settings file is a few hundred bytes: a larger one is ignored


def settings_path(home: Path) -> Path:
    return home / "settings.json"


def load_settings(home: Path) -> dict[str, object]:
    """The settings as saved ({} if the file is missing, damaged or not a settings file)."""
    try:
        raw = read_json(settings_path(home), SETTINGS_LIMIT)
    except FileProblem:
        return {}
    return raw if isinstance(raw, dict) else {}


def update_settings(home: Path, **values: object) -> None:
    """Change some settings, keep the others (written atomically); OSError if it fails."""
    settings = load_settings(home)
    settings.update(values)
    write_atomic(settings_path(home), json.dumps(settings, ensure_ascii=False))


def load_ask_rewards(home: Path) -> bool:
    """The setup option "ask before taking each reward" (off unless chosen)."""
    return load_settings(home).get("ask_rewards") is True


def save_ask_rewards(home: Path, ask: bool) -> None:
    update_settings(home, ask_rewards=ask)


def load_high_contrast(home: Path) -> bool:
    """The setup option "high contrast" (off unless chosen)."""
    return load_settings(home).get("high_contrast") is True


def save_high_contrast(home: Path, on: bool) -> None:
    update_settings(home, high_contrast=on)


def save_language(home: Path, code: str) -> None:
    """The language chosen on the setup screen (``kingsburg.cli.use_language`` reads it at
    start, after ``--lang`` and ``KINGSBURG_LANG``, before the locale)."""
    update_settings(home, language=code)


@dataclass(slots=True)
class LastTable:
    """The last table set up: one entry per seat in each list, and the options."""

    names: list[str]
    seats: list[str]  # "person" or a computer level
    colours: list[str]
    symbols: list[str]
    modules: list[int] = field(default_factory=list)
    variants: list[str] = field(default_factory=list)


def save_table(home: Path, table: LastTable) -> None:
    update_settings(home, table=asdict(table))


def load_table(home: Path, colours: set[str], symbols: set[str]) -> LastTable | None:
    """The last table, if it is whole and sound (2–5 seats, known and distinct colours and
    symbols, names of at most 16 characters); None otherwise. The seats' levels and the
    options are checked by the setup screen against those it offers."""
    raw = load_settings(home).get("table")
    if not isinstance(raw, dict):
        return None
    lists = [raw.get(k) for k in ("names", "seats", "colours", "symbols")]
    if not all(isinstance(x, list) and all(isinstance(v, str) for v in x) for x in lists):
        return None
    names, seats, cols, syms = (list(map(str, x)) for x in lists)  # type: ignore[arg-type]
    modules, variants = raw.get("modules", []), raw.get("variants", [])
    sound = (
        2 <= len(names) <= 5
        and len(seats) == len(cols) == len(syms) == len(names)
        and all(0 < len(n) <= 16 for n in names)
        and set(cols) <= colours
        and len(set(cols)) == len(cols)
        and set(syms) <= symbols
        and len(set(syms)) == len(syms)
        and isinstance(modules, list)
        and all(isinstance(m, int) and not isinstance(m, bool) for m in modules)
        and isinstance(variants, list)
        and all(isinstance(v, str) for v in variants)
    )
    if not sound:
        return None
    return LastTable(names, seats, cols, syms, list(modules), list(variants))
