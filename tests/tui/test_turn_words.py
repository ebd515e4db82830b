"""What the top line and the end-of-turn box say, in each language: the decision a lone
person makes among computers is named even when its whole prompt does not fit ("Ann:
Decide" said nothing), and the end-of-turn box says the choice in a sentence, with the
soldiers it recruits ("done: Recruit 1 for 2 stone" before)."""

from __future__ import annotations

import asyncio
import random
import re

import pytest

from kingsburg.engine import Recruit
from kingsburg.text import lang, set_language, t
from kingsburg.tui.app import KingsburgApp
from kingsburg.tui.session import GameSession
from kingsburg.tui.widgets.decision_panel import DecisionPanel
from kingsburg.tui.widgets.panel import TextPanel

from .test_languages_screens import SIZES, shown
from .test_second_game import _home, _played_until, open_game, wait_for_person

__all__ = ["_home"]  # the fixture: a home of the test's own, computers at full pace

TITLES = {  # the menu heading of a secret soldier-token pick
    "en": "Soldier token: pick in secret",
    "pl": "Tajny wybór żetonu żołnierzy",
    "cs": "Tajná volba žetonu vojáků",
}
CHOSE = {  # the end-of-turn box after recruiting one soldier for 2 goods, say
    "en": ("you chose “Recruit 1 soldier for ", "”"),
    "pl": ("twój wybór: „Zwerbuj 1 żołnierza za ", "”"),
    "cs": ("tvá volba: „Naverbovat 1 vojáka za ", "“"),
}


def flat(text: str) -> str:
    """A panel's words on one line (its border and wrapping gone)."""
    return re.sub(r"[│╭╮╰╯─\s]+", " ", text).strip()


@pytest.mark.parametrize("code", lang.available())
def test_a_lone_persons_secret_token_is_named_on_the_top_line(code: str) -> None:
    set_language(code)

    def token_due(s: GameSession) -> bool:
        turn = s.turn()
        return turn.kind == "decision" and turn.decision == "token" and turn.player == 0

    session = _played_until(token_due, 3, modules=(5,), n=3)

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=SIZES[1]) as pilot:
            screen = await open_game(pilot, app, session)
            await wait_for_person(pilot, screen)
            assert token_due(session) and screen.session is session
            generic = t("decide-title")
            for size in (SIZES[1], SIZES[0]):
                await pilot.resize_terminal(*size)
                await pilot.pause()
                top = shown(app, screen.query_one("#status", TextPanel))
                panel = flat(shown(app, screen.query_one(DecisionPanel)))
                assert f"Ann: {generic}" not in top, (size, top)
                assert f"Ann: {TITLES[code]}" in top or t("decide-token-alone") in top, top
                assert TITLES[code] in panel and generic not in panel, panel
            # At 80×24 the whole prompt does not fit: the heading stands for it.
            await pilot.resize_terminal(*SIZES[1])
            await pilot.pause()
            assert f"Ann: {TITLES[code]}" in shown(app, screen.query_one("#status", TextPanel))

    asyncio.run(body())


@pytest.mark.parametrize("code", lang.available())
def test_the_end_of_turn_box_says_the_recruits_in_a_sentence(code: str) -> None:
    set_language(code)

    # Two people at one screen, playing at random but recruiting 1 soldier when they can,
    # until a recruit of 1 is held before the enemy comes.
    session = GameSession.new(["Ann", "Ben"], 6)
    rng = random.Random(6)
    last: object = None
    for _ in range(3000):
        if session.held and isinstance(last, Recruit) and last.soldiers == 1:
            break
        assert not session.over
        if session.held:
            session.confirm()
            continue
        legal = session.legal()
        ones = [a for a in legal if isinstance(a, Recruit) and a.soldiers == 1]
        last = ones[0] if ones else legal[int(rng.random() * len(legal))]
        session.decide(last)

    async def body() -> None:
        app = KingsburgApp()
        async with app.run_test(size=SIZES[1]) as pilot:
            screen = await open_game(pilot, app, session)
            for size in (SIZES[1], SIZES[0]):
                await pilot.resize_terminal(*size)
                await pilot.pause()
                panel = flat(shown(app, screen.query_one(DecisionPanel)))
                start, end = CHOSE[code]
                assert re.search(re.escape(start) + r"[^" + end + r"]+" + end, panel), panel

    asyncio.run(body())
