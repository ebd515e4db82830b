"""Cold start of ``kingsburg``: from launching the process to the first paint of the setup
screen, for this tree and optionally against another checkout, runs interleaved.

    python bench/cold_start.py                        # this tree, 15 runs
    git worktree add /tmp/base 4868500
    python bench/cold_start.py --vs /tmp/base         # this tree against that one
    python bench/cold_start.py --vs /tmp/base --vs /tmp/main   # against both (repeatable)

Each run starts ``kingsburg`` (the command line's ``main``, no arguments) in a fresh
interpreter, headless at 120x40 with an empty home, and ends it at the first paint of the
setup screen. Reported per tree: the median, min and max of the seconds from launch
(interpreter start included: what a player waits) and from the first line of the script
(imports and app start only), and for each --vs the median of the pairwise ratios of this
tree to it. The runs alternate between the trees so that a change in the machine's load hits
both alike.

Each tree's bytecode is compiled before the runs, as ``pip install`` does, so that a start
is what a player waits after installing. With ``--no-bytecode`` each start compiles the
trees' sources instead (their ``__pycache__`` folders are removed, and nothing is written:
``PYTHONDONTWRITEBYTECODE=1``), which weighs every line of the package, imported or not
by the first screen, far more than a player's start does.
"""

from __future__ import annotations

import argparse
import compileall
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHILD = r"""
import time
t0 = time.perf_counter()
import sys
import textual.app as tapp
import textual.screen as tscreen

import kingsburg.tui.terminal as term

term.check_terminal = lambda: None  # headless: no terminal needed (patched before any import)
run = tapp.App.run


def headless_run(self, *args, **kwargs):
    kwargs.update(headless=True, size=(120, 40))
    return run(self, *args, **kwargs)


tapp.App.run = headless_run
refresh = tscreen.Screen._compositor_refresh
done = []


def first_paint(self):
    refresh(self)
    if type(self).__name__ == "SetupScreen" and not done:
        done.append(1)
        print(time.time(), time.perf_counter() - t0, flush=True)
        self.app.exit()


tscreen.Screen._compositor_refresh = first_paint
from kingsburg.cli import main

main([])
"""


def one_run(tree: Path, bytecode: bool) -> tuple[float, float]:
    """(seconds from launch, seconds from the script's first line) to the first paint."""
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "KINGSBURG_HOME": home, "PYTHONPATH": str(tree / "src")}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        if not bytecode:
            env["PYTHONDONTWRITEBYTECODE"] = "1"
        start = time.time()
        out = subprocess.run(
            [sys.executable, "-c", CHILD],
            capture_output=True,
            text=True,
            env=env,
            cwd=home,
            check=False,
        )
    lines = out.stdout.strip().splitlines()
    if out.returncode != 0 or not lines:
        raise SystemExit(f"cold_start: {tree} failed:\n{out.stderr[-2000:]}")
    painted, inside = (float(x) for x in lines[-1].split())
    return painted - start, inside


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=15, help="runs of each tree (default 15)")
    ap.add_argument(
        "--vs", type=Path, action="append", default=[], help="another checkout to compare with"
    )
    ap.add_argument("--no-bytecode", action="store_true", help="compile the sources at each start")
    args = ap.parse_args()
    bytecode = not args.no_bytecode
    trees = [ROOT] + [vs.resolve() for vs in args.vs]
    for tree in trees:
        if bytecode:
            compileall.compile_dir(tree / "src", quiet=1)
        else:
            for cache in (tree / "src").rglob("__pycache__"):
                shutil.rmtree(cache)
    times: dict[Path, list[tuple[float, float]]] = {tree: [] for tree in trees}
    for tree in trees:  # a warm-up each: the first run reads the files from disk
        one_run(tree, bytecode)
    for _ in range(args.runs):
        for tree in trees:
            times[tree].append(one_run(tree, bytecode))
    how = "bytecode compiled first" if bytecode else "sources compiled at each start"
    print(f"load: {os.getloadavg()[0]:.2f} (1 min); {args.runs} runs each, interleaved; {how}")
    for tree, runs in times.items():
        launch = [r[0] for r in runs]
        inside = [r[1] for r in runs]
        print(
            f"{tree.name}: from launch median {statistics.median(launch):.3f}s "
            f"(min {min(launch):.3f}, max {max(launch):.3f}); "
            f"from the script's start median {statistics.median(inside):.3f}s "
            f"(min {min(inside):.3f}, max {max(inside):.3f})"
        )
    for other in trees[1:]:
        for i, what in enumerate(("from launch", "from the script's start")):
            ratios = [a[i] / b[i] for a, b in zip(times[ROOT], times[other], strict=True)]
            median = statistics.median(ratios)
            print(f"ratio {ROOT.name}/{other.name} {what}: median {median:.3f}")


if __name__ == "__main__":
    main()
