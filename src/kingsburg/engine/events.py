"""Events: what happened, in order, as data, for the log, the app, bots and tests.

Every event carries what it reports as typed fields (who, goods gained and lost, VP and
their source, dice, the advisor, the building, a battle's strength terms…). Its sentence,
``event.text``, is rendered from those fields here and only here, when it is read.

``kind`` says what happened; ``form`` picks one of the kind's sentences. The fields each
kind fills:

=============  ===========  ==============================================================
kind           class        fields (besides ``player``, ``form``)
=============  ===========  ==============================================================
phase          Event        ``year``, ``label`` (the phase's name)
season_end     Event        ``year``, ``label`` (the season)
order          Event        ``players`` in turn order; form "season": ``values`` their dice
deck           Event        — (the cards stay secret)
favor          Event        form "die": ``player``; form "tie": ``players`` tied
envoy          Event        form "receive", "return" (``player``) or "none"
token          Event        ``player`` set a soldier token aside (module 5)
token_secret   Event        ``values``: the token picked (private)
peek           Event        ``year``, ``label``: the advisor or tile that shows the card
build_none     Event        ``player`` passes at the build step
build          Event        form "cannot": ``player`` cannot afford any building
winter         Event        ``year``
vp             VpEvent      ``vp`` (signed), ``source`` (buildings, advisors, battles, king,
                            cathedral, other), ``why``
gain, lose,    GoodsEvent   ``gained``/``lost`` goods, ``soldiers``/``plus2`` (signed
recruit,                    changes), ``label`` (advisor, tile, building or giver),
reward, tile,               ``advisor`` (rank), ``players`` (others concerned), ``detail``,
built                       ``envoy`` (built with it); forms below
roll, block,   DiceEvent    ``dice``, ``white`` (bonus dice), ``total``, ``advisor`` and
influence,                  ``label`` (the advisor), ``plus2``/``market``/``envoy`` (what an
reroll, pass,               influence used), ``values`` (block "split": advisors blocked),
reinforce                   ``soldiers`` (reinforce: each player gains; ``players[0]`` rolls;
                            form "revealed": module 5's tokens, ``players`` and ``values``)
enemy,         BattleEvent  ``year``, ``card`` (id), ``label`` (enemy), ``enemy_strength``;
peek_secret,                battles: ``soldiers``, ``terms`` (building, modifier),
battle_win,                 ``strength`` (their sum), ``result`` (+1 win, 0 tie, -1 defeat);
battle_tie,                 destroy: ``building``
battle_loss,
destroy
=============  ===========  ==============================================================

GoodsEvent forms: "from" (Favor, Guild, Inn), "spoils", "picked" (``players[0]`` chose the
good), "tile", "lose", "give_up", "recruit", "built", "advisor", "stables" (one more soldier),
"trade", "bundle" (a tile's reward), "refill", "sergeant" (``values``: the die), "decline",
"nothing" (``detail`` says why), "jester_none", "jester" (``advisor``/``detail``: where to),
"choose", "gifts" (``players`` get the goods ``values``), "draw", "leave".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, dataclass, fields
from typing import TYPE_CHECKING, Any, TypeVar, cast

from kingsburg.engine.actions import Goods, bundle_text, goods_text
from kingsburg.engine.phases import ROMAN
from kingsburg.engine.state import GOODS

NO_GOODS: Goods = (0, 0, 0)


@dataclass(slots=True, kw_only=True)
class Event:
    kind: str  # machine-readable tag, e.g. "built", "vp", "battle_win", "season_end"
    player: int = -1  # the player concerned, -1 for none
    vp: int = 0  # change of that player's VP caused by this event
    source: str = ""  # where VP came from: buildings, advisors, battles, king, cathedral, other
    private: bool = False  # only ``player`` may see this event (a secret peek)
    names: tuple[str, ...] = ()  # every player's name (for the sentence)
    form: str = ""  # which sentence of the kind (see the table above)
    label: str = ""  # the advisor, tile, building, enemy or phase the event names
    players: tuple[int, ...] = ()  # other players concerned, in order
    values: tuple[int, ...] = ()  # numbers listed by the event (see the table above)
    year: int = 0

    @property
    def text(self) -> str:
        """The event in one line of plain words."""
        return _RENDER[self.kind](self)

    def who(self, player: int | None = None) -> str:
        return self.names[self.player if player is None else player]


@dataclass(slots=True, kw_only=True)
class VpEvent(Event):
    why: str = ""  # completes "Alice gains 3 VP …"


@dataclass(slots=True, kw_only=True)
class GoodsEvent(Event):
    gained: Goods = NO_GOODS
    lost: Goods = NO_GOODS
    soldiers: int = 0  # change of the player's soldiers
    plus2: int = 0  # change of the player's "+2" tokens
    advisor: int = 0  # the advisor's rank (rewards, tiles)
    envoy: bool = False  # (built) with the King's Envoy
    detail: str = ""  # a tile's reward in words; why nothing was given; the Jester's advisor


@dataclass(slots=True, kw_only=True)
class DiceEvent(Event):
    dice: tuple[int, ...] = ()
    white: tuple[int, ...] = ()  # bonus dice
    total: int = 0
    advisor: int = 0
    plus2: bool = False  # (influence) a "+2" token was used
    market: int = 0  # (influence) the Market's shift
    envoy: bool = False  # (influence) the King's Envoy was used
    soldiers: int = 0  # (reinforce) soldiers every player gains


@dataclass(slots=True, kw_only=True)
class BattleEvent(Event):
    card: str = ""  # the enemy card's id
    enemy_strength: int = 0
    soldiers: int = 0
    terms: tuple[tuple[str, int], ...] = ()  # (building, modifier) for each that counts
    strength: int = 0  # soldiers + every modifier
    result: int = 0  # +1 win, 0 tie (repelled), -1 defeat
    building: str = ""  # (destroy) the building lost

    @property
    def summary(self) -> str:
        """A battle without the player's name: "3 soldiers +1 Palisade = strength 4 vs 5: …"."""
        mods = "".join(f" {m:+d} {b}" for b, m in self.terms)
        s = "" if self.soldiers == 1 else "s"
        return (
            f"{self.soldiers} soldier{s}{mods} = strength {self.strength} "
            f"vs {self.enemy_strength}: {_OUTCOME[self.result]}"
        )


