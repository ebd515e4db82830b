"""Lines out, answers in: the only place plain mode touches standard output and input.

Standard input is read by a thread that hands each line to the game's event loop, so that
a game played elsewhere (``join``) can print other seats' moves while a question waits.
"""

from __future__ import annotations

import asyncio
import sys
import threading
from typing import TextIO

from kingsburg.errors import one_line

PROMPT = "> "  # ends every question: scripts and tests wait for it


class InputEnded(Exception):
    """Standard input was closed (or the player typed the quit command)."""


def speakable(text: str) -> str:
    """``text`` with nothing a terminal would act on: control characters shown as escapes
    (a player's name or a host's line must never move the cursor or change colours)."""
    return text if text.isprintable() else one_line(text)


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError, OSError):
        return False


class Console:
    """Prints lines and asks questions; answers come from a queue fed by standard input
    (and, for a game played elsewhere, by the connection: see ``PlainGame``)."""

    def __init__(self, out: TextIO | None = None, inp: TextIO | None = None) -> None:
        self.out = out or sys.stdout
        self.inp = inp or sys.stdin
        self.queue: asyncio.Queue[str | None] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        # Typed at a terminal, an answer is on the screen already (the terminal echoes it).
        self._typed = _isatty(self.inp)

    def say(self, text: str = "") -> None:
        """One or more lines (each made safe), flushed at once: a listener hears it now."""
        for line in text.split("\n"):
            self.out.write(speakable(line) + "\n")
        self.out.flush()

    def lines(self, lines: list[str]) -> None:
        for line in lines:
            self.say(line)

    def start(self) -> asyncio.Queue[str | None]:
        """Begin reading standard input (in a daemon thread) into the loop's queue."""
        self._loop = asyncio.get_running_loop()
        self.queue = asyncio.Queue()
        loop, queue = self._loop, self.queue

        def read() -> None:
            while True:
                try:
                    line = self.inp.readline()
                except (OSError, ValueError):
                    line = ""
                if not line:  # the end of the input
                    loop.call_soon_threadsafe(queue.put_nowait, None)
                    return
                loop.call_soon_threadsafe(queue.put_nowait, line.rstrip("\r\n"))

        threading.Thread(target=read, name="plain-input", daemon=True).start()
        return queue

    def prompt(self, text: str = "") -> None:
        """The question's last line, the answer typed after it."""
        self.out.write(speakable(text) + (" " if text else "") + PROMPT)
        self.out.flush()

    async def answer(
        self, text: str = "", interrupt: asyncio.Event | None = None, show: bool = True
    ) -> str | None:
        """Ask (``show``: print the prompt) and wait for one line, stripped; InputEnded at
        the end of the input. None when ``interrupt`` is set first (then cleared): the
        game changed meanwhile and the question may no longer stand."""
        assert self.queue is not None
        if show:
            self.prompt(text)
        if interrupt is None:
            line = await self.queue.get()
        else:
            if interrupt.is_set():
                interrupt.clear()
                return None
            get = asyncio.ensure_future(self.queue.get())
            changed = asyncio.ensure_future(interrupt.wait())
            done, _ = await asyncio.wait({get, changed}, return_when=asyncio.FIRST_COMPLETED)
            if get not in done:
                get.cancel()
                interrupt.clear()
                if show:
                    self.say()  # the prompt's line ends: what changed is told next
                return None
            changed.cancel()
            line = get.result()
        if line is None:
            self.say()
            raise InputEnded
        if show and not self._typed:  # a script's answer: shown, so the output reads whole
            self.say(line)
        return line.strip()
