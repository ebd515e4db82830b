"""RemoteSession: one seat of a table that ``kingsburg host`` runs, played in this app.

It speaks the table's protocol (docs/protocol.md, ``kingsburg.online.protocol``) over a
websocket and implements the session interface (``session_api``) from what the host sends:
the seat's position text becomes the state (the seat's own view, so nothing hidden from it
is ever here), the event sentences become the log. Moves go to the host; the board changes
when the host's update comes back. A lost connection is tried again until the game ends.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

import aiohttp

from kingsburg.engine import (
    Action,
    Event,
    GameState,
    Standing,
    Turn,
    action_text,
    from_position,
    parse_action,
    phase_tag,
    ranking,
    turn,
    view,
)
from kingsburg.errors import KingsburgError, one_line
from kingsburg.event_json import event_from_json
from kingsburg.lesson import Lesson
from kingsburg.message_json import msg_from_json
from kingsburg.online.protocol import PROTOCOL_VERSION, Error, SeatInfo, Update
from kingsburg.reasons import Reason, reason_from_json
from kingsburg.record import PERSON
from kingsburg.text import render, t
from kingsburg.text.events import event_text
from kingsburg.text.reasons import reason_text
from kingsburg.tui import reports
from kingsburg.tui.reports import BattleReport, ReasonEvent
from kingsburg.tui.style import PlayerStyle, default_styles

if TYPE_CHECKING:
    from kingsburg.bots import BotMove
    from kingsburg.tui.session_api import Listener

HOST_COMPUTER = "at the host"  # a seat's player when the host's computer plays it
RETRY_SECONDS = (0.5, 1.0, 2.0, 4.0)  # waits between attempts to reconnect (the last repeats)
CONNECT_TIMEOUT = 10.0
REPLACED = "replaced by a newer connection"  # the host's reason for closing an older one
# The ended seasons before each phase of a year (for the VP chart).
_SEASONS_BEFORE = {"favor": 0, "spring": 0, "reward": 0, "summer": 1, "envoy": 1, "fall": 2,
                   "recruit": 2, "winter": 3}  # fmt: skip


@dataclass(slots=True, kw_only=True)
class TextEvent(Event):
    """One line of the host's log (the protocol sends sentences, not the engine's events)."""

    line: str = ""

    @property
    def text(self) -> str:
        return self.line


# Asked of the host on connecting: the events and reasons as data too, worded here in this
# player's language (a host before this sends only its text, and ignores the question).
WORDS_AS_DATA = {"data": "1"}


def ws_address(link: str) -> str:
    """The websocket address of a seat's link; KingsburgError (one line) if it is none."""
    try:
        parts = urlsplit(link.strip())
        port = parts.port  # ValueError for a port that is not a number
    except ValueError:
        parts, port = None, None
    path = parts.path.split("/") if parts else []
    if (
        parts is None
        or parts.scheme not in ("http", "https")
        or not parts.hostname
        or len(path) != 4
        or path[1] != "t"
        or not all(path[2:])
        or parts.query
        or parts.fragment
    ):
        raise KingsburgError(t("online-error-not-link"))
    scheme = "wss" if parts.scheme == "https" else "ws"
    where = parts.hostname if port is None else f"{parts.hostname}:{port}"
    if ":" in parts.hostname:  # an IPv6 address
        where = f"[{parts.hostname}]" + (f":{port}" if port is not None else "")
    return f"{scheme}://{where}{parts.path}"


