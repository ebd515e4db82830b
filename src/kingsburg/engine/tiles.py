"""Module 6: the alternate advisor rewards (the 16 advisor tiles, one rule each).

A tile on advisor ``rank`` replaces that advisor's reward for the rest of the
game. Seating for "left" and "right" is the order the players were entered in
(left = next, right = previous; with two players both are the opponent).
Choices that belong to another player are their own decisions, asked by name.
"""

from __future__ import annotations

from kingsburg.data.rule_keys import tile_rule
from kingsburg.engine.actions import (
    PASS,
    Action,
    Bundle,
    ChanceTile,
    ChanceTileDie,
    ChooseOpponent,
    Distribute,
    Gain,
    Give,
    Pass,
    Take,
)
from kingsburg.engine.chance import ChanceRequest, Source, request
from kingsburg.engine.common import add_goods, advisor_of, change_vp, owns, peek, push
from kingsburg.engine.events import Event, new_goods
from kingsburg.engine.state import Advisor, GameState, SharedWith, Step, TileGift, make_step
from kingsburg.engine.steps import ChanceRule, DecisionRule, chance_step, decision_step
from kingsburg.errors import IllegalActionError
from kingsburg.message import Msg, Term

# The tiles by number (the rank of the advisor each covers, as in data/tiles.yaml): the one
# place the rules, the app and the tests name a tile from.
JESTER, SQUIRE, ARCHITECT, MERCHANT, SERGEANT, ALCHEMIST, ASTRONOMER, TREASURER = range(1, 9)
HUNTER, GENERAL, SWORDSMITH, DUCHESS, CHAMPION, SMUGGLER, INVENTOR, WIZARD = range(9, 17)

ONE: tuple[tuple[int, int, int], ...] = ((1, 0, 0), (0, 1, 0), (0, 0, 1))

# A rule for each tile, and the numbers it reads from the tile's ``values`` in
# data/tiles.yaml (the data holds exactly the tiles registered here).
tile_rule(JESTER)
tile_rule(SQUIRE, "tokens", "trade_tokens", "gold", "soldiers")
tile_rule(ARCHITECT, "goods")
tile_rule(MERCHANT, "refill_each")
tile_rule(SERGEANT)
tile_rule(ALCHEMIST)
tile_rule(ASTRONOMER, "opponent", "you")
tile_rule(TREASURER)
tile_rule(HUNTER)
tile_rule(GENERAL, "goods")
tile_rule(SWORDSMITH)
tile_rule(DUCHESS, "you", "others")
tile_rule(CHAMPION)
tile_rule(SMUGGLER)
tile_rule(INVENTOR, "each")
tile_rule(WIZARD, "vp")


def left(state: GameState, player: int) -> int:
    return (player + 1) % state.n


def right(state: GameState, player: int) -> int:
    return (player - 1) % state.n


def opponents(state: GameState, player: int) -> list[int]:
    return [q for q in range(state.n) if q != player]


def value(state: GameState, rank: int, key: str) -> int:
    return state.ruleset.tiles[rank - 1].values[key]


def pile(state: GameState, rank: int) -> tuple[int, int, int] | None:
    """The goods lying on the tile on advisor ``rank``: the Merchant's and the Sergeant's
    in their own fields, any other tile's in ``state.tile_piles`` (None: the tile holds no
    goods; the app shows a pile wherever there is one)."""
    if rank == MERCHANT and rank in state.tiles:
        g = state.tile_goods
        return (g[0], g[1], g[2])
    if rank == SERGEANT and rank in state.tiles:
        return ONE[state.sergeant_good] if state.sergeant_good >= 0 else (0, 0, 0)
    for r, gold, wood, stone in state.tile_piles:
        if r == rank:
            return (gold, wood, stone)
    return None


def set_pile(state: GameState, rank: int, goods: tuple[int, int, int]) -> None:
    """Put ``goods`` as the pile on tile ``rank`` (any tile but the Merchant's and the
    Sergeant's, which keep theirs in their own fields)."""
    rest = [p for p in state.tile_piles if p[0] != rank]
    state.tile_piles = sorted([*rest, [rank, *goods]])


def tile_term(rank: int) -> Term:
    """The tile on advisor ``rank``, as events name it."""
    return Term("tile", rank)


def _b(
    gold: int = 0, wood: int = 0, stone: int = 0, vp: int = 0, soldiers: int = 0, plus2: int = 0
) -> Bundle:
    return (gold, wood, stone, vp, soldiers, plus2)


def _goods(i: int, n: int = 1) -> tuple[int, int, int]:
    g = [0, 0, 0]
    g[i] = n
    return (g[0], g[1], g[2])


