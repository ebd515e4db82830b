"""The app's frame in Polish and Czech: the language chosen on the setup screen (at once,
and remembered for the next start), the setup and privacy screens without English words,
and Textual's own words (the command palette, its system commands, the quit key)."""

from __future__ import annotations

import asyncio
import json
import re
from pathlib import Path

import pytest
from textual.command import CommandPalette
from textual.pilot import Pilot
from textual.widgets import Input

from kingsburg.cli import use_language
from kingsburg.paths import home_dir
from kingsburg.text import language, set_language
from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.screens.handoff import PrivacyScreen
from kingsburg.tui.screens.setup import SetupScreen
from kingsburg.tui.style import DEFAULT_NAMES, PlayerStyle
from tests.tui.helpers import screen_lines, settle

# What may read the same in every language: the players' names, key names, the game's own
# name, the language names on the language choice, the variants' command-line values and the
# few words Polish or Czech writes as English does.
SHARED = {
    *DEFAULT_NAMES,
    "Kingsburg",
    "English",
    "Polski",
    "Enter",
    "Tab",
    "Space",
    "Delete",
    "Escape",
    "ctrl",
    "shift",
    "F1",
    "F2",
    "p",
    "q",
    "r",
    "start",
    "inverted",
    "tiles",
    "alt",
    "reinforcements",
    "d1",
    "d2",
    "SVG",
    # key names, as the keys panel shows them
    *["a", "c", "d", "e", "k", "n", "o", "s", "u", "v", "w", "x", "z", "f1", "f2"],
    *["del", "end", "home", "pgup", "pgdn", "super", "alt", "tab", "esc", "space"],
    # Polish and Czech words spelled as English ones
    "online",
    "symbol",
    "to",
    "same",
    "a",
}


def words(text: str) -> set[str]:
    return {w for w in re.findall(r"\w+", text) if not w.isdigit()}


def english_left(english: str, other: str) -> set[str]:
    """Words of the English screen that the other language's screen still shows."""
    return (words(english) & words(other)) - SHARED


async def choose_language(pilot: Pilot[int], app: KingsburgApp, code: str) -> None:
    """Step the setup screen's language choice to ``code`` with the arrow keys."""
    app.screen.query_one("#language").focus()
    for _ in range(5):
        if language() == code:
            break
        await pilot.press("right")
        await pilot.pause()
    assert language() == code


async def _rules_shows(pilot: Pilot[int], app: KingsburgApp, title: str) -> None:
    """F1 opens the rulebook, whose chapters list ``title``; Escape closes it."""
    await pilot.press("f1")
    for _ in range(50):
        await pilot.pause(0.05)
        if not isinstance(app.screen, SetupScreen):
            break
    await pilot.pause()
    assert title in screen_lines(app)
    await pilot.press("escape")
    await pilot.pause()
    assert isinstance(app.screen, SetupScreen)


def test_the_language_chosen_is_applied_at_once_and_remembered(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    async def first() -> str:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot, app)
            english = screen_lines(app)
            assert "Kingsburg — a new game" in english and "Players:" in english
            # The rulebook (kept once built) with its keys chapter.
            await _rules_shows(pilot, app, "Keys of this app")
            await choose_language(pilot, app, "pl")
            await pilot.pause()
            polish = screen_lines(app)
            await _rules_shows(pilot, app, "Klawisze tej aplikacji")
            assert "Kingsburg — nowa gra" in polish
            assert "Gracze:" in polish and "Ziarno:" in polish
            assert "Komputer gra na trzech poziomach:" in polish
            assert "Rozpocznij grę" in polish and "Polski" in polish
            assert "Players:" not in polish
            # What was chosen on the screen stays: the same number of players, the same seat.
            assert isinstance(app.screen, SetupScreen)
            app.exit()
        return polish

    polish = asyncio.run(first())
    settings = json.loads((home_dir() / "settings.json").read_text(encoding="utf-8"))
    assert settings["language"] == "pl"

    # The next start (no --lang, no KINGSBURG_LANG): Polish, from the settings.
    monkeypatch.delenv("KINGSBURG_LANG")
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.setenv(var, "C")
    set_language("en")
    assert use_language([]) == "pl"

    async def again() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot, app)
            text = screen_lines(app)
            assert "Kingsburg — nowa gra" in text and "Gracze:" in text
            assert "◀ Polski ▶" in text
            # And back to English, at once.
            await choose_language(pilot, app, "en")
            await pilot.pause()
            assert "Kingsburg — a new game" in screen_lines(app)

    asyncio.run(again())
    assert json.loads((home_dir() / "settings.json").read_text())["language"] == "en"
    assert polish