# --- fast constructors ----------------------------------------------------------

_E = TypeVar("_E", bound=Event)


def _constructor(cls: type[_E]) -> Callable[..., _E]:
    """A plain function building ``cls`` from the same keywords as the class.

    Calling a class with keywords makes CPython pack them into a dict and unpack it
    again for ``__init__``; a function takes them directly, and fills the defaults of
    parameters that are not keyword-only from a tuple rather than a dict each. Together
    that makes an event about twice as cheap. The engine makes hundreds per game, so it
    uses these (keywords only, as type checkers see the classes); anything else may
    simply call the classes.
    """
    fs = fields(cls)
    assert all(f.default is not MISSING for f in fs if f.name != "kind")
    params = ", ".join(f"{f.name}=_defaults[{f.name!r}]" for f in fs if f.name != "kind")
    sets = "".join(f"\n    e.{f.name} = {f.name}" for f in fs)
    source = f"def new(kind, {params}):\n    e = _new(cls){sets}\n    return e\n"
    scope: dict[str, Any] = {
        "_new": object.__new__,
        "cls": cls,
        "_defaults": {f.name: f.default for f in fs},
    }
    exec(source, scope)  # as dataclasses themselves write __init__
    return cast(Callable[..., _E], scope["new"])


if TYPE_CHECKING:  # type checkers see the classes, so calls are checked against them
    new_event, new_vp, new_goods, new_dice, new_battle = (
        Event,
        VpEvent,
        GoodsEvent,
        DiceEvent,
        BattleEvent,
    )
else:
    new_event = _constructor(Event)
    new_vp = _constructor(VpEvent)
    new_goods = _constructor(GoodsEvent)
    new_dice = _constructor(DiceEvent)
    new_battle = _constructor(BattleEvent)


# --- the sentences ------------------------------------------------------------


def gain_text(goods: Goods, soldiers: int = 0, plus2: int = 0) -> str:
    parts = [goods_text(goods)] if any(goods) else []
    if soldiers:
        parts.append(f"{soldiers} soldier" + ("s" if soldiers > 1 else ""))
    if plus2:
        parts.append(f'{plus2} "+2" token' + ("s" if plus2 > 1 else ""))
    return " and ".join(parts) if parts else "nothing"


def _dice_list(values: tuple[int, ...]) -> str:
    return ", ".join(map(str, values))


def _names(e: Event, players: tuple[int, ...]) -> str:
    return ", ".join(e.names[i] for i in players)


def _phase(e: Event) -> str:
    return f"Year {ROMAN[e.year]}: {e.label}"


