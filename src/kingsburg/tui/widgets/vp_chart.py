"""The end screen's chart: each player's VP after every season, drawn as text.

A line of dots per player joins the seasons, and the player's glyph marks each season, in
the player's colour, so the chart reads without colour too. Drawn by the app itself: the
plotting library it replaces took 150 ms or more to draw it, on the key that ends the game.
"""

from __future__ import annotations

from rich.text import Text

from kingsburg.engine import ROMAN
from kingsburg.text import t
from kingsburg.tui.style import PlayerStyle
from kingsburg.tui.widgets.panel import TextPanel

ROWS = 12  # height of the plot area
HEIGHT = ROWS + 4  # with the title, the axis, its labels and the legend
YEARS = ("start", *ROMAN[1:])
LABEL = 4  # width of the VP labels left of the axis


def chart_text(
    history: list[list[int]], names: list[str], styles: list[PlayerStyle], width: int
) -> Text:
    """The chart at ``width`` cells: title, plot, season axis and legend."""
    seasons = max((len(h) for h in history), default=1)
    top = max((max(h) for h in history if h), default=0)
    top = max(top, 1)
    plot_width = max(width - LABEL - 2, seasons)
    grid: list[list[tuple[str, str]]] = [[(" ", "")] * plot_width for _ in range(ROWS)]

    def column(season: int) -> int:
        return round(season * (plot_width - 1) / max(seasons - 1, 1))

    def row(vp: float) -> int:
        return ROWS - 1 - round(max(vp, 0) * (ROWS - 1) / top)

    for i, h in enumerate(history):  # the joining dots first: the glyphs go over them
        for s in range(len(h) - 1):
            x0, x1 = column(s), column(s + 1)
            for x in range(x0 + 1, x1):
                vp = h[s] + (h[s + 1] - h[s]) * (x - x0) / (x1 - x0)
                grid[row(vp)][x] = ("·", styles[i].hex)
    for i, h in enumerate(history):
        for s, vp in enumerate(h):
            grid[row(vp)][column(s)] = (styles[i].glyph, f"bold {styles[i].hex}")

    out = Text(t("screen-chart-title") + "\n", style="bold", no_wrap=True, overflow="ellipsis")
    labels = {row(top): str(top), row(top / 2): str(round(top / 2)), ROWS - 1: "0"}
    for y, cells in enumerate(grid):
        out.append(f"{labels.get(y, ''):>{LABEL}}{'┤' if y in labels else '│'}", style="dim")
        for char, style in cells:
            out.append(char, style=style)
        out.append("\n")
    # The axis: a tick at the start and at the end of each year (4 seasons).
    ticks = {column(s) for s in range(0, seasons, 4)}
    axis = "".join("┬" if x in ticks else "─" for x in range(plot_width))
    out.append(" " * LABEL + "└" + axis + "\n", style="dim")
    names_line = [" "] * (LABEL + 1 + plot_width + 3)
    for k, s in enumerate(range(0, seasons, 4)):
        label = (t("screen-chart-start") if k == 0 else YEARS[k]) if k < len(YEARS) else str(k)
        at = max(0, min(LABEL + 1 + column(s) - len(label) // 2, len(names_line) - len(label)))
        names_line[at : at + len(label)] = label
    out.append("".join(names_line).rstrip() + "\n", style="dim")
    for i, name in enumerate(names):
        if i:
            out.append("   ")
        out.append(f"{styles[i].glyph} {name}", style=f"bold {styles[i].hex}")
        out.append(" " + t("amount-vp", n=history[i][-1] if history[i] else 0))
    return out


class VpChart(TextPanel):
    def __init__(
        self,
        history: list[list[int]],
        names: list[str],
        styles: list[PlayerStyle],
        *,
        id: str | None = None,
    ) -> None:
        super().__init__(id=id)
        self._history = history
        self._names = names
        self._styles = styles
        self._drawn_at: tuple[int, Text] | None = None  # the chart at a width

    def on_mount(self) -> None:
        self.redraw()  # drawn before its first frame, at the width it is about to get

    def prepare(self) -> None:
        """Draw the chart now, at the width it is about to get (before it is shown)."""
        self.build()

    def build(self) -> Text:
        width = self.draw_width
        if self._drawn_at is None or self._drawn_at[0] != width:
            self._drawn_at = (width, chart_text(self._history, self._names, self._styles, width))
        return self._drawn_at[1]
