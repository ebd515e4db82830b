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
    # that took it would die and be replaced); a Ctrl+C held back arrives once the ``try``
    # below is entered, where the pool is ended.
    hold = hasattr(signal, "pthread_sigmask")
    if hold:
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        pool = multiprocessing.Pool(
            min(jobs, len(items)),
            initializer=signal.signal,
            initargs=(signal.SIGINT, signal.SIG_IGN),
        )
    except BaseException:
        if hold:
            signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
        raise
    try:
        if hold:
            signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
        yield pool.imap(work, items)
        pool.close()
    finally:
        pool.terminate()
        pool.join()
