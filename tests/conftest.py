import os

import pytest


@pytest.fixture(autouse=True)
def _kingsburg_home(tmp_path, monkeypatch):
    """No test ever touches a real home directory."""
    monkeypatch.setenv("KINGSBURG_HOME", str(tmp_path / "kingsburg-home"))
    os.environ.setdefault("TEXTUAL_ANIMATIONS", "none")
