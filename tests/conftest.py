import os

import pytest

from kingsburg.text import catalog


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
