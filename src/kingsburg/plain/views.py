"""The state on request, in short lines to be read aloud: ``board``, ``me``, ``players``,
``enemy``, ``log``. Never redrawn: each command prints its lines once.

Only what the asking player may see: the public view of the game, their own province
(public anyway), and their secrets only through ``secrets`` (the caller asks the others
to look away first).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kingsburg.engine import GOODS, ROMAN, GameState, tile_pile
from kingsburg.text import join_commas, name, t
from kingsburg.text.decisions import dice_words, goods_words, season_text
from kingsburg.text.events import event_text
from kingsburg.tui.reports import enemy_card

if TYPE_CHECKING:
    from kingsburg.engine import Event
    from kingsburg.tui.session_api import Session


def goods_line(goods: list[int]) -> str:
    """ "1 gold, 2 wood, 0 stone": every good said, none left out."""
    return join_commas(t(f"amount-{g}", n=n) for g, n in zip(GOODS, goods, strict=True))


def board_lines(s: Session) -> list[str]:
    """The season, the turn order, the advisors and whose dice are on them, the envoy."""
    st = s.public()
    names = s.names
    out = [season_text(st)]
    if st.order:
        out.append(t("plain-order", names=join_commas(names[i] for i in st.order)))
    taken: list[int] = []
    for rank in range(1, 19):
        for pl in st.board[rank]:
            taken.append(rank)
            adv, dice = name("advisor", rank), dice_words(pl.own, pl.white)
            if pl.player < 0:  # two players: the neutral dice block it
                out.append(t("plain-advisor-blocked", rank=rank, advisor=adv, dice=dice))
            else:
                who = names[pl.player]
                out.append(t("plain-advisor-held", rank=rank, advisor=adv, who=who, dice=dice))
    if not taken:
        out.append(t("plain-advisors-free"))
    else:
        free = [str(r) for r in range(1, 19) if r not in taken]
        out.append(t("plain-advisors-free-ranks", ranks=join_commas(free) or "-"))
    if st.tiles:
        tiles = join_commas(f"{r} {name('advisor', r)}" for r in st.tiles)
        out.append(t("plain-tiles", tiles=tiles))
        for r in st.tiles:
            goods = tile_pile(st, r)
            if goods is not None:
                adv = name("advisor", r)
                out.append(t("plain-tile-pile", rank=r, advisor=adv, goods=goods_words(goods)))
    if st.envoy >= 0:
        out.append(t("plain-envoy", name=names[st.envoy]))
    out += public_enemy(st)
    return out


def public_enemy(st: GameState) -> list[str]:
    """This year's enemy once everybody has seen it."""
    year = min(st.year, 5)
    card = st.deck[year - 1] if len(st.deck) >= year else ""
    return enemy_card(st, card) if card else []


def me_lines(s: Session, p: int) -> list[str]:
    """A player's province: VP, goods, soldiers, "+2" tokens, buildings, dice."""
    st = s.public()
    pl = st.players[p]
    out = [
        t("plain-me-head", name=s.names[p], vp=pl.vp),
        t("plain-me-goods", goods=goods_line(pl.goods)),
        t("plain-me-army", soldiers=pl.soldiers, plus2=pl.plus2),
    ]
    built = [name("building", b.id) for k, b in enumerate(st.ruleset.buildings) if pl.built[k]]
    if built:
        out.append(t("plain-me-buildings", buildings=join_commas(built)))
    else:
        out.append(t("plain-me-no-buildings"))
    if pl.rolled:
        rolled = dice_words(tuple(pl.rolled), tuple(pl.rolled_white))
        left = dice_words(tuple(pl.dice), tuple(pl.white)) if pl.dice or pl.white else ""
        out.append(t("plain-me-dice", dice=rolled, left=left or t("plain-none")))
    if pl.tokens and 5 in st.config.modules:
        out.append(t("plain-me-tokens", tokens=join_commas(map(str, pl.tokens))))
    if st.envoy == p:
        out.append(t("plain-me-envoy"))
    return out


def player_lines(s: Session) -> list[str]:
    """One line per player, in seating order: who plays, VP, goods, soldiers, buildings."""
    st = s.public()
    out = []
    for i, pl in enumerate(st.players):
        who = t("plain-seat-person") if not s.is_computer(i) else t("plain-seat-computer")
        out.append(
            t(
                "plain-player",
                name=s.names[i],
                who=who,
                vp=pl.vp,
                goods=goods_line(pl.goods),
                soldiers=pl.soldiers,
                buildings=pl.n_buildings,
            )
        )
    return out


def enemy_lines(s: Session) -> list[str]:
    """The enemies everybody has seen, year by year, and this year's if not yet."""
    st = s.public()
    out: list[str] = []
    for card in st.deck[:5]:
        if card:
            out += enemy_card(st, card)
    if not out:
        out.append(t("plain-enemy-unknown", year=ROMAN[min(st.year, 5)]))
    return out


def log_lines(s: Session, count: int) -> list[str]:
    """The last ``count`` lines of the game's log, the computers' reasons included."""
    entries: list[tuple[int, Event]] = s.public_log()[-count:]
    return [event_text(e) for _, e in entries]
