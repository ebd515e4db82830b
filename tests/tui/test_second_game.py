"""A newcomer's second game (issue 24): no Enter trap, the log readable, the keys shown,
the texts right."""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from textual import events as events_mod
from textual.pilot import Pilot
from textual.widgets import Input, MarkdownViewer, OptionList, Tree

from kingsburg.cli import main
from kingsburg.engine import Build, Pass, Recruit
from kingsburg.errors import RecordError
from kingsburg.message import Msg
from kingsburg.paths import home_dir
from kingsburg.reasons import Reason
from kingsburg.record import first_divergence, load_record, parse_move, save_record_atomic
from kingsburg.text.events import event_text
from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.menus import recruit_menu
from kingsburg.tui.replay import ReplayModel
from kingsburg.tui.screens import game as game_screen
from kingsburg.tui.screens.game import GameScreen
from kingsburg.tui.screens.log import LogScreen
from kingsburg.tui.screens.rules_help import RulesHelpScreen
from kingsburg.tui.screens.setup import SetupScreen
from kingsburg.tui.session import (
    GameSession,
    open_saved_game,
    phase_key,
    unfinished_saves,
)
from kingsburg.tui.widgets.calendar import Calendar
from kingsburg.tui.widgets.court import Court
from kingsburg.tui.widgets.cycler import Cycler
from kingsburg.tui.widgets.decision_panel import DecisionPanel
from kingsburg.tui.widgets.footer import Footer
from kingsburg.tui.widgets.game_log import GameLog, entry_text
from kingsburg.tui.widgets.panel import TextPanel
from kingsburg.tui.widgets.province_sheet import ProvinceSheet
from kingsburg.tui.widgets.toggle import Toggle

from .helpers import check_snapshot, screen_lines, screen_text, settle

pytestmark = pytest.mark.timeout(120)


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KINGSBURG_HOME", str(tmp_path))
    monkeypatch.setattr(game_screen, "COMPUTER_PACE", 0.0)


async def open_game(pilot: Pilot[int], app: KingsburgApp, session: GameSession) -> GameScreen:
    await settle(pilot, app)
    app.start_game(session)
    await pilot.pause()
    assert isinstance(app.screen, GameScreen)
    return app.screen


async def wait_for_person(pilot: Pilot[int], screen: GameScreen) -> None:
    """Until the person decides (or ends a turn), or another screen shows."""
    s = screen.session
    for _ in range(3000):
        if s.computer_turn() < 0 or pilot.app.screen is not screen:
            await pilot.pause()
            return
        await pilot.pause(0.02)
    raise AssertionError("the computers did not finish")


def test_enter_never_plays_a_menu_that_came_after_a_computer_or_new_dice() -> None:
    """Issue 24, item 1: after a computer's move or new dice, the person's first Enter
    highlights option 1 (and shows its preview); only a second Enter plays it. After
    the person's own key (a held turn ended), Enter still ends the turn at once."""

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            session = GameSession.new(["Ann", "Bot"], 4, seats=("person", "beginner"))
            screen = await open_game(pilot, app, session)
            panel = screen.query_one(DecisionPanel)
            checked = {"computer": 0, "chance": 0}
            for _ in range(400):
                if session.over or min(checked.values()) >= 2:
                    break
                await wait_for_person(pilot, screen)
                if app.screen is not screen:  # a battle or a privacy screen
                    await pilot.press("enter")
                    continue
                if session.held:
                    await pilot.press("enter")  # ends the turn: the person's own menu
                    continue
                before = session.moves
                last = parse_move(session.game.moves[-1]).actor
                kind = "chance" if last == "chance" else "computer" if last == "Bot" else ""
                if kind:
                    assert panel.options.highlighted is None
                    hint = panel.query_one("#hint", TextPanel).text.plain
                    assert "New choice · Enter: highlight · 1" in hint
                    await pilot.press("enter")
                    assert session.moves == before, "the first Enter played a move"
                    assert panel.options.highlighted == 0
                    assert "↑↓ Enter or" in panel.query_one("#hint", TextPanel).text.plain
                    checked[kind] += 1
                else:  # the person's own move came last: the usual highlighted menu
                    assert panel.options.highlighted == 0
                await pilot.press("enter")
                if panel.depth == 1:
                    assert session.moves > before
                else:  # a submenu: its first option
                    await pilot.press("enter")
            assert checked["computer"] >= 2 and checked["chance"] >= 2, checked

    asyncio.run(body())


