"""Replay: the game screen, read-only, moving through a recorded game; "play on" branches."""

from __future__ import annotations

import contextlib

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Input, Static

from kingsburg.engine import ROMAN
from kingsburg.errors import one_line
from kingsburg.record import LiveGame, parse_move
from kingsburg.saves import SaveBusy, free_name, stamp
from kingsburg.text.decisions import prompt_text
from kingsburg.tui.bindings import WordedModal
from kingsburg.tui.messages import StartGame
from kingsburg.tui.replay import ReplayModel, is_secret_line
from kingsburg.tui.screens.board import BoardScreen
from kingsburg.tui.session import GameSession, season_text
from kingsburg.tui.settings import load_ask_rewards
from kingsburg.tui.widgets.panel import TextPanel
from kingsburg.tui.widgets.replay_log import SECRET, ReplayLog


def options_text(model: ReplayModel) -> str:
    r = model.record
    parts = [f"module {m}" for m in r.modules] + list(r.variants)
    return "with " + ", ".join(parts) if parts else "base game, no modules"


class ReplayPanel(TextPanel):
    """Where the decision menu is in play: the move shown, the next one, the secrets."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.border_title = "Replay"


class GoToMoveDialog(WordedModal[int | None]):
    """Ask for a point: a move number, start, end or a season (as ``replay --at``)."""

    DEFAULT_CSS = """
    GoToMoveDialog { align: center middle; }
    GoToMoveDialog > Vertical {
        width: 60; height: auto; border: round $accent; background: $surface; padding: 1 2;
    }
    GoToMoveDialog #goto-error { color: $error; height: auto; }
    """
    BINDINGS = [Binding("escape", "cancel", "key-cancel")]  # noqa: RUF012

    def __init__(self, limit: int, current: int, moves: list[str] | None = None) -> None:
        super().__init__()
        self.limit = limit
        self.current = current
        self.moves = moves if moves is not None else []

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(
                f"Go to a move (0 to {self.limit}), start, end or a season "
                "like year 2 fall.\nEnter: go · Escape: cancel"
            )
            yield Input(value=str(self.current), placeholder="42 or year 2 fall", id="goto-input")
            yield Static("", id="goto-error")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        from kingsburg.errors import RecordError
        from kingsburg.record.points import resolve_point

        try:
            k, _ = resolve_point(event.value, self.moves[: self.limit])
        except RecordError as e:
            self.query_one("#goto-error", Static).update(Text(f"{str(e)[:1].upper()}{str(e)[1:]}."))
            return
        self.dismiss(k)

    def action_cancel(self) -> None:
        self.dismiss(None)


class ConfirmPlayOn(WordedModal[bool]):
    DEFAULT_CSS = """
    ConfirmPlayOn { align: center middle; }
    ConfirmPlayOn > Static {
        width: 70; height: auto; border: round $accent; background: $surface; padding: 1 2;
    }
    """
    BINDINGS = [  # noqa: RUF012
        Binding("enter,y", "answer(True)", "key-play-on"),
        Binding("escape,n", "answer(False)", "key-stay-in-replay"),
    ]

    def __init__(self, text: Text) -> None:
        super().__init__()
        self.text = text

    def compose(self) -> ComposeResult:
        yield Static(self.text)

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class ReplayScreen(BoardScreen):
    BINDINGS = [  # noqa: RUF012
        Binding("left", "step(-1)", "key-back"),
        Binding("right", "step(1)", "key-next"),
        Binding("up", "season(-1)", "key-prev-season"),
        Binding("down", "season(1)", "key-next-season"),
        Binding("pageup", "year(-1)", "key-prev-year", show=False),
        Binding("pagedown", "year(1)", "key-next-year", show=False),
        Binding("home", "start", "key-start-of-game", show=False),
        Binding("end", "end", "key-end-of-game", show=False),
        Binding("g", "goto", "key-go-to"),
        Binding("p", "play_on", "key-play-on"),
        Binding("r", "rule", "key-rule", show=False),
        Binding("left_square_bracket", "sheet(-1)", "key-prev-sheet", show=False),
        Binding("right_square_bracket", "sheet(1)", "key-other-sheet", show=False),
        Binding("v", "next_panel", "key-next-panel"),
        Binding("q", "app.quit", "key-quit"),
        Binding("escape", "blur", "key-leave-panel", show=False),
        Binding("tab", "app.focus_next", "key-focus-next", show=False),
        Binding("shift+tab", "app.focus_previous", "key-focus-previous", show=False),
    ]

    AUTO_FOCUS = ""  # nothing focused: the arrows move through the game

    def __init__(self, model: ReplayModel, session: GameSession, at: int | None = None) -> None:
        super().__init__(session, ReplayLog(id="log"), ReplayPanel(id="decision"))
        self.local = session  # the game screen's session, with what a replay needs besides
        self.model = model
        self._open_at = at

    INFO_FOCUSABLE = False

    def start(self) -> None:
        m = self.model
        at = self._open_at
        if at is None:
            at = m.limit if m.divergence is not None else m.start_position()
        self.go(at)
        if m.divergence is not None:
            d = m.divergence
            self.notify(
                f"This record stops matching at move {d.move}: {d.reason}. "
                f"It is shown up to move {m.limit}.",
                title="The replay diverges",
                severity="warning",
                timeout=12,
            )
        self.call_after_refresh(self.refresh_all)  # the log lays out once it has a size

    # --- moving -------------------------------------------------------------

    def go(self, k: int) -> None:
        game = self.model.seek(k)
        self.local.set_game(game)
        self.refresh_all()

    def action_step(self, delta: int) -> None:
        self.go(self.model.position + delta)

    def action_season(self, direction: int) -> None:
        self.go(self.model.step_stop(self.model.season_stops, direction))

    def action_year(self, direction: int) -> None:
        self.go(self.model.step_stop(self.model.year_stops, direction))

    def action_start(self) -> None:
        self.go(
            0 if self.model.position == self.model.start_position() else self.model.start_position()
        )

    def action_end(self) -> None:
        self.go(self.model.limit)

    def action_goto(self) -> None:
        def done(k: int | None) -> None:
            if k is not None:
                self.go(k)

        m = self.model
        self.app.push_screen(GoToMoveDialog(m.limit, m.position, m.record.moves), done)

    # --- drawing ------------------------------------------------------------

    def _focus_player(self) -> int:
        """Whose dice and sheet to show: the player to act, else the one who just moved."""
        t = self.session.turn()
        if t.player >= 0:
            return t.player
        names = self.session.names
        who = parse_move(self.model.line(self.model.position)).actor
        return names.index(who) if who in names else 0

    def redraw(self) -> None:
        s, m = self.local, self.model
        k = m.position
        actor = self._focus_player()
        if actor != self._last_actor:
            self.sheet_player = -1
            self._last_actor = actor
        self.query_one("#status", TextPanel).set_text(self._banner())
        self.show_board(actor)
        self.query_one(ReplayLog).show(s.with_reasons(s.full_log()), k, m.line(k), s.names)
        self.query_one(ReplayPanel).set_text(self._panel_text())

    def on_resize(self, event: events.Resize) -> None:
        # The banner holds as much as the new width allows.
        self.call_after_refresh(self._redraw_banner)

    def _redraw_banner(self) -> None:
        self.query_one("#status", TextPanel).set_text(self._banner())

    def _banner(self) -> Text:
        m = self.model
        t = Text()
        t.append(" REPLAY ", style="bold reverse yellow")
        t.append(" read-only ", style="bold yellow")
        t.append(f" move {m.position} of {m.total} · ")
        t.append(season_text(self.session.public()), style="bold")
        if m.divergence is not None:
            t.append(f" · diverges at move {m.divergence.move}", style="bold red")
        # The rest only as far as it fits on the line (the file name goes first).
        room = self.size.width - 1
        for part in (one_line(m.path.name), f"seed {m.record.seed}", options_text(m)):
            if t.cell_len + len(part) + 3 <= room:
                t.append(f" · {part}")
        return t

    def _move_text(self, k: int) -> Text:
        line = self.model.line(k)
        if not line:
            return Text("—", style="dim")
        move = parse_move(line)
        t = Text()
        if is_secret_line(line):
            t.append(SECRET, style="bold magenta")
        t.append(f"{k}. ", style="dim")
        t.append("dice/cards" if move.chance else move.actor, style="bold")
        t.append(f": {move.text}")
        return t

    def _panel_text(self) -> Text:
        s, m = self.session, self.model
        k = m.position
        out = Text()
        out.append(f"Move {k} of {m.total}\n", style="bold")
        out.append("Shown: the game after this move\n", style="dim")
        out.append("Last move: ", style="bold")
        out.append_text(self._move_text(k) if k else Text("none yet", style="dim"))
        out.append("\nNext move: ", style="bold")
        if k < m.limit:
            out.append_text(self._move_text(k + 1))
        elif m.divergence is not None:
            out.append(f"move {m.divergence.move} does not check out", style="red")
        else:
            out.append("none — the record ends here", style="dim")
        t = s.turn()
        out.append("\nDue now: ", style="bold")
        if t.kind == "decision":
            out.append(prompt_text(t, s.names))
        elif t.kind == "over":
            out.append("the game is over")
        else:
            out.append("dice or a card (chance)")
        out.append("\n\n")
        secrets = self._secrets()
        out.append(SECRET, style="bold magenta")
        out.append("hidden from the table in play:\n", style="bold")
        if secrets:
            for line in secrets:
                out.append(f" {line}\n", style="magenta")
        else:
            out.append(" nothing at this point\n", style="dim")
        if m.divergence is not None:
            d = m.divergence
            out.append("\nThis record stops matching ", style="bold red")
            out.append(f"at move {d.move} ({d.line}): {d.reason}\n", style="red")
        out.append("\n")
        out.append(
            "← → move · ↑ ↓ season · PgUp PgDn year · Home End · g: go to · p: play on from here",
            style="dim",
        )
        return out

    def _secrets(self) -> list[str]:
        s = self.session
        st, pub = s.state, s.public()
        out = []
        for p in range(s.n):
            name = s.names[p]
            for line in s.secrets(p):
                out.append(f"{name}: " + line.replace("Your soldier token", "soldier token"))
        faced = [
            f"{ROMAN[y]} {st.ruleset.enemy(card).name} {st.ruleset.enemy(card).strength}"
            for y, card in enumerate(st.deck, start=1)
            if card and not (len(pub.deck) >= y and pub.deck[y - 1])
        ]
        if faced:
            out.append("enemies face down: " + ", ".join(faced))
        return out

    def action_blur(self) -> None:
        """Escape: leave a focused panel (the arrows then move through the game again)."""
        self.set_focus(None)

    # --- playing on ---------------------------------------------------------

    def action_play_on(self) -> None:
        m = self.model
        start = m.position
        j = m.decision_at_or_after(start)
        if j != start:
            self.go(j)
        game = LiveGame.from_record(m.branch_record(j))
        if game.state.over:
            self.notify("The game is over here: there is nothing left to play.", severity="warning")
            return
        text = Text()
        text.append("Play on from here?\n\n", style="bold")
        if j != start:
            text.append(
                f"Moved forward to move {j}, the next point where a player decides "
                f"(move {start} waited for dice or a card).\n\n"
            )
        text.append(
            f"A new game starts after move {j}: the same players, seed and history, "
            "then you decide. Dice and cards from here on come from the seed.\n"
            f"It is saved as a new game; {one_line(m.path.name)} is not changed.\n\n"
        )
        text.append("Enter: play on · Escape: stay in the replay", style="dim")

        def answer(yes: bool | None) -> None:
            if yes:
                self._play_on(game, j)

        self.app.push_screen(ConfirmPlayOn(text), answer)

    def _play_on(self, game: LiveGame, at: int) -> None:
        s, m = self.local, self.model
        new = GameSession(game, s.styles, s.home, m.record.seats)
        new.reasons = {k: why for k, why in m.record.reasons.items() if k <= at}
        new.ask_rewards = load_ask_rewards(s.home)
        new.settle()
        auto = new.autosave_file
        if auto.exists() and auto.resolve() == m.path.resolve():
            # The replayed file is the autosave itself: leave it as it is.
            stem = f"kingsburg-{stamp()}-seed{m.record.seed}-move{at}"
            new.save_to = free_name(s.home / "saves", stem)
            with contextlib.suppress(OSError, SaveBusy):
                new.claim()
        else:
            new.claim_new()  # an unfinished autosaved game is kept in saves/
        new.save()  # a failure is told by the game screen, and play goes on
        path = one_line(str(new.autosave_file))
        note = f"Playing on from move {at}; this game is saved in {path}."
        self.app.post_message(StartGame(new, " ".join([note, new.kept_note()]).strip()))
