"""One game in plain mode: the session's events as lines, its decisions as numbered lists.

``PlainGame`` drives any session (``kingsburg.tui.session_api``): a local game (people at
this keyboard, computers thinking here, autosaved by the session after every move) or one
seat of a table hosted elsewhere (its connection runs beside the questions and a change it
brings interrupts the question being asked, which is asked again if it still stands).
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import TYPE_CHECKING

from kingsburg.bots.levels import LEVELS
from kingsburg.engine import Pass
from kingsburg.errors import KingsburgError
from kingsburg.plain import views
from kingsburg.plain.commands import Command, command_of, help_lines
from kingsburg.plain.console import Console, InputEnded
from kingsburg.plain.rules import rules_lines
from kingsburg.text import decisions as words
from kingsburg.text import t
from kingsburg.text.events import event_text
from kingsburg.text.reasons import reason_text
from kingsburg.text.words import level_name
from kingsburg.tui.menus import Choice, decision_menu

if TYPE_CHECKING:
    from kingsburg.engine import Action, Event
    from kingsburg.tui.session_api import Session

LOG_DEFAULT = 10  # lines ``log`` prints without a number


def label(choice: Choice) -> str:
    """A menu's label to be read: "9 Master Hunter: 4 + 4 + 1 (…)", not the app's aligned
    "  9 Master Hunter ← 4 + 4 + 1" (a screen reader says "left arrow")."""
    return choice.label.strip().replace(" ← ", ": ")


def numbered_path(menu: list[Choice], action: Action) -> str:
    """The answers that lead to ``action`` with their labels ("4) 8 Treasurer — 2 gold (2
    ways), then 1) 6 + 2"); "" when it is not in ``menu``."""
    k = 0
    for c in menu:
        number = 0 if isinstance(c.action, Pass) else k + 1
        k = number or k
        if c.action == action and not c.children:
            return f"{number}) {label(c)}"
        rest = numbered_path(c.children, action) if c.children else ""
        if rest:
            return t("plain-then", first=f"{number}) {label(c)}", then=rest)
    return ""


class Restart(Exception):
    """The game changed meanwhile (an undo, another seat's move): look at it again."""


