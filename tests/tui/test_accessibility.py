"""The full-screen app for low-vision and braille users: the terminal's own cursor sits on
the highlighted option (screen readers and BRLTTY follow it), NO_COLOR gives a monochrome
app, and nothing a player's colour says is said by the colour alone."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from rich.color import Color, ColorTriplet
from rich.style import Style
from textual.filter import Monochrome
from textual.geometry import Offset

from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.contrast import HIGH_CONTRAST
from kingsburg.tui.settings import load_high_contrast
from kingsburg.tui.widgets.menu_list import MenuList
from kingsburg.tui.widgets.toggle import Toggle

from .helpers import press_choice, screen_lines, settle, start_game

pytestmark = pytest.mark.timeout(120)


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("KINGSBURG_HOME", str(tmp_path))
    return tmp_path


def test_the_terminal_cursor_follows_the_highlighted_option() -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await start_game(pilot, app, players=3, seed=7)
            menu = app.screen.query_one("#options", MenuList)
            menu.focus()
            seen: list[int] = []
            for key in ("down", "down", "down", "up"):
                await pilot.press(key)
                await pilot.pause()
                index = menu.highlighted
                assert index is not None
                seen.append(index)
                row = menu.content_region.y + menu._starts[index] - int(menu.scroll_offset.y)
                assert app.cursor_position == Offset(menu.content_region.x, row)
                # The cursor's row shows that option's words (what a braille line reads).
                line = screen_lines(app).splitlines()[row]
                words = menu.label(index).plain.strip()[:20]
                assert words in line[menu.content_region.x :], (words, line)
            assert len(set(seen)) >= 2  # it moved with the highlight

    asyncio.run(body())


def test_no_color_makes_the_app_monochrome(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    app = KingsburgApp()
    assert app.no_color
    assert any(isinstance(f, Monochrome) for f in app._filters)
    monkeypatch.delenv("NO_COLOR")
    assert not any(isinstance(f, Monochrome) for f in KingsburgApp()._filters)


def owner(style: Style, colours: list[ColorTriplet | None]) -> int:
    """The player whose colour ``style`` draws text in, also dimmed (mixed with the
    background, as the court draws a taken advisor's row); -1 for none."""
    fg = style.color.triplet if style.color is not None else None
    bg = style.bgcolor.triplet if style.bgcolor is not None else None
    if fg is None:
        return -1
    back = bg or ColorTriplet(30, 30, 30)
    for p, colour in enumerate(colours):
        if colour is None:
            continue
        spans = [(c - b, f - b) for c, b, f in zip(colour, back, fg, strict=True)]
        big = [(d, e) for d, e in spans if abs(d) > 40]
        if not big:
            continue
        mix = sum(e / d for d, e in big) / len(big)  # how much of the colour is in it
        if mix < 0.5 or mix > 1.05:
            continue
        if all(
            abs(back_c + mix * d - f) <= 16
            for (d, _), back_c, f in zip(spans, back, fg, strict=True)
        ):
            return p
    return -1


def test_a_players_colour_always_comes_with_their_symbol_or_name() -> None:
    """Every piece of the game screen drawn in a player's colour holds that player's symbol
    or name: a player who cannot tell the colours apart loses nothing."""

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await start_game(pilot, app, players=3, seed=11)
            session = app.session
            assert session is not None
            for _ in range(6):  # some dice on the advisors, a few moves in the log
                await press_choice(pilot, 0)
                await pilot.pause(0.05)
            colours = [Color.parse(st.hex).triplet for st in session.styles]
            # The decision's prompt is one sentence, wrapped in its panel: one run.
            prompt = app.screen.query_one("#prompt").content_region
            runs: list[tuple[int, str]] = []  # (player, text) of each run in their colour
            in_prompt: dict[int, str] = {}
            for y, strip in enumerate(app.screen._compositor.render_strips()):
                last, x = -1, 0
                for seg in strip:
                    p = owner(seg.style, colours) if seg.style else -1
                    if p >= 0 and prompt.contains(x, y):
                        in_prompt[p] = in_prompt.get(p, "") + seg.text
                    elif p >= 0 and p == last:
                        runs[-1] = (p, runs[-1][1] + seg.text)
                    elif p >= 0:
                        runs.append((p, seg.text))
                    last, x = p, x + seg.cell_length
            runs += in_prompt.items()
            coloured = [(p, text) for p, text in runs if text.strip()]
            for p, text in coloured:
                glyph, name = session.styles[p].glyph, session.names[p]
                assert glyph in text or name in text, repr(text)
            assert len(coloured) >= 3  # the test looked at something

    asyncio.run(body())


def contrast(a: str, b: str) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""

    def luminance(hex_colour: str) -> float:
        triplet = Color.parse(hex_colour).triplet
        assert triplet is not None
        parts = []
        for c in triplet:
            v = c / 255
            parts.append(v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4)
        return 0.2126 * parts[0] + 0.7152 * parts[1] + 0.0722 * parts[2]

    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_the_high_contrast_theme_is_chosen_on_setup_and_remembered(tmp_path: Path) -> None:
    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot, app)
            box = app.screen.query_one("#high-contrast", Toggle)
            assert not box.value and app.theme != HIGH_CONTRAST
            box.focus()
            await pilot.press("space")
            await pilot.pause()
            assert app.theme == HIGH_CONTRAST
            assert "[x] High contrast" in screen_lines(app)
            # The setup screen in it: its text white on black, what is chosen on yellow.
            css = app.get_css_variables()
            assert contrast(css["foreground"], css["background"]) >= 7
            assert contrast(css["block-cursor-foreground"], css["block-cursor-background"]) >= 7
        assert load_high_contrast(tmp_path)
        again = KingsburgApp()  # the next start keeps it
        async with again.run_test(size=(120, 40)) as pilot:
            await settle(pilot, again)
            assert again.theme == HIGH_CONTRAST
            assert again.screen.query_one("#high-contrast", Toggle).value
            again.screen.query_one("#high-contrast", Toggle).focus()
            await pilot.press("space")
            await pilot.pause()
            assert again.theme != HIGH_CONTRAST
        assert not load_high_contrast(tmp_path)  # the next start is as usual

    asyncio.run(body())
