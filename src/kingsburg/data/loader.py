"""Load and check the game data (advisors, buildings, enemies) into a :class:`Ruleset`.

The four YAML files are parsed with ``yaml.safe_load`` (the shipped ones are read from their
parsed copy, ``SHIPPED_FILE``), validated with pydantic
against the dataclasses in :mod:`kingsburg.data.models`, and then checked against each
other (ranks 1..18, one building per sheet cell, five enemy cards per year).
Files whose bytes are the shipped ones (the SHA-256 digest their parsed copy, validated when
it was written, holds) skip the pydantic step: importing pydantic would cost more memory
than the rest of the app (about 20 MiB against 35).
Any problem raises :class:`kingsburg.errors.DataError` with a one-line message
naming the file, the entry and the field, for example::

    data/buildings.yaml: entry 3 (Church): cost.gold: Input should be greater than or equal to 0

Entries are numbered from 1 in file order; so are positions inside nested lists
(``options[1]`` is an advisor's first option).
"""

from __future__ import annotations

import dataclasses
import functools
import json
import typing
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from kingsburg.data import rule_keys
from kingsburg.data.models import (
    Advisor,
    AdvisorsFile,
    Building,
    BuildingsFile,
    EnemiesFile,
    Enemy,
    Tile,
    TilesFile,
    id_in_words,
)
from kingsburg.errors import DataError, FileProblem
from kingsburg.files import read_limited
from kingsburg.sha import sha256

__all__ = ["Ruleset", "data_dir", "default_ruleset", "game_digest", "load_ruleset"]

ADVISOR_COUNT = 18
ROWS = 5
COLUMNS = 4
YEARS = 5
CARDS_PER_YEAR = 5

_ADVISORS_FILE = "advisors.yaml"
_BUILDINGS_FILE = "buildings.yaml"
_ENEMIES_FILE = "enemies.yaml"
_TILES_FILE = "tiles.yaml"
FILES = (_ADVISORS_FILE, _BUILDINGS_FILE, _ENEMIES_FILE, _TILES_FILE)  # in the digests' order

# Records of formats 1 to 3 hold the files' digest (``Ruleset.file_digest``: SHA-256 over the
# advisors, buildings, enemies and tiles files, in that order), which changed with any
# edit of a word. Each digest of files once shipped -> the game digest of those files, so that
# such a record is read for as long as the game's numbers stay the same (docs/records.md).
LEGACY_FILE_DIGESTS: dict[str, str] = {
    "e9017756b84f4b4162c9ebedab23e897dcd51abb3bd05bebbd1170bafe0e2c46": (
        "fcf0f03171c6762a883f9d3e855e93cff0f042591f78af225736fd16fcc0c0da"
    ),
}

# The fields that only word a thing (its name, its description): no rule reads them, so the
# game digest leaves them out and an edit of them changes no game. Every other field, one
# added later included, is covered. A building's name is special: the moves write it
# (``build Statue``); see ``_name_in_moves``.
_WORDS: dict[type, frozenset[str]] = {
    Advisor: frozenset({"name", "summary"}),
    Building: frozenset({"name", "text"}),
    Enemy: frozenset({"name"}),
    Tile: frozenset({"name", "summary", "text"}),
}

_M = TypeVar("_M")


