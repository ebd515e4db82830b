"""The end screen's VP chart, drawn as text."""

from __future__ import annotations

from kingsburg.tui.style import default_styles
from kingsburg.tui.widgets.vp_chart import chart_text


def test_the_chart_marks_each_season_and_joins_them() -> None:
    # Two players over the first year (the start and four seasons), 26 cells wide.
    text = chart_text([[0, 2, 4, 4, 8], [0, 0, 1, 2, 2]], ["Ann", "Bo"], default_styles(2), 26)
    assert text.plain.splitlines() == [
        "VP after each season",
        "   8┤                   ●",
        "    │                  · ",
        "    │                 ·  ",
        "    │                ·   ",
        "    │               ·    ",
        "   4┤          ●···●     ",
        "    │         ·          ",
        "    │       ··           ",
        "    │     ●·       ▲····▲",
        "    │   ··      ···      ",
        "    │ ··    ···▲         ",
        "   0┤▲····▲·             ",
        "    └┬──────────────────┬",
        "   start                I",
        "● Ann 8 VP   ▲ Bo 2 VP",
    ]
    # Each player's glyph is in the player's colour.
    ann, bo = default_styles(2)
    marks = {
        text.plain[s.start : s.end]: str(s.style) for s in text.spans if "bold #" in str(s.style)
    }
    assert marks[ann.glyph] == f"bold {ann.hex}" and marks[bo.glyph] == f"bold {bo.hex}"


def test_a_game_with_no_points_still_draws_an_axis() -> None:
    text = chart_text([[0] * 21, [0] * 21], ["Ann", "Bo"], default_styles(2), 40)
    lines = text.plain.splitlines()
    assert lines[-3].startswith("    └┬") and lines[-3].count("┬") == 6  # start and 5 years
    assert lines[-2].split() == ["start", "I", "II", "III", "IV", "V"]
    assert lines[-1] == "● Ann 0 VP   ▲ Bo 0 VP"


def test_the_chart_has_the_height_the_end_screen_gives_it() -> None:
    from pathlib import Path

    from kingsburg.tui.widgets.vp_chart import HEIGHT

    text = chart_text([[0, 3, 9]] * 5, ["Ann", "Bo", "Cy", "Di", "Ed"], default_styles(5), 60)
    assert len(text.plain.splitlines()) == HEIGHT
    css = (Path(__file__).parents[2] / "src/kingsburg/tui/kingsburg.tcss").read_text("utf-8")
    assert f"height: {HEIGHT};  /* vp_chart.HEIGHT" in css
