"""Writes the parsed copy of the shipped data files (``data/shipped.json``).

    python -m kingsburg.data.shipped

Run it after editing data/*.yaml (and setting the new ``SHIPPED_DIGEST``): the app reads
the shipped files from this copy instead of parsing their YAML at every start.
tests/data/test_data.py checks that the copy holds what the YAML files hold.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from kingsburg.data.loader import FILES, SHIPPED_DIGEST, SHIPPED_FILE, data_dir
from kingsburg.data.yaml_text import parse


def shipped_copy(directory: Path) -> dict[str, Any]:
    """What SHIPPED_FILE holds for the YAML files in ``directory``."""
    files = {name: parse((directory / name).read_bytes(), name) for name in FILES}
    return {"digest": SHIPPED_DIGEST, "files": files}


def main() -> None:
    path = data_dir() / SHIPPED_FILE
    text = json.dumps(shipped_copy(data_dir()), ensure_ascii=False, separators=(",", ":"))
    path.write_text(text + "\n", encoding="utf-8")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
