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
    """The game to report by default: the newest finished game or crash copy (a game
    played on from a replay must not stand in for the one just finished), else the
    newest record of any kind."""
    home = home_dir()

    def newest(paths: list[Path]) -> Path | None:
        existing = [p for p in paths if p.is_file()]
        return max(existing, key=lambda p: p.stat().st_mtime) if existing else None

    done = newest([p for d in ("games", "crashes") for p in (home / d).glob("*.json")])
    if done is not None:
        return done
    return newest([autosave_path()] + [p for d in RECORD_PLACES for p in (home / d).glob("*.json")])


def write_report(file: str | Path | None = None) -> Path:
    """Bundle ``file`` (default: ``latest_record()``) with versions and the last crash log."""
    source = Path(file) if file is not None else latest_record()
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
