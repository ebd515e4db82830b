"""The catalogs: Fluent messages of every language, and rendering a message in the current one.

Every word a player reads comes from here. Messages live in ``locales/<code>/*.ftl``; the
English catalog is complete by definition, and a message missing in another language falls
back to English (a test keeps every language complete, with the same variables).
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterable, Mapping
from functools import cache
from typing import Any

import babel
from babel.localedata import LocaleDataDict
from babel.numbers import parse_pattern
from babel.plural import PluralRule
from fluent.runtime import FluentBundle, FluentResource

from kingsburg.message import Arg, Msg, Term
from kingsburg.text import lang

log = logging.getLogger(__name__)

_current = lang.DEFAULT
# A message's first line in a catalog: its id at the start of the line, then "=".
_MESSAGE_ID = re.compile(r"^([a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=", re.MULTILINE)
# A whole message: that line, then every line that is blank, indented or continues a
# selector (its pattern's other lines, its variants, attributes and closing brace), up to
# the next line that starts a new entry (an id or a comment).
_MESSAGE = re.compile(
    r"^([a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=.*(?:\n|$)(?:(?:[ \t}\[*].*)?\n)*", re.MULTILINE
)
# Tests set this: a message that fails to render raises instead of falling back.
strict = False


def set_language(code: str) -> str:
    """Switch every later rendering to ``code`` (an unknown code means English)."""
    global _current
    _current = lang.normalise(code) or lang.DEFAULT
    return _current


def language() -> str:
    return _current


class _Bundle(FluentBundle):
    """A FluentBundle that takes its language's plural rules and number symbols from the
    language's ``numbers.json`` (a test keeps it equal to babel's CLDR data).

    Why: fluent.runtime 0.4.0 (``FluentBundle._get_babel_locale``) asks babel 2.19 for the
    whole CLDR locale only to read those two things; loading it costs about 4 MB of objects
    and 10 MB of peak memory per language, a fifth of the app's weight. The locale built here
    holds just the data Fluent reads (``plural_form``, and through babel.numbers' formatting
    ``number_symbols``, ``decimal_formats``, ``percent_formats``). A language without the
    file gets babel's full locale, as upstream does. Way out: drop this class when
    fluent.runtime takes plural rules without a babel Locale."""

    def __init__(self, code: str, numbers: dict[str, Any] | None) -> None:
        self._numbers = numbers
        super().__init__([code], use_isolating=False)
        # Each message is parsed when it is first asked for (Fluent's parser reads a
        # character at a time: all the catalogs cost a cold start ~80 ms; a screen needs a
        # few dozen messages). A message is its first line and the indented lines after it.
        self._unread: dict[str, str] = {}  # message id -> its text, unparsed
        for path in sorted((lang.LOCALES / code).glob("*.ftl")):
            text = path.read_text(encoding="utf-8")
            for m in _MESSAGE.finditer(text):
                self._unread.setdefault(m.group(1), m.group(0))

    def _read(self, msg_id: str) -> None:
        text = self._unread.pop(msg_id, None)
        if text is not None:
            self.add_resource(FluentResource(text))

    def has_message(self, message_id: str) -> bool:
        self._read(message_id)
        return super().has_message(message_id)

    def _lookup(self, entry_id: str, term: bool = False) -> Any:
        self._read(entry_id)  # also a message that another message refers to
        return super()._lookup(entry_id, term)

    def _get_babel_locale(self) -> babel.Locale:
        if self._numbers is None:
            return super()._get_babel_locale()
        n = self._numbers
        locale = babel.Locale("en")  # only its identifier is read before the data below
        # babel keeps a Locale's data in the private ``__data`` until first read.
        locale._Locale__data = LocaleDataDict(  # type: ignore[attr-defined]
            {
                "plural_form": PluralRule(n["plural_form"]),
                "number_symbols": {"latn": n["number_symbols"]},
                "default_numbering_system": "latn",
                "decimal_formats": {None: parse_pattern(n["decimal_format"])},
                "percent_formats": {None: parse_pattern(n["percent_format"])},
            }
        )
        return locale


def numbers_data(code: str) -> dict[str, Any] | None:
    path = lang.LOCALES / code / "numbers.json"
    if not path.is_file():
        return None
    data = json.loads(path.read_text(encoding="utf-8"))
    return data if isinstance(data, dict) else None


@cache
def bundle(code: str) -> FluentBundle:
    """All the catalogs of one language. ``use_isolating=False``: no U+2068/U+2069 around
    arguments, which terminals may draw as boxes."""
    return _Bundle(code, numbers_data(code))


def has(msg_id: str, code: str | None = None) -> bool:
    return bundle(code or _current).has_message(msg_id)


def _expand(name: str, value: Arg, b: FluentBundle, out: dict[str, Any]) -> None:
    if isinstance(value, Term):
        out[name] = _term(value, b)
        if b.has_message(value.id):
            attributes = b.get_message(value.id).attributes
            for attr, pattern in attributes.items():
                out[f"{name}_{attr}"] = b.format_pattern(pattern, {})[0]
    elif isinstance(value, Msg):
        out[name] = render(value)
    elif isinstance(value, tuple):
        out[name] = join_and(render_arg(v) for v in value)
    else:
        out[name] = value


def _term(term: Term, b: FluentBundle) -> str:
    return _format(b, term.id, {}) or _format(bundle(lang.DEFAULT), term.id, {}) or str(term.key)


def _format(b: FluentBundle, msg_id: str, args: Mapping[str, Any]) -> str | None:
    if not b.has_message(msg_id):
        return None
    msg = b.get_message(msg_id)
    if msg.value is None:
        return None
    text, errors = b.format_pattern(msg.value, dict(args))
    if errors:
        if strict:
            raise ValueError(f"{msg_id} ({b.locales[0]}): {errors}")
        log.warning("message %s (%s): %s", msg_id, b.locales[0], errors)
        return None
    return str(text)


def t(msg_id: str, /, **args: Arg) -> str:
    """The message ``msg_id`` in the current language, with its arguments."""
    for code in dict.fromkeys((_current, lang.DEFAULT)):
        b = bundle(code)
        full: dict[str, Any] = {}
        for name, value in args.items():
            _expand(name, value, b, full)
        text = _format(b, msg_id, full)
        if text is not None:
            return text
        if strict:
            raise KeyError(f"no message {msg_id!r} in {code}")
    return msg_id


def said_in(code: str, msg_id: str) -> str:
    """A message without arguments in language ``code`` ("" if it has none): its catalogs
    are indexed, and only that message is parsed."""
    return _format(bundle(code), msg_id, {}) or ""


def render(msg: Msg) -> str:
    return t(msg.id, **dict(msg.args))


def render_arg(value: Arg) -> str:
    if isinstance(value, Msg):
        return render(value)
    if isinstance(value, Term):
        return _term(value, bundle(_current))
    if isinstance(value, tuple):
        return join_and(render_arg(v) for v in value)
    return str(value)


def name(kind: str, key: str | int) -> str:
    """A thing's name in the current language: ``name("advisor", 17)``."""
    return _term(Term(kind, key), bundle(_current))


def fold(msg_id: str, items: Iterable[str], item: str = "item") -> str:
    """The items joined pairwise by ``msg_id`` (taking ``$head`` and ``$item``), left to
    right: "a, b, c" from ``list-middle``; "" for none."""
    parts = list(items)
    head = parts[0] if parts else ""
    for part in parts[1:]:
        head = t(msg_id, head=head, **{item: part})
    return head


def join_commas(items: Iterable[str]) -> str:
    """ "a, b, c": a list written with the language's commas alone (amounts of goods, the
    turn order); nothing -> "nothing"."""
    parts = list(items)
    return fold("list-middle", parts) if parts else t("list-empty")


def join_and(items: Iterable[str]) -> str:
    """ "a", "a and b", "a, b and c" as the language writes a list."""
    parts = list(items)
    if not parts:
        return t("list-empty")
    if len(parts) == 1:
        return parts[0]
    return t("list-end", head=fold("list-middle", parts[:-1]), item=parts[-1])


def join_or(items: Iterable[str]) -> str:
    parts = list(items)
    if len(parts) <= 1:
        return "".join(parts)
    return t("list-end-or", head=fold("list-middle", parts[:-1]), item=parts[-1])
