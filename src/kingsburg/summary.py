"""A plain-text picture of a game state, for ``kingsburg replay FILE --at POINT``.

It shows the true state, secrets included (a record holds them); secret lines are
marked so that a reader knows the players could not see them.
"""

from __future__ import annotations

from kingsburg.engine import GOODS, ROMAN, Event, GameState, position_text, turn
from kingsburg.message import Arg
from kingsburg.text import name, t
from kingsburg.text.decisions import prompt_text, season_text
from kingsburg.text.events import event_text


def options_text(modules: tuple[int, ...], variants: tuple[str, ...], sep: str = ", ") -> str:
    """ "module 5, inverted-tiles": a game's options (a variant's name is a command-line
    value, the same in every language)."""
    return sep.join([t("cli-option-module", n=str(m)) for m in modules] + list(variants))


def _player_lines(state: GameState, i: int) -> list[str]:
    p = state.players[i]
    goods = ", ".join(t(f"amount-{g}", n=n) for g, n in zip(GOODS, p.goods, strict=True))
    extras = []
    if state.envoy == i:
        extras.append(t("summary-holds-envoy"))
    if p.tokens:
        extras.append(t("summary-soldier-tokens", tokens=" ".join(map(str, p.tokens))))
    fields: dict[str, Arg] = {
        "name": f"{p.name:<16}",
        "vp": f"{p.vp:>3}",
        "goods": goods,
        "plus2": p.plus2,
        "soldiers": p.soldiers,
    }
    if extras:
        line = "  " + t("summary-player-notes", **fields, notes="; ".join(extras))
    else:
        line = "  " + t("summary-player", **fields)
    built = [name("building", b.id) for k, b in enumerate(state.ruleset.buildings) if p.built[k]]
    dice = ""
    if p.rolled:
        rolled = " ".join(map(str, p.rolled))
        unused = " ".join(map(str, p.dice + p.white)) or t("summary-none")
        if p.rolled_white:
            bonus = " ".join(map(str, p.rolled_white))
            dice = t("summary-dice-bonus", dice=rolled, bonus=bonus, unused=unused)
        else:
            dice = t("summary-dice", dice=rolled, unused=unused)
    if built:
        buildings = t("summary-buildings", buildings=", ".join(built))
    else:
        buildings = t("summary-buildings-none")
    out = [line, f"  {'':<16} {buildings}"]
    if dice:
        out.append(f"  {'':<16} {dice}")
    return out


def describe(state: GameState, label: str, recent: list[Event]) -> str:
    names = [p.name for p in state.players]
    lines = [f"{season_text(state)} ({label})"]
    now = turn(state)
    lines.append(t("summary-now", prompt=prompt_text(now, names)))
    seats = state.order or list(range(state.n))  # before setup: the seating order
    if state.order:
        lines.append(t("summary-turn-order", order=", ".join(names[i] for i in state.order)))
    else:
        lines.append(t("summary-turn-order-none"))
    if state.config.modules or state.config.variants:
        options = options_text(state.config.modules, state.config.variants)
        lines.append(t("summary-options", options=options))
    lines.append("")
    lines.append(t("summary-players"))
    for i in seats:
        lines += _player_lines(state, i)
    lines.append("")
    placed = []
    for rank in range(1, 19):
        for pl in state.board[rank]:
            who = t("summary-neutral-dice") if pl.player < 0 else names[pl.player]
            dice = "+".join([str(d) for d in pl.own] + [f"w{d}" for d in pl.white])
            extra = (
                (" +2" if pl.plus2 else "")
                + (" " + t("summary-market", change=f"{pl.market:+d}") if pl.market else "")
                + (" " + t("summary-envoy-die") if pl.envoy else "")
            )
            adv = name("advisor", rank)
            placed.append(f"  {rank:>2} {adv:<14} {who} {dice}{extra}")
    lines.append(t("summary-advisors") if placed else t("summary-advisors-none"))
    lines += placed
    if state.tiles:
        tiles = ", ".join(f"{r} {name('advisor', r)}" for r in state.tiles)
        lines.append(t("summary-tiles", tiles=tiles))
    if state.deck:
        cards = []
        for y, card in enumerate(state.deck, start=1):
            enemy = state.ruleset.enemy(card)
            cards.append(f"{ROMAN[y]} {name('enemy', enemy.type)} {enemy.strength}")
        lines.append(t("summary-secret-deck", cards=", ".join(cards)))
    if recent:
        lines.append("")
        lines.append(t("summary-events"))
        for e in recent:
            line = event_text(e)
            text = t("summary-secret-event", event=line) if e.private else line
            lines.append(f"  {text}")
    lines.append("")
    lines.append(t("summary-secret-position"))
    lines.append(position_text(state).rstrip("\n"))
    return "\n".join(lines)
