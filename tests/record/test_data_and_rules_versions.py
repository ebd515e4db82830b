"""A record is read with the game data and the rules it was played with, and with no others.

The digest a record holds covers what plays the game (numbers, ids, effects, tile values),
not the words: an edit of a description or a name keeps every save readable, an edit of a
number refuses it in one line. A record also holds its rules version: another one is
refused in one line, in the player's language. Records written before format 4 hold the
digest of the data files and no rules version (docs/records.md, "Game data and rules").
"""

from __future__ import annotations

import dataclasses
import json
import shutil
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
import yaml

from kingsburg.cli import main
from kingsburg.data import data_dir, default_ruleset, load_ruleset
from kingsburg.data import loader as loader_module
from kingsburg.errors import RecordError
from kingsburg.record import GameRecord, record_from_json, save_record_atomic, verify_record
from kingsburg.record.format import FORMAT_VERSION, RULES_VERSION, parse_move
from kingsburg.text import catalog
from tests.recorded_games import as_format

FILES = ("advisors.yaml", "buildings.yaml", "enemies.yaml", "tiles.yaml")
Recorded = Callable[[str], GameRecord]


def data_copy(tmp_path: Path, change: Callable[[dict[str, Any]], None]) -> Path:
    """A copy of the shipped data, each file's YAML given to ``change`` by file name."""
    target = tmp_path / "data"
    target.mkdir(parents=True)
    docs = {}
    for name in FILES:
        shutil.copyfile(data_dir() / name, target / name)
        docs[name] = yaml.safe_load((target / name).read_text(encoding="utf-8"))
    change(docs)
    for name, doc in docs.items():
        text = yaml.safe_dump(json.loads(json.dumps(doc)), sort_keys=False, allow_unicode=True)
        (target / name).write_text(text, encoding="utf-8")
    return target