@dataclass(frozen=True, slots=True)
class Ruleset:
    """The validated game data. Immutable; build it with :func:`load_ruleset`."""

    advisors: tuple[Advisor, ...] = field(hash=False)  # index = rank - 1
    buildings: tuple[Building, ...] = field(hash=False)  # row-major: (row-1)*4 + (column-1)
    enemies: tuple[Enemy, ...] = field(hash=False)  # file order
    # The game digest (``game_digest``): what a record holds and is checked against.
    digest: str
    tiles: tuple[Tile, ...] = field(default=(), hash=False)  # module 6, index = rank - 1
    # SHA-256 over the files' bytes (advisors, buildings, enemies, tiles): what records of
    # formats 1 to 3 hold instead.
    file_digest: str = field(default="", compare=False)
    _building_index: dict[str, int] = field(init=False, repr=False, compare=False, hash=False)
    _enemy_by_id: dict[str, Enemy] = field(init=False, repr=False, compare=False, hash=False)
    _enemies_by_year: dict[int, tuple[Enemy, ...]] = field(
        init=False, repr=False, compare=False, hash=False
    )
    # Where each building effect is: its building's index (row-major), -1 if no building
    # carries it. Every effect a rule registers is a key (``rule_keys.effects``), so a rule
    # that asks for one nobody registered fails at once (KeyError).
    effects: dict[str, int] = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        by_year: dict[int, list[Enemy]] = {}
        for enemy in self.enemies:
            by_year.setdefault(enemy.year, []).append(enemy)
        object.__setattr__(self, "_building_index", {b.id: i for i, b in enumerate(self.buildings)})
        object.__setattr__(self, "_enemy_by_id", {e.id: e for e in self.enemies})
        object.__setattr__(
            self, "_enemies_by_year", {year: tuple(cards) for year, cards in by_year.items()}
        )
        where = {str(b.effect): i for i, b in enumerate(self.buildings) if b.effect}
        rule_keys.registered()
        object.__setattr__(self, "effects", {key: where.get(key, -1) for key in rule_keys.EFFECTS})

    def advisor(self, rank: int) -> Advisor:
        """The advisor of that rank (1..18); KeyError for any other rank."""
        if not 1 <= rank <= len(self.advisors):
            raise KeyError(f"no advisor with rank {rank}")
        return self.advisors[rank - 1]

    def building(self, building_id: str) -> Building:
        """The building with that id; KeyError on an unknown id."""
        return self.buildings[self.building_index(building_id)]

    def building_index(self, building_id: str) -> int:
        """Row-major position of the building (0..19); KeyError on an unknown id."""
        try:
            return self._building_index[building_id]
        except KeyError:
            raise KeyError(f"unknown building {building_id!r}") from None

    def enemy(self, enemy_id: str) -> Enemy:
        """The enemy card with that id; KeyError on an unknown id."""
        try:
            return self._enemy_by_id[enemy_id]
        except KeyError:
            raise KeyError(f"unknown enemy card {enemy_id!r}") from None

    def enemies_of_year(self, year: int) -> tuple[Enemy, ...]:
        """That year's cards in file order; KeyError for a year without cards."""
        try:
            return self._enemies_by_year[year]
        except KeyError:
            raise KeyError(f"no enemy cards for year {year}") from None

    def strength_range(self, year: int) -> tuple[int, int]:
        """(lowest, highest) strength among that year's cards; KeyError as above."""
        strengths = [enemy.strength for enemy in self.enemies_of_year(year)]
        return min(strengths), max(strengths)


def data_dir() -> Path:
    """Directory holding the shipped data files.

    An installed wheel carries them as the package directory ``kingsburg/gamedata``;
    a source checkout or editable install uses the repository's top-level ``data/``.
    """
    here = Path(__file__).resolve()
    packaged = here.parents[1] / "gamedata"
    if packaged.is_dir():
        return packaged
    return here.parents[3] / "data"


