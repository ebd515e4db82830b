"""Golden playthroughs: a few seeded games written out move by move and event by event.

A transcript has one line per move (its record line, numbered) and, indented under it,
what the engine asked for (the chance request, or the decision's prompt and number of
choices; a line starting with "?") and one line per event the move caused: its kind and
form, its sentence, and every field that differs from the default. The test replays each
game from its seed (chance outcomes from the chance driver, decisions read back from the
transcript) and compares line by line, so a change to any event the engine reports, or to
its data, or to what it asks, shows up as a differing line.

``python -m tests.golden.regen`` writes the transcripts again (bots choose the decisions);
review the diff before committing it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, fields
from pathlib import Path

from kingsburg.bots import make_bot
from kingsburg.driver import ChanceDriver
from kingsburg.engine import (
    CHANCE,
    OVER,
    Action,
    Event,
    GameConfig,
    GameState,
    apply,
    chance_request,
    legal_actions,
    new_game,
    parse_action,
    ranking,
    to_act,
    turn,
    view,
)
from kingsburg.errors import KingsburgError
from kingsburg.record import move_line
from kingsburg.text.decisions import prompt_text, tiebreak_text
from kingsburg.text.events import event_text

HERE = Path(__file__).parent


@dataclass(frozen=True)
class Golden:
    name: str
    players: tuple[str, ...]
    modules: tuple[int, ...]
    variants: tuple[str, ...]
    seed: int
    bots: tuple[str, ...]  # used only to write the transcript; the test reads its decisions

    @property
    def path(self) -> Path:
        return HERE / f"{self.name}.txt"

    def header(self) -> list[str]:
        return [
            f"# golden playthrough {self.name}: regenerate with python -m tests.golden.regen",
            f"# players: {', '.join(self.players)}",
            f"# modules: {' '.join(map(str, self.modules)) or 'none'}",
            f"# variants: {' '.join(self.variants) or 'none'}",
            f"# seed: {self.seed}",
            f"# bots (for regen only): {','.join(self.bots)}",
        ]


# Seeds picked, among the first 150, for the most kinds and forms of event in each game
# (among them neutral dice blocking two advisors, the Inn's "+2" token, recruiting none,
# the spoils, a building destroyed, the Inventor tile's gifts).
GAMES = (
    Golden("base-2p", ("Alice", "Bruno"), (), (), 89, ("solid", "random")),
    Golden(
        "modules-5-6-4p",
        ("Alice", "Bruno", "Chiara", "Dario"),
        (5, 6),
        (),
        112,
        ("solid", "random", "beginner", "greedy"),
    ),
    Golden(
        "variants-5p",
        ("Alice", "Bruno", "Chiara", "Dario", "Elena"),
        (6,),
        ("inverted-tiles", "alt-reinforcements"),
        85,
        ("random", "solid", "greedy", "beginner", "random"),
    ),
)


def event_line(e: Event) -> str:
    """The event's kind/form, its sentence, and its fields that are not the default."""
    tag = f"{e.kind}/{e.form}" if e.form else e.kind
    return f"    {tag} | {event_text(e)} | {_data(e, ('kind', 'form', 'names'))}".rstrip()


def _data(obj: object, skip: tuple[str, ...] = ()) -> str:
    """``name=value`` for each field of a dataclass that is not its default."""
    out = []
    for f in fields(obj):  # type: ignore[arg-type]
        value = getattr(obj, f.name)
        if f.name not in skip and value != f.default:
            out.append(f"{f.name}={value!r}")
    return " ".join(out)


def asked_line(state: GameState) -> str:
    """What the engine asks for before a move: the chance request, or the decision with its
    prompt and how many choices it offers."""
    if to_act(state) == CHANCE:
        request = chance_request(state)
        assert request is not None
        return f"    ? chance {request.kind} | {_data(request, ('kind',))}".rstrip()
    t = turn(state)
    # The menu title and the payload are left out: the prompt and the advisor already say
    # what they hold, and the transcripts then compare with those written before them.
    extra = _data(t, ("kind", "player", "decision", "prompt", "title", "payload"))
    prompt = prompt_text(t, [p.name for p in state.players])
    return f"    ? {t.decision} | {prompt} | choices={len(legal_actions(state))} {extra}".rstrip()


def ranking_lines(state: GameState) -> list[str]:
    out = []
    for s in ranking(state):
        tiebreak = f" ({tiebreak_text(s)})" if s.tiebreak else ""
        out.append(
            f"= {s.place}. {state.players[s.player].name}: {s.vp} VP, {s.goods} goods, "
            f"{s.buildings} buildings{tiebreak}"
        )
    return out


Decide = Callable[[GameState, int], Action]


def play(game: Golden, decide: Decide) -> list[str]:
    """The transcript of ``game`` with decisions from ``decide`` (chance from the seed).

    A decision that cannot be made ends the transcript with a line starting with "!"."""
    state = new_game(GameConfig(game.players, game.modules, game.variants))
    driver = ChanceDriver(game.seed)
    lines = game.header()
    moves = 0
    while (who := to_act(state)) != OVER:
        try:
            asked = asked_line(state)
            action = driver.draw(state) if who == CHANCE else decide(state, who)
            line = move_line(state, action)
            events = apply(state, action)
        except (KingsburgError, StopIteration, ValueError) as e:
            lines.append(f"! move {moves + 1} cannot be made: {type(e).__name__}: {e}")
            return lines
        moves += 1
        lines += [f"{moves} {line}", asked]
        lines.extend(event_line(e) for e in events)
    return lines + ranking_lines(state)


def bot_decisions(game: Golden) -> Decide:
    bots = [make_bot(kind, game.seed * 31 + i) for i, kind in enumerate(game.bots)]

    def decide(state: GameState, who: int) -> Action:
        return bots[who].decide(view(state, who), who).action

    return decide


def written_decisions(lines: list[str]) -> Decide:
    """Decisions read back from a transcript's move lines ("12 Y1 spring Ann: pass")."""
    texts: Iterator[str] = (
        line.split(": ", 1)[1]
        for line in lines
        if line[:1].isdigit() and ": " in line and " chance: " not in line
    )

    def decide(state: GameState, who: int) -> Action:
        return parse_action(state, next(texts))

    return decide


def first_difference(want: list[str], got: list[str]) -> str | None:
    """Where two transcripts first differ, in words; None if they are the same."""
    for i, (a, b) in enumerate(zip(want, got, strict=False)):
        if a != b:
            return f"line {i + 1} differs:\n  golden: {a}\n  now:    {b}"
    if len(want) != len(got):
        shorter, n = ("now", len(got)) if len(got) < len(want) else ("golden", len(want))
        extra = (want if len(want) > len(got) else got)[n]
        return f"the {shorter} transcript ends after line {n}; next line: {extra}"
    return None
