"""The game log's sentences: an engine event (ids and numbers) in the current language.

``event_text(e)`` words any event; ``battle_summary(e)`` a battle without the player's
name ("3 soldiers +1 Palisade = strength 4 vs 5: wins"). Each kind and form of event is
one message ``log-…`` of ``locales/<code>/events.ftl``; players' names come from the
event's ``names`` as they are. A kind of event without a function below (a new rule's)
is worded by ``_plain``: message ``log-<kind>-<form>`` with the event's fields as
arguments, so a new sentence is a message in each language and no code here. Events the
app makes itself with a ``line`` of text (the host's sentences at an online table, a
computer's reason) show that line.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import fields

from kingsburg.engine.events import BattleEvent, DiceEvent, Event, GoodsEvent, VpEvent
from kingsburg.engine.phases import ROMAN
from kingsburg.message import Arg, Term
from kingsburg.text.catalog import join_and, join_commas, language, t
from kingsburg.text.words import GOOD_IDS

_TILE_CASES = ("gen", "dat", "acc", "gender")  # what a sentence may ask of a tile's name
_RESULTS = {1: "win", 0: "tie", -1: "loss"}


def event_text(e: Event) -> str:
    """The event in one line of plain words, in the current language."""
    render = _RENDER.get(e.kind)
    if render is None:
        line = getattr(e, "line", None)  # a line of text the app logs (not an engine event)
        if isinstance(line, str):
            return line
        render = _plain
    # The log words the same events again on every resize, replay step and resumed game:
    # each is worded once per language (events are values, never changed).
    names = _FIELDS.get(type(e))
    if names is None:  # a subclass of the engine's events
        names = _FIELDS[type(e)] = tuple(f.name for f in fields(e))
    key = (language(), *[getattr(e, f) for f in names])
    text = _WORDED.get(key)
    if text is None:
        if len(_WORDED) >= _KEEP:
            _WORDED.clear()
        text = _WORDED[key] = render(e)
    return text


def battle_summary(e: BattleEvent) -> str:
    """A battle without the player's name: "3 soldiers +1 Palisade = strength 4 vs 5: wins"."""
    terms = "".join(
        _t("log-battle-term", mod=f"{m:+d}", building=Term("building", b)) for b, m in e.terms
    )
    return _t(
        "log-battle-summary",
        soldiers=e.soldiers,
        terms=terms,
        strength=e.strength,
        against=e.enemy_strength,
        result=_RESULTS[e.result],
    )


# --- pieces -------------------------------------------------------------------

_KEEP = 4096  # sentences and pieces kept worded (a long game has about 2,000 events)
_WORDED: dict[tuple[object, ...], str] = {}
_PIECES: dict[tuple[object, ...], str] = {}
_FIELDS: dict[type, tuple[str, ...]] = {
    cls: tuple(f.name for f in fields(cls)) for cls in (Event, VpEvent, GoodsEvent, DiceEvent)
}


def _t(msg_id: str, /, **args: Arg) -> str:
    """``t``, remembering what it worded: the pieces of sentences (amounts, names in
    their cases, lists of dice) come back again and again."""
    key = (language(), msg_id, *args.items())
    text = _PIECES.get(key)
    if text is None:
        if len(_PIECES) >= _KEEP:
            _PIECES.clear()
        text = _PIECES[key] = t(msg_id, **args)
    return text


def _ands(items: Sequence[str]) -> str:
    """Amounts of different things, or what an influence used: "a and b and c" in the
    English log, "a, b i c" in Polish (``log-and-more`` joins all but the last)."""
    head = items[0]
    for k, item in enumerate(items[1:], start=2):
        head = _t("list-end" if k == len(items) else "log-and-more", head=head, item=item)
    return head


def _who(e: Event, player: int | None = None) -> str:
    return e.names[e.player if player is None else player]


def _names(e: Event, players: Sequence[int]) -> str:
    return join_commas([e.names[i] for i in players])


def _dice(values: Sequence[int]) -> str:
    return join_commas([str(v) for v in values])


def _goods(amounts: Sequence[int]) -> str:
    """Goods as a list: "2 gold, 1 stone" (the object of a sentence)."""
    return join_commas(
        [_t(f"amount-{g}", n=n) for g, n in zip(GOOD_IDS, amounts, strict=True) if n]
    )


def _gain(amounts: Sequence[int], soldiers: int = 0, plus2: int = 0) -> str:
    """What an advisor gives: "1 wood, 1 stone", "1 stone and 1 "+2" token"."""
    parts = [_goods(amounts)] if any(amounts) else []
    if soldiers:
        parts.append(_t("amount-soldier-acc", n=soldiers))
    if plus2:
        parts.append(_t("amount-plus2", n=plus2))
    return _ands(parts) if parts else _t("amount-nothing")


