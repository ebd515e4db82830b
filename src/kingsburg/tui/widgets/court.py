"""The king's court: the 18 advisors, one line each, with the dice placed on them.

With module 6 an advisor covered by a tile shows the tile's reward instead of its own,
marked with ``TILE_MARK`` (a symbol, not just a colour); the goods lying on the Merchant
and Sergeant tiles are shown in brackets.
"""

from __future__ import annotations

from collections.abc import Hashable

from rich.cells import cell_len
from rich.text import Text
from textual.binding import Binding
from textual.reactive import reactive

from kingsburg.bounded import remember
from kingsburg.engine import SERGEANT_TILE, GameState, tile_pile
from kingsburg.engine.state import Placement
from kingsburg.text import language, t
from kingsburg.text import name as thing_name
from kingsburg.tui.style import NEUTRAL_COLOUR, NEUTRAL_SYMBOL, PlayerStyle
from kingsburg.tui.widgets.panel import TextPanel
from kingsburg.tui.words import advisor_summary, good_letters, tile_summary

TILE_MARK = "▣"  # not one of the players' symbols
TILE_LEGEND = f"{TILE_MARK} module-6 tile · [ ] goods on it"  # in English


def tile_legend() -> str:
    return t("screen-tile-legend", mark=TILE_MARK)


def tile_goods_text(state: GameState, rank: int) -> str:
    """The goods lying on a tile, e.g. ``[2G 1W 0S]``, or the Sergeant's ``[1G]``
    (``[none]`` when its good is taken); "" for a tile that holds none."""
    goods = tile_pile(state, rank)
    if goods is None:
        return ""
    letters = good_letters()
    if rank == SERGEANT_TILE and not any(goods):
        return f"[{t('screen-tile-none')}]"
    if rank == SERGEANT_TILE:
        return "".join(f"[1{letters[i]}]" for i in range(3) if goods[i])
    return "[" + " ".join(f"{goods[i]}{letters[i]}" for i in range(3)) + "]"


def advisor_reward_text(state: GameState, rank: int) -> str:
    """The reward shown for advisor ``rank``: its own, or its tile's (marked) if covered."""
    rs = state.ruleset
    if rank in state.tiles and len(rs.tiles) >= rank:
        goods = tile_goods_text(state, rank)
        summary = tile_summary(rank, rs.tiles[rank - 1].summary)
        return f"{TILE_MARK} {goods + ' ' if goods else ''}{summary}"
    return advisor_summary(rank, rs.advisors[rank - 1].summary)


_name_widths: dict[str, int] = {}


def name_width() -> int:
    """The column of the advisors' names: as wide as the longest (13 in English)."""
    code = language()
    width = _name_widths.get(code)
    if width is None:
        width = max(cell_len(thing_name("advisor", rank)) for rank in range(1, 19))
        _name_widths[code] = width
    return width


def short_summary(rank: int, summary: str) -> str:
    """Advisor ``rank``'s reward in fewer characters ("1 stone + gold/wood"), as each
    language shortens it; a module-6 tile's reward in its language's shorter words
    (``screen-tile-short-N``; English keeps its words), the goods on the tile kept."""
    if not summary.startswith(TILE_MARK):
        return t(f"screen-advisor-short-{rank}")
    whole = tile_summary(rank)
    if not whole or not summary.endswith(whole):
        return summary
    return summary[: len(summary) - len(whole)] + t(f"screen-tile-short-{rank}")


def placement_text(
    own: tuple[int, ...], white: tuple[int, ...], plus2: bool, market: int, envoy: bool
) -> str:
    s = "+".join([str(d) for d in own] + [f"w{d}" for d in white])
    if plus2:
        s += "+2t"
    if market:
        s += f"{market:+d}m"
    if envoy:
        s += "E"
    return s


