"""Modules 5 and 6 in the app: tiles on the court, the options on the setup screen, and
the secret soldier-token pick at a shared screen."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path

import pytest
from textual.widgets import MarkdownViewer, OptionList

from kingsburg.engine import GOODS, GameConfig, GameState, Influence, legal_actions, new_game
from kingsburg.plain.views import board_lines
from kingsburg.record import LiveGame, save_record_atomic
from kingsburg.text.events import event_text
from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.screens.game import GameScreen
from kingsburg.tui.screens.handoff import PrivacyScreen
from kingsburg.tui.screens.rules_help import RulesHelpScreen
from kingsburg.tui.screens.setup import OPTION_ANCHORS, SetupScreen
from kingsburg.tui.style import GOOD_LETTERS
from kingsburg.tui.widgets.court import (
    TILE_LEGEND,
    TILE_MARK,
    Court,
    advisor_reward_text,
    tile_goods_text,
)
from kingsburg.tui.widgets.decision_panel import DecisionPanel
from kingsburg.tui.widgets.panel import TextPanel

from .helpers import press_choice, screen_lines, screen_text, settle

pytestmark = pytest.mark.timeout(120)


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("KINGSBURG_HOME", str(tmp_path))
    return tmp_path


def _autosave_when(
    home: Path, game: LiveGame, done: Callable[[LiveGame], bool], advisor: int = 0
) -> LiveGame:
    """Play (dice on ``advisor`` when possible, else the first legal option) until
    ``done(game)``; save the game as the autosave."""
    for _ in range(2000):
        if done(game):
            break
        legal = legal_actions(game.state)
        aimed = [a for a in legal if isinstance(a, Influence) and a.advisor == advisor]
        game.decide((aimed or legal)[0])
    else:
        raise AssertionError("the game never reached the wanted point")
    save_record_atomic(game.to_record(), home / "autosave.json")
    return game


def _court_lines(app: KingsburgApp) -> list[str]:
    court = app.screen.query_one(Court)
    return court.text.plain.splitlines()


# --- the court ----------------------------------------------------------------


def test_court_shows_a_drawn_tile_instead_of_the_reward(tmp_path: Path) -> None:
    game = _autosave_when(
        tmp_path,
        LiveGame(GameConfig(("Ann", "Bob"), (6,)), 8),
        lambda g: bool(g.state.tiles) and g.state.todo[-1].kind == "influence",
    )
    (rank,) = game.state.tiles
    rs = game.state.ruleset

    async def body() -> None:
        app = KingsburgApp(resume=True)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, GameScreen)
            lines = _court_lines(app)
            assert len(lines) == 18
            line = lines[rank - 1]
            assert rs.advisors[rank - 1].name in line
            # the tile's reward, marked with a symbol, instead of the printed one
            assert f"{TILE_MARK} " in line
            assert rs.tiles[rank - 1].summary[:12] in line
            assert rs.advisors[rank - 1].summary not in line
            # other advisors keep their printed rewards, unmarked
            others = [k for k in range(18) if k != rank - 1]
            assert all(TILE_MARK not in lines[k] for k in others)
            assert rs.advisors[others[0]].summary in lines[others[0]]
            # a legend says what the mark means
            assert app.screen.query_one(Court).border_subtitle == TILE_LEGEND
            assert TILE_LEGEND in screen_lines(app)

    asyncio.run(body())


def test_court_shows_the_goods_on_the_merchant_and_sergeant_tiles(tmp_path: Path) -> None:
    game = _autosave_when(
        tmp_path,
        LiveGame(GameConfig(("Ann", "Bob"), (6,), ("inverted-tiles",)), 5),
        lambda g: g.state.todo[-1].kind == "influence",
    )
    st = game.state
    assert st.tiles == list(range(1, 17))
    assert 0 <= st.sergeant_good < 3

    async def body() -> None:
        app = KingsburgApp(resume=True)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, GameScreen)
            lines = _court_lines(app)
            g = st.tile_goods
            assert f"{TILE_MARK} [{g[0]}G {g[1]}W {g[2]}S]" in lines[3]  # Merchant
            assert "Merchant" in lines[3]
            letter = GOOD_LETTERS[st.sergeant_good]
            assert f"{TILE_MARK} [1{letter}]" in lines[4]  # Sergeant
            assert "Sergeant" in lines[4]
            # all 16 tiles are marked; advisors 17 and 18 have none
            assert all(TILE_MARK in lines[k] for k in range(16))
            assert TILE_MARK not in lines[16] and TILE_MARK not in lines[17]

    asyncio.run(body())
    assert set(GOOD_LETTERS) == {g[0].upper() for g in GOODS}


def test_court_follows_the_goods_taken_from_the_merchant_tile(tmp_path: Path) -> None:
    def taken(g: LiveGame) -> bool:
        st = g.state
        return len(set(st.tile_goods)) > 1 and st.todo[-1].kind not in ("reward", "roll")

    game = _autosave_when(
        tmp_path,
        LiveGame(GameConfig(("Ann", "Bob"), (6,), ("inverted-tiles",)), 5),
        taken,
        advisor=4,
    )
    g = game.state.tile_goods

    async def body() -> None:
        app = KingsburgApp(resume=True)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, GameScreen)
            line = _court_lines(app)[3]
            assert f"{TILE_MARK} [{g[0]}G {g[1]}W {g[2]}S]" in line

    asyncio.run(body())


# --- the setup screen ---------------------------------------------------------


def test_setup_refuses_inverted_tiles_without_module_6() -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot, app)
            screen = app.screen
            assert isinstance(screen, SetupScreen)
            # every option has a one-line description
            for box_id in ("module-5", "module-6", "variant-inverted-tiles"):
                label = screen.query_one(f"#{box_id}", TextPanel).text.plain
                assert "\n" not in label and len(label) <= 72, label
            screen.query_one("#variant-inverted-tiles").focus()
            await pilot.press("space")
            await pilot.pause()
            assert "tick module 6 too" in screen_text(app)  # said at once, in one line
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, SetupScreen)
            assert app.session is None
            assert "inverted-tiles changes module 6" in screen_text(app)
            # with module 6 the game starts
            screen.query_one("#module-6").focus()
            await pilot.press("space")
            await pilot.pause()
            assert not screen.query_one("#options-note").display
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, GameScreen)
            assert app.session is not None
            config = app.session.state.config
            assert config.modules == (6,) and config.variants == ("inverted-tiles",)

    asyncio.run(body())


@pytest.mark.parametrize("key", ["r", "f1"])
def test_setup_opens_the_rules_of_an_option(key: str) -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot, app)
            screen = app.screen
            assert isinstance(screen, SetupScreen)
            screen.query_one("#variant-alt-reinforcements").focus()
            await pilot.press(key)
            await pilot.pause()
            help_screen = app.screen
            assert isinstance(help_screen, RulesHelpScreen)
            chapters = help_screen.query_one("#chapters", OptionList)
            assert chapters.highlighted is not None
            anchor = help_screen.chapters[chapters.highlighted][0]
            assert anchor == "modules-and-variants"
            viewer = help_screen.query_one(MarkdownViewer)
            for _ in range(100):  # the chapter is laid out in the background
                await pilot.pause(0.05)
                if viewer.scroll_y > 0:
                    break
            await pilot.pause(0.2)
            # scrolled down to the variant's own section
            assert viewer.scroll_y > 0
            assert "Alternate reinforcements" in screen_text(app)
            await pilot.press("escape")
            await pilot.pause()
            assert app.screen is screen
            assert screen.focused is screen.query_one("#variant-alt-reinforcements")
            # away from the options, the key opens the rulebook as usual (or types an r)
            screen.query_one("#seed").focus()
            await pilot.press("f1")
            await pilot.pause()
            assert isinstance(app.screen, RulesHelpScreen)

    asyncio.run(body())


def test_every_option_has_a_section_in_the_rules() -> None:
    from kingsburg.engine.state import MODULES, VARIANTS
    from kingsburg.tui.rules_text import chapter_of

    ids = [f"module-{m}" for m in MODULES] + [f"variant-{v}" for v in VARIANTS]
    assert sorted(OPTION_ANCHORS) == sorted(ids)
    for box_id in ids:
        assert chapter_of(OPTION_ANCHORS[box_id]) == "modules-and-variants", box_id


# --- the secret soldier token -------------------------------------------------


async def _token_round(home: Path, pick_last: bool) -> list[tuple[str, str]]:
    """Resume at the first token pick; every player picks (the lowest or the highest
    token). Returns what the screen showed at each step before the reveal."""
    seen: list[tuple[str, str]] = []
    app = KingsburgApp(resume=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        s = app.session
        assert s is not None
        names = s.names
        for _ in range(len(names)):
            screen = app.screen
            # the player to pick is handed the keyboard first; nothing secret is shown
            assert isinstance(screen, PrivacyScreen) and screen.handover, screen
            picker = s.turn().player
            assert names[picker] in screen_lines(app)
            seen.append((f"handover {names[picker]}", screen_lines(app)))
            await pilot.press("enter")
            await pilot.pause()
            game = app.screen
            assert isinstance(game, GameScreen)
            assert s.turn().secret and s.turn().player == picker
            seen.append((f"menu {names[picker]}", screen_lines(app)))
            choices = game.query_one(DecisionPanel).current()
            await press_choice(pilot, len(choices) - 1 if pick_last else 0)
            await pilot.pause()
        # all picked: revealed together, in the log
        assert not s.turn().secret
        assert "Soldier tokens revealed" in " ".join(event_text(e) for _, e in s.public_log())
    return seen


def test_secret_token_pick_is_never_shown_to_the_others(tmp_path: Path) -> None:
    game = _autosave_when(
        tmp_path,
        LiveGame(GameConfig(("Ann", "Bob", "Cid"), (5,)), 17),
        lambda g: g.state.todo[-1].kind == "token",
    )
    record = game.to_record()

    low = asyncio.run(_token_round(tmp_path, pick_last=False))
    save_record_atomic(record, tmp_path / "autosave.json")  # the same start again
    high = asyncio.run(_token_round(tmp_path, pick_last=True))

    assert [k for k, _ in low] == [k for k, _ in high]
    for (what, a), (_, b) in zip(low, high, strict=True):
        # Whether the earlier players picked 0 or 4, the screen looks exactly the same
        # to the next player: nothing on it gives a pick away.
        assert a == b, f"the screen differs at {what}"
        assert "Your soldier token" not in a
    assert any("sets a soldier token aside" in text for _, text in low)


def test_goods_piled_on_any_tile_show_on_the_court_and_in_plain_mode() -> None:
    """A tile's rule piles goods in ``tile_piles`` (a tile added later, without a field or a
    line of display code of its own): the court and the plain board show them."""
    state = new_game(GameConfig(("Ann", "Bob"), (6,), ("inverted-tiles",)))
    state.tile_piles = [[3, 1, 0, 2]]
    assert tile_goods_text(state, 3) == "[1G 0W 2S]"
    assert advisor_reward_text(state, 3).startswith(f"{TILE_MARK} [1G 0W 2S] ")
    assert tile_goods_text(state, 9) == ""  # a tile with nothing piled shows no brackets

    class Seen:
        names = ("Ann", "Bob")

        def public(self) -> GameState:
            return state

    lines = board_lines(Seen())  # type: ignore[arg-type]
    assert "On tile 3 (Architect): 1 gold, 2 stone." in lines
    assert "On tile 4 (Merchant): 1 gold, 1 wood, 1 stone." in lines  # refilled: 1 each
