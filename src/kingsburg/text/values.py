"""What a message's placeables hold while it is worded, shared by the resolver of one-line
messages (``resolver``) and of the others (``fluent_tree``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any, Protocol


@dataclass(frozen=True)
class Number:
    """A number with Fluent's formatting options (``NUMBER($n, minimumFractionDigits: 1)``);
    a plain int or float argument is a Number without options."""

    value: int | float | Decimal
    options: tuple[tuple[str, Any], ...] = ()

    def with_options(self, more: dict[str, Any]) -> Number:
        return Number(self.value, tuple({**dict(self.options), **more}.items()))


class Ungrouped(int):
    """An int argument printed without digit grouping (``1234``, not ``1,234``): still an
    int, so plural forms, JSON and arithmetic treat it as one."""


@dataclass
class Env:
    """One wording's arguments, the errors met, and how deep its references go."""

    args: dict[str, Any]
    errors: list[str] = field(default_factory=list)
    depth: int = 0


class Missing(str):
    """A reference that could not be resolved, shown as fluent.runtime shows it (a missing
    variable by its bare name, a missing message in braces)."""


def variable(name: str, env: Env) -> Any:
    """A variable's argument as Fluent sees it (a Number or a string)."""
    if name not in env.args:
        env.errors.append(f"unknown variable: ${name}")
        return Missing(name)
    return _argument(env.args[name])


def _argument(value: Any) -> Any:
    if isinstance(value, Number | str):
        return value
    if isinstance(value, Ungrouped):
        return Number(int(value), (("useGrouping", False),))
    if isinstance(value, int | float):
        return Number(int(value) if isinstance(value, bool) else value)
    return str(value)


class Wording(Protocol):
    """What the tree walk asks of the bundle it words for."""

    def text(self, value: Any) -> str: ...

    def reference(self, name: str, attribute: str | None, env: Env) -> str: ...

    def plural(self, value: int | float | Decimal) -> str: ...
