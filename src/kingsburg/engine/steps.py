"""The kinds of step on the to-do stack, each registered by the rule module it belongs to.

A step is a decision (someone must act), a chance event (a driver must supply dice or
cards) or automatic work. Each rule module registers its own kinds with ``decision_step``,
``chance_step`` and ``auto_step``, next to the functions they name, so a new rule is
written in its module and ``flow``, ``api`` and ``position`` find it here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from kingsburg.engine.actions import Action
from kingsburg.engine.chance import ChanceRequest, Source
from kingsburg.engine.events import Event
from kingsburg.engine.state import GameState, Payload, Step
from kingsburg.message import Msg

# The options of a decision. The list may be shared (a table's, or a copy's legal_cache):
# it is never changed in place.
Options = Callable[[GameState, Step], list[Action]]
Resolve = Callable[[GameState, Step, Action, list[Event]], None]
Auto = Callable[[GameState, Step, list[Event]], None]
Prompt = Callable[[GameState, Step], Msg]
Begin = Callable[[GameState, list[Event]], None]


@dataclass(frozen=True, slots=True)
class DecisionRule:
    """A step at which a player decides. With no options it resolves by itself (``auto``).

    Everything about one kind of decision is named here. Its messages (``decide-<kind>``
    and the like, hyphens for underscores) are in every language's ``decisions.ftl``; a
    test holds that each one exists."""

    kind: str  # what is being decided: ``Turn.decision``
    options: Options
    resolve: Resolve
    # What is asked, as a message (the text layer puts the player's name before it): a
    # fixed one, or made from the state and the step.
    prompt: Msg | Prompt
    # The id of the message "Ann must first decide …" (``illegal.why_illegal``); its
    # arguments: ``who`` (the player's name) and ``rank`` (the advisor, or 0).
    due: str
    title: Msg  # the heading of the app's menu
    auto: Auto | None = None  # what happens when there is nothing to choose (None: nothing)
    payload: type[Payload] | None = None  # the type of ``Step.arg`` (None: no payload)
    # The advisor (rank) whose reward is being chosen, for the app to show: 0 for none.
    advisor: int | Callable[[Step], int] = 0
    secret: bool = False  # the choice stays hidden from the other players until revealed
    # The ids of the words for passing: in the menu ("Keep these dice"), and in the log when
    # a computer passes without an event saying so ("keeps the dice").
    passed: str = "action-pass"  # (``PASS_WORDS``)
    done: str = "bot-done-pass"


@dataclass(frozen=True, slots=True)
class ChanceRule:
    """A step at which dice or cards decide: everything about one kind of chance event."""

    request: Callable[[GameState, Step], ChanceRequest]  # what the driver must supply
    sample: Callable[[ChanceRequest, Source], Action]  # the outcome, from a driver's numbers
    resolve: Resolve  # validates the outcome (raising before any change), then applies it
    brings: Msg  # what it brings, for the app to say ("roll the new dice")
    payload: type[Payload] | None = None


@dataclass(frozen=True, slots=True)
class AutoRule:
    """A step of automatic work: nobody decides, nothing is drawn."""

    run: Auto
    payload: type[Payload] | None = None


DECISIONS: dict[str, DecisionRule] = {}
DECIDED: dict[str, DecisionRule] = {}  # the same rules by what is decided (``Turn.decision``)
CHANCES: dict[str, ChanceRule] = {}
AUTOS: dict[str, AutoRule] = {}


def _free(kind: str) -> None:
    if kind in DECISIONS or kind in CHANCES or kind in AUTOS:
        raise ValueError(f"two kinds of step are called {kind!r}")


def decision_step(kind: str, rule: DecisionRule) -> None:
    """Register a kind of decision step (``kind``: what ``make_step`` names it)."""
    _free(kind)
    if rule.kind in DECIDED:
        raise ValueError(f"two kinds of step decide {rule.kind!r}")
    DECISIONS[kind] = rule
    DECIDED[rule.kind] = rule


def chance_step(kind: str, rule: ChanceRule) -> None:
    """Register a kind of chance event."""
    _free(kind)
    CHANCES[kind] = rule


def auto_step(kind: str, run: Auto, payload: type[Payload] | None = None) -> None:
    """Register a kind of automatic work."""
    _free(kind)
    AUTOS[kind] = AutoRule(run, payload)


# What happens when a segment of the year begins (``phases.SEGMENT_TABLE`` names them), by
# its name: the rule module of that part of the year registers it.
BEGINS: dict[str, Begin] = {}

_B = TypeVar("_B", bound=Begin)


def segment_begin(name: str) -> Callable[[_B], _B]:
    """Register a function as the beginning of the segments called ``name`` (the same
    parts of every productive season share one)."""

    def register(begin: _B) -> _B:
        if name in BEGINS:
            raise ValueError(f"two beginnings for the segment {name!r}")
        BEGINS[name] = begin
        return begin

    return register


PASS_WORDS = ("action-pass", "bot-done-pass")  # for passing where no decision says more


def pass_words(decision: str) -> tuple[str, str]:
    """The ids of the words for passing at ``decision`` (``Turn.decision``): in the menu,
    and for a computer's pass the log does not tell (``DecisionRule.passed``, ``.done``)."""
    rule = DECIDED.get(decision)
    return (rule.passed, rule.done) if rule is not None else PASS_WORDS


def step_rule(kind: str) -> DecisionRule | ChanceRule | AutoRule:
    """The rule of a kind of step; KeyError names an unknown kind."""
    rule = DECISIONS.get(kind) or CHANCES.get(kind) or AUTOS.get(kind)
    if rule is None:
        raise KeyError(f"unknown kind of step {kind!r}")
    return rule
