"""Actions: every decision a player makes and every chance outcome, as small values.

Actions are values: compare and hash them, never change them (they are not
frozen only because frozen dataclasses are three times slower to create, and
the engine creates many while listing legal moves).

Each action has a short text form, in the spirit of chess notation, and
``notation.parse_action`` turns such a text back into the same action. Each kind writes
and reads its own (``Decision``, ``ChanceOutcome``), registered by the word(s) its text
starts with: a new kind of decision or chance event is defined next to its rule, and
nothing here or in ``notation`` changes.
"""

from __future__ import annotations

import re
from abc import abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, ClassVar, Self, TypeVar

from kingsburg.data.models import id_in_words
from kingsburg.engine.state import GOODS
from kingsburg.errors import InvalidActionError
from kingsburg.message import Arg, Msg

if TYPE_CHECKING:
    from kingsburg.engine.state import GameState

Goods = tuple[int, int, int]


def goods_text(goods: Goods, bare: bool = False) -> str:
    """``(2, 0, 1)`` -> ``"2 gold, 1 stone"`` (``bare``: ``"2 gold, stone"``, the
    action notation); nothing -> ``"nothing"``."""
    parts = []
    for name, count in zip(GOODS, goods, strict=True):
        if count == 1 and bare:
            parts.append(name)
        elif count:
            parts.append(f"{count} {name}")
    return ", ".join(parts) if parts else "nothing"


def _dice_text(own: tuple[int, ...], white: tuple[int, ...]) -> str:
    return "+".join([str(d) for d in own] + [f"w{d}" for d in white])


# --- Player decisions -------------------------------------------------------


class Decision:
    """A player's decision. Each kind owns its notation, as python-chess's moves do: the
    word(s) its text starts with (``keyword``, one to three words), its text, and how that
    text is read back; and its words for a menu (``words``). ``@decision`` registers a kind
    by its keyword (``NOTATION``), where ``notation.parse_action`` finds it, so a new kind
    of decision is written next to its rule and nothing here or there changes.

    Not an ``abc.ABC``: its metaclass would slow down ``isinstance``, asked at every move."""

    __slots__ = ()
    keyword: ClassVar[str]  # e.g. "take", "town hall pay"

    @abstractmethod
    def text(self, state: GameState) -> str:
        """The whole text, as a record holds it."""

    @classmethod
    @abstractmethod
    def read(cls, rest: str, state: GameState, keyword: str) -> Self:
        """The decision from the text after ``keyword`` (the kind's, or one of its other
        words); InvalidActionError if unreadable."""

    @classmethod
    def claims(cls, rest: str) -> bool:
        """Whether a text with this keyword is of this kind (two kinds may share one)."""
        return True

    def words(self, state: GameState) -> Msg:
        """The option as a menu and an explanation word it: message ``action-<keyword>``
        (spaces as hyphens) of each language's ``decisions.ftl``, with the decision's
        whole-number and text fields. A kind whose option needs more (goods, a building's
        name) words it itself."""
        args: dict[str, Arg] = {}
        for f in fields(self):  # type: ignore[arg-type]
            name, value = f.name, getattr(self, f.name)
            if isinstance(value, (int, str)):
                args[name] = int(value) if isinstance(value, bool) else value
        return Msg.of("action-" + self.keyword.replace(" ", "-"), **args)


class ChanceOutcome:
    """What dice, cards or a draw brought. Each kind owns its notation: the word or two
    its text starts with (``keyword``), its text and how that text is read back. ``@chance_outcome``
    registers a kind by its keyword (``NOTATION``), where ``parse_action`` finds it.

    Not an ``abc.ABC``: its metaclass would slow down ``isinstance``, asked at every move;
    mypy still refuses a kind that leaves out a method."""

    __slots__ = ()
    keyword: ClassVar[str]  # e.g. "roll", "tile die"

    @abstractmethod
    def text(self, names: Sequence[str]) -> str:
        """The whole text (``names``: the players' names, in seat order)."""

    @classmethod
    @abstractmethod
    def read(cls, rest: str, names: Sequence[str]) -> Self:
        """The outcome from the text after the keyword (InvalidActionError if unreadable)."""


