"""The engine's public API: everything else (app, bots, records, tests) uses only this.

    state = new_game(GameConfig(("Ann", "Brian")))
    while not is_over(state):
        t = turn(state)
        if t.kind == "chance":
            apply(state, some_driver.draw(state))   # dice and cards come from outside
        else:
            apply(state, choose(legal_actions(state)))

``apply`` mutates the state and returns the events it caused, in order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, NoReturn

from kingsburg.data.loader import Ruleset, default_ruleset
from kingsburg.engine import flow, phases, productive, tiles, tokens
from kingsburg.engine.actions import Action, Bundle, ChanceOutcome, Take
from kingsburg.engine.chance import ChanceRequest, Source
from kingsburg.engine.common import advisor_of
from kingsburg.engine.events import Event
from kingsburg.engine.flow import advance, legal_actions
from kingsburg.engine.illegal import why_illegal
from kingsburg.engine.notation import action_text
from kingsburg.engine.phases import ROMAN
from kingsburg.engine.state import GameConfig, GameState, Payload, PlayerState, Step
from kingsburg.engine.steps import CHANCES, DECISIONS, DecisionRule
from kingsburg.errors import IllegalActionError
from kingsburg.message import Msg, Term


@dataclass(frozen=True, slots=True)
class Turn:
    kind: Literal["decision", "chance", "over"]
    player: int  # -1 when nobody decides
    decision: str  # favor, reroll, influence, reward, build, town_hall, recruit, battle_gain, …
    # What is asked, as a message without the player's name (``player`` says who); the
    # text layer words it (``kingsburg.text.decisions.prompt_text``).
    prompt: Msg
    # True when the choice must stay hidden from the other players until it is revealed
    # (module 5's soldier token): an app at a shared screen asks the others to look away.
    secret: bool = False
    # The advisor (rank 1-18) whose reward is being chosen, also when another player chooses
    # for a module 6 tile on it; 0 otherwise.
    advisor: int = 0
    # A short heading: the decision's menu title, or what the chance event brings ("roll
    # the new dice"); None when there is nothing to say (the game's setup, its end).
    title: Msg | None = None
    # What the step carries besides its player (``state.Payload``): which advisor's reward,
    # which second build, which tile's gift… None when nothing.
    payload: Payload | None = None


@dataclass(frozen=True, slots=True)
class RewardGains:
    """Besides its goods, what taking a reward gives (``reward_gains``)."""

    soldiers: int = 0  # the Stables' extra soldier included
    plus2: int = 0  # "+2" tokens
    vp: int = 0  # negative: VP paid for it
    peek: bool = False  # a look at this year's enemy
    others: Bundle = (0, 0, 0, 0, 0, 0)  # what each other player gains (the Duchess tile)


@dataclass(frozen=True, slots=True)
class Standing:
    place: int  # 1 = winner (shared places are equal)
    player: int
    vp: int
    goods: int
    buildings: int
    tiebreak: Msg | None  # None, or how the tie with a neighbour was broken


def new_game(config: GameConfig, ruleset: Ruleset | None = None) -> GameState:
    config.validate()
    state = GameState(
        config, ruleset or default_ruleset(), [PlayerState(n) for n in config.players]
    )
    flow.advance(state, [])
    return state


def is_over(state: GameState) -> bool:
    return state.over


def chance_request(state: GameState) -> ChanceRequest | None:
    if state.over or not state.todo:
        return None
    step = state.todo[-1]
    rule = CHANCES.get(step.kind)
    return None if rule is None else rule.request(state, step)


def sample_chance(state: GameState, source: Source) -> Action | None:
    """The outcome of the chance event due now, drawn from ``source``'s random numbers (a
    chance driver's: the engine never draws); None when no chance event is due."""
    if state.over or not state.todo:
        return None
    step = state.todo[-1]
    rule = CHANCES.get(step.kind)
    return None if rule is None else rule.sample(rule.request(state, step), source)


