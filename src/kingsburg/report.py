"""``kingsburg report``: one file holding everything a maintainer needs."""

from __future__ import annotations

import json
import platform
import sys
import time
from pathlib import Path

from kingsburg.errors import KingsburgError, RecordError
from kingsburg.paths import autosave_path, home_dir
from kingsburg.record import load_record
from kingsburg.record.format import engine_version

# Where games are kept: the autosave, finished games, saved copies, crash copies.
RECORD_PLACES = ("games", "saves", "crashes")


def latest_record() -> Path | None:
    """The most recently written game record, wherever the app put it."""
    home = home_dir()
    candidates = [autosave_path()] + [p for d in RECORD_PLACES for p in (home / d).glob("*.json")]
    existing = [p for p in candidates if p.is_file()]
    return max(existing, key=lambda p: p.stat().st_mtime) if existing else None


def write_report() -> Path:
    source = latest_record()
    if source is None:
        raise KingsburgError(f"no saved game to report (looked in {home_dir()})")
    try:
        game = json.loads(load_record(source).to_json())
    except RecordError as e:
        raise KingsburgError(f"the saved game cannot be read: {e}") from None
    logs = sorted((home_dir() / "logs").glob("crash-*.log"), key=lambda p: p.stat().st_mtime)
    report = {
        "kind": "kingsburg-bug-report",
        "program_version": engine_version(),
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "record_file": str(source),
        "record": game,
        "last_crash_log": logs[-1].read_text(encoding="utf-8", errors="replace") if logs else "",
    }
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = home_dir() / "reports" / f"report-{stamp}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    return path