def test_a_number_key_still_plays_a_fresh_menu_at_once() -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            session = GameSession.new(["Ann", "Bot"], 4, seats=("person", "beginner"))
            screen = await open_game(pilot, app, session)
            await wait_for_person(pilot, screen)
            panel = screen.query_one(DecisionPanel)
            assert panel.options.highlighted is None
            before = session.moves
            await pilot.press("1")
            assert session.moves > before or panel.depth == 2

    asyncio.run(body())


def _played(moves: int, seed: int = 3) -> GameSession:
    """Two people's game, played at random for ``moves`` moves."""
    people = GameSession.new(["Ann", "Ben"], seed)
    return _play_on(people, random.Random(seed), lambda s: s.moves >= moves or s.over)


def test_the_whole_log_opens_with_l_and_scrolls_by_keys_and_wheel() -> None:
    """Item 2: ``l`` (shown in the footer and under the board's log) opens every public
    event since the first move; arrows, PgUp/PgDn, Home/End and the wheel scroll it;
    Escape goes back to the same decision."""

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(80, 24)) as pilot:
            session = _played(120)
            screen = await open_game(pilot, app, session)
            assert "l Log" in screen.query_one(Footer).build().plain
            assert screen.query_one("#log", GameLog).border_subtitle == "l: the whole log"
            await pilot.press("l")
            log_screen = app.screen
            assert isinstance(log_screen, LogScreen)
            log = log_screen.query_one(GameLog)
            assert app.focused is log
            events = [e for _, e in session.public_log()]
            assert len(log._events) == len(events) > 100
            assert log.line_text(0).plain == event_text(events[0])
            assert log.scroll_y == log.max_scroll_y > 0  # the newest lines in view
            await pilot.press("home")
            assert log.scroll_y == 0
            await pilot.press("down", "down")
            assert log.scroll_y == 2
            await pilot.press("pagedown")
            assert log.scroll_y == 2 + log.scrollable_content_region.height
            await pilot._post_mouse_events([events_mod.MouseScrollUp], widget=log)
            await pilot.pause()
            assert log.scroll_y < 2 + log.scrollable_content_region.height
            await pilot.press("end")
            assert log.scroll_y == log.max_scroll_y
            text = screen_lines(app)
            title = " The whole game — ↑↓ PgUp PgDn Home End, mouse wheel: scroll · Esc: back"
            assert title in text
            moves = session.moves
            await pilot.press("escape")
            assert app.screen is screen and session.moves == moves

    asyncio.run(body())