@contextmanager
def installed(directory: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """``directory`` as the installed game data, for the program as a whole."""
    monkeypatch.setattr(loader_module, "data_dir", lambda: directory)
    default_ruleset.cache_clear()
    try:
        yield
    finally:
        monkeypatch.undo()
        default_ruleset.cache_clear()


def reword(docs: dict[str, Any]) -> None:
    """Words only: descriptions, summaries and names (a building's spelled otherwise)."""
    for building in docs["buildings.yaml"]["buildings"]:
        building["text"] = "Reworded: " + building["text"]
        building["name"] = building["name"].upper().replace("'", "")  # "MERCHANTS GUILD"
    for advisor in docs["advisors.yaml"]["advisors"]:
        advisor["name"] += " the Elder"
        advisor["summary"] = "?"
    for enemy in docs["enemies.yaml"]["enemies"]:
        enemy["name"] = "Raiders"
    for tile in docs["tiles.yaml"]["tiles"]:
        tile["name"], tile["summary"], tile["text"] = "Tile", "?", "Reworded."


def dearer_statue(docs: dict[str, Any]) -> None:
    docs["buildings.yaml"]["buildings"][0]["cost"]["gold"] += 1


def test_words_are_not_in_the_digest_and_numbers_are(tmp_path: Path) -> None:
    shipped = default_ruleset()
    reworded = load_ruleset(data_copy(tmp_path / "a", reword))
    assert reworded.file_digest != shipped.file_digest  # the files did change
    assert reworded.digest == shipped.digest
    for change in (dearer_statue, _stronger_dragon, _richer_tile, _other_effect):
        assert load_ruleset(data_copy(tmp_path / change.__name__, change)).digest != (
            shipped.digest
        ), change.__name__


def _stronger_dragon(docs: dict[str, Any]) -> None:
    docs["enemies.yaml"]["enemies"][-1]["reward"]["vp"] += 1


def _richer_tile(docs: dict[str, Any]) -> None:
    tile = next(t for t in docs["tiles.yaml"]["tiles"] if t.get("values"))
    key = next(iter(tile["values"]))
    tile["values"][key] += 1


def _other_effect(docs: dict[str, Any]) -> None:
    buildings = docs["buildings.yaml"]["buildings"]
    buildings[0]["effect"], buildings[1]["effect"] = buildings[1]["effect"], buildings[0]["effect"]


def test_a_building_renamed_in_other_words_is_covered(tmp_path: Path) -> None:
    """A move names its building (``build Statue``); a name that does not spell the id
    ("Monument" for ``statue``) is needed to read the moves written with it, so it counts."""

    def monument(docs: dict[str, Any]) -> None:
        docs["buildings.yaml"]["buildings"][0]["name"] = "Monument"

    assert load_ruleset(data_copy(tmp_path, monument)).digest != default_ruleset().digest


@pytest.mark.parametrize("version", [FORMAT_VERSION, 3, 1])
def test_a_record_still_verifies_after_the_data_is_reworded(
    version: int,
    recorded: Recorded,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    record = as_format(recorded("2p-solid"), version)
    # Its moves name a building as the shipped data does, and the data below no longer has
    # that name ("WIZARDS GUILD"): the move still reads, by the name spelling the id.
    assert any(parse_move(m).text == "build Wizards' Guild" for m in record.moves)
    path = save_record_atomic(record, tmp_path / "game.json")
    with installed(data_copy(tmp_path, reword), monkeypatch):
        assert default_ruleset().building("wizards_guild").name == "WIZARDS GUILD"
        assert main(["replay", str(path), "--verify"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"{path}: {len(record.moves)} moves, 20 checkpoints verified")


@pytest.mark.parametrize("version", [FORMAT_VERSION, 3, 1])
def test_a_record_is_refused_in_one_line_after_a_number_changes(
    version: int,
    recorded: Recorded,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    record = as_format(recorded("base-3p"), version)
    path = save_record_atomic(record, tmp_path / "game.json")
    with installed(data_copy(tmp_path, dearer_statue), monkeypatch):
        assert main(["replay", str(path), "--verify"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        f"kingsburg: {path}: the record was played with other game data "
        f"('data_digest' {record.data_digest[:12]}… is not that of the installed data)\n"
    )


def test_an_older_record_of_other_files_is_refused(recorded: Recorded) -> None:
    """Before format 4 the digest is that of the files: one neither installed nor once
    shipped (``LEGACY_FILE_DIGESTS``) says nothing of the game, and is refused."""
    record = dataclasses.replace(as_format(recorded("2p-solid"), 3), data_digest="ab" * 32)
    with pytest.raises(RecordError, match="other game data"):
        verify_record(record)
    # The same digest in a record of format 4 is a game digest, compared as it is.
    current = recorded("2p-solid")
    assert current.data_digest == default_ruleset().digest != default_ruleset().file_digest
    with pytest.raises(RecordError, match="other game data"):
        verify_record(dataclasses.replace(current, data_digest=default_ruleset().file_digest))


# --- the rules version ----------------------------------------------------------------------


def with_rules(record: GameRecord, rules: object, **fields: object) -> GameRecord:
    doc = json.loads(record.to_json())
    doc["rules_version"] = rules
    doc.update(fields)
    return record_from_json(json.dumps(doc))


OTHER_RULES = {
    "en": "the record was played by other rules (rules version 2; this program plays rules "
    "version 1)",
    "pl": "zapis pochodzi z gry według innych zasad (wersja zasad 2; ten program gra według "
    "wersji 1)",
    "cs": "záznam pochází ze hry podle jiných pravidel (verze pravidel 2; tento program hraje "
    "podle verze 1)",
}


def test_records_hold_the_rules_version(recorded: Recorded) -> None:
    record = recorded("2p-solid")
    assert RULES_VERSION == 1
    assert json.loads(record.to_json())["rules_version"] == record.rules_version == RULES_VERSION
    # Older formats hold none: they were all played by the rules of version 1.
    for version in (1, 2, 3):
        old = as_format(record, version)
        assert "rules_version" not in json.loads(old.to_json())
        assert old.rules_version == 1
        verify_record(old)


@pytest.mark.parametrize("code", sorted(OTHER_RULES))
def test_a_record_of_other_rules_is_refused_in_one_line_in_the_players_language(
    code: str, recorded: Recorded, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = with_rules(recorded("app-unfinished"), 2)
    path = save_record_atomic(record, tmp_path / "game.json")
    catalog.set_language(code)
    with pytest.raises(RecordError) as caught:
        verify_record(record)
    assert str(caught.value) == OTHER_RULES[code]
    assert main(["replay", str(path), "--verify", "--lang", code]) == 1
    assert capsys.readouterr().err == f"kingsburg: {path}: {OTHER_RULES[code]}\n"


def test_a_lower_format_number_keeps_the_rules_version(recorded: Recorded) -> None:
    """A record that holds ``rules_version`` is read as format 4, whatever its number says."""
    record = with_rules(recorded("2p-solid"), 2, format_version=3)
    assert (record.format_version, record.rules_version) == (4, 2)
    with pytest.raises(RecordError, match="other rules"):
        verify_record(record)


@pytest.mark.parametrize("bad", [0, -1, "1", True, None, 1.0, 10**7])
def test_a_rules_version_that_is_not_one_is_refused_as_the_file_is_read(
    bad: object, recorded: Recorded
) -> None:
    with pytest.raises(RecordError) as caught:
        with_rules(recorded("2p-solid"), bad)
    assert "'rules_version'" in str(caught.value)
    assert "\n" not in str(caught.value)


def test_a_format4_record_cannot_lose_its_rules_version(recorded: Recorded) -> None:
    doc = json.loads(recorded("2p-solid").to_json())
    del doc["rules_version"]
    with pytest.raises(RecordError, match="'rules_version'"):
        record_from_json(json.dumps(doc))
