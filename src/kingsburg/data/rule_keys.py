"""What the rules read from the data by name: building effects and module 6's tile values.

A building's ``effect`` names the rule it carries; a tile's ``values`` hold the numbers its
rule reads. Each rule module registers the names it reads (``effects``, ``tile_rule``)
next to the rule, and the loader checks the data files against them: an effect no rule
reads, or a tile value a rule misses, is a data error that names the file, the entry and
the field. Adding an ability is then its rule and its data entry, nothing in between.
"""

from __future__ import annotations

EFFECTS: list[str] = []  # every effect a rule reads, in the order registered
TILE_VALUES: dict[int, tuple[str, ...]] = {}  # every tile with a rule, by rank: the values read


def effects(*keys: str) -> None:
    """Register building effects that a rule module reads (``Ruleset.effects[key]``)."""
    for key in keys:
        if key in EFFECTS:
            raise ValueError(f"two rules register the building effect {key!r}")
        EFFECTS.append(key)


def tile_rule(rank: int, *names: str) -> None:
    """Register the rule of the tile on advisor ``rank``, and the values it reads: the data
    holds a tile for each rule, and a tile only with a rule."""
    if rank in TILE_VALUES:
        raise ValueError(f"two rules for the tile on advisor {rank}")
    TILE_VALUES[rank] = names


def registered() -> None:
    """Every rule module registers what it reads when the engine is imported (the engine
    imports the data, never the other way): game data is checked against the rules only
    once they are there."""
    if not EFFECTS:
        raise RuntimeError(
            "import kingsburg.engine before loading game data: its rules say what they read"
        )
