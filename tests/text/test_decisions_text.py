"""What a player is asked and offered, in Polish and Czech: every prompt, menu title and
option of seeded random games (modules 5 and 6 and the variants too) renders without an
error and without an English word; exact examples check plurals and cases; English stays
as it was."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from kingsburg.driver import ChanceDriver
from kingsburg.engine import (
    CHANCE,
    OVER,
    Build,
    ChanceTile,
    GameConfig,
    GameState,
    Influence,
    Pass,
    PickToken,
    Recruit,
    Take,
    apply,
    from_position,
    legal_actions,
    new_game,
    ranking,
    to_act,
    turn,
    view,
)
from kingsburg.engine.illegal import why_illegal
from kingsburg.engine.state import Advisor, Step
from kingsburg.errors import IllegalActionError
from kingsburg.message import Msg
from kingsburg.text import decisions, render, set_language
from kingsburg.tui.menus import Choice, build_menu

NAMES = ("Ala", "Bartek", "Celina", "Dorota", "Ewa")
GAMES = (
    (NAMES[:2], (), (), 3),
    (NAMES[:3], (5,), (), 7),
    (NAMES[:4], (5, 6), (), 11),
    (NAMES[:5], (6,), ("inverted-tiles", "alt-reinforcements"), 13),
    (NAMES[:4], (5, 6), ("alt-reinforcements",), 17),
    (NAMES[:2], (5, 6), (), 14),
    (NAMES[:3], (5, 6), (), 20),
)
# English words the menus and prompts use: none may be left in another language ("a", "i",
# "z", "s", "to" and "od" are Polish or Czech words too).
ENGLISH = {
    "the",
    "and",
    "with",
    "take",
    "give",
    "pay",
    "build",
    "recruit",
    "pass",
    "gold",
    "wood",
    "stone",
    "good",
    "goods",
    "soldier",
    "soldiers",
    "token",
    "tokens",
    "choose",
    "reward",
    "statue",
    "chapel",
    "market",
    "king",
    "queen",
    "dice",
    "die",
    "tile",
    "white",
    "nothing",
    "vp",
    "or",
    "for",
    "each",
    "your",
    "pick",
    "keep",
    "gain",
    "every",
    "other",
    "player",
    "decline",
    "place",
    "unused",
    "season",
    "ways",
    "way",
    "targets",
    "target",
    "total",
    "which",
    "advisor",
    "enemy",
    "peek",
    "trade",
    "envoy",
    "town",
    "hall",
    "of",
    "from",
    "get",
    "see",
    "this",
    "year",
    "chance",
    "roll",
    "draw",
    "influence",
    "decide",
    "spoils",
    "lost",
    "fewer",
    "shared",
    "buildings",
    "building",
    "second",
    "one",
    "first",
    "none",
}


def english_words(text: str) -> set[str]:
    return {w for w in re.findall(r"[A-Za-z]+", text) if w.lower() in ENGLISH}


def walk(choices: list[Choice]) -> Iterator[Choice]:
    for c in choices:
        yield c
        yield from walk(c.children)


def menus(state: GameState, decision: str) -> list[str]:
    """Every label and sub-menu title the app would show for the decision due."""
    legal = legal_actions(state)
    price = 2
    costs: dict[str, tuple[int, int, int]] = {}
    for a in legal:
        if isinstance(a, Recruit) and a.soldiers:
            price = sum(a.payment) // a.soldiers
    public = view(state, -1)
    out = []
    for by_dice in (False, True):
        for c in walk(build_menu(public, legal, decision, price, by_dice, costs)):
            out += [c.label, c.title]
    return out


def play(
    names: tuple[str, ...], modules: tuple[int, ...], variants: tuple[str, ...], seed: int
) -> Iterator[tuple[GameState, str]]:
    """A seeded random game: at each decision, the state and the kind of decision due."""
    state = new_game(GameConfig(names, modules, variants))
    driver = ChanceDriver(seed)
    rng = random.Random(seed)
    while (who := to_act(state)) != OVER:
        if who == CHANCE:
            yield state, "chance"
            apply(state, driver.draw(state))
            continue
        yield state, turn(state).decision
        legal = legal_actions(state)
        # Odd seeds pass as rarely as they can (to build, recruit and win); even seeds do
        # too, but recruit nobody (to lose battles and choose what to give up).
        acting = [a for a in legal if not isinstance(a, Pass)]
        if seed % 2 == 0 and turn(state).decision == "recruit":
            acting = []
        apply(state, rng.choice(acting or legal))
    yield state, "over"


def texts_of(state: GameState, kind: str) -> list[str]:
    t = turn(state)
    names = [p.name for p in state.players]
    out = [decisions.prompt_text(t, names), decisions.title_text(t), decisions.season_text(state)]
    if kind == "over":
        out += [decisions.tiebreak_text(s) for s in ranking(state)]
    elif kind != "chance":
        out += menus(state, kind)
        for wrong in (Build("barracks"), Build("statue", envoy=True), Influence(18, (6, 6, 6))):
            if wrong not in legal_actions(state):
                out.append(render(why_illegal(state, wrong)))
    return out


@pytest.mark.parametrize("code", ["pl", "cs"])
def test_every_decision_of_random_games_is_worded_without_english(code: str) -> None:
    set_language(code)
    seen: set[str] = set()
    for game in GAMES:
        for state, kind in play(*game):
            seen.add(kind)
            for text in texts_of(state, kind):
                left = english_words(text)
                assert not left, f"{code} {kind}: {text!r} has {left}"
    # the games reach every kind of decision the app words, modules 5 and 6 included
    assert seen >= {
        "favor",
        "reroll",
        "influence",
        "reward",
        "build",
        "town_hall",
        "recruit",
        "battle_gain",
        "battle_lose",
        "token",
        "tile_give",
        "tile_opp_good",
        "tile_smuggle",
        "chance",
        "over",
    }, seen


def test_english_options_read_as_before() -> None:
    assert decisions.recruit_label(1, 2) == "Recruit 1 soldier for 2 goods"
    assert decisions.recruit_label(2, 2) == "Recruit 2 soldiers for 2 goods"
    assert decisions.bundle_label((1, 0, 0, -1, 1, 0)) == "Pay 1 VP gain gold, 1 soldier"
    assert decisions.bundle_label((0, 0, 0, 0, 0, 2)) == "Gain 2 +2 tokens"
    assert render(Msg.of("decide-battle-lose", n=2)) == "choose 2 goods to give up to the enemy"


def reward_state(rank: int) -> GameState:
    state = new_game(GameConfig(("Lucja", "Sarka")))
    state.todo.append(Step("reward", 0, Advisor(rank)))
    state.legal_cache = None
    return state


@pytest.mark.parametrize(
    ("code", "rank", "want"),
    [
        ("en", 8, "Lucja: choose your reward from the Treasurer (8): 2 gold"),
        ("pl", 8, "Lucja: wybierz nagrodę od Skarbnika (8): 2 złota"),
        ("pl", 17, "Lucja: wybierz nagrodę od Królowej (17): 2 surowce, 3 PZ, podgląd"),
        ("cs", 8, "Lucja: vyber si odměnu od Strážce pokladu (8): 2 zlata"),
        ("cs", 17, "Lucja: vyber si odměnu od Královny (17): 2 suroviny, 3 VB, pohled"),
    ],
)
def test_a_reward_prompt_names_the_advisor_in_the_genitive(code: str, rank: int, want: str) -> None:
    set_language(code)
    state = reward_state(rank)
    assert decisions.prompt_text(turn(state), ["Lucja", "Sarka"]) == want


@pytest.mark.parametrize(
    ("code", "k", "cost", "want"),
    [
        ("pl", 1, 2, "Zwerbuj 1 żołnierza za 2 surowce"),
        ("pl", 2, 4, "Zwerbuj 2 żołnierzy za 4 surowce"),
        ("pl", 3, 6, "Zwerbuj 3 żołnierzy za 6 surowców"),
        ("pl", 1, 1, "Zwerbuj 1 żołnierza za 1 surowiec"),
        ("cs", 1, 2, "Naverbovat 1 vojáka za 2 suroviny"),
        ("cs", 2, 4, "Naverbovat 2 vojáky za 4 suroviny"),
        ("cs", 5, 5, "Naverbovat 5 vojáků za 5 surovin"),
        ("cs", 1, 1, "Naverbovat 1 vojáka za 1 surovinu"),
    ],
)
def test_recruiting_options_have_the_right_plural_forms(
    code: str, k: int, cost: int, want: str
) -> None:
    set_language(code)
    assert decisions.recruit_label(k, cost) == want


@pytest.mark.parametrize(
    ("code", "action", "want"),
    [
        ("pl", PickToken(1), "Żeton 1: 1 żołnierz"),
        ("pl", PickToken(3), "Żeton 3: 3 żołnierze"),
        ("pl", PickToken(0), "Żeton 0: 0 żołnierzy"),
        ("cs", PickToken(1), "Žeton 1: 1 voják"),
        ("cs", PickToken(4), "Žeton 4: 4 vojáci"),
        ("cs", PickToken(0), "Žeton 0: 0 vojáků"),
        ("pl", Take((2, 0, 5)), "Weź 2 złota, 5 kamieni"),
        ("cs", Take((1, 0, 3)), "Vzít 1 zlato, 3 kameny"),
        ("pl", Build("stables"), "Zbuduj Stajnie: 1 złoto, 1 drewno, 1 kamień → 2 PZ"),
        ("cs", Build("statue"), "Postavit Sochu: 2 zlata → 3 VB"),
    ],
)
def test_options_in_polish_and_czech(code: str, action: object, want: str) -> None:
    set_language(code)
    state = new_game(GameConfig(("Ala", "Bo")))
    assert decisions.action_label(state, action, "") == want  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("code", "want"),
    [
        ("pl", "Zyskaj 2 żetony „+2”"),
        ("cs", "Zaplatit 1 VB, získat zlato, 1 vojáka"),
    ],
)
def test_a_tile_bundle(code: str, want: str) -> None:
    set_language(code)
    bundle = (0, 0, 0, 0, 0, 2) if code == "pl" else (1, 0, 0, -1, 1, 0)
    assert decisions.bundle_label(bundle) == want


def test_an_illegal_move_is_explained_in_the_players_language() -> None:
    state = new_game(GameConfig(("Ala", "Bo")))
    while to_act(state) == CHANCE:
        apply(state, ChanceDriver(1).draw(state))
    wrong = Build("chapel")
    set_language("pl")
    with pytest.raises(IllegalActionError) as info:
        apply(state, wrong)
    assert "jest teraz niedozwolony" in str(info.value)
    assert "musi najpierw" in render(why_illegal(state, wrong))
    assert decisions.english(info.value).startswith("'build Chapel' is not allowed now: ")
    set_language("cs")
    assert "nejdřív" in str(info.value)


def test_a_wrong_chance_outcome_is_explained_in_the_players_language() -> None:
    state = new_game(GameConfig(("Ala", "Bo")))
    with pytest.raises(IllegalActionError) as info:
        apply(state, ChanceTile(3))  # the game's setup wants the turn order or the deck
    set_language("cs")
    assert str(info.value).startswith("očekáván")
    set_language("pl")
    assert str(info.value).startswith("oczekiwano")
    assert decisions.english(info.value).startswith("expected the ")


@pytest.mark.parametrize(
    ("code", "want"),
    [
        (
            "en",
            "Ann cannot afford the Barracks: it costs 2 gold, 2 wood, 1 stone, "
            "Ann has 2 gold, 1 wood",
        ),
        (
            "pl",
            "Ann nie ma dość surowców na Koszary: kosztują 2 złota, 2 drewna, 1 kamień, "
            "a Ann ma 2 złota, 1 drewno",
        ),
        (
            "cs",
            "Ann nemá na Kasárna dost surovin: stojí 2 zlata, 2 dřeva, 1 kámen, "
            "Ann má 2 zlata, 1 dřevo",
        ),
    ],
)
def test_a_building_too_dear_agrees_with_a_plural_name(code: str, want: str) -> None:
    state = from_position(
        "kingsburg position\n"
        "players: Ann, Brian\n"
        "order: Ann, Brian\n"
        "deck: 1-goblins-3 2-orcs-4 3-demons-6 4-goblins-6 5-dragon-9\n"
        "at: Y1 spring build (begun)\n"
        "envoy: none, year 0\n"
        "player Ann: goods 2 1 0; vp 0; soldiers 0; plus2 0; built guard_tower blacksmith\n"
        "player Brian: goods 0 0 0; vp 0; soldiers 0; plus2 0\n"
        "todo: build(Ann)\n"
    )
    set_language(code)
    assert render(why_illegal(state, Build("barracks"))) == want
