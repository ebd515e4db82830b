"""Which language the player reads: the languages shipped, and how one is chosen.

A language is a folder of Fluent catalogs under ``kingsburg/text/locales/`` (plus, for F1,
a ``docs/rules_<code>.md``): adding one needs no code change.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from pathlib import Path

DEFAULT = "en"
LOCALES = Path(__file__).resolve().parent / "locales"
# The locale variables in the order gettext reads them; LANGUAGE may list several (pl:en).
LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
_CODE = re.compile(r"^[a-z]{2,3}$")


@cache
def available() -> tuple[str, ...]:
    """The languages shipped, English first, then by code."""
    found = {p.name for p in LOCALES.iterdir() if p.is_dir() and _CODE.match(p.name)}
    return (DEFAULT, *sorted(found - {DEFAULT}))


def normalise(value: str | None) -> str | None:
    """A shipped language for ``value`` ("pl", "pl_PL.UTF-8", "cs-CZ", "PL"), else None."""
    if not value:
        return None
    code = re.split(r"[_.@-]", value.strip(), maxsplit=1)[0].lower()
    return code if code in available() else None


def from_locale(env: Mapping[str, str]) -> str:
    """The language the locale variables ask for: the first variable set decides (as gettext
    does), and within LANGUAGE the first entry we ship; C, POSIX or anything else: English.
    Read from the variables themselves, so it works where the locale is not installed."""
    for var in LOCALE_VARIABLES:
        value = env.get(var, "")
        if not value:
            continue
        entries = value.split(":") if var == "LANGUAGE" else [value]
        for entry in entries:
            code = normalise(entry)
            if code is not None:
                return code
        if var != "LANGUAGE":  # LC_ALL=C means English, whatever LANG says
            return DEFAULT
    return DEFAULT


def choose(cli: str | None, env: Mapping[str, str], saved: object = None) -> str:
    """``--lang``, then KINGSBURG_LANG, then the language saved on the setup screen, then
    the locale variables, then English."""
    for candidate in (cli, env.get("KINGSBURG_LANG")):
        code = normalise(candidate)
        if code is not None:
            return code
    if isinstance(saved, str) and normalise(saved) is not None:
        return normalise(saved) or DEFAULT
    return from_locale(env)