# Every kind of action by the word(s) its text starts with: decisions and chance outcomes.
# A keyword may lead to more than one kind of decision ("give"): each ``claims`` its texts.
NOTATION: dict[str, list[type[Decision] | type[ChanceOutcome]]] = {}

_Kind = TypeVar("_Kind", bound=type["Decision | ChanceOutcome"])


def _register(cls: _Kind, keywords: tuple[str, ...], most: int) -> _Kind:
    for keyword in keywords:
        words = keyword.split(" ")
        if not 1 <= len(words) <= most or not all(w.isalpha() and w.islower() for w in words):
            raise ValueError(f"a keyword is one to {most} lowercase words, not {keyword!r}")
        kinds = NOTATION.setdefault(keyword, [])
        if any(issubclass(k, ChanceOutcome) for k in kinds) or (
            kinds and issubclass(cls, ChanceOutcome)
        ):
            raise ValueError(f"two kinds of action start with {keyword!r}")
        kinds.append(cls)
    return cls


_D = TypeVar("_D", bound=type[Decision])


def decision(*also: str) -> Callable[[_D], _D]:
    """Register a kind of decision by its keyword (and ``also`` other words that read as
    it: "keep", "decline" for a pass)."""

    def register(cls: _D) -> _D:
        return _register(cls, (cls.keyword, *also), 3)

    return register


@decision("keep", "decline", "done")
@dataclass(slots=True, unsafe_hash=True)
class Pass(Decision):
    """Decline: stop influencing, build nothing, keep the dice, skip a reward…"""

    keyword: ClassVar[str] = "pass"

    def text(self, state: GameState | None = None) -> str:
        return "pass"

    @classmethod
    def read(cls, rest: str, state: GameState, keyword: str) -> Self:
        if rest:
            raise InvalidActionError(f"unexpected {rest!r} after 'pass'")
        return cls()


PASS = Pass()  # the one way to pass (a value without fields, so it may be shared)


_INFLUENCE = re.compile(
    r"^(?P<adv>[0-9]{1,9})\s+with\s+(?P<dice>[w0-9\s+]+?)"
    r"(?P<plus2>\s+\+2)?(?:\s+market\s+(?P<market>[+-]1))?(?P<envoy>\s+envoy)?$"
)


