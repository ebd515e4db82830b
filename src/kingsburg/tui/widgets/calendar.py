"""Year and phase, what the next phase does, and the enemy strength for each year."""

from __future__ import annotations

from rich.text import Text

from kingsburg.engine import ROMAN, GameState
from kingsburg.text import name, t
from kingsburg.tui.widgets.panel import TextPanel

# The phases of a year by their tags; their names are the phase terms 1–8, what each does
# the messages ``screen-phase-what-<tag>``.
TAGS = ["favor", "spring", "reward", "summer", "envoy", "fall", "recruit", "winter"]


def phase_words(k: int) -> tuple[str, str]:
    """The name of the ``k``-th phase of a year (0 = King's Favor) and what it does."""
    return name("phase", k + 1), t(f"screen-phase-what-{TAGS[k]}")


def final_words() -> tuple[str, str]:
    """What follows the fifth winter."""
    return t("screen-phase-end"), t("screen-phase-what-end")


class Calendar(TextPanel, can_focus=True):
    """Focus it and press ``r`` for the enemies of the year."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.border_title = t("screen-calendar-title")
        self._state: GameState | None = None
        self._tag = "setup"
        self._made: tuple[object, list[Text]] = ((), [])  # the lines and what they show

    def show(self, public: GameState, tag: str) -> None:
        self._state = public
        self._tag = tag
        self.redraw()

    @property
    def year(self) -> int:
        return self._state.year if self._state else 1

    def build_lines(self) -> list[Text]:
        st = self._state
        if st is None:
            return []
        # All it shows (the rules stay), and the width its enemies are laid out for.
        key = (st.year, self._tag, tuple(st.deck), self.draw_width)
        if key != self._made[0]:
            self._made = (key, super().build_lines())
        return self._made[1]

    def build(self) -> Text:
        st = self._state
        out = Text()
        if st is None:
            return out
        years = Text(t("screen-calendar-year") + " ")
        for y in range(1, 6):
            label = f" {ROMAN[y]} "
            style = "reverse bold" if y == st.year else ("dim" if y < st.year else "")
            years.append(label, style=style)
        out.append_text(years)
        out.append("\n")
        phases = Text(t("screen-calendar-phase") + " ")
        for k, tag in enumerate(TAGS, start=1):
            phases.append(f"{k}", style="reverse bold" if tag == self._tag else "dim")
            phases.append(" ")
        out.append_text(phases)
        out.append("\n")
        if self._tag in TAGS:
            k = TAGS.index(self._tag)
            out.append(t("screen-calendar-now", phase=phase_words(k)[0]) + "\n", style="bold")
            if k == len(TAGS) - 1 and st.year == 5:  # the last winter: the game ends
                then, what = final_words()
            else:
                then, what = phase_words((k + 1) % len(TAGS))
            out.append(t("screen-calendar-next", phase=then) + " ", style="bold")
            out.append(what, style="italic")
        else:
            now = t("screen-calendar-tag", tag=self._tag)  # setup or end
            out.append(t("screen-calendar-now", phase=now), style="bold")
        out.append("\n")
        out.append_text(self._enemies(st))
        return out

    def _enemies(self, st: GameState) -> Text:
        """The enemy of each year (its strength range while the card is unknown), laid out
        cell by cell: a line breaks between two years, never inside one."""
        rs = st.ruleset
        cells = [Text(t("screen-calendar-enemies"), style="bold")]
        for y in range(1, 6):
            lo, hi = rs.strength_range(y)
            card = st.deck[y - 1] if len(st.deck) >= y else ""
            if card:
                e = rs.enemy(card)
                style = "dim" if y < st.year else "bold"
                cells.append(Text(f"{ROMAN[y]} {name('enemy', e.type)} {e.strength}", style=style))
            else:
                cells.append(Text(f"{ROMAN[y]} {lo}–{hi}", style="bold" if y == st.year else ""))
        width = self.draw_width
        out = Text()
        used = 0
        for cell in cells:
            if used and used + 2 + cell.cell_len > width:
                out.append("\n")
                used = 0
            elif used:
                out.append("  ")
                used += 2
            out.append_text(cell)
            used += cell.cell_len
        return out
