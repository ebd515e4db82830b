"""The pieces the bots' reasons are made of, as data (ids and numbers, ``kingsburg.message``):
the text layer (``kingsburg.text.reasons``) words them in the reader's language.

Numbers are rounded here as the reasons have always shown them (one decimal, Python's own
rounding), so every language shows the same digits and English reads exactly as before."""

from __future__ import annotations

from kingsburg.engine import (
    GOODS,
    Action,
    Build,
    ChooseOpponent,
    Decision,
    Distribute,
    Gain,
    GameState,
    Give,
    Influence,
    Lose,
    Pass,
    PickToken,
    Recruit,
    Reroll,
    Take,
    TownHall,
    Trade,
    action_text,
)
from kingsburg.message import Arg, Msg, Term


def number(v: float) -> Msg:
    """``v`` with one decimal: "4.2" ("4,2" in Polish)."""
    return Msg.of("bot-number", n=float(f"{v:.1f}"))


def signed(v: float) -> Msg:
    """``v`` with one decimal and its sign: "+4.2", "-0.3"."""
    text = f"{v:+.1f}"
    return Msg.of("bot-plus" if text[0] == "+" else "bot-number", n=float(text))


def goods(amounts: tuple[int, int, int]) -> Msg:
    """An amount of goods with every count: "1 gold, 2 stone", "nothing" (``action-goods-N``
    of ``amount-…`` messages: words any reader's catalog holds, even where the bots' own
    helpers are not at hand, as in a seat's notes from an online host)."""
    parts = [Msg.of(f"amount-{g}", n=n) for g, n in zip(GOODS, amounts, strict=True) if n]
    return Msg.of(f"action-goods-{len(parts)}", **dict(zip("abc", parts, strict=False)))


def goods_bare(amounts: tuple[int, int, int]) -> Msg:
    """As ``goods`` but a lone good without its count: "gold, 2 stone"."""
    return Msg.of("bot-goods-bare", gold=amounts[0], wood=amounts[1], stone=amounts[2])


def bundle(parts: tuple[int, ...]) -> Arg:
    """Goods, VP, soldiers and "+2" tokens (a module-6 tile's bundle), every one with its
    count: "1 wood, 1 VP and 1 soldier"."""
    units = ("amount-gold", "amount-wood", "amount-stone", "bot-unit-vp", "bot-unit-soldier")
    items = [Msg.of(u, n=n) for u, n in zip((*units, "bot-unit-token"), parts, strict=True) if n]
    return items[0] if len(items) == 1 else tuple(items)


def good(index: int) -> Term:
    return Term("good", GOODS[index])


def dice(action: Influence) -> Arg:
    """The dice an influence uses: "6+5", "6+5+white 3" (each white die said as such)."""
    out: Arg = "+".join(str(d) for d in action.own)
    for d in action.white:
        white = Msg.of("bot-dice-white", dice=out, white=d) if out else None
        out = white or Msg.of("bot-die-white", white=d)
    return out


def extras(action: Influence) -> Msg:
    """What an influence spends besides dice: " with a "+2" token", or nothing."""
    items = []
    if action.plus2:
        items.append(Msg("bot-extra-plus2"))
    if action.market:
        items.append(Msg.of("bot-extra-market", delta="up" if action.market > 0 else "down"))
    if action.envoy:
        items.append(Msg("bot-extra-envoy"))
    if not items:
        return Msg("bot-no-extras")
    return Msg.of("bot-with-extras", items=items[0] if len(items) == 1 else tuple(items))


def reward(state: GameState, rank: int) -> Msg:
    """What the advisor of ``rank`` gives, or its module-6 tile when one covers it."""
    if rank in state.tiles and len(state.ruleset.tiles) >= rank:
        return Msg.of("decide-summary-tiled", summary=Msg(f"decide-summary-tile-{rank}"))
    return Msg(f"bot-gives-{rank}")


def move(state: GameState, action: Action) -> Msg:
    """A move in a few plain words ("Town Hall: pay 1 gold for 1 VP"), as data: each
    language words it (the notation, a file format, stays ``action_text``)."""
    if isinstance(action, Build):
        building = Term("building", action.building)
        return Msg.of("bot-move-build", building=building, envoy=int(action.envoy))
    if isinstance(action, Influence):
        return Msg.of(
            "bot-move-influence",
            rank=action.advisor,
            advisor=Term("advisor", action.advisor),
            dice=dice(action),
            token=int(action.plus2),
            market=action.market,
            envoy=int(action.envoy),
        )
    if isinstance(action, Pass):
        return Msg("bot-move-pass")
    if isinstance(action, Take):
        if any(action.goods):
            return Msg.of("bot-move-take", goods=goods(action.goods))
        return Msg("bot-move-take-reward")
    if isinstance(action, Recruit):
        return Msg.of("bot-move-recruit", n=action.soldiers, goods=goods(action.payment))
    if isinstance(action, Lose):
        return Msg.of("bot-move-lose", goods=goods(action.goods))
    if isinstance(action, PickToken):
        return Msg.of("bot-move-token", n=action.value)
    if isinstance(action, TownHall):
        if action.pay == 3:
            return Msg("bot-move-town_hall-plus2")
        return Msg.of("bot-move-town_hall", good=good(action.pay))
    if isinstance(action, Reroll):
        if action.building == "chapel":
            return Msg("bot-move-reroll-chapel")
        return Msg("bot-move-reroll-statue-white" if action.white else "bot-move-reroll-statue")
    if isinstance(action, Trade):
        return Msg.of("bot-move-trade", good=good(action.good))
    if isinstance(action, Give):
        return Msg.of("bot-move-give", good=good(action.good))
    if isinstance(action, ChooseOpponent):
        return Msg.of("bot-move-choose", who=state.players[action.player].name)
    if isinstance(action, Distribute) and action.gifts:
        gifts = [
            Msg.of("bot-gift", good=good(g), who=state.players[q].name) for q, g in action.gifts
        ]
        if len(gifts) == 1:
            return Msg.of("bot-move-distribute-one", first=gifts[0])
        if len(gifts) == 2:
            return Msg.of("bot-move-distribute", first=gifts[0], second=gifts[1])
        return Msg.of("bot-move-gifts", gifts=tuple(gifts))
    if isinstance(action, Gain):
        paid = bundle(tuple(max(0, -n) for n in action.bundle))
        gained = bundle(tuple(max(0, n) for n in action.bundle))
        if any(n < 0 for n in action.bundle):
            return Msg.of("bot-move-pay-gain", pay=paid, gain=gained)
        return Msg.of("bot-move-gain", gain=gained)
    if isinstance(action, Decision):  # a kind that words itself
        return action.words(state)
    # Anything else: the notation itself, a file format.
    return Msg.of("bot-move-notation", notation=action_text(state, action))
