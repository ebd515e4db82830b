"""A rule has one home: a new kind of decision, event or step is written next to its rule and
its words in each language's catalog, and the notation, the menus, the explanations and the
log find it through the registries (issue: "a rule in one home")."""

from __future__ import annotations

import shutil
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar, Self

import pytest

from kingsburg.bots import explain
from kingsburg.data import default_ruleset, rule_keys
from kingsburg.engine import GameConfig, GameState, new_game, parse_action
from kingsburg.engine.actions import NOTATION, ChanceOutcome, Decision, decision
from kingsburg.engine.events import GoodsEvent
from kingsburg.engine.flow import SEGMENTS
from kingsburg.engine.phases import SEGMENT_TABLE
from kingsburg.engine.steps import (
    BEGINS,
    CHANCES,
    DECISIONS,
    AutoRule,
    auto_step,
    segment_begin,
    step_rule,
)
from kingsburg.errors import IllegalActionError, InvalidActionError
from kingsburg.message import Msg, Term
from kingsburg.text import catalog, lang
from kingsburg.text.catalog import render
from kingsburg.text.decisions import action_label
from kingsburg.text.events import event_text
from kingsburg.text.resolver import Bundle

# A new rule's words: a catalog file of its own beside the English ones.
_WORDS = """
action-wave-flag = Wave the flag { $times ->
    [one] once
   *[other] { $times } times
}
log-plague = { $who } loses { $lost } to the plague
log-plague-spared = The plague spares { $players } in year { $year }
log-tile-pile = { $goods } piles up on the { $thing }
"""


@dataclass(slots=True, unsafe_hash=True)
class WaveFlag(Decision):
    """A decision that exists only in this test."""

    keyword: ClassVar[str] = "wave flag"
    times: int

    def text(self, state: GameState) -> str:
        return f"wave flag {self.times}"

    @classmethod
    def read(cls, rest: str, state: GameState, keyword: str) -> Self:
        if not rest.isdigit():
            raise InvalidActionError(f"wave the flag how often? {rest!r}")
        return cls(int(rest))