def load_ruleset(directory: Path | None = None, trust_copy: bool = True) -> Ruleset:
    """Read, validate and cross-check the four data files in ``directory``.

    ``None`` means :func:`data_dir`. Raises :class:`DataError` on any problem. Files with
    the bytes the shipped parsed copy was made from are read from it, unvalidated (unless
    ``trust_copy`` is false: ``python -m kingsburg.data.shipped`` validates before writing).
    """
    given = directory is not None
    base = directory if directory is not None else data_dir()

    def label(filename: str) -> str:
        # Shipped data: "data/advisors.yaml"; a directory passed in: the path as given.
        return str(base / filename) if given else f"{base.name}/{filename}"

    names = FILES
    raws: list[bytes] = []
    for filename in names:
        try:
            raws.append(_read_bytes(base / filename, label(filename)))
        except DataError:
            for raw, earlier in zip(raws, names, strict=False):  # their faults come first
                _parse_yaml(raw, label(earlier))
            raise
    digest = files_digest(raws)
    parsed = _shipped_data(digest) if trust_copy else None
    shipped = parsed is not None
    if parsed is None:
        parsed = [_parse_yaml(raw, label(n)) for raw, n in zip(raws, names, strict=True)]
    advisors_raw, buildings_raw, enemies_raw, tiles_raw = parsed
    read = _build_file if shipped else _validate

    advisors = read(
        AdvisorsFile, advisors_raw, label(_ADVISORS_FILE), "advisors", ("name", "rank")
    ).advisors
    buildings = read(
        BuildingsFile, buildings_raw, label(_BUILDINGS_FILE), "buildings", ("name", "id")
    ).buildings
    enemies = read(
        EnemiesFile, enemies_raw, label(_ENEMIES_FILE), "enemies", ("id", "name")
    ).enemies

    _check_advisors(advisors, label(_ADVISORS_FILE))
    _check_buildings(buildings, label(_BUILDINGS_FILE))
    _check_enemies(enemies, label(_ENEMIES_FILE))
    tiles = read(TilesFile, tiles_raw, label(_TILES_FILE), "tiles", ("name", "rank")).tiles
    _check_tiles(tiles, label(_TILES_FILE))
    return Ruleset(
        advisors=advisors,
        buildings=buildings,
        enemies=enemies,
        digest=game_digest(advisors, buildings, enemies, tiles),
        tiles=tiles,
        file_digest=digest,
    )


def game_digest(
    advisors: Sequence[Advisor],
    buildings: Sequence[Building],
    enemies: Sequence[Enemy],
    tiles: Sequence[Tile],
) -> str:
    """SHA-256 (hex) over what the game reads from the data: every number, id, effect and
    tile value, in file order, and no name or description (``_WORDS``). Two sets of files
    with the same digest play every game the same, so a record replays with either."""
    doc = [
        "kingsburg-game-data",
        [_game_values(a) for a in advisors],
        [_game_values(b) | _name_in_moves(b) for b in buildings],
        [_game_values(e) for e in enemies],
        [_game_values(t) for t in tiles],
    ]
    text = json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return sha256(text.encode()).hexdigest()


def _game_values(item: Any) -> dict[str, Any]:
    words = _WORDS[type(item)]
    return {k: v for k, v in dataclasses.asdict(item).items() if k not in words}


def _name_in_moves(building: Building) -> dict[str, str]:
    """A record's moves name a building (``build Merchants' Guild``), and the notation also
    reads a name that spells the building's id in words (``merchants_guild``): such a name
    is not needed to read old moves and is left out. Any other name is covered, so that a
    record whose moves were written with it is not read with data that no longer has it."""
    return {} if id_in_words(building.name) == building.id else {"name": building.name.lower()}


@functools.cache
def default_ruleset() -> Ruleset:
    """The shipped data, loaded once per process."""
    return load_ruleset()


# --- reading -----------------------------------------------------------------


MAX_DATA_BYTES = 1_000_000  # the shipped files are a few kilobytes
# The shipped files as parsed and validated, as JSON: {"digest": SHA-256 of the files' bytes,
# "files": {name: data}}. Files with those bytes are read from it, so that the app imports
# neither PyYAML (about 1 MiB, a fifth of what the app adds to a bare Textual app) nor
# pydantic. Written by ``python -m kingsburg.data.shipped`` after validating the files; a
# test checks it against them. Edited files, or files without a current copy, are parsed
# and validated at every load instead: slower, never wrong.
SHIPPED_FILE = "shipped.json"


