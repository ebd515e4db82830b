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
from functools import cache
from typing import Literal, NoReturn

from kingsburg.data.loader import Ruleset, default_ruleset
from kingsburg.engine import flow, phases, productive, tiles, tokens, winter
from kingsburg.engine.actions import CHANCE_TYPES, Action
from kingsburg.engine.events import Event
from kingsburg.engine.flow import CHANCES, DECISIONS, advance, legal_actions
from kingsburg.engine.illegal import why_illegal
from kingsburg.engine.notation import action_text
from kingsburg.engine.phases import ROMAN
from kingsburg.engine.state import (
    DICE_PER_PLAYER,
    MAX_PLAYERS,
    GameConfig,
    GameState,
    PlayerState,
    Step,
)
from kingsburg.errors import IllegalActionError


@dataclass(frozen=True, slots=True)
class ChanceRequest:
    """What a chance driver must supply next."""

    kind: Literal["order", "deck", "roll", "reroll", "block", "reinforce", "tile", "tile_die"]
    player: int = -1
    dice: int = 0  # own dice (roll), dice rerolled, blocking dice, or 1 (reinforce)
    white: int = 0  # bonus dice (roll)
    players: int = 0  # (order) number of players to arrange
    deck: tuple[tuple[str, ...], ...] = ()  # (deck) candidate card ids of each year
    tiles: tuple[int, ...] = ()  # (tile) the advisor tiles still in the bag


@dataclass(frozen=True, slots=True)
class Turn:
    kind: Literal["decision", "chance", "over"]
    player: int  # -1 when nobody decides
    decision: str  # favor, reroll, influence, reward, build, town_hall, recruit, battle_gain, …
    prompt: str  # one line in plain words
    # True when the choice must stay hidden from the other players until it is revealed
    # (module 5's soldier token): an app at a shared screen asks the others to look away.
    secret: bool = False
    # The advisor (rank 1-18) whose reward is being chosen, also when another player chooses
    # for a module 6 tile on it; 0 otherwise.
    advisor: int = 0


@dataclass(frozen=True, slots=True)
class Standing:
    place: int  # 1 = winner (shared places are equal)
    player: int
    vp: int
    goods: int
    buildings: int
    tiebreak: str  # "" or how the tie with a neighbour was broken


def new_game(config: GameConfig, ruleset: Ruleset | None = None) -> GameState:
    config.validate()
    state = GameState(
        config, ruleset or default_ruleset(), [PlayerState(n) for n in config.players]
    )
    flow.advance(state, [])
    return state


def is_over(state: GameState) -> bool:
    return state.over


# Requests are values, asked for at every chance event (frozen dataclasses are slow to
# build): the small ones are shared.
_request = cache(ChanceRequest)
# The rolls' requests by player and number of bonus dice (no more than two in the rules:
# the King's Favor's and the Farms'), read from a table at every roll.
_MOST_WHITE = 3
_ROLL_REQUESTS = tuple(
    tuple(ChanceRequest("roll", p, DICE_PER_PLAYER, w) for w in range(_MOST_WHITE))
    for p in range(MAX_PLAYERS)
)


def chance_request(state: GameState) -> ChanceRequest | None:
    if state.over or not state.todo:
        return None
    step = state.todo[-1]
    kind = step.kind
    if kind == "roll":  # the usual one, first
        player = step.player
        white = productive.white_dice_count(state, player)
        if white < _MOST_WHITE:
            return _ROLL_REQUESTS[player][white]
        return _request("roll", player, DICE_PER_PLAYER, white)
    if kind == "setup_order":
        return _request("order", players=state.n)
    if kind == "setup_deck":
        rs = state.ruleset
        return ChanceRequest(
            "deck", deck=tuple(tuple(e.id for e in rs.enemies_of_year(y)) for y in range(1, 6))
        )
    if kind == "reroll_dice":
        return _request("reroll", step.player, productive.reroll_count(state, step))
    if kind == "block":
        return _request("block", dice=step.arg)
    if kind == "reinforce":
        return _request("reinforce", dice=2 if winter.alt_reinforcements(state) else 1)
    if kind == "tile_draw":
        return ChanceRequest("tile", step.player, tiles=tuple(state.tile_bag))
    if kind == "tile_die":
        return _request("tile_die", dice=1)
    return None


