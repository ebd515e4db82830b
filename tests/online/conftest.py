from __future__ import annotations

from collections.abc import Iterator

import pytest

from .helpers import HostProcess


@pytest.fixture(autouse=True)
def _no_host_outlives_its_test() -> Iterator[None]:
    """A test that fails before it stops its host would leave the process running (and
    serving) after the whole run; kill each one its test left."""
    yield
    while HostProcess.started:
        proc = HostProcess.started.pop().proc
        if proc.poll() is None:
            proc.kill()
            proc.wait(10)