def files_digest(raws: Sequence[bytes]) -> str:
    """SHA-256 over the data files' bytes, in the order of FILES: what ``Ruleset.file_digest``
    and the parsed copy (SHIPPED_FILE) hold."""
    return sha256(b"".join(raws)).hexdigest()


def _shipped_data(digest: str) -> list[Any] | None:
    """The parsed files (advisors, buildings, enemies, tiles) from SHIPPED_FILE if it was
    written for files with this ``digest``; None if it is missing or was written for other
    files (then the YAML is read and validated)."""
    try:
        doc = json.loads(read_limited(data_dir() / SHIPPED_FILE, 4 * MAX_DATA_BYTES))
        if doc["digest"] != digest:
            return None
        files = doc["files"]
        return [files[name] for name in FILES]
    except (FileProblem, ValueError, KeyError, TypeError):
        return None


def _read_bytes(path: Path, name: str) -> bytes:
    try:
        return read_limited(path, MAX_DATA_BYTES)
    except FileProblem as exc:
        raise DataError(f"{name}: {'file not found' if 'no such' in str(exc) else exc}") from None


def _parse_yaml(raw: bytes, name: str) -> Any:
    # Imported here: the shipped files are read from their parsed copy (_shipped_data).
    from kingsburg.data.yaml_text import parse

    data = parse(raw, name)
    bad = _control_text(data)
    if bad is not None:
        raise DataError(f"{name}: the text {bad!r} holds a control character")
    return data


def _control_text(value: Any) -> str | None:
    """The first text in the data holding a control character (they would reach the
    terminal as they are), or None."""
    if isinstance(value, str):
        return value[:40] if not value.replace("\n", " ").isprintable() else None
    items = value.items() if isinstance(value, dict) else value if isinstance(value, list) else ()
    for item in items:
        for part in item if isinstance(value, dict) else (item,):
            found = _control_text(part)
            if found is not None:
                return found
    return None


# --- validation --------------------------------------------------------------


def _build_file(model: type[_M], data: Any, name: str, key: str, label_keys: Sequence[str]) -> _M:
    """The shipped ``data`` as ``model``: what :func:`_validate` returns for it."""
    built: _M = _build(model, data)
    return built


def _build(kind: Any, value: Any) -> Any:
    """``value`` (parsed YAML known to be valid) as an instance of the type ``kind``.

    The data classes hold only plain values, tuples, dicts and other data classes."""
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        hints = _hints(kind)
        return kind(**{k: _build(hints[k], v) for k, v in value.items()})
    origin = typing.get_origin(kind)
    if origin is tuple:
        return tuple(_build(typing.get_args(kind)[0], v) for v in value)
    if origin is dict:
        return {k: _build(typing.get_args(kind)[1], v) for k, v in value.items()}
    return value


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def _validate(model: type[_M], data: Any, name: str, key: str, label_keys: Sequence[str]) -> _M:
    # Imported here: only data that differs from the shipped files gets this far.
    from pydantic import TypeAdapter, ValidationError

    if data is None:
        raise DataError(f"{name}: file is empty, expected a mapping with the key '{key}'")
    if not isinstance(data, Mapping):
        raise DataError(
            f"{name}: top level must be a mapping with the key '{key}', not {_yaml_kind(data)}"
        )
    # Validate strictly (no "2" for 2, no true for 1): the YAML becomes JSON text
    # first, since strict JSON validation still lets a list fill a tuple field.
    try:
        text = json.dumps(data, default=str)
    except ValueError:  # a YAML anchor that contains itself
        raise DataError(f"{name}: contains a self-referencing YAML anchor") from None
    except TypeError:  # e.g. a date used as a mapping key
        raise DataError(f"{name}: contains a mapping key that is not text or a number") from None
    try:
        return TypeAdapter(model).validate_json(text, strict=True)
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        msg = _yaml_wording(first["msg"])
        found = first.get("input")
        if first["type"].endswith("_type") and not isinstance(found, dict | list):
            msg += f", got {json.dumps(found)}"
        raise DataError(_describe_error(name, data, key, first["loc"], msg, label_keys)) from None