def _thing(key: str, term: Term | None) -> dict[str, Arg]:
    """The arguments naming ``term`` as ``$key``: a term as it is, and module 6's tiles
    (which the catalogs name through their advisor) worded here in each case."""
    assert term is not None
    if term.kind != "tile":
        return {key: term}
    advisor = Term("advisor", term.key)
    out: dict[str, Arg] = {key: _t("log-tile", advisor=advisor)}
    for case in _TILE_CASES:
        out[f"{key}_{case}"] = _t(f"log-tile-{case}", advisor=advisor)
    return out


def _is_tile(e: Event) -> str:
    return "tile" if e.label is not None and e.label.kind == "tile" else "advisor"


# --- the kinds of event -----------------------------------------------------


def _phase(e: Event) -> str:
    return _t("log-phase", year=ROMAN[e.year], phase=_label(e))


def _season_end(e: Event) -> str:
    return _t("log-season-end", year=ROMAN[e.year], phase=_label(e))


def _label(e: Event) -> Term:
    assert e.label is not None
    return e.label


def _order(e: Event) -> str:
    if e.form == "season":
        listing = [
            _t("log-order-entry", who=e.names[i], total=v)
            for i, v in zip(e.players, e.values, strict=True)
        ]
        return _t("log-order-season", order=join_commas(listing))
    return _t("log-order-start", players=_names(e, e.players))


def _favor(e: Event) -> str:
    if e.form == "tie":
        return _t("log-favor-tie", players=_names(e, e.players))
    return _t("log-favor-die", who=_who(e))


def _envoy(e: Event) -> str:
    if e.form == "none":
        return _t("log-envoy-none")
    return _t(f"log-envoy-{e.form}", who=_who(e))


def _token(e: Event) -> str:
    if e.form == "revealed":
        shown = [
            _t("log-token-entry", who=e.names[i], token=v)
            for i, v in zip(e.players, e.values, strict=True)
        ]
        return _t("log-tokens-revealed", tokens=join_commas(shown))
    return _t("log-token-aside", who=_who(e))


def _token_secret(e: Event) -> str:
    if e.form == "named":  # for a replay
        return _t("log-token-secret-named", who=_who(e), token=e.values[0])
    return _t("log-token-secret", token=e.values[0])


def _peek(e: Event) -> str:
    return _t(f"log-peek-{_is_tile(e)}", who=_who(e), **_thing("giver", e.label))


def _build_none(e: Event) -> str:
    if e.form == "cannot":
        return _t("log-build-cannot", who=_who(e))
    return _t("log-build-none", who=_who(e))


_PAID = ("log-paid-gold", "log-paid-wood", "log-paid-stone", "log-paid-plus2")


def _vp(e: Event) -> str:
    assert isinstance(e, VpEvent)
    args: dict[str, Arg] = {
        "who": _who(e),
        "n": abs(e.vp),
        "sign": "gain" if e.vp > 0 else "lose",
    }
    why = e.why
    if e.label is not None:
        args.update(_thing("thing", e.label))
    if why in ("king", "cathedral", "token_left"):
        args["count"] = e.values[0]
    elif why == "town_hall":
        args["paid"] = _t(_PAID[e.values[0]])
    elif why == "tile_choice":
        args["chooser"] = _who(e, e.players[0])
    return _t(f"log-vp-{why.replace('_', '-')}", **args)


