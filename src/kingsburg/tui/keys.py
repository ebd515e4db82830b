"""The keys of a game, listed once: for the rules screen's keys chapter and ``--help``.

What each key does is a message (``key-game-…``), worded when shown: in the language chosen
then. The keys themselves are key names, never translated.
"""

from __future__ import annotations

from kingsburg.text import t

GAME_KEYS: tuple[tuple[str, str], ...] = (  # (the keys, the message saying what they do)
    ("1–9, Enter", "key-game-choose"),
    ("0", "key-game-pass"),
    ("Escape", "key-game-escape"),
    ("u, ctrl+z", "key-game-undo"),
    ("l", "key-game-log"),
    ("r", "key-game-rule"),
    ("d", "key-game-group"),
    ("[ ]", "key-game-sheets"),
    ("p", "key-game-peek"),
    ("h", "key-game-hint"),
    ("space . + −", "key-game-pace"),
    ("v", "key-game-panel"),
    ("ctrl+s", "key-game-save"),
    ("x, e", "key-game-lesson"),
    ("F1, ?", "key-game-rules"),
    ("ctrl+p", "key-game-palette"),
    ("ctrl+q", "key-game-quit"),
)


def keys_title() -> str:
    """The keys chapter's title on the rules screen."""
    return t("key-chapter-title")


def keys_markdown() -> str:
    """The keys as a chapter of the rules screen."""
    rows = "\n".join(f"| {key} | {t(what)} |" for key, what in GAME_KEYS)
    return (
        f"# {keys_title()}\n\n{t('key-chapter-intro')}\n\n"
        f"| {t('key-column-key')} | {t('key-column-what')} |\n|---|---|\n{rows}\n"
    )


def keys_help() -> str:
    """The keys as plain lines, for ``kingsburg --help``."""
    width = max(len(key) for key, _ in GAME_KEYS)
    lines = [f"  {key:<{width}}  {t(what)}" for key, what in GAME_KEYS]
    return "\n".join([t("key-help-head"), *lines])
