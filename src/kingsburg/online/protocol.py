"""The online table's protocol: every message a seat and the server exchange, as pydantic
models (see docs/protocol.md). Messages are JSON objects told apart by ``type``; a message
from a seat that does not fit these models exactly is refused and changes nothing."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

PROTOCOL_VERSION = 1
MAX_MESSAGE_BYTES = 64 * 1024  # larger messages from a seat close its connection
MAX_MOVE_CHARS = 200  # no move in the record notation comes near this


class _Message(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class SeatInfo(_Message):
    """One seat as every seat sees it."""

    name: str
    player: Literal["person", "computer"]  # who plays it now
    connected: bool  # a person's seat with a live connection (computers: always true)


class Reason(_Message):
    """Why a computer made a move, as the whole table may read it."""

    move: int  # the move it explains (1-based, as ``Update.move`` counts)
    name: str  # the player whose computer decided
    reason: str


class Words(_Message):
    """The update's events and reasons as data (ids and numbers), for a client that asked
    for them (``?data=1``) to word them in its own language: one item per item of the
    update's ``events`` and ``reasons``, null where only the text is given."""

    events: list[dict[str, Any] | None]
    reasons: list[dict[str, Any] | None]


class Update(_Message):
    """Server → seat: on connecting and after every change of the game."""

    type: Literal["update"] = "update"
    protocol: int = PROTOCOL_VERSION
    seat: int  # this seat's index in the game's player order (0-based)
    name: str  # this seat's player
    move: int  # moves in the game's record so far (chance outcomes included)
    position: str  # the position text of what this seat may see
    to_act: str | None  # the player who decides now; None while nobody does (game over)
    moves: list[str]  # this seat's legal moves in record notation, only when it decides now
    secret: bool = False  # this decision stays hidden from the others (module 5's tokens)
    can_undo: bool = False  # an {"type": "undo"} would take back this seat's last decision
    over: bool
    events: list[str]  # what happened that this seat may see, since its last update
    # The move each event came with (as ``move`` counts; the host's notes: ``move``), so
    # that a computer's reason can be shown right after its own move's events.
    event_moves: list[int] = []
    # While this seat cannot undo: the first other player who decided after this seat's
    # last decision ("" if none did: dice or a card came up since, or it made none).
    acted_since: str = ""
    seats: list[SeatInfo]
    reasons: list[Reason] = []  # the computers' reasons for the moves since the last update
    record: str = ""  # once over: the record's file name in the host's games folder
    # Once over: each player's VP by source (VP_SOURCES) and after each season (21 each).
    vp_sources: list[dict[str, int]] = []
    vp_seasons: list[list[int]] = []
    # Only for a connection that asked for it (``?data=1``); never sent to others.
    words: Words | None = None


class Error(_Message):
    """Server → seat: the seat's last message was refused; nothing changed."""

    type: Literal["error"] = "error"
    message: str


class Move(_Message):
    """Seat → server: make a decision (one of the update's ``moves``)."""

    type: Literal["move"]
    move: Annotated[str, Field(min_length=1, max_length=MAX_MOVE_CHARS)]
    # The update's ``move`` this answers: a move sent twice, or after the game went on,
    # is refused instead of answering the next decision. Optional (clients before it).
    at: Annotated[int, Field(ge=0, le=1_000_000)] | None = None


class Undo(_Message):
    """Seat → server: take back this seat's last decision, while nobody else has acted
    since and no dice or card came up."""

    type: Literal["undo"]


ClientMessage = Annotated[Move | Undo, Field(discriminator="type")]
ServerMessage = Annotated[Update | Error, Field(discriminator="type")]
_CLIENT = TypeAdapter[Move | Undo](ClientMessage)
_SERVER = TypeAdapter[Update | Error](ServerMessage)


class ProtocolError(ValueError):
    """A message that is not valid JSON or fits no model; ``str`` is one line."""


def parse_client(text: str) -> Move | Undo:
    """A seat's message, validated (ProtocolError with a one-line reason otherwise)."""
    try:
        return _CLIENT.validate_json(text)
    except ValidationError as e:
        raise ProtocolError(_first_problem(e)) from None


def parse_server(text: str) -> Update | Error:
    """A server's message, validated (for clients and tests)."""
    try:
        return _SERVER.validate_json(text)
    except ValidationError as e:
        raise ProtocolError(_first_problem(e)) from None


def _first_problem(e: ValidationError) -> str:
    err = e.errors(include_url=False, include_input=False)[0]
    if err["type"] == "json_invalid":
        return "the message is not valid JSON"
    where = ".".join(str(p) for p in err["loc"])
    message = f"{where}: {err['msg']}" if where else err["msg"]
    return f"bad message ({message})"
