"""Events: what happened, in order, as data, for the log, the app, bots and tests.

Every event carries what it reports as typed fields (who, goods gained and lost, VP and
their source, dice, the advisor, the building, a battle's strength terms…), as ids and
numbers: no sentence of any language. The text layer words them
(``kingsburg.text.events.event_text``), in the player's language, when they are read.
The things an event names are ``Term``s: ``Term("advisor", 9)``, ``Term("building",
"inn")``, ``Term("enemy", "goblins")``, ``Term("phase", 2)``, and ``Term("tile", 4)`` for
module 6's tile on advisor 4. ``names`` holds every player's name (a name is not a sentence).

``kind`` says what happened; ``form`` picks one of the kind's sentences. The fields each
kind fills:

=============  ===========  ==============================================================
kind           class        fields (besides ``player``, ``form``)
=============  ===========  ==============================================================
phase          Event        ``year``, ``label`` (the phase)
season_end     Event        ``year``, ``label`` (the season's phase)
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
                            cathedral, other), ``why`` (an id, below), ``label``,
                            ``values``, ``players``
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
"nothing" (``detail`` says why: "no_goods", "tile_empty", "nothing_to_take"), "jester_none",
"jester" (``advisor``: where to), "choose", "gifts" (``players`` get the goods ``values``),
"draw" (``advisor``: the tile's rank), "leave".

VpEvent ``why``: "building" (``label`` the building), "advisor" (``label`` the advisor: from
it, or paid to it), "tile" (``label`` the tile), "tile_choice" (``label``; ``players[0]``
chose), "king" (``values``: most buildings), "victory", "fortress", "highest", "destroyed"
(``label`` the building lost), "enemy", "embassy", "town_hall" (``values``: what was paid,
0-2 a good, 3 a "+2" token), "cathedral" (``values``: the goods), "token_left" (``values``:
the tokens' sum).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, dataclass, fields
from typing import TYPE_CHECKING, Any, TypeVar, cast

from kingsburg.engine.actions import Goods
from kingsburg.message import Term

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
    label: Term | None = None  # the advisor, tile, building, enemy or phase the event names
    players: tuple[int, ...] = ()  # other players concerned, in order
    values: tuple[int, ...] = ()  # numbers listed by the event (see the table above)
    year: int = 0

    def who(self, player: int | None = None) -> str:
        return self.names[self.player if player is None else player]


@dataclass(slots=True, kw_only=True)
class VpEvent(Event):
    why: str = ""  # why the VP changed: an id (see the list above)


@dataclass(slots=True, kw_only=True)
class GoodsEvent(Event):
    gained: Goods = NO_GOODS
    lost: Goods = NO_GOODS
    soldiers: int = 0  # change of the player's soldiers
    plus2: int = 0  # change of the player's "+2" tokens
    advisor: int = 0  # the advisor's rank (rewards, tiles)
    envoy: bool = False  # (built) with the King's Envoy
    detail: str = ""  # (nothing) why nothing was given: an id (see above)


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
    terms: tuple[tuple[str, int], ...] = ()  # (building id, modifier) for each that counts
    strength: int = 0  # soldiers + every modifier
    result: int = 0  # +1 win, 0 tie (repelled), -1 defeat
    building: str = ""  # (destroy) the id of the building lost


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
