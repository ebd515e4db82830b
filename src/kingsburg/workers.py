"""Independent pieces of work in worker processes, for ``--jobs`` (arena, simulate)."""

from __future__ import annotations

import multiprocessing
import signal
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TypeVar

T = TypeVar("T")
R = TypeVar("R")


@contextmanager
def in_order(work: Callable[[T], R], items: Sequence[T], jobs: int) -> Iterator[Iterator[R]]:
    """The results of ``work(item)`` for each item, in the items' order; with ``jobs`` > 1
    from that many worker processes (``work`` and the items must then be picklable), so
    the results are the same whatever ``jobs`` is. A context manager, so that the workers
    end with the ``with`` block however it ends (a generator would leave them to whenever
    it is collected if the caller's loop body raised)."""
    if jobs <= 1 or len(items) <= 1:
        yield map(work, items)
        return
    # The workers leave Ctrl+C to this process, which then ends them at once (a pool that
    # waited for its work would keep a strong level's games going for minutes). Ctrl+C is
    # held back while they are started, so that none is forked before it ignores it (one
    # that took it would die and be replaced); a Ctrl+C held back arrives inside the ``try``,
    # whose ``finally`` ends the pool.
    _hold_ctrl_c(True)
    pool = None
    try:
        pool = multiprocessing.Pool(
            min(jobs, len(items)),
            initializer=signal.signal,
            initargs=(signal.SIGINT, signal.SIG_IGN),
        )
        _hold_ctrl_c(False)
        yield pool.imap(work, items)
        pool.close()
    finally:
        _hold_ctrl_c(False)
        if pool is not None:
            pool.terminate()
            pool.join()


def _hold_ctrl_c(hold: bool) -> None:
    """Hold Ctrl+C back (or let it through) in this thread, where signals can be masked."""
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_BLOCK if hold else signal.SIG_UNBLOCK, {signal.SIGINT})