class Court(TextPanel, can_focus=True):
    """All 18 advisors in one widget. Up/down move a cursor; ``r`` shows the rule."""

    BINDINGS = [  # noqa: RUF012
        Binding("up", "move(-1)", "key-up", show=False),
        Binding("down", "move(1)", "key-down", show=False),
    ]

    cursor: reactive[int] = reactive(1, repaint=False)
    # repaint=False: the watcher redraws, and repaints only if the text changed.
    highlight: reactive[int] = reactive(0, repaint=False)  # the advisor the dice would reach

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.border_title = t("screen-court-title")
        self._state: GameState | None = None
        self._styles: list[PlayerStyle] = []
        self._made: dict[Hashable, list[Text]] = {}  # advisor lines by what they show

    def show(self, state: GameState, styles: list[PlayerStyle]) -> None:
        self._state = state
        self._styles = styles
        legend = tile_legend() if state.tiles else ""
        if self.border_subtitle != legend:
            self.border_subtitle = legend
        self.redraw()

    def action_move(self, delta: int) -> None:
        self.cursor = max(1, min(18, self.cursor + delta))

    def build_lines(self) -> list[Text]:
        st = self._state
        if st is None:
            return []
        width = max(20, self.content_size.width)
        cursor = self.cursor if self.has_focus else 0
        lines = []
        for rank in range(1, 19):
            placed = tuple(st.board[rank])
            summary = advisor_reward_text(st, rank)
            key = (rank, placed, summary, width, rank == self.highlight, rank == cursor)
            made = self._made.get(key)
            if made is None:
                name = thing_name("advisor", rank)
                made = self._advisor_lines(rank, name, placed, summary, width, cursor)
                remember(self._made, key, made, 3 * 18)  # the lines of a few moves
            lines.extend(made)
        return lines

    def _dice_groups(self, placed: tuple[Placement, ...], values: bool = True) -> Text:
        """The dice on an advisor, " ●5+2 ○2+4+4"; without ``values`` the neutral dice
        show their symbol alone (the log names them)."""
        groups = Text()
        for pl in placed:
            shown = placement_text(pl.own, pl.white, pl.plus2, pl.market, pl.envoy)
            if pl.player < 0:
                glyph, colour = NEUTRAL_SYMBOL, NEUTRAL_COLOUR
                shown = shown if values else ""
            else:
                s = self._styles[pl.player]
                glyph, colour = s.glyph, s.hex
            groups.append(" ")
            groups.append(glyph + shown, style=f"bold {colour}")
        return groups

    def _advisor_lines(
        self,
        rank: int,
        name: str,
        placed: tuple[Placement, ...],
        summary: str,
        width: int,
        cursor: int,
    ) -> list[Text]:
        """One advisor's line: rank, name, reward, the dice on it. When the reward (in
        shorter words too) leaves no room for the dice, they go on a second line: the
        reward is never cut for them. The neutral dice of a 2-player game stay on the
        line: as their symbol alone, at the end or else at the line's start."""
        groups = self._dice_groups(placed)
        taken = bool(placed)
        mark = "▸" if rank == cursor else " "
        head = f"{mark}{rank:>2} {name:<{name_width()}} "
        room = max(0, width - len(head) - groups.cell_len)
        front = ""  # the neutral symbol at the line's start
        if taken and all(pl.player < 0 for pl in placed):
            # The reward's whole words before the neutral dice's values (the log has them).
            bare = self._dice_groups(placed, values=False)
            short = short_summary(rank, summary)
            free = width - len(head)
            for words, dice in ((summary, groups), (summary, bare), (short, groups), (short, bare)):
                if cell_len(words) + dice.cell_len <= free:
                    summary, groups = words, dice
                    break
            else:
                front, groups = NEUTRAL_SYMBOL, Text()
            room = max(0, free - groups.cell_len)
        if cell_len(summary) > room:  # shorter words first
            summary = short_summary(rank, summary)
        style = "dim" if taken else "italic"
        # The room without the dice; a module-6 tile's long reward keeps the dice beside
        # it and is cut instead (its rule is a key away), so the court keeps its height.
        whole = room if summary.startswith(TILE_MARK) else max(0, width - len(head))
        if len(summary) > whole:
            summary = summary[: max(0, whole - 1)] + "…"
        line = Text(no_wrap=True, overflow="ellipsis")
        if front and mark == " ":  # the cursor's mark wins; the line stays dim
            line.append(front, style=f"bold {NEUTRAL_COLOUR}")
            line.append(head[1:], style="dim")
        else:
            line.append(head, style="dim" if taken else "")
        line.append(summary, style=style)
        lines = [line]
        last = lines[-1]
        if last.cell_len + groups.cell_len > width:
            last = Text(" " * len(head), no_wrap=True, overflow="ellipsis")
            lines.append(last)
        last.append(" " * (width - last.cell_len - groups.cell_len))
        last.append_text(groups)
        for line in lines:
            if rank == self.highlight:
                line.stylize("reverse bold")
            elif rank == cursor:
                line.stylize("underline")
        return lines

    def watch_cursor(self) -> None:
        self.redraw()

    def watch_highlight(self) -> None:
        self.redraw()
