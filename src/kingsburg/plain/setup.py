"""Setting up a game in plain mode: the setup screen's choices asked one by one, each with
its default (the last table set up, as the setup screen starts), Enter taking it."""

from __future__ import annotations

import contextlib
import random
import unicodedata
from typing import TYPE_CHECKING

from kingsburg.bots.levels import LEVELS
from kingsburg.engine import GameConfig
from kingsburg.engine.state import MODULES, VARIANT_NEEDS, VARIANTS
from kingsburg.errors import KingsburgError
from kingsburg.paths import home_dir
from kingsburg.record import PERSON
from kingsburg.text import join_commas, t
from kingsburg.text.names import name_problems
from kingsburg.text.words import level_name
from kingsburg.tui.settings import LastTable, load_ask_rewards, load_table, save_table
from kingsburg.tui.style import (
    COLOURS,
    DEFAULT_COLOURS,
    DEFAULT_NAMES,
    DEFAULT_SYMBOLS,
    SYMBOLS,
    PlayerStyle,
)

if TYPE_CHECKING:
    from kingsburg.plain.console import Console
    from kingsburg.tui.session import GameSession

DEFAULT_COUNT = 4
# Without a last table: one person against computers, as a newcomer alone would start.
DEFAULT_LEVEL = "beginner"


def seat_options() -> list[tuple[str, str]]:
    """(words, seat) for each answer: a person, or the computer at each level."""
    return [(t("setup-person"), PERSON)] + [
        (t("setup-computer", level=level_name(lv)), lv) for lv in LEVELS
    ]


def option_list() -> list[tuple[str, int | str]]:
    """(words, module or variant) for each optional rule, numbered from 1 when asked."""
    out: list[tuple[str, int | str]] = [
        (t("setup-module", module=str(m), about=t(f"setup-module-{m}")), m) for m in MODULES
    ]
    out += [(t("setup-variant", variant=v, about=t(f"setup-variant-{v}")), v) for v in VARIANTS]
    return out


async def ask_number(io: Console, question: str, low: int, high: int, default: int) -> int:
    while True:
        line = await io.answer(t("plain-setup-default", question=question, default=default))
        if line is None or line == "":
            return default
        if line.isdigit() and low <= int(line) <= high:
            return int(line)
        io.say(t("plain-setup-between", low=low, high=high))


async def ask_table(io: Console) -> GameSession:
    """Ask for the players, their seats and the options; the new game, started and saved."""
    from kingsburg.tui.session import GameSession

    home = home_dir()
    last = load_table(home, set(COLOURS), set(SYMBOLS))
    io.say(t("plain-setup-intro"))
    count = await ask_number(
        io, t("plain-setup-count"), 2, 5, len(last.names) if last else DEFAULT_COUNT
    )
    names, seats = await ask_seats(io, count, last)
    modules, variants = await ask_options(io, names, last)
    styles = [PlayerStyle(DEFAULT_COLOURS[i], DEFAULT_SYMBOLS[i]) for i in range(count)]
    if last is not None and len(last.colours) >= count:  # the colours the app showed them in
        picked = [PlayerStyle(c, s) for c, s in zip(last.colours, last.symbols, strict=False)]
        if len({p.colour for p in picked[:count]}) == count:
            styles = picked[:count]
    seed = random.SystemRandom().randrange(1, 1_000_000)
    session = GameSession.new(
        names,
        seed,
        styles,
        modules,
        variants,
        seats=tuple(seats),
        ask_rewards=load_ask_rewards(home),
    )
    table = LastTable(
        names,
        seats,
        [s.colour for s in styles],
        [s.symbol for s in styles],
        list(modules),
        list(variants),
    )
    with contextlib.suppress(OSError):  # not remembered: the next setup starts afresh
        save_table(home, table)
    note = session.kept_note()
    if note:
        io.say(note)
    return session


async def ask_seats(io: Console, count: int, last: LastTable | None) -> tuple[list[str], list[str]]:
    """Each seat's name and who plays it; names asked again until they can be taken."""
    options = seat_options()
    while True:
        names: list[str] = []
        seats: list[str] = []
        for i in range(count):
            name, seat = DEFAULT_NAMES[i], PERSON if i == 0 else DEFAULT_LEVEL
            if last is not None and i < len(last.names):
                name, seat = last.names[i], last.seats[i]
            question = t("plain-setup-name", n=i + 1)
            answer = await io.answer(t("plain-setup-default", question=question, default=name))
            chosen = unicodedata.normalize("NFC", answer or name)
            names.append(chosen)
            io.say(t("plain-setup-seat", name=chosen))
            for k, (words, _) in enumerate(options, start=1):
                io.say(f"{k}) {words}")
            keys = [key for _, key in options]
            default = keys.index(seat) + 1 if seat in keys else 1
            pick = await ask_number(io, t("plain-setup-seat-short"), 1, len(options), default)
            seats.append(keys[pick - 1])
        problem = name_problems(names)
        if not problem:
            return names, seats
        io.say(problem)


async def ask_options(
    io: Console, names: list[str], last: LastTable | None
) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """The optional rules, by their numbers on one line (0: none, Enter: as last time)."""
    options = option_list()
    keys = [key for _, key in options]
    chosen_before = [k for k in keys if last is not None and k in (*last.modules, *last.variants)]
    io.say(t("plain-setup-options"))
    for k, (words, _) in enumerate(options, start=1):
        io.say(f"{k}) {words}")
    while True:
        before = [str(keys.index(k) + 1) for k in chosen_before]
        default = " ".join(before) if before else "0"
        short = t("plain-setup-options-short")
        answer = await io.answer(t("plain-setup-default", question=short, default=default))
        picks = (answer or default).replace(",", " ").split()
        if not all(p.isdigit() and 0 <= int(p) <= len(options) for p in picks):
            io.say(t("plain-setup-between", low=0, high=len(options)))
            continue
        chosen = [keys[int(p) - 1] for p in picks if int(p)]
        modules = tuple(sorted({k for k in chosen if isinstance(k, int)}))
        variants = tuple(dict.fromkeys(k for k in chosen if isinstance(k, str)))
        missing = [v for v in variants if VARIANT_NEEDS.get(v, 0) not in (0, *modules)]
        if missing:
            v = missing[0]
            io.say(t("setup-variant-needs", variant=v, module=str(VARIANT_NEEDS[v])))
            continue
        try:
            GameConfig(tuple(names), modules, variants).validate()
        except KingsburgError as e:
            io.say(str(e))
            continue
        if chosen:
            said = join_commas(words for words, key in options if key in chosen)
            io.say(t("plain-setup-options-chosen", options=said))
        return modules, variants
