"""The computers' reasons and the hints in words: a bot's ``Reason`` (ids and numbers, see
``kingsburg.reasons``) rendered in the current language from ``locales/<code>/bots.ftl``.

    reason_text(move.reason)  # "recruits 2 soldiers for 2 gold — for the winter battle …"
    reason_details(move.reason)  # "expected final VP by my reckoning: +0.6 against …"
"""

from __future__ import annotations

from kingsburg.message import Arg, Msg
from kingsburg.reasons import Reason
from kingsburg.text.catalog import join_commas, render, t
from kingsburg.text.words import GOOD_IDS, goods, goods_bare

# Amounts of goods the bots name: listed by the text layer with each language's plurals.
_GOODS = {"bot-goods": goods, "bot-goods-bare": goods_bare}


def _count(msg: Msg, key: str) -> int:
    value = msg.arg(key)
    return value if isinstance(value, int) else 0


def _bundle(msg: Msg) -> str:
    """A module-6 bundle with every count ("1 wood, 1 VP, 1 soldier"); nothing at all:
    "nothing"."""
    parts = [t(f"amount-{g}", n=n) for g in GOOD_IDS if (n := _count(msg, g))]
    parts += [t(f"bot-unit-{u}", n=n) for u in ("vp", "soldier", "token") if (n := _count(msg, u))]
    return join_commas(parts)


def _resolve(value: Arg) -> Arg:
    """``value`` with the bots' amounts of goods already worded (Fluent cannot list them)."""
    if isinstance(value, Msg):
        if value.id in _GOODS:
            return _GOODS[value.id]([_count(value, g) for g in GOOD_IDS])
        if value.id == "bot-bundle":
            return _bundle(value)
        if any(isinstance(v, Msg | tuple) for _, v in value.args):
            return Msg(value.id, tuple((k, _resolve(v)) for k, v in value.args))
        return value
    if isinstance(value, tuple):
        return tuple(_resolve(v) for v in value)
    return value


def bot_text(msg: Msg) -> str:
    """A piece of a reason (``bot-…``) in the current language."""
    resolved = _resolve(msg)
    return render(resolved) if isinstance(resolved, Msg) else str(resolved)


def reason_text(reason: Reason, details: bool = False) -> str:
    """The reason's first line in the current language, as the log and the hints show it:
    what the move gets and what it is for. ``details``: with the bot's own numbers after
    it (the details key)."""
    what = _resolve(reason.what)
    if reason.withheld:
        text = t("bot-reason-withheld", what=what)
    elif reason.why is not None:
        text = t("bot-reason", what=what, why=_resolve(reason.why))
    else:
        text = bot_text(reason.what)
    if reason.done is not None:
        text = t("bot-reason-done", done=reason.done, reason=text)
    if details and (numbers := reason_details(reason)):
        text = t("bot-reason-details", reason=text, details=numbers)
    return text


def reason_details(reason: Reason) -> str:
    """The bot's own numbers for the reason ("" when it has none or they are withheld)."""
    if reason.details is None or reason.withheld:
        return ""
    return bot_text(reason.details)


def reason_in_english(reason: Reason) -> str:
    """The reason as a record keeps its text: in English, whatever the player reads."""
    from kingsburg.text.decisions import speaking

    with speaking("en"):
        return reason_text(reason)  # (its numbers stay in the data: a key away)


def kept_reasons(
    shown: dict[int, str], data: dict[int, Reason]
) -> tuple[dict[int, str], dict[int, Reason]]:
    """What a record keeps of the reasons shown: their text in English (an older record's
    text as it was) and those that are data, as data."""
    texts = dict(shown) | {k: reason_in_english(r) for k, r in data.items()}
    return texts, dict(data)
