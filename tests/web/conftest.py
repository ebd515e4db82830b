from collections.abc import Iterator
from pathlib import Path

import pytest

from .helpers import Served


@pytest.fixture
def served(tmp_path: Path) -> Iterator[Served]:
    server = Served(tmp_path)
    try:
        yield server
    finally:
        server.stop()