def _prompt(state: GameState) -> tuple[str, str]:
    step = state.todo[-1]
    who = state.players[step.player].name if step.player >= 0 else ""
    kind = flow.DECISIONS[step.kind].kind
    if kind == "favor":
        text = "take 1 good of your choice from the King's Favor"
    elif kind == "reroll":
        text = "reroll with the Statue or the Chapel, or keep your dice"
    elif kind == "influence":
        text = "influence an advisor with your dice, or pass"
    elif kind == "reward" and step.arg in state.tiles:
        t = state.ruleset.tiles[step.arg - 1]
        text = f"choose your reward from the {t.name} tile ({t.rank}): {t.summary}"
    elif kind == "reward":
        adv = state.ruleset.advisors[step.arg - 1]
        text = f"choose your reward from the {adv.name} ({adv.rank}): {adv.summary}"
    elif kind == "build":
        text = (
            "build a second building with the King's Envoy, or pass"
            if step.arg
            else "build one building, or pass"
        )
    elif kind == "town_hall":
        text = 'pay 1 good or a "+2" token at the Town Hall for 1 VP, or pass'
    elif kind == "recruit":
        price = winter.soldier_price(state, step.player)
        text = f"recruit soldiers for {price} good{'s' if price > 1 else ''} each, or pass"
    elif kind == "token":
        text = "pick a soldier token in secret (the others look away)"
    elif kind == "tile_give":
        recipient, rank = divmod(step.arg, 100)
        text = (
            f"choose the good {state.players[recipient].name} gains from the "
            f"{state.ruleset.tiles[rank - 1].name} tile"
        )
    elif kind == "tile_opp_good":
        text = (
            f"take 1 good of your choice; {state.players[step.arg].name} gains 2 of the "
            "same kind (Astronomer tile)"
        )
    elif kind == "tile_smuggle":
        text = (
            f"take one of the Smuggler tile's five rewards; "
            f"{state.players[step.arg].name} takes the other four"
        )
    elif kind == "battle_gain":
        text = "choose the good you win from the enemy"
    else:
        text = f"choose {step.arg} goods to give up to the enemy"
    return kind, f"{who}: {text}"


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
        return Turn("over", -1, "", "The game is over")
    step = state.todo[-1]
    if step.kind in flow.CHANCES:
        req = chance_request(state)
        assert req is not None
        return Turn("chance", -1, req.kind, f"chance: {req.kind}")
    kind, prompt = _prompt(state)
    rule = flow.DECISIONS[step.kind]
    return Turn("decision", step.player, kind, prompt, rule.secret, _reward_advisor(state))


def _reward_advisor(state: GameState) -> int:
    step = state.todo[-1]
    if step.kind == "reward":
        return step.arg
    if step.kind == "tile_give":
        return step.arg % 100
    if step.kind in ("tile_opp_good", "tile_smuggle"):
        return tiles.ASTRONOMER if step.kind == "tile_opp_good" else tiles.SMUGGLER
    return 0


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
        raise IllegalActionError("the game is over")
    step = state.todo[-1]
    kind = step.kind
    ev: list[Event] = []
    chance = CHANCES.get(kind)
    if chance is not None:
        if not isinstance(action, CHANCE_TYPES):
            raise IllegalActionError(f"a chance outcome ({kind}) is due, not a decision")
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


def _reject(state: GameState, step: Step, action: Action) -> NoReturn:
    if isinstance(action, CHANCE_TYPES):
        raise IllegalActionError(
            f"{state.players[step.player].name} must decide now; no chance is due"
        )
    raise IllegalActionError(
        f"{action_text(state, action)!r} is not allowed now: {why_illegal(state, action)}"
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
        tiebreak = ""
        if pos > 0:
            prev = players[ids[pos - 1]]
            if key(i) == key(ids[pos - 1]):
                place = out[-1].place
                tiebreak = "shared: same VP, goods and buildings"
            elif p.vp == prev.vp:
                tiebreak = "fewer goods" if p.n_goods != prev.n_goods else "fewer buildings"
        out.append(Standing(place, i, p.vp, p.n_goods, p.n_buildings, tiebreak))
    return out


def view(state: GameState, player: int) -> GameState:
    """A copy of the state with what ``player`` may not see removed (-1: the public view)."""
    v = state.clone()
    revealed = state.year - 1 + (1 if state.seg >= phases.BATTLE else 0)
    seen = state.players[player].seen if player >= 0 else []
    v.deck = [
        card if (y <= revealed or y in seen) else "" for y, card in enumerate(state.deck, start=1)
    ]
    tokens.hide_picks(v, player)  # module 5: the others' soldier tokens stay face down
    return v


def visible_events(events: list[Event], player: int) -> list[Event]:
    """The events ``player`` may see (-1: only the public ones)."""
    return [e for e in events if not e.private or e.player == player]


def season_label(state: GameState) -> str:
    return f"Year {ROMAN[state.year]}, {phase_name(state)}"


# The phase now under way: 0 setup, 1-8 the phases of a year, 9 the end of the game.
# (The calendar's own function, without a wrapper: search bots ask it at every step.)
current_phase = phases.current_phase


def phase_name(state: GameState) -> str:
    """The current phase in words: "King's Favor", "spring", …, "winter", "end of game"."""
    return phases.PHASE_NAMES[phases.current_phase(state)]


def buildable(state: GameState, player: int) -> list[str]:
    """Ids of the buildings ``player`` may build next, goods aside: the leftmost one not yet
    built in each row (whether they can pay for it now is ``legal_actions``' business)."""
    buildings = state.ruleset.buildings
    return [buildings[i].id for i in productive.buildable(state, player)]


def building_cost(state: GameState, player: int, building_id: str) -> tuple[int, int, int]:
    """(gold, wood, stone) that ``player`` would pay for the building, the Crane applied.

    Raises KeyError for an unknown building id."""
    return productive.building_cost(state, player, state.ruleset.building_index(building_id))
