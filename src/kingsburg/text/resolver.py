"""Fluent messages of one language, parsed one at a time and worded by a small resolver.

Why not fluent.runtime: the app uses a small part of Fluent (variables, selectors on plural
categories and on words, message and attribute references, ``NUMBER`` with digit options),
and fluent.runtime brings attrs, babel.dates and pytz along, about 30 ms of every cold start
and 2 MB of memory, and compiles each message into a second tree of its own. This module
walks fluent.syntax's tree directly, with fluent.runtime's rules for matching variants and
formatting numbers (babel's number patterns); ``tests/text/test_resolver.py`` words every
message of every language both ways, with many arguments, and requires the same text and the
same errors.

Each message is parsed when first asked for: Fluent's parser reads a character at a time, and
parsing every catalog cost a cold start ~80 ms while a screen needs a few dozen messages.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from decimal import Decimal
from pathlib import Path
from typing import Any

import babel
from babel.localedata import LocaleDataDict
from babel.numbers import NumberPattern, parse_pattern
from babel.plural import PluralRule
from fluent.syntax import FluentParser, ast

# A whole message: its first line (an id at the start of the line, then "="), then every
# line that is blank, indented or continues a selector (its pattern's other lines, its
# variants, attributes and closing brace), up to the next line that starts a new entry.
_MESSAGE = re.compile(
    r"^([a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=.*(?:\n|$)(?:(?:[ \t}\[*].*)?\n)*", re.MULTILINE
)
_DEPTH = 50  # references deeper than this are a cycle


@dataclass(frozen=True)
class Number:
    """A number with Fluent's formatting options (``NUMBER($n, minimumFractionDigits: 1)``);
    a plain int or float argument is a Number without options."""

    value: int | float | Decimal
    options: tuple[tuple[str, Any], ...] = ()

    def with_options(self, more: dict[str, Any]) -> Number:
        return Number(self.value, tuple({**dict(self.options), **more}.items()))


class Ungrouped(int):
    """An int argument printed without digit grouping (``1234``, not ``1,234``): still an
    int, so plural forms, JSON and arithmetic treat it as one."""


@dataclass
class _Env:
    args: dict[str, Any]
    errors: list[str] = field(default_factory=list)
    depth: int = 0


class Bundle:
    """The messages of one language, from its ``*.ftl`` files in ``folder``."""

    def __init__(self, code: str, folder: Path, numbers: dict[str, Any] | None) -> None:
        self.code = code
        self._locale = _light_locale(numbers) if numbers else _full_locale(code)
        self._plural = self._locale.plural_form
        self._parser = FluentParser(with_spans=False)
        self._messages: dict[str, ast.Message | None] = {}
        # The catalogs' text, unparsed, each file after a newline: a message is found by
        # its id at the start of a line (an index of every message cost 0.3 MB a language).
        self._catalogs = "".join(
            "\n" + path.read_text(encoding="utf-8") for path in sorted(folder.glob("*.ftl"))
        )

    def _source(self, msg_id: str) -> str | None:
        """The lines of the first message ``msg_id`` in the catalogs."""
        key = "\n" + msg_id
        at = self._catalogs.find(key)
        while at >= 0:
            m = _MESSAGE.match(self._catalogs, at + 1)
            if m is not None and m.group(1) == msg_id:
                return m.group(0)
            at = self._catalogs.find(key, at + 1)
        return None

    def message(self, msg_id: str) -> ast.Message | None:
        if msg_id not in self._messages:
            text = self._source(msg_id)
            found = None
            if text is not None:
                for entry in self._parser.parse(text).body:
                    if isinstance(entry, ast.Message) and entry.id.name == msg_id:
                        found = entry
            self._messages[msg_id] = found
        return self._messages[msg_id]

    def has(self, msg_id: str) -> bool:
        return self.message(msg_id) is not None

    def format(
        self, msg_id: str, args: dict[str, Any], attribute: str | None = None
    ) -> tuple[str | None, list[str]]:
        """The message (or one of its attributes) worded with ``args``, and the errors met
        (a missing variable or message): (None, []) when it has no such value."""
        msg = self.message(msg_id)
        pattern = _pattern_of(msg, attribute)
        if pattern is None:
            return None, []
        env = _Env(args)
        return self._pattern(pattern, env), env.errors

    def attributes(self, msg_id: str) -> list[str]:
        msg = self.message(msg_id)
        return [a.id.name for a in msg.attributes] if msg is not None else []

    # --- resolving ----------------------------------------------------------------------

    def _pattern(self, pattern: ast.Pattern, env: _Env) -> str:
        if env.depth > _DEPTH:
            env.errors.append("references nested too deep (a cycle?)")
            return "???"
        env.depth += 1
        parts = []
        for element in pattern.elements:
            if isinstance(element, ast.TextElement):
                parts.append(element.value)
            else:
                parts.append(self._text(self._expression(element.expression, env)))
        env.depth -= 1
        return "".join(parts)

    def _text(self, value: Any) -> str:
        if isinstance(value, Number):
            return self._number(value)
        return str(value)

    def _expression(self, expr: Any, env: _Env) -> Any:
        """A string, a Number, or None (what Fluent calls "none": an error already noted)."""
        if isinstance(expr, ast.StringLiteral):
            return expr.parse()["value"]
        if isinstance(expr, ast.NumberLiteral):
            return Number(_number_literal(expr.value))
        if isinstance(expr, ast.Placeable):
            return self._expression(expr.expression, env)
        if isinstance(expr, ast.VariableReference):
            name = expr.id.name
            if name not in env.args:
                env.errors.append(f"unknown variable: ${name}")
                return _Missing(name)
            return _argument(env.args[name])
        if isinstance(expr, ast.MessageReference):
            return self._reference(expr, env)
        if isinstance(expr, ast.TermReference):
            env.errors.append(f"terms are not used in these catalogs: -{expr.id.name}")
            return _Missing(f"{{-{expr.id.name}}}")
        if isinstance(expr, ast.FunctionReference):
            return self._function(expr, env)
        if isinstance(expr, ast.SelectExpression):
            return self._select(expr, env)
        env.errors.append(f"unsupported expression {type(expr).__name__}")
        return _Missing("???")

    def _reference(self, expr: ast.MessageReference, env: _Env) -> Any:
        name = expr.id.name
        attribute = expr.attribute.name if expr.attribute else None
        shown = "{" + (f"{name}.{attribute}" if attribute else name) + "}"
        msg = self.message(name)
        if msg is None:
            env.errors.append(f"unknown message: {name}")
            return _Missing(shown)
        pattern = _pattern_of(msg, attribute)
        if pattern is None:
            env.errors.append(f"no value: {shown}")
            return _Missing(shown)
        return self._pattern(pattern, env)

    def _function(self, expr: ast.FunctionReference, env: _Env) -> Any:
        name = expr.id.name
        if name != "NUMBER":
            env.errors.append(f"unknown function: {name}")
            return _Missing(f"{name}()")
        positional = [self._expression(a, env) for a in expr.arguments.positional]
        options = {
            a.name.name: _literal(a.value, self._expression(a.value, env))
            for a in expr.arguments.named
        }
        if len(positional) == 1 and isinstance(positional[0], _Missing):
            return positional[0]
        if len(positional) != 1 or not isinstance(positional[0], Number):
            env.errors.append("NUMBER takes one number")
            return "NUMBER()"  # as fluent.runtime shows it
        return positional[0].with_options(options)

    def _select(self, expr: ast.SelectExpression, env: _Env) -> Any:
        key = self._expression(expr.selector, env)
        chosen = None
        for variant in expr.variants:
            if self._matches(key, variant.key):
                chosen = variant
                break
        if chosen is None:
            chosen = next(v for v in expr.variants if v.default)
        return self._pattern(chosen.value, env)

    def _matches(self, key: Any, variant: ast.Identifier | ast.NumberLiteral) -> bool:
        """fluent.runtime's rule: numbers equal numbers; a number matches its plural
        category; a word matches the same word."""
        if key is None or isinstance(key, _Missing):
            return False
        if isinstance(variant, ast.NumberLiteral):
            number = _number_literal(variant.value)
            if isinstance(key, Number):
                return bool(key.value == number)
            return bool(self._plural(number) == key)
        if isinstance(key, Number):
            return bool(self._plural(key.value) == variant.name)
        return bool(key == variant.name)

    def _number(self, number: Number) -> str:
        value = number.value
        if not number.options and isinstance(value, int) and 0 <= value < 1000:
            return str(int(value))  # what the pattern gives, without its cost
        pattern = _with_options(self._locale.decimal_formats[None], dict(number.options))
        return str(pattern.apply(value, self._locale))


class _Missing(str):
    """A reference that could not be resolved, shown as fluent.runtime shows it (a missing
    variable by its bare name, a missing message in braces)."""


def _pattern_of(msg: ast.Message | None, attribute: str | None) -> ast.Pattern | None:
    if msg is None:
        return None
    if attribute is None:
        return msg.value
    return next((a.value for a in msg.attributes if a.id.name == attribute), None)


def _argument(value: Any) -> Any:
    if isinstance(value, Number | str):
        return value
    if isinstance(value, Ungrouped):
        return Number(int(value), (("useGrouping", False),))
    if isinstance(value, int | float):
        return Number(int(value) if isinstance(value, bool) else value)
    return str(value)


def _number_literal(text: str) -> int | Decimal:
    return Decimal(text) if "." in text else int(text)


def _literal(node: Any, value: Any) -> Any:
    """A named argument's value as fluent.runtime passes it to NUMBER."""
    if isinstance(value, Number):
        return value.value
    if isinstance(node, ast.StringLiteral) and value in ("true", "false"):
        return value == "true"
    return value


