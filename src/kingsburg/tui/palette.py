"""Textual's command palette, with its own words in the player's language.

Textual (8.2.8) has no translations: the palette's placeholder is an argument (the app
passes its own, see ``KingsburgApp.action_command_palette``), but the line it shows when
nothing matches is a fixed English "No matches found", added to the list by a countdown
inside ``CommandPalette._start_no_matches_countdown``. This palette words that line anew
once Textual has added it (a moment later, by the same countdown); on a Textual without
that method nothing here runs and the line stays English. Can go when Textual lets an app
word the palette's lines (or this project words them another way).
"""

from __future__ import annotations

import contextlib
from typing import Any

from rich.align import Align
from rich.text import Text
from textual.command import CommandList, CommandPalette
from textual.css.query import NoMatches
from textual.widgets.option_list import OptionDoesNotExist

from kingsburg.text import t


class WordedPalette(CommandPalette):
    def _start_no_matches_countdown(self, search_value: str) -> None:
        super()._start_no_matches_countdown(search_value)
        if search_value:
            delay: Any = getattr(self, "_NO_MATCHES_COUNTDOWN", 0.5)
            self.set_timer(float(delay) + 0.01, self._word_no_matches)

    def _word_no_matches(self) -> None:
        option_id = getattr(self, "_NO_MATCHES", None)
        if not isinstance(option_id, str):
            return
        with contextlib.suppress(NoMatches, OptionDoesNotExist):
            line = Align.center(Text(t("palette-no-matches"), style="not bold"))
            self.query_one(CommandList).replace_option_prompt(option_id, line)
