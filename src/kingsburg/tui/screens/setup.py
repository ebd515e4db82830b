"""The setup screen: players (2–5), names, colours and symbols, the seed, the optional
modules and variants (each with its rules a key away); resume an autosave or replay a saved
game."""

from __future__ import annotations

import contextlib
import dataclasses
import random
import unicodedata
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

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
from kingsburg.text import has, lang, language, set_language, t
from kingsburg.text.catalog import said_in
from kingsburg.text.names import name_problems
from kingsburg.text.words import level_name, level_text
from kingsburg.tui.contrast import HIGH_CONTRAST, use_theme
from kingsburg.tui.messages import Hosted, OpenReplay, StartGame
from kingsburg.tui.safe import plain
from kingsburg.tui.screens.too_small import SizeAwareScreen
from kingsburg.tui.settings import (
    LastTable,
    load_ask_rewards,
    load_table,
    save_high_contrast,
    save_language,
    save_table,
)
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


PERSON = "person"  # as in the session (not imported: the engine loads after the first frame)


def colour_choices() -> list[tuple[Text | str, str]]:
    """The colours, named in the current language (the key is what a settings file holds)."""
    return [(Text(f"██ {t(_word('setup-colour', k))}", style=v), k) for k, v in COLOURS.items()]


def symbol_choices() -> list[tuple[Text | str, str]]:
    return [(f"{v} {t(_word('setup-symbol', k))}", k) for k, v in SYMBOLS.items()]


def _word(prefix: str, key: str) -> str:
    """The message id for a thing's key: "sky blue" -> "setup-colour-sky-blue"."""
    return f"{prefix}-{key.replace(' ', '-')}"


def _has(msg_id: str) -> bool:
    return has(msg_id, lang.DEFAULT)


def seat_choices(levels: list[str]) -> list[tuple[Text | str, str]]:
    """A seat is a person, or the computer at one of its levels."""
    return [
        (t("setup-person"), PERSON),
        *[(t("setup-computer", level=level_name(level)), level) for level in levels],
    ]


def language_choices() -> list[tuple[Text | str, str]]:
    """Each language shipped, named in its own words (English, Polski, Čeština)."""
    return [(own_name(code), code) for code in lang.available()]


@cache
def own_name(code: str) -> str:
    """A language's name in that language (its ``language-name``); else its code."""
    return said_in(code, "language-name") or code


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
        Cycler(colour_choices(), colour, id=f"colour{i}", classes="colour"),
        Cycler(symbol_choices(), symbol, id=f"symbol{i}", classes="symbol"),
        classes="player-row",
        id=f"row{i}",
    )


def option_label(box_id: str, check: AutosaveCheck | None) -> str:
    """A module's or variant's line: "Module 5: secret soldier tokens…" (its description
    in the current language, else as the engine gives it)."""
    kind, _, key = box_id.partition("-")
    about = f"setup-{box_id}"
    if kind == "module":
        english = check.modules.get(int(key), "") if check else ""
        return t("setup-module", module=key, about=t(about) if _has(about) else english)
    english = check.variants.get(key, "") if check else ""
    return t("setup-variant", variant=key, about=t(about) if _has(about) else english)


class OptionToggle(Toggle):
    """A module or variant checkbox that tells the screen when it flips."""

    class Flipped(Message):
        pass

    def action_flip(self) -> None:
        super().action_flip()
        self.post_message(self.Flipped())


def host_where_choices() -> list[tuple[Text | str, str]]:
    """Where the players of a table hosted here are (hosting.LOCAL, LAN, URL)."""
    return [
        (t("setup-host-where-local"), "local"),
        (t("setup-host-where-lan"), "lan"),
        (t("setup-host-where-url"), "url"),
    ]


class ContrastToggle(Toggle):
    """The high-contrast theme, on or off: applied at once, remembered."""

    def action_flip(self) -> None:
        super().action_flip()
        use_theme(self.app, self.value)
        with contextlib.suppress(OSError):  # not remembered: the next start is as usual
            save_high_contrast(home_dir(), self.value)


def random_seed() -> int:
    return random.SystemRandom().randrange(1, 1_000_000)


