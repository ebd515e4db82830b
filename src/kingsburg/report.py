"""``kingsburg report``: one file holding everything a maintainer needs."""

from __future__ import annotations

import json
import platform
import sys
import time
from pathlib import Path

from kingsburg.errors import FileProblem, KingsburgError, RecordError
from kingsburg.files import is_regular, read_limited
from kingsburg.paths import autosave_path, home_dir
from kingsburg.record import load_record
from kingsburg.record.format import engine_version
from kingsburg.text import t

# Where games are kept: the autosave, finished games, saved copies, crash copies.
RECORD_PLACES = ("games", "saves", "crashes")


def latest_record() -> Path | None:
    """The game to report by default: the newest finished game or crash copy (a game
    played on from a replay must not stand in for the one just finished), else the
    newest record of any kind."""
    home = home_dir()

    def newest(paths: list[Path]) -> Path | None:
        existing = [p for p in paths if is_regular(p)]
        return max(existing, key=lambda p: p.stat().st_mtime) if existing else None

    done = newest([p for d in ("games", "crashes") for p in (home / d).glob("*.json")])
    if done is not None:
        return done
    return newest([autosave_path()] + [p for d in RECORD_PLACES for p in (home / d).glob("*.json")])


def write_report(file: str | Path | None = None) -> Path:
    """Bundle ``file`` (default: ``latest_record()``) with versions and the last crash log."""
    source = Path(file) if file is not None else latest_record()
    if source is None:
        raise KingsburgError(t("error-report-nothing", folder=str(home_dir())))
    try:
        game = json.loads(load_record(source).to_json())
    except RecordError as e:
        raise KingsburgError(t("error-report-unreadable", reason=str(e))) from None
    report = {
        "kind": "kingsburg-bug-report",
        "program_version": engine_version(),
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "record_file": str(source),
        "record": game,
        "last_crash_log": _last_crash_log(),
    }
    folder = home_dir() / "reports"
    stamp = time.strftime("%Y%m%d-%H%M%S")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for n in range(1, 1000):  # two reports in one second get two files
            path = folder / (f"report-{stamp}.json" if n == 1 else f"report-{stamp}-{n}.json")
            try:
                with path.open("x", encoding="utf-8") as f:
                    f.write(json.dumps(report, indent=1) + "\n")
                return path
            except FileExistsError:
                continue
    except OSError as e:
        reason = str(e.strerror or e)
        raise KingsburgError(t("error-report-write", folder=str(folder), reason=reason)) from None
    raise KingsburgError(t("error-report-too-many", folder=str(folder)))


def _last_crash_log() -> str:
    logs = [p for p in (home_dir() / "logs").glob("crash-*.log") if is_regular(p)]
    if not logs:
        return ""
    newest = max(logs, key=lambda p: p.stat().st_mtime)
    try:
        return read_limited(newest, 1_000_000).decode("utf-8", errors="replace")
    except FileProblem as e:
        return f"(the log {newest.name} {e})"
