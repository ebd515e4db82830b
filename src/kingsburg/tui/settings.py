"""Choices remembered between games (not rules: they change no game's record)."""

from __future__ import annotations

import json
from pathlib import Path

from kingsburg.errors import KingsburgError
from kingsburg.files import read_json, write_atomic

MAX_SETTINGS_BYTES = 4096  # a few choices; anything larger is not ours


def settings_path(home: Path) -> Path:
    return home / "settings.json"


def load_ask_rewards(home: Path) -> bool:
    """The setup option "ask before taking each reward" (off unless chosen, and off when
    the file is missing, damaged or not a file at all)."""
    try:
        raw = read_json(settings_path(home), MAX_SETTINGS_BYTES)
    except KingsburgError:
        return False
    return isinstance(raw, dict) and raw.get("ask_rewards") is True


def save_ask_rewards(home: Path, ask: bool) -> None:
    write_atomic(settings_path(home), json.dumps({"ask_rewards": ask}))
