"""The dice of the player to act: own and white dice, used and unused, totals."""

from __future__ import annotations

from rich.text import Text

from kingsburg.engine import PRODUCTIVE_TAGS, GameState
from kingsburg.text import t
from kingsburg.tui.reports import phase_key
from kingsburg.tui.safe import plain
from kingsburg.tui.style import PlayerStyle
from kingsburg.tui.widgets.panel import TextPanel, set_border

ENVOY_GLYPH = "✉"


def _unused_mask(rolled: list[int], left: list[int]) -> list[bool]:
    """For each rolled die: is it still unused?"""
    pool = list(left)
    out = []
    for d in rolled:
        if d in pool:
            pool.remove(d)
            out.append(True)
        else:
            out.append(False)
    return out


def _pick_mask(rolled: list[int], unused: list[bool], pick: tuple[int, ...]) -> list[bool]:
    pool = list(pick)
    out = []
    for d, free in zip(rolled, unused, strict=True):
        if free and d in pool:
            pool.remove(d)
            out.append(True)
        else:
            out.append(False)
    return out


class DiceTray(TextPanel):
    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.border_title = t("screen-dice-title")
        self._state: GameState | None = None
        self._styles: list[PlayerStyle] = []
        self._player = -1
        self.pick_own: tuple[int, ...] = ()
        self.pick_white: tuple[int, ...] = ()

    def show(self, state: GameState, styles: list[PlayerStyle], player: int) -> None:
        self._state = state
        self._styles = styles
        self._player = player
        self.pick_own = ()
        self.pick_white = ()
        if player >= 0:
            s = styles[player]
            name = state.players[player].name
            set_border(self, plain(t("screen-dice-title-of", glyph=s.glyph, name=name)))
        else:
            set_border(self, t("screen-dice-title"))
        self.redraw()

    def set_pick(self, own: tuple[int, ...], white: tuple[int, ...]) -> None:
        if (own, white) != (self.pick_own, self.pick_white):
            self.pick_own, self.pick_white = own, white
            self.redraw()

    def _row(
        self, label: str, rolled: list[int], left: list[int], pick: tuple[int, ...], width: int
    ) -> Text:
        row = Text(f"{label:<{width}}")
        if not rolled:
            row.append(t("screen-dice-none"), style="dim")
            return row
        unused = _unused_mask(rolled, left)
        picked = _pick_mask(rolled, unused, pick)
        for d, free, chosen in zip(rolled, unused, picked, strict=True):
            if chosen:
                row.append(f"[{d}]", style="bold reverse")
            elif free:
                row.append(f"[{d}]", style="bold")
            else:
                row.append(f" {d}·", style="dim strike")
            row.append(" ")
        return row

    def build(self) -> Text:
        st = self._state
        out = Text(no_wrap=True, overflow="ellipsis")
        if st is None or self._player < 0:
            return out
        p = st.players[self._player]
        if not p.rolled or phase_key(st) not in PRODUCTIVE_TAGS:
            out.append(t("screen-dice-no-roll"), style="dim")
            return out
        own, white = t("screen-dice-own"), t("screen-dice-white")
        width = max(len(own), len(white)) + 1  # 6 in English
        out.append_text(self._row(own, p.rolled, p.dice, self.pick_own, width))
        out.append("\n")
        out.append_text(self._row(white, p.rolled_white, p.white, self.pick_white, width))
        out.append("\n")
        unused = sum(p.dice) + sum(p.white)
        out.append(t("screen-dice-totals", rolled=p.dice_total(), unused=unused))
        if self.pick_own or self.pick_white:
            chosen = sum(self.pick_own) + sum(self.pick_white)
            out.append(" · " + t("screen-dice-chosen", chosen=chosen), style="bold")
        out.append("\n")
        extras = []
        if p.plus2:
            msg = "screen-dice-plus2-used" if p.used_plus2 else "screen-dice-plus2"
            extras.append(t(msg, count=p.plus2))
        if st.envoy == self._player:
            extras.append(t("screen-dice-envoy"))
            if len(" · ".join(extras)) > (self.content_size.width or 40):
                extras[-1] = ENVOY_GLYPH  # the envoy's symbol alone rather than cut words
        out.append(" · ".join(extras) if extras else t("screen-dice-legend"), style="dim")
        return out
