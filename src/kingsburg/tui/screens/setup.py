"""The setup screen: players (2–5), names, colours and symbols, the seed, the optional
modules and variants (each with its rules a key away); resume an autosave or replay a saved
game."""

from __future__ import annotations

import contextlib
import random
import unicodedata
from pathlib import Path
from typing import TYPE_CHECKING

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.css.query import NoMatches
from textual.message import Message
from textual.widgets import Button, Input, Label, OptionList, Static
from textual.worker import get_current_worker

from kingsburg.errors import one_line
from kingsburg.paths import home_dir
from kingsburg.tui.messages import Hosted, OpenReplay, StartGame
from kingsburg.tui.safe import plain
from kingsburg.tui.screens.too_small import SizeAwareScreen
from kingsburg.tui.settings import LastTable, load_ask_rewards, load_table, save_table
from kingsburg.tui.style import (
    COLOURS,
    DEFAULT_COLOURS,
    DEFAULT_NAMES,
    DEFAULT_SYMBOLS,
    SYMBOLS,
    PlayerStyle,
)
from kingsburg.tui.widgets.cycler import Cycler
from kingsburg.tui.widgets.toggle import Toggle

if TYPE_CHECKING:  # the engine loads in the background: the setup screen shows at once
    from kingsburg.tui.hosting import HostedTable, TableChoice
    from kingsburg.tui.saved_games import AutosaveCheck

MAX_PLAYERS = 5
# Where the rulebook explains the options: its chapter, and a heading in it per option.
# The rules' section (its anchor, the same in every language) of each option.
OPTION_ANCHORS = {
    "module-5": "module-5-soldier-tokens",
    "module-6": "module-6-alternate-advisor-rewards",
    "variant-inverted-tiles": "module-6-variant-inverted-order",
    "variant-alt-reinforcements": "variant-alternate-reinforcements",
}


COLOUR_CHOICES: list[tuple[Text | str, str]] = [
    (Text(f"██ {k}", style=v), k) for k, v in COLOURS.items()
]
SYMBOL_CHOICES: list[tuple[Text | str, str]] = [(f"{v} {k}", k) for k, v in SYMBOLS.items()]
PERSON = "person"  # as in the session (not imported: the engine loads after the first frame)


def seat_choices(levels: list[str]) -> list[tuple[Text | str, str]]:
    """A seat is a person, or the computer at one of its levels."""
    return [("person", PERSON), *[(f"computer: {level}", level) for level in levels]]


def player_row(i: int, levels: list[str], table: LastTable | None = None) -> Horizontal:
    """Seat ``i``: as at the last table set up, else the defaults."""
    name, seat = DEFAULT_NAMES[i], PERSON
    colour, symbol = DEFAULT_COLOURS[i], DEFAULT_SYMBOLS[i]
    if table is not None and i < len(table.names):
        name, seat = table.names[i], table.seats[i]
        colour, symbol = table.colours[i], table.symbols[i]
    return Horizontal(
        Label(f"{i + 1}.", classes="num"),
        Input(name, max_length=16, id=f"name{i}", compact=True, classes="name"),
        Cycler(seat_choices(levels), seat, id=f"seat{i}", classes="seat"),
        Cycler(COLOUR_CHOICES, colour, id=f"colour{i}", classes="colour"),
        Cycler(SYMBOL_CHOICES, symbol, id=f"symbol{i}", classes="symbol"),
        classes="player-row",
        id=f"row{i}",
    )


class OptionToggle(Toggle):
    """A module or variant checkbox that tells the screen when it flips."""

    class Flipped(Message):
        pass

    def action_flip(self) -> None:
        super().action_flip()
        self.post_message(self.Flipped())


def random_seed() -> int:
    return random.SystemRandom().randrange(1, 1_000_000)


