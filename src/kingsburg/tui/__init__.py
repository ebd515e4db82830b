"""The Textual hot-seat app: 2–5 people play Kingsburg at one terminal.

``run_app`` (in ``tui.app``) is the entry point; ``GameSession`` is the only
object here that talks to the engine and the game record.
"""
