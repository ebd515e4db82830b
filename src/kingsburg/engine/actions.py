"""Actions: every decision a player makes and every chance outcome, as small values.

Actions are values: compare and hash them, never change them (they are not
frozen only because frozen dataclasses are three times slower to create, and
the engine creates many while listing legal moves).

Each action has a short text form, in the spirit of chess notation, and
``notation.parse_action`` turns such a text back into the same action. A decision writes
its own (``text()``); a chance outcome writes and reads its own (``ChanceOutcome``), so a
new kind of chance event defines its outcome next to its rule and nothing here changes.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar, Self, TypeVar

from kingsburg.engine.state import GOODS
from kingsburg.errors import InvalidActionError

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


@dataclass(slots=True, unsafe_hash=True)
class Pass:
    """Decline: stop influencing, build nothing, keep the dice, skip a reward…"""

    def text(self) -> str:
        return "pass"


PASS = Pass()  # the one way to pass (a value without fields, so it may be shared)


@dataclass(slots=True, unsafe_hash=True)
class Influence:
    advisor: int
    own: tuple[int, ...]  # own dice values, highest first
    white: tuple[int, ...] = ()  # bonus dice values, highest first
    plus2: bool = False
    market: int = 0  # -1 / 0 / +1
    envoy: bool = False

    def text(self) -> str:
        s = f"influence {self.advisor} with {_dice_text(self.own, self.white)}"
        if self.plus2:
            s += " +2"
        if self.market:
            s += f" market {self.market:+d}"
        if self.envoy:
            s += " envoy"
        return s


@dataclass(slots=True, unsafe_hash=True)
class Reroll:
    building: str  # "statue" or "chapel"
    white: bool = False  # Statue only: reroll a bonus die instead of an own die

    def text(self) -> str:
        if self.building == "chapel":
            return "chapel reroll"
        return "statue reroll white" if self.white else "statue reroll"


@dataclass(slots=True, unsafe_hash=True)
class Take:
    """Goods gained from a choice (advisor reward, King's Favor, battle reward)."""

    goods: Goods

    def text(self) -> str:
        # A reward with no goods in it (VP, soldiers, a peek) is simply "take reward".
        return f"take {goods_text(self.goods, bare=True)}" if any(self.goods) else "take reward"


@dataclass(slots=True, unsafe_hash=True)
class Trade:
    """Alchemist: give up one good to gain one of each of the other two."""

    good: int  # index into GOODS

    def text(self) -> str:
        return f"trade {GOODS[self.good]}"


@dataclass(slots=True, unsafe_hash=True)
class Lose:
    """Goods of the player's choice given up to a victorious enemy."""

    goods: Goods

    def text(self) -> str:
        return f"lose {goods_text(self.goods, bare=True)}"


@dataclass(slots=True, unsafe_hash=True)
class Build:
    building: str  # building id
    envoy: bool = False


@dataclass(slots=True, unsafe_hash=True)
class Recruit:
    soldiers: int
    payment: Goods

    def text(self) -> str:
        return f"recruit {self.soldiers} for {goods_text(self.payment, bare=True)}"


@dataclass(slots=True, unsafe_hash=True)
class TownHall:
    pay: int  # 0..2 a good (index into GOODS), 3 a "+2" token

    def text(self) -> str:
        return "town hall pay " + ("+2" if self.pay == 3 else GOODS[self.pay])


@dataclass(slots=True, unsafe_hash=True)
class PickToken:
    """Module 5: the soldier token a player secretly sets aside for this winter."""

    value: int

    def text(self) -> str:
        return f"token {self.value}"


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


@dataclass(slots=True, unsafe_hash=True)
class Gain:
    """Module 6: one of the bundles an advisor tile offers (negative parts are paid)."""

    bundle: Bundle

    def text(self) -> str:
        return bundle_text(self.bundle)


@dataclass(slots=True, unsafe_hash=True)
class Give:
    """Module 6: the good another player receives, chosen by the player deciding."""

    good: int  # index into GOODS

    def text(self) -> str:
        return f"give {GOODS[self.good]}"


@dataclass(slots=True, unsafe_hash=True)
class ChooseOpponent:
    """Module 6 (Astronomer, Smuggler): the opponent who takes part."""

    player: int


@dataclass(slots=True, unsafe_hash=True)
class Distribute:
    """Module 6 (Inventor): two goods handed to opponents, as (player, good) pairs."""

    gifts: tuple[tuple[int, int], ...]


# --- Reading texts ----------------------------------------------------------


def is_number(text: str) -> bool:
    """ASCII digits only (``str.isdigit`` accepts '²', which ``int`` refuses), and short."""
    return text.isascii() and text.isdigit() and len(text) <= 9


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


# --- Chance outcomes --------------------------------------------------------


class ChanceOutcome:
    """What dice, cards or a draw brought. Each kind owns its notation: the word or two
    its text starts with (``keyword``), its text and how that text is read back. ``@chance_outcome``
    registers a kind by its keyword (``CHANCE_NOTATION``), where ``parse_action`` finds it.

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


CHANCE_NOTATION: dict[str, type[ChanceOutcome]] = {}  # by keyword

_Outcome = TypeVar("_Outcome", bound=type[ChanceOutcome])


def chance_outcome(cls: _Outcome) -> _Outcome:
    """Register a kind of chance outcome by its keyword: one or two words (what
    ``parse_action`` looks up), which no other kind may share."""
    if cls.keyword in CHANCE_NOTATION:
        raise ValueError(f"two kinds of chance outcome start with {cls.keyword!r}")
    if not 1 <= len(cls.keyword.split(" ")) <= 2 or not cls.keyword.islower():
        raise ValueError(
            f"a chance outcome's keyword is one or two lowercase words, not {cls.keyword!r}"
        )
    CHANCE_NOTATION[cls.keyword] = cls
    return cls


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


Decision = (
    Pass
    | Influence
    | Reroll
    | Take
    | Trade
    | Lose
    | Build
    | Recruit
    | TownHall
    | PickToken
    | Gain
    | Give
    | ChooseOpponent
    | Distribute
)
Action = Decision | ChanceOutcome


def is_chance(action: Action) -> bool:
    return isinstance(action, ChanceOutcome)