class SetupScreen(SizeAwareScreen):
    BINDINGS = [  # noqa: RUF012
        Binding("enter", "start", "key-start"),
        # F2 is the key shown, in the terminal and the browser alike (in a browser ctrl+n
        # opens a new window instead of reaching the game); ctrl+n works in a terminal too.
        Binding("f2,ctrl+n", "seed", "key-new-seed"),
        Binding("ctrl+o", "open_record", "key-replay-saved", show=False),
        Binding("plus,equals_sign", "count(1)", "key-more-players", show=False),
        Binding("minus", "count(-1)", "key-fewer-players", show=False),
        # On a module or variant: its rules (elsewhere: the whole rulebook).
        Binding("r,f1", "option_rules", "key-option-rules", show=False),
        Binding("delete", "delete_save", "key-delete-save", show=False),
    ]

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

    def _texts(self) -> dict[str, str | Text]:
        """The screen's fixed words by widget id, in the current language: given at
        compose, and given again after the player chooses another language."""
        keys = [
            ("Enter", "setup-keys-start"),
            ("Tab", "setup-keys-next"),
            ("← →", "setup-keys-change"),
            ("F2", "setup-keys-seed"),
            ("F1", "setup-keys-rules"),
            ("ctrl+q", "setup-keys-quit"),
        ]
        bar = Text()
        for key, what in keys:
            bar.append(f"{'  ' if bar else ' '}{key}", "bold")
            bar.append(f" {t(what)}")
        return {
            "setup-title": Text(t("setup-title"), style="bold"),
            "learn": t("lesson-setup-button"),
            "language-label": t("setup-language"),
            "resume": t("setup-resume"),
            "fresh": t("setup-fresh"),
            "setup-help": t("setup-help"),
            "count-label": t("setup-players"),
            "seed-label": t("setup-seed"),
            "seed-help": t("setup-seed-help"),
            "ask-rewards": t("setup-ask-rewards"),
            "high-contrast": t("setup-high-contrast"),
            "start": t("setup-start"),
            "open-record": t("setup-open-record"),
            "host-online": t("setup-host-web" if self.app.is_web else "setup-host-online"),
            "host-where-label": t("setup-host-where"),
            "setup-keys": bar,
        }

    def compose(self) -> ComposeResult:
        words = self._texts()
        with VerticalScroll(id="setup-body"):
            with Horizontal(id="title-row"):
                yield Static(words["setup-title"], id="setup-title")
                # At the top, where a newcomer sees it before anything else.
                yield Button(words["learn"], id="learn", variant="primary", compact=True)
                # The language: applied at once, remembered (see ``_language_changed``).
                # Before the players in the screen's order, so Tab from the number of
                # players still goes to the first name (shift+Tab reaches it).
                yield Label(words["language-label"], id="language-label")
                yield Cycler(language_choices(), language(), id="language")
            yield Static(id="autosave-problem")
            yield Vertical(id="saves-box")
            with Vertical(id="resume-box"):
                yield Static(id="resume-text")
                with Horizontal(classes="buttons"):
                    yield Button(words["resume"], id="resume", variant="primary", compact=True)
                    yield Button(words["fresh"], id="fresh", compact=True)
            yield Static(words["setup-help"], id="setup-help")
            with Horizontal(id="count-row"):
                yield Label(words["count-label"], id="count-label")
                counts: list[tuple[Text | str, int]] = [
                    (str(k), k) for k in range(2, MAX_PLAYERS + 1)
                ]
                yield Cycler(counts, self.count, id="count")
            with Vertical(id="rows"):
                for i in range(self.count):
                    yield player_row(i, self.levels, self.table)
            yield Static(id="levels-help")
            with Horizontal(id="seed-row"):
                yield Label(words["seed-label"], id="seed-label")
                yield Input(str(random_seed()), id="seed", type="integer", compact=True)
                yield Static(words["seed-help"], id="seed-help")
            yield Toggle(str(words["ask-rewards"]), load_ask_rewards(home_dir()), id="ask-rewards")
            yield ContrastToggle(
                str(words["high-contrast"]), self.app.theme == HIGH_CONTRAST, id="high-contrast"
            )
            yield Vertical(id="options")
            yield Static(id="options-note")
            yield Static(id="setup-error")
            with Horizontal(classes="buttons"):
                yield Button(words["start"], id="start", variant="success", compact=True)
                yield Button(words["open-record"], id="open-record", compact=True)
                yield Button(words["host-online"], id="host-online", compact=True)
            with Horizontal(id="host-row"):  # for Host online: where the players are
                yield Label(words["host-where-label"], id="host-where-label")
                yield Cycler(host_where_choices(), "local", id="host-where")
        yield Static(words["setup-keys"], id="setup-keys")

    def _words(self) -> None:
        """Every word of the screen in the language just chosen (the choices kept)."""
        self.query_one("#host-where", Cycler).set_options(host_where_choices())
        for widget_id, text in self._texts().items():
            widget = self.query_one(f"#{widget_id}")
            if isinstance(widget, Toggle):
                widget.label = str(text)
                widget.redraw()
            elif isinstance(widget, Button):
                widget.label = text
                widget.refresh(layout=True)  # a button is as wide as its label
            else:
                assert isinstance(widget, Static)  # Label is a Static
                widget.update(text)
        self._input_titles()
        for seat in self.query(".seat").results(Cycler):
            seat.set_options(seat_choices(self.levels))
        for colour in self.query(".colour").results(Cycler):
            colour.set_options(colour_choices())
        for symbol in self.query(".symbol").results(Cycler):
            symbol.set_options(symbol_choices())
        for box in self.query(OptionToggle):
            box.label = option_label(str(box.id), self.check)
            box.redraw()
        with contextlib.suppress(NoMatches):
            self.query_one("#options-head", Static).update(t("setup-options-head"))
        if self.check is not None:  # (before it, no options to check: nor the engine loaded)
            self._show_check_words(self.check)
            self._options_changed()
        self._seats_changed()

    def _input_titles(self) -> None:
        for field in self.query(Input):
            # The title of its keys in the keys panel (Textual's "Input" otherwise).
            field.BINDING_GROUP_TITLE = t("key-group-input")

    @on(Cycler.Changed, "#language")
    def _language_changed(self, event: Cycler.Changed) -> None:
        """Another language: at once, on this screen and the keys; remembered for next time."""
        code = str(event.value)
        if code == language():
            return
        set_language(code)
        with contextlib.suppress(OSError):  # not remembered: the next start asks the locale
            save_language(home_dir(), code)
        self.query_one("#setup-error", Static).update("")
        self._words()
        if hasattr(self.app, "language_changed"):
            self.app.language_changed()
        else:
            self.refresh_bindings()

    def on_mount(self) -> None:
        self._input_titles()
        self.query_one("#count", Cycler).focus()
        if self.app.is_web:
            # A table hosted by a browser tab's app would listen on the server's machine,
            # where the players' links could not reach it.
            self.query_one("#host-online", Button).disabled = True
            self.query_one("#host-row").display = False
        if self.check is None:
            # Only once the first frame is on screen: reading the autosave loads the
            # engine, and that thread would otherwise slow the first paint down.
            self.call_after_refresh(self.set_timer, 0.05, self._look_for_autosave)
        else:
            self._show_check(self.check)
            self._options_changed()

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
            OptionToggle(option_label(f"module-{m}", check), m in modules, id=f"module-{m}")
            for m in check.modules
        ]
        boxes += [
            OptionToggle(option_label(f"variant-{v}", check), v in variants, id=f"variant-{v}")
            for v in check.variants
        ]
        if boxes:
            options = self.query_one("#options", Vertical)
            options.mount(Static(t("setup-options-head"), id="options-head"))
            options.mount_all(boxes)
        self._show_check_words(check)
        self._show_saves(check)
        if check.problem:
            self.query_one("#autosave-problem", Static).display = True
        if check.record is not None:
            self.query_one("#resume-box").display = True
            self.query_one("#resume", Button).focus()

    def _show_check_words(self, check: AutosaveCheck) -> None:
        """What the autosave check found, in words of the current language."""
        if check.problem:
            problem = self.query_one("#autosave-problem", Static)
            problem.update(Text(check.problem, style="bold"))
        if check.record is not None:
            summary = check.summary
            self.query_one("#resume-text", Static).update(
                plain(t("setup-autosave-found", summary=summary))
            )
        with contextlib.suppress(NoMatches):
            self.query_one(".saves-head", Static).update(t("setup-saves-head"))
            lst = self.query_one("#saves", OptionList)
            highlighted = lst.highlighted
            lst.clear_options()
            lst.add_options([Text(g.line()) for g in check.saves])
            lst.highlighted = highlighted

    def _show_saves(self, check: AutosaveCheck) -> None:
        """Other unfinished games (saved copies, games kept aside): resume or delete."""
        box = self.query_one("#saves-box", Vertical)
        lines = [Text(g.line()) for g in check.saves]
        box.display = bool(lines)
        if box.children:  # after a deletion: the same list, one line fewer
            box.query_one(".saves-head", Static).update(t("setup-saves-head"))
            lst = box.query_one(OptionList)
            lst.clear_options()
            lst.add_options(lines)
            lst.highlighted = 0 if lines else None
            return
        box.mount(
            Static(t("setup-saves-head"), classes="saves-head"),
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
            head.update(plain(t("setup-save-in-use", file=save.path.name)))
            return
        if self._deleting != save.path:
            self._deleting = save.path
            head = self.query_one(".saves-head", Static)
            head.update(Text(t("setup-delete-again", file=one_line(save.path.name))))
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
                return t("setup-variant-needs", variant=v, module=needs)
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
        from kingsburg.tui.screens.rules_help import open_rules_at

        box = self.focused
        if not isinstance(box, OptionToggle):
            await self.app.run_action("app.help")
            return
        await open_rules_at(self.app, OPTION_ANCHORS.get(str(box.id), "modules-and-variants"))

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
        text = Text(t("setup-levels-head"), style="bold")
        for level, what in self.check.levels.items():
            text.append(f"\n  {level_name(level)}", style="bold")
            # (a level without words of its own: as the bots describe it)
            text.append(f" — {level_text(level) or what}")
        try:
            seats = self._seats()
        except NoMatches:  # rows still being mounted
            seats = []
        if seats and PERSON not in seats:
            text.append(f"\n{t('setup-watch-mode')}", style="bold")
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
        assert choice.seed is not None  # (the screen's own, for a game on this machine)
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

    @on(Button.Pressed, "#learn")
    def _learn(self) -> None:
        """ "Learn to play": a lesson game, the person named as the first seat here."""
        from kingsburg.errors import KingsburgError
        from kingsburg.lesson import lesson_names
        from kingsburg.tui.session import GameSession

        name = unicodedata.normalize("NFC", self.query_one("#name0", Input).value.strip())
        problem = name_problems([name])
        if problem:
            self._error(problem)
            return
        try:
            session = GameSession.new_lesson(lesson_names(name, DEFAULT_NAMES))
        except KingsburgError as e:
            self._error(f"{str(e)[:1].upper()}{str(e)[1:]}.")
            return
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
            self._error(t("setup-same-colour"))
            return None
        if len({s.symbol for s in styles}) < self.count:
            self._error(t("setup-same-symbol"))
            return None
        seed_text = self.query_one("#seed", Input).value.strip()
        ok = seed_text.isascii() and seed_text.isdigit() and int(seed_text[:25]) <= MAX_SEED
        if not ok:  # records refuse other seeds, so the game could not be resumed
            self._error(t("setup-bad-seed", max=str(MAX_SEED)))
            return None
        problem = self._missing_module()
        if problem:
            self._error(problem)
            return None
        modules, variants = self._chosen_options()
        problem = name_problems(names)
        if problem:
            self._error(problem)
            return None
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

    @on(Cycler.Changed, "#host-where")
    def _host_where_changed(self, event: Cycler.Changed) -> None:
        """ "My own address" asks for it (its field is made when first asked for: one
        widget fewer on every start)."""
        wanted = event.value == "url"
        field = next(iter(self.query("#host-url").results(Input)), None)
        if field is None and wanted:
            field = Input("", id="host-url", placeholder="https://…", compact=True)
            field.BINDING_GROUP_TITLE = t("key-group-input")
            self.query_one("#host-row").mount(field)
        if field is not None:
            field.display = wanted

    @on(Button.Pressed, "#host-online")
    def _host_online(self) -> None:
        """Start ``kingsburg host`` with the table chosen here, then show its links."""
        if self.app.is_web:
            return
        chosen = self._chosen_table()
        if chosen is None:
            return
        choice, styles = chosen
        # The table's seed is drawn by the host and shown to nobody: the one on this
        # screen, which the hosting player sees, would tell them the deck and every die.
        where = str(self.query_one("#host-where", Cycler).value)
        url = self.query_one("#host-url", Input).value.strip() if where == "url" else ""
        if where == "url" and (
            urlsplit(url).scheme not in ("http", "https") or not urlsplit(url).netloc
        ):
            self._error(t("setup-host-bad-url"))
            return
        choice = dataclasses.replace(choice, seed=None, where=where, url=url)
        if PERSON not in choice.seats:
            self._error(t("setup-host-needs-person"))
            return
        self._remember(choice, styles)
        self.query_one("#host-online", Button).disabled = True
        self.query_one("#setup-error", Static).update(Text(t("setup-host-starting"), style="bold"))
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
