"""The game log in Polish and Czech: every event of whole games renders, nothing of the
English sentence leaks into another language, and numbers, cases and agreement come out
as a native speaker writes them."""

from __future__ import annotations

import re
from functools import cache

import pytest

from kingsburg.data import default_ruleset
from kingsburg.driver import ChanceDriver
from kingsburg.engine import (
    CHANCE,
    OVER,
    BattleEvent,
    DiceEvent,
    Event,
    GameConfig,
    GoodsEvent,
    VpEvent,
    apply,
    legal_actions,
    new_game,
    to_act,
)
from kingsburg.engine.phases import ROMAN
from kingsburg.message import Term
from kingsburg.text import set_language, t
from kingsburg.text.events import event_text
from tests.golden.transcript import GAMES, written_decisions

NAMES = ("Ann", "Bob")


def _first_choices(players: tuple[str, ...], modules: tuple[int, ...], seed: int) -> list[Event]:
    """A whole game, each decision the legal action picked by the count of events so far."""
    state = new_game(GameConfig(players, modules))
    driver = ChanceDriver(seed)
    events: list[Event] = []
    while (who := to_act(state)) != OVER:
        if who == CHANCE:
            events += apply(state, driver.draw(state))
        else:
            options = legal_actions(state)
            events += apply(state, options[len(events) % len(options)])
    return events


@cache
def _games() -> tuple[Event, ...]:
    """Events of seeded whole games: the golden playthroughs (every module and variant,
    the computers' choices) and two more."""
    events: list[Event] = []
    for game in GAMES:
        decide = written_decisions(game.path.read_text(encoding="utf-8").splitlines())
        state = new_game(GameConfig(game.players, game.modules, game.variants))
        driver = ChanceDriver(game.seed)
        while (who := to_act(state)) != OVER:
            events += apply(state, driver.draw(state) if who == CHANCE else decide(state, who))
    events += _first_choices(("Ann", "Brian", "Cindy"), (), 7)
    events += _first_choices(("Ann", "Brian", "Cindy"), (5, 6), 11)
    return tuple(events)


def _words(text: str) -> set[str]:
    """The words of three letters or more ("a" and "i" are Czech and Polish words too)."""
    return {w.lower() for w in re.findall(r"[^\W\d_]{3,}", text)}


@pytest.mark.parametrize("code", ["pl", "cs"])
def test_every_event_of_whole_games_renders_without_english(code: str) -> None:
    events = _games()
    assert len({(e.kind, e.form) for e in events}) > 50  # most kinds and forms of event
    numerals = {n.lower() for n in ROMAN if n}
    for e in events:
        set_language("en")
        english = event_text(e)
        set_language(code)
        text = event_text(e)  # (a message that cannot be rendered raises in tests)
        assert text and text != english, (e.kind, e.form, text)
        names = {n.lower() for n in e.names}
        leaked = (_words(english) - names - numerals) & _words(text)
        assert not leaked, f"{code}: {leaked} of {english!r} in {text!r}"
        assert not re.search(r"\b(the|gains|builds|takes|rolls|soldiers?|VP|tile)\b", text), text


def _recruit(n: int) -> Event:
    return GoodsEvent(
        kind="recruit", player=0, form="recruit", soldiers=n, lost=(n, 0, 0), names=NAMES
    )


def _battle(soldiers: int) -> Event:
    result = 1 if soldiers + 1 > 5 else -1
    return BattleEvent(
        kind="battle_win" if result > 0 else "battle_loss",
        player=0,
        year=2,
        card="2-goblins-5",
        label=Term("enemy", "goblins"),
        enemy_strength=5,
        soldiers=soldiers,
        terms=(("palisade", 1),),
        strength=soldiers + 1,
        result=result,
        names=NAMES,
    )


def _lose_stone(n: int) -> Event:
    return GoodsEvent(kind="lose", player=0, form="lose", lost=(0, 0, n), names=NAMES)


