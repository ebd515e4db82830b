"""The one way the app shows text that comes from outside (a record, a save, a data file,
a player): never as markup, never with control characters.

Rich/Textual read ``[b]…[/b]`` and ``[@click=app.quit]…[/]`` in plain strings as markup
and actions, and a control character would reach the terminal. So a string from outside
is shown only through ``plain()`` (for titles and widgets) or ``notify`` (the app's
override routes every notification through ``clean()`` with markup off).
"""

from __future__ import annotations

from textual.content import Content

from kingsburg.errors import one_line


def clean(text: str) -> str:
    """``text`` with every control character but the newline shown as an escape (``\\x1b``),
    line by line as the command line shows a line (``one_line``). File names and paths are
    shown through ``one_line`` itself: a newline in a file name is escaped too."""
    if text.isprintable():
        return text
    return "\n".join(one_line(line) for line in text.split("\n"))


def plain(text: str) -> Content:
    """Content that shows ``text`` exactly as written (``Content`` never parses markup)."""
    return Content(clean(text))
