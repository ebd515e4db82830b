"""Headless games between bots, for testing and balance (``kingsburg simulate``)."""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from operator import attrgetter
from pathlib import Path

from kingsburg.bots import make_bot
from kingsburg.driver import ChanceDriver
from kingsburg.engine import (
    CHANCE,
    OVER,
    Event,
    GameConfig,
    GameState,
    apply,
    new_game,
    ranking,
    to_act,
    view,
)
from kingsburg.errors import KingsburgError
from kingsburg.record import LiveGame, save_record_atomic
from kingsburg.text import t
from kingsburg.text.numbers import decimals, point
from kingsburg.workers import in_order

DEFAULT_NAMES = ("Alice", "Bruno", "Chiara", "Dario", "Elena")
_KIND = attrgetter("kind")


@dataclass(slots=True)
class Summary:
    games: int = 0
    seats: int = 0
    vp: list[int] = field(default_factory=list)  # every player's final VP
    wins: list[float] = field(default_factory=list)  # by seat (shared wins split)
    buildings: int = 0  # built during the games
    won: int = 0  # battles won
    lost: int = 0  # battles lost
    moves: int = 0

    def add(self, other: Summary) -> None:
        """Count ``other``'s games (of as many seats) in this summary too."""
        self.games += other.games
        self.vp += other.vp
        self.wins = [a + b for a, b in zip(self.wins, other.wins, strict=True)]
        self.buildings += other.buildings
        self.won += other.won
        self.lost += other.lost
        self.moves += other.moves


@dataclass(slots=True)
class Played:
    """A game played without writing its record: only what the summary needs."""

    state: GameState
    moves: int = 0  # decisions and chance outcomes
    built: int = 0
    won: int = 0
    lost: int = 0


def play_game(
    n: int,
    seed: int,
    bots: list[str],
    modules: tuple[int, ...] = (),
    variants: tuple[str, ...] = (),
) -> LiveGame:
    config = GameConfig(DEFAULT_NAMES[:n], modules, variants)
    game = LiveGame(config, seed, undo=False)
    players = [make_bot(bots[i], seed * 31 + i) for i in range(n)]
    state = game.state
    while not state.over:
        who = to_act(state)
        bot = players[who]
        seen = view(state, who) if bot.needs_view else state
        game.decide(bot.decide(seen, who).action)
    return game


def play_unrecorded(
    n: int,
    seed: int,
    bots: list[str],
    modules: tuple[int, ...] = (),
    variants: tuple[str, ...] = (),
) -> Played:
    """``play_game`` without the record: the same moves (same bots, same chance draws) but
    no move text, checkpoint hashes or log, which cost as much as the game itself."""
    state = new_game(GameConfig(DEFAULT_NAMES[:n], modules, variants))
    draw = ChanceDriver(seed).draw
    players = [make_bot(bots[i], seed * 31 + i) for i in range(n)]
    decide = [bot.decide for bot in players]
    needs_view = [bot.needs_view for bot in players]
    events: list[Event] = []  # every event, their kinds counted once at the end
    moves = 0
    while True:
        who = to_act(state)
        if who == OVER:
            break
        if who == CHANCE:
            action = draw(state)
        else:
            action = decide[who](view(state, who) if needs_view[who] else state, who).action
        moves += 1
        events += apply(state, action)
    return _played(state, moves, events)


def _played(state: GameState, moves: int, events: Iterable[Event]) -> Played:
    """The game's summary figures, its events' kinds counted once at the end."""
    kinds = list(map(_KIND, events))  # at C speed
    return Played(
        state, moves, kinds.count("built"), kinds.count("battle_win"), kinds.count("battle_loss")
    )


def simulate(
    n: int,
    games: int,
    seed: int,
    bots: list[str],
    record_dir: Path | None = None,
    modules: tuple[int, ...] = (),
    variants: tuple[str, ...] = (),
    progress: Callable[[int], None] | None = None,  # told the games played after each
    jobs: int = 1,
) -> Summary:
    """Play ``games`` games from ``seed`` on; with ``jobs`` > 1, that many at once in
    worker processes. Games are independent and added in their order, so the summary and
    the records are the same whatever ``jobs`` is."""
    s = Summary(seats=n, wins=[0.0] * n)
    todo = [_Game(n, seed + g, tuple(bots), record_dir, modules, variants) for g in range(games)]
    with in_order(_play_one, todo, jobs) as played:
        for one in played:
            s.add(one)
            if progress is not None:
                progress(s.games)
    return s


