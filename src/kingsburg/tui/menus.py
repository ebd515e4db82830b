"""Turn the engine's legal actions into menus a newcomer can read.

Pure Python (no Textual): a menu is a list of ``Choice``; a choice is either an
action (a leaf) or a sub-menu. Only legal actions ever appear.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from kingsburg.engine import (
    Action,
    Build,
    Gain,
    GameState,
    Influence,
    Pass,
    Recruit,
    Take,
    reward_gains,
    turn,
)
from kingsburg.text import decisions as words
from kingsburg.text import t

if TYPE_CHECKING:
    from kingsburg.tui.session_api import Session


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


def advisor_summary(state: GameState, rank: int) -> str:
    """The advisor's reward, or its tile's when module 6 covered it."""
    return words.summary_text(state, rank)


def _influence_leaf(state: GameState, a: Influence, by_dice: bool) -> Choice:
    label = words.influence_label(state, a, by_dice)
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
            n = len(items)
            if n == 1:
                a = items[0]
                label = words.influence_label(state, a, True, single=True)
                out.append(Choice(label, a, advisor=a.advisor, own=own, white=white))
                continue
            label, title = words.influence_dice_group(own, white, n)
            kids = [_influence_leaf(state, a, True) for a in items]
            out.append(Choice(label, children=kids, own=own, white=white, title=title))
    else:
        by_adv: dict[int, list[Influence]] = defaultdict(list)
        for a in infl:
            by_adv[a.advisor].append(a)
        for rank in sorted(by_adv, reverse=True):
            items = sorted(
                by_adv[rank], key=lambda a: (a.plus2, a.market != 0, a.envoy, len(a.own), a.own)
            )
            n = len(items)
            if n == 1:
                a = items[0]
                label = words.influence_advisor_label(state, a)
                out.append(Choice(label, a, advisor=rank, own=a.own, white=a.white))
                continue
            label, title = words.influence_advisor_group(state, rank, n)
            kids = [_influence_leaf(state, a, False) for a in items]
            out.append(Choice(label, children=kids, advisor=rank, title=title))
    if any(isinstance(a, Pass) for a in actions):
        p = state.players[turn(state).player]
        left = len(p.dice) + len(p.white)
        out.append(Choice(words.influence_pass_label(left), Pass()))
    return out


def recruit_menu(state: GameState, actions: list[Action], price: int) -> list[Choice]:
    by_n: dict[int, list[Recruit]] = defaultdict(list)
    for a in actions:
        if isinstance(a, Recruit):
            by_n[a.soldiers].append(a)
    out: list[Choice] = []
    if any(isinstance(a, Pass) for a in actions):
        out.append(Choice(t("action-recruit-none"), Pass()))
    for k in sorted(by_n):
        pays = by_n[k]
        label = words.recruit_label(k, k * price)
        if len(pays) == 1:
            paid = words.goods_words(pays[0].payment)
            out.append(Choice(t("action-recruit-paid", recruit=label, goods=paid), pays[0]))
        else:
            kids = [
                Choice(t("action-recruit-pay", goods=words.goods_words(a.payment)), a) for a in pays
            ]
            more = t("action-recruit-more", recruit=label)
            out.append(Choice(more, children=kids, title=words.recruit_title(k)))
    return out


def simple_label(
    state: GameState, a: Action, decision: str, costs: dict[str, tuple[int, int, int]] | None = None
) -> Choice:
    """A label for one action of a flat menu."""
    advisor, others, gains = 0, None, None
    if decision == "reward" and isinstance(a, (Take, Gain)):
        advisor = turn(state).advisor
        if isinstance(a, Gain):  # the Duchess tile gives the other players VP or gold
            others = reward_gains(state, a).others
        elif advisor not in state.tiles:
            got = reward_gains(state, a)
            gains = (got.soldiers, got.plus2, got.vp, got.peek)
    label = words.action_label(state, a, decision, costs, advisor, others, gains)
    return Choice(label, a, building=a.building if isinstance(a, Build) else "")


def reward_label(state: GameState, a: Take) -> str:
    """Everything taking an advisor's reward gives: goods, soldiers, "+2", VP, a peek."""
    return simple_label(state, a, "reward").label


def decision_menu(s: Session, by_dice: bool) -> tuple[list[Choice], int]:
    """The menu of the decision due in session ``s``, as the app and plain mode show it
    (passing last), and the price of a soldier it offers (2 unless the Barracks lower it)."""
    decider = s.turn()
    legal = s.legal()
    price = 2
    costs: dict[str, tuple[int, int, int]] = {}
    for a in legal:
        if isinstance(a, Recruit) and a.soldiers:
            price = sum(a.payment) // a.soldiers
        if isinstance(a, Build):
            costs[a.building] = s.cost(decider.player, s.state.ruleset.building_index(a.building))
    return build_menu(s.public(), legal, decider.decision, price, by_dice, costs), price


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
