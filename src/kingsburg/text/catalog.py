"""The catalogs: Fluent messages of every language, and rendering a message in the current one.

Every word a player reads comes from here. Messages live in ``locales/<code>/*.ftl``; the
English catalog is complete by definition, and a message missing in another language falls
back to English (a test keeps every language complete, with the same variables).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Hashable, Iterable, Mapping
from functools import cache
from typing import Any

from kingsburg.message import Arg, Msg, Term
from kingsburg.text import lang
from kingsburg.text.resolver import Bundle

log = logging.getLogger(__name__)

_current = lang.DEFAULT
# Tests set this: a message that fails to render raises instead of falling back.
strict = False


def set_language(code: str) -> str:
    """Switch every later rendering to ``code`` (an unknown code means English)."""
    global _current
    _current = lang.normalise(code) or lang.DEFAULT
    return _current


def language() -> str:
    return _current


def numbers_data(code: str) -> dict[str, Any] | None:
    path = lang.LOCALES / code / "numbers.json"
    if not path.is_file():
        return None
    data = json.loads(path.read_text(encoding="utf-8"))
    return data if isinstance(data, dict) else None


@cache
def bundle(code: str) -> Bundle:
    """All the catalogs of one language (no U+2068/U+2069 isolation marks around arguments,
    which terminals may draw as boxes)."""
    return Bundle(code, lang.LOCALES / code, numbers_data(code))


def has(msg_id: str, code: str | None = None) -> bool:
    return bundle(code or _current).has(msg_id)


def _expand(name: str, value: Arg, b: Bundle, out: dict[str, Any]) -> None:
    if isinstance(value, Term):
        out[name] = _term(value, b)
        for attr, form in _term_forms(value, b):
            out[f"{name}_{attr}"] = form
    elif isinstance(value, Msg):
        out[name] = render(value)
    elif isinstance(value, tuple):
        out[name] = join_and(render_arg(v) for v in value)
    else:
        out[name] = value


def _term(term: Term, b: Bundle) -> str:
    return b.kept(
        term,
        lambda: (
            _format(b, term.id, {}) or _format(bundle(lang.DEFAULT), term.id, {}) or str(term.key)
        ),
    )


def _term_forms(term: Term, b: Bundle) -> tuple[tuple[str, str], ...]:
    """A term's other forms (its attributes: cases, gender) in ``b``'s language."""
    return b.kept(
        ("forms", term),
        lambda: tuple((a, b.format(term.id, {}, a)[0] or "") for a in b.attributes(term.id)),
    )


def _format(b: Bundle, msg_id: str, args: Mapping[str, Any]) -> str | None:
    text, errors = b.format(msg_id, dict(args))
    if errors:
        if strict:
            raise ValueError(f"{msg_id} ({b.code}): {errors}")
        log.warning("message %s (%s): %s", msg_id, b.code, errors)
        return None
    return text


def t(msg_id: str, /, **args: Arg) -> str:
    """The message ``msg_id`` in the current language, with its arguments.

    Each text is kept with the language's bundle once rendered: a redraw words the same
    names and labels again (a 5-player game asks ~25,000 times for ~2,300 texts)."""
    key = (msg_id, *[(name, _typed(value)) for name, value in args.items()])
    return bundle(_current).kept(key, lambda: _render(msg_id, args))


def _typed(value: Arg) -> Hashable:
    """An argument as part of a key that tells 1 from 1.0 and True, which Python holds equal
    and a plural form does not."""
    if isinstance(value, str | Term):
        return value
    if isinstance(value, Msg):
        return (Msg, value.id, *[(name, _typed(v)) for name, v in value.args])
    if isinstance(value, tuple):
        return tuple(_typed(v) for v in value)
    if isinstance(value, int | float):
        return (type(value), value)
    return (type(value), str(value))  # anything else is worded by its str()


def _render(msg_id: str, args: dict[str, Arg]) -> str:
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
