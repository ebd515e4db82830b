"""The keys of a game, listed once: for the rules screen's keys chapter and ``--help``."""

from __future__ import annotations

GAME_KEYS: tuple[tuple[str, str], ...] = (
    (
        "1–9, Enter",
        "choose an option; after new dice, a card or another player's move the "
        "first Enter only highlights option 1, a second plays it",
    ),
    ("0", "pass"),
    ("Escape", "back out of a submenu (while a computer decides: pause)"),
    ("u, ctrl+z", "undo your last decision (until new dice or a card come up)"),
    ("l", "the whole game's log, to scroll back through"),
    ("r", "the rule of what is highlighted"),
    ("d", "influence: list the options by dice or by advisor"),
    ("[ ]", "the other players' provinces"),
    ("p", "look at your secret enemy cards again"),
    ("h", "a hint: what the strong level would do (with computer players)"),
    ("space . + −", "computers: pause or go on, one move, faster, slower"),
    ("v", "next panel, when the terminal is too small to show them all"),
    ("ctrl+s", "save a copy of the game in saves/ (it autosaves after every move anyway)"),
    ("F1, ?", "the rules"),
    ("ctrl+p", "every command"),
    ("ctrl+q", "quit; `kingsburg resume` continues an unfinished game"),
)


def keys_markdown() -> str:
    """The keys as a chapter of the rules screen."""
    rows = "\n".join(f"| {key} | {what} |" for key, what in GAME_KEYS)
    return (
        "# Keys of this app\n\n"
        "The footer shows the keys that work now; the log's and the menu's keys are shown "
        "under them.\n\n| Key | What it does |\n|---|---|\n" + rows + "\n"
    )


def keys_help() -> str:
    """The keys as plain lines, for ``kingsburg --help``."""
    width = max(len(key) for key, _ in GAME_KEYS)
    return "keys in a game:\n" + "\n".join(f"  {key:<{width}}  {what}" for key, what in GAME_KEYS)
