"""Text notation for actions, both ways: ``action_text`` and ``parse_action``.

Examples: ``influence 8 with 5+3``, ``influence 11 with 6+3 +2``,
``influence 12 with 6+w6`` (w = bonus die), ``influence 10 with 6+3 market +1``,
``influence 3 with 3 envoy``, ``pass``, ``take wood``, ``take gold, 2 stone``,
``trade stone``, ``lose 2 gold``, ``build Statue``, ``build Blacksmith with envoy``,
``recruit 2 for gold, 3 wood``, ``town hall pay +2``, ``statue reroll``,
``chapel reroll``. Chance: ``order Ann, Brian``, ``deck 1-goblins-3 …``,
``roll Ann 5 3 1 white 4``, ``reroll Ann 2``, ``block 3 4 5``, ``reinforcements 3``.

Decisions are read here. Chance outcomes are read by their own classes, found by the
word(s) a text starts with (``actions.CHANCE_NOTATION``), so a new kind of chance event
adds nothing here.
"""

from __future__ import annotations

import re

from kingsburg.data.models import id_in_words
from kingsburg.engine.actions import (
    CHANCE_NOTATION,
    Action,
    Build,
    Bundle,
    ChanceOutcome,
    ChooseOpponent,
    Distribute,
    Gain,
    Give,
    Goods,
    Influence,
    Lose,
    Pass,
    PickToken,
    Recruit,
    Reroll,
    Take,
    TownHall,
    Trade,
    is_chance,
    is_number,
    read_player,
)
from kingsburg.engine.flow import legal_actions
from kingsburg.engine.illegal import why_illegal
from kingsburg.engine.state import GOODS, GameState
from kingsburg.errors import IllegalActionError, InvalidActionError
from kingsburg.message import Msg


def action_text(state: GameState, action: Action) -> str:
    names = [p.name for p in state.players]
    if isinstance(action, Build):
        b = state.ruleset.building(action.building)
        return f"build {b.name} with envoy" if action.envoy else f"build {b.name}"
    if isinstance(action, ChanceOutcome):
        return action.text(names)
    if isinstance(action, ChooseOpponent):
        return f"choose {names[action.player]}"
    if isinstance(action, Distribute):
        return "give " + ", ".join(f"{GOODS[g]} to {names[q]}" for q, g in action.gifts)
    return action.text()


_UNITS = {
    "gold": 0,
    "wood": 1,
    "stone": 2,
    "vp": 3,
    "soldier": 4,
    "soldiers": 4,
    "+2 token": 5,
    "+2 tokens": 5,
}


def _bundle_items(text: str, sign: int, out: list[int]) -> None:
    for item in text.split(","):
        m = re.match(
            r"^\s*([0-9]{1,9}\s+)?(gold|wood|stone|vp|soldiers?|\+2 tokens?)\s*$",
            item,
            re.IGNORECASE,
        )
        if not m:
            raise InvalidActionError(
                f"{item.strip()!r} is not gold, wood, stone, VP, soldiers or +2 tokens"
            )
        out[_UNITS[m[2].lower()]] += sign * int(m[1] or 1)


def parse_bundle(text: str) -> Bundle:
    """``"pay 1 VP gain wood, 1 soldier"`` -> (0, 1, 0, -1, 1, 0)."""
    m = re.match(r"^(?:pay\s+(.+?)\s+)?gain\s+(.+)$", text.strip(), re.IGNORECASE)
    if not m:
        raise InvalidActionError(
            f"cannot read {text!r}: write e.g. 'gain 2 gold' or 'pay 1 VP gain wood, 1 soldier'"
        )
    out = [0, 0, 0, 0, 0, 0]
    if m[1]:
        _bundle_items(m[1], -1, out)
    if m[2].strip().lower() != "nothing":
        _bundle_items(m[2], 1, out)
    return (out[0], out[1], out[2], out[3], out[4], out[5])


_GOOD_WORDS = {"gold": 0, "wood": 1, "stone": 2, "golds": 0, "woods": 1, "stones": 2}


def parse_goods(text: str) -> Goods:
    """``"2 gold, stone"`` / ``"gold+gold+stone"`` / ``"2 gold and 1 stone"`` -> (2, 0, 1)."""
    counts = [0, 0, 0]
    cleaned = re.sub(r"\s*(,|\+|\band\b)\s*", " ", text.strip().lower())
    tokens = cleaned.split()
    if not tokens:
        raise InvalidActionError("no goods named (use gold, wood, stone, e.g. '2 gold, wood')")
    count = None
    for tok in tokens:
        if is_number(tok):
            if count is not None:
                raise InvalidActionError(f"two numbers in a row in goods {text!r}")
            count = int(tok)
        elif tok in _GOOD_WORDS:
            counts[_GOOD_WORDS[tok]] += 1 if count is None else count
            count = None
        else:
            raise InvalidActionError(f"{tok!r} is not a good (gold, wood or stone)")
    if count is not None:
        raise InvalidActionError(f"a number without a good in {text!r}")
    return (counts[0], counts[1], counts[2])


def _chance_kind(low: str) -> type[ChanceOutcome] | None:
    """The kind of chance outcome whose keyword (one or two words) starts the text and is
    followed by more: "tile die 3" is a tile's die, "tile 3" a tile."""
    first, _, rest = low.partition(" ")
    if not rest:
        return None
    second, _, more = rest.partition(" ")
    kind = CHANCE_NOTATION.get(f"{first} {second}") if more else None
    return kind or CHANCE_NOTATION.get(first)


