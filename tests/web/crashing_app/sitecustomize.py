"""Loaded by every Python started with this folder on PYTHONPATH (``site`` imports it):
with KINGSBURG_TEST_CRASH set, the app raises an unexpected error one second after a
game has started, as a bug would. Only tests set either."""

import os

if os.environ.get("KINGSBURG_TEST_CRASH"):
    from kingsburg.tui.app import KingsburgApp

    _start_game = KingsburgApp.start_game

    def _crash() -> None:
        raise RuntimeError("a crash made by the test")

    def start_game(self: KingsburgApp, session: object) -> None:
        _start_game(self, session)  # type: ignore[arg-type]
        self.set_timer(1.0, _crash)

    KingsburgApp.start_game = start_game  # type: ignore[method-assign]
