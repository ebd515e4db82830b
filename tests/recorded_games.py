"""Game records played when the tests run: a test that needs a record builds it here.

A record is played by the bots from a fixed seed (as ``kingsburg simulate`` plays it), so
it is made by the code and data under test: a change of the game data or of the bots
changes the games, not whether the tests can read them. Only the tests about files written
by older versions (``tests/record/format1``, ``tests/golden/records``) read committed
records; ``python -m tests.regen_records`` writes those again (docs/records.md).

Each record is played once per test session (``functools.cache``; the ``recorded``
fixture of ``tests/conftest.py`` hands out the same), then read back from its JSON as a
file would be. ``record`` returns a copy that a test may change.
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass

from kingsburg.data import default_ruleset
from kingsburg.record import GameRecord, LiveGame, record_from_json
from kingsburg.simulate import play_game


@dataclass(frozen=True)
class Recorded:
    """How a record is played: ``simulate --players N --seed S --bot ...`` (with its
    modules and variants), then given its seats and cut after ``moves`` moves, if given."""

    name: str
    players: int
    seed: int
    bots: tuple[str, ...]
    modules: tuple[int, ...] = ()
    variants: tuple[str, ...] = ()
    seats: tuple[str, ...] = ()  # "person" or a level per seat, as the app writes them
    moves: int | None = None  # unfinished: cut here (then the dice due are drawn, as the app)


_SEATS = ("person", "beginner", "person")
GAMES = {
    g.name: g
    for g in (
        Recorded("2p-solid", 2, 3, ("solid", "solid")),
        Recorded("3p-inverted", 3, 11, ("solid",) * 3, (6,), ("inverted-tiles",)),
        Recorded("5p-modules", 5, 8, ("solid",) * 5, (5, 6), ("alt-reinforcements",)),
        # Games of the app: a person, a computer and a person; finished, left unfinished,
        # and left after a play-on from a replay.
        Recorded("app-finished", 3, 42, ("greedy", "beginner", "random"), seats=_SEATS),
        Recorded("app-unfinished", 3, 42, ("greedy", "beginner", "random"), (), (), _SEATS, 92),
        Recorded("app-play-on", 3, 43, ("random", "beginner", "greedy"), (), (), _SEATS, 204),
        Recorded("base-3p", 3, 7, ("solid", "beginner", "greedy")),
    )
}
NAMES = tuple(GAMES)


@functools.cache
def _played(name: str) -> GameRecord:
    g = GAMES[name]
    game = play_game(g.players, g.seed, list(g.bots), g.modules, g.variants)
    if g.moves is not None:
        game = LiveGame.from_record(game.to_record(), upto=g.moves, draw_chance=False)
        game.draw_chance()
    record = dataclasses.replace(game.to_record(), seats=g.seats)
    return record_from_json(record.to_json())  # as read from its file


def record(name: str) -> GameRecord:
    """The record ``name`` of ``GAMES``, of the current format: a copy to change at will."""
    return _copy(_played(name))


def as_format(source: GameRecord, version: int) -> GameRecord:
    """``source`` as a version of the program that wrote format ``version`` wrote it: no
    move hashes before format 2, no seats' hash before 3, and before 4 no rules version and
    the digest of the data files' bytes."""
    changed = dataclasses.replace(source, format_version=version)
    if version < 4:
        changed = dataclasses.replace(changed, data_digest=default_ruleset().file_digest)
    if version < 2:
        changed = dataclasses.replace(changed, move_tags="", moves_hash="")
    again = record_from_json(changed.to_json())
    assert again.format_version == version
    return again


def _copy(source: GameRecord) -> GameRecord:
    return dataclasses.replace(
        source, moves=list(source.moves), checkpoints=list(source.checkpoints)
    )
