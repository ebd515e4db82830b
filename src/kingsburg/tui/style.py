"""Player colours and symbols: colour-blind safe, and never colour alone."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from rich.text import Text

from kingsburg.errors import KingsburgError
from kingsburg.files import read_json, write_atomic

# Okabe–Ito palette: distinguishable with the common colour-vision deficiencies.
COLOURS: dict[str, str] = {
    "orange": "#E69F00",
    "sky blue": "#56B4E9",
    "green": "#009E73",
    "yellow": "#F0E442",
    "blue": "#0072B2",
    "vermilion": "#D55E00",
    "purple": "#CC79A7",
}
SYMBOLS: dict[str, str] = {
    "circle": "●",
    "triangle": "▲",
    "square": "■",
    "diamond": "◆",
    "star": "★",
    "cross": "✚",
}
DEFAULT_NAMES = ("Alice", "Bruno", "Chiara", "Dario", "Elena")
DEFAULT_COLOURS = ("orange", "sky blue", "green", "yellow", "purple")
DEFAULT_SYMBOLS = ("circle", "triangle", "square", "diamond", "star")
NEUTRAL_SYMBOL = "○"
NEUTRAL_COLOUR = "#9E9E9E"
GOOD_LETTERS = ("G", "W", "S")  # gold, wood, stone


@dataclass(frozen=True, slots=True)
class PlayerStyle:
    colour: str  # a key of COLOURS
    symbol: str  # a key of SYMBOLS

    @property
    def hex(self) -> str:
        return COLOURS.get(self.colour, "#FFFFFF")

    @property
    def glyph(self) -> str:
        return SYMBOLS.get(self.symbol, "?")


def default_styles(n: int) -> list[PlayerStyle]:
    return [PlayerStyle(DEFAULT_COLOURS[i], DEFAULT_SYMBOLS[i]) for i in range(n)]


def tag(name: str, style: PlayerStyle, bold: bool = True) -> Text:
    """``● Alice`` in the player's colour."""
    return Text(f"{style.glyph} {name}", style=f"{'bold ' if bold else ''}{style.hex}")


def styles_path(home: Path) -> Path:
    return home / "autosave.styles.json"


def save_styles(home: Path, styles: list[PlayerStyle]) -> None:
    write_atomic(styles_path(home), json.dumps([[s.colour, s.symbol] for s in styles]))


def load_styles(home: Path, n: int) -> list[PlayerStyle]:
    """The styles chosen at setup for the autosaved game (defaults if unreadable)."""
    try:
        raw = read_json(styles_path(home), 4096)
        styles = [PlayerStyle(str(c), str(s)) for c, s in raw]
        if (
            len(styles) == n
            and all(s.colour in COLOURS and s.symbol in SYMBOLS for s in styles)
            and len({s.colour for s in styles}) == n
            and len({s.symbol for s in styles}) == n
        ):
            return styles
    except (KingsburgError, ValueError, TypeError):
        pass  # a missing, damaged or hostile file: the default styles
    return default_styles(n)
