"""The game screen: the whole board, the decision panel, the log and the status line."""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from functools import partial
from typing import TYPE_CHECKING, Any, TypeVar

from rich.text import Text
from textual.binding import Binding
from textual.css.query import NoMatches
from textual.events import Resize
from textual.screen import Screen

from kingsburg.engine import Action, Event, Pass
from kingsburg.errors import KingsburgError
from kingsburg.reasons import Reason
from kingsburg.text import decisions as words
from kingsburg.text import t as tr  # (t: the turn, in this module)
from kingsburg.text.events import event_text
from kingsburg.text.numbers import point
from kingsburg.text.reasons import bot_text, reason_details, reason_text
from kingsburg.text.words import level_name
from kingsburg.tui.computer_turns import ComputerTurns, think_in_thread
from kingsburg.tui.menus import Choice, decision_menu
from kingsburg.tui.reports import season_text
from kingsburg.tui.screens.board import BoardScreen
from kingsburg.tui.widgets.court import Court
from kingsburg.tui.widgets.decision_panel import DecisionPanel
from kingsburg.tui.widgets.dice_tray import DiceTray
from kingsburg.tui.widgets.game_log import GameLog
from kingsburg.tui.widgets.lesson_panel import LessonPanel
from kingsburg.tui.widgets.panel import TextPanel
from kingsburg.tui.widgets.province_sheet import ProvinceSheet

# Seconds between two computer moves: with people at the table (so that they can follow),
# and the paces of watch mode (+ and - step through them).
COMPUTER_PACE = 0.4
WATCH_PACES = (0.0, 0.25, 0.5, 1.0, 2.0, 4.0)
WATCH_PACE = 3  # index of the starting pace (1 s)

if TYPE_CHECKING:
    from kingsburg.bots import BotMove
    from kingsburg.tui.screens.battle import BattleScreen
    from kingsburg.tui.screens.handoff import PrivacyScreen
    from kingsburg.tui.session_api import Session

    _Kept = TypeVar("_Kept", PrivacyScreen, BattleScreen)


