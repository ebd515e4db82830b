"""Every reason a level gives, and every hint, speaks plainly and truly of the position: its
first line names only buildings, goods, enemies and numbers true of it (a building only
where the move makes it affordable, or brings it closer with the shortfall stated), in
words (no move notation, no "good(s)", no "1 goods"), without the search's statistics; its
numbers, a key away, never show the chosen move worse than another without saying why."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from kingsburg.bots import make_bot
from kingsburg.bots.base import Bot
from kingsburg.bots.evaluate import seasons_left
from kingsburg.bots.search import StrongBot
from kingsburg.driver import ChanceDriver
from kingsburg.engine import (
    CHANCE,
    OVER,
    Action,
    Build,
    GameConfig,
    GameState,
    Influence,
    Pass,
    Reroll,
    Take,
    TownHall,
    action_text,
    apply,
    buildable,
    building_cost,
    legal_actions,
    new_game,
    to_act,
    turn,
    view,
)
from kingsburg.message import Term
from kingsburg.reasons import Reason, public_reason
from kingsburg.simulate import DEFAULT_NAMES
from kingsburg.text.decisions import goods_words
from kingsburg.text.reasons import reason_details, reason_text
from kingsburg.tui.screens.game import hint_line

# What the record's notation and the old wording let through.
NOTATION = re.compile(
    r"\+2 pay|town hall pay|good\(s\)|\b1 goods\b|\binfluence \d+ with\b|\bw\d\b|"
    r"\btake reward\b|\bchapel reroll\b|\bstatue reroll\b|\btoken \d+\b(?! soldier)"
)
STATISTICS = re.compile(
    r"standard error|sampled|\bsamples?\b|scored|\bscores?\b|estimate|\bmean\b|reckoning",
    re.IGNORECASE,
)


def lack(view_: GameState, player: int, bid: str, goods: tuple[int, ...]) -> int:
    cost = building_cost(view_, player, bid)
    return sum(max(0, c - h) for c, h in zip(cost, goods, strict=True))


def check_first_line(state: GameState, player: int, action: Action, reason: Reason) -> None:
    """The first line of ``reason`` for ``action`` (the true ``state`` before it) claims
    only what is true, in words, with no statistics."""
    mine = view(state, player)
    rs = state.ruleset
    text = reason_text(reason)
    assert not NOTATION.search(text), text
    assert not STATISTICS.search(text), text
    notation = action_text(mine, action)
    if not re.match(r"(pass|choose|gain)\b", notation):  # ("gain 3 VP" reads the same)
        assert notation not in text, text
    have = tuple(mine.players[player].goods)
    for e in rs.enemies:  # an enemy named is one the player has seen
        if re.search(rf"against the {re.escape(e.name)} \(strength", text):
            assert rs.enemy(mine.deck[mine.year - 1]).name == e.name, text
    for b in rs.buildings:
        if b.name not in text:
            continue
        if isinstance(action, Build) and action.building == b.id:
            continue
        if isinstance(action, TownHall | Reroll) and text.startswith(f"{b.name}:"):
            continue  # the building used: "Town Hall: pay 1 gold for 1 VP"
        if isinstance(action, Pass) and turn(mine).decision == b.effect:
            continue  # the building not used: "does not use the Town Hall"
        market = isinstance(action, Influence) and action.market and b.effect == "market"
        if market and f"the {b.name} (" in text:
            assert mine.players[player].built[rs.building_index(b.id)]
            continue  # "(10 ← 5+4 with the Market (+1))": the player's own Market used
        if re.search(rf"\b{re.escape(b.name)}\b", text) is None:
            continue  # (a longer name holds it)
        # Otherwise the move's goods change what the player can build: it is open to them
        # and now lacks goods; the move makes it affordable or brings it closer.
        assert seasons_left(mine) > 0, text
        assert b.id in buildable(mine, player), text
        before = lack(mine, player, b.id, have)
        assert before > 0, text
        enough = f"enough to build the {b.name}" in text
        closer = re.search(rf"closer to the {re.escape(b.name)} \((\d+) goods? short\)", text)
        assert enough or closer, text
        if isinstance(action, Take):  # the goods it brings are known: the shortfall exact
            after = tuple(h + g for h, g in zip(have, action.goods, strict=True))
            assert lack(mine, player, b.id, after) == (0 if enough else int(closer[1])), text
        elif closer:
            assert 0 < int(closer[1]) < before, text
    if isinstance(action, Take) and any(action.goods):
        assert text.startswith(f"takes {goods_words(action.goods)}"), text
    if isinstance(action, Influence):
        dice = "+".join(str(d) for d in action.own)
        assert f"({action.advisor} ← {dice}" in text, text


def check_numbers(reason: Reason) -> None:
    """The numbers never argue against the chosen move unless they say why."""
    text, details = reason_text(reason), reason_details(reason)
    varied = "I vary my play" in text
    m = re.match(r"expected final VP by my reckoning: (-?[\d.]+|\+[\d.]+) against", details)
    if m:
        worse = float(m[1]) < 0
        assert worse == varied, (text, details)
        assert worse == ("I vary my play on purpose" in details), details
        return
    assert not varied, text  # only a blurred level varies its play
    m = re.search(r"after it ([\d.]+), after the next best \(.*\) ([\d.]+)", details)
    if m and float(m[2]) > float(m[1]):
        assert (
            "within chance, so I keep my first choice" in details or "I weigh my lead" in details
        ), details
    if "scored a little higher" in details:
        assert "within chance, so I keep my first choice" in details, details


def play(seed: int, n: int, modules: tuple[int, ...], seats: list[Bot], checked: int) -> int:
    """A seeded game; every decision of the ``checked`` first seats with a real choice is
    checked. Returns how many reasons named a building."""
    state = new_game(GameConfig(DEFAULT_NAMES[:n], modules))
    driver = ChanceDriver(seed)
    named = 0
    while (who := to_act(state)) != OVER:
        if who == CHANCE:
            apply(state, driver.draw(state))
            continue
        mine = view(state, who)
        move = seats[who].decide(mine, who)
        if who < checked and len(legal_actions(mine)) > 1:
            for shown in (move.reason, public_reason(state, who, move.reason)):
                check_first_line(state, who, move.action, shown)
                check_numbers(shown)
                assert not STATISTICS.search(hint_line(shown))
            named += " build the " in reason_text(move.reason)
            named += " closer to the " in reason_text(move.reason)
        apply(state, move.action)
    return named


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000),
    n=st.integers(2, 5),
    modules=st.sampled_from([(), (5,), (6,), (5, 6)]),
)
# A Market used for an influence while the reason names another building ("closer to the
# Cathedral (2 goods short)"): found by a run, kept.
@example(seed=21, n=4, modules=())
def test_every_heuristic_reason_is_plain_and_true(
    seed: int, n: int, modules: tuple[int, ...]
) -> None:
    seats = [make_bot("beginner" if i % 2 else "solid", seed + i) for i in range(n)]
    assert play(seed, n, modules, seats, checked=n) > 5


@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), n=st.integers(2, 4))
def test_every_strong_reason_and_hint_is_plain_and_true(seed: int, n: int) -> None:
    """The strong level's reasons, which are also the hints (``bots.hint``)."""
    seats: list[Bot] = [StrongBot(seed, playouts=8)]
    seats += [make_bot("solid", seed + i) for i in range(1, n)]
    play(seed, n, (), seats, checked=1)


def test_a_good_that_makes_another_building_affordable_names_that_one() -> None:
    """The Merchant's wood that made the Market affordable is not "toward the Church": a
    building whose shortfall the good does not change is never named for it."""
    from kingsburg.bots.heuristic import building_change
    from kingsburg.text.reasons import bot_text

    state = new_game(GameConfig(DEFAULT_NAMES[:3]))
    open_ = buildable(state, 0)
    # Goods such that one more wood makes some building affordable while another one
    # that the wood does not help still lacks goods.
    for gold in range(4):
        for wood in range(4):
            for stone in range(4):
                have = (gold, wood, stone)
                after = (gold, wood + 1, stone)
                state.players[0].goods = list(have)
                said = building_change(state, 0, after)
                changed = {b for b in open_ if lack(state, 0, b, after) < lack(state, 0, b, have)}
                if said is None:
                    assert not changed, have
                    continue
                named = said.arg("building")
                assert isinstance(named, Term) and named.key in changed, (have, bot_text(said))
                made = [b for b in changed if lack(state, 0, b, after) == 0]
                assert (said.id == "bot-for-enough") == bool(made), have
