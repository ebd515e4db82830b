"""One online table: a game (through the record's ``LiveGame``), its seats and their secret
links, the computers that play some seats, and the files that let ``kingsburg host --resume``
carry on after a crash.

No networking here: a connected seat is a ``Link`` that takes the messages' JSON text.
Every change is written to disk before any seat is told about it, so whatever a seat has
seen survives a crash of the host.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import hmac
import json
import logging
import os
import queue
import secrets
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import IO, Any, Protocol

from kingsburg.bots import LEVELS, QUICK_LEVELS, BotMove, explain, make_bot
from kingsburg.engine import (
    Event,
    GameConfig,
    GameState,
    action_text,
    legal_actions,
    parse_action,
    position_text,
    to_act,
    turn,
    view,
    view_key,
    vp_by_season,
    vp_by_source,
)
from kingsburg.errors import FileProblem, KingsburgError, RecordError, one_line
from kingsburg.event_json import event_to_json
from kingsburg.files import read_limited, write_atomic
from kingsburg.message import Msg
from kingsburg.message_json import msg_to_json
from kingsburg.online.protocol import Error, Reason, SeatInfo, Update, Words
from kingsburg.reasons import Reason as ReasonData
from kingsburg.reasons import logged_reason, public_reason, reason_from_json, reason_to_json
from kingsburg.record import GameRecord, LiveGame, load_record, parse_move, save_record_atomic
from kingsburg.record.format import CHANCE_ACTOR
from kingsburg.record.game import actor
from kingsburg.saves import SaveLock
from kingsburg.text import t as tr
from kingsburg.text.decisions import english
from kingsburg.text.events import event_text
from kingsburg.text.numbers import whole
from kingsburg.text.reasons import kept_reasons, reason_in_english, reason_text

PERSON = "person"  # a seat played by someone over the network; any other: a computer level
TOKEN_BYTES = 18  # 144 random bits per seat link
TABLE_ID_BYTES = 6
TABLE_FORMAT = "kingsburg-online-table"
TABLE_FORMAT_VERSION = 1
MAX_TABLE_FILE = 64 * 1024
MAX_JOURNAL = 8 * 1024 * 1024  # as a record file
# Seconds the disk thread waits after a sync before it takes the next batch. Syncing each
# small batch as soon as it came (600 syncs a second at 100 tables) woke the event loop and
# took Python's lock from it that often: with this pause 100 tables made about a fifth
# more moves a second, with a lower p95, and a move waits at most this much longer.
SYNC_PAUSE = 0.002

log = logging.getLogger("kingsburg.online")


# The views made for one change, each with its position text, by ``view_key``.
_Views = dict[tuple[object, ...], tuple[GameState, str]]


@dataclass(slots=True)
class _Change:
    """What the updates for one change of the game share, each part made once for all the
    seats: the fields alike for all, the views (seats with equal ``view_key`` have equal
    views, so one is made and written out for them), the events' texts and the reasons."""

    common: dict[str, Any]
    views: _Views = field(default_factory=dict)
    texts: dict[int, str] = field(default_factory=dict)  # by the event's id()
    datas: dict[int, dict[str, Any]] = field(default_factory=dict)  # the same, as data
    reasons: dict[int, Reason] = field(default_factory=dict)  # by move

    def text(self, event: Event) -> str:
        text = self.texts.get(id(event))  # the events are in the game's log meanwhile
        if text is None:
            text = self.texts[id(event)] = event_text(event)
        return text

    def data(self, event: Event) -> dict[str, Any]:
        made = self.datas.get(id(event))
        if made is None:
            made = self.datas[id(event)] = event_to_json(event)
        return made

    def reason(self, move: int, line: str, why: str) -> Reason:
        """A computer's reason ``why`` for the game's ``move`` (its record ``line``)."""
        if move not in self.reasons:
            self.reasons[move] = Reason(move=move, name=parse_move(line).actor, reason=why)
        return self.reasons[move]


class Link(Protocol):
    """A connected seat: takes each message's JSON text, in order, without waiting."""

    def deliver(self, text: str) -> None: ...


@dataclass(slots=True)
class Seat:
    index: int
    name: str
    token: str
    kind: str  # who the table was set up with: "person" or a computer level
    computer: str = ""  # the level playing a person's seat the host handed over, "" if none

    @property
    def level(self) -> str:
        """The computer level playing this seat now, "" while a person does."""
        return self.kind if self.kind != PERSON else self.computer


