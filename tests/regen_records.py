"""Write the committed records again: ``python -m tests.regen_records`` (from the top of the
repository), after an intended change of the game data, the rules or the bots that the tests
about old files (``tests/record/format1``, ``tests/golden/records``) show; review the diff.

Only those tests read committed records; every other test plays the records it needs when
it runs (``tests/recorded_games.py``). The golden records are written by
``kingsburg simulate --record`` (the commands below), each with the output of
``kingsburg replay NAME.json --verify``; the format-1 records are the games of
``tests.recorded_games`` as a program of format 1 wrote them (no move hashes, the digest of
the data files). ``--check`` writes nothing and says which files would change (exit 1).
"""

from __future__ import annotations

import contextlib
import io
import os
import sys
import tempfile
from pathlib import Path

from kingsburg.cli import main as kingsburg
from tests.recorded_games import as_format, record

TESTS = Path(__file__).parent
GOLDEN = TESTS / "golden" / "records"
FORMAT1 = TESTS / "record" / "format1"

# Each golden record: the arguments of ``kingsburg simulate`` that play it (one game).
GOLDEN_GAMES = {
    "base-3p": ["--players", "3", "--seed", "7", "--bot", "solid,beginner,greedy"],
    "modules-5-6-4p": [
        *("--players", "4", "--seed", "11", "--bot", "solid,beginner,greedy,random"),
        *("--module", "5", "--module", "6"),
    ],
    "variants-2p": [
        *("--players", "2", "--seed", "5", "--bot", "solid,beginner", "--module", "6"),
        *("--variant", "inverted-tiles", "--variant", "alt-reinforcements"),
    ],
}
# Each format-1 file: the game of ``tests.recorded_games`` it holds.
FORMAT1_GAMES = {
    "app-finished.json": "app-finished",
    "app-play-on.json": "app-play-on",
    "app-unfinished.json": "app-unfinished",
    "simulate-2p-solid.json": "2p-solid",
    "simulate-3p-inverted.json": "3p-inverted",
    "simulate-5p-modules.json": "5p-modules",
}


def _run(args: list[str]) -> str:
    out, err = io.StringIO(), io.StringIO()  # stderr: simulate's timings, or a problem
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = kingsburg([*args, "--lang", "en"])
    if code != 0:
        raise SystemExit(f"kingsburg {' '.join(args)}: exit {code}: {err.getvalue()}")
    return out.getvalue()


def _golden(name: str, scratch: Path) -> dict[str, str]:
    """The golden record ``name`` and its verify output, by file name."""
    folder = scratch / name
    _run(["simulate", *GOLDEN_GAMES[name], "--games", "1", "--record", str(folder)])
    (written,) = folder.glob("*.json")
    text = written.read_text(encoding="utf-8")
    (folder / f"{name}.json").write_text(text, encoding="utf-8")
    here = Path.cwd()
    os.chdir(folder)  # the output names the file as given
    try:
        verified = _run(["replay", f"{name}.json", "--verify"])
    finally:
        os.chdir(here)
    return {f"{name}.json": text, f"{name}.verify.txt": verified}


def wanted() -> dict[Path, str]:
    """Every committed record file, as this program writes it."""
    files: dict[Path, str] = {}
    with tempfile.TemporaryDirectory() as scratch:
        for name in GOLDEN_GAMES:
            for file, text in _golden(name, Path(scratch)).items():
                files[GOLDEN / file] = text
    for file, game in FORMAT1_GAMES.items():
        files[FORMAT1 / file] = as_format(record(game), 1).to_json()
    return files


def main(argv: list[str]) -> int:
    check = argv == ["--check"]
    changed = []
    for path, text in wanted().items():
        old = path.read_text(encoding="utf-8") if path.exists() else None
        if old != text:
            changed.append(path)
            if not check:
                path.write_text(text, encoding="utf-8")
        print(f"{path.relative_to(TESTS.parent)}: {'changed' if old != text else 'the same'}")
    return 1 if check and changed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
