"""A seat's link opened in a real browser (Debian's Chromium, headless, as tests/web does):
the page runs ``kingsburg join LINK`` for that seat, and a key press there is a move the
other seat's protocol client is told of."""

from __future__ import annotations

import asyncio
from pathlib import Path

import aiohttp
import pytest

from ..web.test_browser import _browser
from .helpers import Client, HostProcess

pytestmark = pytest.mark.timeout(240)


def test_a_seat_plays_from_its_link_in_the_browser(tmp_path: Path) -> None:
    chromium, driver = _browser()
    from ..web.browser import Page, launch

    host = HostProcess(
        tmp_path / "home", "--seats", "person,person", "--names", "Ann,Bruno", "--seed", "2",
        "--port", "0",
    )  # fmt: skip
    browser = launch(chromium, driver)
    try:
        page = Page(browser)
        browser.get(host.links["Ann"])
        # Seed 2: Ann picks first in the King's Favor; the page shows her seat's game.
        page.wait_for("Ann: take 1 good of your choice from the King's Favor")
        page.keys("1")
        page.wait_for("Ann takes 1 gold from the King's Favor")

        async def bruno_is_told() -> list[str]:
            async with aiohttp.ClientSession() as session:
                bruno = await Client.join(session, host.links["Bruno"])
                await bruno.ws.close()
                return bruno.events

        assert "Ann takes 1 gold from the King's Favor" in asyncio.run(bruno_is_told())
    finally:
        browser.quit()
        code, took, err = host.stop()
    assert code == 0 and took < 5, err
    assert "Traceback" not in err


def test_a_seat_has_at_most_a_few_pages_open_at_once(tmp_path: Path) -> None:
    """Each open page is a process on the host: a seat's link opens PAGES_PER_SEAT at most
    (here each page's process is a stand-in that waits), and a closed page frees its place."""
    from aiohttp import web

    from kingsburg.online import JOIN_LINK
    from kingsburg.online.server import PAGES_PER_SEAT, Host
    from kingsburg.online.table import Table

    table = Table.new(["Ann", "Bruno"], ["person", "person"], 1, tmp_path)
    commands: list[str] = []

    def stand_in() -> str:
        return "exec sleep 60"

    async def run() -> None:
        host = Host([table], "", page_command=stand_in)
        tab = host.pages.tab

        async def seen(
            request: web.Request, command: str, secrets: dict[str, str] | None = None
        ) -> web.WebSocketResponse:
            commands.append((secrets or {}).get(JOIN_LINK, ""))
            return await tab(request, command, secrets)

        host.pages.tab = seen  # type: ignore[method-assign]
        runner = web.AppRunner(host.app())
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        port = runner.addresses[0][1]
        host.base = host.inside = f"http://127.0.0.1:{port}"
        page = "ws" + host.link(table, 0).removeprefix("http") + "/tab"
        assert await host.command("tables")  # (the host answers while pages are open)
        try:
            async with aiohttp.ClientSession() as session:
                pages = [await session.ws_connect(page) for _ in range(PAGES_PER_SEAT)]
                with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                    await session.ws_connect(page)
                assert refused.value.status == 429
                await pages.pop().close()
                while host.open_pages[table.id, 0] == PAGES_PER_SEAT:  # its process ends
                    await asyncio.sleep(0.05)
                pages.append(await session.ws_connect(page))
                for p in pages:
                    await p.close()
        finally:
            await host.stop()
            await runner.cleanup()

    asyncio.run(asyncio.wait_for(run(), 60))
    # Each page ran for Ann's seat, by the address the host is reached at on this machine.
    assert len(commands) == PAGES_PER_SEAT + 1
    assert all(c.endswith(f"/t/{table.id}/{table.seats[0].token}") for c in commands)


def _children(pid: int) -> set[int]:
    tasks = Path(f"/proc/{pid}/task")
    return {int(c) for t in tasks.iterdir() for c in (t / "children").read_text().split()}


def _alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes() != b""  # (a zombie's is empty)
    except OSError:
        return False


def test_a_pages_helper_ends_with_its_page_and_with_its_host(tmp_path: Path) -> None:
    """The page's ``kingsburg join`` process ends when the page closes, and when the host is
    killed (kill -9): it never reconnects to a resumed host and holds the seat unseen."""
    import os
    import signal
    import time

    host = HostProcess(
        tmp_path / "home", "--seats", "person,person", "--names", "Ann,Bruno", "--seed", "2",
        "--port", "0",
    )  # fmt: skip
    tab = "ws" + host.links["Ann"].removeprefix("http") + "/tab?width=100&height=30"

    async def helper_of(session: aiohttp.ClientSession) -> tuple[int, object]:
        before = _children(host.proc.pid)
        page = await session.ws_connect(tab)
        for _ in range(200):
            if new := _children(host.proc.pid) - before:
                (pid,) = new
                await page.receive(timeout=30)  # the app is drawing: it has started
                return pid, page
            await asyncio.sleep(0.05)
        raise AssertionError("no helper process started")

    async def wait_gone(pid: int, seconds: float) -> bool:
        for _ in range(int(seconds / 0.1)):
            if not _alive(pid):
                return True
            await asyncio.sleep(0.1)
        return False

    async def run() -> None:
        async with aiohttp.ClientSession() as session:
            pid, page = await helper_of(session)
            await page.close()  # type: ignore[attr-defined]
            assert await wait_gone(pid, 10), "the helper outlived its page"
            pid, page = await helper_of(session)
            host.proc.send_signal(signal.SIGKILL)
            host.proc.wait(10)
            try:
                assert await wait_gone(pid, 10), "the helper outlived its host"
            finally:
                if _alive(pid):
                    os.kill(pid, signal.SIGKILL)

    try:
        start = time.monotonic()
        asyncio.run(asyncio.wait_for(run(), 90))
        assert time.monotonic() - start < 90
    finally:
        if host.proc.poll() is None:
            host.kill()


def test_a_seats_page_comes_back_by_itself_after_the_host_restarts(tmp_path: Path) -> None:
    """kill -9 of the host, then ``--resume``: the page says the host is gone and, once it
    answers again, shows the seat's game anew without the player doing anything."""
    import time

    chromium, driver = _browser()
    from ..web.browser import Page, launch

    home = tmp_path / "home"
    host = HostProcess(
        home, "--seats", "person,person", "--names", "Ann,Bruno", "--seed", "2", "--port", "0",
    )  # fmt: skip
    browser = launch(chromium, driver)
    again: HostProcess | None = None
    try:
        page = Page(browser)
        browser.get(host.links["Ann"])
        page.wait_for("Ann: take 1 good of your choice from the King's Favor")
        page.keys("1")
        page.wait_for("Ann takes 1 gold from the King's Favor")
        browser.execute_script("window.beforeTheRestart = true;")
        host.kill()
        said = "return (document.querySelector('.closed-dialog .message') || {}).textContent"
        for _ in range(300):
            if "The host is gone" in str(browser.execute_script(said)):
                break
            time.sleep(0.1)
        else:
            raise AssertionError(f"the page says: {browser.execute_script(said)!r}")
        again = HostProcess(home, "--resume")
        assert again.links == host.links
        for _ in range(600):  # the page loaded anew (by itself)
            if not browser.execute_script("return window.beforeTheRestart === true;"):
                break
            time.sleep(0.1)
        else:
            raise AssertionError("the page never came back")
        page.wait_for("Ann takes 1 gold from the King's Favor", "Bruno", timeout=60)
    finally:
        browser.quit()
        if again is not None:
            again.stop()
