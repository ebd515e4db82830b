"""Turn the engine's legal actions into menus a newcomer can read.

Pure Python (no Textual): a menu is a list of ``Choice``; a choice is either an
action (a leaf) or a sub-menu. Only legal actions ever appear.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field

from kingsburg.engine import (
    GOODS,
    Action,
    Build,
    ChooseOpponent,
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
    reward_gains,
    turn,
)


@dataclass(slots=True)
class Choice:
    label: str
    action: Action | None = None
    children: list[Choice] = field(default_factory=list)
    advisor: int = 0  # advisor to highlight on the court (0 = none)
    own: tuple[int, ...] = ()  # dice to highlight in the tray
    white: tuple[int, ...] = ()
    building: str = ""  # building id to highlight on the sheet
    title: str = ""  # heading of the sub-menu this choice opens


def goods_words(goods: tuple[int, int, int]) -> str:
    parts = [f"{n} {GOODS[i]}" for i, n in enumerate(goods) if n]
    return ", ".join(parts) if parts else "nothing"


def dice_words(own: tuple[int, ...], white: tuple[int, ...]) -> str:
    return " + ".join([str(d) for d in own] + [f"white {d}" for d in white])


def advisor_summary(state: GameState, rank: int) -> str:
    """The advisor's reward, or its tile's when module 6 covered it."""
    rs = state.ruleset
    if rank in state.tiles and len(rs.tiles) >= rank:
        return rs.tiles[rank - 1].summary + " (tile)"
    return rs.advisors[rank - 1].summary


def influence_extras(a: Influence) -> str:
    extras = []
    if a.plus2:
        extras.append('"+2" token')
    if a.market:
        extras.append(f"Market {a.market:+d}")
    if a.envoy:
        extras.append("Envoy")
    return (" with " + " & ".join(extras)) if extras else ""


def _influence_leaf(state: GameState, a: Influence, by_dice: bool) -> Choice:
    adv = state.ruleset.advisors[a.advisor - 1]
    if by_dice:
        summary = advisor_summary(state, a.advisor)
        label = f"→ {a.advisor} {adv.name}{influence_extras(a)} ({summary})"
    else:
        label = f"{dice_words(a.own, a.white)}{influence_extras(a)} = {a.advisor}"
    return Choice(label, a, advisor=a.advisor, own=a.own, white=a.white)


def influence_menu(state: GameState, actions: list[Action], by_dice: bool) -> list[Choice]:
    infl = [a for a in actions if isinstance(a, Influence)]
    out: list[Choice] = []
    if by_dice:
        groups: dict[tuple[tuple[int, ...], tuple[int, ...]], list[Influence]] = defaultdict(list)
        for a in infl:
            groups[(a.own, a.white)].append(a)
        keys = sorted(groups, key=lambda k: (-(sum(k[0]) + sum(k[1])), -len(k[0]) - len(k[1])))
        for own, white in keys:
            items = sorted(groups[(own, white)], key=lambda a: (a.advisor, a.plus2, a.market))
            total = sum(own) + sum(white)
            n = len(items)
            if n == 1:
                a = items[0]
                adv = state.ruleset.advisors[a.advisor - 1]
                label = (
                    f"{dice_words(own, white)}{influence_extras(a)} → {a.advisor} {adv.name} "
                    f"({advisor_summary(state, a.advisor)})"
                )
                out.append(Choice(label, a, advisor=a.advisor, own=own, white=white))
                continue
            label = f"dice {dice_words(own, white)} (total {total}): {n} targets"
            kids = [_influence_leaf(state, a, True) for a in items]
            out.append(
                Choice(
                    label,
                    children=kids,
                    own=own,
                    white=white,
                    title=f"Dice {dice_words(own, white)}: which advisor?",
                )
            )
    else:
        by_adv: dict[int, list[Influence]] = defaultdict(list)
        for a in infl:
            by_adv[a.advisor].append(a)
        for rank in sorted(by_adv, reverse=True):
            adv = state.ruleset.advisors[rank - 1]
            items = sorted(
                by_adv[rank], key=lambda a: (a.plus2, a.market != 0, a.envoy, len(a.own), a.own)
            )
            n = len(items)
            if n == 1:
                a = items[0]
                label = (
                    f"{rank:>2} {adv.name} ← {dice_words(a.own, a.white)}{influence_extras(a)}"
                    f" ({advisor_summary(state, rank)})"
                )
                out.append(Choice(label, a, advisor=rank, own=a.own, white=a.white))
                continue
            label = f"{rank:>2} {adv.name} — {advisor_summary(state, rank)} ({n} ways)"
            kids = [_influence_leaf(state, a, False) for a in items]
            out.append(
                Choice(label, children=kids, advisor=rank, title=f"{rank} {adv.name}: which dice?")
            )
    if any(isinstance(a, Pass) for a in actions):
        p = state.players[turn(state).player]
        left = len(p.dice) + len(p.white)
        out.append(Choice(f"Pass — place no more dice this season ({left} unused)", Pass()))
    return out


def recruit_menu(state: GameState, actions: list[Action], price: int) -> list[Choice]:
    by_n: dict[int, list[Recruit]] = defaultdict(list)
    for a in actions:
        if isinstance(a, Recruit):
            by_n[a.soldiers].append(a)
    out: list[Choice] = []
    if any(isinstance(a, Pass) for a in actions):
        out.append(Choice("Recruit no soldiers", Pass()))
    for k in sorted(by_n):
        pays = by_n[k]
        cost = k * price
        label = f"Recruit {k} soldier{'s' * (k > 1)} for {cost} good{'s' * (cost > 1)}"
        if len(pays) == 1:
            label += f" ({goods_words(pays[0].payment)})"
            out.append(Choice(label, pays[0]))
        else:
            kids = [Choice(f"Pay {goods_words(a.payment)}", a) for a in pays]
            out.append(
                Choice(
                    label + " …",
                    children=kids,
                    title=f"{k} soldier{'s' * (k > 1)}: pay with which goods?",
                )
            )
    return out


def simple_label(
    state: GameState, a: Action, decision: str, costs: dict[str, tuple[int, int, int]] | None = None
) -> Choice:
    """A label for one action of a flat menu."""
    rs = state.ruleset
    if isinstance(a, Pass):
        words = {
            "reroll": "Keep these dice",
            "build": "Build nothing",
            "town_hall": "Pay nothing at the Town Hall",
            "reward": "Decline this reward",
        }
        return Choice(words.get(decision, "Pass"), a)
    if isinstance(a, Take) and decision == "reward":
        return Choice(reward_label(state, a), a)
    if isinstance(a, Take):
        return Choice(f"Take {goods_words(a.goods)}", a)
    if isinstance(a, Lose):
        return Choice(f"Give up {goods_words(a.goods)}", a)
    if isinstance(a, Trade):
        get = tuple(0 if i == a.good else 1 for i in range(3))
        return Choice(f"Give 1 {GOODS[a.good]}, get {goods_words((get[0], get[1], get[2]))}", a)
    if isinstance(a, Build):
        b = rs.building(a.building)
        c = (costs or {}).get(a.building, (b.cost.gold, b.cost.wood, b.cost.stone))
        cost = goods_words(c)
        env = " (King's Envoy)" if a.envoy else ""
        return Choice(f"Build {b.name}{env}: {cost} → {b.vp} VP", a, building=a.building)
    if isinstance(a, Reroll):
        if a.building == "chapel":
            return Choice("Chapel: reroll all your dice", a)
        return Choice(
            "Statue: reroll one white die" if a.white else "Statue: reroll one of your dice", a
        )
    if isinstance(a, TownHall):
        paid = '1 "+2" token' if a.pay == 3 else f"1 {GOODS[a.pay]}"
        return Choice(f"Pay {paid} for 1 VP", a)
    if isinstance(a, Recruit):
        return Choice(f"Recruit {a.soldiers} for {goods_words(a.payment)}", a)
    if isinstance(a, PickToken):
        return Choice(f"Token {a.value}: {a.value} soldier{'s' * (a.value != 1)}", a)
    if isinstance(a, Give):
        return Choice(f"Give 1 {GOODS[a.good]}", a)
    if isinstance(a, ChooseOpponent):
        return Choice(f"Choose {state.players[a.player].name}", a)
    if isinstance(a, Gain):
        label = a.text()[:1].upper() + a.text()[1:]
        if decision == "reward":  # the Duchess tile gives the other players VP or gold
            others = reward_gains(state, a).others
            if others[3] or others[0]:
                what = f"{others[3]} VP" if others[3] else f"{others[0]} gold"
                label += f"; every other player gains {what}"
        return Choice(label, a)
    text = action_text(state, a)
    return Choice(text[:1].upper() + text[1:], a)


def reward_label(state: GameState, a: Take) -> str:
    """Everything taking an advisor's reward gives: goods, soldiers, "+2", VP, a peek."""
    rs = state.ruleset
    rank = turn(state).advisor
    if rank in state.tiles and len(rs.tiles) >= rank:
        tile = rs.tiles[rank - 1]
        got = goods_words(a.goods) if any(a.goods) else tile.summary
        return f"Take the {tile.name} tile's reward: {got}"
    gains = reward_gains(state, a)
    parts = [goods_words(a.goods)] if any(a.goods) else []
    soldiers = gains.soldiers
    if soldiers:
        parts.append(f"{soldiers} soldier{'s' * (soldiers > 1)}")
    if gains.plus2:
        parts.append(f'{gains.plus2} "+2" token')
    if gains.vp > 0:
        parts.append(f"{gains.vp} VP")
    text = "Take " + ", ".join(parts)
    if gains.vp < 0:
        text = f"Pay {-gains.vp} VP, take " + ", ".join(parts)
    if gains.peek:
        text += " and see this year's enemy"
    return text


def build_menu(
    state: GameState,
    actions: list[Action],
    decision: str,
    price: int = 2,
    by_dice: bool = False,
    costs: dict[str, tuple[int, int, int]] | None = None,
) -> list[Choice]:
    """The top-level menu for the decision due now."""
    if decision == "influence":
        return influence_menu(state, actions, by_dice)
    if decision == "recruit":
        return last_pass(recruit_menu(state, actions, price))
    out = [simple_label(state, a, decision, costs) for a in actions]
    return last_pass(out)


def last_pass(menu: list[Choice]) -> list[Choice]:
    """Passing goes last: its key is 0 in every menu, the others keep 1, 2, 3…"""
    return sorted(menu, key=lambda c: isinstance(c.action, Pass))
