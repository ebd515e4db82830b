"""A decision taken back, and the end-of-turn box, say the move in words as its menu did,
never in the record's notation ("take gold", "town hall pay +2")."""

from __future__ import annotations

from kingsburg.engine import Take, TownHall, action_text, new_game, turn
from kingsburg.engine.state import GameConfig
from kingsburg.text import set_language
from kingsburg.text.decisions import action_label
from kingsburg.tui.session import GameSession


def test_undone_says_the_move_as_its_menu_did() -> None:
    s = GameSession.new(["Ann", "Ben"], 7)
    before = s.public()
    t = turn(before)
    action = next(a for a in s.legal() if isinstance(a, Take))
    label = action_label(before, action, t.decision, advisor=t.advisor)
    s.decide(action)
    note = s.take_back()
    assert note == f"Undone: {label}"
    assert action_text(before, action) not in note  # "take gold": the notation


def test_the_town_hall_says_what_is_paid_where() -> None:
    state = new_game(GameConfig(("Ann", "Ben")))
    want = {
        "en": ('Town Hall: pay a "+2" token for 1 VP', "Town Hall: pay 1 gold for 1 VP"),
        "pl": ("Ratusz: zapłać żetonem „+2” za 1 PZ", "Ratusz: zapłać 1 złoto za 1 PZ"),
        "cs": ("Radnice: zaplatit žetonem „+2“ za 1 VB", "Radnice: zaplatit 1 zlato za 1 VB"),
    }
    for code, (token, gold) in want.items():
        set_language(code)
        assert action_label(state, TownHall(3), "town_hall") == token
        assert action_label(state, TownHall(0), "town_hall") == gold
    set_language("en")
