"""Every error the action notation raises, word for word: one readable line saying what is
wrong, as an InvalidActionError (cannot be read) or IllegalActionError (not now), never a
bare ValueError or KeyError. tests/record reads each of them from a record too."""

from __future__ import annotations

import contextlib
import random

import pytest

from kingsburg.driver import ChanceDriver
from kingsburg.engine import (
    CHANCE,
    OVER,
    GameConfig,
    action_text,
    apply,
    legal_actions,
    new_game,
    parse_action,
    to_act,
)
from kingsburg.errors import IllegalActionError, InvalidActionError, KingsburgError
from tests.engine.helpers import start

NAMES = ("Alice", "Bruno", "Chiara")
_UNKNOWN = (
    "expected pass, keep, decline, done, influence, statue reroll, chapel reroll, take, "
    "trade, lose, build, recruit, town hall pay, token, gain, pay, give, choose "
    "(or a chance outcome)"
)

# (text, error) for each way a text cannot be read, with three players Alice, Bruno and
# Chiara. The text is read before it is checked against the moment, so every one of them
# fails in the same way at any point of a game.
UNREADABLE: list[tuple[str, str]] = [
    ("fly to the moon", f"unknown action 'fly': {_UNKNOWN}"),
    ("", f"unknown action '(empty)': {_UNKNOWN}"),
    ("take", "no goods named (use gold, wood, stone, e.g. '2 gold, wood')"),
    # goods
    ("take ,", "no goods named (use gold, wood, stone, e.g. '2 gold, wood')"),
    ("take 2 3 gold", "two numbers in a row in goods '2 3 gold'"),
    ("take 2 diamonds", "'diamonds' is not a good (gold, wood or stone)"),
    ("lose gold 2", "a number without a good in 'gold 2'"),
    ("recruit 2 for 4 copper", "'copper' is not a good (gold, wood or stone)"),
    ("recruit many", "cannot read 'recruit many': write e.g. 'recruit 2 for 4 gold'"),
    ("trade rubies", "trade what? 'rubies' is not gold, wood or stone"),
    ("town hall pay silver", "the Town Hall takes gold, wood, stone or +2, not 'silver'"),
    ("build Castle", "there is no building called 'Castle'"),
    # a tile's reward (gain / pay ... gain)
    ("gain 1 gold, 2 copper", "'2 copper' is not gold, wood, stone, VP, soldiers or +2 tokens"),
    (
        "pay 1 vp",
        "cannot read 'pay 1 vp': write e.g. 'gain 2 gold' or 'pay 1 VP gain wood, 1 soldier'",
    ),
    # influence
    (
        "influence eight with 5+3",
        "cannot read 'influence eight with 5+3': write e.g. 'influence 8 with 5+3', "
        "'influence 12 with 6+w6 +2', 'influence 10 with 6+3 market +1 envoy'",
    ),
    ("influence 8 with 5+9", "'9' is not a die (1-6, 'w' for a bonus die)"),
    ("influence 12 with 6+w7", "'w7' is not a die (1-6, 'w' for a bonus die)"),
    # module 5 and 6 decisions
    ("token x", "cannot read 'token x': write e.g. 'token 3'"),
    ("choose Zed", "no player name at the start of 'Zed' in a choice of opponent"),
    ("choose Bruno Smith", "unexpected 'Smith' after the player's name"),
    ("give copper to Bruno", "'copper' is not gold, wood or stone"),
    ("give gold to Zed", "no player name at the start of 'Zed' in a gift"),
    ("give gold to Bruno now", "unexpected 'now' after the player's name"),
    ("give copper", "give what? 'copper' is not gold, wood or stone"),
    # chance outcomes
    ("order Alice, Zed, Bruno", "no player name at the start of 'Zed' in the turn order"),
    ("order Alice x, Bruno", "unexpected 'x' in the turn order"),
    ("roll Zed 1 2 3", "no player name at the start of 'Zed 1 2 3' in a roll"),
    ("roll Alice 7 1 1", "'7' is not a die value (1-6) in a roll"),
    ("reroll Alice x", "'x' is not a die value (1-6) in a reroll"),
    ("block 0", "'0' is not a die value (1-6) in blocking dice"),
    ("reinforcements 9", "'9' is not a die value (1-6) in the reinforcements"),
    ("reinforcements 1 2 3", "the reinforcements are one die (or two, in the variant)"),
    ("tile x", "cannot read 'tile x': write e.g. 'tile 7'"),
    ("tile die 0", "'0' is not a die value (1-6) in the tile die"),
    ("tile die 1 2", "the Sergeant tile's die is one die"),
]


@pytest.mark.parametrize("text,message", UNREADABLE)
def test_an_unreadable_text_says_what_is_wrong(text: str, message: str) -> None:
    state = start(names=NAMES)  # the King's Favor of year I: Alice takes a good
    with pytest.raises(InvalidActionError) as info:
        parse_action(state, text)
    assert str(info.value) == message


def test_a_readable_text_that_is_not_allowed_says_so() -> None:
    state = start(names=NAMES)
    with pytest.raises(IllegalActionError) as info:
        parse_action(state, "take 5 gold")
    assert str(info.value) == (
        "'take 5 gold' is not allowed now: it is not one of the choices open now"
    )
    state = new_game(GameConfig(NAMES))  # the enemy deck is due, a chance outcome
    with pytest.raises(IllegalActionError) as info:
        parse_action(state, "take gold")
    assert str(info.value) == "'take gold': no player decision is due now"


# Words of the notation, numbers in and out of range, names known and unknown.
# fmt: off
_WORDS = (
    "pass", "influence", "with", "take", "lose", "give", "to", "trade", "build", "recruit",
    "for", "town", "hall", "pay", "+2", "statue", "chapel", "reroll", "white", "token", "gain",
    "choose", "tile", "die", "order", "deck", "roll", "block", "reinforcements", "market", "+1",
    "-1", "envoy", "w6", "w", "5+3", "+", ",", "and", "gold", "wood", "stone", "copper", "vp",
    "soldier", "nothing", "reward", "Alice", "Bruno", "Zed", "0", "1", "6", "7", "99",
    "999999999", "²", "Inn", "Statue", "1-goblins-3",
)
# fmt: on


@pytest.mark.parametrize("modules", [(), (5,), (6,), (5, 6)])
def test_mangled_texts_raise_only_the_notations_errors(modules: tuple[int, ...]) -> None:
    """Through whole games, each move's text with a word swapped, added or dropped, and
    strings of the notation's words, are read and applied (to a copy) without any error
    but the game's own."""
    rng = random.Random(sum(modules))
    state = new_game(GameConfig(NAMES[:2], modules))
    driver = ChanceDriver(7)
    while to_act(state) != OVER:
        if to_act(state) == CHANCE:
            action = driver.draw(state)
        else:
            legal = legal_actions(state)
            action = legal[int(rng.random() * len(legal))]
        words = action_text(state, action).split()
        for _ in range(8):
            mangled = list(words)
            where = int(rng.random() * len(words))
            pick = rng.choice(_WORDS)
            how = rng.random()
            if how < 0.3:
                mangled[where] = pick
            elif how < 0.6:
                mangled.insert(where, pick)
            elif how < 0.8:
                del mangled[where]
            else:
                mangled = [rng.choice(_WORDS) for _ in range(1 + int(rng.random() * 6))]
            with contextlib.suppress(KingsburgError):
                apply(state.clone(), parse_action(state, " ".join(mangled)))
        apply(state, action)
