"""The one true game state: plain dataclasses, mutated only by ``engine.apply``.

Everything here is serialisable to JSON (see ``engine.serialize``) so a game can
be saved, hashed for checkpoints and restored exactly.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Literal, NamedTuple

from kingsburg.data.loader import Ruleset

GOODS = ("gold", "wood", "stone")
MAX_YEAR = 5
DICE_PER_PLAYER = 3
MIN_PLAYERS, MAX_PLAYERS = 2, 5
NEUTRAL = -1  # "player" index of the 2-player blocking dice

# One line each (the app's setup screen shows "Module 5: <text>" within 80 columns).
MODULES: dict[int, str] = {
    5: "secret soldier tokens (0-4) replace the King's die",
    6: "a tile drawn each season changes an advisor's reward",
}
VARIANTS: dict[str, str] = {
    "inverted-tiles": "module 6 in reverse: tiles leave one by one",
    "alt-reinforcements": "reinforcements: two dice, |d1 − d2| + 1",
}
# Variants that only make sense with a module.
VARIANT_NEEDS: dict[str, int] = {"inverted-tiles": 6}
SOLDIER_TOKENS = (0, 1, 1, 2, 3, 4)

_new = object.__new__

MAX_NAME_WIDTH = 16  # terminal cells: a wide (CJK) letter takes two


def name_width(name: str) -> int:
    """The cells ``name`` takes on a terminal: wide and full-width letters two, combining
    marks none (the engine's own count, so it needs no terminal library)."""
    width = 0
    for ch in name:
        if unicodedata.combining(ch):
            continue
        width += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return width


def name_problem(name: str) -> str:
    """Why ``name`` cannot be a player's name ("" when it can). A name is letters of any
    script, digits, single spaces, apostrophes, dots and hyphens, starting with a letter, in
    NFC form and at most 16 cells wide: never a control or formatting character, and nothing
    a terminal or the app's markup would read as a code."""
    if not name or unicodedata.category(name[0])[0] != "L":
        return "start"
    if unicodedata.normalize("NFC", name) != name:
        return "form"
    for ch in name:
        cat = unicodedata.category(ch)
        if cat[0] not in "LM" and cat != "Nd" and ch not in " '.-":
            return "char"
    if name != name.strip() or "  " in name:
        return "spaces"
    if name_width(name) > MAX_NAME_WIDTH:
        return "width"
    return ""


class Placement(NamedTuple):
    """One group of dice on an advisor."""

    player: int  # NEUTRAL for the 2-player blocking dice
    own: tuple[int, ...]
    white: tuple[int, ...] = ()
    plus2: bool = False
    market: int = 0  # -1, 0 or +1: the Market's shift
    envoy: bool = False


# --- step payloads -----------------------------------------------------------
# What a step carries besides its kind and player, one small value type each. Saves,
# positions and hashes hold a payload as the one integer ``code()`` gives (the form states
# were saved in before payloads had types); ``flow.payload_of`` reads it back by kind.


@dataclass(frozen=True, slots=True)
class Advisor:
    """``reward``: the advisor (rank 1-18) whose reward, or tile's, is taken."""

    rank: int

    def code(self) -> int:
        return self.rank

    @classmethod
    def from_code(cls, code: int) -> Advisor:
        return cls(code)


@dataclass(frozen=True, slots=True)
class BlockingDice:
    """``block``: how many neutral dice are rolled (3, then 2: 2-player games)."""

    count: int

    def code(self) -> int:
        return self.count

    @classmethod
    def from_code(cls, code: int) -> BlockingDice:
        return cls(code)


_REROLLED = ("own", "white", "all")


@dataclass(frozen=True, slots=True)
class Rerolled:
    """``reroll_dice``: which dice come anew: one own die or one bonus die (the Statue),
    or all of them (the Chapel)."""

    dice: Literal["own", "white", "all"]

    def code(self) -> int:
        return _REROLLED.index(self.dice)

    @classmethod
    def from_code(cls, code: int) -> Rerolled:
        return REROLLED[code]


REROLLED = (Rerolled("own"), Rerolled("white"), Rerolled("all"))


@dataclass(frozen=True, slots=True)
class EnvoyBuild:
    """``build``: the second building of the season, with the King's Envoy (a first
    build carries no payload)."""

    def code(self) -> int:
        return 1

    @classmethod
    def from_code(cls, code: int) -> EnvoyBuild:
        if code != 1:
            raise ValueError(f"an envoy build's code is 1, not {code}")
        return ENVOY_BUILD


ENVOY_BUILD = EnvoyBuild()


@dataclass(frozen=True, slots=True)
class TopStrength:
    """``battle``: this winter's highest strength, fixed before any battle is fought."""

    strength: int

    def code(self) -> int:
        return self.strength

    @classmethod
    def from_code(cls, code: int) -> TopStrength:
        return cls(code)


@dataclass(frozen=True, slots=True)
class GoodsToChoose:
    """``battle_gain``, ``battle_lose``: how many goods of their choice a player wins or
    gives up."""

    count: int

    def code(self) -> int:
        return self.count

    @classmethod
    def from_code(cls, code: int) -> GoodsToChoose:
        return cls(code)


@dataclass(frozen=True, slots=True)
class TileGift:
    """``tile_give``: the player who gains a good chosen by the step's player, from the
    tile on advisor ``rank``."""

    recipient: int
    rank: int

    def code(self) -> int:
        return self.recipient * 100 + self.rank

    @classmethod
    def from_code(cls, code: int) -> TileGift:
        return cls(*divmod(code, 100))


@dataclass(frozen=True, slots=True)
class SharedWith:
    """``tile_opp_good``, ``tile_smuggle``: the opponent who gains what the step's player
    does not take (the Astronomer and Smuggler tiles)."""

    player: int

    def code(self) -> int:
        return self.player

    @classmethod
    def from_code(cls, code: int) -> SharedWith:
        return cls(code)


Payload = (
    Advisor
    | BlockingDice
    | Rerolled
    | EnvoyBuild
    | TopStrength
    | GoodsToChoose
    | TileGift
    | SharedWith
)


class Step(NamedTuple):
    """One entry of the to-do stack: a decision, a chance event or automatic work."""

    kind: str
    player: int = -1
    arg: Payload | None = None

    def code(self) -> int:
        """The payload as saved: one integer (0: none)."""
        arg = self.arg
        return 0 if arg is None else arg.code()


@cache
def make_step(kind: str, player: int = -1, arg: Payload | None = None) -> Step:
    """The step (kind, player, arg). Steps are values made hundreds of times a game, from
    few distinct ones: equal steps are shared rather than built again."""
    return Step(kind, player, arg)


@dataclass(frozen=True, slots=True)
class GameConfig:
    players: tuple[str, ...]
    modules: tuple[int, ...] = ()
    variants: tuple[str, ...] = ()

    def validate(self) -> None:
        if self in _VALID:  # every game of a simulation checks the same config again
            return
        self._check()
        _VALID.add(self)

    def _check(self) -> None:
        from kingsburg.errors import KingsburgError

        n = len(self.players)
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise KingsburgError(f"Kingsburg needs 2 to 5 players, not {n}")
        seen: set[str] = set()
        for name in self.players:
            if not isinstance(name, str) or name_problem(name):
                raise KingsburgError(
                    f"player name {name!r} must start with a letter and use at most 16 "
                    "letters, digits, spaces, apostrophes, dots or hyphens"
                )
            if name.casefold() in seen:
                raise KingsburgError(f"two players are called {name!r}")
            if name.casefold() == "chance":
                raise KingsburgError("'chance' is reserved and cannot be a player name")
            seen.add(name.casefold())
        for m in self.modules:
            if m not in MODULES:
                valid = ", ".join(str(k) for k in MODULES) or "none yet"
                raise KingsburgError(f"unknown module {m} (valid: {valid})")
        for v in self.variants:
            if v not in VARIANTS:
                valid = ", ".join(VARIANTS) or "none yet"
                raise KingsburgError(f"unknown variant {v!r} (valid: {valid})")
        for v in self.variants:
            needs = VARIANT_NEEDS.get(v)
            if needs is not None and needs not in self.modules:
                raise KingsburgError(f"the variant {v} needs module {needs}")
        if len(set(self.modules)) != len(self.modules) or len(set(self.variants)) != len(
            self.variants
        ):
            raise KingsburgError("a module or variant is named twice")


_VALID: set[GameConfig] = set()  # configs found valid (values, so never invalid later)


# Marks a field added after saved games began to hold state hashes: it enters a state's
# hash only when it differs from its default (``serialize.state_hash``), so every game
# saved before it was added keeps its hashes.
LATE: dict[str, bool] = {"late": True}


@dataclass(slots=True)
class PlayerState:
    name: str
    goods: list[int] = field(default_factory=lambda: [0, 0, 0])  # gold, wood, stone
    vp: int = 0
    soldiers: int = 0
    plus2: int = 0
    built: list[bool] = field(default_factory=lambda: [False] * 20)  # row-major
    seen: list[int] = field(default_factory=list)  # years whose enemy card this player saw
    # This season's dice.
    dice: list[int] = field(default_factory=list)  # own dice not yet placed
    white: list[int] = field(default_factory=list)  # bonus dice not yet placed
    rolled: list[int] = field(default_factory=list)  # own dice as rolled (after rerolls)
    rolled_white: list[int] = field(default_factory=list)
    favor_dice: int = 0  # bonus dice from the King's Favor for the coming spring
    passed: bool = False
    used_plus2: bool = False
    used_market: bool = False
    used_statue: bool = False
    used_chapel: bool = False
    builds: int = 0  # buildings constructed this season
    tokens: list[int] = field(default_factory=list)  # module 5: soldier tokens still held
    token_pick: int = -1  # module 5: this winter's secret pick (-1: none yet)
    # What the player used this season that may be used once a season, by the name its
    # rule gives it (an ability's own flag, without a field of its own); sorted.
    used: list[str] = field(default_factory=list, metadata=LATE)

    @property
    def n_goods(self) -> int:
        g = self.goods
        return g[0] + g[1] + g[2]

    @property
    def n_buildings(self) -> int:
        return sum(self.built)

    def owns(self, index: int) -> bool:
        return self.built[index]

    def dice_total(self) -> int:
        return sum(self.rolled) + sum(self.rolled_white)

    def clone(self) -> PlayerState:
        # Slot by slot, skipping __init__ and its default factories: copying states is
        # the hot path of every view and every search playout.
        c = _new(PlayerState)
        c.name = self.name
        c.goods = self.goods[:]
        c.vp = self.vp
        c.soldiers = self.soldiers
        c.plus2 = self.plus2
        c.built = self.built[:]
        c.seen = self.seen[:]
        c.dice = self.dice[:]
        c.white = self.white[:]
        c.rolled = self.rolled[:]
        c.rolled_white = self.rolled_white[:]
        c.favor_dice = self.favor_dice
        c.passed = self.passed
        c.used_plus2 = self.used_plus2
        c.used_market = self.used_market
        c.used_statue = self.used_statue
        c.used_chapel = self.used_chapel
        c.builds = self.builds
        c.tokens = self.tokens[:]
        c.token_pick = self.token_pick
        c.used = self.used[:]
        return c


@dataclass(slots=True)
class GameState:
    config: GameConfig
    ruleset: Ruleset = field(repr=False, compare=False)
    players: list[PlayerState]
    year: int = 1
    seg: int = 0  # index into flow.SEGMENTS
    order: list[int] = field(default_factory=list)  # turn order, first player first
    board: list[list[Placement]] = field(default_factory=lambda: [[] for _ in range(19)])
    deck: list[str] = field(default_factory=list)  # enemy card id per year ("" = hidden)
    envoy: int = -1  # holder of the King's Envoy, -1 = on the board
    envoy_year: int = 0  # year the envoy was handed out
    reinforcement: int = 0  # this winter's reinforcement die (0 = not rolled)
    todo: list[Step] = field(default_factory=list)  # stack: the last entry is next
    over: bool = False
    seg_started: bool = False
    # Module 6: tiles not yet drawn, tiles on the board (ranks), goods lying on the
    # Merchant tile, and the good on the Sergeant tile (-1: none).
    tile_bag: list[int] = field(default_factory=list)
    tiles: list[int] = field(default_factory=list)
    tile_goods: list[int] = field(default_factory=lambda: [0, 0, 0])
    sergeant_good: int = -1
    sergeant_taken: bool = False  # someone took the Sergeant tile's good this season
    # Goods lying on any other tile, as [rank, gold, wood, stone], by rank: a tile's rule
    # piles them up and hands them out (``tiles.pile``); the app shows them on the tile.
    tile_piles: list[list[int]] = field(default_factory=list, metadata=LATE)
    # Cache of the legal actions at the current decision (not part of the state proper).
    legal_cache: list[Any] | None = field(default=None, repr=False, compare=False)

    @property
    def n(self) -> int:
        return len(self.players)

    def clone(self) -> GameState:
        c = _new(GameState)
        c.config = self.config
        c.ruleset = self.ruleset
        c.players = [p.clone() for p in self.players]
        c.year = self.year
        c.seg = self.seg
        c.order = self.order[:]
        c.board = list(map(list.copy, self.board))
        c.deck = self.deck[:]
        c.envoy = self.envoy
        c.envoy_year = self.envoy_year
        c.reinforcement = self.reinforcement
        c.todo = self.todo[:]
        c.over = self.over
        c.seg_started = self.seg_started
        c.tile_bag = self.tile_bag[:]
        c.tiles = self.tiles[:]
        c.tile_goods = self.tile_goods[:]
        c.sergeant_good = self.sergeant_good
        c.sergeant_taken = self.sergeant_taken
        c.tile_piles = [pile[:] for pile in self.tile_piles]
        # The options are values and the list is only ever replaced, never changed in
        # place, so a copy may share it (this saves listing them again for a view).
        c.legal_cache = self.legal_cache
        return c
