"""Messages the screens send to the app: a screen asks, the app owns the screen stack."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.message import Message

if TYPE_CHECKING:
    from kingsburg.tui.hosting import HostedTable
    from kingsburg.tui.remote import RemoteSession
    from kingsburg.tui.replay import ReplayModel
    from kingsburg.tui.session import GameSession


class StartGame(Message):
    """Show this session's game (a new game, a resumed one, or play on from a replay)."""

    def __init__(self, session: GameSession, note: str = "") -> None:
        super().__init__()
        self.session = session
        self.note = note  # shown as a notification once the game is on screen


class NewGame(Message):
    """Leave the current game for the setup screen."""


class OpenReplay(Message):
    """Replay this record, read-only (picked on the setup screen)."""

    def __init__(self, model: ReplayModel) -> None:
        super().__init__()
        self.model = model


class Hosted(Message):
    """The setup screen started this online table: the app keeps it (to stop it when it
    ends) and shows its links."""

    def __init__(self, table: HostedTable) -> None:
        super().__init__()
        self.table = table


class JoinSeat(Message):
    """Play this seat of an online table, as ``kingsburg join`` does."""

    def __init__(self, remote: RemoteSession) -> None:
        super().__init__()
        self.remote = remote