def _season_end(e: Event) -> str:
    return f"End of {e.label}, year {ROMAN[e.year]}"


def _order(e: Event) -> str:
    if e.form == "season":
        listing = ", ".join(f"{e.names[i]} ({v})" for i, v in zip(e.players, e.values, strict=True))
        return f"Turn order: {listing}"
    return f"Starting turn order: {_names(e, e.players)}"


def _favor(e: Event) -> str:
    if e.form == "tie":
        return f"King's Favor: {_names(e, e.players)} are tied; each takes 1 good of choice"
    return f"King's Favor: {e.who()} will roll a bonus die this spring"


def _envoy(e: Event) -> str:
    if e.form == "return":
        return f"{e.who()} returns the unused King's Envoy"
    if e.form == "receive":
        return f"King's Envoy: {e.who()} receives the envoy"
    return "King's Envoy: a tie for the least developed province, nobody receives the envoy"


def _token(e: Event) -> str:
    if e.form == "revealed":
        shown = ", ".join(f"{e.names[i]} {v}" for i, v in zip(e.players, e.values, strict=True))
        return f"Soldier tokens revealed (each adds that many soldiers): {shown}"
    return f"{e.who()} sets a soldier token aside, face down"


def _vp(e: Event) -> str:
    assert isinstance(e, VpEvent)
    verb = "gains" if e.vp > 0 else "loses"
    return f"{e.who()} {verb} {abs(e.vp)} VP {e.why}"


def _goods(e: Event) -> str:
    assert isinstance(e, GoodsEvent)
    f, who = e.form, e.names[e.player] if e.player >= 0 else ""
    if f == "spoils":
        return f"{who} takes {goods_text(e.gained)} as the spoils of victory"
    if f == "from":  # the King's Favor, the Merchants' Guild, the Inn
        what = goods_text(e.gained) if any(e.gained) else 'a "+2" token'
        return f"{who} takes {what} from {e.label}"
    if f == "picked":  # another player chose the good ``player`` gains
        return f"{e.who(e.players[0])} picks {goods_text(e.gained)} for {who} ({e.label})"
    if f == "tile":
        return f"{who} gains {goods_text(e.gained)} ({e.label})"
    if f == "lose":
        return f"{who} loses {goods_text(e.lost)}"
    if f == "give_up":
        return f"{who} gives up {goods_text(e.lost)}"
    if f == "recruit":
        if not e.soldiers:
            return f"{who} recruits no soldiers"
        s = "s" if e.soldiers > 1 else ""
        return f"{who} recruits {e.soldiers} soldier{s} for {goods_text(e.lost)}"
    if f == "built":
        how = " with the King's Envoy" if e.envoy else ""
        return f"{who} builds the {e.label}{how} for {goods_text(e.lost)}"
    if f in ("advisor", "stables"):
        stables = " (1 more soldier thanks to the Stables)" if f == "stables" else ""
        return f"The {e.label} gives {who} {gain_text(e.gained, e.soldiers, e.plus2)}{stables}"
    if f == "trade":
        lost = GOODS[e.lost.index(1)]
        return f"The {e.label} turns {who}'s {lost} into {goods_text(e.gained)}"
    if f == "bundle":  # a tile's reward: gains and payments
        g, lo = e.gained, e.lost
        shown = (g[0] - lo[0], g[1] - lo[1], g[2] - lo[2], 0, e.soldiers, e.plus2)
        return f"{who}: {bundle_text(shown)} ({e.label})"
    if f == "refill":
        return f"The empty Merchant tile is refilled with {goods_text(e.gained)}"
    if f == "sergeant":
        return f"The Sergeant tile's die shows {e.values[0]}: {goods_text(e.gained)} now lies on it"
    if f == "decline":
        return f"{who} declines the {e.label}'s reward"
    if f == "nothing":
        return f"The {e.label} gives {who} nothing ({e.detail})"
    if f == "jester_none":
        return f"The {e.label} has nowhere to send {who}: every advisor was influenced"
    if f == "jester":
        return f"The {e.label} sends {who} to the {e.detail} ({e.advisor}), whom nobody influenced"
    if f == "choose":
        return f"{who} picks {e.who(e.players[0])} for the {e.label}"
    if f == "gifts":
        given = "; ".join(
            f"{GOODS[g]} to {e.names[q]}" for q, g in zip(e.players, e.values, strict=True)
        )
        return f"{who} gives {given} ({e.label})"
    if f == "draw":
        return f"{who} draws the {e.label}: from now on advisor {e.advisor} gives {e.detail}"
    if f == "leave":
        return f"The {e.label} leaves the game: advisor {e.advisor} gives its printed reward again"
    raise KeyError(f"no sentence for a {e.kind} event of form {f!r}")