@pytest.mark.parametrize("code", ["pl", "cs"])
@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_the_setup_screen_shows_no_english(code: str, size: tuple[int, int]) -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=size) as pilot:
            await settle(pilot, app)
            # Every row, the watch-mode note (all seats computers) and the options.
            screen = app.screen
            screen.query_one("#count").focus()
            for _ in range(3):
                await pilot.press("right")
            for i in range(5):
                screen.query_one(f"#seat{i}").focus()
                await pilot.press("right")
            await pilot.pause()
            english = await _whole(pilot, app)
            await choose_language(pilot, app, code)
            await pilot.pause()
            other = await _whole(pilot, app)
            assert not english_left(english, other), other

    asyncio.run(body())


async def _whole(pilot: Pilot[int], app: KingsburgApp) -> str:
    """The whole setup screen: as shown, then scrolled to its end (at 80×24 it scrolls)."""
    body = app.screen.query_one("#setup-body")
    body.scroll_home(animate=False)
    await pilot.pause()
    top = screen_lines(app)
    body.scroll_end(animate=False)
    await pilot.pause()
    return top + "\n" + screen_lines(app)


@pytest.mark.parametrize("code", ["pl", "cs"])
def test_a_privacy_screen_shows_no_english(code: str) -> None:
    style = PlayerStyle("orange", "circle")

    async def shown(pilot: Pilot[int], app: KingsburgApp, handover: str = "") -> list[str]:
        screen = PrivacyScreen("Alice", style, [], handover=handover)
        app.push_screen(screen)
        await pilot.pause()
        texts = [screen_lines(app)]
        if not handover:
            await pilot.press("enter")  # the secret (none here), with its frame
            await pilot.pause()
            texts.append(screen_lines(app))
        await pilot.press("enter")
        await pilot.pause()
        return texts

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot, app)
            english = await shown(pilot, app)
            set_language(code)
            other = await shown(pilot, app)
            assert "Alice" in other[0]
            for en, xx in zip(english, other, strict=True):
                assert not english_left(en, xx), xx
            # The hand-over screen (its "what" comes from the game, in the game's words).
            set_language("en")
            english = await shown(pilot, app, handover="·")
            set_language(code)
            other = await shown(pilot, app, handover="·")
            assert not english_left(english[0], other[0]), other[0]

    asyncio.run(body())


@pytest.mark.parametrize(
    ("code", "placeholder", "titles", "quit_key", "nothing"),
    [
        (
            "pl",
            "Szukaj poleceń…",
            ["Zasady", "Nowa gra", "Motyw", "Wyjście", "Klawisze"],
            "Wyjście",
            "Nic nie znaleziono",
        ),
        (
            "cs",
            "Hledat příkazy…",
            ["Pravidla", "Nová hra", "Motiv", "Konec", "Klávesy"],
            "Konec",
            "Nic nenalezeno",
        ),
    ],
)
def test_textuals_own_words_are_translated(
    code: str, placeholder: str, titles: list[str], quit_key: str, nothing: str
) -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot, app)
            await choose_language(pilot, app, code)
            # The quit key and the palette's key, as the footer and the keys panel read them.
            active = app.screen.active_bindings
            assert active["ctrl+q"].binding.description == quit_key
            commands = [c.title for c in app.get_system_commands(app.screen)]
            assert commands[:2] == titles[:2]
            assert set(titles) <= set(commands)
            assert "Screenshot" not in commands and "Theme" not in commands
            await pilot.press("ctrl+p")
            await pilot.pause()
            palette = app.screen
            assert isinstance(palette, CommandPalette)
            assert palette.query_one(Input).placeholder == placeholder
            # A search that finds nothing says so in the player's language.
            await pilot.press(*"qqqqxz")
            await pilot.pause(1.0)
            await pilot.pause()
            shown = screen_lines(app)
            assert nothing in shown and "No matches found" not in shown
            await pilot.press("escape")

    asyncio.run(body())


@pytest.mark.parametrize("code", ["pl", "cs"])
def test_the_keys_panel_shows_no_english(code: str) -> None:
    """The palette's "Keys": every key of the focused field (Textual's own included)."""

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot, app)

            async def panel(field: str) -> str:
                app.screen.query_one(field).focus()
                await pilot.pause()
                app.action_show_help_panel()
                await pilot.pause()
                await pilot.pause()
                text = screen_lines(app)
                app.action_hide_help_panel()
                await pilot.pause()
                return text

            english = [await panel("#name0"), await panel("#count")]
            await choose_language(pilot, app, code)
            other = [await panel("#name0"), await panel("#count")]
            for en, xx in zip(english, other, strict=True):
                assert not english_left(en, xx), xx

    asyncio.run(body())


class _Table:
    """What the links screen reads of a hosted table."""

    links = (("Alice", "http://127.0.0.1:8000/x/1"), ("Bruno", "http://127.0.0.1:8000/x/2"))

    def reach(self) -> str:
        from kingsburg.text import t

        return t("dialog-hosted-lan", port="8000")


