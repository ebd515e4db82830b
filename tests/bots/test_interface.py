"""The bot interface the app and the simulator rely on."""

from __future__ import annotations

import pytest

from kingsburg.bots import KINDS, LEVELS, BotMove, hint, make_bot
from kingsburg.driver import ChanceDriver
from kingsburg.engine import (
    CHANCE,
    GameConfig,
    GameState,
    apply,
    legal_actions,
    new_game,
    to_act,
    to_json,
    view,
)
from kingsburg.message import Msg
from kingsburg.reasons import Reason
from kingsburg.text.reasons import reason_text


def test_levels_are_the_three_names_in_order() -> None:
    assert list(LEVELS) == ["beginner", "solid", "strong"]
    assert all(LEVELS[k] and "\n" not in LEVELS[k] for k in LEVELS)
    assert KINDS == ("beginner", "solid", "strong", "random", "greedy", "flatmc")


def test_unknown_kind_lists_the_valid_names() -> None:
    with pytest.raises(ValueError, match="beginner, solid, strong, random, greedy, flatmc"):
        make_bot("grandmaster", 1)


def test_bot_move_is_frozen() -> None:
    move = BotMove(legal_actions(_spring_view())[0], Reason(Msg("bot-only-move")))
    with pytest.raises(AttributeError):
        move.reason = Reason(Msg("bot-at-random"))  # type: ignore[misc]


def _spring_view(seed: int = 5) -> GameState:
    """The first player's view at their first spring decision of a 3-player game."""
    state = new_game(GameConfig(("Ann", "Brian", "Cindy")))
    driver = ChanceDriver(seed)
    bots = [make_bot("random", i) for i in range(3)]
    while True:
        who = to_act(state)
        if who == CHANCE:
            apply(state, driver.draw(state))
            continue
        v = view(state, who)
        if state.seg > 1 and len(legal_actions(v)) > 3:
            return v
        apply(state, bots[who].decide(v, who).action)


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_decides_a_legal_move_without_changing_the_view(kind: str) -> None:
    v = _spring_view()
    player = to_act(v)
    before = to_json(v)
    move = make_bot(kind, 3).decide(v, player)
    assert move.action in legal_actions(v)
    text = reason_text(move.reason)
    assert text and "\n" not in text
    assert to_json(v) == before
    # Same seed, same view: same move (for the levels, even from a bot that has decided
    # other things in between).
    assert make_bot(kind, 3).decide(v, player) == move
    if kind in ("beginner", "solid", "strong"):
        again = make_bot(kind, 3)
        other = _spring_view(seed=8)
        again.decide(other, to_act(other))
        assert again.decide(v, player) == move


def test_hint_is_a_legal_move_with_a_reason() -> None:
    v = _spring_view()
    player = to_act(v)
    move = hint(v, player)
    assert move.action in legal_actions(v)
    assert reason_text(move.reason)
