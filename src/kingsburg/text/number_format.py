"""A language's plural rule and number formats, from babel: loaded with the first number
that needs them (a plural form, a number of 1,000 or more, a number with options), so a
start that shows none never imports babel."""

from __future__ import annotations

import copy
from functools import cache
from typing import Any

import babel
from babel.localedata import LocaleDataDict
from babel.numbers import NumberPattern, parse_pattern
from babel.plural import PluralRule


def locale(code: str, numbers: dict[str, Any] | None) -> babel.Locale:
    return _light_locale(numbers) if numbers else _full_locale(code)


def format_number(loc: babel.Locale, value: Any, options: tuple[tuple[str, Any], ...]) -> str:
    pattern = _with_options(loc.decimal_formats[None], dict(options))
    return str(pattern.apply(value, loc))


@cache
def _ungrouped() -> NumberPattern:
    return parse_pattern("0.###")


def _with_options(base: NumberPattern, options: dict[str, Any]) -> NumberPattern:
    """fluent.runtime's ``FluentNumber._apply_options`` for the decimal style: the
    language's pattern with Intl.NumberFormat's options applied."""
    if not options:
        return base
    pattern = copy.copy(base)
    if options.get("useGrouping") is False:
        pattern.grouping = _ungrouped().grouping
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
    loc = babel.Locale("en")  # only its identifier is read before the data below
    # babel keeps a Locale's data in the private ``__data`` until first read.
    loc._Locale__data = LocaleDataDict(  # type: ignore[attr-defined]
        {
            "plural_form": PluralRule(n["plural_form"]),
            "number_symbols": {"latn": n["number_symbols"]},
            "default_numbering_system": "latn",
            "decimal_formats": {None: parse_pattern(n["decimal_format"])},
            "percent_formats": {None: parse_pattern(n["percent_format"])},
        }
    )
    return loc
