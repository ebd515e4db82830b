"""Tests for the shipped game data (data/*.yaml) and its loader.

The expected tables below are typed in from the reference sheet
(shared/reference/kingsburg-data.md), independently of the YAML files.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import Any

import pytest
import yaml

import kingsburg.engine  # noqa: F401  (its rules register what they read from the data)
from kingsburg.data import (
    Ruleset,
    data_dir,
    default_ruleset,
    load_ruleset,
    rule_keys,
    yaml_text,
)
from kingsburg.data import loader as loader_module
from kingsburg.data.shipped import shipped_copy
from kingsburg.errors import DataError, KingsburgError

FILES = ("advisors.yaml", "buildings.yaml", "enemies.yaml", "tiles.yaml")


@pytest.fixture(scope="module")
def rules() -> Ruleset:
    return load_ruleset()


# --- counts and shape --------------------------------------------------------


def test_counts(rules: Ruleset) -> None:
    assert len(rules.advisors) == 18
    assert len(rules.buildings) == 20
    assert len(rules.enemies) == 25


def test_enemy_mix(rules: Ruleset) -> None:
    assert Counter(e.name for e in rules.enemies) == {
        "Goblins": 8,
        "Orcs": 4,
        "Zombies": 4,
        "Barbarians": 4,
        "Demons": 4,
        "Dragon": 1,
    }


@pytest.mark.parametrize(
    ("year", "low", "high"),
    [(1, 2, 4), (2, 3, 5), (3, 4, 6), (4, 5, 7), (5, 7, 9)],
)
def test_strength_range_matches_card_backs(rules: Ruleset, year: int, low: int, high: int) -> None:
    assert rules.strength_range(year) == (low, high)
    cards = rules.enemies_of_year(year)
    assert len(cards) == 5
    assert all(card.year == year for card in cards)


def test_enemies_grouped_by_year_in_order(rules: Ruleset) -> None:
    assert [e.year for e in rules.enemies] == sorted(e.year for e in rules.enemies)
    assert sum((rules.enemies_of_year(y) for y in range(1, 6)), ()) == rules.enemies


# --- buildings: the province sheet, row by row -------------------------------

# (id, name, row, column, (gold, wood, stone), vp, battle, battle_vs, effect)
BUILDINGS: list[tuple[str, str, int, int, tuple[int, int, int], int, int, dict[str, int], Any]] = [
    ("statue", "Statue", 1, 1, (2, 0, 0), 3, 0, {}, "statue"),
    ("chapel", "Chapel", 1, 2, (3, 0, 1), 5, 0, {}, "chapel"),
    ("church", "Church", 1, 3, (3, 1, 2), 7, 0, {"demons": 1}, None),
    ("cathedral", "Cathedral", 1, 4, (5, 0, 3), 9, 0, {}, "cathedral"),
    ("inn", "Inn", 2, 1, (1, 1, 0), 0, 0, {}, "inn"),
    ("market", "Market", 2, 2, (2, 2, 0), 1, 0, {}, "market"),
    ("farms", "Farms", 2, 3, (2, 3, 1), 2, -1, {}, "farms"),
    ("merchants_guild", "Merchants' Guild", 2, 4, (3, 1, 2), 4, 0, {}, "merchants_guild"),
    ("guard_tower", "Guard Tower", 3, 1, (1, 0, 1), 1, 1, {}, None),
    ("blacksmith", "Blacksmith", 3, 2, (1, 2, 0), 2, 1, {}, None),
    ("barracks", "Barracks", 3, 3, (2, 2, 1), 4, 0, {}, "barracks"),
    ("wizards_guild", "Wizards' Guild", 3, 4, (3, 2, 2), 6, 2, {}, None),
    ("palisade", "Palisade", 4, 1, (0, 2, 0), 0, 1, {"zombies": 1}, None),
    ("stables", "Stables", 4, 2, (1, 1, 1), 2, 0, {}, "stables"),
    ("stone_wall", "Stone Wall", 4, 3, (2, 0, 2), 2, 1, {}, "stone_wall"),
    ("fortress", "Fortress", 4, 4, (3, 0, 2), 4, 1, {}, "fortress"),
    ("barricade", "Barricade", 5, 1, (0, 1, 0), 0, 0, {"goblins": 1}, None),
    ("crane", "Crane", 5, 2, (0, 1, 1), 1, 0, {}, "crane"),
    ("town_hall", "Town Hall", 5, 3, (2, 1, 1), 2, 0, {}, "town_hall"),
    ("embassy", "Embassy", 5, 4, (2, 2, 2), 4, 0, {}, "embassy"),
]


@pytest.mark.parametrize(
    ("index", "row"), list(enumerate(BUILDINGS)), ids=[row[0] for row in BUILDINGS]
)
def test_building_matches_sheet(rules: Ruleset, index: int, row: tuple[Any, ...]) -> None:
    bid, name, r, c, (gold, wood, stone), vp, battle, battle_vs, effect = row
    assert index == (r - 1) * 4 + (c - 1)  # the table itself is row-major
    b = rules.buildings[index]
    assert rules.building(bid) is b
    assert rules.building_index(bid) == index
    assert (b.id, b.name, b.row, b.column) == (bid, name, r, c)
    assert (b.cost.gold, b.cost.wood, b.cost.stone) == (gold, wood, stone)
    assert b.vp == vp
    assert b.battle == battle
    assert dict(b.battle_vs) == battle_vs
    assert b.effect == effect
    assert b.text.strip()


def test_palisade_is_worth_two_against_zombies(rules: Ruleset) -> None:
    palisade = rules.building("palisade")
    assert palisade.battle + palisade.battle_vs.get("zombies", 0) == 2
    assert palisade.battle + palisade.battle_vs.get("goblins", 0) == 1


def test_every_effect_a_rule_reads_is_carried_by_one_building(rules: Ruleset) -> None:
    """A rule registers the effect it reads (``rule_keys.effects``): one building of the
    shipped data carries each, and no building carries one that no rule reads."""
    used = [b.effect for b in rules.buildings if b.effect is not None]
    assert sorted(used) == sorted(rule_keys.EFFECTS)
    assert set(rules.effects) == set(rule_keys.EFFECTS)
    assert rules.effects["statue"] == rules.building_index("statue")
    with pytest.raises(KeyError):  # a rule asking for an effect nobody registered
        rules.effects["moat"]


def test_an_effect_no_rule_reads_names_the_file_entry_and_field(copy_dir: Path) -> None:
    edit_text(copy_dir, "buildings.yaml", "effect: statue", "effect: moat")
    assert load_error(copy_dir).startswith(
        f"{copy_dir / 'buildings.yaml'}: entry 1 (Statue): effect: no rule reads 'moat' "
        "(the effects: barracks, "
    )


def test_battle_buildings_describe_their_bonus(rules: Ruleset) -> None:
    for b in rules.buildings:
        if b.battle or b.battle_vs:
            assert "battle strength" in b.text, b.id
        for enemy_type in b.battle_vs:
            assert enemy_type in b.text.lower(), b.id


# --- enemies: all 25 cards ---------------------------------------------------

# (year, type, strength, reward, penalty) in the sheet's order.
ENEMIES: list[tuple[int, str, int, dict[str, int], dict[str, int]]] = [
    (1, "barbarians", 2, {"gold": 1}, {"choice_goods": 1, "building": 1}),
    (1, "goblins", 2, {"wood": 1}, {"vp": 1, "wood": 1, "stone": 1, "building": 1}),
    (1, "goblins", 3, {"stone": 1}, {"gold": 1, "building": 1}),
    (1, "orcs", 3, {"gold": 1}, {"vp": 1, "choice_goods": 2}),
    (1, "zombies", 4, {"vp": 1}, {"vp": 2}),
    (2, "goblins", 3, {"wood": 1}, {"vp": 1, "wood": 2, "stone": 2, "building": 1}),
    (2, "goblins", 4, {"stone": 1}, {"gold": 2, "building": 1}),
    (2, "orcs", 4, {"gold": 1}, {"choice_goods": 2, "building": 1}),
    (2, "barbarians", 5, {"gold": 1}, {"vp": 1, "choice_goods": 2}),
    (2, "zombies", 5, {"vp": 1}, {"vp": 2}),
    (3, "goblins", 4, {"wood": 1}, {"vp": 1, "wood": 3, "stone": 3, "building": 1}),
    (3, "goblins", 5, {"stone": 1}, {"gold": 3, "building": 1}),
    (3, "orcs", 5, {"gold": 1}, {"choice_goods": 2, "building": 1}),
    (3, "demons", 6, {"vp": 1}, {"vp": 1, "gold": 2, "wood": 1, "stone": 1}),
    (3, "zombies", 6, {"vp": 1}, {"vp": 2}),
    (4, "goblins", 5, {"wood": 1}, {"vp": 1, "wood": 4, "stone": 4, "building": 1}),
    (4, "goblins", 6, {"stone": 1}, {"gold": 4, "building": 1}),
    (4, "demons", 6, {"gold": 1, "vp": 1}, {"choice_goods": 4, "vp": 1}),  # main reading
    (4, "orcs", 7, {"choice_goods": 1}, {"choice_goods": 2, "building": 1}),
    (4, "zombies", 7, {"vp": 1}, {"vp": 2}),
    (5, "barbarians", 7, {"vp": 1}, {"vp": 8}),
    (5, "barbarians", 8, {"vp": 1}, {"building": 1}),
    (5, "demons", 8, {"vp": 2}, {"vp": 2, "building": 1}),
    (5, "demons", 9, {"vp": 2}, {"building": 1}),
    (5, "dragon", 9, {"vp": 3}, {"vp": 5}),
]

REWARD_KEYS = ("gold", "wood", "stone", "choice_goods", "vp")
PENALTY_KEYS = ("gold", "wood", "stone", "choice_goods", "building", "vp")


@pytest.mark.parametrize(
    ("index", "card"),
    list(enumerate(ENEMIES)),
    ids=[f"{y}-{t}-{s}" for y, t, s, _, _ in ENEMIES],
)
def test_enemy_matches_card(
    rules: Ruleset, index: int, card: tuple[int, str, int, dict[str, int], dict[str, int]]
) -> None:
    year, kind, strength, reward, penalty = card
    enemy = rules.enemies[index]
    assert rules.enemy(f"{year}-{kind}-{strength}") is enemy
    assert (enemy.year, enemy.type, enemy.strength) == (year, kind, strength)
    assert enemy.name == kind.capitalize()
    assert asdict(enemy.reward) == {k: reward.get(k, 0) for k in REWARD_KEYS}
    assert asdict(enemy.penalty) == {k: penalty.get(k, 0) for k in PENALTY_KEYS}


def test_book_battle_examples(rules: Ruleset) -> None:
    # 2nd-edition example: year II Goblins of strength 4; 1st edition: year I Goblins 3.
    two = rules.enemy("2-goblins-4")
    assert (two.reward.stone, two.penalty.gold, two.penalty.building) == (1, 2, 1)
    one = rules.enemy("1-goblins-3")
    assert (one.reward.stone, one.penalty.gold, one.penalty.building) == (1, 1, 1)


# --- advisors: all 18 --------------------------------------------------------

ADVISORS: list[tuple[int, str, list[dict[str, Any]]]] = [
    (1, "Jester", [{"vp": 1}]),
    (2, "Squire", [{"gold": 1}]),
    (3, "Architect", [{"wood": 1}]),
    (4, "Merchant", [{"gold": 1}, {"wood": 1}]),
    (5, "Sergeant", [{"soldiers": 1}]),
    (6, "Alchemist", [{"alchemy": True}]),
    (7, "Astronomer", [{"choice_goods": 1, "plus2": 1}]),
    (8, "Treasurer", [{"gold": 2}]),
    (9, "Master Hunter", [{"gold": 1, "wood": 1}, {"wood": 1, "stone": 1}]),
    (10, "General", [{"soldiers": 2, "peek": True}]),
    (11, "Swordsmith", [{"gold": 1, "stone": 1}, {"wood": 1, "stone": 1}]),
    (12, "Duchess", [{"choice_goods": 2, "plus2": 1}]),
    (13, "Champion", [{"stone": 3}]),
    (14, "Smuggler", [{"vp": -1, "choice_goods": 3}]),
    (15, "Inventor", [{"gold": 1, "wood": 1, "stone": 1}]),
    (16, "Wizard", [{"gold": 4}]),
    (17, "Queen", [{"choice_goods": 2, "vp": 3, "peek": True}]),
    (18, "King", [{"gold": 1, "wood": 1, "stone": 1, "soldiers": 1}]),
]

OPTION_DEFAULTS: dict[str, Any] = {
    "gold": 0,
    "wood": 0,
    "stone": 0,
    "vp": 0,
    "soldiers": 0,
    "plus2": 0,
    "choice_goods": 0,
    "peek": False,
    "alchemy": False,
}


@pytest.mark.parametrize(("rank", "name", "options"), ADVISORS, ids=[a[1] for a in ADVISORS])
def test_advisor_matches_board(
    rules: Ruleset, rank: int, name: str, options: list[dict[str, Any]]
) -> None:
    advisor = rules.advisor(rank)
    assert advisor is rules.advisors[rank - 1]
    assert (advisor.rank, advisor.name) == (rank, name)
    assert [asdict(o) for o in advisor.options] == [OPTION_DEFAULTS | o for o in options]
    assert 1 <= len(advisor.summary) <= 22


# --- module 6: the advisor tiles ---------------------------------------------

# (rank, name, values) typed in from the rulebook's Module 6: the numbers each tile's
# rule reads (goods, tokens, VP) by name; tiles whose rule has no number have none.
TILES: list[tuple[int, str, dict[str, int]]] = [
    (1, "Jester", {}),
    (2, "Squire", {"tokens": 2, "trade_tokens": 1, "gold": 1, "soldiers": 1}),
    (3, "Architect", {"goods": 1}),
    (4, "Merchant", {"refill_each": 1}),
    (5, "Sergeant", {}),
    (6, "Alchemist", {}),
    (7, "Astronomer", {"opponent": 1, "you": 2}),
    (8, "Treasurer", {}),
    (9, "Master Hunter", {}),
    (10, "General", {"goods": 2}),
    (11, "Swordsmith", {}),
    (12, "Duchess", {"you": 3, "others": 1}),
    (13, "Champion", {}),
    (14, "Smuggler", {}),
    (15, "Inventor", {"each": 2}),
    (16, "Wizard", {"vp": 5}),
]


def test_sixteen_tiles_ranked_1_to_16(rules: Ruleset) -> None:
    assert len(rules.tiles) == 16
    assert [t.rank for t in rules.tiles] == list(range(1, 17))
    # A tile covers the advisor of its rank and bears that advisor's name;
    # advisors 17 and 18 have none.
    assert [t.name for t in rules.tiles] == [a.name for a in rules.advisors[:16]]


@pytest.mark.parametrize(("rank", "name", "values"), TILES, ids=[t[1] for t in TILES])
def test_tile_matches_rulebook(
    rules: Ruleset, rank: int, name: str, values: dict[str, int]
) -> None:
    tile = rules.tiles[rank - 1]
    assert (tile.rank, tile.name) == (rank, name)
    assert dict(tile.values) == values
    assert 1 <= len(tile.summary) <= 40
    assert tile.text.strip()


def test_every_tile_has_the_values_its_rule_reads(rules: Ruleset) -> None:
    assert sorted(rule_keys.TILE_VALUES) == [r for r, _, _ in TILES]  # a rule for each
    assert sorted(r for r, keys in rule_keys.TILE_VALUES.items() if keys) == [
        r for r, _, v in TILES if v
    ]
    for rank, keys in rule_keys.TILE_VALUES.items():
        assert sorted(keys) == sorted(rules.tiles[rank - 1].values), rank


# --- Ruleset API -------------------------------------------------------------


def test_unknown_lookups_raise_key_error(rules: Ruleset) -> None:
    with pytest.raises(KeyError):
        rules.building("moat")
    with pytest.raises(KeyError):
        rules.building_index("moat")
    with pytest.raises(KeyError):
        rules.enemy("1-dragon-9")
    for rank in (0, 19):
        with pytest.raises(KeyError):
            rules.advisor(rank)
    for year in (0, 6):
        with pytest.raises(KeyError):
            rules.enemies_of_year(year)
        with pytest.raises(KeyError):
            rules.strength_range(year)


def test_file_digest_is_sha256_of_the_data_files(rules: Ruleset) -> None:
    raw = b"".join((data_dir() / name).read_bytes() for name in FILES)
    assert rules.file_digest == hashlib.sha256(raw).hexdigest()


def test_files_once_shipped_map_to_their_game_digest(rules: Ruleset) -> None:
    """Records of formats 1 to 3 hold the files' digest; the table says which game those
    files played. While the shipped files are the ones an entry names, it must be theirs."""
    legacy = loader_module.LEGACY_FILE_DIGESTS
    if rules.file_digest in legacy:
        assert legacy[rules.file_digest] == rules.digest
    # The files of format 3, the last format to hold them, are in the table.
    assert "e9017756b84f4b4162c9ebedab23e897dcd51abb3bd05bebbd1170bafe0e2c46" in legacy


def test_shipped_files_build_what_validation_returns(rules: Ruleset) -> None:
    validated = load_ruleset(trust_copy=False)  # every file through pydantic
    assert validated == rules  # dataclass equality: a list where a tuple belongs differs
    for built, checked in zip(rules.buildings, validated.buildings, strict=True):
        assert type(built.battle_vs) is type(checked.battle_vs) is dict
        assert type(built.cost) is type(checked.cost)
    assert type(rules.advisors[0].options) is type(validated.advisors[0].options) is tuple


def test_the_app_and_the_data_load_without_pydantic_yaml_or_openssl_hashes() -> None:
    # pydantic alone is ~20 MiB, two thirds again of the whole app's memory (issue 13);
    # PyYAML and hashlib's OpenSSL digests are about 1 and 0.6 MiB (the shipped files are
    # read from their parsed copy, SHA-256 comes from kingsburg.sha).
    code = (
        "import sys; import kingsburg.tui.app, kingsburg.engine; "
        "from kingsburg.data import default_ruleset; default_ruleset(); "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('pydantic', 'yaml', 'hashlib', '_hashlib')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_the_parsed_copy_holds_what_the_shipped_files_hold() -> None:
    path = data_dir() / loader_module.SHIPPED_FILE
    assert json.loads(path.read_text(encoding="utf-8")) == shipped_copy(data_dir()), (
        f"data/*.yaml changed: run python -m kingsburg.data.shipped to rewrite {path.name}"
    )


@pytest.mark.parametrize("copy", ["missing", "stale"])
def test_without_a_current_parsed_copy_the_yaml_is_read(
    rules: Ruleset, copy: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "data"
    shutil.copytree(data_dir(), folder)
    if copy == "missing":
        (folder / loader_module.SHIPPED_FILE).unlink()
    else:  # written for files before an edit: its digest names those
        doc = json.loads((folder / loader_module.SHIPPED_FILE).read_text(encoding="utf-8"))
        doc["digest"] = "0" * 64
        doc["files"]["advisors.yaml"]["advisors"][0]["name"] = "Stale"
        (folder / loader_module.SHIPPED_FILE).write_text(json.dumps(doc), encoding="utf-8")
    monkeypatch.setattr(loader_module, "data_dir", lambda: folder)
    assert loader_module._shipped_data(rules.file_digest) is None
    assert load_ruleset() == rules
    assert load_ruleset().advisors[0].name == rules.advisors[0].name


def test_data_dir_holds_the_files() -> None:
    for name in FILES:
        assert (data_dir() / name).is_file()


def test_default_ruleset_is_cached_and_equal(rules: Ruleset) -> None:
    assert default_ruleset() is default_ruleset()
    assert default_ruleset() == rules
    assert hash(default_ruleset()) == hash(rules)


def test_ruleset_is_frozen(rules: Ruleset) -> None:
    with pytest.raises(AttributeError):
        rules.digest = "x"  # type: ignore[misc]


# --- broken copies -------------------------------------------------------------


@pytest.fixture
def copy_dir(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    target.mkdir()
    for name in FILES:
        shutil.copyfile(data_dir() / name, target / name)
    return target


def edit_yaml(directory: Path, name: str, change: Callable[[Any], None]) -> None:
    path = directory / name
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(data)
    data = json.loads(json.dumps(data))  # no shared objects: game data refuses YAML aliases
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")


def edit_text(directory: Path, name: str, old: str, new: str) -> None:
    path = directory / name
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"test set-up: {old!r} not found once in {name}"
    path.write_text(text.replace(old, new), encoding="utf-8")


def load_error(directory: Path) -> str:
    with pytest.raises(DataError) as info:
        load_ruleset(directory)
    message = str(info.value)
    assert "\n" not in message
    assert isinstance(info.value, KingsburgError)
    return message


def entry(data: Any, key: str, index: int, name: str) -> dict[str, Any]:
    """The raw entry, after checking it is the one the test means to break."""
    item: dict[str, Any] = data[key][index]
    assert name in (item.get("name"), item.get("id")), f"test set-up: entry {index + 1}"
    return item


def test_shipped_copy_loads(copy_dir: Path) -> None:
    # The broken-copy tests below start from this copy, so it must load as-is.
    assert load_ruleset(copy_dir) == load_ruleset()


def test_negative_cost(copy_dir: Path) -> None:
    edit_yaml(
        copy_dir,
        "buildings.yaml",
        lambda d: entry(d, "buildings", 2, "Church")["cost"].update(gold=-1),
    )
    msg = load_error(copy_dir)
    assert msg.startswith(f"{copy_dir / 'buildings.yaml'}: ")
    assert "entry 3 (Church): cost.gold: " in msg
    assert "greater than or equal to 0" in msg


def test_unknown_field(copy_dir: Path) -> None:
    edit_yaml(
        copy_dir,
        "enemies.yaml",
        lambda d: entry(d, "enemies", 6, "2-goblins-4").update(colour="green"),
    )
    msg = load_error(copy_dir)
    assert msg.startswith(f"{copy_dir / 'enemies.yaml'}: ")
    assert "entry 7 (2-goblins-4): colour: Extra inputs are not permitted" in msg


def test_missing_field(copy_dir: Path) -> None:
    edit_yaml(
        copy_dir,
        "advisors.yaml",
        lambda d: entry(d, "advisors", 3, "Merchant").pop("summary"),
    )
    msg = load_error(copy_dir)
    assert msg.startswith(f"{copy_dir / 'advisors.yaml'}: ")
    assert "entry 4 (Merchant): summary: Field required" in msg


@pytest.mark.parametrize("bad", ["five", "5", True, 5.0, [5]], ids=repr)
def test_wrong_type(copy_dir: Path, bad: Any) -> None:
    edit_yaml(
        copy_dir,
        "enemies.yaml",
        lambda d: entry(d, "enemies", 11, "3-goblins-5").update(strength=bad),
    )
    msg = load_error(copy_dir)
    assert msg.startswith(f"{copy_dir / 'enemies.yaml'}: ")
    assert "entry 12 (3-goblins-5): strength: Input should be a valid integer" in msg


def test_wrong_type_in_nested_option(copy_dir: Path) -> None:
    edit_yaml(
        copy_dir,
        "advisors.yaml",
        lambda d: entry(d, "advisors", 8, "Master Hunter")["options"][1].update(stone="x"),
    )
    msg = load_error(copy_dir)
    assert "advisors.yaml: entry 9 (Master Hunter): options[2].stone: " in msg
    assert 'got "x"' in msg


def test_unknown_enemy_type_in_battle_vs(copy_dir: Path) -> None:
    edit_yaml(
        copy_dir,
        "buildings.yaml",
        lambda d: entry(d, "buildings", 16, "Barricade").update(battle_vs={"trolls": 1}),
    )
    msg = load_error(copy_dir)
    assert "buildings.yaml: entry 17 (Barricade): battle_vs.trolls" in msg
    assert "'goblins'" in msg


def test_enemy_id_must_match_year_type_strength(copy_dir: Path) -> None:
    edit_yaml(
        copy_dir,
        "enemies.yaml",
        lambda d: entry(d, "enemies", 24, "5-dragon-9").update(strength=10),
    )
    msg = load_error(copy_dir)
    assert "enemies.yaml: entry 25 (5-dragon-9): id: " in msg
    assert "'5-dragon-10'" in msg


def test_bad_yaml_syntax(copy_dir: Path) -> None:
    path = copy_dir / "advisors.yaml"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    broken = next(i for i, line in enumerate(lines) if "summary: 1 gold or 1 wood" in line)
    lines[broken] = lines[broken].replace("summary: ", "summary: [")
    path.write_text("".join(lines), encoding="utf-8")
    msg = load_error(copy_dir)
    assert msg.startswith(f"{path}: not valid YAML (line ")
    # PyYAML reports where it noticed the problem: the broken line or the next one.
    line_no = int(msg.split("(line ", 1)[1].split(",", 1)[0])
    assert line_no in (broken + 1, broken + 2)
    assert ", column " in msg


def test_duplicate_rank(copy_dir: Path) -> None:
    edit_yaml(
        copy_dir, "advisors.yaml", lambda d: entry(d, "advisors", 4, "Sergeant").update(rank=4)
    )
    msg = load_error(copy_dir)
    assert msg.startswith(f"{copy_dir / 'advisors.yaml'}: ")
    assert "entry 5 (Sergeant): rank: 4 " in msg
    assert "entry 4 (Merchant)" in msg


def test_advisors_out_of_order(copy_dir: Path) -> None:
    def swap(d: Any) -> None:
        ranks = d["advisors"]
        ranks[0], ranks[1] = ranks[1], ranks[0]

    edit_yaml(copy_dir, "advisors.yaml", swap)
    msg = load_error(copy_dir)
    assert "advisors.yaml: entry 1 (Squire): rank: expected 1" in msg


def test_missing_advisor(copy_dir: Path) -> None:
    edit_yaml(copy_dir, "advisors.yaml", lambda d: d["advisors"].pop())
    msg = load_error(copy_dir)
    assert "advisors.yaml: has 17 advisors, expected 18" in msg
    assert "missing rank 18" in msg


def test_missing_building_cell(copy_dir: Path) -> None:
    def drop_crane(d: Any) -> None:
        entry(d, "buildings", 17, "Crane")
        del d["buildings"][17]

    edit_yaml(copy_dir, "buildings.yaml", drop_crane)
    msg = load_error(copy_dir)
    assert msg == f"{copy_dir / 'buildings.yaml'}: no building at row 5, column 2"


def test_two_buildings_in_one_cell(copy_dir: Path) -> None:
    edit_yaml(
        copy_dir, "buildings.yaml", lambda d: entry(d, "buildings", 17, "Crane").update(column=1)
    )
    msg = load_error(copy_dir)
    assert "buildings.yaml: entry 18 (Crane): row/column: row 5, column 1" in msg
    assert "entry 17 (Barricade)" in msg


def test_duplicate_building_id(copy_dir: Path) -> None:
    edit_yaml(
        copy_dir,
        "buildings.yaml",
        lambda d: entry(d, "buildings", 9, "Blacksmith").update(id="inn"),
    )
    msg = load_error(copy_dir)
    assert "buildings.yaml: entry 10 (Blacksmith): id: 'inn' is already used by entry 5" in msg


def test_buildings_out_of_order(copy_dir: Path) -> None:
    def swap(d: Any) -> None:
        b = d["buildings"]
        b[0], b[1] = b[1], b[0]

    edit_yaml(copy_dir, "buildings.yaml", swap)
    msg = load_error(copy_dir)
    assert "buildings.yaml: entry 1 (Chapel): row/column: expected row 1, column 1" in msg


def test_four_cards_in_a_year(copy_dir: Path) -> None:
    def drop(d: Any) -> None:
        entry(d, "enemies", 14, "3-zombies-6")
        del d["enemies"][14]

    edit_yaml(copy_dir, "enemies.yaml", drop)
    msg = load_error(copy_dir)
    assert msg == f"{copy_dir / 'enemies.yaml'}: year 3 has 4 cards, expected 5"


def test_duplicate_enemy_id(copy_dir: Path) -> None:
    def duplicate(d: Any) -> None:
        entry(d, "enemies", 1, "1-goblins-2")
        d["enemies"][1] = dict(d["enemies"][0])

    edit_yaml(copy_dir, "enemies.yaml", duplicate)
    msg = load_error(copy_dir)
    assert "enemies.yaml: entry 2 (1-barbarians-2): id: '1-barbarians-2' is already used" in msg


@pytest.mark.parametrize("name", FILES)
def test_missing_file(copy_dir: Path, name: str) -> None:
    (copy_dir / name).unlink()
    assert load_error(copy_dir) == f"{copy_dir / name}: file not found"


@pytest.mark.parametrize(
    ("content", "kind"), [("- a\n- b\n", "a list"), ("just text\n", "a string")]
)
def test_non_mapping_top_level(copy_dir: Path, content: str, kind: str) -> None:
    (copy_dir / "buildings.yaml").write_text(content, encoding="utf-8")
    msg = load_error(copy_dir)
    assert msg == (
        f"{copy_dir / 'buildings.yaml'}: top level must be a mapping with the key "
        f"'buildings', not {kind}"
    )


def test_empty_file(copy_dir: Path) -> None:
    (copy_dir / "enemies.yaml").write_text("# nothing here\n", encoding="utf-8")
    msg = load_error(copy_dir)
    assert msg.startswith(f"{copy_dir / 'enemies.yaml'}: file is empty")


def test_wrong_top_level_key(copy_dir: Path) -> None:
    edit_text(copy_dir, "advisors.yaml", "\nadvisors:\n", "\nadvisers:\n")
    msg = load_error(copy_dir)
    assert msg == f"{copy_dir / 'advisors.yaml'}: advisors: Field required"


def test_entry_that_is_not_a_mapping(copy_dir: Path) -> None:
    edit_yaml(copy_dir, "enemies.yaml", lambda d: d["enemies"].insert(0, "goblins"))
    msg = load_error(copy_dir)
    assert msg.startswith(f"{copy_dir / 'enemies.yaml'}: entry 1: Input should be a mapping")


def test_default_dir_errors_name_data_slash_file(
    copy_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (copy_dir / "enemies.yaml").unlink()
    monkeypatch.setattr(loader_module, "data_dir", lambda: copy_dir)
    with pytest.raises(DataError) as info:
        load_ruleset()
    assert str(info.value) == "data/enemies.yaml: file not found"


# --- broken copies of tiles.yaml ------------------------------------------------


def test_tile_missing_a_value(copy_dir: Path) -> None:
    edit_yaml(
        copy_dir,
        "tiles.yaml",
        lambda d: entry(d, "tiles", 11, "Duchess")["values"].pop("others"),
    )
    msg = load_error(copy_dir)
    assert msg == f"{copy_dir / 'tiles.yaml'}: entry 12 (Duchess): values: missing others"


def test_tile_without_values(copy_dir: Path) -> None:
    edit_yaml(copy_dir, "tiles.yaml", lambda d: entry(d, "tiles", 15, "Wizard").pop("values"))
    msg = load_error(copy_dir)
    assert msg == f"{copy_dir / 'tiles.yaml'}: entry 16 (Wizard): values: missing vp"


@pytest.mark.parametrize("bad", ["five", True, 5.5], ids=repr)
def test_tile_value_of_the_wrong_type(copy_dir: Path, bad: Any) -> None:
    edit_yaml(
        copy_dir, "tiles.yaml", lambda d: entry(d, "tiles", 15, "Wizard")["values"].update(vp=bad)
    )
    msg = load_error(copy_dir)
    assert msg.startswith(
        f"{copy_dir / 'tiles.yaml'}: entry 16 (Wizard): values.vp: Input should be a valid integer"
    )


def test_a_tile_without_a_rule_is_refused(copy_dir: Path) -> None:
    def banker(d: Any) -> None:
        d["tiles"].append({**d["tiles"][-1], "name": "Banker", "rank": 17, "values": {}})

    edit_yaml(copy_dir, "tiles.yaml", banker)
    msg = load_error(copy_dir)
    assert (
        msg
        == f"{copy_dir / 'tiles.yaml'}: entry 17 (Banker): rank: no rule for a tile on advisor 17"
    )


def test_tile_rank_above_the_advisors(copy_dir: Path) -> None:
    edit_yaml(copy_dir, "tiles.yaml", lambda d: entry(d, "tiles", 15, "Wizard").update(rank=19))
    msg = load_error(copy_dir)
    assert msg == (
        f"{copy_dir / 'tiles.yaml'}: entry 16 (Wizard): rank: "
        "Input should be less than or equal to 18"
    )


def test_tiles_out_of_order(copy_dir: Path) -> None:
    def swap(d: Any) -> None:
        tiles = d["tiles"]
        tiles[0], tiles[1] = tiles[1], tiles[0]

    edit_yaml(copy_dir, "tiles.yaml", swap)
    msg = load_error(copy_dir)
    assert msg == (
        f"{copy_dir / 'tiles.yaml'}: entry 1 (Squire): rank: expected 1 here "
        "(tiles are listed by rank, from 1), got 2"
    )


def test_missing_tile(copy_dir: Path) -> None:
    edit_yaml(copy_dir, "tiles.yaml", lambda d: d["tiles"].pop())
    msg = load_error(copy_dir)
    assert msg == f"{copy_dir / 'tiles.yaml'}: has 15 tiles, but the rules have one for 16 too"


def test_tile_unknown_and_missing_fields(copy_dir: Path) -> None:
    edit_yaml(copy_dir, "tiles.yaml", lambda d: entry(d, "tiles", 0, "Jester").update(colour=1))
    msg = load_error(copy_dir)
    assert (
        msg
        == f"{copy_dir / 'tiles.yaml'}: entry 1 (Jester): colour: Extra inputs are not permitted"
    )
    shutil.copyfile(data_dir() / "tiles.yaml", copy_dir / "tiles.yaml")
    edit_yaml(copy_dir, "tiles.yaml", lambda d: entry(d, "tiles", 2, "Architect").pop("summary"))
    msg = load_error(copy_dir)
    assert msg == f"{copy_dir / 'tiles.yaml'}: entry 3 (Architect): summary: Field required"


def test_tile_summary_too_long_for_the_board(copy_dir: Path) -> None:
    edit_yaml(
        copy_dir,
        "tiles.yaml",
        lambda d: entry(d, "tiles", 8, "Master Hunter").update(summary="x" * 41),
    )
    msg = load_error(copy_dir)
    assert msg.startswith(f"{copy_dir / 'tiles.yaml'}: entry 9 (Master Hunter): summary: ")
    assert "at most 40 characters" in msg


# --- the fast reader -----------------------------------------------------------


@pytest.mark.parametrize("name", FILES)
def test_libyaml_reads_the_shipped_files_as_the_strict_loader_does(name: str) -> None:
    raw = (data_dir() / name).read_bytes()
    fast = yaml_text.fast_load(raw)
    if yaml_text.CLoader is not None:
        assert fast is not yaml_text.REFUSED
        assert fast == yaml.load(raw, Loader=yaml_text.StrictLoader)


@pytest.mark.parametrize(
    "text",
    [
        "a: &x [1]\nb: *x\n",  # an alias
        "a: " + "[" * 19 + "1" + "]" * 19 + "\n",  # 20 collections deep
        "a: [1\n",  # not YAML
    ],
)
def test_libyaml_leaves_aliases_deep_nesting_and_faults_to_the_strict_loader(text: str) -> None:
    assert yaml_text.fast_load(text.encode()) is yaml_text.REFUSED


def test_libyaml_reads_nesting_the_strict_loader_accepts() -> None:
    text = "a: " + "[" * 18 + "1" + "]" * 18 + "\n"  # 19 collections and a scalar: depth 20
    expected = yaml.load(text, Loader=yaml_text.StrictLoader)
    if yaml_text.CLoader is not None:
        assert yaml_text.fast_load(text.encode()) == expected
