"""The game's flow: the year as a table of segments, and the to-do stack engine.

A year is a fixed list of segments (``SEGMENTS``). Entering a segment pushes its
steps onto ``state.todo``; the stack's top is either a decision (someone must
act), a chance event (a driver must supply the outcome) or automatic work that
``advance`` resolves at once. When the stack is empty the next segment starts.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

# Every rule module, imported for the kinds of step it registers (``steps``).
from kingsburg.engine import king, productive, tiles, tokens, winter  # noqa: F401
from kingsburg.engine.actions import Action, ChanceDeck, ChanceOrder
from kingsburg.engine.chance import ChanceRequest, Source, request
from kingsburg.engine.common import push
from kingsburg.engine.events import Event, new_event
from kingsburg.engine.phases import (
    ENDGAME,
    FIRST_OF_YEAR,
    LAST_OF_YEAR,
    SEASONS,
    SEGMENT_TABLE,
)
from kingsburg.engine.state import (
    MAX_YEAR,
    SOLDIER_TOKENS,
    EnvoyBuild,
    GameState,
    Payload,
    Step,
    make_step,
)
from kingsburg.engine.steps import (
    AUTOS,
    BEGINS,
    CHANCES,
    DECISIONS,
    Auto,
    Begin,
    ChanceRule,
    Options,
    chance_step,
    segment_begin,
    step_rule,
)
from kingsburg.errors import IllegalActionError
from kingsburg.message import Msg, Term


@dataclass(frozen=True, slots=True)
class Segment:
    phase: int
    name: str
    begin: Begin


@segment_begin("setup")
def _setup_begin(state: GameState, ev: list[Event]) -> None:
    if 5 in state.config.modules:
        for p in state.players:
            p.tokens = list(SOLDIER_TOKENS)
    push(state, make_step("setup_deck"), make_step("setup_order"), *tiles.setup(state))


SEGMENTS: tuple[Segment, ...] = tuple(
    Segment(phase, name, BEGINS[name]) for phase, name in SEGMENT_TABLE
)


def _setup_order_request(state: GameState, step: Step) -> ChanceRequest:
    return request("order", players=state.n)


def _setup_order_sample(req: ChanceRequest, source: Source) -> Action:
    return ChanceOrder(source.shuffled(req.players))


def _setup_order_resolve(state: GameState, step: Step, action: Action, ev: list[Event]) -> None:
    if not isinstance(action, ChanceOrder) or sorted(action.order) != list(range(state.n)):
        raise IllegalActionError(Msg("illegal-expected-order"))
    state.todo.pop()
    state.order = list(action.order)
    ev.append(new_event(kind="order", players=tuple(state.order), names=state.config.players))


def _setup_deck_request(state: GameState, step: Step) -> ChanceRequest:
    rs = state.ruleset
    return ChanceRequest(
        "deck", deck=tuple(tuple(e.id for e in rs.enemies_of_year(y)) for y in range(1, 6))
    )


def _setup_deck_sample(req: ChanceRequest, source: Source) -> Action:
    return ChanceDeck(tuple(cards[source.below(len(cards))] for cards in req.deck))


def _setup_deck_resolve(state: GameState, step: Step, action: Action, ev: list[Event]) -> None:
    rs = state.ruleset
    ok = isinstance(action, ChanceDeck) and len(action.cards) == MAX_YEAR
    if ok:
        assert isinstance(action, ChanceDeck)
        for year, card in enumerate(action.cards, start=1):
            if card not in {e.id for e in rs.enemies_of_year(year)}:
                ok = False
    if not ok:
        raise IllegalActionError(Msg("illegal-expected-deck"))
    assert isinstance(action, ChanceDeck)
    state.todo.pop()
    state.deck = list(action.cards)
    ev.append(new_event(kind="deck", names=state.config.players))


chance_step(
    "setup_order",
    ChanceRule(
        _setup_order_request, _setup_order_sample, _setup_order_resolve, Msg("turn-brings-order")
    ),
)
chance_step(
    "setup_deck",
    ChanceRule(
        _setup_deck_request, _setup_deck_sample, _setup_deck_resolve, Msg("turn-brings-deck")
    ),
)


def payload_of(kind: str, code: int) -> Payload | None:
    """A step's payload from its saved integer (``Step.code``); ValueError if that kind
    of step carries none but the code is not 0."""
    payload = step_rule(kind).payload
    if payload is None:
        if code:
            raise ValueError(f"a {kind} step carries no payload, not {code}")
        return None
    if payload is EnvoyBuild and code == 0:  # a first build: no payload
        return None
    return payload.from_code(code)


def legal_actions(state: GameState) -> list[Action]:
    """The decisions open to the player to act (empty at a chance event or game end)."""
    legal = state.legal_cache  # set at every decision by ``advance``: the usual case
    if legal is not None:
        return list(legal)
    if state.over or not state.todo or state.todo[-1].kind in CHANCES:
        return []
    step = state.todo[-1]
    state.legal_cache = legal = DECISIONS[step.kind].options(state, step)
    return list(legal)


def _nothing(state: GameState, step: Step, ev: list[Event]) -> None:
    return None


# For ``advance``, by kind of step: a decision's (options, auto); (None, auto) for
# automatic work; (None, None) for a chance event. Every rule module is imported above, so
# every kind is registered by now.
_STEPS: dict[str, tuple[Options | None, Auto | None]] = {
    **{kind: (rule.options, rule.auto or _nothing) for kind, rule in DECISIONS.items()},
    **{kind: (None, rule.run) for kind, rule in AUTOS.items()},
    **{kind: (None, None) for kind in CHANCES},
}


def advance(state: GameState, ev: list[Event]) -> None:
    """Resolve automatic work until a decision or a chance event is due (or the game ends)."""
    todo = state.todo
    while True:
        if todo:
            step = todo[-1]
            options, auto = _STEPS[step.kind]
            if auto is None:  # a chance event
                state.legal_cache = None
                return
            if options is not None:
                legal = options(state, step)
                if legal:
                    state.legal_cache = legal
                    return
            todo.pop()
            if auto is not _nothing:
                auto(state, step, ev)
            continue
        if state.over:
            state.legal_cache = None
            return
        seg = state.seg
        if not state.seg_started:
            state.seg_started = True
            if _OPENS_PHASE[seg]:
                ev.append(
                    _calendar_event("phase", state.year, _PHASE_LABEL[seg], state.config.players)
                )
            _BEGIN[seg](state, ev)
            continue
        # The segment is complete: move on.
        state.seg_started = False
        if _CLOSES_SEASON[seg]:
            ev.append(
                _calendar_event("season_end", state.year, _PHASE_LABEL[seg], state.config.players)
            )
        if seg == LAST_OF_YEAR:
            if state.year == MAX_YEAR:
                state.seg = ENDGAME
            else:
                state.year += 1
                state.seg = FIRST_OF_YEAR
        else:
            state.seg = seg + 1


@cache
def _calendar_event(kind: str, year: int, label: Term, names: tuple[str, ...]) -> Event:
    """A "phase" or "season_end" event. The same few come in every game: like other
    values (events are never changed), equal ones are shared rather than made again."""
    return new_event(kind=kind, year=year, label=label, names=names)


# The calendar read by ``advance``, by segment: its phase's name, whether it opens its
# phase, whether it closes a season (the segment after it, the year's last one followed by
# the next year's first or the end of the game, is of another phase), and its beginning.
_PHASE_LABEL = tuple(Term("phase", s.phase) for s in SEGMENTS)
_OPENS_PHASE = tuple(i == 0 or SEGMENTS[i - 1].phase != s.phase for i, s in enumerate(SEGMENTS))
_CLOSES_SEASON = tuple(
    s.phase in SEASONS
    and SEGMENTS[FIRST_OF_YEAR if i == LAST_OF_YEAR else min(i + 1, ENDGAME)].phase != s.phase
    for i, s in enumerate(SEGMENTS)
)
_BEGIN = tuple(s.begin for s in SEGMENTS)
