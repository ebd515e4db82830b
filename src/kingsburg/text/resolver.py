"""Fluent messages of one language, read one at a time and worded by a small resolver.

Why not fluent.runtime: the app uses a small part of Fluent (variables, selectors on plural
categories and on words, message and attribute references, ``NUMBER`` with digit options),
and fluent.runtime brings attrs, babel.dates and pytz along, about 30 ms of every cold start
and 2 MB of memory, and compiles each message into a second tree of its own. The app walks
fluent.syntax's tree directly (``fluent_tree``), with fluent.runtime's rules for matching
variants and formatting numbers (babel's number patterns, ``number_format``);
``tests/text/test_resolver.py`` words every message of every language both ways, with many
arguments, and requires the same text and the same errors.

Each message is read when first asked for. A message on one line whose placeables are only
variables and plain strings (most of them, and every word of the setup screen) is split here
with a regular expression; Fluent's parser, which reads a character at a time, reads the
others, and it and babel are imported with the first message or number that needs them:
together they were ~12 ms of each cold start.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Iterator
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from kingsburg.bounded import remember
from kingsburg.text.values import Env, Missing, Number, variable

if TYPE_CHECKING:
    import babel
    from fluent.syntax import ast

# A whole message: its first line (an id at the start of the line, then "="), then every
# line that is blank, indented or continues a selector (its pattern's other lines, its
# variants, attributes and closing brace), up to the next line that starts a new entry.
_MESSAGE = re.compile(
    r"^([a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=.*(?:\n|$)(?:(?:[ \t}\[*].*)?\n)*", re.MULTILINE
)
# A message whose value is one line of text and placeables ``{ $variable }`` or ``{ "text" }``
# (no escapes), with nothing but blank lines after it. Fluent's blanks around "=" and inside
# braces are spaces only; its text is anything but braces and line ends.
_PLACEABLE = r'\{ *(?:\$([a-zA-Z][a-zA-Z0-9_-]*)|"([^"\\\n]*)") *\}'
_ONE_LINE = re.compile(rf"[a-zA-Z][a-zA-Z0-9_-]* *= *((?:[^{{}}\r\n]|{_PLACEABLE})*)[ \t\n]*\Z")
_PLACEABLES = re.compile(_PLACEABLE)
_RENDERED = 2048  # rendered texts kept per language: a whole game asks for about 2,300
_T = TypeVar("_T")


class Variable(str):
    """A ``{ $name }`` in a one-line message (its other parts are plain ``str`` text)."""


@dataclass(frozen=True)
class OneLine:
    """A message read without Fluent's parser: its text and variables, in order."""

    parts: tuple[str, ...]


def one_line(text: str) -> OneLine | None:
    """The parts of a message's lines if it is one line of text and simple placeables
    (what Fluent's parser would give: the trailing spaces of its last text dropped)."""
    m = _ONE_LINE.match(text)
    if m is None:
        return None
    value = m.group(1)
    if not value.strip(" "):  # no value: not a message for Fluent either
        return None
    parts: list[str] = []
    at = 0
    for p in _PLACEABLES.finditer(value):
        parts.append(value[at : p.start()])
        parts.append(Variable(p.group(1)) if p.group(1) is not None else p.group(2))
        at = p.end()
    parts.append(value[at:].rstrip(" "))
    return OneLine(tuple(p for p in parts if p or isinstance(p, Variable)))


