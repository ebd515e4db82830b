"""Where the program keeps its files: saves, reports and logs."""

from __future__ import annotations

import os
from pathlib import Path


def home_dir() -> Path:
    """The user data directory; ``KINGSBURG_HOME`` overrides it (tests always set it)."""
    override = os.environ.get("KINGSBURG_HOME")
    if override:
        return Path(override)
    from platformdirs import user_data_path

    return user_data_path("kingsburg")


def autosave_path() -> Path:
    return home_dir() / "autosave.json"