class GameScreen(BoardScreen):
    BINDINGS = [  # noqa: RUF012
        *[Binding(str(k), f"pick({k})", f"key-option-{k}", show=False) for k in range(1, 10)],
        # The menu shows its pass option with its key 0: the footer keeps room for others.
        Binding("0", "pass", "key-pass", show=False),
        Binding("escape", "back", "key-back", show=False),
        Binding("v", "next_panel", "key-panels"),
        Binding("l", "log", "key-log"),
        Binding("u,ctrl+z", "undo", "key-undo"),
        Binding("p", "peek", "key-peek"),
        Binding("r", "rule", "key-rule"),
        # One key, two labels: the footer names the order the menu switches to.
        Binding("d", "group(True)", "key-dice-first"),
        Binding("d", "group(False)", "key-advisor-first"),
        Binding("left_square_bracket", "sheet(-1)", "key-prev-sheet", show=False),
        Binding("right_square_bracket", "sheet(1)", "key-other-sheet", show=False),
        # Computer players (shown only when they apply).
        Binding("h", "hint", "key-hint"),
        Binding("space", "pause", "key-pause"),
        Binding("space", "go_on", "key-go-on"),
        Binding("full_stop", "step_move", "key-step"),
        Binding("plus,equals_sign", "pace(-1)", "key-faster"),
        Binding("minus", "pace(1)", "key-slower"),
        # A lesson's explanation (its panel says these keys; F1 opens its rule: ``app.help``).
        Binding("x", "lesson_close", "key-lesson-close", show=False),
        Binding("e", "lesson_end", "key-lesson-end", show=False),
    ]

    def __init__(self, session: Session) -> None:
        logs = (GameLog(id="log"), GameLog(id="log-low"))
        for log in logs:
            log.border_subtitle = tr("screen-log-keys")
        notes = None
        if session.lesson is not None:
            notes = (LessonPanel(id="lesson-middle"), LessonPanel(id="lesson-top"))
        super().__init__(session, logs, DecisionPanel(self, id="decision"), notes)
        self._topic = ""  # the lesson's explanation on show ("" for none)
        self._topic_acts = 0  # the person's decisions since it appeared
        # The last hint shown, by the moves played when it was asked for: in a lesson it
        # stays with its explanation when the menu is drawn again at the same decision.
        self._advice: tuple[int, Text] = (-1, Text())
        self.by_dice = False
        # Whether the first move has swept what the board's freeze kept (see _freeze_move).
        self.swept = False
        self._binding_flags: tuple[object, ...] = ()
        self._handed: tuple[int, int] = (-1, -1)
        self.computers = ComputerTurns(self, session, self.play, self._show_status, self._pace)
        self.pace = WATCH_PACE
        self._hint_key = -1
        # The hint shown for move ``_hint_key`` (None while it is worked out), and whether
        # its numbers are shown under it (h again).
        self._hint_move: BotMove | None = None
        self._hint_details = False
        self._seen_at = -1  # moves played when the player last had an option highlighted
        self._kept_screens: dict[type[Screen[None]], Screen[None]] = {}  # see ``_kept``

    def session_changed(self, events: list[Event], log_rebuilt: bool = False) -> None:
        """The game changed elsewhere (another seat played, a seat came or went)."""
        if not self.is_attached:
            return
        try:
            if log_rebuilt:  # (the log widget only adds lines, or starts again when given none)
                for log in self.query(GameLog):
                    log.show([])
            self.refresh_all()
        except NoMatches:  # an update that comes while the app closes: its widgets are gone
            return
        self.after(events)

    def session_message(self, text: str, bad: bool) -> None:
        self.notify(text, severity="error" if bad else "information", markup=False)

    def start(self) -> None:
        self.refresh_all()
        self.query_one(DecisionPanel).options.focus()
        handover = self._handover()  # a game resumed at a secret decision
        if handover is not None:
            self.call_after_refresh(self._show, [handover])
        link = self.session.connection(self)  # a game played elsewhere too: kept in step
        if link is not None:
            self.run_worker(link, group="connection", exit_on_error=True)

    # --- drawing ------------------------------------------------------------

    @property
    def acting(self) -> int:
        """The player to decide (while a decision is held: the one who made it)."""
        return self.session.deciding()

    def redraw(self) -> None:
        s = self.session
        actor = s.deciding()
        if actor != self._last_actor:
            self.sheet_player = -1
            self.by_dice = False  # each player starts from the advisors
            self._last_actor = actor
        self._show_status()
        self.show_board(actor)
        entries = s.public_log()
        for log in self.query(GameLog):
            log.show(entries)
        self._build_menu()
        flags = (
            *(self.check_action(a, ()) for a in ("peek", "hint", "pause", "go_on", "pass")),
            self.check_action("group", (True,)),
            s.held,
        )
        if flags != self._binding_flags:  # the Footer is rebuilt on each refresh: only if needed
            self._binding_flags = flags
            self.refresh_bindings()
        self._lesson_note()

    # --- the lesson ("Learn to play") -----------------------------------------

    def _lesson_note(self) -> None:
        """Explain the rule that matters now, the first time it does (``kingsburg.lesson``),
        with the hint for the decision at hand."""
        s = self.session
        lesson = s.lesson
        if lesson is None:
            return
        t = s.turn()
        person = t.kind == "decision" and s.controls(t.player) and not s.is_computer(t.player)
        held = s.held and not s.is_computer(s.deciding())
        legal = s.legal() if person else []
        topic = lesson.due(s.state, _public_events(s), t if person else None, legal, held)
        if not topic:
            if self._topic and self._advice[0] == s.moves:
                self.query_one(DecisionPanel).set_advice(self._advice[1])
            return
        lesson.mark(topic)
        s.lesson_changed()
        self._show_topic(topic)
        if person and not held:
            self.action_hint()

    def _show_topic(self, topic: str) -> None:
        self._topic = topic
        self._topic_acts = 0
        for panel in self.query(LessonPanel):
            panel.show_topic(topic)

    def _lesson_acted(self) -> None:
        """The person decided: an explanation goes at their next decision after the one it
        came with (unless closed or replaced before)."""
        if self._topic:
            self._topic_acts += 1
            if self._topic_acts >= 2:
                self._show_topic("")

    def action_lesson_close(self) -> None:
        if not self._topic:
            return
        self._show_topic("")
        self._lesson_note()  # another rule may matter at this same decision

    def action_lesson_end(self) -> None:
        lesson = self.session.lesson
        if lesson is None or not lesson.on:
            return
        lesson.on = False
        self.session.lesson_changed()
        self._show_topic("")
        self.notify(tr("lesson-ended"))

    def lesson_anchor(self) -> str:
        """The rules' heading of the lesson's explanation on show ("" for none): F1 opens
        the rulebook there."""
        from kingsburg.lesson import ANCHORS

        return ANCHORS[self._topic] if self._topic else ""

    def _show_status(self) -> None:
        s = self.session
        t = s.turn()
        actor = s.deciding()
        # The season first: a long prompt may be cut at the right, never the season.
        status = Text(f" {season_text(s.season_state())} ·", style="dim")
        if s.watch:
            pace = decimal(WATCH_PACES[self.pace])
            status.append(" " + tr("screen-status-watch", pace=pace) + " ·", style="dim")
        if actor < 0:
            status.append(f" {words.prompt_text(t, s.names, len(s.people) == 1)}", style="bold")
            self.query_one("#status", TextPanel).set_text(status)
            return
        st = s.styles[actor]
        status.append(f" {st.glyph} ", style=f"bold reverse {st.hex}")
        if s.computer_turn() == actor:  # this app's computer
            who = tr("screen-status-computer", name=s.names[actor], seat=level_name(s.seats[actor]))
            status.append(f" {who}", style=f"bold {st.hex}")
            status.append(f" {self._computer_state()}", style="bold")
        elif not s.controls(actor):  # decided elsewhere
            status.append(f" {s.names[actor]}: {s.waiting_line(actor)}", style=f"bold {st.hex}")
        else:
            prompt = words.prompt_text(t, s.names, len(s.people) == 1)
            if s.held:
                prompt = tr("screen-status-held", name=s.names[actor])
            room = self._status_width() - status.cell_len - 1
            if len(prompt) > room:  # the whole prompt is in the decision panel
                short = tr("screen-status-end-of-turn") if s.held else words.title_text(t)
                prompt = f"{s.names[actor]}: {short}"
            status.append(f" {prompt}", style=f"bold {st.hex}")
        note = s.status_note()
        if note:  # who is away, a lost connection
            status.append(f" · {note}", style="bold")
        # Still too long (a long name, a long language): cut with a mark, never silently.
        status.truncate(self._status_width(), overflow="ellipsis")
        self.query_one("#status", TextPanel).set_text(status)

    def on_resize(self, event: Resize) -> None:
        # The status line is fitted to the width (Textual calls every class's on_resize).
        self.call_after_refresh(self._show_status)

    def _status_width(self) -> int:
        """The cells the status line has for its text (its panel's, else the screen's)."""
        panel = self.query_one("#status", TextPanel)
        return max(1, panel.content_region.width or self.size.width - 1)

    def _computer_state(self) -> str:
        if self.paused:
            return tr("screen-computer-paused")
        if self.computers.thinking():
            return tr("screen-computer-thinking")
        return tr("screen-computer-about-to-move")

    @property
    def paused(self) -> bool:
        """The computers wait (space goes on)."""
        return self.computers.paused

    @paused.setter
    def paused(self, value: bool) -> None:
        self.computers.paused = value

    def _pace(self) -> float:
        """Seconds between two computer moves: the watch mode's pace, else a short pause."""
        return WATCH_PACES[self.pace] if self.session.watch else COMPUTER_PACE

    def _build_menu(self) -> None:
        s = self.session
        t = s.turn()
        panel = self.query_one(DecisionPanel)
        if s.held:
            self._held_menu(panel)
            return
        if t.kind == "decision" and not s.controls(t.player):
            st = s.styles[t.player]
            prompt = Text(f"{st.glyph} {s.names[t.player]}", style=f"bold {st.hex}")
            prompt.append(f" — {s.waiting_line(t.player)}")
            if s.computer_turn() >= 0:  # this app's computer
                keys = tr("screen-wait-keys") if not s.watch else tr("screen-watch-keys")
                if s.people:
                    keys += " · " + tr("screen-wait-undo")
            else:  # decided elsewhere
                keys = tr("screen-wait-undo") if s.can_undo() else ""
            computer = s.is_computer(t.player)
            title = tr("screen-wait-computer") if computer else tr("screen-wait-other")
            panel.set_menu(prompt, title, [], keys)
            return
        if t.kind != "decision":
            scores = [Choice(tr("decide-final-scores"))]
            panel.set_menu(Text(words.ask_text(t)), tr("decide-title-over"), scores, "")
            return
        choices, price = decision_menu(s, self.by_dice)
        st = s.styles[t.player]
        name = s.names[t.player]
        prompt = Text(f"{st.glyph} {name}", style=f"bold {st.hex}")
        prompt.append(f" — {words.ask_text(t, len(s.people) == 1)}")
        title = words.title_text(t)
        hint = ""
        if t.decision == "influence":
            title = tr("decide-title-influence-dice") if self.by_dice else title
            hint = tr("decide-hint-advisor-first" if self.by_dice else "decide-hint-dice-first")
        elif t.decision == "recruit":
            hint = tr("decide-hint-recruit", price=price)
        # Previews its first option too (unless new to the player: then after a key).
        panel.set_menu(prompt, title, choices, hint, fresh=self._fresh(t.player))

    def _fresh(self, player: int) -> bool:
        """Whether ``player``'s decision came without their own key: new dice, a card or
        another player's move since their last decision (rewards taken by themselves
        aside), and no option of it highlighted yet. Their first Enter then only
        highlights (see ``DecisionPanel.set_menu``)."""
        s = self.session
        if self._seen_at == s.moves:  # the same menu built again (a pause, other sheet…)
            return False
        return not s.decided_last(player)

    def _held_menu(self, panel: DecisionPanel) -> None:
        """The decision is made; the dice or card it leads to wait for one key."""
        s = self.session
        p = s.deciding()
        st = s.styles[p]
        prompt = Text(f"{st.glyph} {s.names[p]}", style=f"bold {st.hex}")
        last = s.held_decision()
        prompt.append(f" — {tr('decide-held-done', move=last)}")
        # what the dice or card due next bring
        nxt = words.title_text(s.turn(), tr("decide-held-go-on"))
        choices = [Choice(tr("action-end-turn", next=nxt)), Choice(tr("action-undo", move=last))]
        panel.set_menu(prompt, tr("decide-title-end-of-turn"), choices, tr("decide-hint-undo"))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Hide or grey out bindings that do nothing now (the Footer follows)."""
        if action == "next_panel":
            return super().check_action(action, parameters)
        s = self.session
        if action == "peek":
            p = self.acting
            pl = s.state.players[p] if p >= 0 and s.controls(p) else None
            if pl is None or not (pl.seen or pl.token_pick >= 0):
                return False
            return bool(s.secrets(p))
        if action == "group":
            t = s.turn()
            influence = t.decision == "influence" and s.controls(t.player)
            return influence and not s.held and parameters != (self.by_dice,)
        if action == "pass":  # (the footer may ask before the panel is mounted)
            panels = self.query(DecisionPanel)
            choices = panels.first().current() if panels else []
            return any(isinstance(c.action, Pass) for c in choices)
        if action == "hint":  # also with people only: the strong level's advice
            t = s.turn()
            return t.kind == "decision" and s.controls(t.player)
        if action == "pause":
            return not self.paused and (s.watch or s.computer_turn() >= 0) and not s.over
        if action == "go_on":
            return self.paused and not s.over
        if action in ("step_move", "pace"):
            return s.watch and not s.over
        if action == "undo":
            return not s.watch
        if action == "lesson_close":
            return bool(self._topic)
        if action == "lesson_end":
            return s.lesson is not None and s.lesson.on
        return True

    # --- events from the widgets -------------------------------------------

    def menu_preview(self, choice: Choice | None) -> None:
        self._preview(choice)

    def _preview(self, c: Choice | None) -> None:
        """Mark the advisor, dice or building the highlighted option would use."""
        if c is not None:
            self._seen_at = self.session.moves  # this menu has been looked at
        self.query_one(Court).highlight = c.advisor if c else 0
        self.query_one(DiceTray).set_pick(c.own if c else (), c.white if c else ())
        self.query_one(ProvinceSheet).highlight = c.building if c else ""

    def menu_chosen(self, action: Action | None, index: int) -> None:
        if action is not None:
            self.play(action)
        elif self.session.held:
            if index == 1:
                self.action_undo()
            else:
                self.confirm()
        elif self.session.over:
            from kingsburg.tui.screens.game_over import GameOverScreen

            self.app.push_screen(GameOverScreen(self.session))

    def play(self, action: Action, reason: Reason | None = None) -> None:
        decider = self.acting
        if not self.session.controls(decider) and reason is None:
            return  # a key pressed while another decides: not this person's turn
        try:
            events = self.session.decide(action, reason)
        except KingsburgError as e:
            self.notify(str(e), title=tr("screen-not-allowed"), severity="error")
            return
        if reason is None:
            self._lesson_acted()
        self.computers.moved()
        self.refresh_all()
        self.tell_saving()
        self.after(events, decider)

    def confirm(self) -> None:
        """End the turn of a held decision: the dice or cards come now."""
        decider = self.acting
        events = self.session.confirm()
        self._lesson_acted()
        self.computers.moved()
        self.tell_saving()
        self.refresh_all()
        self.after(events, decider)

    def tell_saving(self) -> None:
        """Say when saving starts failing (and when it works again); play goes on."""
        news = self.session.take_save_news()
        if news is not None:
            text, bad = news
            self.notify(
                text,
                title=tr("screen-not-saved") if bad else tr("screen-saved"),
                severity="error" if bad else "information",
                timeout=20 if bad else 6,
            )

    def after(self, events: list[Event], decider: int = -1) -> None:
        """Show what must be seen before play goes on: secrets, the battle, the end."""
        from kingsburg.tui.screens.battle import BattleScreen
        from kingsburg.tui.screens.game_over import GameOverScreen

        s = self.session
        queue: list[Callable[[], Screen[None]]] = []
        secret_players: list[int] = []
        for e in events:
            # A secret the player just chose themself (a soldier token) needs no showing;
            # a computer's secrets are never shown.
            mine = e.kind == "token_secret" and e.player == decider
            if (
                e.private
                and e.player >= 0
                and e.player not in secret_players
                and not mine
                and not s.is_computer(e.player)
            ):
                secret_players.append(e.player)
        for p in secret_players:
            private = [e for e in events if e.private and e.player == p]
            heading = tr("screen-secret-heading")
            lines = [event_text(e) for e in private]
            if all(e.kind == "peek_secret" for e in private):
                heading = tr("screen-secret-cards-heading")
                lines = s.secrets(p)
            # Revealed at once when nobody else is at the table to look away.
            show = partial(self._privacy, p, lines, heading, revealed=len(s.people) == 1)
            queue.append(show)
        for e in events:
            # A person's leftover dice passed for them: said where they look, not only in
            # the log (they may have expected to place them).
            if e.kind == "pass" and e.form == "blocked" and e.player in s.people:
                self.notify(event_text(e), markup=False, timeout=6)
        if any(e.kind == "winter" for e in events):
            report = s.last_battle()
            if report is not None:
                # Watch mode goes on by itself after a while (Enter goes on at once).
                wait = max(3.0, 4 * WATCH_PACES[self.pace]) if s.watch else 0.0
                queue.append(
                    partial(self._kept, BattleScreen, report, s.names, s.styles, auto_close=wait)
                )
        if s.over:
            end = GameOverScreen(s)
            self.call_after_refresh(end.prepare)  # while the battle's result is read
            queue.append(lambda: end)
        handover = self._handover()
        if handover is not None:
            queue.append(handover)
        self._show(queue)
        self.call_after_refresh(_freeze_move, self)

    def _handover(self) -> Callable[[], Screen[None]] | None:
        """Before a secret decision (a soldier token), ask the others to look away."""
        s = self.session
        t = s.turn()
        if t.kind != "decision" or not t.secret or s.is_computer(t.player) or len(s.people) < 2:
            return None  # only between people: a computer or a lone person needs none
        key = (t.player, s.moves)
        if key == self._handed:
            return None
        self._handed = key
        return partial(self._privacy, t.player, [], handover=tr("screen-handover-token"))

    def _privacy(
        self,
        player: int,
        secrets: list[str],
        heading: str = "",
        handover: str = "",
        revealed: bool = False,
    ) -> Screen[None]:
        """The game's privacy screen, set to show this to ``player``."""
        from kingsburg.tui.screens.handoff import PrivacyScreen

        s = self.session
        name, style = s.names[player], s.styles[player]
        heading = heading or tr("screen-secret-heading")
        return self._kept(PrivacyScreen, name, style, secrets, heading, handover, revealed)

    def _kept(self, kind: type[_Kept], *args: Any, **kwargs: Any) -> _Kept:
        """The game's one screen of ``kind`` (built the first time, then kept installed),
        set to show ``args``: showing a screen that is built takes one or two frames,
        building one five or six."""
        screen = self._kept_screens.get(kind)
        if screen is None:
            screen = kind(*args, **kwargs)
            self._kept_screens[kind] = screen
            self.app.install_screen(screen, name=f"{kind.__name__}-{id(self)}")
            return screen
        assert isinstance(screen, kind)
        return screen.show(*args, **kwargs)

    def _show(self, queue: list[Callable[[], Screen[None]]]) -> None:
        """Show the screens of ``queue`` one after the other (each made when its turn
        comes: the privacy screen is one screen, shown again for each player)."""
        if not queue:
            self.maybe_think()
            return
        first, rest = queue[0](), queue[1:]
        self.app.push_screen(first, callback=lambda _result: self._show(rest))

    # --- actions ------------------------------------------------------------

    def action_pick(self, k: int) -> None:
        self.query_one(DecisionPanel).action_pick(k)

    def action_back(self) -> None:
        if self.session.computer_turn() >= 0 and not self.paused:
            self.action_pause()
            return
        self.query_one(DecisionPanel).action_back()

    def action_log(self) -> None:
        """The whole game's log on its own screen, to scroll back through."""
        from kingsburg.tui.screens.log import LogScreen

        self.app.push_screen(LogScreen(self.session.public_log()))

    def action_group(self, by_dice: bool) -> None:
        if self.session.turn().decision == "influence":
            self.by_dice = by_dice
            self._build_menu()
            self.refresh_bindings()

    def action_pass(self) -> None:
        panel = self.query_one(DecisionPanel)
        for k, c in enumerate(panel.current()):
            if isinstance(c.action, Pass):
                panel.options.highlighted = k
                panel.choose(k)
                return

    def action_undo(self) -> None:
        s = self.session
        if s.watch:
            return
        self.stop_thinking()
        if not s.can_undo():
            self.notify(s.why_no_undo(), severity="warning", markup=False)
            return
        note = s.take_back()
        self.paused = False
        self.refresh_all()
        self.tell_saving()
        if note:
            self.notify(note)
        self._handed = (-1, -1)
        handover = self._handover()
        self._show([handover] if handover is not None else [])

    def action_peek(self) -> None:
        s = self.session
        p = self.acting
        if p < 0 or not s.controls(p):
            return
        secrets = s.secrets(p)
        if not secrets:
            self.notify(tr("screen-no-secret", name=s.names[p]), severity="warning")
            return
        # Nobody else at this screen (an online seat, a lone person): shown at once.
        self.app.push_screen(self._privacy(p, secrets, revealed=len(s.people) == 1))

    def _highlighted_choice(self) -> Choice | None:
        return self.query_one(DecisionPanel).highlighted_choice()

    # --- computer players ---------------------------------------------------

    def on_screen_resume(self) -> None:
        self.maybe_think()

    def on_unmount(self) -> None:
        self.stop_thinking()  # leaving the game: nothing may be played after this
        for screen in self._kept_screens.values():
            if not screen.is_current:
                self.app.uninstall_screen(screen)

    def maybe_think(self) -> None:
        self.computers.maybe_think()

    def stop_thinking(self) -> None:
        self.computers.stop()

    def action_pause(self) -> None:
        self.paused = True
        self.computers.step_once = False
        self.stop_thinking()
        self._show_status()
        self._build_menu()
        self.refresh_bindings()

    def action_go_on(self) -> None:
        self.paused = False
        self._show_status()
        self.refresh_bindings()
        self.maybe_think()

    def action_step_move(self) -> None:
        """Watch mode, paused: one more computer move."""
        if not self.paused:
            self.action_pause()
        self.computers.step_once = True
        self.computers.last_move_at = 0.0
        self.maybe_think()

    def action_pace(self, delta: int) -> None:
        self.pace = max(0, min(len(WATCH_PACES) - 1, self.pace + delta))
        self._show_status()

    def action_hint(self) -> None:
        """What the strong level would do here, and why (worked out in a thread); asked
        again at the same decision: the numbers behind it, or back to the plain line."""
        s = self.session
        t = s.turn()
        if t.kind != "decision" or not s.controls(t.player):
            return
        key = s.moves
        if key == self._hint_key and self._hint_move is not None:
            self._hint_details = not self._hint_details
            self._show_hint(key, self._hint_move)
            return
        self._hint_key = key
        self._hint_move = None
        self._hint_details = False
        panel = self.query_one(DecisionPanel)
        panel.set_advice(Text(tr("hint-thinking"), style="italic"))
        think_in_thread(self, s.think_job(t.player, "hint"), "hint", partial(self._show_hint, key))

    def _show_hint(self, key: int, move: BotMove) -> None:
        if key != self.session.moves or key != self._hint_key or not self.is_attached:
            return
        self._hint_move = move
        panel = self.query_one(DecisionPanel)
        path = menu_path(panel.current(), move.action) if panel.depth == 1 else []
        s = self.session
        what = (
            " ▸ ".join(path)
            if path
            else words.action_label(s.public(), move.action, s.turn().decision)
        )
        advice = Text(tr("hint-heading") + " ", style="bold")
        advice.append(what)
        reason = move.reason
        if len(self.session.people) > 1:  # others may be looking: no secrets
            reason = self.session.public_reason(self.session.turn().player, reason)
        if line := hint_line(reason):
            advice.append(f" — {line}", style="italic")
        numbers = reason_details(reason)
        if numbers and self._hint_details:
            advice.append("\n" + tr("hint-details", details=numbers), style="dim")
        elif numbers:
            advice.append("  " + tr("hint-details-key"), style="dim")
        panel.set_advice(advice)
        self._advice = (key, advice)


