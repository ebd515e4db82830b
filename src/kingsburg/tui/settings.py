"""Choices remembered between games (not rules: they change no game's record)."""

from __future__ import annotations

import json
from pathlib import Path


def settings_path(home: Path) -> Path:
    return home / "settings.json"


def load_ask_rewards(home: Path) -> bool:
    """The setup option "ask before taking each reward" (off unless chosen)."""
    try:
        raw = json.loads(settings_path(home).read_text(encoding="utf-8"))
        return isinstance(raw, dict) and raw.get("ask_rewards") is True
    except (OSError, ValueError):
        return False


def save_ask_rewards(home: Path, ask: bool) -> None:
    path = settings_path(home)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps({"ask_rewards": ask}), encoding="utf-8")
    tmp.replace(path)
