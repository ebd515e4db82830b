"""A pseudo-language made from the English catalogs at test time, to find words that never
went through the text layer: every message is accented (Rüléš), about a third longer (vowels
doubled) and wrapped in ⟦…⟧, with its variables and selectors left as they are. On a screen
in this language, Latin text outside the markers was not translated, and a ⟦ without its ⟧
was cut."""

from __future__ import annotations

import re
from pathlib import Path

from fluent.syntax import FluentParser, FluentSerializer, ast

CODE = "xx"
OPEN, CLOSE = "⟦", "⟧"
# Every Latin letter has a look-alike outside ASCII, so that no word of the pseudo-language
# is plain ASCII: any plain Latin word on a screen did not come through the catalogs.
_ACCENT = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "áƀçďéƒğĥíĵķĺṁñöṗʠřšťüṽŵẋýžÁƁÇĎÉƑĞĤÍĴĶĹṀÑÖṖǪŘŠŤÜṼŴẊÝŽ",
)
_VOWEL = re.compile(r"([aeiouAEIOU])")


def pseudo_text(text: str) -> str:
    # Markdown and key names keep their shape: only letters change.
    return _VOWEL.sub(r"\1\1", text).translate(_ACCENT)


def _pattern(pattern: ast.Pattern, wrap: bool) -> None:
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            element.value = pseudo_text(element.value)
        elif isinstance(element, ast.Placeable) and isinstance(
            element.expression, ast.SelectExpression
        ):
            for variant in element.expression.variants:
                _pattern(variant.value, wrap=False)
    if wrap:
        pattern.elements.insert(0, ast.TextElement(OPEN))
        pattern.elements.append(ast.TextElement(CLOSE))


def make_pseudo(english: Path, dest: Path) -> None:
    """Write ``dest/<file>.ftl`` for each English catalog."""
    dest.mkdir(parents=True, exist_ok=True)
    for path in sorted(english.glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, ast.Message) and entry.value is not None:
                # Pieces joined by code (list words) are not whole texts: no markers.
                _pattern(entry.value, wrap=not entry.id.name.startswith("list-"))
                for attr in entry.attributes:
                    _pattern(attr.value, wrap=True)
        (dest / path.name).write_text(FluentSerializer().serialize(resource), encoding="utf-8")


# Latin words left on a screen in the pseudo-language: outside the markers, longer than one
# letter, and not one of the keys' own names.
KEY_NAMES = {"esc", "tab", "enter", "space", "ctrl", "shift", "pgup", "pgdn", "home", "end"}


def untranslated(screen: str, names: tuple[str, ...] = ()) -> list[str]:
    # Marked text, also when cut short (its ⟧ lost) or wrapped (its ⟦ on an earlier line).
    text = re.sub(f"{OPEN}[^{CLOSE}\n]*({CLOSE}|$)", " ", screen, flags=re.MULTILINE)
    text = re.sub(f"^[^{OPEN}\n]*{CLOSE}", " ", text, flags=re.MULTILINE)
    for name in names:
        text = text.replace(name, " ")
    text = re.sub(r"\S*/\S*", " ", text)  # a file's path is not words
    words = re.findall(r"[^\W\d_]+", text)
    latin = [w for w in words if len(w) > 1 and w.isascii()]
    return [w for w in latin if w.lower() not in KEY_NAMES and not re.fullmatch(r"f\d+", w)]
