"""Find the rules document in the player's language and cut single rules (an advisor, a
building, the enemies of a year, a phase) out of it.

Every language's ``rules_<code>.md`` has the same chapter tree: the same headings in the same
order, each ending in the same stable anchor (``## Setup {#setup}``). Rules are found by those
anchors and by table rows' first cells (a rank, a year), never by words of one language.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path
from typing import NamedTuple

import kingsburg
from kingsburg.engine import ROMAN
from kingsburg.errors import FileProblem
from kingsburg.files import read_limited
from kingsburg.text import language, name, t

# A heading's anchor, at the end of its line; the rules are shown without them.
ANCHOR = re.compile(r"[ \t]*\{#([a-z0-9-]+)\}[ \t]*$", re.MULTILINE)
MAX_RULES_BYTES = 2_000_000  # the shipped rules are about 60 kB each


def rules_path(code: str = "en") -> Path | None:
    """The shipped ``kingsburg/docs/rules_<code>.md`` first, then the repository's ``docs/``."""
    filename = f"rules_{code}.md"
    candidates = [
        Path(kingsburg.__file__).resolve().parent / "docs" / filename,
        Path(__file__).resolve().parents[3] / "docs" / filename,
    ]
    for path in candidates:
        if path.is_file():
            return path
    return None


def rules_markdown() -> str:
    """The rules as shown, in the current language: the headings without their anchors."""
    return ANCHOR.sub("", raw_rules_markdown())


def raw_rules_markdown() -> str:
    return _raw(language())


@cache
def _raw(code: str) -> str:
    path = rules_path(code)
    note = ""
    if path is None and code != "en":  # a language without its rules: English, said once
        note = t("rules-in-english") + "\n\n"
        path = rules_path("en")
    if path is None:
        return t("rules-missing", file="rules_en.md")
    try:
        text = read_limited(path, MAX_RULES_BYTES).decode("utf-8")
    except (FileProblem, UnicodeDecodeError) as e:
        why = str(e) if isinstance(e, FileProblem) else t("rules-not-utf8")
        return t("rules-unreadable", file=path.name, why=why)
    if note:  # after the title, so the first chapter still starts the document
        title, sep, rest = text.partition("\n")
        return f"{title}{sep}\n{note}{rest}" if title.startswith("# ") else note + text
    return text


def clear_cache() -> None:
    _raw.cache_clear()


class Chapter(NamedTuple):
    anchor: str  # "" for the preamble before the first chapter
    title: str
    markdown: str  # as shown: without anchors


def chapters() -> list[Chapter]:
    """The rulebook cut at its ``##`` headings, the preamble first."""
    out: list[Chapter] = []
    anchor, title = "", ""
    lines: list[str] = []
    for line in raw_rules_markdown().splitlines():
        if line.startswith("## "):
            if lines:
                out.append(_chapter(anchor, title, lines))
            m = ANCHOR.search(line)
            anchor = m.group(1) if m else ""
            title, lines = ANCHOR.sub("", line[3:]).strip(), [line]
        else:
            lines.append(line)
    if lines:
        out.append(_chapter(anchor, title, lines))
    return out


def _chapter(anchor: str, title: str, lines: list[str]) -> Chapter:
    text = ANCHOR.sub("", "\n".join(lines)).strip()
    return Chapter(anchor, title or t("rules-introduction"), text)


def heading_text(anchor: str) -> str:
    """The words of the heading with this anchor, as shown ("" if there is none)."""
    for line in raw_rules_markdown().splitlines():
        m = ANCHOR.search(line)
        if line.startswith("#") and m and m.group(1) == anchor:
            return ANCHOR.sub("", line).lstrip("#").strip()
    return ""


def chapter_of(anchor: str) -> str:
    """The anchor of the ``##`` chapter holding the heading ``anchor``."""
    chapter = ""
    for line in raw_rules_markdown().splitlines():
        m = ANCHOR.search(line)
        if not (line.startswith("#") and m):
            continue
        if line.startswith("## "):
            chapter = m.group(1)
        if m.group(1) == anchor:
            return chapter
    return ""


def section(anchor: str) -> str:
    """The markdown under the heading with this anchor, to the next heading of its level."""
    lines = raw_rules_markdown().splitlines()
    for k, line in enumerate(lines):
        m = ANCHOR.search(line)
        if not (line.startswith("#") and m and m.group(1) == anchor):
            continue
        level = len(line) - len(line.lstrip("#"))
        out = [line]
        for nxt in lines[k + 1 :]:
            if nxt.startswith("#") and len(nxt) - len(nxt.lstrip("#")) <= level:
                break
            out.append(nxt)
        return ANCHOR.sub("", "\n".join(out)).strip()
    return ""


def _table(anchor: str, first_cell: str) -> tuple[list[str], list[str]]:
    """The first table under the heading ``anchor``: its header lines and the rows whose
    first cell is ``first_cell``."""
    head: list[str] = []
    rows: list[str] = []
    for line in section(anchor).splitlines():
        if not line.startswith("|"):
            if head:
                break
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(head) < 2:
            head.append(line)
        elif cells and cells[0] == first_cell:
            rows.append(line)
    return head, rows


def advisor_rule(rank: int, summary: str) -> str:
    adv = name("advisor", rank)
    text = f"# {rank} — {adv}\n\n{t('rules-advisor-intro', rank=rank, summary=summary)}\n"
    head, rows = _table("advisors", str(rank))
    if rows:
        text += "\n" + "\n".join(head + rows) + "\n"
    notes = section("notes-on-the-advisors")
    for para in notes.split("\n- ")[1:]:
        lead = para.split(".")[0]
        if f"**{adv}" in para or f"{adv}**" in para or f" {adv}" in lead:
            text += "\n- " + " ".join(para.split()) + "\n"
    return text


# Buildings that share one section of the rules.
_SHARED_SECTION = {
    "guard_tower": "guard-tower-blacksmith-and-wizards-guild",
    "blacksmith": "guard-tower-blacksmith-and-wizards-guild",
    "wizards_guild": "guard-tower-blacksmith-and-wizards-guild",
}


def building_anchor(building_id: str) -> str:
    return _SHARED_SECTION.get(building_id, "building-" + building_id.replace("_", "-"))


def building_rule(building_id: str, fallback: str) -> str:
    sec = section(building_anchor(building_id))
    return sec if sec else f"# {name('building', building_id)}\n\n{fallback}"


def enemy_rule(year: int) -> str:
    text = f"# {t('rules-enemies-title', year=ROMAN[year])}\n\n{t('rules-enemies-intro')}\n\n"
    head, rows = _table("enemies", ROMAN[year])
    if rows:
        text += "\n".join(head + rows) + "\n"
    return text


# The rule shown for each phase of the year (``reports.phase_key``).
PHASE_ANCHORS = {
    "favor": "phase-1",
    "spring": "productive-seasons",
    "summer": "productive-seasons",
    "fall": "productive-seasons",
    "reward": "phase-3",
    "envoy": "phase-5",
    "recruit": "phase-7",
    "winter": "phase-8",
    "end": "end-of-the-game",
}


def phase_rule(tag: str) -> str:
    sec = section(PHASE_ANCHORS.get(tag, "overview"))
    return sec or f"# {t('rules-title')}\n\n{t('rules-press-f1')}"