def _prompt(state: GameState, step: Step, rule: DecisionRule) -> Msg:
    prompt = rule.prompt
    return prompt if isinstance(prompt, Msg) else prompt(state, step)


_OVER = Msg("turn-over")


CHANCE = -1
OVER = -2


def to_act(state: GameState) -> int:
    """Fast form of ``turn``: the deciding player's index, CHANCE (-1) or OVER (-2)."""
    if state.over:
        return OVER
    step = state.todo[-1]
    return CHANCE if step.kind in CHANCES else step.player


def turn(state: GameState) -> Turn:
    """Who must act now, and on what."""
    if state.over:
        return Turn("over", -1, "", _OVER)
    step = state.todo[-1]
    chance = CHANCES.get(step.kind)
    if chance is not None:
        req = chance.request(state, step)
        title = chance.brings
        prompt = Msg.of("turn-chance", what=title)
        return Turn("chance", -1, req.kind, prompt, title=title, payload=step.arg)
    rule = DECISIONS[step.kind]  # KeyError: a kind of step nobody decides cannot be due
    advisor = rule.advisor if isinstance(rule.advisor, int) else rule.advisor(step)
    prompt = _prompt(state, step, rule)
    return Turn(
        "decision", step.player, rule.kind, prompt, rule.secret, advisor, rule.title, step.arg
    )


def reward_gains(state: GameState, action: Action) -> RewardGains:
    """What ``action``, one of the options of the reward due now, gives besides its goods
    (ValueError when no advisor's reward is due)."""
    step = state.todo[-1] if state.todo and not state.over else None
    if step is None or step.kind != "reward":
        raise ValueError("no advisor's reward is due")
    rank = advisor_of(step)
    if rank in state.tiles:
        return RewardGains(others=tiles.others_gain(state, rank, action))
    if not isinstance(action, Take):
        return RewardGains()
    opt = productive.reward_option(state, rank, action.goods)
    soldiers = productive.reward_soldiers(state, step.player, opt)
    return RewardGains(soldiers, opt.plus2, opt.vp, opt.peek)


def envoy_holder(state: GameState) -> int:
    """The player holding the King's Envoy, -1 if nobody does."""
    return state.envoy


def blocked_advisors(state: GameState) -> list[int]:
    """Advisors (ranks) blocked by the neutral dice this season (2-player games)."""
    return [r for r, groups in enumerate(state.board) if any(g.player < 0 for g in groups)]


def bonus_dice(state: GameState, player: int) -> int:
    """How many bonus (white) dice ``player`` rolls this season: the King's Favor's die
    (spring only) and the Farms'."""
    return productive.white_dice_count(state, player)


def apply(state: GameState, action: Action) -> list[Event]:
    """Apply a decision or a chance outcome; raises IllegalActionError (state unchanged)."""
    if state.over:
        raise IllegalActionError(Msg("illegal-over"))
    step = state.todo[-1]
    kind = step.kind
    ev: list[Event] = []
    chance = _CHANCE_RESOLVE.get(kind)
    if chance is not None:
        if not isinstance(action, ChanceOutcome):
            raise IllegalActionError(Msg.of("illegal-chance-due", kind=kind))
        chance(state, step, action, ev)
    else:
        legal = state.legal_cache
        if legal is None:
            legal = legal_actions(state)
        for candidate in legal:  # identity first: bots pass back the very objects offered
            if candidate is action:
                break
        else:
            if action not in legal:
                _reject(state, step, action)
        state.todo.pop()
        state.legal_cache = None
        _RESOLVE[kind](state, step, action, ev)
    advance(state, ev)
    return ev


_RESOLVE = {kind: rule.resolve for kind, rule in DECISIONS.items()}
_CHANCE_RESOLVE = {kind: rule.resolve for kind, rule in CHANCES.items()}


def _reject(state: GameState, step: Step, action: Action) -> NoReturn:
    if isinstance(action, ChanceOutcome):
        raise IllegalActionError(Msg.of("illegal-no-chance", who=state.players[step.player].name))
    raise IllegalActionError(
        Msg.of(
            "illegal-not-now", move=repr(action_text(state, action)), why=why_illegal(state, action)
        )
    )


