"""Setup, resume, undo, privacy, help and size handling, driven by keys."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

from kingsburg.engine import GameConfig
from kingsburg.record import LiveGame, save_record_atomic
from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.screens.game import GameScreen
from kingsburg.tui.screens.handoff import PrivacyScreen
from kingsburg.tui.screens.rules_help import RuleDialog, RulesHelpScreen
from kingsburg.tui.screens.setup import SetupScreen
from kingsburg.tui.screens.too_small import TooSmallScreen
from kingsburg.tui.widgets.decision_panel import DecisionPanel

from .helpers import press_choice, screen_text, settle, start_game

pytestmark = pytest.mark.timeout(120)


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("KINGSBURG_HOME", str(tmp_path))
    return tmp_path


def test_setup_screen(tmp_path: Path) -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, SetupScreen)
            text = screen_text(app)
            assert "Alice" in text and "Bruno" in text and "Chiara" not in text
            # three players
            screen.query_one("#count").focus()
            await pilot.press("right")
            await pilot.pause()
            assert "Chiara" in screen_text(app)
            # rename player 2
            screen.query_one("#name1").focus()
            await pilot.press("end", *["backspace"] * 16, *"Zed")
            # give player 3 the colour of player 1: refused
            screen.query_one("#colour2").focus()
            await pilot.press("left", "left")  # green -> sky blue -> orange (Alice's)
            screen.query_one("#seed").focus()
            await pilot.press("end", *["backspace"] * 16, *"4242", "enter")
            await pilot.pause()
            assert isinstance(app.screen, SetupScreen)
            assert "same colour" in screen_text(app)
            # fix it: pick the last colour (purple), then Enter on the colour starts
            screen.query_one("#colour2").focus()
            await pilot.press("left")
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, GameScreen)
            assert app.session is not None
            assert app.session.names == ["Alice", "Zed", "Chiara"]
            assert app.session.seed == 4242
            assert (tmp_path / "autosave.json").exists()
            # the status line names the player who acts
            t = app.session.turn()
            from kingsburg.tui.widgets.panel import TextPanel

            status = app.screen.query_one("#status", TextPanel).text.plain
            assert app.session.names[t.player] in status

    asyncio.run(body())


def test_bad_name_is_refused() -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            screen = app.screen
            screen.query_one("#name1").focus()
            await pilot.press("end", *["backspace"] * 16, *"Alice", "enter")
            await pilot.pause()
            assert isinstance(app.screen, SetupScreen)
            assert "Two players are called" in screen_text(app)

    asyncio.run(body())


async def _decide_some(pilot: object, app: KingsburgApp, n: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(n):
        screen = app.screen
        if not isinstance(screen, GameScreen):
            await pilot.press("enter", "enter")  # type: ignore[attr-defined]
            continue
        choices = screen.query_one(DecisionPanel).current()
        await press_choice(pilot, int(rng.random() * len(choices)))  # type: ignore[arg-type]


def test_resume_from_autosave(tmp_path: Path) -> None:
    async def first() -> int:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await start_game(pilot, app, 3, 99)
            await _decide_some(pilot, app, 12, 1)
            assert app.session is not None
            return app.session.moves

    async def second(moves: int) -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot, app)
            assert isinstance(app.screen, SetupScreen)
            assert "unfinished game" in screen_text(app)
            await pilot.press("enter")  # "Resume it" has the focus
            await pilot.pause()
            assert isinstance(app.screen, GameScreen)
            assert app.session is not None and app.session.moves == moves
            assert app.session.seed == 99

    async def third(moves: int) -> None:
        app = KingsburgApp(resume=True)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, GameScreen)
            assert app.session is not None and app.session.moves == moves

    moves = asyncio.run(first())
    asyncio.run(second(moves))
    asyncio.run(third(moves))


def test_damaged_autosave_is_set_aside(tmp_path: Path) -> None:
    (tmp_path / "autosave.json").write_text("{ not a record", encoding="utf-8")

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot, app)
            assert isinstance(app.screen, SetupScreen)
            assert "could not be read" in screen_text(app)

    asyncio.run(body())
    assert not (tmp_path / "autosave.json").exists()
    assert len(list(tmp_path.glob("autosave.damaged-*.json"))) == 1


def test_undo_never_rerolls() -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await start_game(pilot, app, 2, 7)
            s = app.session
            assert s is not None
            # play until an influence decision, then place dice and undo
            for _ in range(50):
                if s.turn().decision == "influence":
                    break
                await _decide_some(pilot, app, 1, 3)
            assert s.turn().decision == "influence"
            player = s.turn().player
            dice_before = list(s.state.players[player].dice)
            moves = s.moves
            await press_choice(pilot, 0)
            panel = app.screen.query_one(DecisionPanel)
            if panel.depth > 1:
                await press_choice(pilot, 0)
            assert s.moves == moves + 1
            assert s.can_undo()
            await pilot.press("u")
            assert s.moves == moves
            assert s.turn().player == player
            assert s.state.players[player].dice == dice_before
            # the autosave follows the undo
            from kingsburg.record import load_record

            assert len(load_record(s.autosave_file).moves) == moves
            # undo right after dice were rolled is refused
            while s.can_undo():
                await pilot.press("u")
            before = s.moves
            await pilot.press("u")
            assert s.moves == before

    asyncio.run(body())


def test_peek_hidden_until_the_player_confirms() -> None:
    """Steer towards the General/Queen; the card must not be on screen before Enter."""

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await start_game(pilot, app, 3, 2024)
            s = app.session
            assert s is not None
            rng = random.Random(5)
            checked = False
            for _ in range(600):
                screen = app.screen
                if isinstance(screen, PrivacyScreen):
                    year = s.state.year
                    enemy = s.state.ruleset.enemy(s.state.deck[year - 1])
                    secret = f"{enemy.name}, strength {enemy.strength}"
                    assert not screen.revealed
                    assert secret not in screen_text(app)
                    assert all(secret not in n.message for n in app._notifications)
                    await pilot.press("enter")
                    assert secret in screen_text(app)
                    # the whole card: what beating it gives and what losing costs
                    assert "If you beat them: gain" in screen_text(app)
                    assert "If they beat you: lose" in screen_text(app)
                    await pilot.press("enter")
                    assert isinstance(app.screen, GameScreen)
                    assert secret not in screen_text(app)
                    checked = True
                    break
                if not isinstance(screen, GameScreen):
                    await pilot.press("enter")
                    continue
                choices = screen.query_one(DecisionPanel).current()
                pick = next(
                    (k for k, c in enumerate(choices) if c.advisor in (10, 17)),
                    int(rng.random() * len(choices)),
                )
                await press_choice(pilot, pick)
            assert checked, "no peek happened"
            # the player can look again, behind the same screen
            peeker = next(i for i, p in enumerate(s.state.players) if p.seen)
            if s.turn().player == peeker:
                await pilot.press("p")
                assert isinstance(app.screen, PrivacyScreen)
                assert not app.screen.revealed

    asyncio.run(body())


def test_help_and_rule_dialog() -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await start_game(pilot, app, 2, 3)
            await pilot.press("f1")
            assert isinstance(app.screen, RulesHelpScreen)
            await pilot.pause()
            assert "Rules" in screen_text(app)
            # the chapter "Components and terms" (after the app's keys and the introduction)
            await pilot.press("down", "down", "down", "enter")
            await pilot.pause()
            assert "Goods" in screen_text(app)
            await pilot.press("escape")
            assert isinstance(app.screen, GameScreen)
            await pilot.press("r")
            assert isinstance(app.screen, RuleDialog)
            await pilot.press("escape")
            # focus the court, move to the Queen, ask for its rule
            app.screen.query_one("#court").focus()
            await pilot.press(*["down"] * 16, "r")
            assert isinstance(app.screen, RuleDialog)
            assert "Queen" in screen_text(app)
            await pilot.press("escape")
            assert isinstance(app.screen, GameScreen)

    asyncio.run(body())


def test_small_terminal() -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(70, 20)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, TooSmallScreen)
            assert "at least 80×24" in screen_text(app)
            await pilot.resize_terminal(80, 24)
            await pilot.pause()
            assert isinstance(app.screen, SetupScreen)
            await start_game(pilot, app, 4, 12)
            await _decide_some(pilot, app, 10, 4)
            assert isinstance(app.screen, GameScreen)
            assert app.session is not None
            who = app.session.names[app.session.turn().player]
            assert who in screen_text(app)
            # shrinking covers the game; growing back uncovers it, game intact
            moves = app.session.moves
            await pilot.resize_terminal(60, 20)
            await pilot.pause()
            assert isinstance(app.screen, TooSmallScreen)
            await pilot.resize_terminal(80, 24)
            await pilot.pause()
            assert isinstance(app.screen, GameScreen)
            assert app.session.moves == moves

    asyncio.run(body())


def test_record_module_autosave_is_offered(tmp_path: Path) -> None:
    game = LiveGame(GameConfig(("Ann", "Bob")), 3)
    save_record_atomic(game.to_record(), tmp_path / "autosave.json")

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot, app)
            assert "unfinished game" in screen_text(app)

    asyncio.run(body())
