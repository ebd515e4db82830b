"""In Polish and Czech nothing on the game screen is cut short ("…") at 80×24 or 120×40:
the players board, the province sheet, the decision panel's title, the court (a
module-6 tile's reward excepted: it is cut by design, its rule is one key away) and the
dice tray."""

from __future__ import annotations

import asyncio
import random

import pytest
from rich.cells import cell_len
from rich.text import Text
from textual.widget import Widget

from kingsburg.text import set_language, t
from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.screens import game as game_screen
from kingsburg.tui.screens.game import GameScreen
from kingsburg.tui.screens.game_over import GameOverScreen
from kingsburg.tui.widgets.court import TILE_MARK, Court
from kingsburg.tui.widgets.decision_panel import DecisionPanel
from kingsburg.tui.widgets.dice_tray import DiceTray
from kingsburg.tui.widgets.footer import Footer
from kingsburg.tui.widgets.players_board import PlayersBoard
from kingsburg.tui.widgets.province_sheet import ProvinceSheet
from tests.tui.helpers import press_choice, screen_lines, settle
from tests.tui.test_computers import start

SIZES = ((80, 24), (120, 40))


def cut_lines(widget: Widget, lines: list[Text], skip_last: int = 0) -> list[str]:
    """The lines of a panel drawn cut: an ellipsis in them, or one line wider than the
    panel (Rich ends it with "…")."""
    width = widget.content_size.width
    out = []
    for line in lines[: len(lines) - skip_last]:
        if "…" in line.plain or (line.no_wrap and line.cell_len > width):
            out.append(line.plain)
    return out


def border_rows(app: KingsburgApp, widget: Widget) -> list[str]:
    """A panel's top and bottom border rows as drawn (its title and subtitle)."""
    r = widget.region
    rows = screen_lines(app).splitlines()
    if r.y < 0 or r.bottom > len(rows):
        return []
    return [rows[y][r.x : r.right] for y in (r.y, r.bottom - 1) if y < len(rows)]


def court_cut(court: Court) -> list[str]:
    return [
        line
        for line in cut_lines(court, court.build_lines())
        if f"{TILE_MARK} " not in line  # a module-6 tile: cut by design
    ]


async def check_screen(app: KingsburgApp, found: dict[str, tuple[int, int]]) -> None:
    screen = app.screen
    assert isinstance(screen, GameScreen)
    size = (app.size.width, app.size.height)
    board = screen.query_one(PlayersBoard)
    sheet = screen.query_one(ProvinceSheet)
    court = screen.query_one(Court)
    panel = screen.query_one(DecisionPanel)
    cut = cut_lines(board, board.build_lines())
    cut += cut_lines(sheet, sheet.build_lines(), skip_last=2)  # legend and text wrap
    cut += court_cut(court)
    tray = screen.query_one(DiceTray)
    cut += [x for x in tray.build().plain.split("\n") if cell_len(x) > tray.content_size.width]
    for widget in (panel, court):
        cut += [row for row in border_rows(app, widget) if "…" in row]
    # However many keys the footer must leave out, the rules and quit keys stay.
    footer = screen.query_one(Footer).build().plain
    cut += [
        f"footer without {w!r}: {footer}"
        for w in (t("key-rules"), t("key-quit"))
        if w not in footer
    ]
    for line in cut:
        found.setdefault(line.strip(), size)


@pytest.mark.parametrize("lang", ["pl", "cs"])
def test_nothing_cut_in(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(game_screen, "COMPUTER_PACE", 0.0)
    set_language(lang)
    found: dict[str, tuple[int, int]] = {}
    for seed in (5, 9):
        asyncio.run(play(found, seed))
    assert not found, "\n".join(f"{size}: {line}" for line, size in sorted(found.items()))


async def play(found: dict[str, tuple[int, int]], seed: int) -> None:
    """A seeded game with modules 5 and 6, the person's choices at random; every few
    decisions the screen is looked at in both sizes."""
    app = KingsburgApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app)
        await start(pilot, app, ["person", "beginner"], seed, ("module-5", "module-6"))
        rng = random.Random(3)
        checks = 0
        for i in range(3000):
            now = app.screen
            if isinstance(now, GameOverScreen):
                break
            if not isinstance(now, GameScreen):
                await pilot.press("enter")
                continue
            s = now.session
            if s.computer_turn() >= 0:
                await pilot.pause(0.01)
                continue
            if i % 3 == 0:
                for size in SIZES:
                    await pilot.resize_terminal(*size)
                    await pilot.pause()
                    await check_screen(app, found)
                checks += 1
            if s.held:
                await pilot.press("enter")
                continue
            ch = now.query_one(DecisionPanel).current()
            await press_choice(pilot, int(rng.random() * len(ch)))
        assert isinstance(app.screen, GameOverScreen), "the game did not end"
        assert checks > 10, checks
