"""Why players' names cannot be taken, in the player's language (the engine's rule is
``engine.state.name_problem``; the setup screen and ``kingsburg host --names`` say it so)."""

from __future__ import annotations

from collections.abc import Sequence

from kingsburg.text.catalog import t


def name_problems(names: Sequence[str]) -> str:
    """Why these names cannot be the players' ("" when they can)."""
    from kingsburg.engine.state import name_problem

    seen: set[str] = set()
    for name in names:
        why = name_problem(name)
        if why:
            return t(f"setup-name-{why}", name=name)
        if name.casefold() == "chance":
            return t("setup-name-reserved", name=name)
        if name.casefold() in seen:
            return t("setup-name-twice", name=name)
        seen.add(name.casefold())
    return ""
