"""Game records: the file format, live games that write them, and replay."""

from kingsburg.record.format import (
    FORMAT_VERSION,
    Checkpoint,
    GameRecord,
    load_record,
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
    "FORMAT_VERSION",
    "PERSON",
    "Checkpoint",
    "Divergence",
    "GameRecord",
    "LiveGame",
    "check_seats",
    "first_divergence",
    "load_record",
    "move_line",
    "record_from_json",
    "save_record_atomic",
    "verify_record",
]
