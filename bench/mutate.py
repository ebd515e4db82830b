"""Mutation sample of the rules engine: do the fast tests notice a one-line change?

    python bench/mutate.py                    # 60 mutants, seed 1
    python bench/mutate.py --count 120 --seed 7 --timeout 180
    python bench/mutate.py --list             # every possible mutant, none run
    python bench/mutate.py --at winter.py:59  # the mutants of one line (a survivor's)

Each mutant changes one line of one module in src/kingsburg/engine/: a comparison
flipped (``<`` to ``>=``, ``==`` to ``!=``, ``in`` to ``not in``…), a whole-number constant
plus or minus 1, or a simple statement replaced by ``pass`` (the whole statement when it
is written over several lines). The mutants are drawn at
random (seeded) from every possible one, and each is run against the fast tests with
``pytest -x``; a mutant is killed when a test fails (or the run times out), and survives
when they all pass. A survivor is either an equivalent mutant (no behaviour changes) or
a hole in the tests: the report lists each with its line, for a person to judge.

The work happens in a copy of the repository in a temporary directory, which is removed
at the end: the real source files are never written, so a crash or an interrupt cannot
leave a mutant behind. Run it on one core (it runs one pytest at a time).
"""

from __future__ import annotations

import argparse
import ast
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENGINE = Path("src/kingsburg/engine")
FAST_TESTS = ("tests/golden", "tests/engine", "tests/record", "tests/sim")
COPIED = ("src", "data", "docs", "tests", "pyproject.toml")

_FLIP: dict[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Lt: ast.GtE,
    ast.GtE: ast.Lt,
    ast.Gt: ast.LtE,
    ast.LtE: ast.Gt,
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
}
# Statements that may stand alone on a line and be replaced by ``pass``. Not ``assert``:
# the engine's asserts narrow types for mypy or restate what the code before ensures, so
# deleting one changes nothing a test could see.
_DELETABLE = (
    ast.Expr,
    ast.Assign,
    ast.AugAssign,
    ast.AnnAssign,
    ast.Return,
    ast.Raise,
    ast.Continue,
    ast.Break,
)


@dataclass(frozen=True)
class Mutant:
    module: str  # file name, e.g. "winter.py"
    line: int  # 1-based
    kind: str  # "flip", "const", "delete"
    before: str  # the line as it is (lines, for a statement written over several)
    after: str  # the line mutated
    last: int = 0  # the statement's last line, when it is written over several

    @property
    def end(self) -> int:
        return self.last or self.line

    def describe(self) -> str:
        first = self.before.strip().splitlines()[0]
        more = f" (lines {self.line}-{self.last})" if self.last else ""
        return f"{self.module}:{self.line} {self.kind}: {first}{more} -> {self.after.strip()}"


def _one_line(node: ast.AST) -> bool:
    return getattr(node, "lineno", 0) == getattr(node, "end_lineno", -1)


def _replace(line: str, node: ast.expr, text: str) -> str:
    return line[: node.col_offset] + text + line[node.end_col_offset :]