@pytest.fixture
def new_words(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    folder = tmp_path / "en"
    shutil.copytree(lang.LOCALES / "en", folder)
    (folder / "zz_rule.ftl").write_text(_WORDS, encoding="utf-8")
    words = Bundle("en", folder, catalog.numbers_data("en"))
    monkeypatch.setattr(catalog, "bundle", lambda code: words)
    yield


@pytest.fixture
def wave_flag() -> Iterator[type[WaveFlag]]:
    decision()(WaveFlag)
    try:
        yield WaveFlag
    finally:
        NOTATION.pop("wave flag")


def test_a_new_decision_is_read_by_its_own_keyword(wave_flag: type[WaveFlag]) -> None:
    state = new_game(GameConfig(("Ann", "Bo")))
    # Read (not refused as unknown), then refused as not allowed now: nobody may wave yet.
    with pytest.raises(IllegalActionError):
        parse_action(state, "Wave  Flag 3")
    with pytest.raises(InvalidActionError, match="wave the flag how often"):
        parse_action(state, "wave flag often")


def test_a_new_decision_words_itself_in_menus_and_explanations(
    wave_flag: type[WaveFlag], new_words: None
) -> None:
    state = new_game(GameConfig(("Ann", "Bo")))
    assert action_label(state, wave_flag(3)) == "Wave the flag 3 times"
    assert action_label(state, wave_flag(1)) == "Wave the flag once"
    assert render(explain.move(state, wave_flag(3))) == "Wave the flag 3 times"


def test_two_kinds_may_share_a_keyword_only_as_decisions(wave_flag: type[WaveFlag]) -> None:
    assert [k.__name__ for k in NOTATION["give"]] == ["Distribute", "Give"]
    with pytest.raises(ValueError, match="one to 3 lowercase words"):
        decision("wave the big flag")(wave_flag)


def test_a_new_event_is_a_sentence_in_the_catalog_and_no_code(new_words: None) -> None:
    names = ("Ann", "Bo", "Cy")
    lost = GoodsEvent(kind="plague", player=1, lost=(1, 0, 2), names=names)
    assert event_text(lost) == "Bo loses 1 gold, 2 stone to the plague"
    spared = GoodsEvent(kind="plague", form="spared", players=(0, 2), year=3, names=names)
    assert event_text(spared) == "The plague spares Ann, Cy in year III"


def test_a_new_form_of_a_known_kind_is_a_sentence_in_the_catalog(new_words: None) -> None:
    pile = GoodsEvent(
        kind="tile", form="pile", gained=(1, 0, 0), label=Term("tile", 17), names=("Ann",)
    )
    assert event_text(pile) == "1 gold piles up on the Queen tile"


def test_an_event_without_a_sentence_names_the_message_it_lacks() -> None:
    catalog.strict = True  # as the whole suite runs (tests/conftest.py)
    with pytest.raises(KeyError, match="log-plague"):
        event_text(GoodsEvent(kind="plague", player=0, names=("Ann", "Bo")))


def test_a_kind_of_step_is_registered_once() -> None:
    with pytest.raises(ValueError, match="two kinds of step are called 'guild'"):
        auto_step("guild", lambda state, step, ev: None)
    assert isinstance(step_rule("guild"), AutoRule)


@pytest.mark.parametrize("code", lang.available())
def test_every_registered_decision_has_its_words_in_every_language(code: str) -> None:
    """A decision step's menu title, its prompt (when fixed) and the message saying a
    player must decide it first exist in each language."""
    catalog.set_language(code)
    for kind, rule in DECISIONS.items():
        asked = [rule.title] if callable(rule.prompt) else [rule.title, rule.prompt]
        for msg in asked:
            assert catalog.has(msg.id, code), f"{kind}: {msg.id} is missing in {code}"
            assert render(msg)
        assert catalog.has(rule.due, code), f"{kind}: {rule.due} is missing in {code}"
        assert "Ann" in catalog.t(rule.due, who="Ann", rank=0)


@pytest.mark.parametrize("code", lang.available())
def test_every_registered_chance_event_says_what_it_brings_in_every_language(code: str) -> None:
    """The app's prompt at a chance event is "chance: <what it brings>", from the rule."""
    catalog.set_language(code)
    for kind, rule in CHANCES.items():
        assert catalog.has(rule.brings.id, code), f"{kind}: {rule.brings.id} is missing in {code}"
        assert render(Msg.of("turn-chance", what=rule.brings)).endswith(render(rule.brings))


def test_every_segment_of_the_year_begins_by_a_registered_rule() -> None:
    assert [s.name for s in SEGMENTS] == [name for _, name in SEGMENT_TABLE]
    assert all(s.begin is BEGINS[s.name] for s in SEGMENTS)
    with pytest.raises(ValueError, match="two beginnings for the segment 'battle'"):
        segment_begin("battle")(lambda state, ev: None)


def test_every_kind_of_action_is_registered_by_its_keyword() -> None:
    """A kind left unregistered would play, be saved, and fail when the save is read back."""

    def kinds(cls: type) -> list[type]:
        return [k for sub in cls.__subclasses__() for k in (sub, *kinds(sub))]

    registered = {k for found in NOTATION.values() for k in found}
    for kind in kinds(Decision) + kinds(ChanceOutcome):
        # (a dataclass with slots is a new class: the one it replaced may linger a while)
        named = getattr(sys.modules[kind.__module__], kind.__name__, None) is kind
        if named and not kind.__module__.startswith("tests."):
            assert kind in registered, f"{kind.__name__} is not registered (@decision())"
            assert kind in NOTATION[kind.keyword]


@pytest.mark.parametrize("code", lang.available())
def test_every_building_effect_a_rule_reads_is_described_for_the_reasons(code: str) -> None:
    """A computer's reason for building says what its effect does ("bot-effect-<key>")."""
    for key in rule_keys.EFFECTS:
        assert catalog.has(f"bot-effect-{key}", code), f"bot-effect-{key} is missing in {code}"


@pytest.mark.parametrize("code", lang.available())
def test_every_tile_and_building_of_the_data_has_its_words_in_every_language(code: str) -> None:
    """The app words a tile or a building from the catalogs (the data's English is only a
    fallback for a file edited by hand): a tile or an ability added to the data needs them."""
    rules = default_ruleset()
    for tile in rules.tiles:
        r = tile.rank
        for msg_id in (
            f"screen-tile-summary-{r}",
            f"screen-tile-short-{r}",
            f"decide-summary-tile-{r}",
            f"log-tile-rule-{r}",
        ):
            assert catalog.has(msg_id, code), f"tile {r}: {msg_id} is missing in {code}"
    for b in rules.buildings:
        msg_id = f"screen-building-text-{b.id}"
        assert catalog.has(msg_id, code), f"{b.id}: {msg_id} is missing in {code}"