def test_save_copy_is_shown_in_the_footer_the_rules_and_the_help(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Item 3: ctrl+s in the game's footer (at 80 columns too, with the hint key), in the
    rules screen's keys chapter and in ``kingsburg --help``; item 10: no chapter's
    contents tree starts with an untitled node."""

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(80, 24)) as pilot:
            session = GameSession.new(["Ann", "Bot"], 4, seats=("person", "beginner"))
            screen = await open_game(pilot, app, session)
            await wait_for_person(pilot, screen)
            footer = screen_lines(app).splitlines()[-1]
            for key in ("l Log", "u Undo", "h Hint", "^q Quit", "f1 Rules", "^s Save"):
                assert key in footer, footer
            await pilot.press("f1")
            help_screen = app.screen
            assert isinstance(help_screen, RulesHelpScreen)
            _anchor, title, text = help_screen.chapters[0]
            assert title == "Keys of this app"
            assert "| ctrl+s | save a copy of the game in saves/" in text
            for _anchor, _title, chapter in help_screen.chapters:
                first = next(x for x in chapter.splitlines() if x.startswith("#"))
                assert first.startswith("# "), first
            # As the arrow keys do (a chapter shown directly would race the list's own timer).
            help_screen.query_one("#chapters", OptionList).highlighted = 3
            viewer = help_screen.query_one(MarkdownViewer)
            await pilot.press("t")
            want = [f"Ⅰ {help_screen.chapters[3][1]}"]
            for _ in range(200):  # until the tree shows the chapter (not the one before)
                await pilot.pause(0.05)
                top = viewer.table_of_contents.query_one(Tree).root.children
                if [str(node.label) for node in top] == want:
                    break
            assert [str(node.label) for node in top] == want

    asyncio.run(body())
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    assert "ctrl+s       save a copy of the game in saves/" in out
    assert "l            the whole game's log" in out


def _played_until(
    test: Callable[[GameSession], bool], seed: int, modules: tuple[int, ...] = (), n: int = 2
) -> GameSession:
    """A game of one person and computers, played at random until ``test`` holds."""
    names = ["Ann", "Ben", "Cat"][:n]
    seats = ("person",) + ("beginner",) * (n - 1)
    session = GameSession.new(names, seed, modules=modules, seats=seats)
    return _play_on(session, random.Random(seed), test)


def _play_on(
    session: GameSession, rng: random.Random, test: Callable[[GameSession], bool]
) -> GameSession:
    """Play ``session`` on at random (every seat's moves) until ``test`` holds."""
    while not test(session):
        assert not session.over, "the game ended first"
        if session.held:
            session.confirm()
            continue
        legal = session.legal()
        session.decide(legal[int(rng.random() * len(legal))])
    return session


def test_the_last_winter_says_the_game_ends_and_no_enemy_is_split() -> None:
    """Items 5 and 7: in the fifth winter "Next" is the final scoring, not a King's
    Favor; each year's enemy (name and strength) stays on one line, at 80x24 (the
    calendar scrolled into view with v) and at 120x40 (snapshots of both)."""

    def last_winter(s: GameSession) -> bool:
        return s.state.year == 5 and phase_key(s.public()) == "winter" and s.turn().player == 0

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            session = _played_until(last_winter, 5, modules=(5,))
            screen = await open_game(pilot, app, session)
            calendar = screen.query_one(Calendar)
            cells = ["I Orcs 3", "II Barbarians 5", "III Demons 6", "IV Zombies 7", "V 7–9"]
            for w, h in ((120, 40), (80, 24)):
                await pilot.resize_terminal(w, h)
                await pilot.pause()
                if w == 80:
                    await pilot.press("v", "v")  # the court, the sheet, the calendar
                    await pilot.pause()
                lines = calendar.text.plain.splitlines()
                assert (
                    lines[3]
                    == "Next: the end — final scoring (the Cathedral's VP), then the ranking"
                )
                assert "King's Favor" not in calendar.text.plain
                for cell in cells:
                    assert any(cell in line for line in lines), (cell, lines)
                check_snapshot(f"last-winter-{w}x{h}", screen_lines(app))

    asyncio.run(body())


def test_a_long_reward_with_dice_on_it_is_not_cut_at_80x24() -> None:
    """Item 7: the Swordsmith's or Master Hunter's reward with dice on the line goes on
    over a second line instead of ending in "…"."""

    def dice_on_long_reward(s: GameSession) -> bool:
        return any(p.player >= 0 for rank in (9, 11) for p in s.state.board[rank])

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(80, 24)) as pilot:
            session = _played_until(dice_on_long_reward, 1, n=3)
            screen = await open_game(pilot, app, session)
            court = screen.query_one(Court).text.plain
            assert "…" not in court
            assert "1 stone + gold/wood" in court and "1 wood + gold/stone" in court
            assert len(court.splitlines()) == 19, court  # one advisor over two lines

    asyncio.run(body())


def test_wordings_a_good_and_a_computer_pass_with_no_event_above_it() -> None:
    """Item 6: "1 good" (not "1 goods") when recruiting at 1 a soldier; a computer's
    move that puts no event in the log (a Town Hall left unused) is a line of its own
    saying what was done, not a "↳" under somebody else's event."""
    state = GameSession.new(["Ann", "Ben"], 1).state
    menu = recruit_menu(state, [Pass(), Recruit(1, (1, 0, 0)), Recruit(2, (1, 1, 0))], 1)
    assert [c.label for c in menu] == [
        "Recruit no soldiers",
        "Recruit 1 soldier for 1 good (1 gold)",
        "Recruit 2 soldiers for 2 goods (1 gold, 1 wood)",
    ]
    session = GameSession.new(["Ann", "Bruno", "Chiara", "Dario"], 2, seats=("beginner",) * 4)
    while session.turn().decision != "town_hall":  # the beginners build one by year III
        assert not session.over
        move = session.think_job(session.turn().player)()
        session.decide(move.action, move.reason)
    player = session.turn().player
    name = session.names[player]
    # "declines — nothing here is worth it" (a why shown as it is, as a move's notation is)
    why = Msg.of("bot-move-notation", notation="nothing here is worth it")
    session.decide(Pass(), Reason(Msg("bot-declines"), why))
    shown = [(e, entry_text(e).plain) for _, e in session.public_log()]
    last = [text for e, text in shown if e.kind == "reason"][-1]
    assert last == f"{name} does not use the Town Hall — declines — nothing here is worth it"
    # before the end of the season that followed it, not under it
    texts = [text for _, text in shown]
    after = texts[texts.index(last) + 1]
    assert after.startswith("End of ") and after.endswith(", year III"), after


def test_the_sheet_describes_the_building_the_menu_highlights() -> None:
    """Item 12: moving through a build menu, the sheet's description line follows the
    highlighted option's building; with the sheet focused, its cursor's building."""

    def two_builds(s: GameSession) -> bool:
        t = s.turn()
        builds = [a for a in s.legal() if isinstance(a, Build)]
        return t.decision == "build" and t.player == 0 and len(builds) >= 2

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            session = _played_until(two_builds, 3)
            screen = await open_game(pilot, app, session)
            panel = screen.query_one(DecisionPanel)
            sheet = screen.query_one(ProvinceSheet)
            names = []
            for index, choice in enumerate(panel.current()):
                if not isinstance(choice.action, Build):
                    continue
                panel.options.highlighted = index
                await pilot.pause()
                name = session.state.ruleset.building(choice.action.building).name
                names.append(name)
                assert sheet.text.plain.splitlines()[-1].startswith(f"{name} (next): ")
            assert len(set(names)) >= 2
            sheet.focus()
            await pilot.press("right")
            await pilot.pause()
            chapel = session.state.ruleset.buildings[1].name
            assert sheet.text.plain.splitlines()[-1].startswith(f"{chapel} (")

    asyncio.run(body())


def test_setup_remembers_the_last_table(tmp_path: Path) -> None:
    """Item 8: seats, levels, names, colours, symbols and options come back at the next
    launch (from settings.json, which keeps its other settings); a damaged file gives the
    usual two people."""

    async def first() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot, app)
            screen = app.screen
            assert isinstance(screen, SetupScreen)
            screen.query_one("#count").focus()
            await pilot.press("right")  # 3 players
            await pilot.pause()
            screen.query_one("#name0", Input).value = "Zoe"
            screen.query_one("#seat2").focus()
            await pilot.press("right", "right")  # computer: solid
            screen.query_one("#colour0").focus()
            await pilot.press("left")
            screen.query_one("#module-5").focus()
            await pilot.press("space")
            screen.query_one("#ask-rewards").focus()
            await pilot.press("space")
            screen.query_one("#seed").focus()
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, GameScreen), screen_lines(app)

    async def second() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            screen = app.screen
            assert isinstance(screen, SetupScreen)
            # at once, before the levels are read in the background: Enter keeps them
            assert screen._seats() == ["person", "person", "solid"]
            await settle(pilot, app)
            screen = app.screen
            assert isinstance(screen, SetupScreen)
            assert screen.query_one("#count", Cycler).value == 3
            assert [screen.query_one(f"#name{i}", Input).value for i in range(3)] == [
                "Zoe",
                "Bruno",
                "Chiara",
            ]
            assert screen._seats() == ["person", "person", "solid"]
            assert screen.query_one("#colour0", Cycler).value == "purple"
            assert screen.query_one("#symbol1", Cycler).value == "triangle"
            assert screen.query_one("#module-5", Toggle).value
            assert not screen.query_one("#module-6", Toggle).value
            assert screen.query_one("#ask-rewards", Toggle).value

    async def defaults() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot, app)
            screen = app.screen
            assert isinstance(screen, SetupScreen)
            assert screen.query_one("#count", Cycler).value == 2
            assert screen.query_one("#name0", Input).value == "Alice"

    asyncio.run(first())
    settings = json.loads((home_dir() / "settings.json").read_text(encoding="utf-8"))
    assert settings == {
        "ask_rewards": True,
        "table": {
            "names": ["Zoe", "Bruno", "Chiara"],
            "seats": ["person", "person", "solid"],
            "colours": ["purple", "sky blue", "green"],
            "symbols": ["circle", "triangle", "square"],
            "modules": [5],
            "variants": [],
        },
    }
    asyncio.run(second())
    (home_dir() / "settings.json").write_text('{"table": {"names": ["x"]}}', encoding="utf-8")
    asyncio.run(defaults())


