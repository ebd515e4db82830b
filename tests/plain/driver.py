"""Plays ``kingsburg --plain`` through pipes, as a script (or a screen reader's user) would:
it waits for each question (the prompt "> " at the end of the output) and answers it."""

from __future__ import annotations

import os
import random
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

PROMPT = "> "
OPTION = re.compile(r"^(\d+)\) ", re.MULTILINE)
# The end of a turn's second choice, in English and Polish (2: take the decision back).
UNDO_OPTION = re.compile(r"^2\) (Undo|Cofnij): ", re.MULTILINE)
# Escape and other control characters (but newline), box drawing and block elements.
FORBIDDEN = re.compile(r"[\x00-\x09\x0b-\x1f\x7f\u2500-\u259f]")


class Plain:
    """One ``python -m kingsburg`` process in plain mode; always ``close()`` it."""

    def __init__(self, args: list[str], home: Path, lang: str = "en", term: str = "") -> None:
        env = dict(os.environ, KINGSBURG_HOME=str(home), KINGSBURG_LANG=lang)
        if term:
            env["TERM"] = term
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "kingsburg", *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
        )
        self.text = ""  # all output so far
        self.mark = 0  # where the current question's text starts
        self._cond = threading.Condition()
        self._eof = False
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        fd = self.proc.stdout.fileno()
        data = b""
        while chunk := os.read(fd, 65536):
            data += chunk
            with self._cond:
                self.text = data.decode("utf-8", errors="replace")
                self._cond.notify_all()
        with self._cond:
            self._eof = True
            self._cond.notify_all()

    def question(self, timeout: float = 20.0) -> str | None:
        """The text since the last answer, once it ends in a prompt; None when the
        program ended instead."""
        end = time.monotonic() + timeout
        with self._cond:
            while not (self.text.endswith(PROMPT) and len(self.text) > self.mark):
                if self._eof:
                    return None
                left = end - time.monotonic()
                if left <= 0:
                    raise TimeoutError(self.text[self.mark :][-2000:])
                self._cond.wait(left)
            chunk = self.text[self.mark :]
            self.mark = len(self.text)
            return chunk

    def answer(self, line: str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(line.encode() + b"\n")
        self.proc.stdin.flush()

    def finish(self, timeout: float = 20.0) -> int:
        """Wait for the end (the input closed first); the exit code."""
        if self.proc.stdin and not self.proc.stdin.closed:
            self.proc.stdin.close()
        code = self.proc.wait(timeout)
        with self._cond:
            self._cond.wait_for(lambda: self._eof, timeout)
        return code

    def stderr(self) -> str:
        assert self.proc.stderr is not None
        return self.proc.stderr.read().decode(errors="replace")

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(10)
        for stream in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            if stream is not None:
                stream.close()


def setup_answers(seats: list[tuple[str, str]], options: str = "0") -> list[str]:
    """The answers to the setup questions: the count, each name and who plays it (1: a
    person, 2: the beginner computer), the optional rules."""
    out = [str(len(seats))]
    for name, who in seats:
        out += [name, who]
    return [*out, options]


def last_options(chunk: str) -> list[int]:
    """The numbers of the list that ends ``chunk`` (the question's choices)."""
    lines = chunk.rstrip().removesuffix(">").rstrip().splitlines()
    numbers: list[int] = []
    for line in reversed(lines):
        m = OPTION.match(line)
        if not m:
            break
        numbers.append(int(m.group(1)))
    return numbers


COMMANDS = ("board", "me", "players", "enemy", "log 3", "why", "?")


def play_out(
    game: Plain,
    rng: random.Random,
    commands: tuple[str, ...] = COMMANDS,
    undo: bool = True,
    limit: int = 3000,
) -> list[str]:
    """Answer every question until the game ends: a random choice of the list, Enter when
    asked to look away, and now and then a command or an undo. The questions, as asked."""
    asked: list[str] = []
    after_command = False
    for _ in range(limit):
        chunk = game.question()
        if chunk is None:
            return asked
        asked.append(chunk)
        options = last_options(chunk)
        last = chunk.rstrip().removesuffix(">").rstrip().splitlines()[-1]
        if not options:
            # Only a request to press Enter (privacy), or the answer to a command, may
            # end without the list of choices.
            assert after_command or "Enter" in last, chunk[-600:]
            after_command = False
            if "Enter" in last:
                game.answer("")
                continue
            game.answer("")  # Enter says the question again, with its list
            continue
        after_command = False
        roll = rng.random()
        if roll < 0.03 and commands:
            game.answer(rng.choice(commands))
            after_command = True
        elif roll < 0.05 and undo:
            game.answer("u")
            after_command = True  # "nothing to undo" asks nothing new
        elif not undo and UNDO_OPTION.search(chunk):
            game.answer("1")  # the end of a turn: end it (2 would take the decision back)
        else:
            game.answer(str(rng.choice(options)))
    raise AssertionError("the game did not end")