class SetupScreen(SizeAwareScreen):
    BINDINGS = [  # noqa: RUF012
        Binding("enter", "start", "Start the game"),
        # F2 is the key shown, in the terminal and the browser alike (in a browser ctrl+n
        # opens a new window instead of reaching the game); ctrl+n works in a terminal too.
        Binding("f2,ctrl+n", "seed", "New seed"),
        Binding("ctrl+o", "open_record", "Replay a saved game", show=False),
        Binding("plus,equals_sign", "count(1)", "More players", show=False),
        Binding("minus", "count(-1)", "Fewer players", show=False),
        # On a module or variant: its rules (elsewhere: the whole rulebook).
        Binding("r,f1", "option_rules", "Rules of the option", show=False),
        Binding("delete", "delete_save", "Delete the saved game", show=False),
    ]

    SAVES_HEAD = "Other unfinished games — Enter: resume · Delete: delete"

    def __init__(self, check: AutosaveCheck | None = None) -> None:
        super().__init__()
        self.check = check
        # The last table set up comes back (its levels once they are known: see _show_check).
        self.table = load_table(home_dir(), set(COLOURS), set(SYMBOLS))
        self.count = len(self.table.names) if self.table else 2
        self._deleting: Path | None = None  # a save waiting for the second Delete
        self.levels: list[str] = list(check.levels) if check else []
        if check is None and self.table is not None:
            # Until the levels are read (in the background), the remembered ones: a game
            # started at once keeps its computers.
            self.levels = list(dict.fromkeys(x for x in self.table.seats if x != PERSON))

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="setup-body"):
            yield Static(Text("Kingsburg — a new game", style="bold"), id="setup-title")
            yield Static(id="autosave-problem")
            yield Vertical(id="saves-box")
            with Vertical(id="resume-box"):
                yield Static(id="resume-text")
                with Horizontal(classes="buttons"):
                    yield Button("Resume it", id="resume", variant="primary", compact=True)
                    yield Button("Start a new game", id="fresh", compact=True)
            yield Static(
                "Each seat is a person at this keyboard or the computer. Tab moves between "
                "fields, ← → change the number of players, who plays a seat, a colour or a "
                "symbol; Enter starts the game.",
                id="setup-help",
            )
            with Horizontal(id="count-row"):
                yield Label("Players: ")
                counts: list[tuple[Text | str, int]] = [
                    (str(k), k) for k in range(2, MAX_PLAYERS + 1)
                ]
                yield Cycler(counts, self.count, id="count")
            with Vertical(id="rows"):
                for i in range(self.count):
                    yield player_row(i, self.levels, self.table)
            yield Static(id="levels-help")
            with Horizontal(id="seed-row"):
                yield Label("Seed: ")
                yield Input(str(random_seed()), id="seed", type="integer", compact=True)
                yield Static(" (the same seed and choices replay the same game)", id="seed-help")
            yield Toggle(
                "Ask before each reward (off: a free, fixed reward is taken at once)",
                load_ask_rewards(home_dir()),
                id="ask-rewards",
            )
            yield Vertical(id="options")
            yield Static(id="options-note")
            yield Static(id="setup-error")
            with Horizontal(classes="buttons"):
                yield Button("Start the game", id="start", variant="success", compact=True)
                yield Button("Replay a saved game", id="open-record", compact=True)
                yield Button("Host online", id="host-online", compact=True)
        yield Static(
            Text.assemble(
                (" Enter", "bold"),
                " start  ",
                ("Tab", "bold"),
                " next field  ",
                ("← →", "bold"),
                " change  ",
                ("F2", "bold"),
                " new seed  ",
                ("F1", "bold"),
                " rules  ",
                ("ctrl+q", "bold"),
                " quit",
            ),
            id="setup-keys",
        )

    def on_mount(self) -> None:
        self.query_one("#count", Cycler).focus()
        if self.app.is_web:
            # A table hosted by a browser tab's app would listen on the server's machine,
            # where the players' links could not reach it.
            button = self.query_one("#host-online", Button)
            button.label = "Host online: only from 'kingsburg' in a terminal"
            button.disabled = True
        if self.check is None:
            # Only once the first frame is on screen: reading the autosave loads the
            # engine, and that thread would otherwise slow the first paint down.
            self.call_after_refresh(self.set_timer, 0.05, self._look_for_autosave)
        else:
            self._show_check(self.check)

    @work(thread=True, exclusive=True, group="autosave")
    def _look_for_autosave(self) -> None:
        """Read (and replay) the autosave off the main thread, after the first frame."""
        from kingsburg.tui.saved_games import check_autosave

        check = check_autosave()
        with contextlib.suppress(RuntimeError):  # the app has closed meanwhile
            self.app.call_from_thread(self._show_check, check)

    def _gone(self) -> bool:
        """This screen has left the app (a game started, the app is closing). An answer of
        one of its threads that comes back now has nothing left to fill in: the screen is
        off the stack at once, while its widgets are removed one by one after it (and its
        threads are told to stop only once they are all gone)."""
        return not self.is_attached or self not in self.app.screen_stack

    def _show_check(self, check: AutosaveCheck) -> None:
        if self._gone():  # e.g. Enter pressed at once, before the check came back
            return
        self.check = check
        self.levels = list(check.levels)
        last = self.table
        for i, seat in enumerate(self.query(".seat").results(Cycler)):
            seat.set_options(seat_choices(self.levels))
            if last is not None and i < len(last.seats):
                seat.value = last.seats[i]  # (a level this version lacks: a person)
        self._seats_changed()
        modules = last.modules if last else []
        variants = last.variants if last else []
        boxes: list[Toggle] = [
            OptionToggle(f"Module {m}: {text}", m in modules, id=f"module-{m}")
            for m, text in check.modules.items()
        ]
        boxes += [
            OptionToggle(f"Variant {v}: {text}", v in variants, id=f"variant-{v}")
            for v, text in check.variants.items()
        ]
        if boxes:
            options = self.query_one("#options", Vertical)
            options.mount(
                Static("Optional rules — Space: on/off · r: its rules · none = the base game")
            )
            options.mount_all(boxes)
        if check.problem:
            problem = self.query_one("#autosave-problem", Static)
            problem.update(Text(check.problem, style="bold"))
            problem.display = True
        self._show_saves(check)
        if check.record is not None:
            self.query_one("#resume-text", Static).update(
                plain(
                    f"An unfinished game was saved: {check.summary}\n"
                    "A new game keeps it: it moves to the list of unfinished games."
                )
            )
            self.query_one("#resume-box").display = True
            self.query_one("#resume", Button).focus()

    def _show_saves(self, check: AutosaveCheck) -> None:
        """Other unfinished games (saved copies, games kept aside): resume or delete."""
        box = self.query_one("#saves-box", Vertical)
        lines = [Text(g.line()) for g in check.saves]
        box.display = bool(lines)
        if box.children:  # after a deletion: the same list, one line fewer
            box.query_one(".saves-head", Static).update(self.SAVES_HEAD)
            lst = box.query_one(OptionList)
            lst.clear_options()
            lst.add_options(lines)
            lst.highlighted = 0 if lines else None
            return
        box.mount(
            Static(self.SAVES_HEAD, classes="saves-head"),
            OptionList(*lines, id="saves", compact=True),
        )

    @on(OptionList.OptionSelected, "#saves")
    def _resume_save(self, event: OptionList.OptionSelected) -> None:
        from kingsburg.errors import KingsburgError
        from kingsburg.record import load_record
        from kingsburg.tui.session import GameSession

        if self.check is None:
            return
        save = self.check.saves[event.option_index]
        try:
            session = GameSession.from_record(load_record(save.path))
            session.save_to = save.save_to  # it goes on saving where it was
            session.claim()
        except KingsburgError as e:
            self._error(f"{str(e)[:1].upper()}{str(e)[1:]}.")
            return
        self.app.post_message(StartGame(session))

    def action_delete_save(self) -> None:
        """Delete the highlighted unfinished game (a second press confirms)."""
        lst = self.focused
        if not isinstance(lst, OptionList) or lst.id != "saves" or self.check is None:
            return
        k = lst.highlighted
        if k is None:
            return
        save = self.check.saves[k]
        from kingsburg.saves import in_use

        if in_use(save.save_to):  # resumed in another window since the list was made
            self._deleting = None
            head = self.query_one(".saves-head", Static)
            head.update(plain(f"{save.path.name} is being played in another window: kept."))
            return
        if self._deleting != save.path:
            self._deleting = save.path
            head = self.query_one(".saves-head", Static)
            head.update(Text(f"Press Delete again to delete {one_line(save.path.name)} for good."))
            return
        save.forget()
        self._deleting = None
        del self.check.saves[k]
        self._show_saves(self.check)

    def _chosen_options(self) -> tuple[tuple[int, ...], tuple[str, ...]]:
        """The modules and variants ticked."""
        ids = [str(box.id) for box in self.query(OptionToggle) if box.value]
        modules = tuple(int(i.removeprefix("module-")) for i in ids if i.startswith("module-"))
        variants = tuple(i.removeprefix("variant-") for i in ids if i.startswith("variant-"))
        return modules, variants

    def _missing_module(self) -> str:
        """One line if a ticked variant lacks the module it changes, else ""."""
        from kingsburg.engine.state import VARIANT_NEEDS  # loaded by now: options come from it

        modules, variants = self._chosen_options()
        for v in variants:
            needs = VARIANT_NEEDS.get(v)
            if needs is not None and needs not in modules:
                return f"Variant {v} changes module {needs}: tick module {needs} too, or untick it."
        return ""

    @on(OptionToggle.Flipped)
    def _options_changed(self) -> None:
        note = self.query_one("#options-note", Static)
        problem = self._missing_module()
        note.update(Text(problem, style="bold"))
        note.display = bool(problem)
        if problem:
            self.call_after_refresh(note.scroll_visible, animate=False)

    async def action_option_rules(self) -> None:
        """Open the rulebook at the focused option's section (else the rulebook as usual)."""
        from textual.widgets import MarkdownViewer, OptionList
        from textual.widgets.markdown import MarkdownBlock

        from kingsburg.tui.screens.rules_help import RulesHelpScreen

        box = self.focused
        if not isinstance(box, OptionToggle):
            await self.app.run_action("app.help")
            return
        screen = RulesHelpScreen()
        anchor = OPTION_ANCHORS.get(str(box.id), "modules-and-variants")
        index = screen.index_of(anchor)
        if index is None:
            await self.app.run_action("app.help")
            return
        await self.app.push_screen(screen)
        screen.show_chapter(index)
        screen.query_one("#chapters", OptionList).highlighted = index
        heading = screen.section_title(anchor)
        viewer = screen.query_one(MarkdownViewer)
        tries = 0

        def scroll_to_heading() -> None:
            # The chapter is laid out in the background: once that is done, find the heading.
            nonlocal tries
            tries += 1
            document = viewer.document
            if tries > 100:
                timer.stop()
            if document.lock.is_locked:
                return
            for block in document.query(MarkdownBlock):
                source = (block.source or "").strip()
                if source.startswith("#") and source.lstrip("#").strip().startswith(heading):
                    screen.call_after_refresh(block.scroll_visible, top=True, animate=False)
                    timer.stop()
                    return

        timer = screen.set_interval(0.05, scroll_to_heading)

    def _show_rows(self) -> None:
        """Rows are created when first needed (fewer widgets: a quicker first frame)."""
        rows = self.query_one("#rows", Vertical)
        have = len(rows.children)
        if have < self.count:
            rows.mount_all(player_row(i, self.levels, self.table) for i in range(have, self.count))
        for i, row in enumerate(rows.children):
            row.display = i < self.count
        self._seats_changed()

    def _seats(self) -> list[str]:
        return [str(self.query_one(f"#seat{i}", Cycler).value) for i in range(self.count)]

    @on(Cycler.Changed, ".seat")
    def _seats_changed(self) -> None:
        """Describe the computer levels; say when nobody plays (watch mode)."""
        if not self.check or not self.check.levels:
            return
        text = Text("The computer plays at three levels:", style="bold")
        for level, what in self.check.levels.items():
            text.append(f"\n  {level}", style="bold")
            text.append(f" — {what}")
        try:
            seats = self._seats()
        except NoMatches:  # rows still being mounted
            seats = []
        if seats and PERSON not in seats:
            text.append(
                "\nNo person at the table: watch mode. The computers play on their own; "
                "space pauses, . steps, + and − change the pace.",
                style="bold",
            )
        self.query_one("#levels-help", Static).update(text)

    @on(Cycler.Changed, "#count")
    def _count_changed(self, event: Cycler.Changed) -> None:
        if isinstance(event.value, int):
            self.count = event.value
            self._show_rows()

    def action_count(self, delta: int) -> None:
        if isinstance(self.focused, Input):
            return
        count: Cycler[int] = self.query_one("#count", Cycler)
        count.value = max(2, min(MAX_PLAYERS, self.count + delta))

    def action_seed(self) -> None:
        self.query_one("#seed", Input).value = str(random_seed())

    @on(Button.Pressed, "#open-record")
    def action_open_record(self) -> None:
        from kingsburg.paths import home_dir
        from kingsburg.tui.replay import ReplayModel
        from kingsburg.tui.screens.open_record import OpenRecordDialog

        def opened(model: ReplayModel | None) -> None:
            if model is not None:
                self.app.post_message(OpenReplay(model))

        self.app.push_screen(OpenRecordDialog(home_dir()), opened)

    @on(Button.Pressed, "#resume")
    def _resume(self) -> None:
        from kingsburg.errors import KingsburgError
        from kingsburg.tui.session import GameSession

        rec = self.check.record if self.check else None
        if rec is None:
            return
        try:
            session = GameSession.from_record(rec)
            session.claim()
        except KingsburgError as e:
            self._error(f"{str(e)[:1].upper()}{str(e)[1:]}.")
            return
        self.app.post_message(StartGame(session))

    @on(Button.Pressed, "#fresh")
    def _fresh(self) -> None:
        self.query_one("#resume-box").display = False
        self.query_one("#count", Cycler).focus()

    def action_start(self) -> None:
        self._start()

    @on(Button.Pressed, "#start")
    @on(Input.Submitted)
    def _start(self) -> None:
        from kingsburg.errors import KingsburgError
        from kingsburg.tui.session import GameSession

        chosen = self._chosen_table()
        if chosen is None:
            return
        choice, styles = chosen
        ask = self.query_one("#ask-rewards", Toggle).value
        try:
            session = GameSession.new(
                list(choice.names),
                choice.seed,
                styles,
                tuple(choice.modules),
                tuple(choice.variants),
                seats=tuple(choice.seats),
                ask_rewards=ask,
            )
        except KingsburgError as e:
            self._error(f"{str(e)[:1].upper()}{str(e)[1:]}.")
            return
        self._remember(choice, styles)
        self.app.post_message(StartGame(session, session.kept_note()))

    def _chosen_table(self) -> tuple[TableChoice, list[PlayerStyle]] | None:
        """The table as chosen, checked; None once a problem is shown."""
        from kingsburg.engine import GameConfig
        from kingsburg.errors import KingsburgError
        from kingsburg.record.format import MAX_SEED
        from kingsburg.tui.hosting import TableChoice

        names = [
            unicodedata.normalize("NFC", self.query_one(f"#name{i}", Input).value.strip())
            for i in range(self.count)
        ]
        styles = [
            PlayerStyle(
                str(self.query_one(f"#colour{i}", Cycler).value),
                str(self.query_one(f"#symbol{i}", Cycler).value),
            )
            for i in range(self.count)
        ]
        if len({s.colour for s in styles}) < self.count:
            self._error("Two players have the same colour: pick a different one for each.")
            return None
        if len({s.symbol for s in styles}) < self.count:
            self._error("Two players have the same symbol: pick a different one for each.")
            return None
        seed_text = self.query_one("#seed", Input).value.strip()
        ok = seed_text.isascii() and seed_text.isdigit() and int(seed_text[:25]) <= MAX_SEED
        if not ok:  # records refuse other seeds, so the game could not be resumed
            self._error(f"The seed must be a whole number from 0 to {MAX_SEED}.")
            return None
        problem = self._missing_module()
        if problem:
            self._error(problem)
            return None
        modules, variants = self._chosen_options()
        try:
            GameConfig(tuple(names), modules, variants).validate()
        except KingsburgError as e:
            self._error(f"{str(e)[:1].upper()}{str(e)[1:]}.")
            return None
        choice = TableChoice(names, self._seats(), int(seed_text), modules, variants)
        return choice, styles

    def _remember(self, choice: TableChoice, styles: list[PlayerStyle]) -> None:
        """The next setup starts from this table."""
        colours, symbols = [s.colour for s in styles], [s.symbol for s in styles]
        table = LastTable(
            list(choice.names),
            list(choice.seats),
            colours,
            symbols,
            list(choice.modules),
            list(choice.variants),
        )
        with contextlib.suppress(OSError):  # not remembered: the next setup starts afresh
            save_table(home_dir(), table)

    @on(Button.Pressed, "#host-online")
    def _host_online(self) -> None:
        """Start ``kingsburg host`` with the table chosen here, then show its links."""
        if self.app.is_web:
            return
        chosen = self._chosen_table()
        if chosen is None:
            return
        choice, styles = chosen
        if PERSON not in choice.seats:
            self._error("An online table needs a person's seat: make at least one seat a person.")
            return
        self._remember(choice, styles)
        self.query_one("#host-online", Button).disabled = True
        self.query_one("#setup-error", Static).update(Text("Starting the table…", style="bold"))
        self._start_host(choice)

    @work(thread=True, exclusive=True, group="host")
    def _start_host(self, choice: TableChoice) -> None:
        from kingsburg.errors import KingsburgError
        from kingsburg.tui.hosting import HostedTable

        try:
            table = HostedTable.start(choice, home_dir())
        except KingsburgError as e:
            with contextlib.suppress(RuntimeError):  # the app has closed meanwhile
                self.app.call_from_thread(self._host_failed, f"{str(e)[:1].upper()}{str(e)[1:]}.")
            return
        if get_current_worker().is_cancelled:  # the screen or the app is ending
            table.stop()
            return
        try:
            self.app.call_from_thread(self._hosted, table)
        except RuntimeError:  # the app has closed meanwhile
            table.stop()

    def _host_failed(self, message: str) -> None:
        if self._gone():
            return
        self.query_one("#host-online", Button).disabled = False
        self._error(message)

    def _hosted(self, table: HostedTable) -> None:
        if self._gone():  # the player started a game here meanwhile: no table left unseen
            table.stop()
            return
        self.query_one("#host-online", Button).disabled = False
        self.query_one("#setup-error", Static).update("")
        self.app.post_message(Hosted(table))

    def _error(self, message: str) -> None:
        self.query_one("#setup-error", Static).update(Text(message, style="bold red"))