def read_message(text: str) -> Update | Error:
    """A server's message, read as the protocol asks of clients: fields this version does
    not know are ignored (a host may add some within a version). KingsburgError if it is
    not a message at all, or speaks another version of the protocol."""
    try:
        doc = json.loads(text)
        if not isinstance(doc, dict):
            raise ValueError("not an object")
        if doc.get("type") == "error":
            return Error(message=str(doc.get("message", "")))
        if doc.get("type") != "update":
            raise ValueError(f"unknown type {doc.get('type')!r}")
        if doc.get("protocol") != PROTOCOL_VERSION:
            versions = {"theirs": one_line(str(doc.get("protocol"))), "ours": str(PROTOCOL_VERSION)}
            raise KingsburgError(t("online-error-protocol", **versions))
        known = {k: v for k, v in doc.items() if k in Update.model_fields}
        seats = doc.get("seats")
        if isinstance(seats, list):
            known["seats"] = [
                {k: v for k, v in s.items() if k in SeatInfo.model_fields}
                if isinstance(s, dict)
                else s
                for s in seats
            ]
        return _cleaned(Update.model_validate(known))
    except KingsburgError:
        raise
    except (ValueError, TypeError) as e:  # pydantic's ValidationError is a ValueError
        raise KingsburgError(t("online-error-message", reason=str(e))) from None


def _cleaned(update: Update) -> Update:
    """The update with every text a host wrote made safe to show: a control character (an
    escape code that would set the terminal's title or clear it) shown as an escape, one
    line each. Everything the join client shows from the network comes through here."""

    def tidy(value: object) -> object:
        if isinstance(value, str):
            return value if value.isprintable() else one_line(value)
        if isinstance(value, list):
            return [tidy(v) for v in value]
        if isinstance(value, dict):
            return {k: tidy(v) for k, v in value.items()}
        return value

    doc = update.model_dump()
    position = doc.pop("position")  # read by the engine's strict position parser
    cleaned = {k: tidy(v) for k, v in doc.items()}
    return Update.model_validate({**cleaned, "position": position})


def connect_problem(e: BaseException, link: str) -> str:
    """One line saying why the seat's link could not be opened."""
    where = urlsplit(link.strip()).netloc or link
    if isinstance(e, aiohttp.WSServerHandshakeError):
        if e.status == 404:
            return t("online-no-seat", where=where)
        if e.status == 403:
            return t("online-connection-refused", where=where, reason=str(e.message))
        http = {"status": str(e.status), "reason": str(e.message)}
        return t("online-not-opened", where=where, **http)
    if isinstance(e, TimeoutError | asyncio.TimeoutError):
        return t("online-no-answer", where=where, seconds=f"{CONNECT_TIMEOUT:g}")
    if isinstance(e, aiohttp.ClientConnectorError):
        reason = str(e.os_error.strerror or e.os_error)
        return t("online-unreachable", where=where, reason=reason)
    return t("online-cannot-play", where=where, reason=one_line(str(e)) or type(e).__name__)


async def first_update(link: str) -> Update:
    """Open the seat once and read its first update (``kingsburg join`` checks the link so
    before the app takes the terminal). KingsburgError (one line) when it cannot."""
    address = ws_address(link)
    timeout = aiohttp.ClientTimeout(total=None, sock_connect=CONNECT_TIMEOUT)
    try:
        async with (
            aiohttp.ClientSession(timeout=timeout) as http,
            http.ws_connect(
                address,
                timeout=aiohttp.ClientWSTimeout(ws_receive=CONNECT_TIMEOUT),
                heartbeat=30,
                params=WORDS_AS_DATA,
            ) as ws,
        ):
            msg = await ws.receive()
            if msg.type != aiohttp.WSMsgType.TEXT:
                raise KingsburgError(t("online-closed-at-once", code=str(ws.close_code)))
            message = read_message(msg.data)
    except (aiohttp.ClientError, OSError, TimeoutError) as e:
        raise KingsburgError(connect_problem(e, link)) from None
    if isinstance(message, Error):
        raise KingsburgError(t("online-seat-refused", reason=message.message))
    return message


def _read(update: Update) -> tuple[GameState, list[Action]]:
    """The seat's view and its legal moves, from an update."""
    try:
        state = from_position(update.position)
        return state, [parse_action(state, m) for m in update.moves]
    except KingsburgError as e:
        raise KingsburgError(t("online-error-game", reason=str(e))) from None


