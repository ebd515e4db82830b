"""Widgets of the game screen: each dense panel is one widget that renders its own lines."""
