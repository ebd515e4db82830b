"""Every move and event of the golden playthroughs, replayed and compared line by line."""

from __future__ import annotations

import pytest

from tests.golden.transcript import GAMES, Golden, first_difference, play, written_decisions


@pytest.mark.parametrize("game", GAMES, ids=[g.name for g in GAMES])
def test_golden_playthrough(game: Golden) -> None:
    want = game.path.read_text(encoding="utf-8").splitlines()
    assert want[: len(game.header())] == game.header(), "regenerate: the game's setup changed"
    got = play(game, written_decisions(want))
    difference = first_difference(want, got)
    assert difference is None, f"{game.name}: {difference}"


def test_a_changed_line_is_reported_with_its_number() -> None:
    want = ["# a", "1 Y0 setup chance: deck x", "    deck | One enemy card"]
    got = ["# a", "1 Y0 setup chance: deck x", "    deck | Two enemy cards"]
    assert first_difference(want, got) == (
        "line 3 differs:\n  golden:     deck | One enemy card\n  now:        deck | Two enemy cards"
    )
    assert first_difference(want, want[:2]) == (
        "the now transcript ends after line 2; next line:     deck | One enemy card"
    )
    assert first_difference(want, want) is None
