"""The app's Fluent resolver (kingsburg.text.resolver) words every message as fluent.runtime,
the reference implementation, does: same text, same errors, for many arguments."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast

from kingsburg.text import catalog, lang
from kingsburg.text.resolver import Bundle, Ungrouped

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
