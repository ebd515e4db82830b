"""Where the program keeps its files: saves, reports and logs."""

from __future__ import annotations

import os
import tempfile
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


def home_problem(home: Path | None = None) -> str:
    """One line saying why games cannot be saved in the home, or "" if they can: it must be
    a folder (created if missing) where a file can be written."""
    home = home_dir() if home is None else home
    try:
        home.mkdir(parents=True, exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=home, prefix=".write-test-"):
            pass
    except OSError as e:
        from kingsburg.text import t

        reason = e.strerror or str(e)
        if isinstance(e, (FileExistsError, NotADirectoryError)):
            reason = t("app-home-file-in-the-way")
        return t("app-home-problem", folder=str(home), problem=reason)
    return ""
