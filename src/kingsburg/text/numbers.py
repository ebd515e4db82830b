"""Numbers passed to messages that must print as Python prints them.

Fluent groups the digits of a number (``4,294,967,295``; Polish and Czech with spaces): right
for amounts a player reads in prose, wrong for seeds, moves and byte counts that a command
prints today as plain digits. ``whole(n)`` is still a number, so plural forms follow it.
"""

from __future__ import annotations

from kingsburg.text.resolver import Ungrouped


def whole(n: int) -> int:
    """``n`` as a message argument printed without digit grouping (``1234``)."""
    return Ungrouped(n)
