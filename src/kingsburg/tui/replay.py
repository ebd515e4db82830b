"""Replay of a game record for the app: fast seeking, stops, and "play on" (no Textual here).

The record is replayed once when it is opened; a copy of the game is kept every
``SNAP_EVERY`` moves, so that any position is one copy plus a few record lines away.
"""

from __future__ import annotations

import contextlib
import copy
import dataclasses
from pathlib import Path

from kingsburg.engine import SEASON_TAGS, Action, GameState, parse_action, turn
from kingsburg.errors import KingsburgError, RecordError, one_line
from kingsburg.record import GameRecord, LiveGame, first_divergence, load_record, parse_move

SNAP_EVERY = 16


def is_secret_line(line: str) -> bool:
    """Record lines that show what the table did not see: the enemy deck, soldier tokens."""
    move = parse_move(line)
    return (move.chance and move.text.startswith("deck ")) or move.text.startswith("token ")


def _copy(game: LiveGame) -> LiveGame:
    """A copy that can be played on independently: the state is copied, the (append-only)
    lists of moves, checkpoints and events share their items with the original."""
    memo: dict[int, object] = {
        id(game.moves): list(game.moves),
        id(game.checkpoints): list(game.checkpoints),
        id(game.log): list(game.log),
        id(game.tags): list(game.tags),
        id(game.state.ruleset): game.state.ruleset,  # read-only game data
    }
    return copy.deepcopy(game, memo)


class ReplayModel:
    """A record opened for replay: positions 0 (nothing played) to ``limit`` moves."""

    def __init__(self, path: Path, record: GameRecord) -> None:
        self.path = path
        self.record = record
        game, self.divergence = first_divergence(record)
        self.limit = len(game.moves)
        self.total = len(record.moves)
        self._snaps: list[LiveGame] = []
        start = LiveGame.from_record(record, upto=0, draw_chance=False, undo=False)
        # The last decision replayed, as its menu offered it: (move, action, decision, advisor)
        self.decided: tuple[int, Action, str, int] | None = None
        for k, line in enumerate(record.moves[: self.limit]):
            if k % SNAP_EVERY == 0:
                self._snaps.append(_copy(start))
            self._replay(start, line, last=k == self.limit - 1)
        if self.limit % SNAP_EVERY == 0:
            self._snaps.append(_copy(start))
        self.game = start  # the game at position ``limit``
        self.position = self.limit
        self.season_stops = self._stops(season=True)
        self.year_stops = self._stops(season=False)

    @classmethod
    def open(cls, path: str | Path) -> ReplayModel:
        """Load and replay a record file (RecordError, one line, on any problem)."""
        p = Path(path)
        record = load_record(p)
        try:
            return cls(p, record)
        except RecordError as e:  # e.g. another game data: name the file
            raise RecordError(f"{one_line(str(p))}: {e}") from None

    # --- positions ----------------------------------------------------------

    def _stops(self, season: bool) -> list[int]:
        """Positions where a season (or a year) begins: before its first move."""
        out: list[int] = []
        last = ""
        for k, line in enumerate(self.record.moves[: self.limit]):
            move = parse_move(line)
            if not move.year or not move.actor:
                continue
            key = move.tag if season else str(move.year)
            if key != last and (not season or move.phase in SEASON_TAGS):
                out.append(k)
            if not season or move.phase in SEASON_TAGS:
                last = key
        if not season and (not out or out[0] != 0):
            out.insert(0, 0)
        return out

    def start_position(self) -> int:
        """The first decision of the game (after the setup's chance moves)."""
        lines = self.record.moves[: self.limit]
        return next((k for k, line in enumerate(lines) if not parse_move(line).chance), self.limit)

    def seek(self, k: int) -> LiveGame:
        """Move to position ``k`` (clamped to 0..limit) and return the game there."""
        k = max(0, min(k, self.limit))
        if k == self.position:
            return self.game
        if self.position < k <= self.position + SNAP_EVERY:
            game = self.game  # step forward in place
        else:
            game = _copy(self._snaps[k // SNAP_EVERY])
        for line in self.record.moves[len(game.moves) : k]:
            self._replay(game, line, last=len(game.moves) == k - 1)
        self.game = game
        self.position = k
        return game

    def _replay(self, game: LiveGame, line: str, last: bool) -> None:
        """Play ``line`` on ``game``; the last line of a seek, when a decision, is kept as
        ``decided`` (so that the screen words it from the state it was decided in)."""
        move = parse_move(line)
        if last and not move.chance:
            due = turn(game.state)
            with contextlib.suppress(KingsburgError):
                action = parse_action(game.state, move.text)
                self.decided = (len(game.moves) + 1, action, due.decision, due.advisor)
        game.replay_line(line)

    def step_stop(self, stops: list[int], direction: int) -> int:
        """The next (direction 1) or previous (-1) stop from the current position."""
        k = self.position
        if direction > 0:
            return next((s for s in stops if s > k), self.limit)
        return next((s for s in reversed(stops) if s < k), 0)

    @property
    def state(self) -> GameState:
        return self.game.state

    def line(self, k: int) -> str:
        """Record line of move ``k`` (1-based), or ''."""
        return self.record.moves[k - 1] if 1 <= k <= self.total else ""

    # --- playing on ---------------------------------------------------------

    def decision_at_or_after(self, k: int) -> int:
        """The first position from ``k`` on where a player (not chance) is to move;
        ``limit`` if there is none before the end of what can be replayed."""
        for j in range(k, self.limit):
            if not parse_move(self.record.moves[j]).chance:
                return j
        return self.limit

    def branch_record(self, k: int) -> GameRecord:
        """A new record holding the first ``k`` moves (the original is not touched), its
        hashes worked out again for those moves."""
        game = LiveGame.from_record(self.record, upto=k, draw_chance=False, undo=False)
        return dataclasses.replace(game.to_record(), seats=self.record.seats)


__all__ = ["RecordError", "ReplayModel", "is_secret_line"]
