"""Actions: every decision a player makes and every chance outcome, as small values.

Actions are values: compare and hash them, never change them (they are not
frozen only because frozen dataclasses are three times slower to create, and
the engine creates many while listing legal moves).

Each action has a short text form (``text()``), in the spirit of chess notation;
``notation.parse_action`` turns such a text back into the same action.
"""

from __future__ import annotations

from dataclasses import dataclass

from kingsburg.engine.state import GOODS

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


# --- Chance outcomes --------------------------------------------------------


@dataclass(slots=True, unsafe_hash=True)
class ChanceOrder:
    """The random turn order at setup (player indices, first player first)."""

    order: tuple[int, ...]


@dataclass(slots=True, unsafe_hash=True)
class ChanceDeck:
    """The enemy deck: one card id per year, year I first."""

    cards: tuple[str, ...]

    def text(self) -> str:
        return "deck " + " ".join(self.cards)


@dataclass(slots=True, unsafe_hash=True)
class ChanceRoll:
    player: int
    own: tuple[int, ...]
    white: tuple[int, ...] = ()


@dataclass(slots=True, unsafe_hash=True)
class ChanceReroll:
    player: int
    values: tuple[int, ...]  # the new values of the rerolled dice, own dice first


@dataclass(slots=True, unsafe_hash=True)
class ChanceBlock:
    """The neutral blocking dice of a 2-player game (3 dice, then 2 dice)."""

    dice: tuple[int, ...]

    def text(self) -> str:
        return "block " + " ".join(map(str, self.dice))


@dataclass(slots=True, unsafe_hash=True)
class ChanceReinforce:
    die: int
    die2: int = 0  # the second die of the alternate reinforcements (0: not used)

    def text(self) -> str:
        return f"reinforcements {self.die}" + (f" {self.die2}" if self.die2 else "")


@dataclass(slots=True, unsafe_hash=True)
class ChanceTile:
    """Module 6: the advisor tile drawn at the start of a productive season."""

    rank: int

    def text(self) -> str:
        return f"tile {self.rank}"


@dataclass(slots=True, unsafe_hash=True)
class ChanceTileDie:
    """Module 6: the die that puts a new good on the Sergeant tile."""

    die: int

    def text(self) -> str:
        return f"tile die {self.die}"


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
Chance = (
    ChanceOrder
    | ChanceDeck
    | ChanceRoll
    | ChanceReroll
    | ChanceBlock
    | ChanceReinforce
    | ChanceTile
    | ChanceTileDie
)
Action = Decision | Chance

CHANCE_TYPES = (
    ChanceOrder,
    ChanceDeck,
    ChanceRoll,
    ChanceReroll,
    ChanceBlock,
    ChanceReinforce,
    ChanceTile,
    ChanceTileDie,
)


def is_chance(action: Action) -> bool:
    return isinstance(action, CHANCE_TYPES)
