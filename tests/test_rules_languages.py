"""docs/rules_<lang>.md: the same chapter tree in every language (same headings, levels and
anchors, in order), and tables that match data/*.yaml in each language's own words."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kingsburg.data import default_ruleset
from kingsburg.text import goods, lang, name, set_language

DOCS = Path(__file__).resolve().parents[1] / "docs"
LANGS = [code for code in lang.available() if code != "en"]
ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5}
HEADING = re.compile(r"^(#{1,6}) (.*?)(?: \{#([a-z0-9-]+)\})?$")


def doc(code: str) -> str:
    return (DOCS / f"rules_{code}.md").read_text(encoding="utf-8")


def tree(code: str) -> list[tuple[int, str | None]]:
    out = []
    for line in doc(code).splitlines():
        m = HEADING.match(line)
        if m:
            out.append((len(m.group(1)), m.group(3)))
    return out


def tables(code: str) -> list[list[list[str]]]:
    """Every table of the document, as rows of cells (header and rule lines left out)."""
    out: list[list[list[str]]] = []
    current: list[list[str]] | None = None
    for line in doc(code).splitlines():
        if line.startswith("|"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if current is None:
                current = []
                out.append(current)
                header = True
            elif set("".join(cells)) <= set("-: "):
                continue
            if not header:
                current.append(cells)
            header = False
        else:
            current = None
    return out


def numbers(text: str) -> list[str]:
    return re.findall(r"\d+", text)


@pytest.mark.parametrize("code", LANGS)
def test_every_language_has_the_same_chapter_tree(code: str) -> None:
    english = tree("en")
    assert all(anchor for level, anchor in english if level > 1)
    assert tree(code) == english


@pytest.mark.parametrize("code", LANGS)
def test_tables_have_the_same_shape_and_numbers(code: str) -> None:
    english, other = tables("en"), tables(code)
    assert [len(t) for t in other] == [len(t) for t in english]
    for t_en, t_other in zip(english, other, strict=True):
        for row_en, row_other in zip(t_en, t_other, strict=True):
            assert len(row_other) == len(row_en), row_other
            assert numbers(" ".join(row_other)) == numbers(" ".join(row_en)), row_other


def named_table(code: str, first_column: str) -> list[list[str]]:
    """The table whose header row starts with ``first_column`` in the English document."""
    english = tables("en")
    lines = doc("en").splitlines()
    headers = [
        lines[k]
        for k in range(len(lines))
        if lines[k].startswith("|") and (k == 0 or not lines[k - 1].startswith("|"))
    ]
    k = next(i for i, h in enumerate(headers) if h.startswith(f"| {first_column} |"))
    assert english[k]
    return tables(code)[k]


@pytest.mark.parametrize("code", LANGS)
def test_advisor_table_names_match_data(code: str) -> None:
    set_language(code)
    rows = named_table(code, "Rank")
    advisors = default_ruleset().advisors
    assert [(int(r[0]), r[1]) for r in rows] == [
        (a.rank, name("advisor", a.rank)) for a in advisors
    ]


@pytest.mark.parametrize("code", LANGS)
def test_building_table_matches_data(code: str) -> None:
    set_language(code)
    rows = named_table(code, "Row")
    buildings = default_ruleset().buildings
    assert len(rows) == len(buildings) == 20
    for row, b in zip(rows, buildings, strict=True):
        c = b.cost
        assert row[:3] == [str(b.row), str(b.column), name("building", b.id)]
        assert row[3] == goods((c.gold, c.wood, c.stone)), b.id
        assert int(row[4]) == b.vp
        assert (row[6] == "—") == (b.effect is None), b.id


@pytest.mark.parametrize("code", LANGS)
def test_enemy_table_matches_data(code: str) -> None:
    set_language(code)
    rows = named_table(code, "Year")
    enemies = default_ruleset().enemies
    assert len(rows) == len(enemies) == 25
    for row, e in zip(rows, enemies, strict=True):
        kind = e.id.split("-")[1]
        assert (ROMAN[row[0]], row[1], int(row[2])) == (e.year, name("enemy", kind), e.strength)


@pytest.mark.parametrize("code", LANGS)
def test_worked_examples_keep_their_numbers(code: str) -> None:
    def examples(text: str) -> list[str]:
        part = text.split("{#worked-examples}", 1)[1]
        return sorted(numbers(part))

    assert examples(doc(code)) == examples(doc("en"))
