"""The decision panel: who decides what, and the legal options as a navigable menu."""

from __future__ import annotations

from typing import Protocol

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical

from kingsburg.engine import Action, Pass
from kingsburg.text import t
from kingsburg.tui.menus import Choice
from kingsburg.tui.safe import plain
from kingsburg.tui.widgets.menu_list import MenuList
from kingsburg.tui.widgets.panel import TextPanel, set_border


class MenuOwner(Protocol):
    """The screen a panel works for. It is called directly, not sent a message: what a key
    does (a move played, a preview shown) is then painted in the frame of that key."""

    def menu_preview(self, choice: Choice | None) -> None:
        """The highlighted option changed (to preview its dice and target)."""

    def menu_chosen(self, action: Action | None, index: int) -> None:
        """A leaf was chosen: play ``action`` (None: a command, by its ``index``)."""


NUMBER_KEYS = 9  # options 1–9 have a key each (0 passes)


def numbered(choices: list[Choice], title: str) -> list[Choice]:
    """``choices`` with a key each: past nine, the eighth on go into a "More" sub-menu (its
    own ninth key), as many levels deep as needed; passing stays last, on 0."""
    passes = [c for c in choices if isinstance(c.action, Pass)]
    others = [c for c in choices if not isinstance(c.action, Pass)]
    if len(others) <= NUMBER_KEYS:
        return choices
    keep, rest = others[: NUMBER_KEYS - 1], others[NUMBER_KEYS - 1 :]
    more_title = t("decide-more-title", title=title)
    more = Choice(t("decide-more", n=len(rest)), children=rest, title=more_title)
    return [*keep, more, *passes]


class DecisionPanel(Vertical):
    """Shows a menu of ``Choice``; Enter/number/click picks; Escape goes back a level."""

    def __init__(self, owner: MenuOwner, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.border_title = t("decide-title")
        self._owner = owner
        self._stack: list[tuple[str, list[Choice]]] = []
        self._hint = ""
        self._advice: Text | None = None
        self._unseen = False  # a fresh menu with nothing highlighted yet

    def compose(self) -> ComposeResult:
        yield TextPanel(id="prompt")
        yield MenuList(self._highlight_moved, self.choose, id="options")
        yield TextPanel(id="hint")

    @property
    def options(self) -> MenuList:
        return self.query_one("#options", MenuList)

    @property
    def depth(self) -> int:
        return len(self._stack)

    def current(self) -> list[Choice]:
        return self._stack[-1][1] if self._stack else []

    def set_menu(
        self, prompt: Text, title: str, choices: list[Choice], hint: str, fresh: bool = False
    ) -> None:
        """Show a new menu. ``fresh``: the player has not seen it come (new dice, a card or
        another player's move came in between), so no option is highlighted and the first
        Enter only highlights one: an Enter meant for what was on screen before never plays
        a move nobody has looked at."""
        self.query_one("#prompt", TextPanel).set_text(prompt)
        self._hint = hint
        self._advice = None
        self._stack = [(title, numbered(choices, title))]
        self._fill(highlight=not fresh)

    def _fill(self, highlight: bool = True) -> None:
        title, choices = self._stack[-1]
        labels = []
        for k, c in enumerate(choices, start=1):
            # Passing has the same key in every menu (the menus put it last).
            key = "0" if isinstance(c.action, Pass) else f"{k}" if k <= 9 else " "
            label = Text(f"{key} ", style="bold")
            label.append(c.label + (" ▸" if c.children else ""))
            labels.append(label)
        set_border(self, plain(title))
        self._unseen = not highlight and bool(choices)
        self._fill_hint()
        # Highlights the first option (its preview shows), unless the menu is fresh.
        self.options.set_options(labels, highlight)

    def _fill_hint(self) -> None:
        """The keys line under the menu (with the hint asked for above it)."""
        choices = self.current()
        keys = "1–9" if len(choices) > 1 else "1"
        if any(isinstance(c.action, Pass) for c in choices):
            keys += ", 0"
        parts = [t("decide-keys-choose", keys=keys)] if choices else []
        if self._unseen:
            parts = [t("decide-keys-new", keys=keys)]
        if len(self._stack) > 1:
            parts.append(t("decide-keys-back"))
        if self._hint:
            parts.append(self._hint)
        line = Text(" · ".join(parts), style="dim")
        if self._advice is not None:
            line = Text.assemble(self._advice, "\n", line)
        self.query_one("#hint", TextPanel).set_text(line)

    def set_advice(self, advice: Text | None) -> None:
        """Show a hint above the keys line (until the next menu)."""
        self._advice = advice
        self._fill_hint()

    def highlighted_choice(self) -> Choice | None:
        """The option the highlight is on (None in an empty menu)."""
        index = self.options.highlighted
        choices = self.current()
        return choices[index] if index is not None and 0 <= index < len(choices) else None

    def _highlight_moved(self, index: int | None) -> None:
        if index is not None and self._unseen:  # the menu is seen now: the usual keys line
            self._unseen = False
            self._fill_hint()
        self._owner.menu_preview(self.highlighted_choice())

    def choose(self, index: int) -> None:
        choices = self.current()
        if not 0 <= index < len(choices):
            return
        c = choices[index]
        if c.children:
            title = c.title or c.label
            self._stack.append((title, numbered(c.children, title)))
            self._fill()
        else:  # an action, or a plain command of the screen (action None)
            self._owner.menu_chosen(c.action, index)

    def action_pick(self, k: int) -> None:
        choices = self.current()
        if k <= len(choices) and not isinstance(choices[k - 1].action, Pass):
            if choices[k - 1].children:  # a leaf replaces the menu: no need to move to it
                self.options.highlighted = k - 1
            self.choose(k - 1)

    def action_back(self) -> None:
        if len(self._stack) > 1:
            self._stack.pop()
            self._fill()
