"""Small pieces most sentences need: amounts of goods, in the current language."""

from __future__ import annotations

from collections.abc import Sequence

from kingsburg.text.catalog import has, join_and, join_commas, t

GOOD_IDS = ("gold", "wood", "stone")


def goods(amounts: Sequence[int], soldiers: int = 0, plus2: int = 0, vp: int = 0) -> str:
    """``(2, 0, 1)`` -> "2 gold, 1 stone" ("2 złota, 1 kamień"); nothing -> "nothing".
    Soldiers, "+2" tokens and VP follow the goods as a list: "2 gold, 1 stone and 1 soldier"."""
    kinds = [t(f"amount-{g}", n=n) for g, n in zip(GOOD_IDS, amounts, strict=False) if n]
    parts = [join_commas(kinds)] if kinds else []
    extras = (("soldier", soldiers), ("plus2", plus2), ("vp", vp))
    parts += [t(f"amount-{k}", n=n) for k, n in extras if n]
    return join_and(parts) if parts else t("amount-nothing")


def goods_bare(amounts: Sequence[int]) -> str:
    """As ``goods`` but a lone good without its count: "gold" rather than "1 gold"."""
    parts = [
        t(f"good-{g}") if n == 1 else t(f"amount-{g}", n=n)
        for g, n in zip(GOOD_IDS, amounts, strict=False)
        if n
    ]
    return join_commas(parts) if parts else t("amount-nothing")


def plural_goods(n: int) -> str:
    """ "1 good", "2 goods": a number of goods of any kind."""
    return t("amount-good", n=n)


def level_name(level: str) -> str:
    """A computer level's name as shown ("beginner", "początkujący"); the CLI value itself
    (``--seats beginner``) stays as it is, a file format."""
    msg_id = f"bot-level-name-{level}"
    return t(msg_id) if has(msg_id, "en") else level


def level_text(level: str) -> str:
    """One line on what a computer level does (the setup screen's list of levels)."""
    msg_id = f"bot-level-{level}"
    return t(msg_id) if has(msg_id, "en") else ""
