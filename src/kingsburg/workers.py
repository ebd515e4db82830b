"""Independent pieces of work in worker processes, for ``--jobs`` (arena, simulate)."""

from __future__ import annotations

import multiprocessing
import signal
from collections.abc import Callable, Iterator, Sequence
from typing import TypeVar

T = TypeVar("T")
R = TypeVar("R")


def in_order(work: Callable[[T], R], items: Sequence[T], jobs: int) -> Iterator[R]:
    """``work(item)`` for each item, yielded in the items' order; with ``jobs`` > 1 in that
    many worker processes (``work`` and the items must then be picklable), so the results
    are the same whatever ``jobs`` is."""
    if jobs <= 1 or len(items) <= 1:
        yield from map(work, items)
        return
    # The workers leave Ctrl+C to this process, which then ends them at once (a pool that
    # waited for its work would keep a strong level's games going for minutes).
    pool = multiprocessing.Pool(
        min(jobs, len(items)), initializer=signal.signal, initargs=(signal.SIGINT, signal.SIG_IGN)
    )
    try:
        yield from pool.imap(work, items)
        pool.close()
    finally:
        pool.terminate()
        pool.join()
