"""Words the screens show about the game's things, in the current language.

The names, rewards and descriptions in ``data/*.yaml`` are English and stay as they are (a
digest of the data is stored in records); the screens show these instead, looked up by id.
"""

from __future__ import annotations

from kingsburg.data.models import Building
from kingsburg.text import has, language, name, t

_letters: dict[str, tuple[str, str, str]] = {}


def good_letters() -> tuple[str, str, str]:
    """The one-letter marks of gold, wood and stone ("G", "W", "S" in English)."""
    code = language()
    letters = _letters.get(code)
    if letters is None:
        letters = (t("screen-letter-gold"), t("screen-letter-wood"), t("screen-letter-stone"))
        _letters[code] = letters
    return letters


def goods_short(goods: tuple[int, int, int] | list[int], sep: str = " ") -> str:
    """``2G 1W 0S`` in the current language's letters."""
    letters = good_letters()
    return sep.join(f"{goods[k]}{letters[k]}" for k in range(3))


def building_name(b: Building) -> str:
    return name("building", b.id)


def building_text(b: Building) -> str:
    """What a building does (the YAML's ``text`` in English)."""
    msg = f"screen-building-text-{b.id}"
    return t(msg) if has(msg) or has(msg, "en") else b.text


def advisor_summary(rank: int, fallback: str = "") -> str:
    """An advisor's reward in a few words (the YAML's ``summary`` in English)."""
    msg = f"screen-advisor-summary-{rank}"
    return t(msg) if has(msg, "en") else fallback


def tile_summary(rank: int, fallback: str = "") -> str:
    """A module-6 tile's reward in a few words (the YAML's ``summary`` in English)."""
    msg = f"screen-tile-summary-{rank}"
    return t(msg) if has(msg, "en") else fallback


_numbered: dict[tuple[str, str, int], str] = {}


def numbered(msg_id: str, n: int) -> str:
    """A message whose only argument is the number ``n`` ("3 VP", "3VP"), kept once made:
    the panels show the same few numbers on every move (formatting a number costs more)."""
    key = (language(), msg_id, n)
    text = _numbered.get(key)
    if text is None:
        text = t(msg_id, n=n)
        if len(_numbered) < 4096:
            _numbered[key] = text
    return text