def test_saved_games_mark_computers_and_drop_copies_of_games_finished_since() -> None:
    """Item 9: the setup screen's list of unfinished games marks the computers' seats as
    the autosave box does; a ctrl+s copy of a game played to its end since is no longer
    listed as unfinished (the file stays)."""
    finished = _played_until(lambda s: s.moves >= 30, 6)
    copy = finished.save_copy()
    _play_on(finished, random.Random(6), lambda s: s.over)
    assert finished.final_path is not None and finished.final_path.exists()
    other = _played_until(lambda s: s.moves >= 10, 8)
    kept = other.save_copy()
    other.close()  # (the other game stops running: only its copy is looked at)
    (home_dir() / "autosave.json").unlink(missing_ok=True)
    if other.autosave_file != kept:
        other.autosave_file.unlink(missing_ok=True)
    assert [g.path for g in unfinished_saves(home_dir())] == [kept]
    assert copy.exists()

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot, app)
            text = screen_lines(app)
            assert "Other unfinished games" in text
            assert "Ann, Ben (computer) — year I" in text

    asyncio.run(body())


def test_computer_reasons_are_kept_in_the_record_for_resume_and_replay(tmp_path: Path) -> None:
    """Item 4: the reasons go into the record (an optional field, in no hash); a resumed
    game and a replay show them in the log; a record without them loads and verifies as
    before; a damaged reasons field is one line."""
    session = GameSession.new(["Ann", "Bruno", "Chiara"], 5, seats=("beginner",) * 3)
    while session.moves < 60:
        move = session.think_job(session.turn().player)()
        session.decide(move.action, move.reason)
    shown = [event_text(e) for _, e in session.public_log() if e.kind == "reason"]
    assert len(shown) == len(session.reasons) > 40
    path = save_record_atomic(session.record(), tmp_path / "game.json")
    record = load_record(path)
    assert record.reasons == session.reasons
    assert first_divergence(record)[1] is None

    doc = json.loads(path.read_text(encoding="utf-8"))
    del doc["reasons"]
    old = tmp_path / "old.json"
    old.write_text(json.dumps(doc), encoding="utf-8")
    assert load_record(old).reasons == {}
    assert first_divergence(load_record(old))[1] is None
    doc["reasons"] = {"0": "x"}
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(RecordError, match="reasons name move '0', not 1 to 60"):
        load_record(bad)

    async def resumed() -> None:
        game = open_saved_game(path)
        app = KingsburgApp(game=game)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, GameScreen)
            resumed = [
                event_text(e) for _, e in app.screen.session.public_log() if e.kind == "reason"
            ]
            assert resumed[: len(shown)] == shown  # (the computers play on at once)
            board_log = app.screen.query_one("#log", GameLog)
            drawn = [event_text(e) for e in board_log._events if e.kind == "reason"]
            assert drawn[: len(shown)] == shown

    async def replayed() -> None:
        app = KingsburgApp(replay=ReplayModel.open(path))
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await pilot.press("end")
            await pilot.pause()
            assert f"↳ {shown[-1][:20]}" in screen_text(app)

    asyncio.run(resumed())
    asyncio.run(replayed())


