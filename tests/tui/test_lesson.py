"""Learn to play in the app: the lesson plays through Pilot to the end of year II with the
hinted moves (chosen by keys), each explanation shown once, at the decision it names, beside
the board at 80×24 and 120×40; then the game goes on to its end as a usual game."""

from __future__ import annotations

import random

import pytest
from textual.pilot import Pilot

from kingsburg.engine import Action, Pass
from kingsburg.lesson import OVER, TOPIC_IDS
from kingsburg.record import load_record
from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.screens import game as game_screen
from kingsburg.tui.screens.battle import BattleScreen
from kingsburg.tui.screens.game import GameScreen
from kingsburg.tui.screens.game_over import GameOverScreen
from kingsburg.tui.screens.handoff import PrivacyScreen
from kingsburg.tui.screens.rules_help import RulesHelpScreen
from kingsburg.tui.screens.setup import SetupScreen
from kingsburg.tui.widgets.decision_panel import DecisionPanel
from kingsburg.tui.widgets.lesson_panel import LessonPanel
from tests.test_lesson import DECISION

from .helpers import press_choice, screen_lines, settle


@pytest.fixture(autouse=True)
def _no_pause(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(game_screen, "COMPUTER_PACE", 0.0)


def game_of(app: KingsburgApp) -> GameScreen:
    screen = next(s for s in reversed(app.screen_stack) if isinstance(s, GameScreen))
    assert isinstance(screen, GameScreen)
    return screen


def shown_panel(screen: GameScreen) -> LessonPanel | None:
    """The explanation's panel the player sees (one of its two places), if any."""
    on = [p for p in screen.query(LessonPanel) if p.topic and p.display and p.region]
    assert len(on) <= 1
    return on[0] if on else None


async def choose(pilot: Pilot[int], action: Action) -> None:
    """Pick ``action`` in the decision panel by keys, through its submenus."""
    panel = pilot.app.screen.query_one(DecisionPanel)
    for _ in range(4):
        choices = panel.current()
        for k, c in enumerate(choices):
            if c.action == action and not c.children:
                await press_choice(pilot, k)
                return
        for k, c in enumerate(choices):
            if c.children and _holds(c.children, action):
                await press_choice(pilot, k)
                await pilot.pause()
                break
        else:
            raise AssertionError(f"{action} is not in the menu")
    raise AssertionError("menus too deep")


def _holds(choices: list, action: Action) -> bool:
    return any(c.action == action or _holds(c.children, action) for c in choices)


async def play_lesson(pilot: Pilot[int], app: KingsburgApp) -> list[tuple[str, str]]:
    """Follow every hint, close each explanation with x as it comes; to year III's note.
    Returns (topic, the decision at hand or "held" or "") in the order shown."""
    shown: list[tuple[str, str]] = []
    for _ in range(3000):
        screen = game_of(app)
        s = screen.session
        panel = shown_panel(screen)
        if panel is not None and app.screen is screen:
            t = s.turn()
            mine = t.kind == "decision" and not s.is_computer(t.player)
            at = "held" if s.held else t.decision if mine else ""
            shown.append((panel.topic, at))
            if panel.topic in DECISION:  # the hint for that decision comes with it
                for _ in range(400):
                    if "Hint (strong level)" in screen_lines(app):
                        break
                    await pilot.pause(0.05)
                else:
                    raise AssertionError(f"no hint with {panel.topic}\n{screen_lines(app)}")
            text = screen_lines(app)
            # The whole explanation is on screen, with its keys, beside the board.
            assert "x: close" in text and "F1: the whole rule" in text
            if panel.topic == OVER.id:
                return shown
            await pilot.press("x")
            await pilot.pause()
            continue
        if isinstance(app.screen, BattleScreen | PrivacyScreen):
            await pilot.press("enter")
            continue
        assert app.screen is screen, app.screen
        if s.held:
            await pilot.press("1")  # end the turn
            continue
        t = s.turn()
        if t.kind != "decision" or s.is_computer(t.player):
            await pilot.pause(0.01)
            continue
        await choose(pilot, s.think_job(t.player, "hint")().action)
        await pilot.pause()
    raise AssertionError(f"the lesson did not reach year III: {shown}")


async def play_on(pilot: Pilot[int], app: KingsburgApp, rng: random.Random) -> None:
    """The rest of the game as a usual one: the person picks at random, to the end screen."""
    for _ in range(20000):
        screen = app.screen
        if isinstance(screen, GameOverScreen):
            return
        if isinstance(screen, BattleScreen | PrivacyScreen):
            await pilot.press("enter")
            continue
        assert isinstance(screen, GameScreen), screen
        assert shown_panel(screen) is None  # no explanation after the lesson
        s = screen.session
        if s.held:
            await pilot.press("1")
            continue
        if s.computer_turn() >= 0 or s.over:
            await pilot.pause(0.01)
            continue
        choices = screen.query_one(DecisionPanel).current()
        picks = [k for k, c in enumerate(choices) if not isinstance(c.action, Pass)] or [0]
        await press_choice(pilot, rng.choice(picks))
    raise AssertionError("the game did not end")


def test_the_lesson_plays_to_the_end_each_explanation_once_at_its_decision() -> None:
    async def body() -> None:
        app = KingsburgApp(learn=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            screen = game_of(app)
            assert screen.session.seats == ("person", "beginner", "beginner")
            shown = await play_lesson(pilot, app)
            topics = [x for x, _ in shown]
            assert topics[-1] == OVER.id
            assert sorted(topics[:-1]) == sorted(TOPIC_IDS)  # each once
            for topic, at in shown:
                if topic in DECISION:
                    assert at == DECISION[topic], (topic, at)
                elif topic == "end-turn":
                    assert at == "held"
            await pilot.press("x")
            await play_on(pilot, app, random.Random(3))
            assert app.session is not None and app.session.over

    import asyncio

    asyncio.run(body())


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_the_explanation_sits_beside_the_board_with_the_hint_and_f1_opens_its_rule(
    size: tuple[int, int],
) -> None:
    async def body() -> None:
        app = KingsburgApp(learn=True)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            screen = game_of(app)
            panel = shown_panel(screen)
            assert panel is not None and panel.topic == "favor"
            # Above the log when everything is in view, above the panels on a small screen.
            assert panel.id == ("lesson-middle" if size == (120, 40) else "lesson-top")
            region = panel.region
            assert region.right <= size[0] and region.bottom <= size[1] - 1
            decision = screen.query_one(DecisionPanel)
            assert not region.overlaps(decision.region)
            for _ in range(200):  # the hint is worked out in a thread
                await pilot.pause(0.05)
                if "Hint" in screen_lines(app):
                    break
            assert "Hint (strong level)" in screen_lines(app)
            text = screen_lines(app)
            assert "A year opens" in text
            await pilot.press("f1")
            await pilot.pause()
            assert isinstance(app.screen, RulesHelpScreen)
            assert app.screen.chapters[app.screen._shown][0] == "phase-1"
            await pilot.press("escape")
            await pilot.pause()
            await pilot.press("x")  # closed with one key: nothing else is due here
            await pilot.pause()
            assert shown_panel(screen) is None
            await pilot.press("f1")  # now the rulebook as usual
            await pilot.pause()
            assert isinstance(app.screen, RulesHelpScreen)

    import asyncio

    asyncio.run(body())


def test_the_setup_button_starts_the_lesson_and_e_ends_it() -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot, app)
            assert isinstance(app.screen, SetupScreen)
            app.screen.query_one("#learn").focus()
            await pilot.press("enter")
            await pilot.pause()
            screen = game_of(app)
            s = screen.session
            assert s.lesson is not None and s.names[0] == "Alice"
            assert shown_panel(screen) is not None
            await pilot.press("e")
            await pilot.pause()
            assert shown_panel(screen) is None and not s.lesson.on
            # Kept at once: the game resumed now is no longer a running lesson.
            assert load_record(s.autosave_file).lesson == {"seen": ["favor"], "on": False}
            await press_choice(pilot, 0)  # a move: still no explanation
            await pilot.pause()
            assert shown_panel(screen) is None

    import asyncio

    asyncio.run(body())


@pytest.mark.parametrize(
    ("code", "title"), [("pl", "Nauka · Pomoc od Króla"), ("cs", "Lekce · Královská výpomoc")]
)
def test_the_lesson_speaks_the_players_language(
    code: str, title: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from kingsburg.text.catalog import set_language

    async def body() -> None:
        app = KingsburgApp(learn=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            text = screen_lines(app)
            assert title in text
            assert "x: close" not in text

    set_language(code)
    try:
        import asyncio

        asyncio.run(body())
    finally:
        set_language("en")


def test_a_resumed_lesson_goes_on_without_repeating_an_explanation() -> None:
    async def body() -> None:
        app = KingsburgApp(learn=True)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            screen = game_of(app)
            assert shown_panel(screen) is not None  # the King's Favor
            await press_choice(pilot, 0)  # take a good: the move is saved, and the lesson
            await pilot.pause()
            panel = shown_panel(screen)
            assert panel is not None and panel.topic == "end-turn"
        again = KingsburgApp(resume=True)
        async with again.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            screen = game_of(again)
            s = screen.session
            assert s.lesson is not None and s.lesson.seen == ["favor", "end-turn"]
            assert shown_panel(screen) is None, shown_panel(screen).topic  # both seen
            await pilot.press("1")  # end the turn: the spring's dice come
            for _ in range(400):
                panel = shown_panel(screen)
                if panel is not None:
                    break
                await pilot.pause(0.02)
            assert panel is not None and panel.topic == "dice"

    import asyncio

    asyncio.run(body())