def _unused(n: int) -> Event:
    return DiceEvent(kind="pass", player=1, dice=(3,) * n, names=NAMES)


def _cathedral(goods: int) -> Event:
    return VpEvent(
        kind="vp",
        player=0,
        vp=goods // 2,
        source="cathedral",
        why="cathedral",
        values=(goods,),
        names=NAMES,
    )


def _destroy(enemy: str, building: str) -> Event:
    return BattleEvent(
        kind="destroy",
        player=0,
        year=3,
        label=Term("enemy", enemy),
        building=building,
        names=NAMES,
    )


def _enemy(enemy: str, year: int, strength: int) -> Event:
    return BattleEvent(
        kind="enemy", year=year, label=Term("enemy", enemy), enemy_strength=strength, names=NAMES
    )


QUEEN = Term("advisor", 17)
CASES: list[tuple[Event, str, str, str]] = [
    (
        _recruit(1),
        "Ann recruits 1 soldier for 1 gold",
        "Ann werbuje 1 żołnierza za 1 złoto",
        "Ann verbuje 1 vojáka za 1 zlato",
    ),
    (
        _recruit(2),
        "Ann recruits 2 soldiers for 2 gold",
        "Ann werbuje 2 żołnierzy za 2 złota",
        "Ann verbuje 2 vojáky za 2 zlata",
    ),
    (
        _recruit(5),
        "Ann recruits 5 soldiers for 5 gold",
        "Ann werbuje 5 żołnierzy za 5 złota",
        "Ann verbuje 5 vojáků za 5 zlata",
    ),
    (
        _battle(1),
        "Ann: 1 soldier +1 Palisade = strength 2 vs 5: is defeated",
        "Ann: 1 żołnierz +1 Palisada = siła 2 przeciw 5: porażka",
        "Ann: 1 voják +1 Palisády = síla 2 proti 5: porážka",
    ),
    (
        _battle(2),
        "Ann: 2 soldiers +1 Palisade = strength 3 vs 5: is defeated",
        "Ann: 2 żołnierze +1 Palisada = siła 3 przeciw 5: porażka",
        "Ann: 2 vojáci +1 Palisády = síla 3 proti 5: porážka",
    ),
    (
        _battle(5),
        "Ann: 5 soldiers +1 Palisade = strength 6 vs 5: wins",
        "Ann: 5 żołnierzy +1 Palisada = siła 6 przeciw 5: zwycięstwo",
        "Ann: 5 vojáků +1 Palisády = síla 6 proti 5: vítězství",
    ),
    (
        _battle(22),
        "Ann: 22 soldiers +1 Palisade = strength 23 vs 5: wins",
        "Ann: 22 żołnierze +1 Palisada = siła 23 przeciw 5: zwycięstwo",
        "Ann: 22 vojáků +1 Palisády = síla 23 proti 5: vítězství",
    ),
    (_lose_stone(1), "Ann loses 1 stone", "Ann traci 1 kamień", "Ann ztrácí 1 kámen"),
    (_lose_stone(2), "Ann loses 2 stone", "Ann traci 2 kamienie", "Ann ztrácí 2 kameny"),
    (_lose_stone(5), "Ann loses 5 stone", "Ann traci 5 kamieni", "Ann ztrácí 5 kamenů"),
    (_lose_stone(22), "Ann loses 22 stone", "Ann traci 22 kamienie", "Ann ztrácí 22 kamenů"),
    (_lose_stone(0), "Ann loses nothing", "Ann nic nie traci", "Ann nic neztrácí"),
    (
        _unused(1),
        "Bob passes with 1 die unused",
        "Bob pasuje i zostawia 1 niewykorzystaną kość",
        "Bob se vzdává tahu a 1 kostka zůstává nevyužita",
    ),
    (
        _unused(2),
        "Bob passes with 2 dice unused",
        "Bob pasuje i zostawia 2 niewykorzystane kości",
        "Bob se vzdává tahu a 2 kostky zůstávají nevyužity",
    ),
    (
        _unused(5),
        "Bob passes with 5 dice unused",
        "Bob pasuje i zostawia 5 niewykorzystanych kości",
        "Bob se vzdává tahu a 5 kostek zůstává nevyužito",
    ),
    (
        _cathedral(2),
        "Ann gains 1 VP from the Cathedral (2 goods)",
        "Ann zdobywa 1 PZ dzięki Katedrze (2 surowce)",
        "Ann získává 1 VB díky Katedrále (2 suroviny)",
    ),
    (
        _cathedral(22),
        "Ann gains 11 VP from the Cathedral (22 goods)",
        "Ann zdobywa 11 PZ dzięki Katedrze (22 surowce)",
        "Ann získává 11 VB díky Katedrále (22 surovin)",
    ),
    (
        _cathedral(5),
        "Ann gains 2 VP from the Cathedral (5 goods)",
        "Ann zdobywa 2 PZ dzięki Katedrze (5 surowców)",
        "Ann získává 2 VB díky Katedrále (5 surovin)",
    ),
    (
        VpEvent(kind="vp", player=0, vp=2, why="advisor", label=QUEEN, names=NAMES),
        "Ann gains 2 VP from the Queen",
        "Ann zdobywa 2 PZ od Królowej",
        "Ann získává 2 VB od Královny",
    ),
    (
        GoodsEvent(kind="reward", player=1, form="decline", label=QUEEN, names=NAMES),
        "Bob declines the Queen's reward",
        "Bob rezygnuje z nagrody Królowej",
        "Bob odmítá odměnu Královny",
    ),
    (
        GoodsEvent(kind="reward", player=1, form="decline", label=Term("tile", 4), names=NAMES),
        "Bob declines the Merchant tile's reward",
        "Bob rezygnuje z nagrody płytki Kupca",
        "Bob odmítá odměnu destičky Obchodníka",
    ),
    (
        _destroy("goblins", "stables"),
        "The Goblins destroy Ann's Stables",
        "Ann: Gobliny niszczą Stajnie",
        "Ann: Stáje jsou zničeny (Goblini)",
    ),
    (
        _destroy("dragon", "barracks"),
        "The Dragon destroy Ann's Barracks",
        "Ann: Smok niszczy Koszary",
        "Ann: Kasárna jsou zničena (Drak)",
    ),
    (
        _destroy("orcs", "town_hall"),
        "The Orcs destroy Ann's Town Hall",
        "Ann: Orkowie niszczą Ratusz",
        "Ann: Radnice je zničena (Orkové)",
    ),
    (
        _enemy("goblins", 2, 5),
        "The year II enemy attacks: Goblins, strength 5",
        "Rok II: atakują Gobliny o sile 5",
        "Rok II: útočí Goblini o síle 5",
    ),
    (
        _enemy("dragon", 5, 9),
        "The year V enemy attacks: Dragon, strength 9",
        "Rok V: atakuje Smok o sile 9",
        "Rok V: útočí Drak o síle 9",
    ),
    (
        GoodsEvent(
            kind="built",
            player=0,
            form="built",
            label=Term("building", "stables"),
            lost=(0, 1, 1),
            names=NAMES,
        ),
        "Ann builds the Stables for 1 wood, 1 stone",
        "Ann buduje Stajnie za 1 drewno, 1 kamień",
        "Ann staví Stáje za 1 dřevo, 1 kámen",
    ),
    (
        GoodsEvent(
            kind="reward",
            player=0,
            form="stables",
            label=Term("advisor", 10),
            advisor=10,
            soldiers=3,
            names=NAMES,
        ),
        "The General gives Ann 3 soldiers (1 more soldier thanks to the Stables)",
        "Ann otrzymuje od Generała 3 żołnierzy (o 1 żołnierza więcej dzięki Stajniom)",
        "Ann dostává od Vojevůdce 3 vojáky (o 1 vojáka víc díky Stájím)",
    ),
    (
        DiceEvent(kind="reinforce", players=(1,), dice=(5,), total=5, soldiers=5, names=NAMES),
        "Bob rolls 5 for the King's reinforcements: every player gains 5 soldiers",
        "Posiłki Króla: Bob rzuca 5, każdy gracz otrzymuje 5 żołnierzy",
        "Královské posily: Bob hází 5, každý hráč dostává 5 vojáků",
    ),
    (
        Event(kind="season_end", year=3, label=Term("phase", 4), names=NAMES),
        "End of summer, year III",
        "Koniec lata, rok III",
        "Konec léta, rok III",
    ),
]


