"""``kingsburg serve`` in Debian's headless Chromium: time from starting the server to the
setup screen painted in the page, and the memory of each tab's app process.

    python bench/web_bench.py [--runs 5] [--tabs 4]

Chromium is started first (not timed); each run then starts a fresh ``kingsburg serve``,
opens the page as soon as the address is printed, and waits until the setup screen's
text is in the page's terminal and two animation frames have passed. Memory: RSS and PSS
(from /proc, Linux only) of each tab's process with the setup screen shown."""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.web.browser import CATCH_TERMINAL, Page, browser_paths, launch
from tests.web.helpers import Served

SETUP = ("Kingsburg — a new game", "Start the game")


def memory_mib(pid: int) -> tuple[float, float]:
    """(RSS, PSS) of a process in MiB."""
    fields = {}
    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines()[1:]:
        name, value, *_ = line.split()
        fields[name.rstrip(":")] = int(value) / 1024
    return fields["Rss"], fields["Pss"]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--tabs", type=int, default=4)
    args = parser.parse_args()
    paths = browser_paths()
    if paths is None:
        raise SystemExit("web_bench: needs Debian's chromium and chromium-driver")
    browser = launch(*paths)
    try:
        page = Page(browser)
        times = []
        for _ in range(args.runs):
            start = time.perf_counter()
            served = Served(Path(tempfile.mkdtemp()))
            try:
                browser.get(served.url)
                page.wait_for(*SETUP)
                times.append(time.perf_counter() - start)
            finally:
                browser.get("about:blank")
                served.stop()
        print(
            f"serve start -> setup screen painted: median {statistics.median(times):.2f} s "
            f"(min {min(times):.2f}, max {max(times):.2f}, {args.runs} runs)"
        )

        served = Served(Path(tempfile.mkdtemp()))
        try:
            for i in range(args.tabs):
                if i:  # a new tab needs the page hook again
                    browser.switch_to.new_window("tab")
                    browser.execute_cdp_cmd(
                        "Page.addScriptToEvaluateOnNewDocument", {"source": CATCH_TERMINAL}
                    )
                browser.get(served.url)
                page.wait_for(*SETUP)
            time.sleep(1)
            tabs = served.children()
            mems = [memory_mib(pid) for pid in tabs]
            server_rss, _ = memory_mib(served.proc.pid)
            print(f"{len(tabs)} tabs open, one app process each:")
            for pid, (rss, pss) in zip(tabs, mems, strict=True):
                print(f"  pid {pid}: RSS {rss:.1f} MiB, PSS {pss:.1f} MiB")
            print(
                f"per tab: RSS {statistics.mean(m[0] for m in mems):.1f} MiB, "
                f"PSS {statistics.mean(m[1] for m in mems):.1f} MiB; "
                f"the server itself: RSS {server_rss:.1f} MiB"
            )
        finally:
            served.stop()
    finally:
        browser.quit()


if __name__ == "__main__":
    main()
