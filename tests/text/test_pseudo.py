"""The pseudo-language itself: made from English, it renders every message, and the check
for untranslated words finds what it should."""

from __future__ import annotations

from kingsburg.text import goods, name, t

from .pseudo import CLOSE, OPEN, untranslated


def test_every_message_renders_marked(pseudo_language: str) -> None:
    assert t("rules-keys-chapter").startswith(OPEN)
    assert t("rules-keys-chapter").endswith(CLOSE)
    assert name("advisor", 17) == f"{OPEN}Ǫüüééééñ{CLOSE}"
    assert untranslated(goods((2, 0, 1), soldiers=3)) == []


def test_the_check_finds_english_and_spares_names_and_keys() -> None:
    screen = f"{OPEN}Rüülééš{CLOSE} Quit  ^q esc Łucja Bruno f1 {OPEN}cut shórt\nwräpped{CLOSE} VP"
    assert untranslated(screen, names=("Bruno",)) == ["Quit", "VP"]
    assert untranslated("saved in /tmp/games/game-5.json") == ["saved", "in"]
