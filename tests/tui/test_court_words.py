"""The court at 80×24 and 120×40 in every language: each advisor's reward is shown whole
(in the language's shorter words where the whole sentence leaves no room), never cut."""

from __future__ import annotations

import asyncio

import pytest

from kingsburg.text import lang, set_language
from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.widgets.court import Court

from .helpers import start_game
from .test_languages_screens import shown


@pytest.mark.parametrize("code", lang.available())
def test_every_reward_fits_the_court(code: str) -> None:
    async def body() -> None:
        set_language(code)
        app = KingsburgApp()
        async with app.run_test(size=(80, 24)) as pilot:
            await start_game(pilot, app, 2, 3)
            for size in ((80, 24), (120, 40)):
                await pilot.resize_terminal(*size)
                await pilot.pause()
                text = shown(app, app.screen.query_one(Court))
                assert "…" not in text, (size, text)

    asyncio.run(body())
