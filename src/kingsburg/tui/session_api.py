"""What the game screen needs of a game, wherever it runs: the session interface.

Two sessions implement it: ``GameSession`` (``session.py``), the game running in this app
(hot seat, computers thinking here, autosaves), and ``RemoteSession`` (``remote.py``), one
seat of a table that ``kingsburg host`` runs elsewhere. The screens talk only to this
interface, so that they never know which one they show.

Players are indices into the game's player list. ``state`` is the most this app may know:
the true state for a local game (render it only through ``public`` and ``secrets``), the
seat's own view for a remote one.
"""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from kingsburg.bots import BotMove
    from kingsburg.engine import Action, Event, GameState, Standing, Turn
    from kingsburg.lesson import Lesson
    from kingsburg.reasons import Reason
    from kingsburg.tui.reports import BattleReport
    from kingsburg.tui.style import PlayerStyle


class Listener(Protocol):
    """Who shows a session whose game changes by itself (other seats play at a table)."""

    def session_changed(self, events: list[Event], log_rebuilt: bool = False) -> None:
        """The game moved on (or a seat came or went): redraw, then show ``events``.
        ``log_rebuilt``: the log is not the last one with lines added (draw it anew)."""

    def session_message(self, text: str, bad: bool) -> None:
        """One line to tell the player (a refused move, a lost connection)."""


class Session(Protocol):
    styles: list[PlayerStyle]
    seats: tuple[str, ...]  # per player: "person" or who plays for them
    lesson: Lesson | None  # "Learn to play": what it has explained (None: a usual game)

    # --- what the game is -------------------------------------------------------------

    @property
    def state(self) -> GameState: ...
    @property
    def names(self) -> list[str]: ...
    @property
    def n(self) -> int: ...
    @property
    def seed(self) -> int: ...
    @property
    def moves(self) -> int:
        """Moves in the game's record so far (chance outcomes included)."""

    @property
    def over(self) -> bool: ...
    @property
    def people(self) -> list[int]:
        """The players who decide at this app's keyboard."""

    @property
    def watch(self) -> bool:
        """No person decides here: computers play on their own."""

    def public(self) -> GameState:
        """What everybody at the table may see."""

    def turn(self) -> Turn: ...
    def legal(self) -> list[Action]:
        """The moves of the player to decide (when this app decides for them)."""

    def text(self, action: Action) -> str:
        """``action`` in the record notation."""

    def public_log(self) -> list[tuple[int, Event]]:
        """(move number, event) of what everybody may see, computers' reasons included."""

    def buildable(self, player: int) -> list[int]: ...
    def cost(self, player: int, index: int) -> tuple[int, int, int]: ...
    def secrets(self, player: int) -> list[str]:
        """What only ``player`` knows, in lines (for their eyes only)."""

    def ranking(self) -> list[Standing]: ...
    def breakdown(self) -> list[dict[str, int]] | None:
        """VP per player by source; None when this session cannot tell."""

    def vp_history(self) -> list[list[int]]: ...
    def last_battle(self) -> BattleReport | None: ...
    def record_place(self) -> str:
        """Where the game's record is kept (for the end screen)."""

    # --- who decides ------------------------------------------------------------------

    def is_computer(self, player: int) -> bool: ...
    def controls(self, player: int) -> bool:
        """Whether this app's keyboard decides for ``player`` now."""

    def computer_turn(self) -> int:
        """The computer that this app must let decide now, else -1."""

    def think_job(self, player: int, level: str = "") -> Callable[[], BotMove]:
        """A bot's decision for ``player`` from their view, safe to run in a thread."""

    def deciding(self) -> int:
        """The player to decide, or while ``held`` the person whose decision waits."""

    @property
    def held(self) -> bool:
        """A person's decision waits for their "end my turn" before dice or a card."""

    def held_decision(self) -> str: ...
    def season_state(self) -> GameState:
        """The state whose season the top line names: ``public()``, or while a decision is
        held, the state it was made in (the game has moved on to the next season's dice)."""

    def decided_last(self, player: int) -> bool:
        """Whether the last move (rewards taken by themselves aside) was ``player``'s."""

    def waiting_line(self, player: int) -> str:
        """While another decides for ``player``: who does, and where."""

    def status_note(self) -> str:
        """A line for the status bar ("" when all is as usual)."""

    def public_reason(self, player: int, reason: Reason) -> Reason: ...

    # --- acting ----------------------------------------------------------------------

    def decide(self, action: Action, reason: Reason | None = None) -> list[Event]:
        """Make a decision; the events it brought at once (a remote one brings them later,
        through the listener)."""

    def confirm(self) -> list[Event]: ...
    def can_undo(self) -> bool: ...
    def why_no_undo(self) -> str:
        """Why there is nothing to undo now (when ``can_undo`` is False)."""

    def take_back(self) -> str:
        """Undo the last decision of a person here; what to tell about it."""

    def take_save_news(self) -> tuple[str, bool] | None: ...
    def lesson_changed(self) -> None:
        """The lesson saw an explanation or ended: kept at once (a resumed game goes on from
        there)."""

    def connection(self, listener: Listener) -> Coroutine[Any, Any, None] | None:
        """What keeps the game in step with elsewhere, for the screen to run while it is
        shown (None for a game that only changes here)."""