@pytest.mark.parametrize("web", [False, True], ids=["terminal", "browser"])
def test_one_new_seed_key_in_the_terminal_and_the_browser(
    web: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Item 11: the setup screen's keys line names F2 for a new seed in both (ctrl+n opens
    a window in a browser); F2 draws one in both."""
    monkeypatch.setattr(KingsburgApp, "is_web", property(lambda _app: web))

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot, app)
            keys = screen_lines(app).splitlines()[-1]
            assert "F2 new seed" in keys and "ctrl+n" not in keys, keys
            seed = app.screen.query_one("#seed", Input)
            before = seed.value
            for _ in range(3):  # (a new seed may, rarely, be the same number)
                await pilot.press("f2")
                if seed.value != before:
                    break
            assert seed.value != before

    asyncio.run(body())


def test_a_persons_leftover_dice_passed_for_them_are_said_where_they_look() -> None:
    """Issue 42, item 3: when the person's last placement leaves dice that reach no free
    advisor, the game passes for them; that is said in a notice, not only in the log."""
    import copy

    from kingsburg.engine import apply

    def blocking_move(s: GameSession) -> int:
        """The menu index of a move of Ann's after which her other dice are passed."""
        t = s.turn()
        if t.kind != "decision" or t.player != 0 or t.decision != "influence":
            return -1
        for i, a in enumerate(s.legal()):
            events = apply(copy.deepcopy(s.state), a)
            if any(e.kind == "pass" and e.form == "blocked" and e.player == 0 for e in events):
                return i
        return -1

    session = _played_until(lambda s: blocking_move(s) >= 0, 1, n=3)
    wanted = session.legal()[blocking_move(session)]

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await open_game(pilot, app, session)
            choices = screen.query_one(DecisionPanel).current()
            k = next(i for i, c in enumerate(choices) if c.action == wanted)
            assert k < 9
            await pilot.press(str(k + 1))
            await pilot.pause()
            said = [str(n.message) for n in app._notifications]
            assert any("Ann cannot reach a free advisor and passes" in m for m in said), said

    asyncio.run(body())