@dataclass(slots=True)
class _Conn:
    link: Link
    sent: int = 0  # entries of the game's event log already sent on this connection
    moves: int = 0  # moves whose reasons were already sent on this connection
    notes: list[Msg] = field(default_factory=list)  # lines for the next update's events
    data: bool = False  # the client asked for events and reasons as data too (``Words``)


def check_kinds(kinds: list[str]) -> None:
    for i, kind in enumerate(kinds, start=1):
        if kind != PERSON and kind not in LEVELS:
            choices = {"person": PERSON, "levels": ", ".join(LEVELS)}
            raise KingsburgError(tr("online-seat-kind", seat=str(i), kind=repr(kind), **choices))


def bot_seed(seed: int, seat: int, moves: int) -> int:
    """A computer's seed for one decision, from the game's seed, its seat and the moves so
    far: a resumed table plays on exactly as it would have."""
    return (seed * 10 + seat) * 100_000 + moves


class Table:
    def __init__(
        self,
        table_id: str,
        seats: list[Seat],
        game: LiveGame,
        home: Path,
        port: int = 0,
        url: str = "",
        listen: str = "",
    ) -> None:
        self.id = table_id
        self.seats = seats
        self.game = game
        self.home = home
        # Where the host served it, kept so that a resumed host gives the same links: the
        # port, the address players use (--url, "" for the host's own) and the one it
        # listened on (--host).
        self.port = port
        self.url = url
        self.listen = listen
        self.final_path: Path | None = None
        self.reasons: dict[int, str] = {}  # move -> a computer's reason, as the log shows it
        self.reason_data: dict[int, ReasonData] = {}  # the same as data
        # Seats the host handed to a computer or back, as the record keeps them.
        self.handovers: list[tuple[int, int, str]] = []
        self._conns: dict[int, _Conn] = {}
        self._thinking: asyncio.Task[None] | None = None
        self._lock = asyncio.Lock()
        self.closed = False
        # Held while this process serves the table: a second host never serves it too.
        self.lock: SaveLock | None = None
        self._journal: IO[str] | None = None  # open once the record has been written whole
        self._saved = 0  # moves the files hold

    # --- creating and resuming -------------------------------------------------

    @classmethod
    def new(
        cls,
        names: list[str],
        kinds: list[str],
        seed: int,
        home: Path,
        modules: tuple[int, ...] = (),
        variants: tuple[str, ...] = (),
        port: int = 0,
        url: str = "",
        listen: str = "",
    ) -> Table:
        check_kinds(kinds)
        if len(names) != len(kinds):
            raise KingsburgError(tr("online-names-for-seats", names=len(names), seats=len(kinds)))
        game = LiveGame(GameConfig(tuple(names), modules, variants), seed)
        seats = [
            Seat(i, name, secrets.token_urlsafe(TOKEN_BYTES), kind)
            for i, (name, kind) in enumerate(zip(names, kinds, strict=True))
        ]
        table_id = secrets.token_urlsafe(TABLE_ID_BYTES)
        table = cls(table_id, seats, game, home, port, url, listen)
        table.lock = SaveLock.take(table._seats_path())  # a new name: nobody else has it
        table.save_seats()
        table.save_game()
        return table

    @classmethod
    def load(cls, path: Path, home: Path) -> Table:
        """A table from its seats file (``<id>.table.json``) and its record beside it;
        RecordError with one line when either cannot be used."""
        try:
            doc = json.loads(read_limited(path, MAX_TABLE_FILE))
            if doc.get("format") != TABLE_FORMAT or doc.get("version") != TABLE_FORMAT_VERSION:
                raise ValueError("not a table file of this version")
            table_id = str(doc["table"])
            seats = [
                Seat(i, str(s["name"]), str(s["token"]), str(s["kind"]), str(s["computer"]))
                for i, s in enumerate(doc["seats"])
            ]
            port = int(doc["port"])
            url, listen = str(doc.get("url", "")), str(doc.get("host", ""))
        except (KingsburgError, ValueError, KeyError, TypeError) as e:
            raise RecordError(f"{path.name}: {one_line(str(e))}") from None
        if path.name != f"{table_id}.table.json":
            raise RecordError(f"{path.name}: names another table")
        check_kinds([s.kind for s in seats])
        check_kinds([s.computer for s in seats if s.computer])
        record = saved_record(path.with_name(f"{table_id}.record.json"))
        if list(record.players) != [s.name for s in seats]:
            raise RecordError(f"{path.name}: its players are not those of its record")
        table = cls(table_id, seats, LiveGame.from_record(record), home, port, url, listen)
        table.reason_data = dict(record.reason_data)
        table.handovers = list(record.handovers)
        table.reasons = dict(record.reasons) | {
            k: reason_text(r) for k, r in record.reason_data.items()
        }
        return table

    # --- files ------------------------------------------------------------------

    @property
    def folder(self) -> Path:
        return self.home / "online"

    def _seats_path(self) -> Path:
        return self.folder / f"{self.id}.table.json"

    def _record_path(self) -> Path:
        return self.folder / f"{self.id}.record.json"

    def _journal_path(self) -> Path:
        return self.folder / f"{self.id}.moves"

    def saved(self) -> GameRecord:
        """The game as its files hold it (what a resumed host would play on from)."""
        return saved_record(self._record_path())

    def save_seats(self) -> None:
        """The seats' names, tokens and players, written atomically (tokens are secret: the
        file is readable by its owner only)."""
        doc = {
            "format": TABLE_FORMAT,
            "version": TABLE_FORMAT_VERSION,
            "table": self.id,
            "port": self.port,
            "url": self.url,
            "host": self.listen,
            "seats": [
                {"name": s.name, "token": s.token, "kind": s.kind, "computer": s.computer}
                for s in self.seats
            ],
            "handovers": [list(h) for h in self.handovers],
        }
        write_atomic(self._seats_path(), json.dumps(doc, indent=1) + "\n")

    def record(self) -> GameRecord:
        record = self.game.to_record()
        record.reasons, record.reason_data = kept_reasons(self.reasons, self.reason_data)
        if any(s.kind != PERSON for s in self.seats) or self.handovers:
            record.seats = tuple(s.kind for s in self.seats)
        made = len(record.moves)  # (a hand-over after moves since undone: from the next)
        record.handovers = tuple((min(m, made), i, w) for m, i, w in self.handovers)
        return record

    def save_game(self, defer_sync: bool = False) -> int | None:
        """The game as it stands, on disk and synced. While it goes on, each new move is a line
        appended to the table's journal (``<id>.moves``): the record is written whole only
        when the table is made or first saved after resuming (rewriting it after every
        move cost more than anything else a host does). A finished game goes to ``games/``
        like any other and the table's own files are removed. With ``defer_sync`` a journal
        line is written but not synced: its file descriptor is returned, for the caller to
        sync (with others: see ``_commit``)."""
        if self.game.state.over:
            if self.final_path is None:
                stamp = time.strftime("%Y%m%d-%H%M%S")
                name = f"kingsburg-{stamp}-seed{self.game.seed}-{self.id}.json"
                self.final_path = self.home / "games" / name
            save_record_atomic(self.record(), self.final_path)
            self.discard()
            return None
        if self._journal is None:
            save_record_atomic(self.record(), self._record_path(), compact=True)
            # Owner-only, as the table's other files: it holds the secret token picks.
            fd = os.open(self._journal_path(), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            os.fchmod(fd, 0o600)  # an older journal left by a crash keeps its mode otherwise
            self._journal = open(fd, "w", encoding="utf-8")  # noqa: SIM115  (kept open: the journal)
            self._saved = len(self.game.moves)
            return None
        fd = self.append_moves()
        if defer_sync:
            return fd
        os.fsync(fd)
        return None

    def append_moves(self) -> int:
        """The moves made (or undone) since the last save as lines of the open journal,
        written but not synced; its file descriptor, to sync."""
        assert self._journal is not None
        moves = self.game.moves
        entries: list[dict[str, Any]] = []
        if len(moves) < self._saved:  # an undo
            entries.append({"upto": len(moves)})
        for n in range(min(self._saved, len(moves)) + 1, len(moves) + 1):
            entry: dict[str, Any] = {"n": n, "move": moves[n - 1]}
            if n in self.reason_data:  # as the record keeps it: English, and the data
                entry["reason"] = reason_in_english(self.reason_data[n])
                entry["reason_data"] = reason_to_json(self.reason_data[n])
            elif n in self.reasons:
                entry["reason"] = self.reasons[n]
            entries.append(entry)
        self._journal.write("".join(json.dumps(e, ensure_ascii=False) + "\n" for e in entries))
        self._journal.flush()
        self._saved = len(moves)
        return self._journal.fileno()

    def _close_journal(self) -> None:
        if self._journal is not None:
            self._journal.close()
            self._journal = None

    def discard(self) -> None:
        """Remove the table's files (a table whose links were never given out)."""
        self._close_journal()
        for path in (self._record_path(), self._journal_path(), self._seats_path()):
            path.unlink(missing_ok=True)
        self.release()

    def release(self) -> None:
        """Let another host serve this table (when this one stops)."""
        self._close_journal()
        if self.lock is not None:
            self.lock.release()
            self.lock = None

    # --- seats --------------------------------------------------------------------

    def seat_of(self, token: str) -> Seat | None:
        """The seat whose token this is (every token compared, in constant time each)."""
        found = None
        for seat in self.seats:
            if hmac.compare_digest(seat.token.encode(), token.encode()):
                found = seat
        return found

    def is_connected(self, seat: int) -> bool:
        return seat in self._conns

    async def connect(self, seat: int, link: Link, data: bool = False) -> Link | None:
        """Attach a connection to a seat and send it the game so far; returns the seat's
        previous connection (which the caller closes), if any. ``data``: it asked for the
        events and reasons as data too."""
        async with self._lock:
            old = self._conns.get(seat)
            self._conns[seat] = _Conn(link, data=data)
            self.broadcast()
        return old.link if old else None

    async def disconnect(self, seat: int, link: Link) -> None:
        async with self._lock:
            conn = self._conns.get(seat)
            if conn is not None and conn.link is link:
                del self._conns[seat]
                self.broadcast()

    async def set_player(self, seat: int, level: str) -> None:
        """Hand a person's seat to a computer of ``level``, or back to the person ("")."""
        s = self.seats[seat]
        if s.kind != PERSON:
            raise KingsburgError(tr("online-always-computer", name=s.name))
        if level:
            check_kinds([level])
        async with self._lock:
            if s.computer != level:
                self.handovers.append((len(self.game.moves), seat, level or PERSON))
            s.computer = level
            self.save_seats()
            self.broadcast()
        self.kick()

    # --- playing --------------------------------------------------------------------
    # The game changes only under the table's lock, which is held until the change is on
    # disk and sent: no seat is ever told of a move that a crash could still lose.

    async def play(self, seat: int, text: str, at: int | None = None) -> str:
        """A seat's move in record notation; "" when made, else why it was refused. With
        ``at``, the move answers the decision offered when the game had that many moves."""
        async with self._lock:
            state = self.game.state
            s = self.seats[seat]
            if state.over:
                return tr("online-game-over")
            if at is not None and at != len(self.game.moves):
                return tr("online-stale-move", at=whole(at), now=whole(len(self.game.moves)))
            if s.level:
                return tr("online-computer-plays", level=s.level, name=s.name)
            who = to_act(state)
            if who != seat:
                if who >= 0:
                    return tr("online-not-turn-of", name=s.name, deciding=state.players[who].name)
                return tr("online-not-turn", name=s.name)
            try:
                action = parse_action(state, text)
                self.game.decide(action)
            except KingsburgError as e:
                return english(e)  # protocol v1 tells why in English, whatever the host reads
            await self.commit()
        return ""

    def can_undo(self, seat: int) -> bool:
        """This seat's person made the last move, a decision (no dice or card since)."""
        moves = self.game.moves
        return (
            not self.game.state.over
            and not self.seats[seat].level
            and bool(moves)
            and self.game.can_undo()
            and parse_move(moves[-1]).actor == self.seats[seat].name
        )

    def _acted_since(self, seat: int) -> str:
        """The first other player who decided after ``seat``'s last decision ("" if none)."""
        if self.seats[seat].level:
            return ""
        own, first = self.seats[seat].name, ""
        for line in reversed(self.game.moves):
            who = parse_move(line).actor
            if who == own:
                return first
            if who != CHANCE_ACTOR:
                first = who
        return ""

    async def undo(self, seat: int) -> str:
        """Take back this seat's last decision; "" when done, else why not."""
        async with self._lock:
            if not self.can_undo(seat):
                return tr("online-nothing-to-take-back")
            line = self.game.moves[-1]
            self.game.undo(1)
            moves = len(self.game.moves)
            # The move in words, as data: each seat reads it in its own language.
            state = self.game.state
            said = explain.move(state, parse_action(state, parse_move(line).text))
            # A secret choice (module 5's soldier token) taken back stays secret: only its
            # own seat reads which one it was.
            secret = turn(self.game.state).secret
            name = self.seats[seat].name
            self.reasons = {k: v for k, v in self.reasons.items() if k <= moves}
            self.reason_data = {k: v for k, v in self.reason_data.items() if k <= moves}
            for s, conn in self._conns.items():
                conn.sent = min(conn.sent, len(self.game.log))
                conn.moves = min(conn.moves, moves)
                if secret and s != seat:
                    conn.notes.append(Msg.of("online-takes-back-secret", who=name))
                else:
                    conn.notes.append(Msg.of("online-takes-back", who=name, move=said))
            await self.commit()
        return ""

    async def commit(self) -> None:
        """After a change (under the lock): write it, tell every seat, let computers play."""
        await self.store()
        self.broadcast()
        self.kick()

    async def store(self) -> None:
        """``save_game``, synced by the disk's thread (a sync takes milliseconds, which the
        other tables need); when the disk refuses, one log line: the game goes on in memory
        and every later move tries again. A move's journal line is written here, into the
        system's cache, and only its sync waits for that thread: a thread that also wrote
        waited for Python's lock at each write while the event loop was busy, and all the
        tables synced with it waited too. A whole record (the first save, the end) is
        written and synced in a thread of its own: in the disk's, each game's end held up
        every table's next sync."""
        try:
            if self._journal is None or self.game.state.over:
                await in_thread(self.save_game, WRITING)
            else:
                fd = self.append_moves()
                await in_thread(lambda: fd, DISK)
        except OSError as e:
            log.error("table %s: cannot save the game (%s)", self.id, one_line(str(e)))

    # --- computers ------------------------------------------------------------------

    def computer_to_act(self) -> int:
        who = to_act(self.game.state)
        return who if who >= 0 and self.seats[who].level else -1

    def kick(self) -> None:
        """Start the computers' play if a computer decides now and none is thinking."""
        if self.closed or (self._thinking is not None and not self._thinking.done()):
            return
        if self.computer_to_act() >= 0:
            self._thinking = asyncio.get_running_loop().create_task(self._computers())

    async def _computers(self) -> None:
        views: _Views = {}  # those the last update made, of the state as it is now
        while not self.closed and (who := self.computer_to_act()) >= 0:
            moves = len(self.game.moves)
            made = views.pop(view_key(self.game.state, who), None)
            mine = made[0] if made else view(self.game.state, who)  # the computer's own
            views = {}
            level = self.seats[who].level
            think = partial(make_bot(level, bot_seed(self.game.seed, who, moves)).decide, mine, who)
            try:
                # A quick level thinks on the event loop: in a thread it would cost more to
                # hand over than to think, and the tables would no longer take turns in
                # order (with a hundred at full speed a move waited up to three times the
                # median, as the threads and the loop passed Python's lock around).
                move: BotMove = think() if level in QUICK_LEVELS else await in_thread(think)
            except Exception as e:  # a bot's failure must not stop the table
                log.error(
                    "table %s: the computer for %s failed: %r", self.id, self.seats[who].name, e
                )
                return
            async with self._lock:
                # Meanwhile a person may have undone, or the host handed the seat back.
                if len(self.game.moves) != moves or self.computer_to_act() != who:
                    continue
                t = turn(self.game.state)
                reason = public_reason(self.game.state, who, move.reason)
                try:
                    events = self.game.decide(move.action, draw=False, undoable=False)
                except KingsburgError as e:
                    log.error("table %s: a computer's move was refused: %s", self.id, e)
                    return
                if (shown := logged_reason(t, reason, events)) is not None:
                    # Worded in the host's language for the protocol's text (and the record);
                    # as data for the clients that word it in theirs.
                    self.reasons[len(self.game.moves)] = reason_text(shown)
                    self.reason_data[len(self.game.moves)] = shown
                self.game.draw_chance()
                await self.store()
                views = self.broadcast()

    async def close(self) -> None:
        self.closed = True
        async with self._lock:  # a move being written is written to the end
            if self._thinking is not None:
                self._thinking.cancel()
        if self._thinking is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await self._thinking

    # --- what each seat is sent -----------------------------------------------------------

    def broadcast(self) -> _Views:
        """Send each connected seat its update; returns the views made for them."""
        change = _Change(self._common()) if self._conns else _Change({})
        for seat, conn in list(self._conns.items()):
            update = self.update(seat, conn, change)
            # A client of protocol 1 before ``words`` knows no such field: never sent to it.
            conn.link.deliver(update.model_dump_json(exclude=None if conn.data else {"words"}))
        return change.views

    def _common(self) -> dict[str, Any]:
        """The fields of an update that are the same for every seat."""
        state = self.game.state
        who = to_act(state)
        return {
            "move": len(self.game.moves),
            "to_act": state.players[who].name if who >= 0 else None,
            "over": state.over,
            "seats": [
                SeatInfo(
                    name=s.name,
                    player="computer" if s.level else "person",
                    connected=bool(s.level) or s.index in self._conns,
                )
                for s in self.seats
            ],
            "record": self.final_path.name if self.final_path else "",
            **(self._final_vp() if state.over else {}),
        }

    def _final_vp(self) -> dict[str, Any]:
        """Where the VP came from and how they grew: public once the game is over."""
        log, n = self.game.log, len(self.seats)
        return {"vp_sources": vp_by_source(log, n), "vp_seasons": vp_by_season(log, n, True)}

    def update(self, seat: int, conn: _Conn | None = None, change: _Change | None = None) -> Update:
        """The update for ``seat``: only what it may see (and, with ``conn``, the events not
        yet sent on that connection, which are then counted as sent). ``change``: what the
        updates for this change share, made once for them all."""
        state = self.game.state
        change = _Change(self._common()) if change is None else change
        key = view_key(state, seat)
        if key not in change.views:
            made = view(state, seat)
            change.views[key] = (made, position_text(made))
        mine, position = change.views[key]
        deciding = to_act(state) == seat and not self.seats[seat].level
        can_undo = self.can_undo(seat)
        events: list[str] = []
        event_moves: list[int] = []
        reasons: list[Reason] = []
        words: Words | None = None
        moves = self.game.moves
        if conn is not None:
            log = self.game.log[conn.sent :]
            seen = [(k, e) for k, e in log if not e.private or e.player == seat]  # (visible)
            fresh = [e for _, e in seen]
            events = [tr(n.id, **dict(n.args)) for n in conn.notes]
            events += [change.text(e) for e in fresh]
            event_moves = [len(moves)] * len(conn.notes) + [k for k, _ in seen]
            numbers = [k for k in range(conn.moves + 1, len(moves) + 1) if k in self.reasons]
            reasons = [change.reason(k, moves[k - 1], self.reasons[k]) for k in numbers]
            if conn.data:
                words = Words(
                    events=[{"msg": msg_to_json(n)} for n in conn.notes]
                    + [{"event": change.data(e)} for e in fresh],
                    reasons=[
                        reason_to_json(self.reason_data[k]) if k in self.reason_data else None
                        for k in numbers
                    ],
                )
            conn.sent, conn.notes, conn.moves = len(self.game.log), [], len(moves)
        return Update(
            **change.common,
            seat=seat,
            name=self.seats[seat].name,
            position=position,
            moves=legal_texts(mine) if deciding else [],
            secret=deciding and turn(state).secret,
            can_undo=can_undo,
            events=events,
            event_moves=event_moves,
            acted_since=self._acted_since(seat) if can_undo is False else "",
            reasons=reasons,
            words=words,
        )

    @staticmethod
    def error(message: str) -> str:
        return Error(message=message).model_dump_json()

    def summary(self) -> str:
        state = self.game.state
        names = ", ".join(s.name for s in self.seats)
        if state.over:
            return tr("online-table-over", table=self.id, names=names)
        now = {"move": str(len(self.game.moves)), "actor": actor(state)}
        return tr("online-table-playing", table=self.id, names=names, **now)


def journal_of(path: Path) -> Path:
    """The journal beside a table's record (``<id>.record.json`` -> ``<id>.moves``)."""
    return path.with_name(path.name.removesuffix(".record.json") + ".moves")


def saved_record(path: Path) -> GameRecord:
    """A table's record (``<id>.record.json``) with the moves of its journal beside it
    (``<id>.moves``); RecordError with one line when they cannot be used. Each journal line
    is a move (``{"n": N, "move": LINE, "reason": TEXT}``, the game's move N: any later
    ones were undone) or an undo (``{"upto": N}``: the game's first N moves are left). A
    line cut short by a crash was never synced, so no seat saw its move: it ends the
    journal."""
    record = load_record(path)
    journal = journal_of(path)
    try:
        text = read_limited(journal, MAX_JOURNAL).decode("utf-8", errors="replace")
    except FileProblem as e:
        if not journal.exists():
            return record
        raise RecordError(f"{journal.name}: {e}") from None
    moves, reasons = list(record.moves), dict(record.reasons)
    data = dict(record.reason_data)
    for number, line in enumerate(text.splitlines(), start=1):
        try:
            entry = json.loads(line)
            upto = int(entry["upto"]) if "upto" in entry else int(entry["n"]) - 1
            move = str(entry["move"]) if "move" in entry else None
            reason = str(entry.get("reason", ""))
        except (ValueError, KeyError, TypeError):
            break
        if not 0 <= upto <= len(moves):
            raise RecordError(f"{journal.name}: line {number} does not follow the record")
        del moves[upto:]
        reasons = {k: v for k, v in reasons.items() if k <= upto}
        data = {k: v for k, v in data.items() if k <= upto}
        if move is not None:
            moves.append(move)
            if reason:
                reasons[len(moves)] = reason
            with contextlib.suppress(ValueError):  # no data, or none fit: the text alone
                data[len(moves)] = reason_from_json(entry.get("reason_data"))
    record.moves, record.reasons, record.reason_data = moves, reasons, data
    _handed_over(record, path.with_name(path.name.removesuffix(".record.json") + ".table.json"))
    return record


def _handed_over(record: GameRecord, seats_file: Path) -> None:
    """The seats handed over since the record was written, from the table's seats file
    (they are kept there, with who sits where)."""
    try:
        doc = json.loads(read_limited(seats_file, MAX_TABLE_FILE))
        handovers = tuple((int(m), int(i), str(w)) for m, i, w in doc.get("handovers", []))
        kinds = tuple(str(seat["kind"]) for seat in doc["seats"])
    except (FileProblem, ValueError, KeyError, TypeError):
        return  # none to add (a bad seats file is Table.load's to say)
    if handovers and len(kinds) == len(record.players):
        made = len(record.moves)
        record.seats = record.seats or kinds
        record.handovers = tuple((min(m, made), i, w) for m, i, w in handovers)


def legal_texts(state: GameState) -> list[str]:
    return [action_text(state, a) for a in legal_actions(state)]


def unfinished_tables(home: Path) -> tuple[list[Table], list[str], int]:
    """The tables saved in the home's ``online/`` folder that can go on, each locked for
    this process; one line for each one that cannot; and how many another running host
    serves (finished tables' records are moved to ``games/`` on the way)."""
    tables, problems, busy = [], [], 0
    for path in sorted((home / "online").glob("*.table.json")):
        lock = SaveLock.take(path)
        if lock is None:
            busy += 1
            continue
        try:
            table = Table.load(path, home)
        except KingsburgError as e:
            problems.append(f"{one_line(path.name)}: {e}")
            lock.release()
            continue
        table.lock = lock
        if table.game.state.over:
            table.save_game()
            continue
        tables.append(table)
    return tables, problems, busy


_Job = tuple[asyncio.AbstractEventLoop, "asyncio.Future[Any]", Callable[[], Any]]


class _Pool:
    """A few daemon threads, started on first use: a computer thinking must not hold up
    Ctrl+C, and starting a thread per move cost the event loop more than the move itself
    on a busy machine."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.jobs: queue.SimpleQueue[_Job] = queue.SimpleQueue()
        self.threads: list[threading.Thread] = []
        self.lock = threading.Lock()

    def run(self, work: Callable[[], Any]) -> asyncio.Future[Any]:
        loop = asyncio.get_running_loop()
        future: asyncio.Future[Any] = loop.create_future()
        with self.lock:
            if len(self.threads) < self.size:
                thread = threading.Thread(target=_work, args=(self.jobs,), daemon=True)
                thread.start()
                self.threads.append(thread)
        self.jobs.put((loop, future, work))
        return future


class _Committer(_Pool):
    """One thread for the disk that syncs in batches: the tables' journal lines written
    meanwhile are synced together, then their futures settle. A sync takes milliseconds
    whatever it covers, so one per move capped a host at a few hundred moves a second."""

    def __init__(self) -> None:
        super().__init__(1)

    def run(self, work: Callable[[], Any]) -> asyncio.Future[Any]:
        loop = asyncio.get_running_loop()
        future: asyncio.Future[Any] = loop.create_future()
        with self.lock:
            if not self.threads:
                thread = threading.Thread(target=_commit, args=(self.jobs,), daemon=True)
                thread.start()
                self.threads.append(thread)
        self.jobs.put((loop, future, work))
        return future


# Separate threads for the disk, so that saving never waits behind a computer thinking,
# and the journals' syncs never behind a whole record's.
THINKING = _Pool(4)
WRITING = _Pool(2)
DISK = _Committer()


def in_thread(work: Callable[[], Any], pool: _Pool = THINKING) -> asyncio.Future[Any]:
    """Run ``work`` in one of ``pool``'s threads; the future settles on the event loop."""
    return pool.run(work)


def _work(jobs: queue.SimpleQueue[_Job]) -> None:
    while True:
        loop, future, work = jobs.get()
        try:
            result, error = work(), None
        except BaseException as e:
            result, error = None, e
        with contextlib.suppress(RuntimeError):  # the loop has closed meanwhile
            loop.call_soon_threadsafe(_settle, future, result, error)


def _commit(jobs: queue.SimpleQueue[_Job]) -> None:
    """Carry out the jobs waiting (each may return a file descriptor still to sync), sync
    them all, settle them, and pause a moment (SYNC_PAUSE) to let the next batch gather."""
    while True:
        batch = [jobs.get()]
        with contextlib.suppress(queue.Empty):
            while len(batch) < 1000:
                batch.append(jobs.get_nowait())
        done: list[tuple[_Job, Any, BaseException | None]] = []
        for job in batch:
            try:
                done.append((job, job[2](), None))
            except BaseException as e:
                done.append((job, None, e))
        fds = [result for _, result, error in done if isinstance(result, int) and error is None]
        try:
            sync_all(fds)
            failed: BaseException | None = None
        except OSError as e:
            failed = e
        # One call into each event loop for the whole batch: each call is a write to the
        # loop's wake-up socket, after which this thread waits for Python's lock again.
        settled: dict[asyncio.AbstractEventLoop, list[_Settle]] = {}
        for (loop, future, _), result, error in done:
            error = error or (failed if isinstance(result, int) else None)
            settled.setdefault(loop, []).append((future, None, error))
        for loop, settles in settled.items():
            with contextlib.suppress(RuntimeError):  # the loop has closed meanwhile
                loop.call_soon_threadsafe(_settle_all, settles)
        time.sleep(SYNC_PAUSE)


def _syncfs() -> Callable[[int], int] | None:
    """Linux's syncfs (everything written to one file system, in one call), if here."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        call: Callable[[int], int] = libc.syncfs
    except (OSError, AttributeError):
        return None
    return call


_SYNCFS = _syncfs()


def sync_all(fds: list[int]) -> None:
    """Everything written to these files on disk: one syncfs per file system where there is
    one, else an fsync per file. OSError when the disk refuses."""
    if _SYNCFS is None or len(fds) < 2:
        for fd in fds:
            os.fsync(fd)
        return
    devices = {os.fstat(fd).st_dev: fd for fd in fds}
    for fd in devices.values():
        if _SYNCFS(fd) != 0:
            err = ctypes.get_errno()
            raise OSError(err, os.strerror(err))


_Settle = tuple["asyncio.Future[Any]", Any, BaseException | None]


def _settle(future: asyncio.Future[Any], result: Any, error: BaseException | None) -> None:
    if future.done():
        return
    if error is not None:
        future.set_exception(error)
    else:
        future.set_result(result)


def _settle_all(settles: list[_Settle]) -> None:
    for future, result, error in settles:
        _settle(future, result, error)
