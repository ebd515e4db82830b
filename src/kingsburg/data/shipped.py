"""Writes the parsed copy of the shipped data files (``data/shipped.json``).

    python -m kingsburg.data.shipped

Run it after editing data/*.yaml: it validates the files (pydantic and every cross-check)
and writes them as parsed, with the digest of their bytes, so that the app reads them from
this copy instead of parsing and validating their YAML at every start.
tests/data/test_data.py checks that the copy holds what the YAML files hold.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import kingsburg.engine  # noqa: F401  (its rules say what the data may hold)
from kingsburg.data.loader import FILES, SHIPPED_FILE, data_dir, files_digest, load_ruleset
from kingsburg.data.yaml_text import parse


def shipped_copy(directory: Path) -> dict[str, Any]:
    """What SHIPPED_FILE holds for the YAML files in ``directory``."""
    raws = [(directory / name).read_bytes() for name in FILES]
    files = {name: parse(raw, name) for name, raw in zip(FILES, raws, strict=True)}
    return {"digest": files_digest(raws), "files": files}


def main() -> None:
    load_ruleset(data_dir(), trust_copy=False)  # DataError (one line) if a file is wrong
    path = data_dir() / SHIPPED_FILE
    text = json.dumps(shipped_copy(data_dir()), ensure_ascii=False, separators=(",", ":"))
    path.write_text(text + "\n", encoding="utf-8")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
