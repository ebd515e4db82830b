"""Game data: the pydantic models and the loader that builds a :class:`Ruleset`."""

from kingsburg.data.loader import Ruleset, data_dir, default_ruleset, load_ruleset
from kingsburg.data.models import (
    Advisor,
    AdvisorsFile,
    Building,
    BuildingsFile,
    Cost,
    EnemiesFile,
    Enemy,
    EnemyType,
    GoodName,
    Penalty,
    Reward,
    RewardOption,
)

__all__ = [
    "Advisor",
    "AdvisorsFile",
    "Building",
    "BuildingsFile",
    "Cost",
    "EnemiesFile",
    "Enemy",
    "EnemyType",
    "GoodName",
    "Penalty",
    "Reward",
    "RewardOption",
    "Ruleset",
    "data_dir",
    "default_ruleset",
    "load_ruleset",
]
