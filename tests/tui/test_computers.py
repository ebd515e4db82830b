"""Computer players in the app: seats at setup, thinking in a thread, hints, watch mode."""

from __future__ import annotations

import asyncio
import random
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from textual.pilot import Pilot

from kingsburg.bots import BotMove
from kingsburg.cli import main
from kingsburg.engine import GameState, legal_actions
from kingsburg.message import Msg, Term
from kingsburg.reasons import Reason
from kingsburg.record import first_divergence, load_record
from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.screens import game as game_screen
from kingsburg.tui.screens.battle import BattleScreen
from kingsburg.tui.screens.game import GameScreen
from kingsburg.tui.screens.game_over import GameOverScreen
from kingsburg.tui.screens.handoff import PrivacyScreen
from kingsburg.tui.screens.setup import SetupScreen
from kingsburg.tui.session import bot_seed
from kingsburg.tui.widgets.decision_panel import DecisionPanel
from kingsburg.tui.widgets.panel import TextPanel

from .helpers import press_choice, screen_lines, settle

LEVEL_STEPS = {"person": 0, "beginner": 1, "solid": 2, "strong": 3}


@pytest.fixture(autouse=True)
def _no_pause(monkeypatch: pytest.MonkeyPatch) -> None:
    """No pause between computer moves (the pace is for people watching)."""
    monkeypatch.setattr(game_screen, "COMPUTER_PACE", 0.0)
    monkeypatch.setattr(game_screen, "WATCH_PACE", 0)


async def start(
    pilot: Pilot[int],
    app: KingsburgApp,
    seats: list[str],
    seed: int,
    options: tuple[str, ...] = (),
    check: Callable[[], None] | None = None,
) -> GameScreen:
    """Set up a game by keys: the number of players, who plays each seat, the seed."""
    await settle(pilot, app)
    screen = app.screen
    assert isinstance(screen, SetupScreen)
    for box in options:
        screen.query_one(f"#{box}").focus()
        await pilot.press("space")
    screen.query_one("#count").focus()
    for _ in range(len(seats) - 2):
        await pilot.press("right")
    await pilot.pause()
    for i, seat in enumerate(seats):
        screen.query_one(f"#seat{i}").focus()
        for _ in range(LEVEL_STEPS[seat]):
            await pilot.press("right")
    await pilot.pause()
    if check is not None:
        check()
    screen.query_one("#seed").focus()
    await pilot.press("end", *["backspace"] * 16, *str(seed))
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(app.screen, GameScreen), app.screen
    return app.screen


async def wait_for(pilot: Pilot[int], test: object, seconds: float = 60) -> None:
    for _ in range(int(seconds / 0.02)):
        if callable(test) and test():
            return
        await pilot.pause(0.02)
    raise AssertionError("timed out waiting")


async def play_as_person(
    pilot: Pilot[int], app: KingsburgApp, rng: random.Random
) -> dict[str, int]:
    """Play the person's decisions at random by keys, let the computers play, to the end."""
    seen = {"decisions": 0, "privacy": 0, "battle": 0}
    for _ in range(20000):
        screen = app.screen
        if isinstance(screen, GameOverScreen):
            return seen
        if isinstance(screen, PrivacyScreen):
            seen["privacy"] += 1
            await pilot.press("enter")
            continue
        if isinstance(screen, BattleScreen):
            seen["battle"] += 1
            await pilot.press("enter")
            continue
        assert isinstance(screen, GameScreen), screen
        s = screen.session
        if s.computer_turn() >= 0 or s.over:
            await pilot.pause(0.01)
            continue
        panel = screen.query_one(DecisionPanel)
        choices = panel.current()
        assert choices, "a person's decision with no options shown"
        await press_choice(pilot, int(rng.random() * len(choices)))
        if panel.depth == 1:
            seen["decisions"] += 1
    raise AssertionError("the game did not end")


def said(text: str) -> Reason:
    """A reason whose purpose reads ``text`` (as the notation's message shows its text as it
    is): what a hint shows after the option it names."""
    return Reason(Msg("bot-declines"), Msg.of("bot-move-notation", notation=text))


