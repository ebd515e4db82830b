"""Rules help: the whole rulebook (F1, ?) and single rules (r on a focused item)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Markdown, MarkdownViewer, Static

from kingsburg.tui.rules_text import rules_markdown
from kingsburg.tui.screens.too_small import SizeAwareScreen


class RulesHelpScreen(SizeAwareScreen):
    BINDINGS = [  # noqa: RUF012
        Binding("escape,q,f1", "close", "Back to the game"),
        Binding("t", "toc", "Contents"),
    ]

    def compose(self) -> ComposeResult:
        yield Static(" Rules of Kingsburg — Escape returns to the game", id="help-title")
        yield MarkdownViewer(rules_markdown(), show_table_of_contents=True, id="rules")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(MarkdownViewer).document.focus()

    def action_toc(self) -> None:
        viewer = self.query_one(MarkdownViewer)
        viewer.show_table_of_contents = not viewer.show_table_of_contents

    def action_close(self) -> None:
        self.dismiss(None)


class RuleDialog(ModalScreen[None]):
    """One rule (an advisor, a building, the enemies of a year, a phase)."""

    BINDINGS = [Binding("escape,enter,r,q", "close", "Close")]  # noqa: RUF012

    def __init__(self, markdown: str) -> None:
        super().__init__()
        self.markdown = markdown

    def compose(self) -> ComposeResult:
        with Vertical(id="rule-box"):
            yield Markdown(self.markdown, id="rule-text")
            yield Static("Escape or Enter: close · F1: all the rules", id="rule-hint")

    def action_close(self) -> None:
        self.dismiss(None)
