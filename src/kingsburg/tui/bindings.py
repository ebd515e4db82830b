"""Key descriptions in the player's language, worded when they are shown.

Textual makes a class's bindings when the class is created, before the language is chosen,
and can change with it. So the app's ``BINDINGS`` carry message ids as their descriptions
(``Binding("enter", "start", "key-start")``) and every screen of the app words them when
its ``active_bindings`` are read: the footer and the keys panel read them there, and a
``refresh_bindings()`` after a change of language shows the new words at once.
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from typing import TypeVar

from textual.binding import ActiveBinding, Binding
from textual.screen import ModalScreen

from kingsburg.text import has, language, t

# Textual's own words on keys that reach the footer or the keys panel (textual==8.2.8: the
# app's ctrl+q and ctrl+p, the screen's tab and shift+tab, an option list's and a button's
# keys), by the message that words them. A description we do not know stays as Textual has it.
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