@decision()
@dataclass(slots=True, unsafe_hash=True)
class Influence(Decision):
    keyword: ClassVar[str] = "influence"
    advisor: int
    own: tuple[int, ...]  # own dice values, highest first
    white: tuple[int, ...] = ()  # bonus dice values, highest first
    plus2: bool = False
    market: int = 0  # -1 / 0 / +1
    envoy: bool = False

    def text(self, state: GameState | None = None) -> str:
        s = f"influence {self.advisor} with {_dice_text(self.own, self.white)}"
        if self.plus2:
            s += " +2"
        if self.market:
            s += f" market {self.market:+d}"
        if self.envoy:
            s += " envoy"
        return s

    @classmethod
    def read(cls, rest: str, state: GameState, keyword: str) -> Self:
        m = _INFLUENCE.match(rest.lower())
        if not m:
            raise InvalidActionError(
                f"cannot read {'influence ' + rest!r}: write e.g. 'influence 8 with 5+3', "
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
        return cls(
            int(m["adv"]),
            tuple(sorted(own, reverse=True)),
            tuple(sorted(white, reverse=True)),
            bool(m["plus2"]),
            int(m["market"] or 0),
            bool(m["envoy"]),
        )


@decision("chapel reroll")
@dataclass(slots=True, unsafe_hash=True)
class Reroll(Decision):
    keyword: ClassVar[str] = "statue reroll"
    building: str  # "statue" or "chapel"
    white: bool = False  # Statue only: reroll a bonus die instead of an own die

    def text(self, state: GameState | None = None) -> str:
        if self.building == "chapel":
            return "chapel reroll"
        return "statue reroll white" if self.white else "statue reroll"

    @classmethod
    def read(cls, rest: str, state: GameState, keyword: str) -> Self:
        white = rest.lower() == "white"
        if (rest and not white) or (white and keyword == "chapel reroll"):
            raise InvalidActionError(f"unexpected {rest!r} after {keyword!r}")
        return cls(keyword.split()[0], white)


@decision()
@dataclass(slots=True, unsafe_hash=True)
class Take(Decision):
    """Goods gained from a choice (advisor reward, King's Favor, battle reward)."""

    keyword: ClassVar[str] = "take"
    goods: Goods

    def text(self, state: GameState | None = None) -> str:
        # A reward with no goods in it (VP, soldiers, a peek) is simply "take reward".
        return f"take {goods_text(self.goods, bare=True)}" if any(self.goods) else "take reward"

    @classmethod
    def read(cls, rest: str, state: GameState, keyword: str) -> Self:
        if rest.lower() == "reward":
            return cls((0, 0, 0))
        return cls(parse_goods(rest))


@decision()
@dataclass(slots=True, unsafe_hash=True)
class Trade(Decision):
    """Alchemist: give up one good to gain one of each of the other two."""

    keyword: ClassVar[str] = "trade"
    good: int  # index into GOODS

    def text(self, state: GameState | None = None) -> str:
        return f"trade {GOODS[self.good]}"

    @classmethod
    def read(cls, rest: str, state: GameState, keyword: str) -> Self:
        return cls(read_good(rest, "trade what?"))


@decision()
@dataclass(slots=True, unsafe_hash=True)
class Lose(Decision):
    """Goods of the player's choice given up to a victorious enemy."""

    keyword: ClassVar[str] = "lose"
    goods: Goods

    def text(self, state: GameState | None = None) -> str:
        return f"lose {goods_text(self.goods, bare=True)}"

    @classmethod
    def read(cls, rest: str, state: GameState, keyword: str) -> Self:
        return cls(parse_goods(rest))


@decision()
@dataclass(slots=True, unsafe_hash=True)
class Build(Decision):
    keyword: ClassVar[str] = "build"
    building: str  # building id
    envoy: bool = False

    def text(self, state: GameState) -> str:
        name = state.ruleset.building(self.building).name
        return f"build {name} with envoy" if self.envoy else f"build {name}"

    @classmethod
    def read(cls, rest: str, state: GameState, keyword: str) -> Self:
        envoy = rest.lower().endswith(" with envoy")
        if envoy:
            rest = rest[: -len(" with envoy")].strip()
        for b in state.ruleset.buildings:
            # By its name, or its id, or its id in words: a move written under an older
            # name (that spelled the id) still reads when the data's name is edited.
            if rest.lower() == b.name.lower() or id_in_words(rest) == b.id:
                return cls(b.id, envoy)
        raise InvalidActionError(f"there is no building called {rest!r}")


@decision()
@dataclass(slots=True, unsafe_hash=True)
class Recruit(Decision):
    keyword: ClassVar[str] = "recruit"
    soldiers: int
    payment: Goods

    def text(self, state: GameState | None = None) -> str:
        return f"recruit {self.soldiers} for {goods_text(self.payment, bare=True)}"

    @classmethod
    def read(cls, rest: str, state: GameState, keyword: str) -> Self:
        m = re.match(r"^([0-9]{1,9})\s+for\s+(.+)$", rest, re.IGNORECASE)
        if not m:
            raise InvalidActionError(
                f"cannot read {'recruit ' + rest!r}: write e.g. 'recruit 2 for 4 gold'"
            )
        return cls(int(m[1]), parse_goods(m[2]))


@decision()
@dataclass(slots=True, unsafe_hash=True)
class TownHall(Decision):
    keyword: ClassVar[str] = "town hall pay"
    pay: int  # 0..2 a good (index into GOODS), 3 a "+2" token

    def text(self, state: GameState | None = None) -> str:
        return "town hall pay " + ("+2" if self.pay == 3 else GOODS[self.pay])

    @classmethod
    def read(cls, rest: str, state: GameState, keyword: str) -> Self:
        what = rest.lower()
        if what == "+2":
            return cls(3)
        if what in GOODS:
            return cls(GOODS.index(what))
        raise InvalidActionError(f"the Town Hall takes gold, wood, stone or +2, not {what!r}")


@decision()
@dataclass(slots=True, unsafe_hash=True)
class PickToken(Decision):
    """Module 5: the soldier token a player secretly sets aside for this winter."""

    keyword: ClassVar[str] = "token"
    value: int

    def text(self, state: GameState | None = None) -> str:
        return f"token {self.value}"

    @classmethod
    def read(cls, rest: str, state: GameState, keyword: str) -> Self:
        if not is_number(rest):
            raise InvalidActionError(f"cannot read {'token ' + rest!r}: write e.g. 'token 3'")
        return cls(int(rest))


Bundle = tuple[int, int, int, int, int, int]  # gold, wood, stone, VP, soldiers, "+2" tokens
_BUNDLE_UNITS = ("gold", "wood", "stone", "VP", "soldier", "+2 token")


def bundle_text(bundle: Bundle) -> str:
    """``(1, 0, 0, 0, 1, -1)`` -> ``"pay 1 +2 token gain gold, 1 soldier"``."""

    def items(sign: int) -> str:
        out = []
        for i, (unit, n) in enumerate(zip(_BUNDLE_UNITS, bundle, strict=True)):
            n *= sign
            if n <= 0:
                continue
            if i < 3:
                out.append(unit if n == 1 else f"{n} {unit}")
            else:
                plural = "s" if n > 1 and unit != "VP" else ""
                out.append(f"{n} {unit}{plural}")
        return ", ".join(out)

    paid, gained = items(-1), items(1)
    text = f"gain {gained}" if gained else "gain nothing"
    return f"pay {paid} {text}" if paid else text


@decision("pay")
@dataclass(slots=True, unsafe_hash=True)
class Gain(Decision):
    """Module 6: one of the bundles an advisor tile offers (negative parts are paid)."""

    keyword: ClassVar[str] = "gain"
    bundle: Bundle

    def text(self, state: GameState | None = None) -> str:
        return bundle_text(self.bundle)

    @classmethod
    def read(cls, rest: str, state: GameState, keyword: str) -> Self:
        return cls(parse_bundle(f"{keyword} {rest}"))


@decision()
@dataclass(slots=True, unsafe_hash=True)
class Distribute(Decision):
    """Module 6 (Inventor): two goods handed to opponents, as (player, good) pairs."""

    keyword: ClassVar[str] = "give"
    gifts: tuple[tuple[int, int], ...]

    def text(self, state: GameState) -> str:
        names = [p.name for p in state.players]
        return "give " + ", ".join(f"{GOODS[g]} to {names[q]}" for q, g in self.gifts)

    @classmethod
    def claims(cls, rest: str) -> bool:
        return " to " in rest.lower()

    @classmethod
    def read(cls, rest: str, state: GameState, keyword: str) -> Self:
        names = [p.name for p in state.players]
        gifts = []
        for part in rest.split(","):
            good, _, who = part.strip().partition(" to ")
            g = read_good(good, "")
            i, more = read_player(names, who.strip(), "a gift")
            if more:
                raise InvalidActionError(f"unexpected {more!r} after the player's name")
            gifts.append((i, g))
        return cls(tuple(sorted(gifts)))


@decision()
@dataclass(slots=True, unsafe_hash=True)
class Give(Decision):
    """Module 6: the good another player receives, chosen by the player deciding."""

    keyword: ClassVar[str] = "give"
    good: int  # index into GOODS

    def text(self, state: GameState | None = None) -> str:
        return f"give {GOODS[self.good]}"

    @classmethod
    def read(cls, rest: str, state: GameState, keyword: str) -> Self:
        return cls(read_good(rest, "give what?"))


@decision()
@dataclass(slots=True, unsafe_hash=True)
class ChooseOpponent(Decision):
    """Module 6 (Astronomer, Smuggler): the opponent who takes part."""

    keyword: ClassVar[str] = "choose"
    player: int

    def text(self, state: GameState) -> str:
        return f"choose {state.players[self.player].name}"

    @classmethod
    def read(cls, rest: str, state: GameState, keyword: str) -> Self:
        names = [p.name for p in state.players]
        i, more = read_player(names, rest, "a choice of opponent")
        if more:
            raise InvalidActionError(f"unexpected {more!r} after the player's name")
        return cls(i)


# --- Reading texts ----------------------------------------------------------


def is_number(text: str) -> bool:
    """ASCII digits only (``str.isdigit`` accepts '²', which ``int`` refuses), and short."""
    return text.isascii() and text.isdigit() and len(text) <= 9


def read_good(text: str, what: str) -> int:
    """ "stone" -> 2 (index into GOODS)."""
    g = text.strip().lower()
    if g not in GOODS:
        raise InvalidActionError(f"{what} {g!r} is not gold, wood or stone".lstrip())
    return GOODS.index(g)


def read_dice(text: str, what: str) -> tuple[int, ...]:
    """``"5 3 1"`` -> (5, 3, 1); ``what`` names them in the error."""
    values = []
    for tok in text.split():
        if not is_number(tok) or not 1 <= int(tok) <= 6:
            raise InvalidActionError(f"{tok!r} is not a die value (1-6) in {what}")
        values.append(int(tok))
    return tuple(values)


def read_player(names: Sequence[str], rest: str, what: str) -> tuple[int, str]:
    """The player whose name starts ``rest`` (the longest that fits), and what follows."""
    best = -1
    for i, n in enumerate(names):
        if (
            rest.lower().startswith(n.lower())
            and (len(rest) == len(n) or rest[len(n)] == " ")
            and (best < 0 or len(n) > len(names[best]))
        ):
            best = i
    if best < 0:
        raise InvalidActionError(f"no player name at the start of {rest!r} in {what}")
    return best, rest[len(names[best]) :].strip()


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


# --- Chance outcomes --------------------------------------------------------


_Outcome = TypeVar("_Outcome", bound=type[ChanceOutcome])


def chance_outcome(cls: _Outcome) -> _Outcome:
    """Register a kind of chance outcome by its keyword: one or two words, which no other
    kind of action may share."""
    return _register(cls, (cls.keyword,), 2)


@chance_outcome
@dataclass(slots=True, unsafe_hash=True)
class ChanceOrder(ChanceOutcome):
    """The random turn order at setup (player indices, first player first)."""

    keyword: ClassVar[str] = "order"
    order: tuple[int, ...]

    def text(self, names: Sequence[str]) -> str:
        return "order " + ", ".join(names[i] for i in self.order)

    @classmethod
    def read(cls, rest: str, names: Sequence[str]) -> Self:
        order = []
        for part in rest.split(","):
            i, more = read_player(names, part.strip(), "the turn order")
            if more:
                raise InvalidActionError(f"unexpected {more!r} in the turn order")
            order.append(i)
        return cls(tuple(order))


@chance_outcome
@dataclass(slots=True, unsafe_hash=True)
class ChanceDeck(ChanceOutcome):
    """The enemy deck: one card id per year, year I first."""

    keyword: ClassVar[str] = "deck"
    cards: tuple[str, ...]

    def text(self, names: Sequence[str]) -> str:
        return "deck " + " ".join(self.cards)

    @classmethod
    def read(cls, rest: str, names: Sequence[str]) -> Self:
        return cls(tuple(rest.lower().split()))


@chance_outcome
@dataclass(slots=True, unsafe_hash=True)
class ChanceRoll(ChanceOutcome):
    keyword: ClassVar[str] = "roll"
    player: int
    own: tuple[int, ...]
    white: tuple[int, ...] = ()

    def text(self, names: Sequence[str]) -> str:
        s = f"roll {names[self.player]} " + " ".join(map(str, self.own))
        if self.white:
            s += " white " + " ".join(map(str, self.white))
        return s

    @classmethod
    def read(cls, rest: str, names: Sequence[str]) -> Self:
        i, dice = read_player(names, rest, "a roll")
        own_s, _, white_s = dice.partition(" white ")
        if dice.startswith("white "):
            own_s, white_s = "", dice[6:]
        return cls(i, read_dice(own_s, "a roll"), read_dice(white_s, "a roll"))


@chance_outcome
@dataclass(slots=True, unsafe_hash=True)
class ChanceReroll(ChanceOutcome):
    keyword: ClassVar[str] = "reroll"
    player: int
    values: tuple[int, ...]  # the new values of the rerolled dice, own dice first

    def text(self, names: Sequence[str]) -> str:
        return f"reroll {names[self.player]} " + " ".join(map(str, self.values))

    @classmethod
    def read(cls, rest: str, names: Sequence[str]) -> Self:
        i, dice = read_player(names, rest, "a reroll")
        return cls(i, read_dice(dice, "a reroll"))


@chance_outcome
@dataclass(slots=True, unsafe_hash=True)
class ChanceBlock(ChanceOutcome):
    """The neutral blocking dice of a 2-player game (3 dice, then 2 dice)."""

    keyword: ClassVar[str] = "block"
    dice: tuple[int, ...]

    def text(self, names: Sequence[str]) -> str:
        return "block " + " ".join(map(str, self.dice))

    @classmethod
    def read(cls, rest: str, names: Sequence[str]) -> Self:
        return cls(read_dice(rest, "blocking dice"))


@chance_outcome
@dataclass(slots=True, unsafe_hash=True)
class ChanceReinforce(ChanceOutcome):
    keyword: ClassVar[str] = "reinforcements"
    die: int
    die2: int = 0  # the second die of the alternate reinforcements (0: not used)

    def text(self, names: Sequence[str]) -> str:
        return f"reinforcements {self.die}" + (f" {self.die2}" if self.die2 else "")

    @classmethod
    def read(cls, rest: str, names: Sequence[str]) -> Self:
        d = read_dice(rest, "the reinforcements")
        if len(d) not in (1, 2):
            raise InvalidActionError("the reinforcements are one die (or two, in the variant)")
        return cls(d[0], d[1] if len(d) == 2 else 0)


@chance_outcome
@dataclass(slots=True, unsafe_hash=True)
class ChanceTile(ChanceOutcome):
    """Module 6: the advisor tile drawn at the start of a productive season."""

    keyword: ClassVar[str] = "tile"
    rank: int

    def text(self, names: Sequence[str]) -> str:
        return f"tile {self.rank}"

    @classmethod
    def read(cls, rest: str, names: Sequence[str]) -> Self:
        if not is_number(rest):
            raise InvalidActionError(f"cannot read {'tile ' + rest!r}: write e.g. 'tile 7'")
        return cls(int(rest))


@chance_outcome
@dataclass(slots=True, unsafe_hash=True)
class ChanceTileDie(ChanceOutcome):
    """Module 6: the die that puts a new good on the Sergeant tile."""

    keyword: ClassVar[str] = "tile die"
    die: int

    def text(self, names: Sequence[str]) -> str:
        return f"tile die {self.die}"

    @classmethod
    def read(cls, rest: str, names: Sequence[str]) -> Self:
        d = read_dice(rest, "the tile die")
        if len(d) != 1:
            raise InvalidActionError("the Sergeant tile's die is one die")
        return cls(d[0])


Action = Decision | ChanceOutcome


def is_chance(action: Action) -> bool:
    return isinstance(action, ChanceOutcome)
