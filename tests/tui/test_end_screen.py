"""The end screen's tables and chart are drawn while the last battle is read, so that the
key that shows the end screen only lays it out and paints it (issue 13: no key over 100 ms)."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Any

import pytest
from rich.table import Table
from textual.app import App

from kingsburg.record import load_record
from kingsburg.simulate import simulate
from kingsburg.tui import app as app_module
from kingsburg.tui.screens.game_over import GameOverScreen
from kingsburg.tui.session import GameSession
from kingsburg.tui.widgets import vp_chart
from kingsburg.tui.widgets.panel import TablePanel, TextPanel
from kingsburg.tui.widgets.vp_chart import VpChart

pytestmark = pytest.mark.timeout(120)


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("KINGSBURG_HOME", str(tmp_path / "home"))
    return tmp_path


class Styled(App[None]):
    CSS_PATH = Path(app_module.__file__).with_name("kingsburg.tcss")


def _finished(tmp_path: Path) -> GameSession:
    simulate(3, 1, 4, ["random"] * 3, tmp_path, (), ())
    session = GameSession.from_record(load_record(tmp_path / "game-4.json"))
    assert session.over
    return session


def _shown(app: App[Any]) -> list[str]:
    return [
        panel.text.plain
        for panel in app.screen.query(TextPanel)
        if isinstance(panel, TablePanel | VpChart)
    ]


def test_a_prepared_end_screen_draws_nothing_when_shown(tmp_path: Path) -> None:
    session = _finished(tmp_path)
    drawings: list[str] = []  # the tables and charts drawn
    table = Table.__rich_console__
    chart = vp_chart.chart_text

    def table_drawn(self: Table, *args: Any) -> Any:
        drawings.append("table")
        return table(self, *args)

    def chart_drawn(*args: Any) -> Any:
        drawings.append("chart")
        return chart(*args)

    async def body() -> None:
        app = Styled()
        async with app.run_test(size=(120, 40)) as pilot:
            Table.__rich_console__ = table_drawn  # type: ignore[method-assign]
            vp_chart.chart_text = chart_drawn
            try:
                await app.push_screen(GameOverScreen(session))  # drawn when shown
                await pilot.pause()
                assert sorted(drawings) == ["chart", "table", "table"]  # once, at their width
                expected = _shown(app)
                assert len(expected) == 3 and "Final ranking" in expected[0]
                app.pop_screen()
                await pilot.pause()

                end = GameOverScreen(session)
                end.prepare()  # the game screen does this after the last move's frame
                assert drawings.count("chart") == 2
                drawings.clear()
                await app.push_screen(end)
                await pilot.pause()
            finally:
                Table.__rich_console__ = table  # type: ignore[method-assign]
                vp_chart.chart_text = chart
            assert drawings == []  # nothing was drawn again
            assert _shown(app) == expected  # and it shows what it showed unprepared

    asyncio.run(body())


def test_every_header_is_whole_at_80_columns_with_five_long_names(tmp_path: Path) -> None:
    # At 80x24 the breakdown's eight columns once cut "Buildings" and "Cathedral" to
    # "Buildin…"; a long name is what gives way now, never a header.
    session = GameSession.new([c * 16 for c in "ABCDE"], 7)
    rng = random.Random(7)
    while not session.over:
        if session.held:
            session.confirm()
        else:
            session.decide(rng.choice(session.legal()))

    async def body() -> list[str]:
        app = Styled()
        async with app.run_test(size=(80, 24)) as pilot:
            await app.push_screen(GameOverScreen(session))
            await pilot.pause()
            return _shown(app)

    ranking, breakdown, _ = asyncio.run(body())

    def headers(table: str) -> list[str]:
        return [cell.strip() for cell in table.splitlines()[1].split("┃")]

    assert headers(ranking) == ["Place", "Player", "VP", "Goods", "Buildings", "Tie-break"]
    assert headers(breakdown) == [
        *("Player", "Buildings", "Advisors", "Battles", "King", "Cathedral", "Other", "Total")
    ]
    assert "…" in breakdown  # the names were cut to fit