def _docstrings(tree: ast.Module) -> set[int]:
    """Ids of the docstring expressions (not worth deleting: nothing reads them)."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0]))
    return out


def mutants_of(path: Path) -> list[Mutant]:
    """Every one-line mutant of a module, in the order of its lines."""
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines(keepends=True)
    tree = ast.parse(source)
    docstrings = _docstrings(tree)
    out: list[Mutant] = []

    def add(node: ast.AST, kind: str, after: str) -> None:
        before = lines[node.lineno - 1]  # type: ignore[attr-defined]
        if after != before:
            out.append(Mutant(path.name, node.lineno, kind, before, after))  # type: ignore[attr-defined]

    for node in ast.walk(tree):
        if isinstance(node, ast.Compare) and _one_line(node) and type(node.ops[0]) in _FLIP:
            flipped = ast.Compare(
                node.left, [_FLIP[type(node.ops[0])](), *node.ops[1:]], node.comparators
            )
            add(node, "flip", _replace(lines[node.lineno - 1], node, ast.unparse(flipped)))
        elif (
            isinstance(node, ast.Constant)
            and type(node.value) is int
            and _one_line(node)
            and node.col_offset >= 0
        ):
            line = lines[node.lineno - 1]
            if line[node.col_offset : node.end_col_offset] != repr(node.value):
                continue  # written another way (hex, underscores): leave it
            for delta in (1, -1):
                add(node, "const", _replace(line, node, str(node.value + delta)))
        elif isinstance(node, _DELETABLE) and id(node) not in docstrings:
            # A statement written over several lines goes as a whole (an event appended
            # with its fields, say): the line numbers after it stay the same.
            first, last = node.lineno, node.end_lineno or node.lineno
            text = "".join(lines[first - 1 : last])
            if text.strip() != ast.get_source_segment(source, node):
                continue  # shares a line with something else
            indent = text[: len(text) - len(text.lstrip())]
            after = f"{indent}pass\n" + "\n" * (last - first)
            out.append(Mutant(path.name, first, "delete", text, after, last if last > first else 0))
    return sorted(out, key=lambda m: (m.line, m.kind, m.after))


def all_mutants(root: Path) -> list[Mutant]:
    return [m for path in sorted((root / ENGINE).glob("*.py")) for m in mutants_of(path)]


def _copy_tree(root: Path, into: Path) -> None:
    for name in COPIED:
        src = root / name
        if src.is_dir():
            shutil.copytree(src, into / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            shutil.copy2(src, into / name)


def _env(copy: Path, home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(copy / "src"), str(copy)])
    env["PYTHONDONTWRITEBYTECODE"] = "1"  # a stale .pyc must never stand in for a mutant
    env["KINGSBURG_HOME"] = str(home)
    env["TEXTUAL_ANIMATIONS"] = "none"
    return env


def _run_tests(copy: Path, env: dict[str, str], tests: list[str], timeout: float) -> str:
    """ "killed", "survived" or "timeout" (counted as killed)."""
    command = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *tests]
    try:
        done = subprocess.run(
            command, cwd=copy, env=env, timeout=timeout, capture_output=True, check=False
        )
    except subprocess.TimeoutExpired:
        return "timeout"
    return "survived" if done.returncode == 0 else "killed"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=60, help="mutants to run (default 60)")
    parser.add_argument("--seed", type=int, default=1, help="which sample (default 1)")
    parser.add_argument(
        "--timeout",
        type=float,
        default=0,
        help="seconds per mutant (default: 4 times the unmutated run, at least 60)",
    )
    parser.add_argument(
        "--module",
        action="append",
        default=[],
        metavar="NAME",
        help="only mutants of this module (e.g. winter.py); repeatable",
    )
    parser.add_argument(
        "--tests",
        nargs="+",
        default=list(FAST_TESTS),
        metavar="PATH",
        help=f"the tests to run (default {' '.join(FAST_TESTS)})",
    )
    parser.add_argument(
        "--at",
        action="append",
        default=[],
        metavar="MODULE:LINE",
        help="only the mutants of this line (e.g. winter.py:59); repeatable",
    )
    parser.add_argument("--list", action="store_true", help="list every mutant, run none")
    args = parser.parse_args(argv)

    candidates = all_mutants(ROOT)
    if args.module:
        candidates = [m for m in candidates if m.module in args.module]
    if args.at:
        candidates = [m for m in candidates if f"{m.module}:{m.line}" in args.at]
    if args.list:
        for m in candidates:
            print(m.describe())
        print(f"{len(candidates)} mutants", file=sys.stderr)
        return 0
    sample = random.Random(args.seed).sample(candidates, min(args.count, len(candidates)))
    sample.sort(key=lambda m: (m.module, m.line, m.kind, m.after))

    with tempfile.TemporaryDirectory(prefix="kingsburg-mutate-") as tmp:
        copy, home = Path(tmp) / "repo", Path(tmp) / "home"
        copy.mkdir()
        home.mkdir()
        _copy_tree(ROOT, copy)
        env = _env(copy, home)
        where = subprocess.run(
            [sys.executable, "-c", "import kingsburg; print(kingsburg.__file__)"],
            cwd=copy,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        if not Path(where).is_relative_to(copy):
            print(f"the tests would import kingsburg from {where}, not the copy", file=sys.stderr)
            return 1
        start = time.perf_counter()
        if _run_tests(copy, env, args.tests, 3600) != "survived":
            print("the tests fail without any mutant: fix them first", file=sys.stderr)
            return 1
        baseline = time.perf_counter() - start
        timeout = args.timeout or max(60.0, 4 * baseline)
        print(
            f"{len(sample)} of {len(candidates)} mutants (seed {args.seed}); "
            f"unmutated tests {baseline:.0f} s, timeout {timeout:.0f} s",
            flush=True,
        )

        results: list[tuple[Mutant, str]] = []
        for i, m in enumerate(sample, 1):
            path = copy / ENGINE / m.module
            original = path.read_text(encoding="utf-8")
            lines = original.splitlines(keepends=True)
            assert "".join(lines[m.line - 1 : m.end]) == m.before
            lines[m.line - 1 : m.end] = [m.after]
            t0 = time.perf_counter()
            try:
                path.write_text("".join(lines), encoding="utf-8")
                outcome = _run_tests(copy, env, args.tests, timeout)
            finally:
                path.write_text(original, encoding="utf-8")
            results.append((m, outcome))
            print(
                f"[{i}/{len(sample)}] {outcome:<8} {time.perf_counter() - t0:5.1f} s  "
                f"{m.describe()}",
                flush=True,
            )

    _report(results)
    return 0


def _report(results: list[tuple[Mutant, str]]) -> None:
    total: Counter[str] = Counter()
    killed: Counter[str] = Counter()
    for m, outcome in results:
        total[m.module] += 1
        killed[m.module] += outcome != "survived"
    print(f"\n{'module':<16} {'mutants':>7} {'killed':>6} {'survived':>8}")
    for module in sorted(total):
        print(
            f"{module:<16} {total[module]:>7} {killed[module]:>6} "
            f"{total[module] - killed[module]:>8}"
        )
    n, k = sum(total.values()), sum(killed.values())
    print(f"{'all':<16} {n:>7} {k:>6} {n - k:>8}  ({100 * k / max(n, 1):.0f} % killed)")
    survivors = [m for m, outcome in results if outcome == "survived"]
    if survivors:
        print("\nsurvivors (equivalent, or a hole in the tests):")
        for m in survivors:
            print(f"  {m.describe()}")


if __name__ == "__main__":
    sys.exit(main())