def _describe_error(
    name: str,
    data: Mapping[Any, Any],
    key: str,
    loc: tuple[int | str, ...],
    msg: str,
    label_keys: Sequence[str],
) -> str:
    msg = _one_line(msg.removeprefix("Value error, "))
    parts = [name]
    rest: tuple[int | str, ...] = loc
    if len(loc) >= 2 and loc[0] == key and isinstance(loc[1], int):
        index = loc[1]
        entries = data.get(key)
        entry = entries[index] if isinstance(entries, list) and index < len(entries) else None
        parts.append(_entry_label(index, entry, label_keys))
        rest = loc[2:]
        if not rest and isinstance(entry, Mapping):
            # A check over the whole entry ("id should be ..."): name the field it is about.
            word, _, tail = msg.partition(" ")
            if tail and word in entry:
                rest, msg = (word,), tail
    if rest:
        parts.append(_field_path(rest))
    parts.append(msg)
    return ": ".join(parts)


def _entry_label(index: int, entry: Any, label_keys: Sequence[str]) -> str:
    text = f"entry {index + 1}"
    if isinstance(entry, Mapping):
        for label_key in label_keys:
            value = entry.get(label_key)
            if isinstance(value, str | int) and not isinstance(value, bool) and str(value):
                return f"{text} ({_one_line(str(value))})"
    return text


def _field_path(loc: Sequence[int | str]) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part + 1}]"
        elif part == "[key]":
            out += " (key)"
        else:
            out += f".{part}" if out else part
    return out


# --- cross-checks ------------------------------------------------------------


def _check_advisors(advisors: Sequence[Advisor], name: str) -> None:
    first_with_rank: dict[int, int] = {}
    for i, adv in enumerate(advisors):
        if adv.rank in first_with_rank:
            j = first_with_rank[adv.rank]
            raise DataError(
                f"{name}: entry {i + 1} ({adv.name}): rank: {adv.rank} is already used by "
                f"entry {j + 1} ({advisors[j].name})"
            )
        first_with_rank[adv.rank] = i
    missing = [r for r in range(1, ADVISOR_COUNT + 1) if r not in first_with_rank]
    if missing:
        raise DataError(
            f"{name}: has {len(advisors)} advisors, expected {ADVISOR_COUNT}; "
            f"missing rank {', '.join(map(str, missing))}"
        )
    for i, adv in enumerate(advisors):
        if adv.rank != i + 1:
            raise DataError(
                f"{name}: entry {i + 1} ({adv.name}): rank: expected {i + 1} here "
                f"(advisors are listed by rank), got {adv.rank}"
            )


def _check_tiles(tiles: Sequence[Tile], name: str) -> None:
    rule_keys.registered()
    for i, tile in enumerate(tiles):
        if tile.rank != i + 1:
            raise DataError(
                f"{name}: entry {i + 1} ({tile.name}): rank: expected {i + 1} here "
                f"(tiles are listed by rank, from 1), got {tile.rank}"
            )
        if tile.rank not in rule_keys.TILE_VALUES:
            raise DataError(
                f"{name}: entry {i + 1} ({tile.name}): rank: no rule for a tile on advisor "
                f"{tile.rank}"
            )
        needed = rule_keys.TILE_VALUES[tile.rank]
        unknown = [k for k in tile.values if k not in needed]
        if unknown:
            raise DataError(
                f"{name}: entry {i + 1} ({tile.name}): values: {', '.join(unknown)} is not "
                f"used by this tile (it uses: {', '.join(needed) or 'none'})"
            )
        missing = [k for k in needed if k not in tile.values]
        if missing:
            raise DataError(
                f"{name}: entry {i + 1} ({tile.name}): values: missing {', '.join(missing)}"
            )
    ruled = sorted(set(rule_keys.TILE_VALUES) - {tile.rank for tile in tiles})
    if ruled:  # checked after the ranks, so an entry too many is named above
        ranks = ", ".join(map(str, ruled))
        raise DataError(f"{name}: has {len(tiles)} tiles, but the rules have one for {ranks} too")


