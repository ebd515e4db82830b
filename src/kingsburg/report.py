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


def write_report() -> Path:
    save = autosave_path()
    if not save.exists():
        raise KingsburgError(f"no saved game to report (looked for {save})")
    try:
        record = load_record(save)
        game = json.loads(record.to_json())
    except RecordError as e:
        raise KingsburgError(f"the saved game cannot be read: {e}") from None
    report = {
        "kind": "kingsburg-bug-report",
        "program_version": engine_version(),
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "record": game,
    }
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = home_dir() / "reports" / f"report-{stamp}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    return path
