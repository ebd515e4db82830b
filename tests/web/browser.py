"""Drive Debian's Chromium (headless, through its chromedriver) on a ``kingsburg serve`` page.

Nothing is downloaded: Selenium is given both programs' paths, so it never looks for a
driver of its own. Chromium is kept to this machine: no background services, and every
host but the loopback goes to a proxy on a closed loopback port, so it fails at once."""

from __future__ import annotations

import shutil
import time
from typing import Any

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

FLAGS = [
    "--headless=new",
    "--no-sandbox",  # CI runs as root
    "--disable-dev-shm-usage",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-default-apps",
    "--disable-sync",
    "--disable-extensions",
    "--proxy-server=127.0.0.1:9",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
]
# A window of 1366×800 leaves a page of 1366×657, a common laptop browser window.
WINDOW = (1366, 800)

# The page keeps its terminal (xterm.js) in a closure. Before the page's script runs, this
# catches the object when the page stores it as ``.terminal``, so the test can read the
# characters the page paints (they are drawn on a canvas, not in the DOM).
CATCH_TERMINAL = """
Object.defineProperty(Object.prototype, "terminal", {
  configurable: true,
  set(value) {
    window.kingsburgTerminal = value;
    Object.defineProperty(this, "terminal", {value, writable: true, configurable: true});
  },
});
"""
READ_SCREEN = """
const t = window.kingsburgTerminal;
if (!t) return null;
const lines = [];
for (let i = 0; i < t.rows; i++) {
  const line = t.buffer.active.getLine(t.buffer.active.viewportY + i);
  lines.push(line ? line.translateToString(true) : "");
}
return lines.join("\\n");
"""
# Calls back after two animation frames: whatever was written before is on the canvas.
AFTER_PAINT = """
const done = arguments[arguments.length - 1];
requestAnimationFrame(() => requestAnimationFrame(() => done(true)));
"""


def browser_paths() -> tuple[str, str] | None:
    """Debian's chromium and chromedriver, if installed."""
    chromium, driver = shutil.which("chromium"), shutil.which("chromedriver")
    return (chromium, driver) if chromium and driver else None


def launch(chromium: str, driver: str) -> webdriver.Chrome:
    options = Options()
    options.binary_location = chromium
    for flag in [*FLAGS, f"--window-size={WINDOW[0]},{WINDOW[1]}"]:
        options.add_argument(flag)
    browser = webdriver.Chrome(options=options, service=Service(executable_path=driver))
    browser.set_script_timeout(30)
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": CATCH_TERMINAL})
    return browser


class Page:
    """One tab showing the game."""

    def __init__(self, browser: webdriver.Chrome) -> None:
        self.browser = browser

    def screen(self) -> str:
        text = self.browser.execute_script(READ_SCREEN)
        return text if isinstance(text, str) else ""

    def wait_for(self, *texts: str, timeout: float = 60) -> str:
        """Wait until every text shows on the page, and is painted; returns the screen."""
        deadline = time.monotonic() + timeout
        while True:
            screen = self.screen()
            if all(t in screen for t in texts):
                self.browser.execute_async_script(AFTER_PAINT)
                return screen
            if time.monotonic() > deadline:
                raise AssertionError(f"the page never showed {texts}; it shows:\n{screen}")
            time.sleep(0.05)

    def size(self) -> tuple[int, int]:
        cols, rows = self.browser.execute_script(
            "const t = window.kingsburgTerminal; return [t.cols, t.rows];"
        )
        return int(cols), int(rows)

    def keys(self, *keys: str) -> None:
        """Key presses, as a player types them: one at a time (keys sent within the same
        millisecond can be dropped on their way to the app)."""
        for key in keys:
            ActionChains(self.browser).send_keys(key).perform()
            time.sleep(0.05)

    def ctrl(self, key: str) -> None:
        """Ctrl and a key, held together."""
        chain = ActionChains(self.browser).key_down(Keys.CONTROL).send_keys(key)
        chain.key_up(Keys.CONTROL).perform()
        time.sleep(0.05)

    def click_cell(self, col: int, row: int) -> None:
        """A mouse click on one character cell of the terminal."""
        canvas = self.browser.find_element(By.CSS_SELECTOR, ".xterm-screen")
        box: dict[str, Any] = canvas.rect
        cols, rows = self.size()
        cell_w, cell_h = box["width"] / cols, box["height"] / rows
        # Offsets are from the element's centre.
        x = (col + 0.5) * cell_w - box["width"] / 2
        y = (row + 0.5) * cell_h - box["height"] / 2
        chain = ActionChains(self.browser).move_to_element_with_offset(canvas, int(x), int(y))
        chain.click().perform()
