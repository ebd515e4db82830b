"""One player's province sheet: the 5×4 buildings, goods, tokens, VP, soldiers and envoy."""

from __future__ import annotations

from rich.text import Text
from textual.binding import Binding
from textual.reactive import reactive

from kingsburg.data.models import Building
from kingsburg.engine import GameState
from kingsburg.text import Term, t
from kingsburg.tui.safe import plain
from kingsburg.tui.style import PlayerStyle
from kingsburg.tui.widgets.panel import TextPanel, set_border
from kingsburg.tui.words import (
    building_name,
    building_text,
    good_letters,
    goods_short,
    numbered,
)

BUILT, NEXT, LOCKED = "✓", "→", "·"


def cost_text(cost: tuple[int, int, int]) -> str:
    s = "".join(f"{n}{letter}" for n, letter in zip(cost, good_letters(), strict=True) if n)
    return s or t("screen-cost-free")


def short_name(name: str, width: int) -> str:
    if len(name) <= width:
        return name
    words = name.split()
    if len(words) > 1:
        last = words[-1]
        room = width - len(last) - 1
        if room >= 3:
            return words[0][:room] + "." + last
    return name[: width - 1] + "…"


def cell_name(b: Building, width: int) -> str:
    """A building's name in a cell ``width`` wide: whole, else the language's short form
    (``screen-building-short-<id>``), cut only when even that does not fit."""
    whole = building_name(b)
    if len(whole) <= width:
        return whole
    short = t(f"screen-building-short-{b.id}")
    return short if len(short) <= width else short_name(whole, width)


def battle_text(b: Building) -> str:
    parts = []
    if b.battle:
        parts.append(f"{b.battle:+d}")
    for kind, v in b.battle_vs.items():
        parts.append(f"{v:+d} vs {kind}")
    return ", ".join(parts)


def battle_words(b: Building) -> str:
    """``battle_text`` in the current language: "+1, +1 vs zombies"."""
    parts = []
    if b.battle:
        parts.append(f"{b.battle:+d}")
    for kind, v in b.battle_vs.items():
        parts.append(t(f"screen-battle-vs-{kind}", bonus=f"{v:+d}"))
    return ", ".join(parts)


def player_line(state: GameState, i: int, style: PlayerStyle) -> Text:
    """``● Alice  12 VP · 2G 1W 0S · "+2"×1 · 3 soldiers · envoy``."""
    p = state.players[i]
    line = Text(f"{style.glyph} {p.name}", style=f"bold {style.hex}")
    line.append(f"  {numbered('amount-vp', p.vp)}", style="bold")
    line.append("  ")
    line.append_text(holdings(state, i, sep="  "))
    return line


def holdings(state: GameState, i: int, sep: str = " ") -> Text:
    """``2G 1W 0S "+2"×1 ⚔3 ✉envoy``: what a player holds, extras separated by ``sep``."""
    p = state.players[i]
    out = Text(goods_short(p.goods))
    if p.plus2:
        out.append(f'{sep}"+2"×{p.plus2}')
    if p.soldiers:
        out.append(f"{sep}⚔{p.soldiers}")
    if state.envoy == i:
        out.append(f"{sep}{t('screen-envoy-mark')}", style="bold")
    return out


class ProvinceSheet(TextPanel, can_focus=True):
    """A player's 20 buildings. Arrows move a cursor; the focused building is described."""

    BINDINGS = [  # noqa: RUF012
        Binding("up", "move(-4)", "key-up", show=False),
        Binding("down", "move(4)", "key-down", show=False),
        Binding("left", "move(-1)", "key-left", show=False),
        Binding("right", "move(1)", "key-right", show=False),
    ]

    cursor: reactive[int] = reactive(0, repaint=False)
    # repaint=False: the watcher redraws, and repaints only if the text changed.
    highlight: reactive[str] = reactive("", repaint=False)  # the building it would build

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._state: GameState | None = None
        self._styles: list[PlayerStyle] = []
        self.player = 0
        self._next: set[int] = set()
        self._costs: list[tuple[int, int, int]] = []

    def show(
        self,
        state: GameState,
        styles: list[PlayerStyle],
        player: int,
        buildable: list[int],
        costs: list[tuple[int, int, int]],
    ) -> None:
        self._state = state
        self._styles = styles
        self.player = player
        self._next = set(buildable)
        self._costs = costs
        name = state.players[player].name
        set_border(
            self,
            plain(t("screen-sheet-title", glyph=styles[player].glyph, name=name)),
            t("screen-sheet-keys"),
        )
        self.redraw()

    def action_move(self, delta: int) -> None:
        new = self.cursor + delta
        if delta in (-1, 1) and new // 4 != self.cursor // 4:
            return
        if 0 <= new < 20:
            self.cursor = new

    def focused_building(self) -> Building | None:
        if self._state is None:
            return None
        return self._state.ruleset.buildings[self.cursor]

    def build_lines(self) -> list[Text]:
        st = self._state
        if st is None:
            return []
        width = max(20, self.content_size.width)
        # Four buildings a line as on the sheet; two when four would cut names and VP.
        per = 4 if width >= 47 else 2
        cw = (width - per + 1) // per
        p = st.players[self.player]
        lines = [player_line(st, self.player, self._styles[self.player])]
        rs = st.ruleset
        for row in range(20 // per):
            top = Text()
            bottom = Text()
            for col in range(per):
                i = row * per + col
                b = rs.buildings[i]
                if p.built[i]:
                    mark, style = BUILT, "bold"
                elif i in self._next:
                    mark, style = NEXT, ""
                else:
                    mark, style = LOCKED, "dim"
                cell1 = cell_name(b, cw)
                cost = self._costs[i] if self._costs else (b.cost.gold, b.cost.wood, b.cost.stone)
                cell2 = f"{mark}{cost_text(cost)} {numbered('screen-vp-compact', b.vp)}"
                extra = ""
                if b.id == self.highlight:
                    extra = " reverse"
                elif self.has_focus and i == self.cursor:
                    extra = " underline"
                sep = " " if col < per - 1 else ""
                top.append(f"{cell1:<{cw}}", style=style + extra)
                top.append(sep)
                bottom.append(f"{cell2:<{cw}}"[:cw], style=(style or "") + extra)
                bottom.append(sep)
            lines += (top, bottom)
        lines.append(Text(t("screen-sheet-legend", built=BUILT, next=NEXT, locked=LOCKED), "dim"))
        # Described: the building the cursor is on while the sheet has the focus, else
        # the one the highlighted option of the menu would build, else the cursor's.
        shown = self.cursor
        if self.highlight and not self.has_focus:
            shown = rs.building_index(self.highlight)
        b = rs.buildings[shown]
        state_word = "built" if p.built[shown] else ("next" if shown in self._next else "locked")
        detail = Text()
        head = t("screen-sheet-detail", building=Term("building", b.id), state=state_word)
        detail.append(f"{head} ", style="bold")
        bt = battle_words(b)
        detail.append(f"{t('screen-sheet-battle', bonus=bt)} " if bt else "")
        detail.append(building_text(b))
        lines.append(detail)
        return lines

    def watch_cursor(self) -> None:
        self.redraw()

    def watch_highlight(self) -> None:
        self.redraw()