_UNGROUPED = parse_pattern("0.###")


def _with_options(base: NumberPattern, options: dict[str, Any]) -> NumberPattern:
    """fluent.runtime's ``FluentNumber._apply_options`` for the decimal style: the
    language's pattern with Intl.NumberFormat's options applied."""
    if not options:
        return base
    pattern = copy.copy(base)
    if options.get("useGrouping") is False:
        pattern.grouping = _UNGROUPED.grouping
    low_sig, high_sig = (
        options.get("minimumSignificantDigits"),
        options.get("maximumSignificantDigits"),
    )
    if low_sig is not None or high_sig is not None:
        pattern.pattern = "@"
        low = low_sig if low_sig is not None else 1
        pattern.int_prec = (low, high_sig if high_sig is not None else low)
        return pattern
    if options.get("minimumIntegerDigits") is not None:
        pattern.int_prec = (options["minimumIntegerDigits"], pattern.int_prec[1])
    if options.get("minimumFractionDigits") is not None:
        pattern.frac_prec = (options["minimumFractionDigits"], pattern.frac_prec[1])
    if options.get("maximumFractionDigits") is not None:
        pattern.frac_prec = (pattern.frac_prec[0], options["maximumFractionDigits"])
    return pattern


def _full_locale(code: str) -> babel.Locale:
    """babel's own locale for a language without ``numbers.json``; English numbers for one
    babel does not know (a pseudo-language), as fluent.runtime falls back to a default."""
    try:
        return babel.Locale.parse(code)
    except (babel.UnknownLocaleError, ValueError):
        return babel.Locale.parse("en")


def _light_locale(n: dict[str, Any]) -> babel.Locale:
    """A babel Locale holding only what number formatting and plural rules read, from the
    language's ``numbers.json`` (a test keeps it equal to babel's CLDR data).

    Why: babel 2.19's whole CLDR locale costs about 4 MB of objects and 10 MB of peak memory
    per language, a fifth of the app's weight, for two rules and a few symbols. Way out:
    read babel's own locale if it ever loads in parts."""
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
