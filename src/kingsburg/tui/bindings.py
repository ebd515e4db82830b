"""Key descriptions in the player's language, worded when they are shown.

Textual makes a class's bindings when the class is created, before the language is chosen
(and the player may choose another while the app runs). So the app's ``BINDINGS`` carry
message ids as their descriptions (``Binding("enter", "start", "key-start")``) and every
screen of the app words them when its ``active_bindings`` are read: the footer and the
keys panel read them there, and a ``refresh_bindings()`` after a change of language shows
the new words at once.
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from typing import TypeVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import ActiveBinding, Binding
from textual.screen import ModalScreen
from textual.widgets import Static

from kingsburg.text import has, language, t

# Textual's own words on keys that reach the footer or the keys panel (textual==8.2.8: the
# app's ctrl+q and ctrl+p, the screen's tab and shift+tab, the keys of an option list, a
# button, a scrolling container, an input field and a text area), by the message that
# words them. A description we do not know stays as Textual has it.
TEXTUAL_KEYS: dict[str, str] = {
    "Quit": "key-quit",
    "Quit the app and return to the command prompt.": "key-quit-tooltip",
    "palette": "key-palette",
    "Open the command palette": "key-palette-tooltip",
    "Focus Next": "key-focus-next",
    "Focus Previous": "key-focus-previous",
    "Copy selected text": "key-copy",
    "Up": "key-up",
    "Down": "key-down",
    "First": "key-first",
    "Last": "key-last",
    "Page Up": "key-page-up",
    "Page Down": "key-page-down",
    "Select": "key-select",
    "Press button": "key-press-button",
    # a scrolling container's keys
    "Scroll Up": "key-tx-scroll-up",
    "Scroll Down": "key-tx-scroll-down",
    "Scroll Left": "key-tx-scroll-left",
    "Scroll Right": "key-tx-scroll-right",
    "Scroll Home": "key-tx-scroll-home",
    "Scroll End": "key-tx-scroll-end",
    "Page Left": "key-tx-page-left",
    "Page Right": "key-tx-page-right",
    # an input field's and a text area's keys
    "Move cursor left": "key-tx-move-cursor-left",
    "Move cursor left and select": "key-tx-move-cursor-left-and-select",
    "Move cursor left a word": "key-tx-move-cursor-left-a-word",
    "Move cursor left a word and select": "key-tx-move-cursor-left-a-word-and-select",
    "Move cursor right or accept the completion suggestion": "key-tx-move-cursor-right-or-accept",
    "Move cursor right and select": "key-tx-move-cursor-right-and-select",
    "Move cursor right a word": "key-tx-move-cursor-right-a-word",
    "Move cursor right a word and select": "key-tx-move-cursor-right-a-word-and-select",
    "Delete character left": "key-tx-delete-character-left",
    "Select all": "key-tx-select-all",
    "Go to start": "key-tx-go-to-start",
    "Go to end": "key-tx-go-to-end",
    "Select line start": "key-tx-select-line-start",
    "Select line end": "key-tx-select-line-end",
    "Delete character right": "key-tx-delete-character-right",
    "Submit": "key-tx-submit",
    "Delete left to start of word": "key-tx-delete-left-to-start-of-word",
    "Delete all to the left": "key-tx-delete-all-to-the-left",
    "Delete right to start of word": "key-tx-delete-right-to-start-of-word",
    "Delete all to the right": "key-tx-delete-all-to-the-right",
    "Cut selected text": "key-tx-cut-selected-text",
    "Paste text from the clipboard": "key-tx-paste-text-from-the-clipboard",
    "Cursor up": "key-tx-cursor-up",
    "Cursor down": "key-tx-cursor-down",
    "Cursor left": "key-tx-cursor-left",
    "Cursor right": "key-tx-cursor-right",
    "Cursor word left": "key-tx-cursor-word-left",
    "Cursor word right": "key-tx-cursor-word-right",
    "Cursor line start": "key-tx-cursor-line-start",
    "Cursor line end": "key-tx-cursor-line-end",
    "Cursor page up": "key-tx-cursor-page-up",
    "Cursor page down": "key-tx-cursor-page-down",
    "Cursor left word select": "key-tx-cursor-left-word-select",
    "Cursor right word select": "key-tx-cursor-right-word-select",
    "Cursor line start select": "key-tx-cursor-line-start-select",
    "Cursor line end select": "key-tx-cursor-line-end-select",
    "Cursor up select": "key-tx-cursor-up-select",
    "Cursor down select": "key-tx-cursor-down-select",
    "Cursor left select": "key-tx-cursor-left-select",
    "Cursor right select": "key-tx-cursor-right-select",
    "Select line": "key-tx-select-line",
    "Cut": "key-tx-cut",
    "Copy": "key-tx-copy",
    "Paste": "key-tx-paste",
    "Delete to line start": "key-tx-delete-to-line-start",
    "Delete to line end": "key-tx-delete-to-line-end",
    "Delete line": "key-tx-delete-line",
    "Undo": "key-tx-undo",
    "Redo": "key-tx-redo",
}


def describe(description: str) -> str:
    """A binding's description (a message id, or one of Textual's own) in the current
    language; anything else as it is."""
    if not description:
        return description
    msg_id = description if has(description, "en") else TEXTUAL_KEYS.get(description)
    return t(msg_id) if msg_id else description


@lru_cache(maxsize=1024)
def _worded(binding: Binding, code: str) -> Binding:
    description, tooltip = describe(binding.description), describe(binding.tooltip)
    if (description, tooltip) == (binding.description, binding.tooltip):
        return binding
    return dataclasses.replace(binding, description=description, tooltip=tooltip)


def worded(active: dict[str, ActiveBinding]) -> dict[str, ActiveBinding]:
    """The active bindings of a screen, their descriptions in the current language."""
    code = language()
    out = {}
    for key, entry in active.items():
        binding = _worded(entry.binding, code)
        out[key] = entry._replace(binding=binding, tooltip=describe(entry.tooltip))
    return out


R = TypeVar("R")


class WordedModal(ModalScreen[R]):
    """A dialog whose keys are worded in the current language (see the module's note)."""

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        return worded(super().active_bindings)


class Question(WordedModal[bool]):
    """A yes/no dialog: its text, answered by the keys a subclass binds to
    ``answer(True)`` and ``answer(False)``."""

    def __init__(self, text: Text) -> None:
        super().__init__()
        self.text = text

    def compose(self) -> ComposeResult:
        yield Static(self.text)

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)
