"""``kingsburg join LINK --plain``: one seat of a real ``kingsburg host`` played as lines,
against the host's computer, to the end of the game."""

from __future__ import annotations

import random
from pathlib import Path

from ..online.helpers import HostProcess
from .driver import FORBIDDEN, Plain, play_out


def test_a_seat_joined_in_plain_mode_plays_a_whole_game(tmp_path: Path) -> None:
    host = HostProcess(
        tmp_path / "host", "--seats", "person,beginner", "--names", "Ann,Bruno",
        "--seed", "5", "--port", "0",
    )  # fmt: skip
    game: Plain | None = None
    try:
        game = Plain(["join", host.links["Ann"], "--plain"], tmp_path / "home")
        asked = play_out(game, random.Random(5), undo=False)
        assert game.finish() == 0, game.stderr()
    finally:
        if game is not None:
            game.close()
        host.kill()
    out = game.text
    assert not FORBIDDEN.search(out)
    assert "You play Ann at the table of 127.0.0.1" in out
    assert "The game is over" in out
    assert len(asked) > 30
    # The host's computer plays Bruno: its moves are heard as they come.
    assert "Bruno builds" in out or "Bruno influences" in out
