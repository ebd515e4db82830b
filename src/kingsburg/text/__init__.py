"""The text layer: the one place where data becomes words in the player's language.

    from kingsburg.text import t, name, goods
    t("log-builds", who="Łucja", building=Term("building", "stables"), goods=(0, 2, 1))

Message ids and their sentences are in ``locales/<code>/*.ftl`` (Fluent). The engine, the
bots and the records hold ids and numbers (``kingsburg.message``); only this layer words them.
"""

from kingsburg.message import Msg, Term
from kingsburg.text.catalog import (
    has,
    join_and,
    join_commas,
    join_or,
    language,
    name,
    render,
    render_arg,
    set_language,
    t,
)
from kingsburg.text.words import goods, goods_bare, plural_goods

__all__ = [
    "Msg",
    "Term",
    "goods",
    "goods_bare",
    "has",
    "join_and",
    "join_commas",
    "join_or",
    "language",
    "name",
    "plural_goods",
    "render",
    "render_arg",
    "set_language",
    "t",
]