def _check_buildings(buildings: Sequence[Building], name: str) -> None:
    by_id: dict[str, int] = {}
    by_cell: dict[tuple[int, int], int] = {}
    rule_keys.registered()
    for i, b in enumerate(buildings):
        if b.effect is not None and b.effect not in rule_keys.EFFECTS:
            raise DataError(
                f"{name}: entry {i + 1} ({b.name}): effect: no rule reads {b.effect!r} "
                f"(the effects: {', '.join(sorted(rule_keys.EFFECTS))})"
            )
        if b.id in by_id:
            j = by_id[b.id]
            raise DataError(
                f"{name}: entry {i + 1} ({b.name}): id: {b.id!r} is already used by "
                f"entry {j + 1} ({buildings[j].name})"
            )
        by_id[b.id] = i
        cell = (b.row, b.column)
        if cell in by_cell:
            j = by_cell[cell]
            raise DataError(
                f"{name}: entry {i + 1} ({b.name}): row/column: row {b.row}, column "
                f"{b.column} is already taken by entry {j + 1} ({buildings[j].name})"
            )
        by_cell[cell] = i
    for row in range(1, ROWS + 1):
        for column in range(1, COLUMNS + 1):
            if (row, column) not in by_cell:
                raise DataError(f"{name}: no building at row {row}, column {column}")
    for i, b in enumerate(buildings):
        row, column = divmod(i, COLUMNS)
        if (b.row, b.column) != (row + 1, column + 1):
            raise DataError(
                f"{name}: entry {i + 1} ({b.name}): row/column: expected row {row + 1}, "
                f"column {column + 1} here (buildings are listed row by row), "
                f"got row {b.row}, column {b.column}"
            )


def _check_enemies(enemies: Sequence[Enemy], name: str) -> None:
    by_id: dict[str, int] = {}
    per_year: dict[int, int] = {}
    for i, enemy in enumerate(enemies):
        expected = f"{enemy.year}-{enemy.type}-{enemy.strength}"
        if enemy.id != expected:
            raise DataError(
                f"{name}: entry {i + 1} ({enemy.id}): id: should be {expected!r} "
                "(year-type-strength)"
            )
        if enemy.id in by_id:
            raise DataError(
                f"{name}: entry {i + 1} ({enemy.id}): id: {enemy.id!r} is already used by "
                f"entry {by_id[enemy.id] + 1}"
            )
        by_id[enemy.id] = i
        per_year[enemy.year] = per_year.get(enemy.year, 0) + 1
    for year in range(1, YEARS + 1):
        count = per_year.get(year, 0)
        if count != CARDS_PER_YEAR:
            raise DataError(
                f"{name}: year {year} has {count} card{'s' if count != 1 else ''}, "
                f"expected {CARDS_PER_YEAR}"
            )


# --- small helpers -----------------------------------------------------------

# pydantic speaks JSON (we validate JSON text) and Python calls (the models are dataclasses);
# the files are YAML.
_YAML_WORDS = (
    ("Unexpected keyword argument", "Extra inputs are not permitted"),
    ("Missing required argument", "Field required"),
    ("a valid array", "a list"),
    ("an object", "a mapping"),
    ("a valid dictionary", "a mapping"),
    ("Tuple should", "List should"),
)


def _yaml_wording(msg: str) -> str:
    for json_word, yaml_word in _YAML_WORDS:
        msg = msg.replace(json_word, yaml_word)
    return msg


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _yaml_kind(value: Any) -> str:
    if isinstance(value, list):
        return "a list"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int | float):
        return "a number"
    return f"a {type(value).__name__}"