def test_the_top_line_names_the_season_of_a_decision_still_held() -> None:
    """Issue 42, item 3: after the last building of spring the game waits for the person's
    "end my turn" before summer's dice; the top line still says spring, not summer."""
    from kingsburg.engine import season_label
    from kingsburg.text import render

    def held_across_seasons(s: GameSession) -> bool:
        held = s.held and s.deciding() == 0 and bool(s.held_decision())
        return held and season_label(s.season_state()) != season_label(s.public())

    session = _played_until(held_across_seasons, 2, n=2)
    was = render(season_label(session.season_state()))
    now = render(season_label(session.public()))

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            screen = await open_game(pilot, app, session)
            top = screen.query_one("#status", TextPanel).text.plain
            assert was in top and now not in top, (was, now, top)
            await pilot.press("enter")  # end the turn: the game moves on
            await pilot.pause()
            assert not session.held
            top = screen.query_one("#status", TextPanel).text.plain
            assert render(season_label(session.public())) in top, top

    asyncio.run(body())


def test_a_menu_of_more_than_nine_options_gives_each_a_number_key() -> None:
    """Issue 42, item 3: past nine options, the ninth key opens the rest ("More"), so the
    tenth option and later have a key too; the key played is the move chosen. (Here the
    Smuggler's or an influence menu: up to 14 options in the games tried.)"""
    from kingsburg.tui.menus import Choice, decision_menu

    def long_menu(s: GameSession) -> list[Choice]:
        """Ann's menu as the game screen builds it, if it has more than nine options."""
        t = s.turn()
        if t.kind != "decision" or t.player != 0 or s.held:
            return []
        menu = decision_menu(s, False)[0]
        return menu if len([c for c in menu if not isinstance(c.action, Pass)]) > 9 else []

    session = _played_until(lambda s: bool(long_menu(s)), 1, n=3)
    menu = [c for c in long_menu(session) if not isinstance(c.action, Pass)]
    last = menu[-1]  # past the ninth: the last option, or the sub-menu that holds it
    while last.children:
        last = last.children[-1]
    wanted = last.action

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await open_game(pilot, app, session)
            panel = screen.query_one(DecisionPanel)
            current = [c for c in panel.current() if not isinstance(c.action, Pass)]
            assert len(current) == 9 and current[8].children
            assert current[8].label.startswith("More: "), current[8].label
            # Down the "More" levels by their key 9, to the last option; its own key plays it.
            while not any(c.action == wanted for c in panel.current()):
                await pilot.press("9")
                await pilot.pause()
            k = next(i for i, c in enumerate(panel.current()) if c.action == wanted)
            moves = session.moves
            await pilot.press(str(k + 1))
            await pilot.pause()
            assert wanted is not None
            assert parse_move(session.game.moves[moves]).text == session.text(wanted)

    asyncio.run(body())


