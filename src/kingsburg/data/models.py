"""Pydantic models for the game data in data/*.yaml.

The YAML is validated once at load time; the engine then works with the
frozen :class:`Ruleset` built from these models.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

GoodName = Literal["gold", "wood", "stone"]
EnemyType = Literal["goblins", "orcs", "zombies", "barbarians", "demons", "dragon"]
EffectKey = Literal[
    "statue",
    "chapel",
    "cathedral",
    "inn",
    "market",
    "farms",
    "merchants_guild",
    "barracks",
    "stables",
    "stone_wall",
    "fortress",
    "crane",
    "town_hall",
    "embassy",
]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Cost(_Strict):
    gold: int = Field(default=0, ge=0)
    wood: int = Field(default=0, ge=0)
    stone: int = Field(default=0, ge=0)


class RewardOption(_Strict):
    """One way an advisor can reward a player (an advisor has one or more).

    Fixed gains are plain numbers; ``choice_goods`` goods are picked by the
    player; ``vp`` may be negative (the Smuggler costs 1 VP); ``alchemy``
    means "give up one good to gain one of each other type".
    """

    gold: int = Field(default=0, ge=0)
    wood: int = Field(default=0, ge=0)
    stone: int = Field(default=0, ge=0)
    vp: int = 0
    soldiers: int = Field(default=0, ge=0)
    plus2: int = Field(default=0, ge=0)
    choice_goods: int = Field(default=0, ge=0)
    peek: bool = False
    alchemy: bool = False


class Advisor(_Strict):
    rank: int = Field(ge=1, le=18)
    name: str = Field(min_length=1)
    summary: str = Field(min_length=1)
    options: tuple[RewardOption, ...] = Field(min_length=1)


class Building(_Strict):
    id: str = Field(pattern=r"^[a-z_]+$")
    name: str = Field(min_length=1)
    row: int = Field(ge=1, le=5)
    column: int = Field(ge=1, le=4)
    cost: Cost
    vp: int = Field(ge=0)
    battle: int = 0
    battle_vs: dict[EnemyType, int] = Field(default_factory=dict)
    effect: EffectKey | None = None
    text: str = Field(min_length=1)


class Penalty(_Strict):
    gold: int = Field(default=0, ge=0)
    wood: int = Field(default=0, ge=0)
    stone: int = Field(default=0, ge=0)
    choice_goods: int = Field(default=0, ge=0)
    building: int = Field(default=0, ge=0, le=1)
    vp: int = Field(default=0, ge=0)


class Reward(_Strict):
    gold: int = Field(default=0, ge=0)
    wood: int = Field(default=0, ge=0)
    stone: int = Field(default=0, ge=0)
    choice_goods: int = Field(default=0, ge=0)
    vp: int = Field(default=0, ge=0)


class Enemy(_Strict):
    id: str = Field(pattern=r"^[1-5]-[a-z]+-[0-9]+$")
    year: int = Field(ge=1, le=5)
    name: str = Field(min_length=1)
    type: EnemyType
    strength: int = Field(ge=0)
    reward: Reward
    penalty: Penalty

    @model_validator(mode="after")
    def _id_matches(self) -> Enemy:
        expected = f"{self.year}-{self.type}-{self.strength}"
        if self.id != expected:
            raise ValueError(f"id should be {expected!r} (year-type-strength)")
        return self


class AdvisorsFile(_Strict):
    advisors: tuple[Advisor, ...]


class BuildingsFile(_Strict):
    buildings: tuple[Building, ...]


class EnemiesFile(_Strict):
    enemies: tuple[Enemy, ...]


class Tile(_Strict):
    """Module 6: an alternate reward that covers advisor ``rank`` once drawn.

    The effect itself is implemented per rank in ``engine.tiles``; ``values`` holds
    the tile's numbers by name (which names each rank needs is checked at load).
    """

    rank: int = Field(ge=1, le=16)
    name: str = Field(min_length=1)
    summary: str = Field(min_length=1, max_length=40)
    text: str = Field(min_length=1)
    values: dict[str, Annotated[int, Field(ge=0)]] = Field(default_factory=dict)


class TilesFile(_Strict):
    tiles: tuple[Tile, ...]