@pytest.mark.parametrize("code", ["pl", "cs"])
def test_the_online_tables_links_screen_shows_no_english(code: str) -> None:
    from kingsburg.tui.screens.hosted import HostedScreen

    async def shown(pilot: Pilot[int], app: KingsburgApp) -> str:
        app.push_screen(HostedScreen(_Table()))  # type: ignore[arg-type]
        await pilot.pause()
        text = screen_lines(app)
        app.pop_screen()
        await pilot.pause()
        return text

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot, app)
            english = await shown(pilot, app)
            set_language(code)
            other = await shown(pilot, app)
            commands = {"kingsburg", "join", "host", "resume", "LINK", "http", "link"}
            commands |= {"TCP", "port", "firewall"}  # (Czech and Polish words too)
            assert not english_left(english, other) - commands, other

    asyncio.run(body())


@pytest.mark.parametrize("code", ["pl", "cs"])
@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_the_setup_screen_in_polish_and_czech_is_whole(code: str, size: tuple[int, int]) -> None:
    """Nothing cut on the one-line fields (options, buttons, the keys line), and the
    screen as a snapshot per language and size (``KINGSBURG_UPDATE_SNAPSHOTS=1``)."""
    from kingsburg.text import t
    from kingsburg.tui.screens.setup import OptionToggle
    from tests.tui.helpers import check_snapshot

    async def body() -> None:
        set_language(code)
        app = KingsburgApp()
        async with app.run_test(size=size) as pilot:
            await settle(pilot, app)
            screen = app.screen
            screen.query_one("#seed", Input).value = "12345"
            await pilot.pause()
            text = await _whole(pilot, app)
            flat = " ".join(text.split())
            lines = [t("setup-ask-rewards"), t("setup-start"), t("setup-open-record")]
            lines += [box.label for box in screen.query(OptionToggle)]
            lines.append(t("setup-seed-help").strip())
            for line in lines:
                assert " ".join(line.split()) in flat, line
            keys = screen.query_one("#setup-keys").render()
            assert str(keys).rstrip().endswith(t("setup-keys-quit"))
            assert str(keys) in text
            check_snapshot(f"setup-{code}-{size[0]}x{size[1]}", text)

    asyncio.run(body())


@pytest.mark.parametrize("code", ["pl", "cs"])
def test_privacy_screens_in_polish_and_czech(code: str) -> None:
    from tests.tui.helpers import check_snapshot

    async def body() -> None:
        set_language(code)
        app = KingsburgApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot, app)
            style = PlayerStyle("orange", "circle")
            app.push_screen(PrivacyScreen("Łucja", style, ["—"]))
            await pilot.pause()
            check_snapshot(f"privacy-{code}-80x24", screen_lines(app))
            await pilot.press("enter")
            await pilot.pause()
            check_snapshot(f"privacy-revealed-{code}-80x24", screen_lines(app))

    asyncio.run(body())


@pytest.mark.parametrize("code", ["pl", "cs"])
def test_textuals_own_notices_are_translated(code: str) -> None:
    from kingsburg.text import t
    from kingsburg.tui.app import textual_notice

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot, app)
            await choose_language(pilot, app, code)
            await pilot.press("ctrl+c")  # on the language choice: how to quit
            await pilot.pause()
            notices = [n.message for n in app._notifications]
            assert notices == [t("app-quit-how", key="ctrl+q")]
            assert "ctrl+q" in notices[0] and "quit" not in notices[0]

    asyncio.run(body())
    set_language(code)
    saved = textual_notice("Saved screenshot to [$text-success]'/tmp/a.svg'", "Screenshot")
    assert saved == (t("app-screenshot-saved-to", file="/tmp/a.svg"), t("app-screenshot"))
    assert textual_notice("Something else", "A title") == ("Something else", "A title")


@pytest.mark.parametrize("code", ["pl", "cs"])
def test_a_table_hosted_from_the_setup_screen_starts_in_any_language(
    code: str, tmp_path: Path
) -> None:
    """The host speaks the app's language: its links are read all the same, and why it
    cannot start comes back in that language."""
    from kingsburg.errors import KingsburgError
    from kingsburg.text import t
    from kingsburg.tui.hosting import HostedTable, TableChoice

    set_language(code)
    table = HostedTable.start(TableChoice(["Łucja", "Bob"], ["person", "solid"], 4), tmp_path)
    try:
        assert [name for name, _ in table.links] == ["Łucja"]
        assert table.links[0][1].startswith("http://")
    finally:
        table.stop()
    with pytest.raises(KingsburgError) as e:
        HostedTable.start(TableChoice(["Ann", "Bob"], ["person", "nobody"], 4), tmp_path)
    assert str(e.value).startswith(t("setup-host-did-not-start", problem="").strip())
    assert "choose person" not in str(e.value)