def _peek(e: Event) -> str:
    return f"{e.who()} secretly looks at the next enemy card ({e.label})"


def _token_secret(e: Event) -> str:
    whose = f"{e.who()}'s" if e.form == "named" else "Your"  # "named": for a replay
    return f"{whose} soldier token this winter: {e.values[0]}"


def _build_none(e: Event) -> str:
    if e.form == "cannot":
        return f"{e.who()} cannot afford any building"
    return f"{e.who()} builds nothing this season"


def _dice(e: Event) -> str:
    assert isinstance(e, DiceEvent)
    k, f = e.kind, e.form
    if k == "roll":
        extra = f" and bonus {_dice_list(e.white)}" if e.white else ""
        verb = "now has" if f == "again" else "rolls"
        return f"{e.who()} {verb} {_dice_list(e.dice)}{extra} (total {e.total})"
    if k == "block":
        if f == "split":
            ranks = " and ".join(map(str, e.values))
            return (
                f"Neutral dice {_dice_list(e.dice)} total {e.total}, already blocked: "
                f"they block advisor {ranks} instead"
            )
        return f"Neutral dice {_dice_list(e.dice)} block advisor {e.advisor}"
    if k == "influence":
        extras = []
        if e.plus2:
            extras.append('a "+2" token')
        if e.market:
            extras.append(f"the Market ({e.market:+d})")
        if e.envoy:
            extras.append("the King's Envoy")
        dice = "+".join([str(d) for d in e.dice] + [f"bonus {d}" for d in e.white])
        using = f" using {' and '.join(extras)}" if extras else ""
        return f"{e.who()} influences the {e.label} ({e.advisor}) with {dice}{using}"
    if k == "reroll":
        what = {"one": "one die", "white": "a bonus die", "all": "all dice"}[f]
        return f"{e.who()} uses the {e.label} to reroll {what}"
    if k == "pass":
        if f == "no_dice":
            return f"{e.who()} has no dice left and passes"
        if f == "blocked":
            return f"{e.who()} cannot reach a free advisor and passes"
        left = len(e.dice) + len(e.white)
        more = f" with {left} {'die' if left == 1 else 'dice'} unused" if left else ""
        return f"{e.who()} passes{more}"
    # reinforce: the first player rolls for everybody
    rolled = " and ".join(map(str, e.dice))
    s = "s" if e.soldiers > 1 else ""
    return (
        f"{e.who(e.players[0])} rolls {rolled} for the King's reinforcements: "
        f"every player gains {e.soldiers} soldier{s}"
    )


def _reinforce(e: Event) -> str:
    return _token(e) if e.form == "revealed" else _dice(e)


_OUTCOME = {1: "wins", 0: "holds the enemy off (tie)", -1: "is defeated"}


def _battle(e: Event) -> str:
    assert isinstance(e, BattleEvent)
    if e.kind == "enemy":
        return f"The year {ROMAN[e.year]} enemy attacks: {e.label}, strength {e.enemy_strength}"
    if e.kind == "peek_secret":
        return f"Year {ROMAN[e.year]} enemy: {e.label}, strength {e.enemy_strength}"
    if e.kind == "destroy":
        return f"The {e.label} destroy {e.who()}'s {e.building}"
    return f"{e.who()}: {e.summary}"


_RENDER: dict[str, Callable[[Event], str]] = {
    "phase": _phase,
    "season_end": _season_end,
    "order": _order,
    "deck": lambda e: "One enemy card of each year is shuffled face down into the deck",
    "favor": _favor,
    "envoy": _envoy,
    "token": _token,
    "token_secret": _token_secret,
    "peek": _peek,
    "peek_secret": _battle,
    "build_none": _build_none,
    "build": _build_none,
    "winter": lambda e: "The armies go home: every soldier track returns to 0",
    "vp": _vp,
    "gain": _goods,
    "lose": _goods,
    "recruit": _goods,
    "reward": _goods,
    "tile": _goods,
    "built": _goods,
    "roll": _dice,
    "block": _dice,
    "influence": _dice,
    "reroll": _dice,
    "pass": _dice,
    "reinforce": _reinforce,
    "enemy": _battle,
    "battle_win": _battle,
    "battle_tie": _battle,
    "battle_loss": _battle,
    "destroy": _battle,
}
