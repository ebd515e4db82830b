"""Numbers passed to messages that must print as Python prints them, and decimals written
in the language's way.

Fluent groups the digits of a number (``4,294,967,295``; Polish and Czech with spaces): right
for amounts a player reads in prose, wrong for seeds, moves and byte counts that a command
prints today as plain digits. ``whole(n)`` is still a number, so plural forms follow it.
"""

from __future__ import annotations

from kingsburg.text.values import Ungrouped


def whole(n: int) -> int:
    """``n`` as a message argument printed without digit grouping (``1234``)."""
    return Ungrouped(n)


def point(text: str) -> str:
    """A number as Python writes it ("46.40", "12.5%") with the language's decimal sign
    (46,40 in Polish and Czech); the digits, and so the rounding, stay Python's."""
    from kingsburg.text.catalog import t

    return text.replace(".", t("screen-decimal-point"))


def decimals(x: float, digits: int) -> str:
    """``x`` with ``digits`` decimals in the language's way: 46.40, 46,40."""
    return point(f"{x:.{digits}f}")
