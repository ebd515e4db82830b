"""The words plain mode understands besides numbers: each in English (as docs/plain.md
lists them), by its letter where it has one, and in the player's language."""

from __future__ import annotations

from enum import Enum

from kingsburg.text import t


class Command(Enum):
    HELP = "help"
    HINT = "hint"
    UNDO = "undo"
    BACK = "back"
    BOARD = "board"
    ME = "me"
    PLAYERS = "players"
    ENEMY = "enemy"
    LOG = "log"
    WHY = "why"
    RULES = "rules"
    DICE = "dice"
    SAVE = "save"
    QUIT = "quit"


# The one-key forms (the same keys as in the app where it has them).
LETTERS = {
    "?": Command.HELP,
    "h": Command.HINT,
    "u": Command.UNDO,
    "b": Command.BACK,
    "d": Command.DICE,
    "q": Command.QUIT,
}


def local_word(cmd: Command) -> str:
    """The command's word in the player's language ("plansza" for board in Polish)."""
    return t(f"plain-word-{cmd.value}")


def command_of(line: str) -> tuple[Command | None, str]:
    """The command a line asks for and the rest of the line (None: no command)."""
    head, _, rest = line.strip().partition(" ")
    word = head.casefold()
    if word in LETTERS:
        return LETTERS[word], rest.strip()
    for cmd in Command:
        if word in (cmd.value, local_word(cmd).casefold()):
            return cmd, rest.strip()
    return None, rest


def help_lines() -> list[str]:
    """What can be typed, one line each."""
    out = [t("plain-help-head")]
    for cmd in Command:
        word = local_word(cmd)
        letter = next((k for k, c in LETTERS.items() if c is cmd), "")
        shown = f"{letter}, {word}" if letter else word
        out.append(t(f"plain-help-{cmd.value}", word=shown))
    return out
