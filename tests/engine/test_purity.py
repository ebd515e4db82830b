"""The engine stays pure: no user interface, no randomness, no files."""

from __future__ import annotations

import ast
from pathlib import Path

import kingsburg.engine

FORBIDDEN = {
    "textual",
    "rich",
    "random",
    "os",
    "pathlib",
    "io",
    "shutil",
    "subprocess",
    "socket",
    "tempfile",
    "time",
}


def test_engine_imports_nothing_impure() -> None:
    root = Path(kingsburg.engine.__file__).parent
    for path in root.rglob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                assert name.split(".")[0] not in FORBIDDEN, f"{path.name} imports {name}"
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id != "open", f"{path.name} opens a file"