def _good(i: int, n: int = 1) -> Bundle:
    return (*_goods(i, n), 0, 0, 0)


def _plus(a: Bundle, b: Bundle) -> Bundle:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3], a[4] + b[4], a[5] + b[5])


# --- setting tiles out ------------------------------------------------------


def setup(state: GameState) -> list[Step]:
    """Steps of the game's setup for module 6 (the inverted variant lays all tiles)."""
    if 6 not in state.config.modules:
        return []
    if "inverted-tiles" in state.config.variants:
        state.tiles = list(range(1, len(state.ruleset.tiles) + 1))
        _refill_merchant(state)
        return [make_step("tile_die")]
    state.tile_bag = list(range(1, len(state.ruleset.tiles) + 1))
    return []


def _refill_merchant(state: GameState) -> None:
    n = value(state, MERCHANT, "refill_each")
    state.tile_goods = [n, n, n]


def draw_steps(state: GameState) -> list[Step]:
    """At the start of a productive season the first player draws a tile."""
    if 6 in state.config.modules and state.tile_bag:
        return [make_step("tile_draw", state.order[0])]
    return []


def draw_request(state: GameState, step: Step) -> ChanceRequest:
    return ChanceRequest("tile", step.player, tiles=tuple(state.tile_bag))


def draw_sample(req: ChanceRequest, source: Source) -> Action:
    return ChanceTile(req.tiles[source.below(len(req.tiles))])


def die_request(state: GameState, step: Step) -> ChanceRequest:
    return request("tile_die", dice=1)


def die_sample(req: ChanceRequest, source: Source) -> Action:
    return ChanceTileDie(source.dice(1)[0])


def draw_resolve(state: GameState, step: Step, action: Action, ev: list[Event]) -> None:
    if not isinstance(action, ChanceTile) or action.rank not in state.tile_bag:
        raise IllegalActionError(Msg("illegal-expected-tile"))
    state.todo.pop()
    state.tile_bag.remove(action.rank)
    state.tiles.append(action.rank)
    state.tiles.sort()
    ev.append(
        new_goods(
            kind="tile",
            player=step.player,
            form="draw",
            label=tile_term(action.rank),
            advisor=action.rank,
            names=state.config.players,
        )
    )
    if action.rank == MERCHANT:
        _refill_merchant(state)
    elif action.rank == SERGEANT:
        push(state, make_step("tile_die"))


def die_resolve(state: GameState, step: Step, action: Action, ev: list[Event]) -> None:
    if not isinstance(action, ChanceTileDie) or not 1 <= action.die <= 6:
        raise IllegalActionError(Msg("illegal-expected-tile-die"))
    state.todo.pop()
    state.sergeant_good = (action.die - 1) // 2  # 1-2 gold, 3-4 wood, 5-6 stone
    state.sergeant_taken = False
    ev.append(
        new_goods(
            kind="tile",
            form="sergeant",
            label=tile_term(SERGEANT),
            advisor=SERGEANT,
            values=(action.die,),
            gained=ONE[state.sergeant_good],
            names=state.config.players,
        )
    )


def remove_after_season(state: GameState, ev: list[Event]) -> None:
    """Inverted variant: the highest influenced tiled advisor loses its tile, else the lowest."""
    if "inverted-tiles" not in state.config.variants or not state.tiles:
        return
    influenced = [r for r in state.tiles if state.board[r]]
    rank = max(influenced) if influenced else min(state.tiles)
    state.tiles.remove(rank)
    ev.append(
        new_goods(
            kind="tile",
            form="leave",
            label=tile_term(rank),
            advisor=rank,
            names=state.config.players,
        )
    )


# --- the reward of a tiled advisor -------------------------------------------


def _fewest(state: GameState, player: int, key: str) -> bool:
    def amount(i: int) -> int:
        p = state.players[i]
        return p.n_goods if key == "goods" else p.soldiers if key == "soldiers" else p.vp

    mine = amount(player)
    return all(mine <= amount(i) for i in range(state.n))


