"""Find the rules document and cut single rules (an advisor, a building, an enemy) out of it."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import kingsburg
from kingsburg.engine import ROMAN
from kingsburg.errors import FileProblem
from kingsburg.files import read_limited


def rules_path() -> Path | None:
    """The shipped ``kingsburg/docs/rules_en.md`` first, then the repository's ``docs/``."""
    candidates = [
        Path(kingsburg.__file__).resolve().parent / "docs" / "rules_en.md",
        Path(__file__).resolve().parents[3] / "docs" / "rules_en.md",
    ]
    for path in candidates:
        if path.is_file():
            return path
    return None


MAX_RULES_BYTES = 2_000_000  # the shipped rules are about 60 kB


# Each heading ends in a stable anchor, the same in every language: ``## Setup {#setup}``.
ANCHOR = re.compile(r"[ \t]*\{#([a-z0-9-]+)\}[ \t]*$", re.MULTILINE)


@cache
def rules_markdown() -> str:
    """The rules as shown: the headings without their anchors."""
    return ANCHOR.sub("", raw_rules_markdown())


@cache
def raw_rules_markdown() -> str:
    path = rules_path()
    if path is None:
        return "# Rules\n\nThe rules document (rules_en.md) is missing from this installation."
    try:
        return read_limited(path, MAX_RULES_BYTES).decode("utf-8")
    except (FileProblem, UnicodeDecodeError) as e:
        why = str(e) if isinstance(e, FileProblem) else "not UTF-8 text"
        return f"# Rules\n\nThe rules document ({path.name}) cannot be read: {why}."


def chapters() -> list[tuple[str, str]]:
    """The rulebook cut at its ``##`` headings: (title, markdown), the preamble first."""
    out: list[tuple[str, str]] = []
    title = ""
    lines: list[str] = []
    for line in rules_markdown().splitlines():
        if line.startswith("## "):
            if lines:
                out.append((title or "Introduction", "\n".join(lines).strip()))
            title, lines = line[3:].strip(), [line]
        elif line.startswith("# ") and not title:
            lines.append(line)
            title = ""
        else:
            lines.append(line)
    if lines:
        out.append((title or "Introduction", "\n".join(lines).strip()))
    return out


def _section(heading_pattern: str) -> str:
    """The markdown section under the first heading matching the pattern (to the next heading)."""
    lines = rules_markdown().splitlines()
    rx = re.compile(heading_pattern, re.IGNORECASE)
    for k, line in enumerate(lines):
        if line.startswith("#") and rx.search(line.lstrip("#").strip()):
            level = len(line) - len(line.lstrip("#"))
            out = [line]
            for nxt in lines[k + 1 :]:
                if nxt.startswith("#") and len(nxt) - len(nxt.lstrip("#")) <= level:
                    break
                out.append(nxt)
            return "\n".join(out).strip()
    return ""


def _table_rows(first_cells: tuple[str, ...]) -> list[str]:
    """Markdown table rows whose leading cells equal ``first_cells``."""
    out = []
    for line in rules_markdown().splitlines():
        if not line.startswith("|"):
            continue
        cells = [c.strip() for c in line.strip("|").split("|")]
        if tuple(cells[: len(first_cells)]) == first_cells:
            out.append(line)
    return out


def advisor_rule(rank: int, name: str, summary: str) -> str:
    rows = _table_rows((str(rank), name))
    text = f"# {rank} — {name}\n\nDice total needed: **{rank}**. Reward: {summary}.\n"
    if rows:
        text += "\n| Rank | Advisor | Reward |\n|---|---|---|\n" + "\n".join(rows) + "\n"
    notes = _section(r"^Notes on the advisors$")
    for para in notes.split("\n- ")[1:]:
        if f"**{name}" in para or f"{name}**" in para or f" {name}" in para.split(".")[0]:
            text += "\n- " + " ".join(para.split()) + "\n"
    return text


def building_rule(name: str, fallback: str) -> str:
    sec = _section(rf"\b{re.escape(name)}\b")
    return sec if sec else f"# {name}\n\n{fallback}"


def enemy_rule(year: int) -> str:
    rows = _table_rows((ROMAN[year],))
    text = f"# Enemies of year {ROMAN[year]}\n\n"
    text += (
        "One of these cards attacks this winter. Compare your soldiers plus your buildings' "
        "battle values with its strength: higher wins the reward, equal holds it off, "
        "lower pays the penalty.\n\n"
    )
    if rows:
        text += (
            "| Year | Enemy | Strength | Reward if you win | Penalty if you lose |\n"
            "|---|---|---|---|---|\n" + "\n".join(rows) + "\n"
        )
    return text


_PHASE_HEADINGS = {
    "favor": r"^Phase 1\b",
    "spring": r"^Phases 2, 4 and 6",
    "summer": r"^Phases 2, 4 and 6",
    "fall": r"^Phases 2, 4 and 6",
    "reward": r"^Phase 3\b",
    "envoy": r"^Phase 5\b",
    "recruit": r"^Phase 7\b",
    "winter": r"^Phase 8\b",
    "end": r"^End of the game",
}


def phase_rule(tag: str) -> str:
    sec = _section(_PHASE_HEADINGS.get(tag, r"^Overview"))
    return sec or "# Rules\n\nPress F1 for the full rules."
