"""docs/rules_en.md: its advisor, building and enemy tables match data/*.yaml exactly."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kingsburg.data import default_ruleset
from kingsburg.data.models import Building, Enemy

DOC = Path(__file__).resolve().parents[1] / "docs" / "rules_en.md"
ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5}


def table(header_start: str) -> list[list[str]]:
    lines = DOC.read_text(encoding="utf-8").splitlines()
    i = next(k for k, line in enumerate(lines) if line.startswith(header_start))
    rows = []
    for line in lines[i + 2 :]:
        if not line.startswith("|"):
            break
        rows.append([c.strip() for c in line.strip("|").split("|")])
    return rows


def goods_phrase(gold: int, wood: int, stone: int) -> list[str]:
    return [f"{n} {name}" for n, name in ((gold, "gold"), (wood, "wood"), (stone, "stone")) if n]


def test_advisor_table_matches_data() -> None:
    rows = table("| Rank | Advisor |")
    advisors = default_ruleset().advisors
    assert [(int(r[0]), r[1]) for r in rows] == [(a.rank, a.name) for a in advisors]


def battle_text(b: Building) -> str:
    base = f"{b.battle:+d}" if b.battle else "0"
    for kind, extra in b.battle_vs.items():
        base += f" ({b.battle + extra:+d} vs {kind.capitalize()})"
    return base


def test_building_table_matches_data() -> None:
    rows = table("| Row | Col | Building |")
    buildings = default_ruleset().buildings
    assert len(rows) == len(buildings) == 20
    for row, b in zip(rows, buildings, strict=True):
        c = b.cost
        assert row[:3] == [str(b.row), str(b.column), b.name]
        assert row[3] == ", ".join(goods_phrase(c.gold, c.wood, c.stone)), b.name
        assert int(row[4]) == b.vp, b.name
        assert row[5] == battle_text(b), b.name
        assert (row[6] == "—") == (b.effect is None), b.name


def penalty_text(e: Enemy) -> str:
    p = e.penalty
    parts = goods_phrase(p.gold, p.wood, p.stone)
    if p.choice_goods:
        parts.append(f"{p.choice_goods} good{'s' if p.choice_goods > 1 else ''} of your choice")
    if p.building:
        parts.append("1 building")
    if p.vp:
        parts.append(f"{p.vp} VP")
    return ", ".join(parts)


def reward_text(e: Enemy) -> str:
    r = e.reward
    parts = goods_phrase(r.gold, r.wood, r.stone)
    if r.choice_goods:
        parts.append(f"{r.choice_goods} good of your choice")
    if r.vp:
        parts.append(f"{r.vp} VP")
    return ", ".join(parts)


def test_enemy_table_matches_data() -> None:
    rows = table("| Year | Enemy |")
    enemies = default_ruleset().enemies
    assert len(rows) == len(enemies) == 25
    for row, e in zip(rows, enemies, strict=True):
        assert (ROMAN[row[0]], row[1], int(row[2])) == (e.year, e.name, e.strength)
        assert row[3] == reward_text(e), e.id
        assert row[4] == penalty_text(e), e.id


@pytest.mark.parametrize("year", [1, 2, 3, 4, 5])
def test_year_strength_ranges_match_data(year: int) -> None:
    low, high = default_ruleset().strength_range(year)
    roman = next(k for k, v in ROMAN.items() if v == year)
    assert re.search(rf"Year {roman}: strength {low}–{high}", DOC.read_text(encoding="utf-8"))