_INFLUENCE = re.compile(
    r"^influence\s+(?P<adv>[0-9]{1,9})\s+with\s+(?P<dice>[w0-9\s+]+?)"
    r"(?P<plus2>\s+\+2)?(?:\s+market\s+(?P<market>[+-]1))?(?P<envoy>\s+envoy)?$"
)


def _parse_syntax(state: GameState, text: str) -> Action:
    t = " ".join(text.strip().split())
    low = t.lower()
    names = [p.name for p in state.players]
    chance = _chance_kind(low)
    if chance is not None:
        return chance.read(t[len(chance.keyword) + 1 :], names)
    if low in ("pass", "keep", "decline", "done"):
        return Pass()
    if low.startswith("influence"):
        m = _INFLUENCE.match(low)
        if not m:
            raise InvalidActionError(
                f"cannot read {text!r}: write e.g. 'influence 8 with 5+3', "
                "'influence 12 with 6+w6 +2', 'influence 10 with 6+3 market +1 envoy'"
            )
        own: list[int] = []
        white: list[int] = []
        for tok in m["dice"].replace(" ", "").split("+"):
            target = white if tok.startswith("w") else own
            v = tok[1:] if tok.startswith("w") else tok
            if not is_number(v) or not 1 <= int(v) <= 6:
                raise InvalidActionError(f"{tok!r} is not a die (1-6, 'w' for a bonus die)")
            target.append(int(v))
        return Influence(
            int(m["adv"]),
            tuple(sorted(own, reverse=True)),
            tuple(sorted(white, reverse=True)),
            bool(m["plus2"]),
            int(m["market"] or 0),
            bool(m["envoy"]),
        )
    if low.startswith(("gain ", "pay ")):
        return Gain(parse_bundle(t))
    if low.startswith("token "):
        if not is_number(low[6:].strip()):
            raise InvalidActionError(f"cannot read {text!r}: write e.g. 'token 3'")
        return PickToken(int(low[6:]))
    if low.startswith("choose "):
        i, rest = read_player(names, t[7:], "a choice of opponent")
        if rest:
            raise InvalidActionError(f"unexpected {rest!r} after the player's name")
        return ChooseOpponent(i)
    if low.startswith("give ") and " to " in low:
        gifts = []
        for part in t[5:].split(","):
            good, _, who = part.strip().partition(" to ")
            if good.strip().lower() not in GOODS:
                raise InvalidActionError(f"{good.strip()!r} is not gold, wood or stone")
            i, rest = read_player(names, who.strip(), "a gift")
            if rest:
                raise InvalidActionError(f"unexpected {rest!r} after the player's name")
            gifts.append((i, GOODS.index(good.strip().lower())))
        return Distribute(tuple(sorted(gifts)))
    if low.startswith("give "):
        g = low[5:].strip()
        if g not in GOODS:
            raise InvalidActionError(f"give what? {g!r} is not gold, wood or stone")
        return Give(GOODS.index(g))
    if low in ("statue reroll", "statue reroll white", "chapel reroll"):
        return Reroll(low.split()[0], low.endswith("white"))
    if low == "take reward":
        return Take((0, 0, 0))
    for word, cls in (("take", Take), ("lose", Lose)):
        if low.startswith(word + " "):
            return cls(parse_goods(t[len(word) + 1 :]))
    if low.startswith("trade "):
        g = low[6:].strip()
        if g not in GOODS:
            raise InvalidActionError(f"trade what? {g!r} is not gold, wood or stone")
        return Trade(GOODS.index(g))
    if low.startswith("build "):
        rest = t[6:].strip()
        envoy = rest.lower().endswith(" with envoy")
        if envoy:
            rest = rest[: -len(" with envoy")].strip()
        for b in state.ruleset.buildings:
            # By its name, or its id, or its id in words: a move written under an older
            # name (that spelled the id) still reads when the data's name is edited.
            if rest.lower() == b.name.lower() or id_in_words(rest) == b.id:
                return Build(b.id, envoy)
        raise InvalidActionError(f"there is no building called {rest!r}")
    if low.startswith("recruit "):
        m = re.match(r"^recruit\s+([0-9]{1,9})\s+for\s+(.+)$", t, re.IGNORECASE)
        if not m:
            raise InvalidActionError(f"cannot read {text!r}: write e.g. 'recruit 2 for 4 gold'")
        return Recruit(int(m[1]), parse_goods(m[2]))
    if low.startswith("town hall pay "):
        what = low[len("town hall pay ") :].strip()
        if what == "+2":
            return TownHall(3)
        if what in GOODS:
            return TownHall(GOODS.index(what))
        raise InvalidActionError(f"the Town Hall takes gold, wood, stone or +2, not {what!r}")
    keyword = low.split()[0] if low else "(empty)"
    raise InvalidActionError(
        f"unknown action {keyword!r}: expected pass, influence, take, trade, lose, build, "
        "recruit, town hall, statue/chapel reroll, token, gain, give, choose "
        "(or a chance outcome)"
    )


def parse_action(state: GameState, text: str) -> Action:
    """Read an action text in this state; raises InvalidActionError (cannot read it) or
    IllegalActionError (not allowed now, saying why).

    Only what the text says is read: an influence spends the Market, a "+2" token or the
    King's Envoy only when it names them (``market +1``, ``+2``, ``envoy``)."""
    action = _parse_syntax(state, text)
    if is_chance(action):
        return action  # validated by apply(), which knows what is due
    legal = legal_actions(state)
    if action in legal:
        return action
    if not legal:
        raise IllegalActionError(Msg.of("illegal-text-no-decision", move=repr(text)))
    raise IllegalActionError(
        Msg.of("illegal-not-now", move=repr(text), why=why_illegal(state, action))
    )
