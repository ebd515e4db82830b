"""Productive seasons (phases 2, 4, 6): roll, rerolls, turn order, influence,
rewards, building and the end-of-season effects."""

from __future__ import annotations

from functools import cache
from itertools import combinations
from typing import NamedTuple

from kingsburg.data.loader import Ruleset
from kingsburg.data.models import RewardOption
from kingsburg.data.rule_keys import effects
from kingsburg.engine import tiles
from kingsburg.engine.actions import (
    PASS,
    Action,
    Build,
    ChanceBlock,
    ChanceReroll,
    ChanceRoll,
    Influence,
    Pass,
    Reroll,
    Take,
    TownHall,
    Trade,
)
from kingsburg.engine.chance import ChanceRequest, Source, request
from kingsburg.engine.common import (
    add_goods,
    advisor_of,
    change_vp,
    goods_multisets,
    name,
    owns,
    peek,
    per_ruleset,
    push,
    push_for_each,
    sub_goods,
)
from kingsburg.engine.events import Event, new_dice, new_event, new_goods
from kingsburg.engine.phases import SUMMER, current_phase
from kingsburg.engine.state import (
    DICE_PER_PLAYER,
    ENVOY_BUILD,
    MAX_PLAYERS,
    NEUTRAL,
    REROLLED,
    Advisor,
    BlockingDice,
    EnvoyBuild,
    GameState,
    Placement,
    Rerolled,
    Step,
    make_step,
)
from kingsburg.engine.steps import (
    ChanceRule,
    DecisionRule,
    auto_step,
    chance_step,
    decision_step,
    segment_begin,
)
from kingsburg.errors import IllegalActionError
from kingsburg.message import Msg, Term

# The building effects these rules read.
effects(
    "statue",
    "chapel",
    "merchants_guild",
    "farms",
    "market",
    "stables",
    "crane",
    "town_hall",
    "inn",
    "embassy",
)

# --- a) start of the season, roll, rerolls, turn order ----------------------


@segment_begin("start")
def season_start_begin(state: GameState, ev: list[Event]) -> None:
    for p in state.players:
        # (dice and white were emptied when the dice came back; ``if`` costs less than
        # a call)
        if p.dice:
            p.dice.clear()
        if p.white:
            p.white.clear()
        p.rolled.clear()
        p.rolled_white.clear()
        p.passed = p.used_plus2 = p.used_market = p.used_statue = p.used_chapel = False
        p.builds = 0
        if p.used:
            p.used = []
    steps = []
    if state.n == 2:
        steps += _BLOCK_STEPS
    steps += tiles.draw_steps(state)
    guild = state.ruleset.effects["merchants_guild"]
    steps += [make_step("guild", i) for i in state.order if owns(state, i, guild)]
    push(state, *steps)


def guild_auto(state: GameState, step: Step, ev: list[Event]) -> None:
    add_goods(state, step.player, (1, 0, 0))
    ev.append(
        new_goods(
            kind="gain",
            player=step.player,
            form="from",
            label=Term("building", "merchants_guild"),
            gained=(1, 0, 0),
            names=state.config.players,
        )
    )


# 2-player games: three neutral dice block an advisor, then two block another.
_BLOCK_STEPS = [
    make_step("block", NEUTRAL, BlockingDice(3)),
    make_step("block", NEUTRAL, BlockingDice(2)),
]


def _blocking_dice(step: Step) -> int:
    arg = step.arg
    assert isinstance(arg, BlockingDice)
    return arg.count


def block_request(state: GameState, step: Step) -> ChanceRequest:
    return request("block", dice=_blocking_dice(step))


def block_sample(req: ChanceRequest, source: Source) -> Action:
    return ChanceBlock(source.dice(req.dice))