def ranking(state: GameState) -> list[Standing]:
    """Most VP wins; ties: more goods, then more buildings, then a shared place."""
    players = state.players

    def key(i: int) -> tuple[int, int, int]:
        p = players[i]
        return (p.vp, p.n_goods, p.n_buildings)

    ids = sorted(range(len(players)), key=key, reverse=True)
    out: list[Standing] = []
    for pos, i in enumerate(ids):
        p = players[i]
        place = pos + 1
        tiebreak = None
        if pos > 0:
            prev = players[ids[pos - 1]]
            if key(i) == key(ids[pos - 1]):
                place = out[-1].place
                tiebreak = _SHARED
            elif p.vp == prev.vp:
                tiebreak = _FEWER_GOODS if p.n_goods != prev.n_goods else _FEWER_BUILDINGS
        out.append(Standing(place, i, p.vp, p.n_goods, p.n_buildings, tiebreak))
    return out


_SHARED = Msg("turn-tiebreak-shared")
_FEWER_GOODS = Msg("turn-tiebreak-goods")
_FEWER_BUILDINGS = Msg("turn-tiebreak-buildings")


def view(state: GameState, player: int) -> GameState:
    """A copy of the state with what ``player`` may not see removed (-1: the public view)."""
    v = state.clone()
    v.deck = visible_deck(state, player)
    tokens.hide_picks(v, player)  # module 5: the others' soldier tokens stay face down
    return v


def visible_deck(state: GameState, player: int) -> list[str]:
    """The enemy cards as ``player`` sees them ("" for a card face down to them; -1: the
    public view): the years fought so far, and those the player has peeked at."""
    revealed = state.year - 1 + (1 if state.seg >= phases.BATTLE else 0)
    seen = state.players[player].seen if player >= 0 else []
    return [
        card if (y <= revealed or y in seen) else "" for y, card in enumerate(state.deck, start=1)
    ]


def view_key(state: GameState, player: int) -> tuple[object, ...]:
    """All that ``view(state, player)`` takes from ``player``: players with equal keys have
    equal views, so one view can serve them all (much cheaper than making each and
    comparing). A view differs by player in the cards face up (``visible_deck``) and, in
    module 5, in the one token pick it shows: a player with a pick of their own has a view
    of their own."""
    own = player >= 0 and state.players[player].token_pick >= 0
    return (tuple(visible_deck(state, player)), player if own else -1)


def visible_events(events: list[Event], player: int) -> list[Event]:
    """The events ``player`` may see (-1: only the public ones)."""
    return [e for e in events if not e.private or e.player == player]


def season_label(state: GameState) -> Msg:
    """ "Year II, spring", as a message: the year's numeral and the phase."""
    return Msg.of("turn-season", year=ROMAN[state.year], phase=phase_name(state))


# The phase now under way: 0 setup, 1-8 the phases of a year, 9 the end of the game.
# (The calendar's own function, without a wrapper: search bots ask it at every step.)
current_phase = phases.current_phase


def phase_name(state: GameState) -> Term:
    """The current phase, to be named: "King's Favor", "spring", …, "winter", "end of game"
    (``kingsburg.text.render_arg``)."""
    return Term("phase", phases.current_phase(state))


def buildable(state: GameState, player: int) -> list[str]:
    """Ids of the buildings ``player`` may build next, goods aside: the leftmost one not yet
    built in each row (whether they can pay for it now is ``legal_actions``' business)."""
    buildings = state.ruleset.buildings
    return [buildings[i].id for i in productive.buildable(state, player)]


def building_cost(state: GameState, player: int, building_id: str) -> tuple[int, int, int]:
    """(gold, wood, stone) that ``player`` would pay for the building, the Crane applied.

    Raises KeyError for an unknown building id."""
    return productive.building_cost(state, player, state.ruleset.building_index(building_id))
