"""People and computers at one table (the session, no screen): the end-of-turn hold and the
rewards taken by themselves are for people only; undo goes back to the person's last decision
with everything automatic after it; a resume keeps all of that."""

from __future__ import annotations

import random

from kingsburg.engine import Pass
from kingsburg.record import parse_move
from kingsburg.tui.session import GameSession

SEATS = ("person", "beginner", "solid")


def _computer_move(s: GameSession) -> None:
    p = s.computer_turn()
    move = s.think_job(p)()
    s.decide(move.action, move.reason or "no reason given")


def _person_move(s: GameSession, rng: random.Random) -> None:
    legal = s.legal()
    takes = [a for a in legal if not isinstance(a, Pass)] or legal
    s.decide(takes[int(rng.random() * len(takes))])


def test_only_a_persons_decision_holds_and_only_their_rewards_are_automatic() -> None:
    # A deal whose game holds often (how often depends on how the computers play).
    s = GameSession.new(["Alice", "Bruno", "Chiara"], 8, seats=SEATS)
    rng = random.Random(8)
    holds = computer_rewards = person_auto = 0
    while not s.over:
        if s.held:
            holds += 1
            assert s.deciding() == 0  # the person's end of turn, never a computer's
            k = max(k for k in range(1, s.moves + 1) if k not in s.auto_moves)
            assert parse_move(s.game.moves[k - 1]).actor == "Alice"
            s.confirm()
        elif s.computer_turn() >= 0:
            computer_rewards += s.turn().decision == "reward"
            assert s.auto_action() is None  # a computer decides its own rewards
            _computer_move(s)
            assert not s.held  # a computer's decision never waits for an end of turn
        else:
            _person_move(s, rng)
        person_auto = sum(parse_move(s.game.moves[k - 1]).actor == "Alice" for k in s.auto_moves)
        assert all(parse_move(s.game.moves[k - 1]).actor == "Alice" for k in s.auto_moves)
    assert holds > 5 and computer_rewards > 5 and person_auto > 0


def test_watch_mode_never_holds() -> None:
    s = GameSession.new(["Bruno", "Chiara"], 3, seats=("beginner", "beginner"))
    while not s.over:
        assert not s.held and not s.can_undo()
        _computer_move(s)
    assert not s.auto_moves


def test_undo_takes_back_the_persons_decision_and_all_that_followed_by_itself() -> None:
    """Undo, then the same decision again: the computers (seeded by the moves) and the
    automatic rewards play out exactly as before."""
    s = GameSession.new(["Alice", "Bruno", "Chiara"], 11, seats=SEATS)
    rng = random.Random(11)
    tried = with_followers = 0
    while not s.over and tried < 30:
        if s.held:
            s.confirm()
        elif s.computer_turn() >= 0:
            _computer_move(s)
        else:
            if s.can_undo():
                lines, auto = list(s.game.moves), set(s.auto_moves)
                undone = s.undo()
                k = s.moves + 1  # the person's decision taken back
                assert lines[k - 1].endswith(undone) and parse_move(undone).actor == "Alice"
                assert k not in auto
                after = range(k + 1, len(lines) + 1)
                assert all(m in auto or parse_move(lines[m - 1]).actor != "Alice" for m in after)
                assert all(parse_move(lines[m - 1]).actor != "chance" for m in after)
                with_followers += len(after) > 0
                tried += 1
                action = next(a for a in s.legal() if undone.endswith(": " + s.text(a)))
                s.decide(action)
                while s.computer_turn() >= 0 and s.moves < len(lines):
                    _computer_move(s)
                assert s.game.moves == lines
            _person_move(s, rng)
    assert tried == 30 and with_followers > 5


def test_a_resume_keeps_the_hold_and_knows_the_automatic_rewards() -> None:
    s = GameSession.new(["Alice", "Bruno", "Chiara"], 5, seats=("person", "beginner", "person"))
    rng = random.Random(5)
    resumed = with_auto = 0
    while not s.over:
        if s.held:
            again = GameSession.from_record(s.record())
            lines = s.game.moves
            last = max(
                k for k in range(1, s.moves + 1) if parse_move(lines[k - 1]).actor == "chance"
            )
            assert again.held and again.deciding() == s.deciding() in (0, 2)
            assert again.auto_moves == {k for k in s.auto_moves if k > last}
            assert again.held_decision() == s.held_decision() != ""
            assert again._undo_steps() == s._undo_steps() > 0
            with_auto += bool(again.auto_moves)  # rewards taken by themselves this season
            resumed += 1
            s.confirm()
        elif s.computer_turn() >= 0:
            _computer_move(s)
        else:
            _person_move(s, rng)
    assert resumed > 10 and with_auto > 0