def block_resolve(state: GameState, step: Step, action: Action, ev: list[Event]) -> None:
    count = _blocking_dice(step)
    if not isinstance(action, ChanceBlock):
        raise IllegalActionError(Msg.of("illegal-expected-block", n=count))
    dice = action.dice
    if len(dice) != count or not all(1 <= d <= 6 for d in dice):
        raise IllegalActionError(Msg.of("illegal-block-dice", n=count))
    state.todo.pop()
    board = state.board
    total = sum(dice)
    if count == 3 or not board[total]:
        board[total].append(Placement(NEUTRAL, tuple(dice)))
        ev.append(
            new_dice(
                kind="block",
                dice=tuple(dice),
                total=total,
                advisor=total,
                values=(total,),
                names=state.config.players,
            )
        )
        return
    # The second total hit the advisor already blocked: each die blocks its own rank.
    ranks = tuple(sorted(set(dice)))
    for d in ranks:
        board[d].append(Placement(NEUTRAL, (d,)))
    ev.append(
        new_dice(
            kind="block",
            form="split",
            dice=tuple(dice),
            total=total,
            values=ranks,
            names=state.config.players,
        )
    )


def white_dice_count(state: GameState, player: int) -> int:
    p = state.players[player]
    farms = state.ruleset.effects["farms"]  # (ownership read inline here: asked at every roll)
    return p.favor_dice + (1 if farms >= 0 and p.built[farms] else 0)


@segment_begin("roll")
def roll_begin(state: GameState, ev: list[Event]) -> None:
    push_for_each(state, "roll")


# The rolls' requests by player and number of bonus dice (no more than two in the rules:
# the King's Favor's and the Farms'), read from a table at every roll.
_MOST_WHITE = 3
_ROLL_REQUESTS = tuple(
    tuple(ChanceRequest("roll", p, DICE_PER_PLAYER, w) for w in range(_MOST_WHITE))
    for p in range(MAX_PLAYERS)
)


def roll_request(state: GameState, step: Step) -> ChanceRequest:
    player = step.player
    white = white_dice_count(state, player)
    if white < _MOST_WHITE:
        return _ROLL_REQUESTS[player][white]
    return request("roll", player, DICE_PER_PLAYER, white)


def roll_sample(req: ChanceRequest, source: Source) -> Action:
    return ChanceRoll(req.player, source.dice(req.dice), source.dice(req.white))


def roll_resolve(state: GameState, step: Step, action: Action, ev: list[Event]) -> None:
    player = step.player  # (fields of a step read once: each read is a lookup)
    if not isinstance(action, ChanceRoll) or action.player != player:
        raise IllegalActionError(Msg.of("illegal-expected-roll", who=name(state, player)))
    own, white = action.own, action.white
    n_white = white_dice_count(state, player)
    values = own + white
    if len(own) != DICE_PER_PLAYER or len(white) != n_white or min(values) < 1 or max(values) > 6:
        raise IllegalActionError(
            Msg.of("illegal-roll-dice", who=name(state, player), n=DICE_PER_PLAYER, white=n_white)
        )
    state.todo.pop()
    p = state.players[player]
    p.favor_dice = 0  # the favor's bonus die is only for this spring
    p.rolled = list(own)
    p.rolled_white = list(white)
    p.dice = list(own)
    p.white = list(white)
    ev.append(
        new_dice(
            kind="roll",
            player=player,
            dice=own,
            white=white,
            total=sum(values),
            names=state.config.players,
        )
    )


@segment_begin("rerolls")
def reroll_begin(state: GameState, ev: list[Event]) -> None:
    push_for_each(state, "reroll")


def reroll_options(state: GameState, step: Step) -> list[Action]:
    fx = state.ruleset.effects
    p = state.players[step.player]
    out: list[Action] = []
    built = p.built  # (ownership read inline: asked of every player every season)
    statue = not p.used_statue and fx["statue"] >= 0 and built[fx["statue"]]
    chapel = not p.used_chapel and fx["chapel"] >= 0 and built[fx["chapel"]]
    if not statue and not chapel:  # the usual case, at every player's step of every season
        return out
    values = p.rolled + p.rolled_white
    if statue and len(set(values)) == 1:
        out.append(Reroll("statue"))
        if p.rolled_white:
            out.append(Reroll("statue", white=True))
    if chapel and sum(values) <= 7:
        out.append(Reroll("chapel"))
    if out:
        out.append(PASS)
    return out