def _goods_event(e: Event) -> str:
    assert isinstance(e, GoodsEvent)
    f = e.form
    who = e.names[e.player] if e.player >= 0 else ""
    if f == "spoils":
        return _t("log-spoils", who=who, goods=_goods(e.gained))
    if f == "from":  # the King's Favor, the Merchants' Guild, the Inn
        label = _label(e)
        if label.kind == "phase":
            return _t("log-from-favor", who=who, goods=_goods(e.gained))
        if any(e.gained):
            return _t("log-from-building", who=who, goods=_goods(e.gained), building=label)
        return _t("log-from-building-plus2", who=who, building=label)
    if f == "picked":  # another player chose the good ``player`` gains
        picker = _who(e, e.players[0])
        return _t("log-picked", picker=picker, who=who, goods=_goods(e.gained), **_tile(e))
    if f == "tile":
        return _t("log-tile-gain", who=who, goods=_goods(e.gained), **_tile(e))
    if f == "lose":
        if not any(e.lost):  # defeated with no goods to lose
            return _t("log-lose-nothing", who=who)
        return _t("log-lose", who=who, goods=_goods(e.lost))
    if f == "give_up":
        return _t("log-give-up", who=who, goods=_goods(e.lost))
    if f == "recruit":
        if not e.soldiers:
            return _t("log-recruit-none", who=who)
        return _t("log-recruit", who=who, n=e.soldiers, goods=_goods(e.lost))
    if f == "built":
        msg = "log-built-envoy" if e.envoy else "log-built"
        return _t(msg, who=who, building=_label(e), goods=_goods(e.lost))
    if f in ("advisor", "stables"):
        gain = _gain(e.gained, e.soldiers, e.plus2)
        return _t(f"log-reward-{f}", who=who, goods=gain, advisor=_label(e))
    if f == "trade":
        lost = Term("good", GOOD_IDS[e.lost.index(1)])
        return _t("log-trade", who=who, good=lost, goods=_goods(e.gained), advisor=_label(e))
    if f == "bundle":  # a tile's reward: gains and payments
        return _bundle(e, who)
    if f == "refill":
        return _t("log-refill", goods=_goods(e.gained), **_tile(e))
    if f == "sergeant":
        return _t("log-sergeant", die=e.values[0], goods=_goods(e.gained), **_tile(e))
    if f == "decline":
        return _t(f"log-decline-{_is_tile(e)}", who=who, **_thing("giver", e.label))
    if f == "nothing":
        return _t(f"log-nothing-{e.detail.replace('_', '-')}", who=who, **_thing("giver", e.label))
    if f == "jester_none":
        return _t("log-jester-none", who=who, **_tile(e))
    if f == "jester":
        target = Term("advisor", e.advisor)
        return _t("log-jester", who=who, advisor=target, rank=e.advisor, **_tile(e))
    if f == "choose":
        return _t("log-choose", who=who, other=_who(e, e.players[0]), **_tile(e))
    if f == "gifts":
        given = [
            _t("log-gift", good=Term("good", GOOD_IDS[g]), to=e.names[q])
            for q, g in zip(e.players, e.values, strict=True)
        ]
        return _t("log-gifts", who=who, gifts=_semicolons(given), **_tile(e))
    if f == "draw":
        rank = e.advisor
        rule = _t(f"log-tile-rule-{rank}")
        return _t("log-draw", who=who, rank=rank, rule=rule, **_tile(e))
    if f == "leave":
        return _t("log-leave", rank=e.advisor, **_tile(e))
    return _plain(e)  # a form a new rule added: its message, worded from the fields


def _tile(e: Event) -> dict[str, Arg]:
    return _thing("tile", e.label)


def _semicolons(items: Sequence[str]) -> str:
    head = items[0]
    for item in items[1:]:
        head = _t("log-list-semicolon", head=head, item=item)
    return head


def _bundle_items(e: GoodsEvent, sign: int) -> list[str]:
    g, lo = e.gained, e.lost
    shown = (g[0] - lo[0], g[1] - lo[1], g[2] - lo[2])
    out = []
    for good, n in zip(GOOD_IDS, shown, strict=True):
        n *= sign
        if n == 1:
            out.append(_t(f"good-{good}"))
        elif n > 0:
            out.append(_t(f"amount-{good}", n=n))
    if e.soldiers * sign > 0:
        out.append(_t("amount-soldier-acc", n=e.soldiers * sign))
    if e.plus2 * sign > 0:
        out.append(_t("log-bundle-plus2", n=e.plus2 * sign))
    return out


def _bundle(e: GoodsEvent, who: str) -> str:
    paid, gained = _bundle_items(e, -1), _bundle_items(e, 1)
    got = join_commas(gained) if gained else _t("amount-nothing")
    if paid:
        return _t("log-bundle-pay", who=who, paid=join_commas(paid), gained=got, **_tile(e))
    return _t("log-bundle", who=who, gained=got, **_tile(e))


