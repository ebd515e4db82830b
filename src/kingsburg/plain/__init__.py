"""Plain mode (``kingsburg --plain``): the game as lines of text for screen readers, braille
displays and scripts. The same sessions as the app (``kingsburg.tui.session_api``): each
event is printed once as the log's sentence, each decision is a numbered list answered by
its number, the board is described on request. No colour, no cursor movement, no escape
codes: see docs/plain.md.

Only ``plain_wanted`` lives here: every start of the app asks it, and it must not bring in
plain mode's modules (``kingsburg.plain.start`` holds the rest)."""

from __future__ import annotations

import os
from collections.abc import Mapping


def plain_wanted(asked: bool, env: Mapping[str, str] | None = None) -> bool:
    """``--plain``, or a terminal that says it can do nothing but lines (TERM=dumb: Emacs'
    shell, some screen-reader setups) where the full-screen app would be noise."""
    env = os.environ if env is None else env
    return asked or env.get("TERM") == "dumb"
