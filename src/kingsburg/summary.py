"""A plain-text picture of a game state, for ``kingsburg replay FILE --at POINT``.

It shows the true state, secrets included (a record holds them); secret lines are
marked so that a reader knows the players could not see them.
"""

from __future__ import annotations

from kingsburg.engine import GOODS, ROMAN, Event, GameState, position_text, turn
from kingsburg.text.decisions import prompt_text, season_text
from kingsburg.text.events import event_text


def _player_lines(state: GameState, i: int) -> list[str]:
    p = state.players[i]
    goods = ", ".join(f"{n} {g}" for g, n in zip(GOODS, p.goods, strict=True))
    extras = []
    if state.envoy == i:
        extras.append("holds the King's Envoy")
    if p.tokens:
        extras.append("soldier tokens " + " ".join(map(str, p.tokens)))
    line = (
        f'  {p.name:<16} {p.vp:>3} VP   {goods}   "+2" tokens {p.plus2}   '
        f"soldiers {p.soldiers}" + (f"   ({'; '.join(extras)})" if extras else "")
    )
    built = [b.name for k, b in enumerate(state.ruleset.buildings) if p.built[k]]
    dice = ""
    if p.rolled:
        dice = "dice rolled " + " ".join(map(str, p.rolled))
        if p.rolled_white:
            dice += " + bonus " + " ".join(map(str, p.rolled_white))
        unused = p.dice + p.white
        dice += f" (unused: {' '.join(map(str, unused)) or 'none'})"
    out = [line, f"  {'':<16} buildings: {', '.join(built) or 'none'}"]
    if dice:
        out.append(f"  {'':<16} {dice}")
    return out


def describe(state: GameState, label: str, recent: list[Event]) -> str:
    names = [p.name for p in state.players]
    lines = [f"{season_text(state)} ({label})"]
    t = turn(state)
    lines.append(f"Now: {prompt_text(t, names)}")
    seats = state.order or list(range(state.n))  # before setup: the seating order
    lines.append("Turn order: " + (", ".join(names[i] for i in state.order) or "not drawn yet"))
    if state.config.modules or state.config.variants:
        opts = [f"module {m}" for m in state.config.modules] + list(state.config.variants)
        lines.append("Options: " + ", ".join(opts))
    lines.append("")
    lines.append("Players:")
    for i in seats:
        lines += _player_lines(state, i)
    lines.append("")
    placed = []
    for rank in range(1, 19):
        for pl in state.board[rank]:
            who = "neutral dice" if pl.player < 0 else names[pl.player]
            dice = "+".join([str(d) for d in pl.own] + [f"w{d}" for d in pl.white])
            extra = (
                (" +2" if pl.plus2 else "")
                + (f" market {pl.market:+d}" if pl.market else "")
                + (" envoy" if pl.envoy else "")
            )
            adv = state.ruleset.advisors[rank - 1].name
            placed.append(f"  {rank:>2} {adv:<14} {who} {dice}{extra}")
    lines.append("Dice on the advisors:" if placed else "Dice on the advisors: none")
    lines += placed
    if state.tiles:
        lines.append(
            "Advisor tiles on the board: "
            + ", ".join(f"{r} {state.ruleset.tiles[r - 1].name}" for r in state.tiles)
        )
    if state.deck:
        cards = []
        for y, card in enumerate(state.deck, start=1):
            enemy = state.ruleset.enemy(card)
            cards.append(f"{ROMAN[y]} {enemy.name} {enemy.strength}")
        lines.append("[secret] Enemy deck: " + ", ".join(cards))
    if recent:
        lines.append("")
        lines.append("Last events:")
        for e in recent:
            mark = "[secret] " if e.private else ""
            lines.append(f"  {mark}{event_text(e)}")
    lines.append("")
    lines.append("[secret] Position (paste it into a bug report; see docs/positions.md):")
    lines.append(position_text(state).rstrip("\n"))
    return "\n".join(lines)