def _dice_event(e: Event) -> str:
    assert isinstance(e, DiceEvent)
    k, f = e.kind, e.form
    who = e.names[e.player] if e.player >= 0 else ""
    if k == "roll":
        verb = "again" if f == "again" else "roll"
        if e.white:
            return _t(
                f"log-{verb}-bonus",
                who=who,
                dice=_dice(e.dice),
                bonus=_dice(e.white),
                total=e.total,
            )
        return _t(f"log-{verb}", who=who, dice=_dice(e.dice), total=e.total)
    if k == "block":
        if f == "split":
            ranks = join_and([str(v) for v in e.values])
            return _t("log-block-split", dice=_dice(e.dice), total=e.total, ranks=ranks)
        return _t("log-block", dice=_dice(e.dice), rank=e.advisor)
    if k == "influence":
        extras = []
        if e.plus2:
            extras.append(_t("log-using-plus2"))
        if e.market:
            extras.append(_t("log-using-market", shift=f"{e.market:+d}"))
        if e.envoy:
            extras.append(_t("log-using-envoy"))
        dice = "+".join([str(d) for d in e.dice] + [_t("log-bonus-die", die=d) for d in e.white])
        args: dict[str, Arg] = {"who": who, "advisor": _label(e), "rank": e.advisor, "dice": dice}
        if extras:
            return _t("log-influence-using", using=_ands(extras), **args)
        return _t("log-influence", **args)
    if k == "reroll":
        return _t(f"log-reroll-{f}", who=who, building=_label(e))
    if k == "pass":
        if f in ("no_dice", "blocked"):
            return _t(f"log-pass-{f.replace('_', '-')}", who=who)
        left = len(e.dice) + len(e.white)
        if left:
            return _t("log-pass-unused", who=who, n=left)
        return _t("log-pass", who=who)
    # reinforce: the first player rolls for everybody
    rolled = join_and([str(d) for d in e.dice])
    return _t("log-reinforce", who=_who(e, e.players[0]), dice=rolled, n=e.soldiers)


def _reinforce(e: Event) -> str:
    return _token(e) if e.form == "revealed" else _dice_event(e)


def _battle(e: Event) -> str:
    assert isinstance(e, BattleEvent)
    enemy = _label(e)
    if e.kind == "enemy":
        return _t("log-enemy", year=ROMAN[e.year], enemy=enemy, strength=e.enemy_strength)
    if e.kind == "peek_secret":
        return _t("log-enemy-secret", year=ROMAN[e.year], enemy=enemy, strength=e.enemy_strength)
    if e.kind == "destroy":
        building = Term("building", e.building)
        return _t("log-destroy", who=_who(e), enemy=enemy, building=building)
    return _t("log-battle", who=_who(e), summary=battle_summary(e))


def _plain(e: Event) -> str:
    """Any other event: message ``log-<kind>`` (``log-<kind>-<form>`` with a form),
    underscores as hyphens, given what the event holds: ``who`` (the player), ``players``
    (the others concerned), ``n`` (VP won or lost), ``goods`` and ``lost`` (goods gained
    and given up), ``soldiers``, ``plus2``, ``dice`` and ``total``, ``advisor`` and
    ``rank``, ``thing`` (what ``label`` names, a tile in each case), ``year`` (Roman) and
    ``value1``, ``value2``… (its ``values``)."""
    args: dict[str, Arg] = {"n": abs(e.vp), "year": ROMAN[e.year] if e.year else ""}
    if e.player >= 0:
        args["who"] = _who(e)
    if e.players:
        args["players"] = _names(e, e.players)
    if e.label is not None:
        args.update(_thing("thing", e.label))
    for k, v in enumerate(e.values, start=1):
        args[f"value{k}"] = v
    if isinstance(e, (GoodsEvent, DiceEvent)) and e.advisor:
        args.update(advisor=Term("advisor", e.advisor), rank=e.advisor)
    if isinstance(e, GoodsEvent):
        args.update(goods=_goods(e.gained), lost=_goods(e.lost), plus2=e.plus2)
    if isinstance(e, (GoodsEvent, DiceEvent, BattleEvent)):
        args["soldiers"] = e.soldiers
    if isinstance(e, DiceEvent):
        args.update(dice=_dice(e.dice + e.white), total=e.total)
    msg = f"log-{e.kind}-{e.form}" if e.form else f"log-{e.kind}"
    return _t(msg.replace("_", "-"), **args)


_RENDER: dict[str, Callable[[Event], str]] = {
    "phase": _phase,
    "season_end": _season_end,
    "order": _order,
    "deck": lambda e: _t("log-deck"),
    "favor": _favor,
    "envoy": _envoy,
    "token": _token,
    "token_secret": _token_secret,
    "peek": _peek,
    "peek_secret": _battle,
    "build_none": _build_none,
    "build": _build_none,
    "winter": lambda e: _t("log-winter"),
    "vp": _vp,
    "gain": _goods_event,
    "lose": _goods_event,
    "recruit": _goods_event,
    "reward": _goods_event,
    "tile": _goods_event,
    "built": _goods_event,
    "roll": _dice_event,
    "block": _dice_event,
    "influence": _dice_event,
    "reroll": _dice_event,
    "pass": _dice_event,
    "reinforce": _reinforce,
    "enemy": _battle,
    "battle_win": _battle,
    "battle_tie": _battle,
    "battle_loss": _battle,
    "destroy": _battle,
}

__all__ = ["battle_summary", "event_text"]
