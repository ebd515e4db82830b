"""Write the golden transcripts again: ``python -m tests.golden.regen`` (from the top of the
repository) after an intended change to the rules or their events; review the diff."""

from __future__ import annotations

from tests.golden.transcript import GAMES, bot_decisions, play


def main() -> None:
    for game in GAMES:
        lines = play(game, bot_decisions(game))
        game.path.write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"{game.path.name}: {len(lines)} lines")


if __name__ == "__main__":
    main()
