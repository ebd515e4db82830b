"""The error types every layer raises. Each message is one readable line."""

from __future__ import annotations

from kingsburg.message import Msg


class KingsburgError(Exception):
    """Base for every error the program reports to a player in one line."""


class DataError(KingsburgError):
    """A game data file is missing or invalid: names the file, the entry and the field."""


class InvalidActionError(KingsburgError):
    """An action text could not be understood at all."""


class IllegalActionError(KingsburgError):
    """A well-formed action that is not allowed in the current state.

    The engine gives its reason as a message (``Msg``: ids and numbers, no words); the
    error reads it in the current language (``str``), and keeps it as ``msg``."""

    def __init__(self, reason: str | Msg) -> None:
        super().__init__(reason)
        self.msg = reason if isinstance(reason, Msg) else None

    def __str__(self) -> str:
        if self.msg is None:
            return super().__str__()
        from kingsburg.text import render  # the text layer, only when shown

        return render(self.msg)


class AmbiguousActionError(KingsburgError):
    """An action text that matches more than one legal action."""


class RecordError(KingsburgError):
    """A game record that cannot be read, or that does not replay as written."""


class PositionError(KingsburgError):
    """A position text that cannot be read, or that describes an impossible game state."""


class NeedsTerminal(KingsburgError):
    """The app was started without a terminal to draw on (exit code 2)."""


class FileProblem(KingsburgError):
    """A file that cannot be used: not a regular file, too large, unreadable, unwritable."""


def one_line(text: str) -> str:
    """``text`` made safe to print on a terminal: one line, control characters shown
    as ``\\x1b`` escapes (a file name must never move the cursor or change colours)."""
    return "".join(
        c if c.isprintable() or c == " " else c.encode("unicode_escape").decode("ascii")
        for c in text
    )
