"""The game in a real browser: ``kingsburg serve``, Debian's Chromium (headless), a new
2-player game started by mouse and keys, one move by a key press, and a screenshot.

The screenshot of the game screen is kept as a test artifact: ``$KINGSBURG_ARTIFACTS``
(default ``artifacts/`` at the top of the repository), ``browser-game.png``."""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

import pytest

from .helpers import Served

ARTIFACTS = Path(
    os.environ.get("KINGSBURG_ARTIFACTS") or Path(__file__).resolve().parents[2] / "artifacts"
)

pytestmark = pytest.mark.timeout(240)


def _browser() -> tuple[str, str]:
    """The browser's paths, or a skip that says why (a failure in CI: it must run there)."""
    pytest.importorskip("selenium", reason="selenium is not installed (pip install -e '.[test]')")
    from .browser import browser_paths

    paths = browser_paths()
    if paths is not None:
        return paths
    reason = os.environ.get("KINGSBURG_NO_BROWSER", "")
    if reason:  # .ci/run could not install it, and says why
        pytest.skip(f"Chromium cannot be installed here: {reason}")
    if os.environ.get("CI"):
        pytest.fail("chromium and chromedriver are missing in CI (.ci/run installs them)")
    pytest.skip("Debian's chromium and chromium-driver are not installed (apt-get install them)")


def test_a_two_player_game_in_the_browser(served: Served) -> None:
    chromium, driver = _browser()
    from selenium.webdriver.common.keys import Keys

    from .browser import Page, launch

    browser = launch(chromium, driver)
    try:
        page = Page(browser)
        browser.get(served.url)
        # The page paints a frame in pieces: wait for every part the test reads.
        setup = page.wait_for("Kingsburg — a new game", "Module 5", "Seed:")  # options: loaded
        cols, rows = page.size()
        assert cols >= 120 and rows >= 40, (cols, rows)  # the full layout fits the window

        # The mouse: click into the seed field; then keys: type the seed, Enter starts.
        lines = setup.splitlines()
        row = next(i for i, line in enumerate(lines) if "Seed:" in line)
        digits = re.search(r"Seed:\s+(\d+)", lines[row])
        assert digits is not None
        page.click_cell(digits.end(1), row)
        page.keys(Keys.END, *[Keys.BACKSPACE] * len(digits.group(1)), "11")
        page.wait_for("Seed:     11 ")
        page.keys(Keys.ENTER)

        # Seed 11: Alice picks first in the King's Favor.
        before = page.wait_for(
            "Alice: take 1 good of your choice from the King's Favor", "2 Take 1 wood"
        )
        assert "takes 1 wood" not in before
        page.keys("2")
        page.wait_for(
            "Alice takes 1 wood from the King's Favor",
            "Bruno: take 1 good of your choice from the King's Favor",  # Bruno's turn
            "0G 1W 0S",  # Alice's goods, on the players panel
        )

        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        shot = ARTIFACTS / "browser-game.png"
        assert browser.save_screenshot(str(shot))
        assert shot.stat().st_size > 10_000
    finally:
        browser.quit()


def test_rules_and_a_replay_opened_from_the_setup_screen(tmp_path: Path) -> None:
    chromium, driver = _browser()
    from selenium.webdriver.common.keys import Keys

    from kingsburg.simulate import simulate

    from .browser import Page, launch

    (tmp_path / "games").mkdir()
    simulate(3, 1, 5, ["random"] * 3, tmp_path / "games", (), ())
    served = Served(tmp_path)
    browser = launch(chromium, driver)
    try:
        page = Page(browser)
        browser.get(served.url)
        page.wait_for("Kingsburg — a new game", "Module 5")
        page.keys(Keys.F1)
        page.wait_for("Rules — ↑↓ Enter: pick a chapter", "Phase 8: Winter")
        page.keys(Keys.ESCAPE)
        page.wait_for("Kingsburg — a new game")
        page.ctrl("o")
        page.wait_for("Replay a saved game", "game-5.json")
        page.keys(Keys.ENTER)
        page.wait_for("REPLAY", "game-5.json · seed 5")
        page.keys(Keys.END)
        page.wait_for("Year V, end of game", "Next move: none")
    finally:
        browser.quit()
        served.stop()


def test_a_tab_whose_app_crashed_says_so_on_the_page(tmp_path: Path) -> None:
    # The page's own words for any ending are "Session ended."; after an unexpected error it
    # shows the server's line instead (test_tab_crash.py: the rest of such a crash).
    chromium, driver = _browser()
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    from kingsburg.web import CRASHED

    from .browser import Page, launch
    from .test_tab_crash import CRASHING

    served = Served(tmp_path, PYTHONPATH=str(CRASHING), KINGSBURG_TEST_CRASH="1")
    browser = launch(chromium, driver)
    try:
        page = Page(browser)
        browser.get(served.url)
        page.wait_for("Kingsburg — a new game", "Module 5")
        page.keys(Keys.ENTER)  # the game starts, and crashes a second later
        message = browser.find_element(By.CSS_SELECTOR, ".closed-dialog .message")
        deadline = time.monotonic() + 40
        while message.text != CRASHED:
            assert time.monotonic() < deadline, f"the page says {message.text!r}"
            time.sleep(0.1)
        assert "-closed" in (browser.find_element(By.TAG_NAME, "body").get_attribute("class") or "")
    finally:
        browser.quit()
        served.stop()
