"""``rules`` in plain mode: the rulebook's chapters (docs/rules_<lang>.md, as F1 shows
them) as plain lines: headings without their marks, tables row by row, no emphasis marks."""

from __future__ import annotations

import re

from kingsburg.text import name, t
from kingsburg.tui import rules_text

_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")
_MARKS = re.compile(r"\*\*|__|`")


def plain_markdown(markdown: str) -> list[str]:
    """Markdown as lines to read: "## Setup" -> "Setup", "| 1 | Jester |" -> "1; Jester"."""
    out: list[str] = []
    for raw in markdown.splitlines():
        line = _MARKS.sub("", _LINK.sub(r"\1", rules_text.ANCHOR.sub("", raw))).rstrip()
        if line.startswith("|"):
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if all(set(c) <= set("-: ") for c in cells):
                continue  # a table's rule line
            line = "; ".join(c for c in cells if c)
        elif line.startswith("#"):
            line = line.lstrip("#").strip()
        elif line.lstrip().startswith(("- ", "* ")):
            line = line.lstrip()[2:]
        out.append(line)
    while out and not out[-1]:
        out.pop()
    return out


def chapter_list() -> list[str]:
    """The chapters, numbered: ``rules N`` reads one."""
    return [t("plain-rules-head")] + [
        f"{k}) {c.title}" for k, c in enumerate(rules_text.chapters(), start=1)
    ]


def rules_lines(topic: str) -> list[str]:
    """A chapter by its number, else the first heading, advisor or building named by
    ``topic`` (any part of the name, any case)."""
    topic = topic.strip()
    if not topic:
        return chapter_list()
    chapters = rules_text.chapters()
    if topic.isdigit():
        k = int(topic)
        if 1 <= k <= len(chapters):
            return plain_markdown(chapters[k - 1].markdown)
        return [t("plain-rules-no-chapter", n=len(chapters))]
    want = topic.casefold()
    for rank in range(1, 19):
        if want in name("advisor", rank).casefold():
            return plain_markdown(rules_text.advisor_rule(rank, summary_text_plain(rank)))
    for line in rules_text.raw_rules_markdown().splitlines():
        m = rules_text.ANCHOR.search(line)
        if line.startswith("#") and m:
            title = rules_text.ANCHOR.sub("", line).lstrip("#").strip()
            if want in title.casefold():
                return plain_markdown(rules_text.section(m.group(1)))
    return [t("plain-rules-not-found", topic=topic)]


def summary_text_plain(rank: int) -> str:
    """The advisor's printed reward in a few words (a module 6 tile aside)."""
    return t(f"decide-summary-advisor-{rank}")
