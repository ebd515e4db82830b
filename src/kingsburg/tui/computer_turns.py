"""The app's computer players taking their turns: each decision is worked out in a worker
thread (the app stays responsive), then played at the table's pace, unless an undo, a
pause or leaving the game made it stale meanwhile."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from textual.worker import get_current_worker

if TYPE_CHECKING:
    from textual.screen import Screen

    from kingsburg.bots import BotMove
    from kingsburg.engine import Action
    from kingsburg.reasons import Reason
    from kingsburg.tui.session_api import Session


class ComputerTurns:
    """Schedules the computers' decisions of ``session`` for the game screen ``screen``.

    ``play(action, reason)`` makes a decided move; ``status()`` redraws what the status line
    says of the computer (thinking, about to move); ``pace()`` is the seconds between two
    computer moves now."""

    def __init__(
        self,
        screen: Screen[None],
        session: Session,
        play: Callable[[Action, Reason], None],
        status: Callable[[], None],
        pace: Callable[[], float],
    ) -> None:
        self.screen = screen
        self.session = session
        self._play = play
        self._status = status
        self._pace = pace
        self.paused = False
        self.step_once = False  # paused, one more move wanted (watch mode's step)
        self.last_move_at = 0.0  # when the last move was made (the pace counts from it)
        # What is being thought about (moves played, think generation); a result for any
        # other key is stale and dropped (after an undo, pause or leaving).
        self._gen = 0
        self._key: tuple[int, int] = (-1, -1)
        self._held: tuple[tuple[int, int], BotMove] | None = None  # waiting for the screen

    def thinking(self) -> bool:
        return any(w.is_running for w in self.screen.workers if w.group == "computer")

    def moved(self) -> None:
        """A move was made now (the next computer move waits for the pace from here)."""
        self.last_move_at = time.monotonic()

    def maybe_think(self) -> None:
        """If a computer is to decide (and nothing is in the way), let it think in a
        thread; the app stays responsive meanwhile."""
        s, screen = self.session, self.screen
        p = s.computer_turn()
        if p < 0 or not screen.is_attached or screen.app.screen is not screen:
            return
        if self.paused and not self.step_once:
            return
        key = (s.moves, self._gen)
        if self._held is not None and self._held[0] == key:
            _, move = self._held
            self._held = None
            self._thought(key, move)
            return
        if key == self._key:
            return  # already thinking about this position
        self._key = key
        think_in_thread(screen, s.think_job(p), "computer", partial(self._thought, key))
        self._status()

    def _thought(self, key: tuple[int, int], move: BotMove) -> None:
        """The computer has decided: play it after the pace's pause (if still current)."""
        screen = self.screen
        if key != (self.session.moves, self._gen) or not screen.is_attached:
            return  # stale: an undo, a pause or leaving came first
        if screen.app.screen is not screen:  # e.g. the rules are open: play it on return
            self._held = (key, move)
            return
        wait = self.last_move_at + self._pace() - time.monotonic()
        if wait > 0.01:
            screen.set_timer(wait, partial(self._thought, key, move))
            self._status()
            return
        self.step_once = False
        self._key = (-1, -1)
        self._play(move.action, move.reason)

    def stop(self) -> None:
        """Drop whatever a computer is thinking (its result will be ignored)."""
        self._gen += 1
        self._key = (-1, -1)
        self._held = None
        self.screen.workers.cancel_group(self.screen, "computer")


def think_in_thread(
    screen: Screen[None], job: Callable[[], BotMove], group: str, done: Callable[[BotMove], None]
) -> None:
    """Run a bot's decision in a worker thread of ``screen`` (one per ``group``: a new one
    cancels the last); ``done`` gets the move on the app's thread, unless the worker was
    cancelled or the app has closed meanwhile."""

    def think() -> None:
        move = interruptible(job)
        if move is None:
            return
        with contextlib.suppress(RuntimeError):  # the app has closed meanwhile
            screen.app.call_from_thread(done, move)

    screen.run_worker(think, thread=True, group=group, exclusive=True, exit_on_error=True)


def interruptible(job: Callable[[], BotMove]) -> BotMove | None:
    """Run a bot's decision in this worker thread; None if the worker is cancelled first
    (the move is no longer wanted, or the app is closing and must not wait for it)."""
    from kingsburg.bots import Stopped, stop_when  # loaded already by the job

    worker = get_current_worker()
    try:
        with stop_when(lambda: worker.is_cancelled):
            return job()
    except Stopped:
        return None