@pytest.mark.parametrize(("event", "en", "pl", "cs"), CASES)
def test_sentences_in_each_language(event: Event, en: str, pl: str, cs: str) -> None:
    for code, want in (("en", en), ("pl", pl), ("cs", cs)):
        set_language(code)
        assert event_text(event) == want


def test_the_tile_rules_in_the_log_are_the_tiles_summaries() -> None:
    """The English log words a drawn tile's reward as data/tiles.yaml sums it up."""
    for tile in default_ruleset().tiles:
        assert t(f"log-tile-rule-{tile.rank}") == tile.summary


def _rare_events() -> list[Event]:
    """Forms a few seeded games may not reach: each tile drawn, every reason a reward is
    empty, VP lost to an advisor, every building's VP and destruction, every way to
    influence."""
    tile = Term("tile", 1)
    out: list[Event] = [
        GoodsEvent(kind="tile", player=0, form="draw", label=Term("tile", r), advisor=r)
        for r in range(1, 17)
    ]
    out += [
        GoodsEvent(kind="reward", player=0, form="nothing", label=label, detail=detail)
        for label, detail in (
            (Term("advisor", 6), "no_goods"),
            (Term("tile", 5), "tile_empty"),
            (Term("tile", 4), "nothing_to_take"),
        )
    ]
    out += [
        GoodsEvent(kind="reward", player=0, form="jester_none", label=tile, advisor=1),
        Event(kind="peek", player=0, year=2, label=Term("tile", 13)),
        Event(kind="token_secret", player=1, form="named", private=True, values=(2,)),
        VpEvent(kind="vp", player=0, vp=-1, why="advisor", label=Term("advisor", 14)),
        VpEvent(kind="vp", player=0, vp=1, why="fortress"),
        VpEvent(kind="vp", player=0, vp=-2, why="tile", label=Term("tile", 6)),
        GoodsEvent(
            kind="reward",
            player=0,
            form="bundle",
            label=Term("tile", 2),
            gained=(1, 0, 0),
            soldiers=1,
            plus2=-1,
        ),
        GoodsEvent(
            kind="built",
            player=0,
            form="built",
            label=Term("building", "crane"),
            lost=(0, 1, 1),
            envoy=True,
        ),
        DiceEvent(
            kind="influence",
            player=0,
            label=Term("advisor", 12),
            advisor=12,
            dice=(4, 3),
            white=(2,),
            plus2=True,
            market=1,
            envoy=True,
        ),
        DiceEvent(kind="reroll", player=0, form="white", label=Term("building", "statue")),
    ]
    for b in default_ruleset().buildings:
        out.append(
            VpEvent(kind="vp", player=0, vp=b.vp or 1, why="building", label=Term("building", b.id))
        )
        out.append(_destroy("zombies", b.id))
        out.append(
            VpEvent(kind="vp", player=0, vp=-1, why="destroyed", label=Term("building", b.id))
        )
    for e in out:
        e.names = NAMES
    return out


@pytest.mark.parametrize("code", ["en", "pl", "cs"])
def test_rare_forms_render_in_every_language(code: str) -> None:
    set_language(code)
    texts = [event_text(e) for e in _rare_events()]
    assert all(texts)
    if code != "en":
        assert not any(re.search(r"\b(the|tile|gains|loses|builds)\b", x) for x in texts)
