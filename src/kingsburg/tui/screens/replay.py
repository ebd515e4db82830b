"""Replay: the game screen, read-only, moving through a recorded game; "play on" branches."""

from __future__ import annotations

import contextlib

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Input, Static

from kingsburg.engine import ROMAN, parse_action, turn
from kingsburg.errors import KingsburgError, one_line
from kingsburg.record import LiveGame, parse_move
from kingsburg.saves import SaveBusy, free_name, stamp
from kingsburg.text import name as thing_name
from kingsburg.text import t
from kingsburg.text.decisions import action_label, prompt_text
from kingsburg.tui.bindings import Question, WordedModal
from kingsburg.tui.messages import StartGame
from kingsburg.tui.replay import ReplayModel, is_secret_line
from kingsburg.tui.screens.board import BoardScreen
from kingsburg.tui.session import GameSession, season_text
from kingsburg.tui.settings import load_ask_rewards
from kingsburg.tui.widgets.panel import TextPanel
from kingsburg.tui.widgets.replay_log import ReplayLog, secret_mark


def options_text(model: ReplayModel) -> str:
    r = model.record
    parts = [t("replay-module", module=m) for m in r.modules] + list(r.variants)
    return t("replay-options", options=", ".join(parts)) if parts else t("replay-base-game")


class ReplayPanel(TextPanel):
    """Where the decision menu is in play: the move shown, the next one, the secrets."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.border_title = t("replay-title")


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
            yield Static(t("replay-goto-ask", limit=self.limit))
            placeholder = t("replay-goto-placeholder")
            yield Input(value=str(self.current), placeholder=placeholder, id="goto-input")
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


class ConfirmPlayOn(Question):
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
        logs = (ReplayLog(id="log"), ReplayLog(id="log-low"))
        super().__init__(session, logs, ReplayPanel(id="decision"))
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
                t("replay-diverges-note", move=d.move, reason=d.reason, limit=m.limit),
                title=t("replay-diverges-title"),
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
        line = m.line(k)
        if line and not (move := parse_move(line)).chance and not is_secret_line(line):
            line = f"{move.actor}: {self._words(k, move.text)}"  # in words, not the notation
        entries = s.with_reasons(s.full_log())
        for log in self.query(ReplayLog):
            log.show(entries, k, line, s.names)
        self.query_one(ReplayPanel).set_text(self._panel_text())

    def on_resize(self, event: events.Resize) -> None:
        # The banner holds as much as the new width allows.
        self.call_after_refresh(self._redraw_banner)

    def _redraw_banner(self) -> None:
        self.query_one("#status", TextPanel).set_text(self._banner())

    def _banner(self) -> Text:
        m = self.model
        out = Text()
        out.append(f" {t('replay-banner')} ", style="bold reverse yellow")
        out.append(f" {t('replay-read-only')} ", style="bold yellow")
        out.append(f" {t('replay-move-of', move=m.position, total=m.total)} · ")
        out.append(season_text(self.session.public()), style="bold")
        if m.divergence is not None:
            out.append(f" · {t('replay-diverges-at', move=m.divergence.move)}", style="bold red")
        # The rest only as far as it fits on the line (the file name goes first).
        room = self.size.width - 1
        seed = t("replay-seed", seed=str(m.record.seed))
        for part in (one_line(m.path.name), seed, options_text(m)):
            if out.cell_len + len(part) + 3 <= room:
                out.append(f" · {part}")
        return out

    def _move_text(self, k: int) -> Text:
        line = self.model.line(k)
        if not line:
            return Text("—", style="dim")
        move = parse_move(line)
        out = Text()
        if is_secret_line(line):
            out.append(secret_mark(), style="bold magenta")
        out.append(f"{k}. ", style="dim")
        out.append(t("replay-chance") if move.chance else move.actor, style="bold")
        out.append(f": {self._words(k, move.text) if not move.chance else move.text}")
        return out

    def _words(self, k: int, text: str) -> str:
        """Decision ``k`` (the last or the next) as its menu offered it ("Take 1 gold"); its
        record line if the record's line does not parse."""
        game = self.model.game
        if k == len(game.moves) + 1:  # the next move: decided in the state shown
            due = turn(game.state)
            try:
                action = parse_action(game.state, text)
            except KingsburgError:
                return text
            return action_label(game.state, action, due.decision, advisor=due.advisor)
        decided = self.model.decided
        if decided is None or decided[0] != k:
            return text
        _, action, decision, advisor = decided
        return action_label(game.state, action, decision, advisor=advisor)

    def _panel_text(self) -> Text:
        s, m = self.session, self.model
        k = m.position
        out = Text()
        out.append(t("replay-panel-move", move=k, total=m.total) + "\n", style="bold")
        out.append(t("replay-panel-shown") + "\n", style="dim")
        out.append(t("replay-panel-last") + " ", style="bold")
        out.append_text(self._move_text(k) if k else Text(t("replay-none-yet"), style="dim"))
        out.append("\n" + t("replay-panel-next") + " ", style="bold")
        if k < m.limit:
            out.append_text(self._move_text(k + 1))
        elif m.divergence is not None:
            out.append(t("replay-no-check", move=m.divergence.move), style="red")
        else:
            out.append(t("replay-record-ends"), style="dim")
        turn = s.turn()
        out.append("\n" + t("replay-panel-due") + " ", style="bold")
        if turn.kind == "decision":
            out.append(prompt_text(turn, s.names))
        elif turn.kind == "over":
            out.append(t("replay-due-over"))
        else:
            out.append(t("replay-due-chance"))
        out.append("\n\n")
        secrets = self._secrets()
        out.append(secret_mark(), style="bold magenta")
        out.append(t("replay-hidden") + "\n", style="bold")
        if secrets:
            for line in secrets:
                out.append(f" {line}\n", style="magenta")
        else:
            out.append(f" {t('replay-hidden-none')}\n", style="dim")
        if m.divergence is not None:
            d = m.divergence
            out.append("\n" + t("replay-stops-matching") + " ", style="bold red")
            out.append(
                t("replay-stops-at", move=d.move, line=d.line, reason=d.reason) + "\n", style="red"
            )
        out.append("\n")
        out.append(t("replay-keys"), style="dim")
        return out

    def _secrets(self) -> list[str]:
        s = self.session
        st, pub = s.state, s.public()
        out = []
        for p in range(s.n):
            name = s.names[p]
            pick = st.players[p].token_pick
            own = t("screen-secret-token", pick=pick)
            for line in s.secrets(p):
                if line == own:  # whose token it is goes before it
                    line = t("screen-secret-token-named", pick=pick)
                out.append(f"{name}: {line}")
        faced = [
            f"{ROMAN[y]} {thing_name('enemy', st.ruleset.enemy(card).type)} "
            f"{st.ruleset.enemy(card).strength}"
            for y, card in enumerate(st.deck, start=1)
            if card and not (len(pub.deck) >= y and pub.deck[y - 1])
        ]
        if faced:
            out.append(t("replay-face-down", enemies=", ".join(faced)))
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
            self.notify(t("replay-over-here"), severity="warning")
            return
        text = Text()
        text.append(t("replay-play-on-ask") + "\n\n", style="bold")
        if j != start:
            text.append(t("replay-moved-forward", move=j, start=start) + "\n\n")
        text.append(t("replay-play-on-explain", move=j, file=one_line(m.path.name)) + "\n\n")
        text.append(t("replay-play-on-keys"), style="dim")

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
        note = t("replay-playing-on", move=at, path=path)
        self.app.post_message(StartGame(new, " ".join([note, new.kept_note()]).strip()))
