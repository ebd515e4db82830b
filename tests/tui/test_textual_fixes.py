"""The work-arounds for Textual are installed explicitly, only on a tested release, and
only onto classes shaped as expected. Each case runs in a fresh interpreter, since a fix once
installed stays for the process."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from kingsburg.tui import textual_fixes

ALL = sorted(fix.__name__ for fix in textual_fixes.FIXES)


def _run(setup: str) -> list[str]:
    """Run ``setup`` in a fresh interpreter, then the app's install; return what it says."""
    code = (
        "from kingsburg.tui import textual_fixes as f\n"
        f"{setup}\n"
        "from textual.strip import Strip\n"
        "print(sorted(f.install()))\n"
        "print('__getattr__' in Strip.__dict__)\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "KINGSBURG_TEXTUAL_FIXES"}
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60
    )
    assert out.returncode == 0, out.stderr
    return out.stdout.splitlines()


@pytest.mark.skipif(textual_fixes.tested_release() is None, reason="not a tested Textual")
def test_on_the_tested_release_every_fix_is_installed() -> None:
    assert _run("") == [str(ALL), "True"]


def test_an_untested_release_runs_textual_as_it_is() -> None:
    assert _run("f.TESTED = ('0.0.0',)") == ["[]", "False"]


def test_the_fixes_can_be_turned_off() -> None:
    assert _run("import os; os.environ['KINGSBURG_TEXTUAL_FIXES'] = 'off'") == ["[]", "False"]


@pytest.mark.skipif(textual_fixes.tested_release() is None, reason="not a tested Textual")
def test_a_strip_with_other_slots_is_left_alone() -> None:
    lines = _run("f._STRIP_SLOTS = ('_segments',)")
    assert lines == [str([name for name in ALL if name != "lazy_strip_caches"]), "False"]


def test_a_class_that_gained_slots_stops_every_fix() -> None:
    assert _run("from textual.strip import Strip; f._SLOTLESS = (Strip,)") == ["[]", "False"]
