"""What a player is asked and offered, in words: prompts, menu titles, the options of a
menu, why a move is refused, the season and the tiebreaks of the final ranking.

The engine hands these over as data (``Turn.prompt`` and ``.title`` are ``Msg``; actions
are values); this module words them in the current language (``decisions.ftl``). The move
notation (``action_text``) stays the one English file format: menus never show it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager

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
    Standing,
    Take,
    TownHall,
    Trade,
    Turn,
    season_label,
)
from kingsburg.engine.actions import Bundle
from kingsburg.engine.steps import pass_words
from kingsburg.message import Msg, Term
from kingsburg.text.catalog import fold, language, render, set_language, t
from kingsburg.text.words import goods

Goods = tuple[int, int, int]


@contextmanager
def speaking(code: str) -> Iterator[None]:
    """Render in ``code`` for a while (the online host's protocol v1 speaks English)."""
    before = language()
    set_language(code)
    try:
        yield
    finally:
        set_language(before)


def english(value: Msg | BaseException | str) -> str:
    """A message, or an error's text, in English whatever the player's language."""
    with speaking("en"):
        return render(value) if isinstance(value, Msg) else str(value)


# --- what is asked ------------------------------------------------------------------


def _asked(turn: Turn, alone: bool) -> Msg:
    """The prompt; ``alone``: nobody else looks at this screen (a seat of an online table,
    or the one person among computers), so nobody is asked to look away."""
    if alone and turn.prompt.id == "decide-token":
        return Msg("decide-token-alone")
    return turn.prompt


def ask_text(turn: Turn, alone: bool = False) -> str:
    """What is asked, without the player's name: "build one building, or pass"."""
    return render(_asked(turn, alone))


def prompt_text(turn: Turn, names: Sequence[str], alone: bool = False) -> str:
    """The prompt line: "Ann: build one building, or pass" (at a chance event or the
    game's end, what is due: nobody's name)."""
    if turn.kind == "decision" and 0 <= turn.player < len(names):
        return t("turn-prompt", who=names[turn.player], prompt=_asked(turn, alone))
    return render(turn.prompt)


def title_text(turn: Turn, default: str = "") -> str:
    """The menu's heading, or what the chance event due brings; ``default`` if none."""
    return render(turn.title) if turn.title is not None else default


def season_text(state: GameState) -> str:
    """ "Year II, spring"."""
    return render(season_label(state))


def tiebreak_text(standing: Standing) -> str:
    """How a tie with the player above was broken ("" when there was none)."""
    return render(standing.tiebreak) if standing.tiebreak is not None else ""


def summary_text(state: GameState, rank: int) -> str:
    """The advisor's reward in a few words, or its tile's when module 6 covered it."""
    if rank in state.tiles and len(state.ruleset.tiles) >= rank:
        return t("decide-summary-tiled", summary=Msg(f"decide-summary-tile-{rank}"))
    return t(f"decide-summary-advisor-{rank}")


# --- pieces of options ---------------------------------------------------------------


def good_name(index: int) -> str:
    """ "gold", "wood" or "stone"."""
    return t(f"good-{GOODS[index]}")


def goods_words(amounts: Goods) -> str:
    """ "2 gold, 1 stone" (every count written); "nothing"."""
    return goods(amounts)


def dice_words(own: tuple[int, ...], white: tuple[int, ...]) -> str:
    """ "5 + 3 + white 4"."""
    parts = [t("action-die", die=str(d)) for d in own]
    parts += [t("action-white-die", die=str(d)) for d in white]
    return fold("action-dice-plus", parts, item="die")


def influence_extras(a: Influence) -> str:
    """ " with "+2" token & Market +1" (what the influence spends besides dice), or ""."""
    extras = []
    if a.plus2:
        extras.append(t("action-extra-plus2"))
    if a.market:
        extras.append(t("action-extra-market", delta=f"{a.market:+d}"))
    if a.envoy:
        extras.append(t("action-extra-envoy"))
    if not extras:
        return ""
    head = fold("action-extras-middle", extras[:-1]) or extras[0]
    if len(extras) > 1:
        head = t("action-extras-and", head=head, item=extras[-1])
    return t("action-with-extras", extras=head)


def advisor_name(rank: int) -> Term:
    return Term("advisor", rank)


def influence_label(state: GameState, a: Influence, by_dice: bool, single: bool = False) -> str:
    """An influence option. ``by_dice``: in the menu of one group of dice (the advisor
    follows; ``single``: the group's only target, its dice said first); else in the menu of
    one advisor (the dice follow)."""
    dice = dice_words(a.own, a.white)
    extras = influence_extras(a)
    if single:
        return t(
            "action-influence-dice-to",
            dice=dice,
            extras=extras,
            rank=str(a.advisor),
            advisor=advisor_name(a.advisor),
            summary=summary_text(state, a.advisor),
        )
    if by_dice:
        return t(
            "action-influence-to",
            rank=str(a.advisor),
            advisor=advisor_name(a.advisor),
            extras=extras,
            summary=summary_text(state, a.advisor),
        )
    return t("action-influence-dice", dice=dice, extras=extras, rank=str(a.advisor))


def influence_advisor_label(state: GameState, a: Influence) -> str:
    """The one way to influence an advisor, in the menu by advisor: " 8 Treasurer ← 5 + 3"."""
    return t(
        "action-influence-advisor",
        rank=f"{a.advisor:>2}",
        advisor=advisor_name(a.advisor),
        dice=dice_words(a.own, a.white),
        extras=influence_extras(a),
        summary=summary_text(state, a.advisor),
    )


def influence_advisor_group(state: GameState, rank: int, n: int) -> tuple[str, str]:
    """An advisor with ``n`` ways to influence it: its option and its sub-menu's title."""
    label = t(
        "action-influence-advisor-group",
        rank=f"{rank:>2}",
        advisor=advisor_name(rank),
        summary=summary_text(state, rank),
        n=n,
    )
    return label, t("decide-title-advisor", rank=str(rank), advisor=advisor_name(rank))


def influence_dice_group(own: tuple[int, ...], white: tuple[int, ...], n: int) -> tuple[str, str]:
    """A group of dice with ``n`` advisors to influence: its option and its sub-menu's title."""
    dice = dice_words(own, white)
    total = sum(own) + sum(white)
    label = t("action-influence-dice-group", dice=dice, total=str(total), n=n)
    return label, t("decide-title-dice", dice=dice)


def influence_pass_label(left: int) -> str:
    return t("action-influence-pass", left=str(left))


def recruit_label(k: int, cost: int) -> str:
    """ "Recruit 2 soldiers for 4 goods"."""
    return t("action-recruit", soldiers=Msg.of("amount-soldier-acc", n=k), cost=cost)


def recruit_title(k: int) -> str:
    return t("decide-title-recruit-pay", soldiers=Msg.of("amount-soldier", n=k))


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _bundle_items(bundle: Bundle, sign: int) -> str:
    out = []
    for i, n in enumerate(bundle):
        n *= sign
        if n <= 0:
            continue
        if i < 3:
            out.append(t("action-bundle-one", good=good_name(i)) if n == 1 else goods_one(i, n))
        elif i == 3:
            out.append(t("action-bundle-vp", n=n))
        elif i == 4:
            out.append(t("action-bundle-soldier", n=n))
        else:
            out.append(t("action-bundle-plus2", n=n))
    return fold("action-bundle-items", out)


def goods_one(index: int, n: int) -> str:
    """ "2 gold": an amount of one good."""
    return t(f"amount-{GOODS[index]}", n=n)


def bundle_label(bundle: Bundle) -> str:
    """A module 6 tile's bundle: "Gain 2 gold", "Pay 1 VP gain wood, 1 soldier"."""
    paid, gained = _bundle_items(bundle, -1), _bundle_items(bundle, 1)
    if paid:
        if gained:
            return t("action-pay-gain", paid=paid, gained=gained)
        return t("action-pay-gain-nothing", paid=paid)
    return t("action-gain", gained=gained) if gained else t("action-gain-nothing")


def action_label(
    state: GameState,
    action: Action,
    decision: str = "",
    costs: dict[str, Goods] | None = None,
    advisor: int = 0,
    others: Bundle | None = None,
    gains: tuple[int, int, int, bool] | None = None,
) -> str:
    """One option of a menu, in words: "Take 2 gold", "Build Statue: 2 gold → 3 VP"…

    ``decision``: the kind of decision due (passing is worded for it). ``costs``: what
    each building costs this player (the Crane applied). ``advisor``: whose reward is
    taken (a ``Take`` of a reward). ``gains``: besides its goods, what taking the reward
    gives (soldiers, "+2" tokens, VP, a peek: ``reward_gains``); ``others``: what each
    other player gains with a tile's bundle (the Duchess tile)."""
    if isinstance(action, Pass):
        return t(pass_words(decision)[0])
    if isinstance(action, Influence):
        return influence_label(state, action, True, single=True)
    if isinstance(action, Take) and decision == "reward":
        return reward_label(state, action, advisor, gains)
    if isinstance(action, Take):
        return t("action-take", goods=goods_words(action.goods))
    if isinstance(action, Lose):
        return t("action-give-up", goods=goods_words(action.goods))
    if isinstance(action, Trade):
        get = tuple(0 if i == action.good else 1 for i in range(3))
        return t(
            "action-trade", good=good_name(action.good), goods=goods_words((get[0], get[1], get[2]))
        )
    if isinstance(action, Build):
        b = state.ruleset.building(action.building)
        c = (costs or {}).get(action.building, (b.cost.gold, b.cost.wood, b.cost.stone))
        return t(
            "action-build-envoy" if action.envoy else "action-build",
            building=Term("building", b.id),
            cost=goods_words(c),
            vp=str(b.vp),
        )
    if isinstance(action, Reroll):
        if action.building == "chapel":
            return t("action-reroll-chapel")
        return t("action-reroll-white" if action.white else "action-reroll-statue")
    if isinstance(action, TownHall):
        if action.pay == 3:
            return t("action-town-hall-plus2")
        return t("action-town-hall-good", good=good_name(action.pay))
    if isinstance(action, Recruit):
        return t("action-recruit-for", n=action.soldiers, goods=goods_words(action.payment))
    if isinstance(action, PickToken):
        return t("action-token", n=action.value)
    if isinstance(action, Give):
        return t("action-give", good=good_name(action.good))
    if isinstance(action, ChooseOpponent):
        return t("action-choose", who=state.players[action.player].name)
    if isinstance(action, Distribute):
        gifts = [
            t("action-give-to", good=good_name(g), who=state.players[q].name)
            for q, g in action.gifts
        ]
        return t("action-distribute", gifts=", ".join(gifts))
    if isinstance(action, Gain):
        label = bundle_label(action.bundle)
        if others is not None and (others[3] or others[0]):
            if others[3]:
                return t("action-others-vp", label=label, n=others[3])
            return t("action-others-gold", label=label, n=others[0])
        return label
    if isinstance(action, Decision):  # a kind that words itself
        return render(action.words(state))
    return _cap(str(action))  # a chance outcome: never in a menu


def reward_label(
    state: GameState, a: Take, rank: int, gains: tuple[int, int, int, bool] | None
) -> str:
    """Everything taking an advisor's reward gives: goods, soldiers, "+2", VP, a peek.
    ``gains``: (soldiers, "+2" tokens, VP, peek) besides the goods."""
    rs = state.ruleset
    if rank in state.tiles and len(rs.tiles) >= rank:
        got = goods_words(a.goods) if any(a.goods) else t(f"decide-summary-tile-{rank}")
        return t("action-reward-tile", advisor=advisor_name(rank), got=got)
    soldiers, plus2, vp, peek = gains or (0, 0, 0, False)
    parts = [goods_words(a.goods)] if any(a.goods) else []
    if soldiers:
        parts.append(t("action-reward-soldiers", n=soldiers))
    if plus2:
        parts.append(t("action-reward-plus2", n=plus2))
    if vp > 0:
        parts.append(t("action-reward-vp", n=str(vp)))
    listed = parts[0] if parts else ""
    for item in parts[1:]:
        listed = t("action-bundle-items", head=listed, item=item)
    text = t("action-reward", parts=listed)
    if vp < 0:
        text = t("action-reward-pay", vp=str(-vp), parts=listed)
    if peek:
        text = t("action-reward-peek", take=text)
    return text
