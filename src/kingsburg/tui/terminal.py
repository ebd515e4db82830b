"""Whether the app has a terminal to draw on. Kept apart from the app (no Textual import),
so that ``kingsburg`` without a terminal says so at once."""

from __future__ import annotations

import os
import sys
from typing import Any

from kingsburg.errors import NeedsTerminal


def check_terminal() -> None:
    """NeedsTerminal unless the app can draw: stdin and stdout a terminal, or a driver
    chosen for it (``kingsburg serve`` runs each tab's app through pipes, with its own)."""
    if os.environ.get("TEXTUAL_DRIVER"):
        return
    if not (_isatty(sys.stdin) and _isatty(sys.stdout)):
        from kingsburg.text import t  # (only now: the usual start needs no words here)

        raise NeedsTerminal(t("cli-error-needs-terminal"))


def _isatty(stream: Any) -> bool:
    try:
        return stream is not None and bool(stream.isatty())
    except (AttributeError, ValueError, OSError):  # closed or not a real stream
        return False
