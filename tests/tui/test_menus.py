"""The decision menus offer exactly the legal actions: each once, nothing else."""

from __future__ import annotations

import random

import pytest

from kingsburg.engine import GameConfig, legal_actions, turn
from kingsburg.record import LiveGame
from kingsburg.tui.menus import Choice, build_menu


def leaves(menu: list[Choice]) -> list[object]:
    out: list[object] = []
    for c in menu:
        if c.children:
            assert c.action is None
            out += leaves(c.children)
        else:
            out.append(c.action)
    return out


@pytest.mark.parametrize(("players", "modules", "seed"), [(2, (), 1), (4, (), 2), (3, (5, 6), 3)])
def test_every_legal_action_once(players: int, modules: tuple[int, ...], seed: int) -> None:
    names = ("Ann", "Bob", "Cy", "Dee", "Eve")[:players]
    game = LiveGame(GameConfig(names, modules), seed)
    rng = random.Random(seed)
    while not game.state.over:
        t = turn(game.state)
        legal = legal_actions(game.state)
        for by_dice in (False, True):
            menu = build_menu(game.state, legal, t.decision, by_dice=by_dice)
            got = leaves(menu)
            assert sorted(map(repr, got)) == sorted(map(repr, legal)), t.prompt
            assert all(c.label for c in menu)
        game.decide(legal[int(rng.random() * len(legal))])
