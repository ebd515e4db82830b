"""Game records: the file format, live games that write them, and replay."""

from kingsburg.record.format import (
    CHANCE_ACTOR,
    FORMAT_VERSION,
    Checkpoint,
    GameRecord,
    Move,
    load_record,
    parse_move,
    record_from_json,
    save_record_atomic,
)
from kingsburg.record.game import (
    PERSON,
    Divergence,
    LiveGame,
    check_seats,
    first_divergence,
    move_line,
    verify_record,
)

__all__ = [
    "CHANCE_ACTOR",
    "FORMAT_VERSION",
    "PERSON",
    "Checkpoint",
    "Divergence",
    "GameRecord",
    "LiveGame",
    "Move",
    "check_seats",
    "first_divergence",
    "load_record",
    "move_line",
    "parse_move",
    "record_from_json",
    "save_record_atomic",
    "verify_record",
]
