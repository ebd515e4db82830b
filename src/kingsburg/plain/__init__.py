"""Plain mode (``kingsburg --plain``): the game as lines of text for screen readers, braille
displays and scripts. The same sessions as the app (``kingsburg.tui.session_api``): each
event is printed once as the log's sentence, each decision is a numbered list answered by
its number, the board is described on request. No colour, no cursor movement, no escape
codes: see docs/plain.md."""

from kingsburg.plain.start import plain_wanted, run_plain, run_plain_join

__all__ = ["plain_wanted", "run_plain", "run_plain_join"]