def test_a_menu_that_scrolls_wraps_its_options_to_the_width_its_scrollbar_leaves() -> None:
    """Issue 42, item 2: when a menu grows a scrollbar, its wrapped options lost their last
    letter ("(1 ston"); every option's whole text is on its lines, within the width."""
    from rich.text import Text

    from kingsburg.engine import Influence
    from kingsburg.tui.menus import Choice

    def long_menu(s: GameSession) -> bool:  # influences name advisors: long wrapped lines
        t = s.turn()
        if t.kind != "decision" or t.player != 0 or t.decision != "influence":
            return False
        return len({a.advisor for a in s.legal() if isinstance(a, Influence)}) > 7

    session = _played_until(long_menu, 1, n=3)

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(80, 24)) as pilot:
            screen = await open_game(pilot, app, session)
            options = screen.query_one(DecisionPanel).options
            # A short menu first (no scrollbar), as the one before the dice came up, then
            # the long one: the scrollbar appears without the list changing size.
            panel = screen.query_one(DecisionPanel)
            panel.set_menu(Text("?"), "?", [Choice("short")], "")
            await pilot.pause()
            assert not options.show_vertical_scrollbar
            screen.refresh_all()
            await pilot.pause()
            assert options.show_vertical_scrollbar
            width = options.scrollable_content_region.width
            choices: list[Choice] = screen.query_one(DecisionPanel).current()
            for label, strips in zip(options._labels, options._lines, strict=True):
                assert all(strip.cell_length <= width for strip in strips)
                shown = "".join(strip.text for strip in strips).replace(" ", "")
                assert shown == label.plain.replace(" ", ""), (label.plain, shown)
            assert len(choices) == len(options._labels)

    asyncio.run(body())
