import os
import signal

import pytest

import kingsburg.engine  # noqa: F401  (as every command does before it loads the game data)
from kingsburg.text import catalog

# A shell runs a background job with Ctrl+C ignored, and an ignored signal stays ignored in
# every process started from it: the tests that stop a process with Ctrl+C (SIGINT) could not.
# A handler of our own is reset to the default in each child, which then reacts as from a
# terminal.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)


@pytest.fixture(autouse=True)
def _kingsburg_home(tmp_path, monkeypatch):
    """No test ever touches a real home directory, and every test reads English whatever the
    machine's locale (a test of another language sets it itself); a message that cannot be
    rendered fails the test instead of falling back to English."""
    monkeypatch.setenv("KINGSBURG_HOME", str(tmp_path / "kingsburg-home"))
    monkeypatch.setenv("KINGSBURG_LANG", "en")
    os.environ.setdefault("TEXTUAL_ANIMATIONS", "none")
    monkeypatch.setattr(catalog, "strict", True)
    catalog.set_language("en")
    yield
    catalog.set_language("en")


@pytest.fixture(scope="session")
def recorded():
    """Records played at test time, once per session (``tests/recorded_games.py``):
    ``recorded("base-3p")`` is a copy, of the current format, that a test may change."""
    from .recorded_games import record

    return record


@pytest.fixture
def pseudo_language(tmp_path_factory, monkeypatch):
    """The pseudo-language ``xx`` (tests/text/pseudo.py) beside the real ones, chosen."""
    from kingsburg.text import lang

    from .text.pseudo import CODE, make_pseudo

    root = tmp_path_factory.mktemp("locales")
    for code in lang.available():
        (root / code).symlink_to(lang.LOCALES / code)
    make_pseudo(lang.LOCALES / "en", root / CODE)
    monkeypatch.setattr(lang, "LOCALES", root)
    lang.available.cache_clear()
    catalog.bundle.cache_clear()
    catalog.set_language(CODE)
    yield CODE
    catalog.set_language("en")
    monkeypatch.undo()
    lang.available.cache_clear()
    catalog.bundle.cache_clear()
