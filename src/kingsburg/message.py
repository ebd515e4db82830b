"""Words as data: what the engine, the bots and the app say, before any language.

A ``Msg`` is a message id of the text layer's catalogs (``kingsburg/text/locales``) with its
arguments; a ``Term`` names a thing of the game (an advisor, a building, a good…) by id, so
each language can put its name in the case and form its sentence needs. Both are plain data:
they pickle, compare and travel over the network as ids and numbers.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Union


@dataclass(frozen=True, slots=True)
class Term:
    """A named thing of the game: ``Term("advisor", 17)`` is the Queen, in whatever language.

    Its message is ``{kind}-{key}`` (``advisor-17``, ``building-town_hall``); a sentence that
    takes it as ``$who`` may also use the term's attributes, ``$who_gen`` for the genitive."""

    kind: str
    key: str | int

    @property
    def id(self) -> str:
        return f"{self.kind}-{self.key}"


@dataclass(frozen=True, slots=True)
class Msg:
    """A sentence (or a piece of one) to render: its message id and arguments."""

    id: str
    args: tuple[tuple[str, Arg], ...] = field(default=())

    @staticmethod
    def of(msg_id: str, **args: Arg) -> Msg:
        return Msg(msg_id, tuple(args.items()))

    def arg(self, name: str) -> Arg | None:
        return next((v for k, v in self.args if k == name), None)


# An argument: a number (plural forms follow a whole one; a message formats a fraction with
# NUMBER()), a text shown as it is (a player's name), a thing of the game, another message,
# or a list of those joined as a list ("a, b and c").
Arg = Union[int, float, str, Term, Msg, "tuple[Arg, ...]"]