def _public_events(session: Session) -> Iterator[Event]:
    """The public log's events, read only when asked for (a lesson that is over reads
    none of them on each redraw)."""
    for _, e in session.public_log():
        yield e


def hint_line(reason: Reason) -> str:
    """The hint's plain words after the option it names: what the move is for when the
    reason says so ("enough to build the Chapel"), what a building does, that the reason
    is withheld; else nothing (the option's own words say what it gets)."""
    if reason.withheld or reason.what.id == "bot-builds":
        return reason_text(reason)
    return bot_text(reason.why) if reason.why is not None else ""


def menu_path(choices: list[Choice], action: Action) -> list[str]:
    """The labels leading to ``action`` in a menu ([] if it is not there)."""
    for c in choices:
        if c.action == action and not c.children:
            return [c.label]
        if c.children:
            rest = menu_path(c.children, action)
            if rest:
                return [c.label, *rest]
    return []


def _freeze_move(screen: GameScreen) -> None:
    """After each move's frame: free the move's cyclic garbage (a pass over the young
    objects only) and set what survives aside with the board, so that no full pass of
    the collector ever walks a game's growing log, caches and records during a key.

    Once, after the first move: one full pass over what the board's freeze set aside. The
    setup screen is still closing when the board is first drawn (its timers hold it), so
    it was set aside with the board, and its widgets' cycles (parent and children) would
    stay for the whole game: about 0.75 MiB, most of the app's growth in a game."""
    if not screen.swept:
        screen.swept = True
        gc.unfreeze()
        gc.collect()
    else:
        gc.collect(1)
    gc.freeze()


def decimal(x: float) -> str:
    """A number of seconds as the language writes it: 0.25 (English), 0,25 (Polish, Czech)."""
    return point(f"{x:g}")
