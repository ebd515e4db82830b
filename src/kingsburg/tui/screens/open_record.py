"""Pick a saved game to replay: the records kept in the Kingsburg home, newest first.

This is how a game is replayed where there is no command line (``kingsburg serve``): only
the home's own records are offered, never a path typed in the page."""

from __future__ import annotations

import stat
import time
from pathlib import Path

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from kingsburg.errors import one_line
from kingsburg.text import t
from kingsburg.tui.bindings import WordedModal
from kingsburg.tui.replay import ReplayModel

RECORD_FOLDERS = ("games", "saves", "crashes")  # finished games, saved copies, crash copies
MAX_LISTED = 200


def saved_records(home: Path) -> list[Path]:
    """The autosave and the records in the home's folders, newest first (regular files only:
    anything else lying there is not offered)."""
    candidates = [home / "autosave.json"]
    for folder in RECORD_FOLDERS:
        try:
            candidates += (home / folder).glob("*.json")
        except OSError:
            continue
    found: list[tuple[float, str, Path]] = []
    for path in candidates:
        try:
            info = path.stat()
        except OSError:
            continue
        if stat.S_ISREG(info.st_mode):
            found.append((info.st_mtime, str(path), path))
    found.sort(reverse=True)
    return [path for _, _, path in found[:MAX_LISTED]]


def record_label(home: Path, path: Path) -> Text:
    """One line per record: where it lies in the home, and when it was last written."""
    try:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
    except OSError:
        when = "?"
    name = t("dialog-open-autosave") if path.name == "autosave.json" else path.name
    folder = path.parent.name + "/" if path.parent != home else ""
    folder, name = one_line(folder), one_line(name)
    return Text.assemble((when, "dim"), "  ", folder, (name, "bold"))


class OpenRecordDialog(WordedModal[ReplayModel | None]):
    """The list of saved records; Enter opens one for replay, Escape goes back."""

    DEFAULT_CSS = """
    OpenRecordDialog { align: center middle; }
    OpenRecordDialog > Vertical {
        width: 90%; max-width: 100; height: auto; max-height: 90%;
        border: round $accent; background: $surface; padding: 1 2;
    }
    OpenRecordDialog #records { height: auto; max-height: 20; }
    OpenRecordDialog #open-error { color: $error; height: auto; }
    """
    BINDINGS = [Binding("escape", "cancel", "key-back")]  # noqa: RUF012

    def __init__(self, home: Path) -> None:
        super().__init__()
        self.home = home
        self.paths = saved_records(home)

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(Text(t("dialog-open-title"), style="bold"))
            if self.paths:
                yield Static(t("dialog-open-keys"))
                yield OptionList(
                    *[
                        Option(record_label(self.home, p), id=str(i))
                        for i, p in enumerate(self.paths)
                    ],
                    id="records",
                )
            else:
                yield Static(t("dialog-open-none"))
            yield Static(id="open-error")

    @on(OptionList.OptionSelected, "#records")
    def _open(self, event: OptionList.OptionSelected) -> None:
        from kingsburg.errors import KingsburgError

        path = self.paths[int(event.option.id or 0)]
        try:
            model = ReplayModel.open(path)
        except KingsburgError as e:
            self._error(str(e))
            return
        except Exception as e:  # a record that trips the engine: still one line
            problem = type(e).__name__
            self._error(t("dialog-open-cannot", file=one_line(path.name), problem=problem))
            return
        self.dismiss(model)

    def _error(self, message: str) -> None:
        self.query_one("#open-error", Static).update(Text(message))

    def action_cancel(self) -> None:
        self.dismiss(None)
