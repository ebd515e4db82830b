"""The decision panel: who decides what, and the legal options as a navigable menu."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from kingsburg.engine import Action, Pass
from kingsburg.tui.menus import Choice
from kingsburg.tui.safe import plain
from kingsburg.tui.widgets.panel import TextPanel


class DecisionPanel(Vertical):
    """Shows a menu of ``Choice``; Enter/number/click picks; Escape goes back a level."""

    class Chosen(Message):
        """A leaf of the menu was chosen: this action should be played (None: a command)."""

        def __init__(self, action: Action | None, generation: int, index: int = 0) -> None:
            super().__init__()
            self.action = action
            self.generation = generation  # the menu it came from (stale ones are ignored)
            self.index = index  # its place in the menu (for commands without an action)

    class Highlighted(Message):
        """The highlighted option changed (to preview its dice and target)."""

        def __init__(self, choice: Choice | None) -> None:
            super().__init__()
            self.choice = choice

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.border_title = "Decide"
        self._stack: list[tuple[str, list[Choice]]] = []
        self.generation = 0
        self._hint = ""
        self._advice: Text | None = None

    def compose(self) -> ComposeResult:
        yield TextPanel(id="prompt")
        yield OptionList(id="options")
        yield TextPanel(id="hint")

    @property
    def options(self) -> OptionList:
        return self.query_one("#options", OptionList)

    @property
    def depth(self) -> int:
        return len(self._stack)

    def current(self) -> list[Choice]:
        return self._stack[-1][1] if self._stack else []

    def set_menu(
        self, prompt: Text, title: str, choices: list[Choice], hint: str, generation: int = 0
    ) -> None:
        """Show a new menu. ``generation`` identifies the game position it belongs to."""
        self.generation = generation
        self.query_one("#prompt", TextPanel).set_text(prompt)
        self._hint = hint
        self._advice = None
        self._stack = [(title, choices)]
        self._fill()

    def _fill(self) -> None:
        title, choices = self._stack[-1]
        ol = self.options
        ol.clear_options()
        opts = []
        for k, c in enumerate(choices, start=1):
            # Passing has the same key in every menu (the menus put it last).
            key = "0" if isinstance(c.action, Pass) else f"{k}" if k <= 9 else " "
            label = Text(f"{key} ", style="bold")
            label.append(c.label + (" ▸" if c.children else ""))
            opts.append(Option(label))
        ol.add_options(opts)
        self.border_title = plain(title)
        keys = "1–9" if len(choices) > 1 else "1"
        if any(isinstance(c.action, Pass) for c in choices):
            keys += ", 0"
        parts = [f"↑↓ Enter or {keys}: choose"] if choices else []
        if len(self._stack) > 1:
            parts.append("Esc: back")
        if self._hint:
            parts.append(self._hint)
        line = Text(" · ".join(parts), style="dim")
        if self._advice is not None:
            line = Text.assemble(self._advice, "\n", line)
        self.query_one("#hint", TextPanel).set_text(line)
        if choices:
            ol.highlighted = 0
        self._preview()

    def set_advice(self, advice: Text | None) -> None:
        """Show a hint above the keys line (until the next menu)."""
        self._advice = advice
        self._fill()

    def _preview(self) -> None:
        ol = self.options
        choices = self.current()
        idx = ol.highlighted
        choice = choices[idx] if idx is not None and 0 <= idx < len(choices) else None
        self.post_message(self.Highlighted(choice))

    def choose(self, index: int) -> None:
        choices = self.current()
        if not 0 <= index < len(choices):
            return
        c = choices[index]
        if c.children:
            self._stack.append((c.title or c.label, c.children))
            self._fill()
        else:  # an action, or a plain command of the screen (action None)
            self.post_message(self.Chosen(c.action, self.generation, index))

    def action_pick(self, k: int) -> None:
        choices = self.current()
        if k <= len(choices) and not isinstance(choices[k - 1].action, Pass):
            self.options.highlighted = k - 1
            self.choose(k - 1)

    def action_back(self) -> None:
        if len(self._stack) > 1:
            self._stack.pop()
            self._fill()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.choose(event.option_index)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        self._preview()