class Bundle:
    """The messages of one language, from its ``*.ftl`` files in ``folder``."""

    def __init__(self, code: str, folder: Path, numbers: dict[str, Any] | None) -> None:
        self.code = code
        self._numbers = numbers
        self._locale: babel.Locale | None = None
        self._messages: dict[str, OneLine | ast.Message | None] = {}
        # The catalogs' text, unread, each file read when a message is first looked for
        # past the files read so far (the setup screen names every language, from the first
        # file alone); a message is found by its id at the start of a line (an index of
        # every message cost 0.3 MB a language).
        self._unread = sorted(folder.glob("*.ftl"), reverse=True)
        self._texts: list[str] = []
        # Texts rendered with this bundle first, by message and arguments (catalog.t):
        # its own, so that a bundle made afresh (a catalog changed in a test) starts empty.
        self.rendered: dict[Hashable, Any] = {}

    def kept(self, key: Hashable, make: Callable[[], _T]) -> _T:
        """The text kept for ``key``, else ``make()``'s, kept (at most _RENDERED of them:
        the oldest goes first)."""
        known: _T | None = self.rendered.get(key)
        if known is None:
            known = remember(self.rendered, key, make(), _RENDERED)
        return known

    def _catalogs(self) -> Iterator[str]:
        """The text of each catalog file, after a newline, reading the next when asked."""
        yield from self._texts
        while self._unread:
            self._texts.append("\n" + self._unread.pop().read_text(encoding="utf-8"))
            yield self._texts[-1]

    def _source(self, msg_id: str) -> str | None:
        """The lines of the first message ``msg_id`` in the catalogs."""
        key = "\n" + msg_id
        for text in self._catalogs():
            at = text.find(key)
            while at >= 0:
                m = _MESSAGE.match(text, at + 1)
                if m is not None and m.group(1) == msg_id:
                    return m.group(0)
                at = text.find(key, at + 1)
        return None

    def message(self, msg_id: str) -> OneLine | ast.Message | None:
        if msg_id not in self._messages:
            text = self._source(msg_id)
            found: OneLine | ast.Message | None = None
            if text is not None:
                found = one_line(text)
                if found is None:
                    from kingsburg.text import fluent_tree

                    found = fluent_tree.parse(text, msg_id)
            self._messages[msg_id] = found
        return self._messages[msg_id]

    def has(self, msg_id: str) -> bool:
        return self.message(msg_id) is not None

    def format(
        self, msg_id: str, args: dict[str, Any], attribute: str | None = None
    ) -> tuple[str | None, list[str]]:
        """The message (or one of its attributes) worded with ``args``, and the errors met
        (a missing variable or message): (None, []) when it has no such value."""
        env = Env(args)
        text = self._value(self.message(msg_id), attribute, env)
        return text, env.errors if text is not None else []

    def attributes(self, msg_id: str) -> list[str]:
        msg = self.message(msg_id)
        if msg is None or isinstance(msg, OneLine):
            return []
        from kingsburg.text import fluent_tree

        return fluent_tree.attributes(msg)

    def reference(self, name: str, attribute: str | None, env: Env) -> str:
        """Another message (or its attribute) inside this one's wording."""
        shown = "{" + (f"{name}.{attribute}" if attribute else name) + "}"
        msg = self.message(name)
        if msg is None:
            env.errors.append(f"unknown message: {name}")
            return Missing(shown)
        text = self._value(msg, attribute, env)
        if text is None:
            env.errors.append(f"no value: {shown}")
            return Missing(shown)
        return text

    def _value(
        self, msg: OneLine | ast.Message | None, attribute: str | None, env: Env
    ) -> str | None:
        if msg is None:
            return None
        if isinstance(msg, OneLine):
            if attribute is not None:
                return None
            return "".join(
                self.text(variable(p, env)) if isinstance(p, Variable) else p for p in msg.parts
            )
        from kingsburg.text import fluent_tree

        pattern = fluent_tree.pattern_of(msg, attribute)
        return None if pattern is None else fluent_tree.word(self, pattern, env)

    def text(self, value: Any) -> str:
        """A placeable's value as text: a number in this language's digits."""
        if isinstance(value, Number):
            return self._number(value)
        return str(value)

    def plural(self, value: int | float | Decimal) -> str:
        """The plural category of a number in this language ("one", "few", …)."""
        return str(self.locale().plural_form(value))

    def locale(self) -> babel.Locale:
        if self._locale is None:
            from kingsburg.text import number_format

            self._locale = number_format.locale(self.code, self._numbers)
        return self._locale

    def _number(self, number: Number) -> str:
        value = number.value
        if not number.options and isinstance(value, int) and 0 <= value < 1000:
            return str(int(value))  # what the pattern gives, without its cost
        from kingsburg.text import number_format

        return number_format.format_number(self.locale(), value, number.options)
