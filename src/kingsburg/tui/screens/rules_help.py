"""Rules help: the whole rulebook (F1, ?) and single rules (r on a focused item)."""

from __future__ import annotations

from typing import Any

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.timer import Timer
from textual.widgets import Markdown, MarkdownViewer, OptionList, Static

from kingsburg.text import t
from kingsburg.tui.bindings import WordedModal
from kingsburg.tui.keys import keys_markdown
from kingsburg.tui.rules_text import chapters, heading_text
from kingsburg.tui.safe import plain
from kingsburg.tui.screens.too_small import SizeAwareScreen
from kingsburg.tui.widgets.footer import Footer

KEYS_CHAPTER = "keys"  # the app's keys: the first chapter, made by the app, not the rules file


def keys_chapter() -> tuple[str, str, str]:
    return KEYS_CHAPTER, t("rules-keys-chapter"), keys_markdown()


def top_level(markdown: str) -> str:
    """Raise a chapter's headings so that its first is a ``#`` heading: the contents tree
    (``t``) otherwise puts an untitled node above a chapter that starts at ``##``."""
    lines = markdown.splitlines()
    levels = [len(x) - len(x.lstrip("#")) for x in lines if x.startswith("#")]
    drop = min(levels, default=1) - 1
    if drop <= 0:
        return markdown
    return "\n".join(x[drop:] if x.startswith("#" * drop + "#") else x for x in lines)


class RulesViewer(MarkdownViewer):
    """A MarkdownViewer that follows only links within the page: its default would load
    any file a link names, or hand a web address to the browser."""

    async def _on_markdown_link_clicked(self, message: Markdown.LinkClicked) -> None:
        message.stop()
        if message.href.startswith("#"):
            self.document.goto_anchor(message.href[1:])


class RulesHelpScreen(SizeAwareScreen):
    """The rulebook one chapter at a time (the whole book at once takes seconds to lay out):
    chapters on the left, the chapter in a MarkdownViewer with its own contents.

    It always opens on the chapter list, with the chapter on show highlighted, and its title
    says the keys that work where the focus is (the list or the text)."""

    BINDINGS = [  # noqa: RUF012  (descriptions: message ids, see tui/bindings.py)
        Binding("escape,q,f1", "close", "rules-key-close"),
        Binding("t", "toc", "rules-key-toc"),
        Binding("tab", "app.focus_next", "rules-key-switch", show=False),
    ]

    def __init__(self) -> None:
        super().__init__()
        # The app's keys first, then the rulebook; each chapter's heading its top level.
        self.chapters = [
            (anchor, title, top_level(md)) for anchor, title, md in [keys_chapter(), *chapters()]
        ]
        self._pending: Timer | None = None
        self._shown = 0

    def compose(self) -> ComposeResult:
        yield Static(t("rules-help-title-list"), id="help-title")
        with Horizontal():
            yield OptionList(*[plain(title) for _, title, _ in self.chapters], id="chapters")
            yield RulesViewer(
                self.chapters[0][2] if self.chapters else "",
                show_table_of_contents=False,
                id="rules",
            )
        yield Footer()

    def on_mount(self) -> None:
        self._to_list()

    def on_screen_resume(self) -> None:
        # Reopened (F1 again): back on the list, at the chapter on show, whatever had the
        # focus when it was closed.
        self._to_list()

    def _to_list(self) -> None:
        chapters_list = self.query_one("#chapters", OptionList)
        chapters_list.highlighted = self._shown
        chapters_list.focus()

    def on_descendant_focus(self) -> None:
        on_list = isinstance(self.focused, OptionList)
        title = t("rules-help-title-list" if on_list else "rules-help-title-text")
        self.query_one("#help-title", Static).update(title)

    def index_of(self, anchor: str) -> int | None:
        """The chapter holding the heading ``anchor`` (a chapter's own or a section's)."""
        from kingsburg.tui.rules_text import chapter_of

        chapter = chapter_of(anchor) or anchor
        return next((k for k, c in enumerate(self.chapters) if c[0] == chapter), None)

    def section_title(self, anchor: str) -> str:
        return heading_text(anchor)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.show_chapter(event.option_index)
        self.query_one(MarkdownViewer).document.focus()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        # Wait until the arrow keys rest: laying out a chapter takes a moment.
        if self._pending is not None:
            self._pending.stop()
        index = event.option_index
        self._pending = self.set_timer(0.15, lambda: self.show_chapter(index))

    def show_chapter(self, index: int) -> None:
        if 0 <= index < len(self.chapters) and index != self._shown:
            self._shown = index
            viewer = self.query_one(MarkdownViewer)
            viewer.document.update(self.chapters[index][2])
            viewer.scroll_home(animate=False)

    def action_toc(self) -> None:
        viewer = self.query_one(MarkdownViewer)
        viewer.show_table_of_contents = not viewer.show_table_of_contents

    def action_close(self) -> None:
        self.dismiss(None)


class RuleDialog(WordedModal[None]):
    """One rule (an advisor, a building, the enemies of a year, a phase)."""

    BINDINGS = [Binding("escape,enter,r,q", "close", "rules-dialog-close")]  # noqa: RUF012

    def __init__(self, markdown: str) -> None:
        super().__init__()
        self.markdown = markdown

    def compose(self) -> ComposeResult:
        with Vertical(id="rule-box"):
            yield Markdown(self.markdown, id="rule-text", open_links=False)
            yield Static(t("rules-dialog-hint"), id="rule-hint")

    def action_close(self) -> None:
        self.dismiss(None)


async def open_rules_at(app: App[Any], anchor: str) -> None:
    """Open the rulebook at the heading ``anchor`` (its chapter, scrolled to the heading);
    the rulebook as usual when no chapter holds it."""
    from textual.widgets.markdown import MarkdownBlock

    screen = RulesHelpScreen()
    index = screen.index_of(anchor)
    await app.push_screen(screen)  # (with no chapter for ``anchor``: the first one)
    if index is None:
        return
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
