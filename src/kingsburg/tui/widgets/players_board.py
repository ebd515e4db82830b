"""Every player at a glance, in turn order: VP, goods, tokens, soldiers, envoy, buildings."""

from __future__ import annotations

from rich.text import Text

from kingsburg.engine import PRODUCTIVE_TAGS, GameState
from kingsburg.text import t
from kingsburg.tui.reports import phase_key
from kingsburg.tui.style import PlayerStyle
from kingsburg.tui.widgets.panel import TextPanel
from kingsburg.tui.widgets.province_sheet import BUILT, LOCKED, holdings
from kingsburg.tui.words import numbered


class PlayersBoard(TextPanel):
    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.border_title = t("screen-players-title")
        self._state: GameState | None = None
        self._styles: list[PlayerStyle] = []
        self._acting = -1

    def show(self, state: GameState, styles: list[PlayerStyle], acting: int) -> None:
        self._state = state
        self._styles = styles
        self._acting = acting
        self.redraw()

    def build_lines(self) -> list[Text]:
        st = self._state
        if st is None:
            return []
        order = st.order or list(range(st.n))
        width = self.content_size.width or 40
        season = phase_key(st) in PRODUCTIVE_TAGS  # dice and passes of an earlier season are gone
        out: list[Text] = []
        for pos, i in enumerate(order, start=1):
            p = st.players[i]
            style = self._styles[i]
            me = i == self._acting
            line = Text(f"{'▶' if me else ' '}{pos}. ", style="bold" if me else "")
            line.append(f"{style.glyph} {p.name}", style=f"bold {style.hex}")
            line.append(f"  {numbered('amount-vp', p.vp)}", style="bold")
            goods = Text("    ")
            goods.append_text(holdings(st, i))
            grid = "|".join(
                "".join(BUILT if p.built[r * 4 + c] else LOCKED for c in range(4)) for r in range(5)
            )
            lines = [line, goods, Text(f"    {grid}", style="dim")]
            if p.tokens:
                tokens = ",".join(map(str, sorted(p.tokens)))
                words = Text(" " + t("screen-players-tokens", tokens=tokens), style="dim")
                if goods.cell_len + words.cell_len <= width:
                    goods.append_text(words)
                else:  # a line of their own rather than cut
                    lines.insert(2, Text("   ").append_text(words))
            # This season's dice and pass go on the first of the lines with room for them;
            # each on its own when together they fit on none.
            dice = Text()
            if p.rolled and season:
                dice.append("  " + t("screen-players-dice", total=p.dice_total()))
            passed = Text()
            if p.passed and season:
                passed.append("  " + t("screen-players-passed"), style="italic")
            extras = [Text.assemble(dice, passed)]
            if dice and passed and all(x.cell_len + extras[0].cell_len > width for x in lines):
                extras = [dice, passed]
            for extra in extras:
                if extra:
                    fits = [x for x in lines if x.cell_len + extra.cell_len <= width]
                    (fits[0] if fits else line).append_text(extra)
            for x in lines:
                x.no_wrap, x.overflow = True, "ellipsis"
            out += lines
        return out
