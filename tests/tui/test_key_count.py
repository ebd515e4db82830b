"""A scripted 3-player game played through the app: the same decisions every time,
reached with as few keys as the menus allow; the number of key presses is checked."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from textual.pilot import Pilot

from kingsburg.bots.base import GreedyBot
from kingsburg.engine import Action, Pass, Take, legal_actions
from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.menus import Choice
from kingsburg.tui.screens.battle import BattleScreen
from kingsburg.tui.screens.game import GameScreen
from kingsburg.tui.screens.game_over import GameOverScreen
from kingsburg.tui.screens.handoff import PrivacyScreen
from kingsburg.tui.widgets.decision_panel import DecisionPanel

from .helpers import start_game


def script_choice(bot: GreedyBot, screen: GameScreen) -> Action:
    """The scripted decision: a fixed reward is always taken, else the greedy bot's pick."""
    state = screen.session.state
    legal = legal_actions(state)
    takes = [a for a in legal if not isinstance(a, Pass)]
    if (
        screen.session.turn().decision == "reward"
        and len(takes) == 1
        and isinstance(takes[0], Take)
    ):
        return takes[0]
    return bot.decide(state, screen.session.turn().player).action


def keys_for(choices: list[Choice], action: Action) -> list[list[str]]:
    """The keys that reach ``action`` in the menu (one list per menu level)."""

    def key(index: int, c: Choice) -> list[str]:
        if isinstance(c.action, Pass):
            return ["0"]
        if index < 9:
            return [str(index + 1)]
        return ["home", *["down"] * index, "enter"]

    for i, c in enumerate(choices):
        if c.action == action and not c.children:
            return [key(i, c)]
    for i, c in enumerate(choices):
        for j, kid in enumerate(c.children):
            if kid.action == action:
                return [key(i, c), key(j, kid)]
    raise AssertionError(f"{action} is not in the menu")


async def play_scripted(pilot: Pilot[int], app: KingsburgApp, seed: int) -> int:
    """Play to the end; return the number of keys pressed after the setup screen."""
    bot = GreedyBot(seed)
    presses = 0
    kind = "setup"
    by_kind: dict[str, int] = {}

    async def press(*keys: str) -> None:
        nonlocal presses
        presses += len(keys)
        by_kind[kind] = by_kind.get(kind, 0) + len(keys)
        await pilot.press(*keys)

    for _ in range(5000):
        screen = app.screen
        if isinstance(screen, GameOverScreen):
            print(f"\nkeys by decision: {by_kind}")
            return presses
        if isinstance(screen, PrivacyScreen | BattleScreen):
            kind = type(screen).__name__
            await press("enter")
            continue
        assert isinstance(screen, GameScreen), screen
        if screen.session.held:
            kind = "end of turn"
            await press("enter")
            continue
        action = script_choice(bot, screen)
        kind = screen.session.turn().decision
        for level in keys_for(screen.query_one(DecisionPanel).current(), action):
            await press(*level)
    raise AssertionError("the game did not end")


@pytest.mark.timeout(300)
def test_scripted_three_player_game_key_count(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("KINGSBURG_HOME", str(tmp_path))

    async def body() -> int:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await start_game(pilot, app, 3, 2026)
            presses = await play_scripted(pilot, app, 2026)
            assert app.session is not None and app.session.over
            assert app.session.moves == 242  # the same game every time
            return presses

    presses = asyncio.run(body())
    # 264 before the fixed rewards were taken without a question and Pass got the key 0
    # (the game is the same 242 moves); 20 of these are the new "end of turn" presses.
    # 228 before a tenth option was reached by "9" (More) and its own key, not by arrows.
    assert presses == 210