def reroll_resolve(state: GameState, step: Step, action: Action, ev: list[Event]) -> None:
    if isinstance(action, Pass):
        return
    assert isinstance(action, Reroll)
    p = state.players[step.player]
    if action.building == "statue":
        p.used_statue = True
        rerolled = REROLLED[1] if action.white else REROLLED[0]
        label, form = Term("building", "statue"), "white" if action.white else "one"
    else:
        p.used_chapel = True
        rerolled = REROLLED[2]
        label, form = Term("building", "chapel"), "all"
    ev.append(
        new_dice(
            kind="reroll",
            player=step.player,
            form=form,
            label=label,
            dice=tuple(p.rolled),
            white=tuple(p.rolled_white),
            total=p.dice_total(),
            names=state.config.players,
        )
    )
    # After the new values come in, the same player may use the other building.
    push(state, make_step("reroll_dice", step.player, rerolled), make_step("reroll", step.player))


def _rerolled(step: Step) -> Rerolled:
    arg = step.arg
    assert isinstance(arg, Rerolled)
    return arg


def reroll_count(state: GameState, step: Step) -> int:
    p = state.players[step.player]
    return len(p.rolled) + len(p.rolled_white) if _rerolled(step).dice == "all" else 1


def reroll_request(state: GameState, step: Step) -> ChanceRequest:
    return request("reroll", step.player, reroll_count(state, step))


def reroll_sample(req: ChanceRequest, source: Source) -> Action:
    return ChanceReroll(req.player, source.dice(req.dice))


def reroll_dice_resolve(state: GameState, step: Step, action: Action, ev: list[Event]) -> None:
    n = reroll_count(state, step)
    if (
        not isinstance(action, ChanceReroll)
        or action.player != step.player
        or len(action.values) != n
        or not all(1 <= d <= 6 for d in action.values)
    ):
        raise IllegalActionError(
            Msg.of("illegal-expected-reroll", n=n, who=name(state, step.player))
        )
    state.todo.pop()
    p = state.players[step.player]
    which = _rerolled(step).dice
    if which == "own":
        p.rolled[0] = action.values[0]
    elif which == "white":
        p.rolled_white[0] = action.values[0]
    else:
        k = len(p.rolled)
        p.rolled = list(action.values[:k])
        p.rolled_white = list(action.values[k:])
    p.dice = p.rolled[:]
    p.white = p.rolled_white[:]
    ev.append(
        new_dice(
            kind="roll",
            player=step.player,
            form="again",
            dice=tuple(p.rolled),
            white=tuple(p.rolled_white),
            total=p.dice_total(),
            names=state.config.players,
        )
    )


@segment_begin("turn order")
def turn_order_begin(state: GameState, ev: list[Event]) -> None:
    totals = [p.dice_total() for p in state.players]
    # sorted() is stable: ties keep their previous relative order.
    state.order = sorted(state.order, key=totals.__getitem__)
    ev.append(
        new_event(
            kind="order",
            form="season",
            players=tuple(state.order),
            values=tuple([totals[i] for i in state.order]),
            names=state.config.players,
        )
    )


# --- b) influencing the advisors --------------------------------------------


