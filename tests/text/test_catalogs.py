"""The catalogs: every message in every language, with the same variables and every plural
form the language's numbers can need; terms of one kind carry the same attributes."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from babel import Locale
from fluent.syntax import FluentParser, ast

from kingsburg.message import Msg
from kingsburg.text import catalog, goods, lang, name, resolver, set_language, t

LANGS = lang.available()
OTHERS = [code for code in LANGS if code != lang.DEFAULT]


def entries(code: str) -> dict[str, ast.Message]:
    out: dict[str, ast.Message] = {}
    for path in sorted((lang.LOCALES / code).glob("*.ftl")):
        res = FluentParser().parse(path.read_text(encoding="utf-8"))
        junk = [e for e in res.body if isinstance(e, ast.Junk)]
        assert not junk, f"{path.name}: {junk[0].annotations[0].message}"
        for e in res.body:
            if isinstance(e, ast.Message):
                assert e.id.name not in out, f"{code}: {e.id.name} defined twice"
                out[e.id.name] = e
    return out


def walk(node: object) -> Iterator[object]:
    yield node
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            items = value if isinstance(value, list) else [value]
            for item in items:
                if isinstance(item, ast.BaseNode):
                    yield from walk(item)


def variables(msg: ast.Message) -> set[str]:
    found = {n.id.name for n in walk(msg) if isinstance(n, ast.VariableReference)}
    # A term's attributes ($who_gen) stand for the term ($who): languages differ in cases.
    return {v.split("_")[0] for v in found}


def test_english_is_the_default_and_ships_every_language() -> None:
    assert LANGS[0] == "en"
    assert {"pl", "cs"} <= set(LANGS)


@pytest.mark.parametrize("code", OTHERS)
def test_every_message_exists_in_every_language_with_the_same_variables(code: str) -> None:
    english, other = entries("en"), entries(code)
    assert sorted(set(english) - set(other)) == [], f"missing in {code}"
    assert sorted(set(other) - set(english)) == [], f"only in {code}"
    for msg_id, msg in english.items():
        assert variables(other[msg_id]) <= variables(msg) | {"n"}, msg_id
        assert variables(msg) - variables(other[msg_id]) <= {"n"} or msg_id.startswith("amount-"), (
            f"{code} {msg_id}: drops {variables(msg) - variables(other[msg_id])}"
        )


def integer_categories(code: str) -> set[str]:
    rule = Locale.parse(code).plural_form
    return {rule(n) for n in range(0, 1001)}


@pytest.mark.parametrize("code", LANGS)
def test_every_plural_choice_covers_the_languages_forms(code: str) -> None:
    needed = integer_categories(code)
    for msg_id, msg in entries(code).items():
        for node in walk(msg):
            if not isinstance(node, ast.SelectExpression):
                continue
            keys = {v.key.name for v in node.variants if isinstance(v.key, ast.Identifier)}
            if keys & {"one", "few", "many", "other"}:
                # Each form the language's whole numbers take is written out (the default
                # counts): a translator decides every one, none falls through unseen.
                assert needed <= keys, f"{code} {msg_id}: no form for {needed - keys}"


@pytest.mark.parametrize("code", LANGS)
def test_terms_of_one_kind_carry_the_same_attributes(code: str) -> None:
    kinds: dict[str, set[frozenset[str]]] = {}
    for msg_id, msg in entries(code).items():
        kind = re.match(r"^(advisor|building|enemy|phase)-", msg_id)
        if kind:
            kinds.setdefault(kind.group(1), set()).add(frozenset(a.id.name for a in msg.attributes))
    for kind, shapes in kinds.items():
        assert len(shapes) == 1, f"{code}: {kind} terms differ in attributes: {shapes}"


@pytest.mark.parametrize(
    ("code", "n", "stone", "soldier"),
    [
        ("en", 1, "1 stone", "1 soldier"),
        ("en", 5, "5 stone", "5 soldiers"),
        ("pl", 1, "1 kamień", "1 żołnierz"),
        ("pl", 2, "2 kamienie", "2 żołnierze"),
        ("pl", 5, "5 kamieni", "5 żołnierzy"),
        ("pl", 12, "12 kamieni", "12 żołnierzy"),
        ("pl", 22, "22 kamienie", "22 żołnierze"),
        ("pl", 25, "25 kamieni", "25 żołnierzy"),
        ("cs", 1, "1 kámen", "1 voják"),
        ("cs", 3, "3 kameny", "3 vojáci"),
        ("cs", 5, "5 kamenů", "5 vojáků"),
        ("cs", 22, "22 kamenů", "22 vojáků"),
    ],
)
def test_numbers_take_the_languages_plural_forms(
    code: str, n: int, stone: str, soldier: str
) -> None:
    set_language(code)
    assert t("amount-stone", n=n) == stone
    assert t("amount-soldier", n=n) == soldier


def test_goods_read_as_a_list_in_each_language() -> None:
    cases = {
        "en": '2 gold, 1 stone and 1 "+2" token',
        "pl": "2 złota, 1 kamień i 1 żeton „+2”",
        "cs": "2 zlata, 1 kámen a 1 žeton „+2“",
    }
    for code, want in cases.items():
        set_language(code)
        assert goods((2, 0, 1), plus2=1) == want


def test_names_come_from_the_current_language_and_unknown_codes_mean_english() -> None:
    assert set_language("xx") == "en"
    assert name("building", "stables") == "Stables"
    set_language("cs")
    assert name("building", "stables") == "Stáje"
    assert name("advisor", 1) == "Šašek"


def test_a_missing_message_is_an_error_in_tests() -> None:
    with pytest.raises(KeyError):
        t("no-such-message")
    catalog.strict = False
    assert t("no-such-message") == "no-such-message"


@pytest.mark.parametrize(
    ("cli", "env", "saved", "want"),
    [
        (None, {}, None, "en"),
        (None, {"LANG": "pl_PL.UTF-8"}, None, "pl"),
        (None, {"LANG": "cs_CZ.UTF-8"}, None, "cs"),
        (None, {"LANG": "C"}, None, "en"),
        (None, {"LANG": "POSIX"}, None, "en"),
        (None, {"LANG": "de_DE.UTF-8"}, None, "en"),
        (None, {"LC_ALL": "C", "LANG": "pl_PL.UTF-8"}, None, "en"),
        (None, {"LC_MESSAGES": "cs_CZ.UTF-8", "LANG": "en_US.UTF-8"}, None, "cs"),
        (None, {"LANGUAGE": "de:pl", "LANG": "en_US.UTF-8"}, None, "pl"),
        (None, {"LANG": "pl_PL.UTF-8"}, "cs", "cs"),
        (None, {"KINGSBURG_LANG": "pl", "LANG": "cs_CZ.UTF-8"}, "en", "pl"),
        ("cs", {"KINGSBURG_LANG": "pl"}, "en", "cs"),
        ("klingon", {"LANG": "pl_PL"}, None, "pl"),
    ],
)
def test_the_language_is_chosen_as_people_expect(
    cli: str | None, env: dict[str, str], saved: str | None, want: str
) -> None:
    assert lang.choose(cli, env, saved) == want


@pytest.mark.parametrize("code", LANGS)
def test_numbers_json_holds_babels_own_rules_and_symbols(code: str) -> None:
    """The light locale (resolver._light_locale) reads these instead of babel's whole locale: they
    must say what babel says."""
    data = catalog.numbers_data(code)
    assert data is not None, f"{code} has no numbers.json"
    full = Locale.parse(code)
    assert data["plural_form"] == dict(full.plural_form.rules)
    assert data["number_symbols"] == dict(full.number_symbols["latn"])
    assert data["decimal_format"] == full.decimal_formats[None].pattern
    assert data["percent_format"] == full.percent_formats[None].pattern


def test_rendering_loads_no_cldr_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    from babel import localedata

    monkeypatch.setattr(localedata, "_cache", {})
    catalog.bundle.cache_clear()
    try:
        for code in LANGS:
            set_language(code)
            t("amount-stone", n=5)
        assert localedata._cache == {}
    finally:
        catalog.bundle.cache_clear()


@pytest.mark.parametrize("code", LANGS)
def test_each_message_read_alone_is_the_message_of_its_file(code: str) -> None:
    """The bundle parses each message when first asked for, from its own lines
    (resolver._MESSAGE): that must give exactly what parsing its whole file gives."""
    parser = FluentParser(with_spans=False)
    for path in sorted((lang.LOCALES / code).glob("*.ftl")):
        text = path.read_text(encoding="utf-8")
        whole = {e.id.name: e for e in parser.parse(text).body if isinstance(e, ast.Message)}
        alone = {m.group(1): m.group(0) for m in resolver._MESSAGE.finditer(text)}
        assert set(alone) == set(whole), path.name
        for msg_id, snippet in alone.items():
            (entry,) = [e for e in parser.parse(snippet).body if not isinstance(e, ast.Comment)]
            assert entry.equals(whole[msg_id], ignored_fields=["span", "comment"]), msg_id


def test_a_rendered_text_is_kept_by_its_arguments_types_and_language() -> None:
    """``t`` keeps each text it renders; an argument equal in Python but worded otherwise
    (Ungrouped(12345) and 12345, a Msg holding either) gets its own text, and another
    language its own."""
    from kingsburg.text.values import Ungrouped

    for code, grouped in (("en", "12,345"), ("pl", "12\xa0345")):
        set_language(code)
        for _ in range(2):  # the second time from what was kept
            assert t("list-middle", head=Ungrouped(12345), item="x") == "12345, x"
            assert t("list-middle", head=12345, item="x") == f"{grouped}, x"
            inner = Msg.of("list-middle", head=Ungrouped(12345), item="y")
            assert t("list-middle", head=inner, item="x") == "12345, y, x"
            inner = Msg.of("list-middle", head=12345, item="y")
            assert t("list-middle", head=inner, item="x") == f"{grouped}, y, x"
    set_language("en")
