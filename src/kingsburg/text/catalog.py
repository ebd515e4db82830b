"""The catalogs: Fluent messages of every language, and rendering a message in the current one.

Every word a player reads comes from here. Messages live in ``locales/<code>/*.ftl``; the
English catalog is complete by definition, and a message missing in another language falls
back to English (a test keeps every language complete, with the same variables).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Mapping
from functools import cache
from typing import Any

from fluent.runtime import FluentBundle, FluentResource

from kingsburg.message import Arg, Msg, Term
from kingsburg.text import lang

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


@cache
def bundle(code: str) -> FluentBundle:
    """All the catalogs of one language. ``use_isolating=False``: no U+2068/U+2069 around
    arguments, which terminals may draw as boxes."""
    b = FluentBundle([code], use_isolating=False)
    for path in sorted((lang.LOCALES / code).glob("*.ftl")):
        b.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return b


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


def join_and(items: Iterable[str]) -> str:
    """ "a", "a and b", "a, b and c" as the language writes a list."""
    parts = list(items)
    if not parts:
        return t("list-empty")
    if len(parts) == 1:
        return parts[0]
    head = parts[0]
    for middle in parts[1:-1]:
        head = t("list-middle", head=head, item=middle)
    return t("list-end", head=head, item=parts[-1])


def join_or(items: Iterable[str]) -> str:
    parts = list(items)
    if len(parts) <= 1:
        return "".join(parts)
    head = parts[0]
    for middle in parts[1:-1]:
        head = t("list-middle", head=head, item=middle)
    return t("list-end-or", head=head, item=parts[-1])