@cache
def _submultisets(values: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """All distinct sub-multisets of ``values`` (given highest first), the empty one first."""
    out: set[tuple[int, ...]] = set()
    for r in range(len(values) + 1):
        out.update(combinations(values, r))
    return tuple(sorted(out, key=lambda t: (len(t), t)))


# Placements are values, made at every influence from few distinct ones: shared.
_placement = cache(Placement)


@segment_begin("influence")
def influence_begin(state: GameState, ev: list[Event]) -> None:
    push(state, make_step("influence", state.order[0]))


@cache
def _influence_candidates(
    own_dice: tuple[int, ...], white_dice: tuple[int, ...], plus2: bool, market: bool
) -> tuple[tuple[int, Influence], ...]:
    """Every (rank, placement) these dice (highest first) can make, in the order the
    options are listed. Cached: the same dice come up again and again."""
    pluses = (0, 2) if plus2 else (0,)
    shifts = (0, -1, 1) if market else (0,)
    white_subs = _submultisets(white_dice)
    out = []
    for own in _submultisets(own_dice):
        if not own:
            continue
        s_own = sum(own)
        for white in white_subs:
            total = s_own + sum(white)
            for plus in pluses:
                for shift in shifts:
                    rank = total + plus + shift
                    if 1 <= rank <= 18:
                        out.append((rank, Influence(rank, own, white, plus == 2, shift)))
    return tuple(out)


@cache
def _with_envoy(free: Influence) -> Influence:
    """The same placement with the King's Envoy (asked only of the envoy's holder)."""
    return Influence(free.advisor, free.own, free.white, free.plus2, free.market, True)


@cache
def _candidates(
    own_dice: tuple[int, ...], white_dice: tuple[int, ...], plus2: bool, market: bool
) -> tuple[tuple[int, Influence], ...]:
    """``_influence_candidates`` of the dice in any order (cached as they lie: no sort)."""
    own = tuple(sorted(own_dice, reverse=True))
    return _influence_candidates(own, tuple(sorted(white_dice, reverse=True)), plus2, market)


def influence_options(state: GameState, step: Step) -> list[Action]:
    player = step.player
    p = state.players[player]
    if not p.dice:
        return []
    board = state.board
    market = state.ruleset.effects["market"]  # (ownership read inline: asked at every turn)
    candidates = _candidates(
        tuple(p.dice),
        tuple(p.white),
        p.plus2 > 0 and not p.used_plus2,
        not p.used_market and market >= 0 and p.built[market],
    )
    out: list[Action]
    if state.envoy == player:
        out = []
        for rank, free in candidates:
            taken = board[rank]
            if not taken:
                out.append(free)
            elif len(taken) == 1:
                out.append(_with_envoy(free))
    else:
        out = []  # (a plain loop: cheaper here than a comprehension, a call of its own)
        for rank, free in candidates:
            if not board[rank]:
                out.append(free)
    if out:
        out.append(PASS)
    return out


_INFLUENCE_STEPS = tuple(make_step("influence", q) for q in range(MAX_PLAYERS))


def _next_influencer(state: GameState, player: int, ev: list[Event]) -> None:
    order = state.order
    players = state.players
    pos = order.index(player) + 1
    for q in order[pos:]:  # the players after ``player``, then from the first, ``player`` last
        if not players[q].passed:
            state.todo.append(_INFLUENCE_STEPS[q])
            return
    for q in order[:pos]:
        if not players[q].passed:
            state.todo.append(_INFLUENCE_STEPS[q])
            return


def influence_resolve(state: GameState, step: Step, action: Action, ev: list[Event]) -> None:
    player = step.player
    p = state.players[player]
    if isinstance(action, Pass):
        p.passed = True
        ev.append(
            new_dice(
                kind="pass",
                player=player,
                dice=tuple(p.dice),
                white=tuple(p.white),
                names=state.config.players,
            )
        )
    else:
        assert isinstance(action, Influence)
        for d in action.own:
            p.dice.remove(d)
        for d in action.white:
            p.white.remove(d)
        if action.plus2:
            p.plus2 -= 1
            p.used_plus2 = True
        if action.market:
            p.used_market = True
        if action.envoy:
            state.envoy = -1
        state.board[action.advisor].append(
            _placement(player, action.own, action.white, action.plus2, action.market, action.envoy)
        )
        ev.append(
            new_dice(
                kind="influence",
                player=player,
                advisor=action.advisor,
                label=Term("advisor", action.advisor),
                dice=action.own,
                white=action.white,
                total=action.advisor,
                plus2=action.plus2,
                market=action.market,
                envoy=action.envoy,
                names=state.config.players,
            )
        )
    _next_influencer(state, player, ev)


def influence_auto(state: GameState, step: Step, ev: list[Event]) -> None:
    """No legal influence: the player must pass."""
    p = state.players[step.player]
    p.passed = True
    ev.append(
        new_dice(
            kind="pass",
            player=step.player,
            form="blocked" if p.dice else "no_dice",
            dice=tuple(p.dice),
            white=tuple(p.white),
            names=state.config.players,
        )
    )
    _next_influencer(state, step.player, ev)


# --- c) advisor rewards -----------------------------------------------------


@segment_begin("rewards")
def rewards_begin(state: GameState, ev: list[Event]) -> None:
    steps = []
    board = state.board
    merchant = tiles.MERCHANT if tiles.MERCHANT in state.tiles else 0
    for rank in range(1, 19):
        placed = board[rank]
        if not placed:
            continue
        if rank == merchant:  # the Merchant tile pays in turn order
            groups = sorted((pl.player for pl in placed if pl.player >= 0), key=state.order.index)
            steps += [_REWARD_STEPS[p][rank] for p in groups]
            continue
        for pl in placed:
            if pl.player >= 0:
                steps.append(_REWARD_STEPS[pl.player][rank])
    push(state, *steps, _RETURN_DICE)


# The reward steps, by player and rank: made at every season for each group of dice.
_REWARD_STEPS = tuple(
    tuple(make_step("reward", p, Advisor(rank)) for rank in range(19)) for p in range(MAX_PLAYERS)
)
_RETURN_DICE = make_step("return_dice")


def _fixed(opt: RewardOption) -> tuple[int, int, int]:
    return (opt.gold, opt.wood, opt.stone)


def reward_prompt(state: GameState, step: Step) -> Msg:
    rank = advisor_of(step)
    # The summary of the reward (or of the tile covering the advisor): a message by rank.
    if rank in state.tiles:
        summary = Msg(f"decide-summary-tile-{rank}")
        return Msg.of(
            "decide-reward-tile", advisor=Term("advisor", rank), rank=rank, summary=summary
        )
    summary = Msg(f"decide-summary-advisor-{rank}")
    return Msg.of("decide-reward", advisor=Term("advisor", rank), rank=rank, summary=summary)


def reward_options(state: GameState, step: Step) -> list[Action]:
    """Every way to take the advisor's reward, and "pass" to decline it (the dice then
    only block the advisor). Only an Alchemist with nothing to trade resolves alone."""
    rank = advisor_of(step)
    if rank in state.tiles:
        return tiles.reward_options(state, step)
    takes = _rewards(state.ruleset)[rank - 1].takes
    if takes is not None:
        return takes
    goods = state.players[step.player].goods
    out: list[Action] = [Trade(i) for i in range(3) if goods[i] > 0]
    return [*out, PASS] if out else []


class _Rewards(NamedTuple):
    # Every distinct reward the advisor offers as goods taken, then "pass" (shared: the
    # options of a decision are never changed in place); None for the Alchemist, whose
    # trades depend on the goods held.
    takes: list[Action] | None
    # The reward option behind each of those goods: the first that offers them.
    option: dict[tuple[int, int, int], RewardOption]


@per_ruleset
def _rewards(rs: Ruleset) -> tuple[_Rewards, ...]:
    """What each advisor (by rank - 1) offers."""
    out = []
    for adv in rs.advisors:
        option: dict[tuple[int, int, int], RewardOption] = {}
        for opt in adv.options:
            fixed = _fixed(opt)
            for pick in goods_multisets(opt.choice_goods):
                total = (fixed[0] + pick[0], fixed[1] + pick[1], fixed[2] + pick[2])
                option.setdefault(total, opt)
        alchemy = adv.options[0].alchemy
        out.append(_Rewards(None if alchemy else [*map(Take, option), PASS], option))
    return tuple(out)


def reward_soldiers(state: GameState, player: int, opt: RewardOption) -> int:
    """The soldiers a reward option gives ``player``: one more with the Stables."""
    soldiers = opt.soldiers
    if soldiers and owns(state, player, state.ruleset.effects["stables"]):
        soldiers += 1
    return soldiers


def reward_option(state: GameState, rank: int, goods: tuple[int, int, int]) -> RewardOption:
    """The option of advisor ``rank``'s reward that taking ``goods`` takes: the first that
    offers them (KeyError if none does)."""
    return _rewards(state.ruleset)[rank - 1].option[goods]


def _grant(
    state: GameState, step: Step, opt: RewardOption, goods: tuple[int, int, int], ev: list[Event]
) -> None:
    player = step.player
    rank = advisor_of(step)
    adv = Term("advisor", rank)
    soldiers = reward_soldiers(state, player, opt)
    form = "stables" if soldiers > opt.soldiers else "advisor"  # the Stables add one
    add_goods(state, player, goods)
    p = state.players[player]
    p.soldiers += soldiers
    p.plus2 += opt.plus2
    if any(goods) or soldiers or opt.plus2:
        ev.append(
            new_goods(
                kind="reward",
                player=player,
                form=form,
                label=adv,
                advisor=rank,
                gained=goods,
                soldiers=soldiers,
                plus2=opt.plus2,
                names=state.config.players,
            )
        )
    if opt.vp:
        change_vp(state, player, opt.vp, "advisors", "advisor", ev, label=adv)
    if opt.peek:
        peek(state, player, adv, ev)


def reward_auto(state: GameState, step: Step, ev: list[Event]) -> None:
    """Only the Alchemist with no goods to trade: it gives nothing (or a tile's own case)."""
    rank = advisor_of(step)
    if rank in state.tiles:
        tiles.reward_auto(state, step, ev)
        return
    ev.append(
        new_goods(
            kind="reward",
            player=step.player,
            form="nothing",
            label=Term("advisor", rank),
            advisor=rank,
            detail="no_goods",
            names=state.config.players,
        )
    )


def reward_resolve(state: GameState, step: Step, action: Action, ev: list[Event]) -> None:
    rank, player = advisor_of(step), step.player  # (read once: each read is a lookup)
    if rank in state.tiles:
        tiles.reward_resolve(state, step, action, ev)
        return
    names = state.config.players
    if isinstance(action, Pass):
        ev.append(
            new_goods(
                kind="reward",
                player=player,
                form="decline",
                label=Term("advisor", rank),
                advisor=rank,
                names=names,
            )
        )
        return
    if isinstance(action, Trade):
        give = [0, 0, 0]
        give[action.good] = 1
        get = [1, 1, 1]
        get[action.good] = 0
        sub_goods(state, player, (give[0], give[1], give[2]))
        add_goods(state, player, (get[0], get[1], get[2]))
        ev.append(
            new_goods(
                kind="reward",
                player=player,
                form="trade",
                label=Term("advisor", rank),
                advisor=rank,
                gained=(get[0], get[1], get[2]),
                lost=(give[0], give[1], give[2]),
                names=names,
            )
        )
        return
    assert isinstance(action, Take)
    opt = _rewards(state.ruleset)[rank - 1].option.get(action.goods)
    if opt is not None:
        _grant(state, step, opt, action.goods, ev)
        return
    raise AssertionError("legal Take matched no reward option")


def return_dice_auto(state: GameState, step: Step, ev: list[Event]) -> None:
    tiles.remove_after_season(state, ev)
    for b in state.board:
        if b:  # most advisors are free: a test costs less than a call
            b.clear()
    for p in state.players:
        if p.dice:
            p.dice.clear()
        if p.white:
            p.white.clear()


# --- d) building ------------------------------------------------------------


@segment_begin("build")
def build_begin(state: GameState, ev: list[Event]) -> None:
    push_for_each(state, "build")


Cost = tuple[int, int, int]


class _Building(NamedTuple):
    crane: int  # index of the Crane's building, -1 if none
    # Each building's (gold, wood, stone): as printed, and for an owner of the Crane
    # (1 gold less for the buildings of the last two columns that cost gold).
    costs: tuple[tuple[Cost, ...], tuple[Cost, ...]]
    builds: tuple[tuple[Build, ...], tuple[Build, ...]]  # Build actions: without, with envoy


@per_ruleset
def _building(rs: Ruleset) -> _Building:
    """What building asks of the data, in one table (one lookup for each build step)."""
    printed = tuple((b.cost.gold, b.cost.wood, b.cost.stone) for b in rs.buildings)
    crane = tuple(
        (g - 1 if g and b.column >= 3 else g, w, s)
        for (g, w, s), b in zip(printed, rs.buildings, strict=True)
    )
    builds = (
        tuple(Build(b.id) for b in rs.buildings),
        tuple(Build(b.id, True) for b in rs.buildings),
    )
    return _Building(rs.effects["crane"], (printed, crane), builds)


def _crane_costs(table: _Building, built: list[bool]) -> tuple[Cost, ...]:
    """The building costs for a player whose province is ``built``."""
    return table.costs[table.crane >= 0 and built[table.crane]]


def building_cost(state: GameState, player: int, index: int) -> Cost:
    return _crane_costs(_building(state.ruleset), state.players[player].built)[index]


def buildable(state: GameState, player: int) -> list[int]:
    """Indices of the buildings the player may build now (leftmost unbuilt of each row)."""
    return list(_buildable(tuple(state.players[player].built)))


@cache
def _buildable(built: tuple[bool, ...]) -> tuple[int, ...]:
    # Cached: each row is built from the left and loses its rightmost building first, so
    # a province is one of at most 5**5 patterns.
    out = []
    for row in range(0, 20, 4):
        try:
            i = built.index(False, row, row + 4)
        except ValueError:  # the row is complete
            continue
        out.append(i)
    return tuple(out)


def build_prompt(state: GameState, step: Step) -> Msg:
    return _BUILD_SECOND if step.arg is ENVOY_BUILD else _BUILD_ONE


_BUILD_ONE = Msg("decide-build")
_BUILD_SECOND = Msg("decide-build-envoy")


def build_options(state: GameState, step: Step) -> list[Action]:
    player = step.player
    with_envoy = step.arg is ENVOY_BUILD
    if with_envoy and state.envoy != player:
        return []
    table = _building(state.ruleset)
    p = state.players[player]
    costs = _crane_costs(table, p.built)
    builds = table.builds[with_envoy]
    gold, wood, stone = p.goods
    out: list[Action] = []
    for i in _buildable(tuple(p.built)):
        g, w, s = costs[i]
        if g <= gold and w <= wood and s <= stone:
            out.append(builds[i])
    if out:
        out.append(PASS)
    return out


def build_resolve(state: GameState, step: Step, action: Action, ev: list[Event]) -> None:
    player = step.player
    p = state.players[player]
    if isinstance(action, Pass):
        if step.arg is None:
            ev.append(new_event(kind="build_none", player=player, names=state.config.players))
        return
    assert isinstance(action, Build)
    index = state.ruleset.building_index(action.building)
    b = state.ruleset.buildings[index]
    cost = building_cost(state, player, index)
    sub_goods(state, player, cost)
    p.built[index] = True
    p.builds += 1
    ev.append(
        new_goods(
            kind="built",
            player=player,
            form="built",
            label=Term("building", b.id),
            lost=cost,
            envoy=action.envoy,
            names=state.config.players,
        )
    )
    change_vp(state, player, b.vp, "buildings", "building", ev, label=Term("building", b.id))
    if action.envoy:
        state.envoy = -1
    elif state.envoy == player:
        push(state, make_step("build", player, ENVOY_BUILD))


def build_auto(state: GameState, step: Step, ev: list[Event]) -> None:
    if step.arg is None:
        ev.append(
            new_event(kind="build", player=step.player, form="cannot", names=state.config.players)
        )


# --- end of the season ------------------------------------------------------


@segment_begin("end")
def season_end_begin(state: GameState, ev: list[Event]) -> None:
    town_hall = state.ruleset.effects["town_hall"]
    if town_hall >= 0:
        for p in state.players:
            if p.built[town_hall]:
                push_for_each(state, "inn", "town_hall", "embassy")
                return
    # Nobody owns the Town Hall, so nobody decides anything here: the steps' work is done
    # at once, in their order (queued, they would come and go within this one ``advance``).
    for q in state.order:
        inn_auto(state, _INN_STEPS[q], ev)
        embassy_auto(state, _EMBASSY_STEPS[q], ev)


_INN_STEPS = tuple(make_step("inn", q) for q in range(MAX_PLAYERS))
_EMBASSY_STEPS = tuple(make_step("embassy", q) for q in range(MAX_PLAYERS))


def inn_auto(state: GameState, step: Step, ev: list[Event]) -> None:
    if current_phase(state) == SUMMER and owns(state, step.player, state.ruleset.effects["inn"]):
        state.players[step.player].plus2 += 1
        ev.append(
            new_goods(
                kind="gain",
                player=step.player,
                form="from",
                label=Term("building", "inn"),
                plus2=1,
                names=state.config.players,
            )
        )


def embassy_auto(state: GameState, step: Step, ev: list[Event]) -> None:
    if owns(state, step.player, state.ruleset.effects["embassy"]):
        change_vp(state, step.player, 1, "other", "embassy", ev)


def town_hall_options(state: GameState, step: Step) -> list[Action]:
    if not owns(state, step.player, state.ruleset.effects["town_hall"]):
        return []
    p = state.players[step.player]
    out: list[Action] = [TownHall(i) for i in range(3) if p.goods[i] > 0]
    if p.plus2 > 0:
        out.append(TownHall(3))
    if out:
        out.append(PASS)
    return out


def town_hall_resolve(state: GameState, step: Step, action: Action, ev: list[Event]) -> None:
    if isinstance(action, Pass):
        return
    assert isinstance(action, TownHall)
    p = state.players[step.player]
    if action.pay == 3:
        p.plus2 -= 1
    else:
        p.goods[action.pay] -= 1
    change_vp(state, step.player, 1, "other", "town_hall", ev, values=(action.pay,))


decision_step(
    "reroll",
    DecisionRule(
        "reroll",
        reroll_options,
        reroll_resolve,
        prompt=Msg("decide-reroll"),
        due="illegal-due-reroll",
        title=Msg("decide-title-reroll"),
        passed="action-pass-reroll",
        done="bot-done-reroll",
    ),
)
decision_step(
    "influence",
    DecisionRule(
        "influence",
        influence_options,
        influence_resolve,
        auto=influence_auto,
        prompt=Msg("decide-influence"),
        due="illegal-due-influence",
        title=Msg("decide-title-influence"),
        done="bot-done-influence",
    ),
)
decision_step(
    "reward",
    DecisionRule(
        "reward",
        reward_options,
        reward_resolve,
        auto=reward_auto,
        prompt=reward_prompt,
        due="illegal-due-reward",
        title=Msg("decide-title-reward"),
        payload=Advisor,
        advisor=advisor_of,
        passed="action-pass-reward",
        done="bot-done-reward",
    ),
)
decision_step(
    "build",
    DecisionRule(
        "build",
        build_options,
        build_resolve,
        auto=build_auto,
        prompt=build_prompt,
        due="illegal-due-build",
        title=Msg("decide-title-build"),
        payload=EnvoyBuild,
        passed="action-pass-build",
        done="bot-done-build",
    ),
)
decision_step(
    "town_hall",
    DecisionRule(
        "town_hall",
        town_hall_options,
        town_hall_resolve,
        prompt=Msg("decide-town-hall"),
        due="illegal-due-town-hall",
        title=Msg("decide-title-town-hall"),
        passed="action-pass-town-hall",
        done="bot-done-town_hall",
    ),
)
chance_step(
    "block",
    ChanceRule(
        block_request, block_sample, block_resolve, Msg("turn-brings-block"), payload=BlockingDice
    ),
)
chance_step("roll", ChanceRule(roll_request, roll_sample, roll_resolve, Msg("turn-brings-roll")))
chance_step(
    "reroll_dice",
    ChanceRule(
        reroll_request,
        reroll_sample,
        reroll_dice_resolve,
        Msg("turn-brings-reroll"),
        payload=Rerolled,
    ),
)
auto_step("guild", guild_auto)
auto_step("return_dice", return_dice_auto)
auto_step("inn", inn_auto)
auto_step("embassy", embassy_auto)
