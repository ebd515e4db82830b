"""The game data in data/*.yaml as frozen dataclasses, with the rules each field obeys.

The constraints ride on the type hints (``annotated_types`` markers that pydantic reads),
so this module never imports pydantic: the loader validates a file with pydantic only when
its bytes differ from the shipped, already validated ones (see ``kingsburg.data.loader``),
and pydantic alone would be two thirds again the memory of the whole app.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any, ClassVar, Literal

from annotated_types import Ge, Interval, Le, MaxLen, MinLen

GoodName = Literal["gold", "wood", "stone"]
EnemyType = Literal["goblins", "orcs", "zombies", "barbarians", "demons", "dragon"]


@dataclass(frozen=True, slots=True)
class Pattern:
    """A string constraint: the whole text matches ``regex`` (read by pydantic only)."""

    regex: str

    def __get_pydantic_core_schema__(self, source: Any, handler: Any) -> Any:
        schema = handler(source)
        schema["pattern"] = self.regex
        return schema


Count = Annotated[int, Ge(0)]
Text = Annotated[str, MinLen(1)]
# Unknown keys in a file are an error, not silently dropped.
_FORBID_EXTRA: dict[str, Any] = {"extra": "forbid"}


@dataclass(frozen=True, slots=True, kw_only=True)
class Cost:
    __pydantic_config__: ClassVar[dict[str, Any]] = _FORBID_EXTRA
    gold: Count = 0
    wood: Count = 0
    stone: Count = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class RewardOption:
    """One way an advisor can reward a player (an advisor has one or more).

    Fixed gains are plain numbers; ``choice_goods`` goods are picked by the
    player; ``vp`` may be negative (the Smuggler costs 1 VP); ``alchemy``
    means "give up one good to gain one of each other type".
    """

    __pydantic_config__: ClassVar[dict[str, Any]] = _FORBID_EXTRA
    gold: Count = 0
    wood: Count = 0
    stone: Count = 0
    vp: int = 0
    soldiers: Count = 0
    plus2: Count = 0
    choice_goods: Count = 0
    peek: bool = False
    alchemy: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class Advisor:
    __pydantic_config__: ClassVar[dict[str, Any]] = _FORBID_EXTRA
    rank: Annotated[int, Interval(ge=1, le=18)]
    name: Text
    summary: Text
    options: Annotated[tuple[RewardOption, ...], MinLen(1)]


def id_in_words(name: str) -> str:
    """A building's name as its id would be (``Merchants' Guild`` -> ``merchants_guild``):
    moves read a building by it, so that a move written under an older name that spelled
    the id still reads after the name is edited (see ``data.loader.game_digest``)."""
    return "_".join(name.lower().replace("'", "").split())


@dataclass(frozen=True, slots=True, kw_only=True)
class Building:
    __pydantic_config__: ClassVar[dict[str, Any]] = _FORBID_EXTRA
    id: Annotated[str, Pattern(r"^[a-z_]+$")]
    name: Text
    row: Annotated[int, Interval(ge=1, le=5)]
    column: Annotated[int, Interval(ge=1, le=4)]
    cost: Cost
    vp: Count
    battle: int = 0
    battle_vs: dict[EnemyType, int] = field(default_factory=dict)
    effect: Annotated[str, Pattern(r"^[a-z_]+$")] | None = None  # checked: ``rule_keys``
    text: Text


@dataclass(frozen=True, slots=True, kw_only=True)
class Penalty:
    __pydantic_config__: ClassVar[dict[str, Any]] = _FORBID_EXTRA
    gold: Count = 0
    wood: Count = 0
    stone: Count = 0
    choice_goods: Count = 0
    building: Annotated[int, Ge(0), Le(1)] = 0
    vp: Count = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class Reward:
    __pydantic_config__: ClassVar[dict[str, Any]] = _FORBID_EXTRA
    gold: Count = 0
    wood: Count = 0
    stone: Count = 0
    choice_goods: Count = 0
    vp: Count = 0


@dataclass(frozen=True, slots=True, kw_only=True)
class Enemy:
    """An enemy card; its ``id`` is "year-type-strength" (checked by the loader)."""

    __pydantic_config__: ClassVar[dict[str, Any]] = _FORBID_EXTRA
    id: Annotated[str, Pattern(r"^[1-5]-[a-z]+-[0-9]+$")]
    year: Annotated[int, Interval(ge=1, le=5)]
    name: Text
    type: EnemyType
    strength: Count
    reward: Reward
    penalty: Penalty


@dataclass(frozen=True, slots=True, kw_only=True)
class Tile:
    """Module 6: an alternate reward that covers advisor ``rank`` once drawn.

    The effect itself is implemented per rank in ``engine.tiles``; ``values`` holds
    the tile's numbers by name (which names each rank needs is checked at load).
    """

    __pydantic_config__: ClassVar[dict[str, Any]] = _FORBID_EXTRA
    rank: Annotated[int, Interval(ge=1, le=18)]  # the advisor it covers
    name: Text
    summary: Annotated[str, MinLen(1), MaxLen(40)]
    text: Text
    values: dict[str, Count] = field(default_factory=dict)


@dataclass(frozen=True, slots=True, kw_only=True)
class AdvisorsFile:
    __pydantic_config__: ClassVar[dict[str, Any]] = _FORBID_EXTRA
    advisors: tuple[Advisor, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class BuildingsFile:
    __pydantic_config__: ClassVar[dict[str, Any]] = _FORBID_EXTRA
    buildings: tuple[Building, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class EnemiesFile:
    __pydantic_config__: ClassVar[dict[str, Any]] = _FORBID_EXTRA
    enemies: tuple[Enemy, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class TilesFile:
    __pydantic_config__: ClassVar[dict[str, Any]] = _FORBID_EXTRA
    tiles: tuple[Tile, ...]