def _event(text: str, data: dict[str, Any] | None) -> Event:
    """An event the host sent: as data, worded here in this player's language (the engine's
    own event, or a message such as "Ann takes back: pass"); else the host's text. Data that
    is not an event of the engine's own shape, or cannot be worded, falls back to the text."""
    if data is not None:
        with contextlib.suppress(Exception):  # a host is never trusted: its text then
            if set(data) == {"event"}:
                event = event_from_json(data["event"])
                event_text(event)  # worded once here, so the log never meets a bad one
                return event
            if set(data) == {"msg"}:
                return TextEvent(kind="host", line=one_line(render(msg_from_json(data["msg"]))))
    return TextEvent(kind="host", line=one_line(text))


def _reason(name: str, text: str, data: dict[str, Any] | None) -> ReasonEvent:
    """A computer's reason the host sent, worded here when it came as data too."""
    reason: Reason | None = None
    if data is not None:
        with contextlib.suppress(Exception):
            reason = reason_from_json(data)
            text = reason_text(reason)
    return ReasonEvent(kind="reason", line=one_line(f"{name}: {text}"), reason=reason)


class RemoteSession:
    """The session of one seat at a table run elsewhere (see the module's note)."""

    def __init__(self, link: str, first: Update, styles: list[PlayerStyle] | None = None) -> None:
        self.link = link
        self.address = ws_address(link)
        self.seat = first.seat
        self.ask_rewards = True  # the host asks for every reward
        self._update = first
        self._state, _ = _read(first)
        self.styles = styles or default_styles(self._state.n)
        self.seats: tuple[str, ...] = ()
        self.lesson: Lesson | None = None  # a lesson is a game of this app only
        self._legal: list[Action] = []
        self._public: GameState | None = None
        self._log: list[tuple[int, Event]] = []
        self._history: dict[int, list[int]] = {0: [0] * self._state.n}
        self.problem = ""  # one line while the host cannot be reached (or will not be)
        self._sent = ""  # a move sent and not yet answered
        self._others_since = True  # another player acted since this seat's last move
        self._ws: aiohttp.ClientWebSocketResponse | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        # A browser page's helper process (started by the host for that page): its page
        # went with the host, so after a drop it ends (calls this) rather than reconnect
        # and hold the seat with nobody watching.
        self.on_lost: Callable[[], None] | None = None
        self._apply(first, fresh=True)

    # --- what the host said -----------------------------------------------------------

    def _apply(self, update: Update, fresh: bool) -> list[Event]:
        """Take in an update; the new log entries. ``fresh``: the first on a connection,
        whose events are the whole game so far (the log is rebuilt from them)."""
        self._update = update
        self._state, self._legal = _read(update)
        self._public = None
        self.seats = tuple(PERSON if s.player == "person" else HOST_COMPUTER for s in update.seats)
        if update.to_act not in (None, self._update.name):
            self._others_since = True
        self._sent = ""
        words = update.words
        numbers = update.event_moves
        if len(numbers) != len(update.events):  # (a host before event_moves)
            numbers = [update.move] * len(update.events)
        new: list[tuple[int, Event]] = [
            (numbers[k], _event(text, words.events[k] if words else None))
            for k, text in enumerate(update.events)
        ]
        if fresh:
            self._log = []
        else:  # a live update's reasons go right after their own move's events (a fresh
            # one's would all come after the whole game's: the log shows them from now on)
            new += [
                (r.move, _reason(r.name, r.reason, words.reasons[k] if words else None))
                for k, r in enumerate(update.reasons)
            ]
            new.sort(key=lambda entry: entry[0])  # (stable: a move's events, then its reason)
        self._log += new
        self._note_vp()
        return [e for _, e in new]

    def _note_vp(self) -> None:
        st = self._state
        vp = [p.vp for p in st.players]
        if st.over:
            self._history[20] = vp
            return
        done = (st.year - 1) * 4 + _SEASONS_BEFORE.get(phase_tag(st), 0)
        self._history.setdefault(done, vp)  # the first seen: nearest to the season's end

    # --- what the game is -------------------------------------------------------------

    @property
    def state(self) -> GameState:
        """This seat's view of the game (never more)."""
        return self._state

    @property
    def names(self) -> list[str]:
        return [p.name for p in self._state.players]

    @property
    def n(self) -> int:
        return self._state.n

    @property
    def where(self) -> str:
        """The host's address, as the link names it."""
        return urlsplit(self.link.strip()).netloc

    @property
    def seed(self) -> int:
        return 0  # the host keeps the game's seed

    @property
    def moves(self) -> int:
        return self._update.move

    @property
    def over(self) -> bool:
        return self._update.over

    @property
    def people(self) -> list[int]:
        return [self.seat]

    @property
    def watch(self) -> bool:
        return False

    def public(self) -> GameState:
        if self._public is None:
            self._public = view(self._state, -1)
        return self._public

    def turn(self) -> Turn:
        return turn(self._state)

    def legal(self) -> list[Action]:
        return list(self._legal) if self.controls(self.turn().player) else []

    def text(self, action: Action) -> str:
        return action_text(self._state, action)

    def public_log(self) -> list[tuple[int, Event]]:
        return self._log

    def buildable(self, player: int) -> list[int]:
        return reports.buildable_indices(self._state, player)

    def cost(self, player: int, index: int) -> tuple[int, int, int]:
        return reports.cost_of(self._state, player, index)

    def secrets(self, player: int) -> list[str]:
        return (
            reports.secret_lines(self._state, player, self.public()) if player == self.seat else []
        )

    def ranking(self) -> list[Standing]:
        return ranking(self._state)

    def breakdown(self) -> list[dict[str, int]] | None:
        return self._update.vp_sources or None  # the host tells once the game is over

    def vp_history(self) -> list[list[int]]:
        """Each player's VP after each season: the host's once the game is over, else as
        far as this seat saw them (a season it did not see takes the VP last seen before)."""
        if self._update.vp_seasons:
            return self._update.vp_seasons
        last = self._history[0]
        out: list[list[int]] = [[] for _ in range(self.n)]
        top = 20 if self.over else max(self._history)
        for k in range(top + 1):
            last = self._history.get(k, last)
            for i in range(self.n):
                out[i].append(last[i])
        return out

    def last_battle(self) -> BattleReport | None:
        return None  # the battle is told in the log's sentences

    def record_place(self) -> str:
        record = self._update.record
        return t("online-record-place", record=record) if record else t("online-record-folder")

    # --- who decides ------------------------------------------------------------------

    def is_computer(self, player: int) -> bool:
        return 0 <= player < len(self.seats) and self.seats[player] != PERSON

    def controls(self, player: int) -> bool:
        return (
            player == self.seat
            and not self.is_computer(player)
            and not self._sent
            and not self.problem
            and bool(self._legal)
        )

    def computer_turn(self) -> int:
        return -1  # the host's computers play at the host

    def think_job(self, player: int, level: str = "") -> Callable[[], BotMove]:
        """A hint for this seat, worked out here from its own view."""
        from kingsburg.bots import hint

        mine, moves = self._state, self.moves
        return lambda: hint(mine, player, moves)

    def deciding(self) -> int:
        return self.turn().player

    @property
    def held(self) -> bool:
        return False  # the host draws dice and cards at once

    def held_decision(self) -> str:
        return ""

    def season_state(self) -> GameState:
        return self.public()

    def decided_last(self, player: int) -> bool:
        return player == self.seat and not self._others_since

    def waiting_line(self, player: int) -> str:
        if player == self.seat and self._sent:
            return t("online-sent", move=self._sent)
        if self.is_computer(player):
            return t("online-computer-decides")
        if player == self.seat:
            return t("online-waiting")
        if not self._connected(player):
            return t("online-decides-away")
        return t("online-decides")

    def _connected(self, player: int) -> bool:
        seats = self._update.seats
        return 0 <= player < len(seats) and seats[player].connected

    def status_note(self) -> str:
        if self.problem:
            return self.problem
        acting = self._update.to_act  # (the waiting line says it of the player to act)
        away = [s.name for s in self._update.seats if not s.connected and s.name != acting]
        if not away or self.over:
            return ""
        return t("online-disconnected", names=", ".join(away), n=len(away))

    def public_reason(self, player: int, reason: Reason) -> Reason:
        return reason  # only this seat's person sees its hints

    # --- acting ----------------------------------------------------------------------

    def decide(self, action: Action, reason: Reason | None = None) -> list[Event]:
        if not self.controls(self.turn().player):
            raise KingsburgError(t("online-not-your-turn"))
        text = self.text(action)
        self._sent = text
        self._others_since = False
        self._send({"type": "move", "move": text, "at": self._update.move})
        return []  # the host's update brings the events

    def confirm(self) -> list[Event]:
        return []

    def can_undo(self) -> bool:
        return self._update.can_undo and not self._sent and not self.problem

    def why_no_undo(self) -> str:
        if self._update.acted_since:
            return t("online-nothing-to-undo-other", name=self._update.acted_since)
        return t("screen-nothing-to-undo")

    def take_back(self) -> str:
        self._send({"type": "undo"})
        return ""  # the host's update says what was taken back

    def lesson_changed(self) -> None:
        pass  # a seat at a table is never a lesson

    def take_save_news(self) -> tuple[str, bool] | None:
        return None  # the host saves the game

    def _send(self, doc: dict[str, str | int]) -> None:
        ws = self._ws
        if ws is None or ws.closed:
            self._sent = ""
            return
        task = asyncio.get_running_loop().create_task(ws.send_str(json.dumps(doc)))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    # --- the connection -------------------------------------------------------------

    def connection(self, listener: Listener) -> Coroutine[Any, Any, None] | None:
        return self._run(listener)

    async def _run(self, listener: Listener) -> None:
        """Keep the seat connected until the game is over; after a drop, try again."""
        attempt = 0
        timeout = aiohttp.ClientTimeout(total=None, sock_connect=CONNECT_TIMEOUT)
        async with aiohttp.ClientSession(timeout=timeout) as http:
            while not self.over:
                stop = ""
                try:
                    async with http.ws_connect(
                        self.address, heartbeat=30, params=WORDS_AS_DATA
                    ) as ws:
                        self._ws = ws
                        attempt = 0
                        stop = await self._listen(ws, listener)
                except (aiohttp.ClientError, OSError, TimeoutError, ValueError) as e:
                    if isinstance(e, aiohttp.WSServerHandshakeError) and e.status in (403, 404):
                        stop = connect_problem(e, self.link)
                except KingsburgError as e:
                    stop = str(e)
                finally:
                    self._ws = None
                    self._sent = ""
                if self.over:
                    return
                if self.on_lost is not None:
                    self.on_lost()
                    return
                if stop:
                    self.problem = t("online-window-stopped", reason=stop)
                    listener.session_changed([])
                    listener.session_message(self.problem, True)
                    return
                wait = RETRY_SECONDS[min(attempt, len(RETRY_SECONDS) - 1)]
                attempt += 1
                self.problem = t("online-connection-lost")
                listener.session_changed([])
                await asyncio.sleep(wait)

    async def _listen(self, ws: aiohttp.ClientWebSocketResponse, listener: Listener) -> str:
        """Read the host's messages until the connection ends; why not to reconnect ("" to
        try again)."""
        fresh = True
        while True:
            msg = await ws.receive()
            if msg.type != aiohttp.WSMsgType.TEXT:
                break
            message = read_message(msg.data)
            if isinstance(message, Error):
                self._sent = ""
                listener.session_changed([])
                refused = t("online-host-refused", reason=one_line(message.message))
                listener.session_message(refused, True)
                continue
            self.problem = ""
            before = [event_text(e) for _, e in self._log]
            events = self._apply(message, fresh)
            rebuilt = False
            if fresh:  # the whole log again: not news; redrawn unless it only grew
                rebuilt = [event_text(e) for _, e in self._log[: len(before)]] != before
                events = []
            fresh = False
            listener.session_changed(events, rebuilt)
            if self.over:  # nothing more to come
                await ws.close()
                return ""
        if msg.type == aiohttp.WSMsgType.CLOSE and msg.extra == REPLACED:
            return t("online-replaced")
        return ""
        if ws.close_code == 1008 and not self.over:  # the same link opened elsewhere
            return t("online-replaced")
        return ""