def bundles(state: GameState, player: int, rank: int) -> list[Bundle]:
    """The bundles the influencing player may choose from (for bundle-type tiles)."""
    p = state.players[player]
    if rank == SQUIRE:
        out = [_b(plus2=value(state, rank, "tokens"))]
        if p.plus2 >= value(state, rank, "trade_tokens"):
            out.append(
                _b(
                    gold=value(state, rank, "gold"),
                    soldiers=value(state, rank, "soldiers"),
                    plus2=-value(state, rank, "trade_tokens"),
                )
            )
        return out
    if rank == ALCHEMIST:
        out = [_plus(_good(i, -1), _b(vp=1, soldiers=1)) for i in range(3) if p.goods[i] > 0]
        out += [_plus(_good(i), _b(vp=-1, soldiers=1)) for i in range(3)]
        if p.soldiers > 0:
            out += [_plus(_good(i), _b(vp=1, soldiers=-1)) for i in range(3)]
        return out
    if rank == HUNTER:
        items = [_b(gold=1), _b(wood=1), _b(vp=1), _b(soldiers=1, plus2=1)]
        return [_plus(items[i], items[j]) for i in range(4) for j in range(i + 1, 4)]
    if rank == GENERAL:
        return [_good(i, value(state, rank, "goods")) for i in range(3)]
    if rank == SWORDSMITH:
        out = [_b(stone=1, soldiers=1, vp=1)]
        if _fewest(state, player, "goods"):
            out += [_b(stone=2, vp=1), _b(stone=2, soldiers=1)]
        if _fewest(state, player, "soldiers"):
            out += [_b(soldiers=2, vp=1), _b(stone=1, soldiers=2)]
        if _fewest(state, player, "vp"):
            out += [_b(stone=1, vp=2), _b(soldiers=1, vp=2)]
        return list(dict.fromkeys(out))
    if rank == DUCHESS:
        you = value(state, rank, "you")
        return [_b(gold=you), _b(vp=you)]
    if rank == CHAMPION:
        return [_plus(_good(i), _b(vp=1, soldiers=1, plus2=1)) for i in range(3)]
    if rank == WIZARD:
        return [_b(vp=value(state, rank, "vp"))]
    return []


def others_gain(state: GameState, rank: int, action: Action) -> Bundle:
    """What each other player gains when a player takes ``action`` from the tile on advisor
    ``rank``: only the Duchess tile gives them anything (VP if gold was taken, else gold)."""
    if rank != DUCHESS or not isinstance(action, Gain):
        return _b()
    others = value(state, rank, "others")
    return _b(vp=others) if action.bundle[0] else _b(gold=others)


def _gifts(state: GameState, player: int) -> list[Distribute]:
    """Inventor: every way to hand 2 of the 6 new goods to opponents."""
    opps = opponents(state, player)
    out: set[tuple[tuple[int, int], ...]] = set()
    for g1 in range(3):
        for g2 in range(g1, 3):
            for q1 in opps:
                for q2 in opps:
                    out.add(tuple(sorted(((q1, g1), (q2, g2)))))
    return [Distribute(g) for g in sorted(out)]


def reward_options(state: GameState, step: Step) -> list[Action]:
    player, rank = step.player, advisor_of(step)
    out: list[Action]
    if rank == JESTER:
        return []  # resolves by itself: it sends the player to another advisor
    if rank in (ARCHITECT, TREASURER):
        out = [Take((0, 0, 0))]
    elif rank == MERCHANT:
        out = [Take(ONE[i]) for i in range(3) if state.tile_goods[i] > 0]
    elif rank == SERGEANT:
        out = [Take(ONE[state.sergeant_good])] if state.sergeant_good >= 0 else []
    elif rank in (ASTRONOMER, SMUGGLER):
        out = [ChooseOpponent(q) for q in opponents(state, player)]
    elif rank == INVENTOR:
        out = list(_gifts(state, player))
    else:
        out = [Gain(b) for b in bundles(state, player, rank)]
    return [*out, PASS] if out else []


def reward_auto(state: GameState, step: Step, ev: list[Event]) -> None:
    player, rank = step.player, advisor_of(step)
    names = state.config.players
    if rank == JESTER:
        free = [r for r in range(2, 19) if not state.board[r]]
        if not free:
            ev.append(
                new_goods(
                    kind="reward",
                    player=player,
                    form="jester_none",
                    label=tile_term(rank),
                    advisor=rank,
                    names=names,
                )
            )
            return
        target = free[0]
        ev.append(
            new_goods(
                kind="reward",
                player=player,
                form="jester",
                label=tile_term(rank),
                advisor=target,  # the advisor the Jester sends the player to
                names=names,
            )
        )
        push(state, make_step("reward", player, Advisor(target)))
        return
    ev.append(
        new_goods(
            kind="reward",
            player=player,
            form="nothing",
            label=tile_term(rank),
            advisor=rank,
            detail="tile_empty" if rank == SERGEANT else "nothing_to_take",
            names=names,
        )
    )


