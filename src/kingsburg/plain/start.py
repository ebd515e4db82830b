"""Starting plain mode: a new game set up by questions, the autosaved game, a saved file,
or one seat of a table hosted elsewhere."""

from __future__ import annotations

import asyncio
import contextlib
import sys
from typing import TYPE_CHECKING

from kingsburg.errors import KingsburgError
from kingsburg.plain.console import Console, InputEnded
from kingsburg.plain.game import PlainGame
from kingsburg.text import t

if TYPE_CHECKING:
    from kingsburg.online.protocol import Update
    from kingsburg.tui.session import GameSession


def _streams() -> None:
    """Any letter a name or a language needs can be written, whatever the locale says; a
    byte that cannot be read is replaced, never an error."""
    for stream in (sys.stdout, sys.stdin):
        with contextlib.suppress(AttributeError, ValueError, OSError):
            stream.reconfigure(errors="replace")  # type: ignore[union-attr]


def run_plain(resume: bool = False, file: str | None = None) -> int:
    """``kingsburg --plain`` (a new game, or the unfinished one if wanted), ``kingsburg
    resume --plain [FILE]``."""
    _streams()
    return asyncio.run(_local(resume, file))


async def _local(resume: bool, file: str | None) -> int:
    io = Console()
    io.start()
    try:
        session, new = await _open(io, resume, file)
    except InputEnded:  # before any game was set up: nothing to keep
        return 0
    try:
        return await PlainGame(session, io, new).run()
    finally:
        session.close()
        if session.save_problem:
            io.say(t("app-not-saved", problem=session.save_problem))


async def _open(io: Console, resume: bool, file: str | None) -> tuple[GameSession, bool]:
    """The game to play, and whether it is new."""
    from kingsburg.plain.setup import ask_table
    from kingsburg.tui.session import GameSession, check_autosave, open_saved_game

    if file is not None:
        session, note = open_saved_game(file)
        if note:
            io.say(note)
        return session, False
    check = check_autosave()
    if check.problem:
        io.say(check.problem)
    if check.record is not None:
        go_on = resume
        if not resume:  # as the setup screen offers it
            io.say(t("plain-autosave", summary=check.summary))
            io.say(f"1) {t('setup-resume')}")
            io.say(f"2) {t('setup-fresh')}")
            while True:
                question = t("plain-setup-resume")
                line = await io.answer(t("plain-setup-default", question=question, default="1"))
                if line in ("", "1", "2"):
                    go_on = line != "2"
                    break
                io.say(t("plain-setup-between", low=1, high=2))
        if go_on:
            try:
                session = GameSession.from_record(check.record)
                session.claim()
                return session, False
            except KingsburgError as e:
                io.say(t("app-could-not-resume", problem=str(e)))
    elif resume:
        io.say(t("app-nothing-to-resume"))
    return await ask_table(io), True


def run_plain_join(link: str, first: Update) -> int:
    """``kingsburg join LINK --plain``: one seat of a hosted table, as lines."""
    _streams()
    return asyncio.run(_join(link, first))


async def _join(link: str, first: Update) -> int:
    from kingsburg.tui.remote import RemoteSession

    io = Console()
    io.start()
    remote = RemoteSession(link, first)
    io.say(t("plain-joined", name=remote.names[remote.seat], where=remote.where))
    return await PlainGame(remote, io).run()