def test_one_person_against_three_computers_to_the_end(tmp_path: Path) -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            screen = await start(pilot, app, ["person", "beginner", "beginner", "beginner"], 7)
            s = screen.session
            assert s.seats == ("person", "beginner", "beginner", "beginner")
            assert s.people == [0]
            seen = await play_as_person(pilot, app, random.Random(7))
            assert isinstance(app.screen, GameOverScreen)
            assert seen["battle"] == 5
            assert seen["decisions"] > 20
            # Every computer decision has its reason in the log, right after it.
            log = s.public_log()
            reasons = [e for _, e in log if e.kind == "reason"]
            computer_moves = [
                line
                for line in s.game.moves
                if line.split(": ", 1)[0].split(" ", 2)[-1] in ("Bruno", "Chiara", "Dario")
            ]
            assert len(reasons) == len(computer_moves) > 50
            assert all(r.text.split(": ", 1)[0] in ("Bruno", "Chiara", "Dario") for r in reasons)
            # The finished record remembers the seats and replays like any other.
            path = s.final_path
            assert path is not None
            record = load_record(path)
            assert record.seats == ("person", "beginner", "beginner", "beginner")
            _, divergence = first_divergence(record)
            assert divergence is None

    asyncio.run(body())


def test_watch_mode_plays_to_the_end_and_replays(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(game_screen, "WATCH_PACE", len(game_screen.WATCH_PACES) - 1)

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:

            def says_watch_mode() -> None:
                assert "watch mode" in screen_lines(app)

            screen = await start(pilot, app, ["beginner", "solid"], 5, check=says_watch_mode)
            assert screen.session.watch
            footer = screen_lines(app).splitlines()[-1]
            for key in ("Pause", "Step", "Faster", "Slower"):
                assert key in footer, footer
            assert "Undo" not in footer and "Hint" not in footer
            # Pause, then step one move at a time.
            await pilot.press("space")
            await pilot.pause(0.2)
            assert screen.paused
            moves = screen.session.moves
            await pilot.pause(0.3)
            assert screen.session.moves == moves  # nothing moves while paused
            await pilot.press("full_stop")
            await wait_for(pilot, lambda: screen.session.moves > moves)
            assert screen.paused
            top = len(game_screen.WATCH_PACES) - 1
            assert screen.pace == top
            await pilot.press("plus")
            assert screen.pace == top - 1
            await pilot.press("minus")
            assert screen.pace == top
            await pilot.press(*["plus"] * top, "space")
            assert screen.pace == 0 and not screen.paused
            # Battles go on by themselves after a moment; Enter skips the wait.
            for _ in range(20000):
                if isinstance(app.screen, GameOverScreen):
                    break
                if isinstance(app.screen, BattleScreen):
                    await pilot.press("enter")
                assert not isinstance(app.screen, PrivacyScreen)
                await pilot.pause(0.01)
            assert isinstance(app.screen, GameOverScreen)
            path = screen.session.final_path
            assert path is not None
            record = load_record(path)
            assert record.seats == ("beginner", "solid")
            _, divergence = first_divergence(record)
            assert divergence is None
            assert main(["replay", str(path), "--verify"]) == 0

    asyncio.run(body())


def test_hint_key_shows_what_the_strong_level_would_do(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[tuple[int, int]] = []

    def fake_hint(view: GameState, player: int, seed: int = 0) -> BotMove:
        asked.append((player, seed))
        return BotMove(legal_actions(view)[0], said("it is the first option"))

    monkeypatch.setattr("kingsburg.bots.hint", fake_hint)

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            screen = await start(pilot, app, ["person", "beginner"], 3)
            await wait_for(pilot, lambda: screen.session.computer_turn() < 0)
            assert "Hint" in screen_lines(app).splitlines()[-1]
            moves = screen.session.moves
            await pilot.press("h")
            await wait_for(pilot, lambda: "first option" in screen_lines(app))
            text = screen_lines(app)
            assert "Hint (strong level):" in text
            assert asked == [(0, bot_seed(3, 0, moves))]
            assert screen.session.moves == moves  # a hint plays nothing

    asyncio.run(body())


def test_hint_with_people_only_thinks_without_blocking_the_keys(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No computer at the table: h still asks the strong level; while it thinks the panel
    says so and a key plays a move at once (the late hint is then dropped)."""
    release = threading.Event()

    def slow_hint(view: GameState, player: int, seed: int = 0) -> BotMove:
        release.wait(10)
        return BotMove(legal_actions(view)[0], said("a late hint"))

    monkeypatch.setattr("kingsburg.bots.hint", slow_hint)

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            screen = await start(pilot, app, ["person", "person"], 3)
            await wait_for(pilot, lambda: isinstance(app.screen, GameScreen))
            assert "Hint" in screen_lines(app).splitlines()[-1]
            moves = screen.session.moves
            await pilot.press("h")
            await wait_for(pilot, lambda: "Hint: thinking…" in screen_lines(app))
            await press_choice(pilot, 0)
            await wait_for(pilot, lambda: screen.session.moves > moves)
            release.set()
            await app.workers.wait_for_complete()
            await pilot.pause(0.2)
            assert "a late hint" not in screen_lines(app)

    asyncio.run(body())


def test_ctrl_q_during_a_long_strong_decision_ends_the_app_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The strong search checks between playouts whether its worker was cancelled: quitting
    does not wait for the rest of the decision (here slowed to seconds per playout)."""
    from kingsburg.bots.search import StrongBot

    searching = threading.Event()
    playout = StrongBot._playout

    def slow_playout(self: StrongBot, *args: object) -> float:
        searching.set()
        time.sleep(0.5)
        return playout(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(StrongBot, "_playout", slow_playout)
    quit_at = 0.0

    async def body() -> None:
        nonlocal quit_at
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await start(pilot, app, ["strong", "strong"], 5)
            await wait_for(pilot, searching.is_set)
            quit_at = time.monotonic()
            await pilot.press("ctrl+q")

    asyncio.run(body())  # returns once every worker thread has ended
    assert time.monotonic() - quit_at < 2.0  # the decision alone would take over 10 s


def test_escape_while_the_computer_thinks_plays_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A slow computer: Escape pauses it, its late answer is dropped; leaving the game too."""
    release = threading.Event()
    started = threading.Event()

    class SlowBot:
        def decide(self, view: GameState, player: int) -> BotMove:
            started.set()
            release.wait(10)
            return BotMove(legal_actions(view)[0], said("slowly"))

    monkeypatch.setattr("kingsburg.bots.make_bot", lambda kind, seed: SlowBot())

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            screen = await start(pilot, app, ["beginner", "person"], 4)
            s = screen.session
            if s.computer_turn() < 0:  # the person first: play one decision
                await press_choice(pilot, 0)
            await wait_for(pilot, started.is_set)
            assert "is thinking" in screen_lines(app).splitlines()[0]
            moves = s.moves
            await pilot.press("escape")
            assert screen.paused
            assert "paused" in screen_lines(app).splitlines()[0]
            release.set()
            await app.workers.wait_for_complete()
            await pilot.pause(0.2)
            assert s.moves == moves  # the late answer was dropped
            # Go on: it thinks again (and is released at once now).
            await pilot.press("space")
            await wait_for(pilot, lambda: s.moves > moves)
            # Leaving for a new game while it thinks: nothing is played afterwards.
            release.clear()
            started.clear()
            while s.computer_turn() < 0:
                await press_choice(pilot, 0)
                await pilot.pause()
            await wait_for(pilot, started.is_set)
            before = s.moves
            app.new_game()
            await pilot.pause()
            release.set()
            await app.workers.wait_for_complete()
            await pilot.pause(0.2)
            assert s.moves == before
            assert isinstance(app.screen, SetupScreen)

    asyncio.run(body())


def test_resume_continues_with_the_computers(tmp_path: Path) -> None:
    async def first() -> int:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            screen = await start(pilot, app, ["beginner", "person", "solid"], 9)
            s = screen.session
            rng = random.Random(1)
            while True:  # into year II, up to the person's turn
                if isinstance(app.screen, BattleScreen | PrivacyScreen):
                    await pilot.press("enter")
                elif s.computer_turn() >= 0:
                    await pilot.pause(0.01)
                elif s.game.state.year >= 2:
                    return s.moves
                else:
                    panel = screen.query_one(DecisionPanel)
                    await press_choice(pilot, int(rng.random() * len(panel.current())))

    moves = asyncio.run(first())

    async def second() -> None:
        app = KingsburgApp(resume=True)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, GameScreen)
            s = app.screen.session
            assert s.seats == ("beginner", "person", "solid")
            assert s.moves == moves
            assert s.turn().player == 1  # the person's turn, as it was left
            assert "Chiara (computer)" not in screen_lines(app)  # not a setup summary
            await press_choice(pilot, 0)
            await wait_for(pilot, lambda: s.moves > moves + 1 or s.turn().player == 1)

    asyncio.run(second())


def test_undo_goes_back_to_the_persons_last_decision(tmp_path: Path) -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            screen = await start(pilot, app, ["person", "beginner", "beginner"], 12)
            s = screen.session
            # Find a moment when the person decided and computers followed without dice.
            for _ in range(2000):
                if isinstance(app.screen, BattleScreen | PrivacyScreen):
                    await pilot.press("enter")
                    continue
                if s.computer_turn() >= 0:
                    await pilot.pause(0.01)
                    continue
                if s.can_undo() and s.game.moves[-1].split(": ")[0].endswith(("Bruno", "Chiara")):
                    break
                await press_choice(pilot, 0)
            else:
                raise AssertionError("no undo with computer moves came up")
            lines = list(s.game.moves)
            k = len(lines)
            while not lines[k - 1].split(": ")[0].endswith("Alice"):
                k -= 1
            await pilot.press("u")
            assert s.game.moves == lines[: k - 1]
            assert s.turn().player == 0
            assert all(m <= len(s.game.moves) for m in s.reasons)

    asyncio.run(body())


def test_computer_secrets_are_never_shown(tmp_path: Path) -> None:
    """Module 5 with one person: no hand-over screen at all, and nobody sees a computer's
    token; the person's own peeks show at once (nobody else to look away)."""

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            screen = await start(pilot, app, ["person", "beginner"], 21, ("module-5",))
            s = screen.session
            rng = random.Random(2)
            for _ in range(20000):
                cur = app.screen
                if isinstance(cur, GameOverScreen):
                    break
                if isinstance(cur, PrivacyScreen):
                    assert not cur.handover and cur.revealed
                    assert cur.player_name == "Alice"
                    await pilot.press("enter")
                    continue
                if isinstance(cur, BattleScreen):
                    await pilot.press("enter")
                    continue
                if s.computer_turn() >= 0 or s.over:
                    await pilot.pause(0.01)
                    continue
                panel = screen.query_one(DecisionPanel)
                await press_choice(pilot, int(rng.random() * len(panel.current())))
            assert isinstance(app.screen, GameOverScreen)
            # A computer's secret pick has no reason in the log (it would give the token away).
            picks = [k for k, line in enumerate(s.game.moves, 1) if "Bruno: token " in line]
            assert len(picks) == 5
            assert not set(picks) & set(s.reasons)

    asyncio.run(body())


def test_the_hint_is_one_plain_line_and_its_numbers_are_one_key_away(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """h: the option and what it is for; h again: the numbers behind it; h again: gone."""
    numbers = Msg.of("bot-detail-search", n=24, mine=Msg.of("bot-number", n=41.5))
    purpose = Msg.of("bot-for-enough", building=Term("building", "chapel"))

    def fake_hint(view: GameState, player: int, seed: int = 0) -> BotMove:
        reason = Reason(Msg("bot-declines"), purpose, details=numbers)
        return BotMove(legal_actions(view)[0], reason)

    monkeypatch.setattr("kingsburg.bots.hint", fake_hint)

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            screen = await start(pilot, app, ["person", "beginner"], 3)
            await wait_for(pilot, lambda: screen.session.computer_turn() < 0)

            def hint_text() -> str:
                panel = screen.query_one(DecisionPanel).query_one("#hint", TextPanel)
                return panel.text.plain

            await pilot.press("h")
            await wait_for(pilot, lambda: "enough to build the Chapel" in hint_text())
            assert "sampled" not in screen_lines(app)
            assert "h again: the numbers behind it" in hint_text()
            await pilot.press("h")
            await settle(pilot, app)
            assert "over 24 sampled futures: expected final VP after it 41.5" in hint_text()
            await pilot.press("h")
            await settle(pilot, app)
            assert "sampled" not in screen_lines(app)
            assert "enough to build the Chapel" in screen_lines(app)

    asyncio.run(body())


def test_the_whole_log_shows_the_computers_numbers_on_request(tmp_path: Path) -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            screen = await start(pilot, app, ["person", "solid"], 5)
            for _ in range(200):  # the person takes the first option until a reason shows
                if screen.session.reason_data and screen.session.computer_turn() < 0:
                    break
                if screen.session.computer_turn() < 0 and app.screen is screen:
                    await press_choice(pilot, 0)
                else:
                    await pilot.pause(0.02)
            assert screen.session.reason_data and app.screen is screen
            from kingsburg.tui.screens.log import LogScreen

            await pilot.press("l")
            await settle(pilot, app)
            assert isinstance(app.screen, LogScreen)
            assert "expected final VP" not in screen_lines(app)
            await pilot.press("d")
            await settle(pilot, app)
            assert "expected final VP" in screen_lines(app)
            await pilot.press("d")
            await settle(pilot, app)
            assert "expected final VP" not in screen_lines(app)

    asyncio.run(body())