def _soldiers(state: GameState, player: int, n: int) -> int:
    """Soldiers an advisor gives, with the Stables' extra one."""
    if n > 0 and owns(state, player, state.ruleset.effects["stables"]):
        n += 1
    state.players[player].soldiers += n
    return n


def grant(state: GameState, player: int, bundle: Bundle, rank: int, ev: list[Event]) -> None:
    """Apply a bundle (gains and payments) of the tile on advisor ``rank`` to ``player``
    and log it."""
    tile = tile_term(rank)
    add_goods(state, player, (bundle[0], bundle[1], bundle[2]))
    p = state.players[player]
    p.plus2 += bundle[5]
    soldiers = _soldiers(state, player, bundle[4])
    if any(bundle[:3]) or soldiers or bundle[5]:
        b = bundle
        ev.append(
            new_goods(
                kind="reward",
                player=player,
                form="bundle",
                label=tile,
                advisor=rank,
                gained=(max(b[0], 0), max(b[1], 0), max(b[2], 0)),
                lost=(max(-b[0], 0), max(-b[1], 0), max(-b[2], 0)),
                soldiers=soldiers,
                plus2=b[5],
                names=state.config.players,
            )
        )
    change_vp(state, player, bundle[3], "advisors", "tile", ev, label=tile)


def reward_resolve(state: GameState, step: Step, action: Action, ev: list[Event]) -> None:
    player, rank = step.player, advisor_of(step)
    tile = tile_term(rank)
    names = state.config.players
    if isinstance(action, Pass):
        ev.append(
            new_goods(
                kind="reward",
                player=player,
                form="decline",
                label=tile,
                advisor=rank,
                names=names,
            )
        )
        if rank == SERGEANT:
            _sergeant_done(state, took=False, ev=ev)
        return
    if rank in (ARCHITECT, TREASURER):
        gift = TileGift(player, rank)
        givers = (
            [left(state, player)]
            if rank == ARCHITECT
            else [left(state, player), right(state, player)]
        )
        push(state, *(make_step("tile_give", g, gift) for g in givers))
        return
    if rank == MERCHANT:
        assert isinstance(action, Take)
        i = action.goods.index(1)
        state.tile_goods[i] -= 1
        grant(state, player, _good(i), rank, ev)
        if not any(state.tile_goods):
            _refill_merchant(state)
            t = state.tile_goods
            ev.append(
                new_goods(
                    kind="tile",
                    form="refill",
                    label=tile,
                    advisor=rank,
                    gained=(t[0], t[1], t[2]),
                    names=names,
                )
            )
        return
    if rank == SERGEANT:
        assert isinstance(action, Take)
        grant(state, player, _good(state.sergeant_good), rank, ev)
        _sergeant_done(state, took=True, ev=ev)
        return
    if isinstance(action, ChooseOpponent):
        kind = "tile_opp_good" if rank == ASTRONOMER else "tile_smuggle"
        ev.append(
            new_goods(
                kind="reward",
                player=player,
                form="choose",
                label=tile,
                advisor=rank,
                players=(action.player,),
                names=names,
            )
        )
        push(state, make_step(kind, action.player, SharedWith(player)))
        return
    if isinstance(action, Distribute):
        each = value(state, INVENTOR, "each")
        kept = [each, each, each]
        for q, g in action.gifts:
            kept[g] -= 1
            add_goods(state, q, ONE[g])
        grant(state, player, _b(kept[0], kept[1], kept[2]), rank, ev)
        ev.append(
            new_goods(
                kind="reward",
                player=player,
                form="gifts",
                label=tile,
                advisor=rank,
                players=tuple(q for q, _ in action.gifts),
                values=tuple(g for _, g in action.gifts),
                names=names,
            )
        )
        return
    assert isinstance(action, Gain)
    grant(state, player, action.bundle, rank, ev)
    if rank == DUCHESS:
        gain = others_gain(state, rank, action)
        for q in opponents(state, player):
            if gain[3]:
                why, chose = "tile_choice", (player,)  # the Duchess tile: the player's choice
                change_vp(state, q, gain[3], "advisors", why, ev, label=tile, players=chose)
            else:
                add_goods(state, q, gain[:3])
                ev.append(
                    new_goods(
                        kind="gain",
                        player=q,
                        form="tile",
                        label=tile,
                        advisor=rank,
                        players=(player,),
                        gained=(gain[0], gain[1], gain[2]),
                        names=names,
                    )
                )
    elif rank == CHAMPION:
        peek(state, player, tile, ev)


