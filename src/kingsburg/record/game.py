"""A live game: engine state + chance driver + the record being written.

``LiveGame`` is what the app, the simulator and replay all use to play or
re-play a game; it keeps the record lines, checkpoints and the event log.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import NamedTuple

from kingsburg.data.loader import LEGACY_FILE_DIGESTS, Ruleset
from kingsburg.driver import ChanceDriver
from kingsburg.engine import (
    CHANCE,
    Action,
    Event,
    GameConfig,
    GameState,
    action_text,
    apply,
    is_chance,
    parse_action,
    phase_tag,
    state_hash,
    to_act,
)
from kingsburg.engine import new_game as engine_new_game
from kingsburg.errors import IllegalActionError, KingsburgError, RecordError
from kingsburg.message import Arg, Msg
from kingsburg.record.format import (
    CHANCE_ACTOR,
    HASH_DIGITS,
    RULES_VERSION,
    TAG_DIGITS,
    Checkpoint,
    GameRecord,
    engine_version,
    move_text,
    parse_move,
)
from kingsburg.sha import sha256
from kingsburg.text import t
from kingsburg.text.numbers import whole

PERSON = "person"  # a seat played at the keyboard; any other seat is a computer level


def actor(state: GameState) -> str:
    who = to_act(state)
    return CHANCE_ACTOR if who == CHANCE else state.players[who].name


def move_line(state: GameState, action: Action) -> str:
    """The record line for ``action`` in ``state`` (before it is applied)."""
    return move_text(phase_tag(state), actor(state), action_text(state, action))


class _Before(NamedTuple):
    """What a decision changed besides the appended lists, to take it back (``undo``)."""

    state: GameState
    chain: bytes
    log: int  # the event log's length
    checkpoints: int
    final_hash: str


@dataclass(frozen=True, slots=True)
class Divergence:
    move: int  # 1-based index of the move where replay stopped matching
    line: str
    reason: str


class LiveGame:
    def __init__(
        self, config: GameConfig, seed: int, *, draw_chance: bool = True, undo: bool = True
    ) -> None:
        self.config = config
        self.seed = seed
        self.driver = ChanceDriver(seed)
        self.state = engine_new_game(config)
        self.moves: list[str] = []
        self.checkpoints: list[Checkpoint] = []
        self.log: list[tuple[int, Event]] = []
        self.final_hash = ""
        # A hash chained through every record line (see ``moves_hash``) and its first
        # digits after each move: a record holds both, so that a change anywhere shows.
        self.chain = _chain_start(seed, config)
        self.tags: list[str] = []
        # The states before each decision since the last dice or card, the last on top:
        # undo pops them (it never goes back past a chance outcome, so that is all it needs).
        # Without ``undo`` (simulations, checks, replay's seeking) no copies are made.
        self._undo: list[_Before] = []
        self.keeps_undo = undo
        if draw_chance:
            self._draw_chance()

    # --- playing ------------------------------------------------------------

    def _push(self, line: str, action: Action, undoable: bool = True) -> list[Event]:
        if is_chance(action) or not (self.keeps_undo and undoable):
            events = apply(self.state, action)
            if self._undo:
                self._undo.clear()
        else:
            state, log, checkpoints = self.state.clone(), len(self.log), len(self.checkpoints)
            before = _Before(state, self.chain, log, checkpoints, self.final_hash)
            events = apply(self.state, action)
            self._undo.append(before)
        self.moves.append(line)
        self.chain = sha256(self.chain + line.encode()).digest()
        self.tags.append(self.chain[: TAG_DIGITS // 2].hex())
        index = len(self.moves)
        self.log.extend((index, e) for e in events)
        for e in events:
            if e.kind == "season_end":
                tag = parse_move(line).tag
                self.checkpoints.append(Checkpoint(index, tag, state_hash(self.state)))
        if self.state.over:
            self.final_hash = state_hash(self.state)
        return events

    def _draw_chance(self) -> list[Event]:
        events: list[Event] = []
        while to_act(self.state) == CHANCE:
            action = self.driver.draw(self.state)
            events += self._push(move_line(self.state, action), action)
        return events

    def decide(self, action: Action, draw: bool = True, undoable: bool = True) -> list[Event]:
        """Apply a player's decision, then (with ``draw``) the chance outcomes that follow.
        Without ``undoable`` neither it nor any decision before it can be taken back (an
        online table's computers: their moves are never undone, so no copy is kept)."""
        if is_chance(action) or to_act(self.state) < 0:
            raise IllegalActionError(Msg("illegal-no-decision"))
        events = self._push(move_line(self.state, action), action, undoable)
        return events + self._draw_chance() if draw else events

    def draw_chance(self) -> list[Event]:
        """Draw the dice or cards due now (after ``decide(..., draw=False)``)."""
        return self._draw_chance()

    def state_before(self, move: int) -> GameState | None:
        """The state before move ``move`` (from 1) while that move can still be taken back;
        None otherwise (a copy kept for undo: do not change it)."""
        back = len(self.moves) - move + 1
        return self._undo[-back].state if 0 < back <= len(self._undo) else None

    def can_undo(self) -> bool:
        """The last move was a decision: no dice or card has been revealed since."""
        return bool(self._undo)

    def undo(self, steps: int = 1) -> None:
        """Take back the last ``steps`` moves (decisions only: none may be a chance draw).

        The states before them were kept (the chance driver has drawn nothing since, so it
        needs no change): undo pops them, as python-chess's ``Board.pop`` does."""
        if not 1 <= steps <= len(self._undo):
            raise IllegalActionError(Msg("illegal-nothing-to-undo"))
        before = self._undo[-steps]
        del self._undo[-steps:]
        del self.moves[-steps:]
        del self.tags[-steps:]
        del self.log[before.log :]
        del self.checkpoints[before.checkpoints :]
        self.state = before.state
        self.chain = before.chain
        self.final_hash = before.final_hash

    # --- records ------------------------------------------------------------

    def to_record(self) -> GameRecord:
        return GameRecord(
            seed=self.seed,
            players=self.config.players,
            modules=self.config.modules,
            variants=self.config.variants,
            moves=list(self.moves),
            checkpoints=list(self.checkpoints),
            final_hash=self.final_hash,
            engine_version=engine_version(),
            data_digest=self.state.ruleset.digest,
            move_tags="".join(self.tags),
            moves_hash=self.moves_hash,
        )

    @property
    def moves_hash(self) -> str:
        return self.chain.hex()[:HASH_DIGITS]

    def replay_line(self, line: str) -> list[Event]:
        """Apply one record line; raises RecordError if it does not fit this game."""
        index = len(self.moves) + 1
        move = parse_move(line)
        if not move.complete:
            raise _MoveError(index, line, t("record-error-line-form"))
        if self.state.over:
            raise _MoveError(index, line, t("record-error-game-over"))
        tag, who = phase_tag(self.state), actor(self.state)
        if (move.tag, move.actor) != (tag, who):
            raise _MoveError(index, line, t("record-error-expected-mover", mover=f"{tag} {who}"))
        try:
            action = parse_action(self.state, move.text)
            if is_chance(action) != (to_act(self.state) == CHANCE):
                raise RecordError(t("record-error-chance-misplaced"))
            if is_chance(action):
                # Every die and card must be the one the seed gives here (records from the
                # app, ``simulate`` and play-on all draw from it); this also keeps the
                # driver in step, so that play can go on after the replay.
                drawn = self.driver.draw(self.state)
                if drawn != action:
                    outcome = repr(action_text(self.state, drawn))
                    raise RecordError(
                        t("record-error-seed-gives", seed=str(self.seed), outcome=outcome)
                    )
            return self._push(line, action)
        except KingsburgError as e:
            raise _MoveError(index, line, str(e)) from None

    @classmethod
    def from_record(
        cls,
        record: GameRecord,
        upto: int | None = None,
        draw_chance: bool = True,
        *,
        undo: bool = True,
    ) -> LiveGame:
        """Replay ``record`` (its first ``upto`` moves); raises RecordError on a bad move.

        With ``draw_chance`` the game is then ready for its next decision (dice due
        next are drawn from the seed); with ``undo`` its decisions since the last dice or
        card can be undone."""
        game = cls(_config(record), record.seed, draw_chance=False, undo=undo)
        _check_data(record, game.state)
        for line in record.moves[:upto]:
            game.replay_line(line)
        if draw_chance and upto is None:
            game._draw_chance()
        return game


class _MoveError(RecordError):
    """A record's line that does not fit the game: which move, and why."""

    def __init__(self, move: int, line: str, reason: str) -> None:
        where: dict[str, Arg] = {"n": whole(move), "line": repr(line)}
        super().__init__(t("record-error-move", **where, reason=reason))
        self.move, self.reason = move, reason


def first_divergence(record: GameRecord) -> tuple[LiveGame, Divergence | None]:
    """Replay a record and check it; report the first move that does not fit.

    Each move must be legal and by the player due; each die, card and turn order the
    one its seed gives; each move the one the record's move tags and ``moves_hash``
    hold (format 2 on); each season's state the one its checkpoint holds. A record
    that cannot be played at all (setup, game data, seats) raises RecordError."""
    game = LiveGame(_config(record), record.seed, draw_chance=False, undo=False)
    _check_data(record, game.state)
    check_seats(record.seats, len(record.players))
    expected = record.checkpoints
    tags = record.move_tags if record.format_version >= 2 else ""
    for line in record.moves:
        n_before = len(game.checkpoints)
        try:
            game.replay_line(line)
        except _MoveError as e:
            return game, Divergence(e.move, line, e.reason)
        n = len(game.moves)
        if tags and game.tags[-1] != tags[(n - 1) * TAG_DIGITS : n * TAG_DIGITS]:
            return game, Divergence(n, line, t("record-error-not-hashed"))
        for k in range(n_before, len(game.checkpoints)):
            got = game.checkpoints[k]
            if k >= len(expected):
                return game, Divergence(
                    got.move,
                    line,
                    t("record-error-no-checkpoint", label=got.label, n=whole(got.move)),
                )
            want = expected[k]
            if (got.move, got.hash) == (want.move, want.hash) and got.label != want.label:
                return game, Divergence(
                    got.move,
                    line,
                    f"checkpoint {want.label!r} (after move {want.move}) should be labelled "
                    f"{got.label!r}",
                )
            if (got.move, got.hash) != (want.move, want.hash):
                return game, Divergence(
                    got.move,
                    line,
                    t("record-error-checkpoint-differs", label=want.label, n=whole(want.move)),
                )
    if len(game.checkpoints) < len(expected):
        missing = expected[len(game.checkpoints)]
        return game, Divergence(
            len(game.moves),
            record.moves[-1] if record.moves else "",
            t("record-error-ends-early", label=missing.label, n=whole(missing.move)),
        )
    last = record.moves[-1] if record.moves else ""
    if game.state.over and not record.final_hash:
        reason = t("record-error-no-final-hash")
        return game, Divergence(len(game.moves), last, reason)
    if not game.state.over and record.final_hash:
        reason = t("record-error-final-hash-early")
        return game, Divergence(len(game.moves), last, reason)
    if game.final_hash != record.final_hash:
        return game, Divergence(len(game.moves), last, t("record-error-final-state"))
    if tags and game.moves_hash != record.moves_hash:
        return game, Divergence(len(game.moves), last, t("record-error-moves-hash"))
    return game, None


def verify_record(record: GameRecord) -> LiveGame:
    """The one check a record passes before it is trusted: by ``replay --verify``, by
    ``resume`` and by the app before it goes on with a saved game. Returns the game
    replayed to the record's last move; RecordError (one line) names the first bad move."""
    game, divergence = first_divergence(record)
    if divergence is not None:
        where: dict[str, Arg] = {"n": whole(divergence.move), "line": repr(divergence.line)}
        raise RecordError(t("record-error-diverges", **where, reason=divergence.reason))
    return game


def check_seats(seats: tuple[str, ...], n: int) -> tuple[str, ...]:
    """The seats of a game: "person" or a computer level each (RecordError if unknown)."""
    from kingsburg.bots import LEVELS  # here: the bots' modules load only when needed

    if not seats:
        return (PERSON,) * n
    for i, seat in enumerate(seats, start=1):
        if seat != PERSON and seat not in LEVELS:
            choices = ", ".join((PERSON, *LEVELS))
            raise RecordError(
                t("record-error-seat", seat=whole(i), kind=repr(seat), choices=choices)
            )
    return seats


def _chain_start(seed: int, config: GameConfig) -> bytes:
    """The move hash before any move: it covers the seed and the setup too."""
    setup = ["kingsburg-moves", seed, list(config.players), list(config.modules)]
    text = json.dumps([*setup, list(config.variants)], separators=(",", ":"))
    return sha256(text.encode()).digest()


def _config(record: GameRecord) -> GameConfig:
    config = GameConfig(record.players, record.modules, record.variants)
    try:
        config.validate()
    except KingsburgError as e:
        raise RecordError(t("record-error-setup", reason=str(e))) from None
    return config


def _check_data(record: GameRecord, state: GameState) -> None:
    """A record replays only by the rules and with the game data it was played with."""
    if record.rules_version != RULES_VERSION:
        versions = {"version": str(record.rules_version), "ours": str(RULES_VERSION)}
        raise RecordError(t("record-error-rules", **versions))
    if not same_data(record, state.ruleset):
        raise RecordError(t("record-error-data", digest=record.data_digest[:12]))


def same_data(record: GameRecord, ruleset: Ruleset) -> bool:
    """The record was played with game data that plays as ``ruleset`` does.

    From format 4 on a record holds the game digest (numbers and ids, no words). Before, it
    held the digest of the files' bytes: it is read when the files are those bytes, or when
    they are files once shipped (``LEGACY_FILE_DIGESTS``) whose game digest is the data's."""
    if record.format_version >= 4:
        return record.data_digest == ruleset.digest
    if record.data_digest == ruleset.file_digest:
        return True
    return LEGACY_FILE_DIGESTS.get(record.data_digest) == ruleset.digest
