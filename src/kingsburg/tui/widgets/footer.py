"""The keys line at the bottom of a screen: one widget drawing one line of text.

Textual's Footer is a container of one widget per key, rebuilt (composed, styled, laid
out) a frame after every change of the screen's bindings: one or two extra frames after a
move that changes which keys work, and a dozen new widgets each time. This one draws the
same line itself, as a text panel (drawn the short way), in the frame of the change, and
never mounts anything.
"""

from __future__ import annotations

from typing import ClassVar

from rich.style import Style
from rich.text import Text
from textual import events
from textual.screen import Screen

from kingsburg.tui.widgets.panel import TextPanel

Shown = tuple[tuple[str, str, str, bool], ...]  # (key, display, description, enabled)


ESSENTIAL_KEYS = ("f1", "ctrl+q")  # shown whatever else is left out (see ``_fitting``)


class Footer(TextPanel, can_focus=False):
    DEFAULT_CSS = """
    Footer {
        dock: bottom;
        height: 1;
        color: $footer-foreground;
        background: $footer-background;
    }
    Footer > .footer--key {
        color: $footer-key-foreground;
        background: $footer-key-background;
        text-style: bold;
    }
    Footer > .footer--description {
        color: $footer-description-foreground;
        background: $footer-description-background;
    }
    """
    COMPONENT_CLASSES: ClassVar[set[str]] = {"footer--key", "footer--description"}

    def __init__(self, *, show_command_palette: bool = True) -> None:
        super().__init__()
        self.show_command_palette = show_command_palette
        self._shown: Shown = ()
        self._palette: tuple[str, str, str, bool] | None = None
        self._spans: list[tuple[int, int, str, bool]] = []  # (start, end, key, enabled)

    def on_mount(self) -> None:
        # Called at once (not a message later), so the line changes in the frame of the
        # move that changed the keys.
        self.screen.bindings_updated_signal.subscribe(self, self.bindings_changed, immediate=True)
        self.bindings_changed(self.screen)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def shown(self) -> tuple[Shown, tuple[str, str, str, bool] | None]:
        """The keys the line would show now (the first key of each action, as Textual's
        footer does) and the command palette's key for the right end."""
        app = self.app
        palette_key = app.COMMAND_PALETTE_BINDING
        keys: list[tuple[str, str, str, bool]] = []
        actions: set[str] = set()
        palette = None
        for key, (_node, binding, enabled, _tooltip) in self.screen.active_bindings.items():
            entry = (
                binding.key,
                app.get_key_display(binding),
                binding.description,  # worded by the screen (tui/bindings.py)
                enabled,
            )
            if key == palette_key:
                if self.show_command_palette and app.ENABLE_COMMAND_PALETTE:
                    palette = entry
            elif binding.show and binding.action not in actions:
                actions.add(binding.action)
                keys.append(entry)
        return tuple(keys), palette

    def bindings_changed(self, screen: Screen[object]) -> None:
        if not self.is_attached or screen is not self.screen:
            return
        shown, palette = self.shown()
        if (shown, palette) != (self._shown, self._palette):
            self._shown, self._palette = shown, palette
            self.redraw()

    @property
    def descriptions(self) -> list[str]:
        """What each key shown does (for tests)."""
        return [d for _k, _disp, d, _e in self._shown]

    def build(self) -> Text:
        key_style = self.get_component_rich_style("footer--key", partial=True)
        desc_style = self.get_component_rich_style("footer--description", partial=True)
        line = Text(no_wrap=True, overflow="crop")
        spans: list[tuple[int, int, str, bool]] = []

        def add(entry: tuple[str, str, str, bool], lead: str = " ") -> None:
            key, display, description, enabled = entry
            dim = Style(dim=not enabled)  # a key that does nothing now is greyed out
            start = line.cell_len
            line.append(f"{lead}{display} ", key_style + dim)
            line.append(f"{description} ", desc_style + dim)
            spans.append((start, line.cell_len, key, enabled))

        # Without the space between keys when they would not fit otherwise (80 columns).
        wide = sum(len(disp) + len(desc) + 3 for _k, disp, desc, _e in self._shown)
        lead = " " if wide <= self.size.width else ""
        for entry in self._fitting(lead):
            add(entry, lead)
        if self._palette is not None:  # at the right end, after a thin rule
            _k, display, description, _e = self._palette
            right = 1 + len(display) + 1 + len(description) + 1
            gap = self.size.width - line.cell_len - right
            if gap >= 0:
                line.append(" " * gap)
                line.append("▏", "dim")
                add(self._palette, lead="")
        self._spans = spans
        return line

    def _fitting(self, lead: str) -> list[tuple[str, str, str, bool]]:
        """The keys that fit whole, in their order: the help and quit keys always (a player
        must be able to find the rules and leave), the others from the left while there is
        room; a key that does not fit is left out, never cut in the middle of a word."""

        def width(entry: tuple[str, str, str, bool]) -> int:
            return len(lead) + len(entry[1]) + len(entry[2]) + 2

        always = [e for e in self._shown if e[0].split(",")[0] in ESSENTIAL_KEYS]
        room = self.size.width - sum(width(e) for e in always)
        kept = set(always)
        for entry in self._shown:
            if entry not in kept and width(entry) <= room:
                kept.add(entry)
                room -= width(entry)
        return [e for e in self._shown if e in kept]

    def on_click(self, event: events.Click) -> None:
        for start, end, key, enabled in self._spans:
            if start <= event.x < end:
                if enabled:
                    self.app.simulate_key(key)
                else:
                    self.app.bell()
                return