@dataclass(frozen=True, slots=True)
class _Game:
    """One game to play: a value, so that ``jobs`` can hand it to a worker process."""

    n: int
    seed: int
    bots: tuple[str, ...]
    record_dir: Path | None
    modules: tuple[int, ...]
    variants: tuple[str, ...]


def _play_one(g: _Game) -> Summary:
    """The summary of the game of ``g.seed``, its record written if asked."""
    # A game makes no reference cycles (tests/sim checks it): reference counting frees all
    # it leaves behind, and the cycle collector, off meanwhile, would only cost time.
    collecting = gc.isenabled()
    gc.disable()
    try:
        if g.record_dir is None:
            played = play_unrecorded(g.n, g.seed, list(g.bots), g.modules, g.variants)
        else:
            game = play_game(g.n, g.seed, list(g.bots), g.modules, g.variants)
            played = _played(game.state, len(game.moves), (e for _, e in game.log))
            target = g.record_dir / f"game-{g.seed}.json"
            try:
                save_record_atomic(game.to_record(), target)
            except OSError as e:
                problem = str(e.strerror or e)
                message = t("summary-error-write", path=str(target), reason=problem)
                raise KingsburgError(message) from None
    finally:
        if collecting:
            gc.enable()
    state = played.state
    return Summary(
        games=1,
        seats=g.n,
        vp=[p.vp for p in state.players],
        wins=win_shares(state),
        buildings=played.built,
        won=played.won,
        lost=played.lost,
        moves=played.moves,
    )


def win_shares(state: GameState) -> list[float]:
    """Each player's share of the win by the rules' ranking (tie-breaks included): 1 for
    a lone winner, 1/k each for k players still tied, 0 for the others."""
    winners = [r.player for r in ranking(state) if r.place == 1]
    return [1 / len(winners) if i in winners else 0.0 for i in range(state.n)]


def mean_interval(values: list[float]) -> tuple[float, float] | None:
    """The 95 % confidence interval of the mean (normal approximation); None for < 2."""
    n = len(values)
    if n < 2:
        return None
    mean = sum(values) / n
    sd = (sum((v - mean) ** 2 for v in values) / (n - 1)) ** 0.5
    half = 1.96 * sd / n**0.5
    return mean - half, mean + half


def summary_lines(s: Summary, bots: list[str], seed: int, options: str = "") -> list[str]:
    vp = s.vp
    # The players of one game are not independent: the interval is over the games' means.
    games = [sum(vp[i : i + s.seats]) / s.seats for i in range(0, len(vp), s.seats)]
    interval = mean_interval(games)
    first = {"games": str(s.games), "players": str(s.seats), "bots": ",".join(bots)}
    first["seed"] = str(seed)
    spread = {"mean": decimals(sum(vp) / len(vp), 2), "min": str(min(vp)), "max": str(max(vp))}
    if interval:
        low, high = decimals(interval[0], 2), decimals(interval[1], 2)
        vp_line = t("summary-vp-interval", **spread, low=low, high=high)
    else:
        vp_line = t("summary-vp", **spread)
    held = s.games * s.seats * 5 - s.won - s.lost
    lines = [
        t("summary-games-options", **first, options=options)
        if options
        else t("summary-games", **first),
        vp_line,
        t(
            "summary-wins",
            wins="  ".join(f"{i + 1}:{point(f'{w:g}')}" for i, w in enumerate(s.wins)),
        ),
        t("summary-built", mean=decimals(s.buildings / (s.games * s.seats), 2)),
        t("summary-battles", won=str(s.won), lost=str(s.lost), held=str(held)),
        t("summary-moves", mean=decimals(s.moves / s.games, 1)),
    ]
    return lines
