"""What a newcomer runs into: reward labels, rewards taken without a question, the
held decision before dice or a card, keys on the setup and game screens, saved games."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

from kingsburg.engine import GameConfig, Pass, Take
from kingsburg.paths import home_dir
from kingsburg.record import LiveGame, load_record, save_record_atomic
from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.menus import build_menu
from kingsburg.tui.screens.game import GameScreen
from kingsburg.tui.screens.setup import SetupScreen
from kingsburg.tui.session import GameSession
from kingsburg.tui.widgets.decision_panel import DecisionPanel
from kingsburg.tui.widgets.panel import TextPanel

from .helpers import check_snapshot, press_choice, screen_lines, screen_text, settle, start_game

pytestmark = pytest.mark.timeout(120)


def _random_session(ask: bool, seed: int) -> GameSession:
    session = GameSession.new(["Ann", "Ben", "Cat"], seed, ask_rewards=ask)
    return session


def _step(session: GameSession, rng: random.Random) -> None:
    if session.held:
        session.confirm()
        return
    legal = session.legal()
    takes = [a for a in legal if not isinstance(a, Pass)]
    session.decide((takes or legal)[int(rng.random() * len(takes or legal))])


def test_reward_labels_say_what_is_gained() -> None:
    """Jester, Sergeant, General: the option names the VP, soldiers and the peek."""
    want = {
        1: {"Take 1 VP"},
        5: {"Take 1 soldier", "Take 2 soldiers"},  # 2 with the Stables
        10: {
            "Take 2 soldiers and see this year's enemy",
            "Take 3 soldiers and see this year's enemy",
        },
    }
    found: set[int] = set()
    for seed in range(40):
        session = _random_session(True, seed)
        rng = random.Random(seed)
        while not session.over and found != set(want):
            t = session.turn()
            rank = t.advisor if t.decision == "reward" else 0
            if rank in want:
                menu = build_menu(session.public(), session.legal(), "reward")
                assert [c.label for c in menu][-1] == "Decline this reward"
                assert menu[0].label in want[rank], menu[0].label
                assert all("nothing" not in c.label for c in menu)
                found.add(rank)
            _step(session, rng)
        if found == set(want):
            break
    assert found == set(want)


def test_fixed_free_rewards_are_taken_without_a_question() -> None:
    """By default no reward with a single free outcome is ever asked; the record holds
    the move; with the setup option every reward asks again."""
    asked_fixed = {False: 0, True: 0}
    for ask in (False, True):
        session = _random_session(ask, 8)
        rng = random.Random(8)
        while not session.over:
            t = session.turn()
            if t.decision == "reward":
                takes = [a for a in session.legal() if not isinstance(a, Pass)]
                rank = t.advisor
                adv = session.state.ruleset.advisors[rank - 1]
                if len(takes) == 1 and isinstance(takes[0], Take) and adv.options[0].vp >= 0:
                    asked_fixed[ask] += 1
            _step(session, rng)
        record = session.game.to_record()
        assert any(": take " in line for line in record.moves)
        # the record replays to the same end
        assert LiveGame.from_record(record).final_hash == session.game.final_hash
    assert asked_fixed[False] == 0
    assert asked_fixed[True] > 10


def test_a_held_decision_can_be_undone_and_the_dice_wait_for_it() -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await start_game(pilot, app, 3, 5)
            s = app.session
            assert s is not None
            rng = random.Random(2)
            while not s.held:
                if not isinstance(app.screen, GameScreen):
                    await pilot.press("enter")
                    continue
                n = len(app.screen.query_one(DecisionPanel).current())
                await press_choice(pilot, int(rng.random() * n))
            moves = s.moves
            line = s.game.moves[-1]
            assert "Enter ends your turn" in screen_text(app)
            assert "End of turn" in screen_text(app)
            await pilot.press("u")  # nothing new was drawn: the decision comes back
            assert not s.held and s.moves < moves
            assert s.turn().kind == "decision"
            # decide again (the same way), then end the turn: now the dice come
            action = next(a for a in s.legal() if line.endswith(s.text(a)))
            s.decide(action)
            app.screen.refresh_all()  # type: ignore[attr-defined]
            assert s.held and s.moves == moves
            await pilot.press("enter")
            assert not s.held and s.moves > moves
            assert not s.can_undo() or s.turn().kind == "decision"

    asyncio.run(body())


def test_setup_starts_on_the_player_count_and_game_keys() -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot, app)
            screen = app.screen
            assert isinstance(screen, SetupScreen)
            assert screen.focused is screen.query_one("#count")
            await pilot.press("right", "right")
            assert "Dario" in screen_text(app)
            await pilot.press("enter")
            await pilot.pause()
            game = app.screen
            assert isinstance(game, GameScreen)
            s = app.session
            assert s is not None
            rng = random.Random(4)
            while s.turn().decision != "influence":
                if s.held or not isinstance(app.screen, GameScreen):
                    await pilot.press("enter")
                    continue
                n = len(game.query_one(DecisionPanel).current())
                await press_choice(pilot, int(rng.random() * n))
            player = s.turn().player
            assert "d Dice first" in screen_text(app)
            await pilot.press("d")
            assert game.by_dice and "d Advisor first" in screen_text(app)
            # 0 passes, whatever the menu's length; the next player starts advisor first
            # (the keys line under the menu names 0, the footer leaves it to the menu)
            hint = game.query_one(DecisionPanel).query_one("#hint", TextPanel).text.plain
            assert "1–9, 0: choose" in hint
            await pilot.press("0")
            assert s.turn().player != player or s.held
            assert not game.by_dice

    asyncio.run(body())


def test_unfinished_saves_are_listed_resumed_and_deleted() -> None:
    saves = home_dir() / "saves"
    for seed, name in ((3, "a.json"), (4, "b.json")):
        game = LiveGame(GameConfig(("Ann", "Bob")), seed)
        save_record_atomic(game.to_record(), saves / name)

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot, app)
            text = screen_text(app)
            assert "Other unfinished games" in text
            assert text.count("Ann, Bob — year I") == 2
            app.screen.query_one("#saves").focus()
            await pilot.press("delete")
            assert "Press Delete again" in screen_text(app)
            await pilot.press("delete")
            await pilot.pause()
            assert len(list(saves.glob("*.json"))) == 1
            app.screen.query_one("#saves").focus()
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, GameScreen)
            s = app.session
            assert s is not None and s.save_to is not None
            assert s.save_to.parent == saves  # it goes on saving where it was

    asyncio.run(body())
    left = next(saves.glob("*.json"))
    assert load_record(left).players == ("Ann", "Bob")


async def _snap_both(pilot: object, app: KingsburgApp, name: str) -> None:
    """Plain-text snapshots of the screen at 120x40 and 80x24."""
    import re

    for w, h in ((120, 40), (80, 24)):
        await pilot.resize_terminal(w, h)  # type: ignore[attr-defined]
        await pilot.pause()  # type: ignore[attr-defined]
        text = re.sub(r"\S*/\S+\.json", "<path>", screen_lines(app))
        text = re.sub(r"\d{4}-\d\d-\d\d \d\d:\d\d", "<date>", text)  # when it was saved
        check_snapshot(f"{name}-{w}x{h}", text)


def test_snapshots_end_of_turn_replay_and_saves(tmp_path: Path) -> None:
    """The screens not covered by the full-game snapshots: a held decision, the replay
    (its header), the setup screen's list of unfinished games."""
    from kingsburg.simulate import play_game
    from kingsburg.tui.replay import ReplayModel

    async def held() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await start_game(pilot, app, 3, 5)
            s = app.session
            assert s is not None
            while not s.held:
                if not isinstance(app.screen, GameScreen):
                    await pilot.press("enter")
                    continue
                await press_choice(pilot, 0)
            await _snap_both(pilot, app, "end-of-turn")

    record = play_game(3, 9, ["random"] * 3).to_record()
    path = save_record_atomic(record, tmp_path / "kingsburg-game-with-a-long-name-seed9.json")

    async def replay() -> None:
        app = KingsburgApp(replay=ReplayModel.open(path))
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await pilot.press("right", "right")
            await _snap_both(pilot, app, "replay")

    async def saves() -> None:
        game = LiveGame(GameConfig(("Ann", "Bob", "Cleo")), 3)
        save_record_atomic(game.to_record(), home_dir() / "saves" / "autosave-kept-x.json")
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot, app)
            app.screen.query_one("#seed").value = "11"  # type: ignore[attr-defined]
            await _snap_both(pilot, app, "setup-saves")

    asyncio.run(held())
    asyncio.run(replay())
    asyncio.run(saves())