def _sergeant_done(state: GameState, took: bool, ev: list[Event]) -> None:
    """After the last Sergeant reward of the season, a taken good is replaced by a die."""
    state.sergeant_taken = state.sergeant_taken or took
    if any(s.kind == "reward" and s.arg == Advisor(SERGEANT) for s in state.todo):
        return
    if state.sergeant_taken:
        state.sergeant_good = -1
        push(state, make_step("tile_die"))


# --- choices made by other players -------------------------------------------


def _gift(step: Step) -> TileGift:
    arg = step.arg
    assert isinstance(arg, TileGift)
    return arg


def _shared_with(step: Step) -> int:
    arg = step.arg
    assert isinstance(arg, SharedWith)
    return arg.player


def give_prompt(state: GameState, step: Step) -> Msg:
    gift = _gift(step)
    return Msg.of(
        "decide-tile-give",
        who=state.players[gift.recipient].name,
        advisor=Term("advisor", gift.rank),
    )


def give_advisor(step: Step) -> int:
    return _gift(step).rank


def opp_good_prompt(state: GameState, step: Step) -> Msg:
    return Msg.of("decide-tile-astronomer", who=state.players[_shared_with(step)].name)


def smuggle_prompt(state: GameState, step: Step) -> Msg:
    return Msg.of("decide-tile-smuggler", who=state.players[_shared_with(step)].name)


def give_options(state: GameState, step: Step) -> list[Action]:
    return [Give(0), Give(1), Give(2)]


def give_resolve(state: GameState, step: Step, action: Action, ev: list[Event]) -> None:
    assert isinstance(action, Give)
    recipient, rank = _gift(step).recipient, _gift(step).rank
    n = value(state, ARCHITECT, "goods") if rank == ARCHITECT else 1
    gift = _goods(action.good, n)
    add_goods(state, recipient, gift)
    ev.append(
        new_goods(
            kind="gain",
            player=recipient,
            form="picked",
            label=tile_term(rank),
            advisor=rank,
            players=(step.player,),  # who chose the good
            gained=gift,
            names=state.config.players,
        )
    )


def opp_good_options(state: GameState, step: Step) -> list[Action]:
    return [Take(g) for g in ONE]


def opp_good_resolve(state: GameState, step: Step, action: Action, ev: list[Event]) -> None:
    """Astronomer tile: the opponent takes a good, the influencer two of that type."""
    assert isinstance(action, Take)
    i = action.goods.index(1)
    grant(state, step.player, _good(i, value(state, ASTRONOMER, "opponent")), ASTRONOMER, ev)
    grant(state, _shared_with(step), _good(i, value(state, ASTRONOMER, "you")), ASTRONOMER, ev)


SMUGGLED = (_b(gold=1), _b(wood=1), _b(stone=1), _b(plus2=1), _b(soldiers=1))


def smuggle_options(state: GameState, step: Step) -> list[Action]:
    return [Gain(b) for b in SMUGGLED]


def smuggle_resolve(state: GameState, step: Step, action: Action, ev: list[Event]) -> None:
    """Smuggler tile: the opponent takes one of five rewards, the influencer the rest."""
    assert isinstance(action, Gain)
    grant(state, step.player, action.bundle, SMUGGLER, ev)
    rest = _b()
    for b in SMUGGLED:
        if b != action.bundle:
            rest = _plus(rest, b)
    grant(state, _shared_with(step), rest, SMUGGLER, ev)


decision_step(
    "tile_give",
    DecisionRule(
        "tile_give",
        give_options,
        give_resolve,
        prompt=give_prompt,
        due="illegal-due-tile-give",
        title=Msg("decide-title-tile-give"),
        payload=TileGift,
        advisor=give_advisor,
    ),
)
decision_step(
    "tile_opp_good",
    DecisionRule(
        "tile_opp_good",
        opp_good_options,
        opp_good_resolve,
        prompt=opp_good_prompt,
        due="illegal-due-tile-astronomer",
        title=Msg("decide-title-tile-astronomer"),
        payload=SharedWith,
        advisor=ASTRONOMER,
    ),
)
decision_step(
    "tile_smuggle",
    DecisionRule(
        "tile_smuggle",
        smuggle_options,
        smuggle_resolve,
        prompt=smuggle_prompt,
        due="illegal-due-tile-smuggler",
        title=Msg("decide-title-tile-smuggler"),
        payload=SharedWith,
        advisor=SMUGGLER,
    ),
)
chance_step(
    "tile_draw", ChanceRule(draw_request, draw_sample, draw_resolve, Msg("turn-brings-tile"))
)
chance_step(
    "tile_die", ChanceRule(die_request, die_sample, die_resolve, Msg("turn-brings-tile-die"))
)
