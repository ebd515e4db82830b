"""The neutral dice of a 2-player game in the court at 80×24 and 120×40, in every language:
they sit on the line of the advisor they block, and neither the advisor's name nor its
reward (in the language's shorter words if need be) is cut for them."""

from __future__ import annotations

import asyncio
import copy

import pytest

from kingsburg.engine.state import NEUTRAL, Placement
from kingsburg.text import lang, set_language
from kingsburg.text import name as thing_name
from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.screens.game import GameScreen
from kingsburg.tui.style import NEUTRAL_SYMBOL
from kingsburg.tui.widgets.court import Court, advisor_reward_text, short_summary

from .helpers import check_snapshot, first_influence, start_game
from .test_languages_screens import SIZES, shown


def blocking_dice(rank: int) -> list[tuple[int, ...]]:
    """Neutral dice that block ``rank``: three dice, two, or one die of a split roll."""
    found: list[tuple[int, ...]] = []
    for count in (3, 2, 1):
        if count <= rank <= 6 * count:
            dice = [1] * count
            for i in range(count):  # raise the dice in turn to reach the rank
                dice[i] = min(6, rank - sum(dice) + dice[i])
            found.append(tuple(dice))
    return found


@pytest.mark.parametrize("code", lang.available())
def test_neutral_dice_sit_on_the_advisors_line(code: str) -> None:
    async def body() -> None:
        set_language(code)
        app = KingsburgApp()
        async with app.run_test(size=SIZES[0]) as pilot:
            await start_game(pilot, app, 2, 3)
            court = app.screen.query_one(Court)
            assert app.session is not None
            state = copy.deepcopy(app.session.state)
            for size in SIZES:
                await pilot.resize_terminal(*size)
                await pilot.pause()
                width = court.content_size.width
                for forms in range(3):  # every advisor blocked at once, by 3, 2 or 1 dice
                    for rank in range(1, 19):
                        dice = blocking_dice(rank)
                        state.board[rank] = [Placement(NEUTRAL, dice[min(forms, len(dice) - 1)])]
                    court.show(state, court._styles)
                    lines = court.build_lines()
                    assert len(lines) == 18, (size, [line.plain for line in lines])
                    for rank, line in enumerate(lines, 1):
                        text = line.plain
                        reward = advisor_reward_text(state, rank)
                        assert line.cell_len <= width, (size, text)
                        assert thing_name("advisor", rank) in text, (size, text)
                        assert reward in text or short_summary(rank, reward) in text, (size, text)
                        assert "…" not in text and NEUTRAL_SYMBOL in text, (size, text)

    asyncio.run(body())


@pytest.mark.parametrize("code", lang.available())
def test_the_court_in_a_2_player_spring(code: str) -> None:
    """The court as the first spring of a 2-player game shows it (both blocks on it)."""

    async def body() -> None:
        set_language(code)
        app = KingsburgApp()
        async with app.run_test(size=SIZES[0]) as pilot:
            await start_game(pilot, app, 2, 5)
            await first_influence(pilot, app)
            assert isinstance(app.screen, GameScreen)
            assert app.screen.session.turn().decision == "influence"
            court = app.screen.query_one(Court)
            for w, h in SIZES:
                await pilot.resize_terminal(w, h)
                await pilot.pause()
                court.scroll_home(animate=False)
                await pilot.pause()
                rows = shown(app, court).splitlines()
                below = [i for i, row in enumerate(rows) if i and row.startswith("╭")]
                rows = rows[: below[0]] if below else rows  # the log's panel covers the rest
                check_snapshot(f"court-neutral-{code}-{w}x{h}", "\n".join(rows))

    asyncio.run(body())
