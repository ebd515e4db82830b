"""Kingsburg, the board game, for 2-5 players at one terminal."""

__version__ = "0.1.0"  # the one place: pyproject.toml reads it, records store it
