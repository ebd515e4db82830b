"""The app's Fluent resolver (kingsburg.text.resolver) words every message as fluent.runtime,
the reference implementation, does: same text, same errors, for many arguments."""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
from typing import Any

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast

from kingsburg.text import catalog, lang, resolver
from kingsburg.text.resolver import Bundle
from kingsburg.text.values import Ungrouped

LANGS = lang.available()
NUMBERS: list[Any] = [0, 1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 25, 101, 1000, 12345, -1, -3]
NUMBERS += [0.5, 1.0, 1.5, 2.25, 46.4, -0.4, True]


def _variables(node: Any) -> set[str]:
    found: set[str] = set()

    def visit(n: Any) -> None:
        if isinstance(n, ast.VariableReference):
            found.add(n.id.name)
        if isinstance(n, ast.BaseNode):
            for value in vars(n).values():
                for child in value if isinstance(value, list) else [value]:
                    visit(child)

    visit(node)
    return found


def _reference(code: str) -> FluentBundle:
    b = FluentBundle([code], use_isolating=False)
    for path in sorted((lang.LOCALES / code).glob("*.ftl")):
        b.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return b


def _argument_sets(names: list[str]) -> list[dict[str, Any]]:
    """Every variable a number of the list in turn (the others 2), then words."""
    sets = [{n: 2 for n in names}]
    for name, value in itertools.product(names, NUMBERS):
        sets.append({**{n: 2 for n in names}, name: value})
    sets.append({n: f"word-{n}" for n in names})
    sets.append({n: "one" for n in names})
    return sets


@pytest.mark.parametrize("code", LANGS)
def test_every_message_is_worded_as_fluent_runtime_words_it(code: str) -> None:
    ours = Bundle(code, lang.LOCALES / code, catalog.numbers_data(code))
    reference = _reference(code)
    parser = FluentParser(with_spans=False)
    compared = 0
    for path in sorted((lang.LOCALES / code).glob("*.ftl")):
        for entry in parser.parse(path.read_text(encoding="utf-8")).body:
            if not isinstance(entry, ast.Message):
                continue
            msg_id = entry.id.name
            msg = reference.get_message(msg_id)
            names = sorted(_variables(entry))
            for args in _argument_sets(names):
                for attribute in [None, *msg.attributes]:
                    pattern = msg.value if attribute is None else msg.attributes[attribute]
                    if pattern is None:
                        assert ours.format(msg_id, args, attribute) == (None, [])
                        continue
                    want, want_errors = reference.format_pattern(pattern, dict(args))
                    got, got_errors = ours.format(msg_id, args, attribute)
                    assert got == want, (msg_id, attribute, args)
                    assert bool(got_errors) == bool(want_errors), (msg_id, args, want_errors)
                    compared += 1
    assert compared > 1000


@pytest.mark.parametrize("code", LANGS)
def test_missing_variables_and_messages_are_errors_shown_as_fluent_shows_them(code: str) -> None:
    b = Bundle(code, lang.LOCALES / code, catalog.numbers_data(code))
    text, errors = b.format("amount-stone", {})
    assert errors and text is not None
    assert b.format("no-such-message", {}) == (None, [])


@pytest.mark.parametrize(("code", "want"), [("en", "12345 / 12,345"), ("pl", "12345 / 12\xa0345")])
def test_an_ungrouped_number_prints_its_plain_digits(code: str, want: str) -> None:
    ours = Bundle(code, lang.LOCALES / code, catalog.numbers_data(code))
    plain, _ = ours.format("list-middle", {"head": Ungrouped(12345), "item": 12345})
    assert plain.replace(", ", " / ") == want


def test_another_languages_name_reads_only_its_first_catalog_file() -> None:
    """The setup screen names every language; that reads one file of each (app.ftl), not
    all its catalogs."""
    for code in LANGS:
        b = Bundle(code, lang.LOCALES / code, catalog.numbers_data(code))
        assert b.format("language-name", {})[0]
        assert len(b._texts) == 1 and b._unread, code
        assert b.format("amount-stone", {"n": 2})[0]  # the others when a message needs them


def _parts(pattern: ast.Pattern) -> tuple[str, ...]:
    """A parsed one-line pattern as resolver.one_line gives it: text, and each variable by
    its name (a string literal is text)."""
    parts: list[str] = []
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            parts.append(element.value)
        elif isinstance(element.expression, ast.VariableReference):
            parts.append(f"${element.expression.id.name}")
        else:
            assert isinstance(element.expression, ast.StringLiteral), element
            parts.append(element.expression.parse()["value"])
    return tuple(p for p in parts if p)


@pytest.mark.parametrize("code", LANGS)
def test_one_line_messages_read_without_the_parser_are_what_the_parser_reads(code: str) -> None:
    """resolver.one_line splits most messages with a regular expression; for every message
    of the catalogs it accepts, the parts are exactly Fluent's parse of the same lines, and
    it refuses every message with more than text and simple placeables."""
    parser = FluentParser(with_spans=False)
    accepted = refused = 0
    for path in sorted((lang.LOCALES / code).glob("*.ftl")):
        text = path.read_text(encoding="utf-8")
        for m in resolver._MESSAGE.finditer(text):
            (entry,) = [e for e in parser.parse(m.group(0)).body if isinstance(e, ast.Message)]
            fast = resolver.one_line(m.group(0))
            simple = not entry.attributes and all(
                isinstance(e, ast.TextElement)
                or isinstance(e.expression, ast.VariableReference | ast.StringLiteral)
                for e in entry.value.elements
            )
            if fast is None:
                refused += 1
                multi_line = "\n" in m.group(0).rstrip("\n ")
                assert not simple or multi_line, entry.id.name
                continue
            accepted += 1
            want = _parts(entry.value)
            got = tuple(f"${p}" if isinstance(p, resolver.Variable) else p for p in fast.parts)
            assert got == want, entry.id.name
    assert accepted > 500 and refused > 100, (accepted, refused)


@pytest.mark.parametrize(
    "source",
    [
        "a = x\n  y\n",  # a second line
        "a = \n",  # no value
        "a\t= x\n",  # a tab is not a blank to Fluent
        "a = { $x }\n    .title = y\n",  # an attribute
        "a = { NUMBER($x) }\n",
        "a = { b }\n",  # a reference
        'a = { "\\u0041" }\n',  # an escape
        "a = x }\n",
        "a = x\r\n",
    ],
)
def test_what_one_line_leaves_to_the_parser(source: str) -> None:
    assert resolver.one_line(source) is None


def test_the_setup_screen_is_worded_without_fluents_parser_or_babel(tmp_path: Any) -> None:
    """They cost a cold start ~12 ms; its words are all one-line messages and numbers under
    1,000 (in every language, also once the autosave has been looked for)."""
    script = (
        "import asyncio, sys\n"
        "from kingsburg.tui.app import KingsburgApp\n"
        "async def main():\n"
        "    app = KingsburgApp()\n"
        "    async with app.run_test(size=(80, 24)) as pilot:\n"
        "        await pilot.pause(0.3)\n"
        "        assert type(app.screen).__name__ == 'SetupScreen', app.screen\n"
        "        print(sorted(m for m in sys.modules if m.startswith(('fluent', 'babel'))))\n"
        "asyncio.run(main())\n"
    )
    for code in LANGS:
        env = {**os.environ, "KINGSBURG_HOME": str(tmp_path / code), "KINGSBURG_LANG": code}
        out = subprocess.run(
            [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=60
        )
        assert out.returncode == 0, out.stderr
        assert out.stdout.strip() == "[]", (code, out.stdout)