class PlainGame:
    def __init__(self, session: Session, console: Console, new: bool = False) -> None:
        self.s = session
        self.new = new  # a game just set up: its whole log is news
        self.io = console
        self.printed = 0  # entries of the session's public log already printed
        self.answered_at = 0  # the log's length when a person here last decided
        self.changed = asyncio.Event()  # set by the connection: the game moved on
        self.messages: list[str] = []  # lines the connection asks to tell
        self.by_dice = False  # the influence menu grouped by dice instead of advisors
        self.handed = (-1, -1)  # (player, moves) of the last secret decision handed over
        self.waited = -1  # the player of the last "waiting for" line (-1: none since)
        self.me = -1  # the person here who last decided (``me`` and ``enemy`` speak of them)

    # --- the listener of a game played elsewhere -------------------------------------

    def session_changed(self, events: list[Event], log_rebuilt: bool = False) -> None:
        if log_rebuilt:  # the whole log came again: only what follows is news
            self.printed = len(self.s.public_log())
        self.changed.set()

    def session_message(self, text: str, bad: bool) -> None:
        self.messages.append(text)
        self.changed.set()

    # --- the game ------------------------------------------------------------------

    async def run(self) -> int:
        """Play until the game ends (0) or the input ends (the game stays saved: 0); 1 when
        a table elsewhere can no longer be played."""
        s = self.s
        link = s.connection(self)
        task = asyncio.create_task(link) if link is not None else None
        people = s.people
        self.me = people[0] if people else -1
        self.opening()
        try:
            if task is not None:  # a move sent before the connection is up would be lost
                await self.changed.wait()
                self.changed.clear()
            while True:
                self.report()
                if s.over:
                    self.final()
                    return 0
                if task is not None and task.done():
                    self.report()
                    return 1
                with contextlib.suppress(Restart):
                    await self.step(task is not None)
        except InputEnded:
            self.report()
            if not s.over:
                self.io.say(t("plain-left"))
            return 0
        finally:
            if task is not None:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError, Exception):
                    await task

    async def step(self, remote: bool) -> None:
        """Whatever is due now: a computer's move, an end of turn, a decision, or waiting."""
        s = self.s
        p = s.computer_turn()
        if p >= 0:
            await self.computer(p)
            return
        if s.held:
            await self.held()
            return
        turn = s.turn()
        if turn.kind == "decision" and s.controls(turn.player):
            await self.decision()
            return
        await self.wait(remote)

    def opening(self) -> None:
        """Where the game stands: the season, who plays, the last lines of its log."""
        s = self.s
        seats = [
            t("plain-seat-line-computer", name=s.names[i], level=level_name(s.seats[i]))
            if s.is_computer(i) and s.seats[i] in LEVELS
            else t("plain-seat-line-person", name=s.names[i])
            if not s.is_computer(i)
            else t("plain-seat-line-elsewhere", name=s.names[i])
            for i in range(s.n)
        ]
        self.io.say(t("plain-table", seats=", ".join(seats)))
        self.io.say(t("plain-commands-hint"))
        log = s.public_log()
        if log and not self.new:  # a game resumed or joined: what happened last
            self.io.say(t("plain-so-far", season=words.season_text(s.public())))
            recent = [e for _, e in log if e.kind != "reason"][-5:]
            for e in recent:
                self.io.say(event_text(e))
            self.printed = len(log)

    def report(self) -> None:
        """Print what is new in the log (once each), and anything to tell."""
        s = self.s
        log = s.public_log()
        if len(log) < self.printed:  # an undo took lines back
            self.printed = len(log)
            self.answered_at = min(self.answered_at, self.printed)
        for _, e in log[self.printed :]:
            if e.kind == "reason":
                continue  # the computers' reasons: ``why``
            if e.kind == "phase":
                self.io.say()
            self.io.say(event_text(e))
        self.printed = len(log)
        while self.messages:
            self.io.say(self.messages.pop(0))
        news = s.take_save_news()
        if news is not None:
            self.io.say(news[0])

    def final(self) -> None:
        s = self.s
        self.io.say()
        self.io.say(t("score-title"))
        for st in s.ranking():
            line = t("plain-rank", place=st.place, name=s.names[st.player], vp=st.vp)
            why = words.tiebreak_text(st)
            self.io.say(f"{line} ({why})" if why else line)
        self.io.say(t("plain-record", place=s.record_place()))

    # --- computers -----------------------------------------------------------------

    async def computer(self, p: int) -> None:
        """A computer of this app decides (in a thread: the input is still read)."""
        s = self.s
        move = await asyncio.get_running_loop().run_in_executor(None, s.think_job(p))
        events = s.decide(move.action, move.reason)
        self.report()
        await self.secrets_after(events, p)

    # --- people --------------------------------------------------------------------

    def menu(self) -> list[Choice]:
        """The decision's options as the app's menu has them (passing last)."""
        return decision_menu(self.s, self.by_dice)[0]

    def show_menu(self, heading: str, choices: list[Choice], context: list[str]) -> None:
        self.io.say(heading)
        self.io.lines(context)
        k = 0
        for c in choices:
            if isinstance(c.action, Pass):
                self.io.say(f"0) {label(c)}")
            else:
                k += 1
                self.io.say(f"{k}) {label(c)}")

    def context(self) -> list[str]:
        """What the decision needs besides its options: the dice, or the goods."""
        s = self.s
        turn = s.turn()
        pl = s.public().players[turn.player]
        if turn.decision == "influence" and (pl.dice or pl.white):
            return [t("plain-your-dice", dice=words.dice_words(tuple(pl.dice), tuple(pl.white)))]
        if turn.decision in ("build", "recruit"):
            return [t("plain-your-goods", goods=views.goods_line(pl.goods))]
        return []

    async def decision(self) -> None:
        """Ask the person to decide now, until they do (or the game changes)."""
        s = self.s
        turn = s.turn()
        p = turn.player
        self.me = p
        self.waited = -1
        secret = turn.secret and len(s.people) > 1
        if secret and self.handed != (p, s.moves):
            self.handed = (p, s.moves)
            await self.look_away(p)
        top = self.menu()
        heading = words.prompt_text(turn, s.names, len(s.people) == 1)
        choices, title = top, heading
        self.show_menu(heading, top, self.context())
        while True:
            line = await self.io.answer(interrupt=self.changed)
            if line is None:
                raise Restart
            if line == "":
                self.show_menu(title, choices, self.context() if choices is top else [])
                continue
            if line.isdigit():
                picked = self.pick(choices, top, int(line))
                if picked is None:
                    continue
                if picked.children:
                    choices, title = picked.children, picked.title or picked.label
                    self.show_menu(title, choices, [t("plain-back-hint")])
                    continue
                assert picked.action is not None
                await self.play(picked.action, p, secret)
                return
            cmd, arg = command_of(line)
            if cmd is Command.BACK and choices is not top:
                choices, title = top, heading
                self.show_menu(title, choices, self.context())
                continue
            if cmd is Command.DICE and turn.decision == "influence":
                self.by_dice = not self.by_dice
                top = self.menu()
                choices, title = top, heading
                self.show_menu(title, choices, self.context())
                continue
            await self.command(cmd, arg, line)

    def pick(self, choices: list[Choice], top: list[Choice], k: int) -> Choice | None:
        """Option ``k`` (0: pass, also from a sub-menu); None, once said, if there is none."""
        if k == 0:
            passing = [c for c in top if isinstance(c.action, Pass)]
            if passing:
                return passing[0]
            self.io.say(t("plain-no-pass"))
            return None
        numbered = [c for c in choices if not isinstance(c.action, Pass)]
        if 1 <= k <= len(numbered):
            return numbered[k - 1]
        self.io.say(t("plain-no-such-choice", n=len(numbered)))
        return None

    async def play(self, action: Action, p: int, secret: bool) -> None:
        s = self.s
        try:
            events = s.decide(action)
        except KingsburgError as e:
            self.io.say(t("plain-refused", reason=str(e)))
            return
        self.answered_at = len(s.public_log())
        if secret:
            self.io.say(t("plain-privacy-done"))
            await self.io.answer()
        self.report()
        await self.secrets_after(events, p)

    async def held(self) -> None:
        """The person's decision is made; new dice or a card wait for their word."""
        s = self.s
        p = s.deciding()
        last = s.held_decision()
        go_on = words.title_text(s.turn(), t("decide-held-go-on"))
        heading = t("plain-held", name=s.names[p], move=last)
        options = [t("action-end-turn", next=go_on), t("action-undo", move=last)]
        self.io.say(heading)
        self.io.lines([f"{k}) {o}" for k, o in enumerate(options, start=1)])
        while True:
            line = await self.io.answer(interrupt=self.changed)
            if line is None:
                raise Restart
            if line == "":
                self.io.say(heading)
                self.io.lines([f"{k}) {o}" for k, o in enumerate(options, start=1)])
                continue
            if line == "1":
                events = s.confirm()
                self.report()
                await self.secrets_after(events, p)
                return
            if line == "2":
                self.undo()
                return
            if line.isdigit():
                self.io.say(t("plain-no-such-choice", n=2))
                continue
            cmd, arg = command_of(line)
            await self.command(cmd, arg, line)

    async def wait(self, remote: bool) -> None:
        """Another seat decides elsewhere: say so once, and answer commands meanwhile."""
        s = self.s
        p = s.deciding()
        if p != self.waited and 0 <= p < s.n:  # said once while the same player decides
            self.waited = p
            self.io.say(f"{s.names[p]}: {s.waiting_line(p)}")
        if not remote:  # nothing here can change the game by itself: it is stuck
            raise KingsburgError(t("plain-stuck"))
        line = await self.io.answer(interrupt=self.changed, show=False)
        if line is None or line == "":
            return
        if line.isdigit():
            self.io.say(t("plain-not-your-turn"))
            return
        cmd, arg = command_of(line)
        await self.command(cmd, arg, line)

    # --- secrets -------------------------------------------------------------------

    async def look_away(self, p: int) -> None:
        """Between people: the others look away before ``p`` hears a secret."""
        self.io.say(t("plain-privacy", name=self.s.names[p]))
        await self.io.answer()

    async def privately(self, p: int, heading: str, lines: list[str]) -> None:
        """Tell ``p`` their secret: with other people here, after they look away."""
        shared = len(self.s.people) > 1
        if shared:
            await self.look_away(p)
        self.io.say(heading)
        self.io.lines(lines)
        if shared:
            self.io.say(t("plain-privacy-done"))
            await self.io.answer()

    async def secrets_after(self, events: list[Event], decider: int) -> None:
        """The secrets a move revealed to people here (a card seen, a token picked by
        another), each told to its person alone; a computer's are never told."""
        s = self.s
        players: list[int] = []
        for e in events:
            mine = e.kind == "token_secret" and e.player == decider
            told = e.private and e.player >= 0 and not mine and not s.is_computer(e.player)
            if told and e.player not in players:
                players.append(e.player)
        for p in players:
            private = [e for e in events if e.private and e.player == p]
            heading, lines = t("screen-secret-heading"), [event_text(e) for e in private]
            if all(e.kind == "peek_secret" for e in private):
                heading, lines = t("screen-secret-cards-heading"), s.secrets(p)
            await self.privately(p, heading, lines)

    # --- commands ------------------------------------------------------------------

    def who(self) -> int:
        """The player ``me`` speaks of: the one deciding here, else the last who did."""
        s = self.s
        p = s.deciding()
        if 0 <= p < s.n and s.controls(p):
            return p
        return self.me if self.me >= 0 else (s.people[0] if s.people else 0)

    async def command(self, cmd: Command | None, arg: str, line: str) -> None:
        s = self.s
        say = self.io.lines
        if cmd is None:
            self.io.say(t("plain-unknown", line=line))
        elif cmd is Command.HELP:
            say(help_lines())
        elif cmd is Command.BOARD:
            say(views.board_lines(s))
        elif cmd is Command.ME:
            say(views.me_lines(s, self.who()))
        elif cmd is Command.PLAYERS:
            say(views.player_lines(s))
        elif cmd is Command.ENEMY:
            say(views.enemy_lines(s))
            p = self.who()
            secrets = s.secrets(p) if s.controls(p) or len(s.people) == 1 else []
            if secrets:
                await self.privately(p, t("screen-secret-heading"), secrets)
        elif cmd is Command.LOG:
            count = int(arg) if arg.isdigit() and int(arg) > 0 else LOG_DEFAULT
            say(views.log_lines(s, count))
        elif cmd is Command.WHY:
            self.why()
        elif cmd is Command.RULES:
            say(rules_lines(arg))
        elif cmd is Command.HINT:
            await self.hint()
        elif cmd is Command.UNDO:
            self.undo()
        elif cmd is Command.SAVE:
            self.save_copy()
        elif cmd is Command.QUIT:
            raise InputEnded
        elif cmd is Command.BACK:
            self.io.say(t("plain-no-back"))
        elif cmd is Command.DICE:
            self.io.say(t("plain-no-dice-order"))

    def why(self) -> None:
        """The computers' reasons for their moves since a person here last decided."""
        log = self.s.public_log()
        reasons = [event_text(e) for _, e in log[self.answered_at :] if e.kind == "reason"]
        self.io.lines(reasons or [t("plain-no-reasons")])

    async def hint(self) -> None:
        s = self.s
        turn = s.turn()
        if turn.kind != "decision" or not s.controls(turn.player):
            self.io.say(t("plain-no-hint"))
            return
        self.io.say(t("hint-thinking"))
        job = s.think_job(turn.player, "hint")
        move = await asyncio.get_running_loop().run_in_executor(None, job)
        reason = move.reason
        if len(s.people) > 1:  # others may be listening: no secrets
            reason = s.public_reason(turn.player, reason)
        path = numbered_path(self.menu(), move.action)
        what = path or words.action_label(s.public(), move.action, turn.decision)
        self.io.say(t("plain-hint", move=what, why=reason_text(reason)))

    def undo(self) -> None:
        s = self.s
        if not s.can_undo():
            self.io.say(s.why_no_undo())
            return
        note = s.take_back()
        self.handed = (-1, -1)
        if note:
            self.io.say(note)
        raise Restart

    def save_copy(self) -> None:
        save = getattr(self.s, "save_copy", None)
        if save is None:  # a table elsewhere: its host saves it
            self.io.say(t("plain-saved-by-host"))
            return
        try:
            path = save()
        except OSError as e:
            self.io.say(t("app-save-failed", folder=str(e.filename or ""), problem=str(e)))
            return
        self.io.say(t("app-saved-copy", file=str(path)))
