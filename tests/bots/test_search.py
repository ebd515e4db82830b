"""What the strong level searches and what it plays at once."""

from __future__ import annotations

import pytest

from kingsburg.bots import make_bot, search
from kingsburg.bots.heuristic import score_moves
from kingsburg.bots.search import StrongBot
from kingsburg.driver import ChanceDriver
from kingsburg.engine import (
    CHANCE,
    Action,
    Build,
    GameConfig,
    GameState,
    apply,
    legal_actions,
    new_game,
    to_act,
    view,
)
from kingsburg.simulate import DEFAULT_NAMES, play_unrecorded
from kingsburg.text.reasons import reason_details, reason_text


def first_wide_build(seed: int, n: int = 4) -> tuple[GameState, int, Action]:
    """The first build decision of a game of ``n`` solids where solid's best build is more
    than ``search.CLEAR`` ahead of its next move (a defence building in year 1, typically):
    the view, the player and solid's best move."""
    state = new_game(GameConfig(DEFAULT_NAMES[:n]))
    driver = ChanceDriver(seed)
    bots = [make_bot("solid", seed + i) for i in range(n)]
    while True:
        who = to_act(state)
        if who == CHANCE:
            apply(state, driver.draw(state))
            continue
        mine = view(state, who)
        actions = legal_actions(mine)
        if any(isinstance(a, Build) for a in actions):
            scores = score_moves(mine, who, actions)
            ranked = sorted(scores, reverse=True)
            if len(ranked) > 1 and ranked[0] - ranked[1] > search.CLEAR:
                return mine, who, actions[scores.index(ranked[0])]
        apply(state, bots[who].decide(mine, who).action)


@pytest.mark.parametrize("seed", [1, 2])
def test_solids_clear_best_build_is_played_at_once_with_two_players_searched_with_more(
    seed: int,
) -> None:
    mine, who, best = first_wide_build(seed, n=2)
    assert mine.year == 1  # solid's price of a defence building is widest early on
    move = StrongBot(seed, playouts=8).decide(mine, who)
    assert "expected final VP by my reckoning" in reason_details(move.reason), move.reason
    assert move.action == best
    mine, who, best = first_wide_build(seed, n=4)
    assert mine.year == 1
    move = StrongBot(seed, playouts=8).decide(mine, who)
    assert "sampled futures" in reason_details(move.reason), move.reason
    assert "sampled" not in reason_text(move.reason)  # the numbers are a key away


def test_three_players_or_more_get_more_playouts(monkeypatch: pytest.MonkeyPatch) -> None:
    decisions = {n: first_wide_build(1, n)[:2] for n in (2, 4)}

    def playouts(n: int) -> int:
        mine, who = decisions[n]
        bot = StrongBot(1, playouts=16)
        bot.decide(mine, who)
        return bot.playouts

    two, four = playouts(2), playouts(4)
    monkeypatch.setattr(search, "MANY_PLAYERS", 1.0)
    assert playouts(2) == two  # two players: the base budget either way
    assert four > playouts(4)


def test_at_the_end_only_a_close_gap_to_the_best_other_is_worth_own_points(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = play_unrecorded(4, 3, ["solid"] * 4).state  # a finished game
    for p, vp in zip(state.players, [40, 40, 30, 20], strict=True):
        p.vp = vp
        p.goods = [0, 0, 0]  # left-over goods add to ``value``: the gaps are the VP alone

    def gain(scorer: int, other: int, change: int) -> float:
        """How much ``scorer``'s score rises when ``other`` scores ``change`` VP more."""
        before, _ = search._score(state, scorer)
        state.players[other].vp += change
        after, _ = search._score(state, scorer)
        state.players[other].vp -= change
        return after - before

    # Level with the best other: a point that other loses counts almost like one's own.
    assert 0.8 < gain(0, 1, -1) < 1.0
    # Far behind (20 VP): the leader's points no longer matter to the last player...
    assert abs(gain(3, 0, 1)) < 0.01
    # ... where the whole gap counted before (MARGIN_SPAN = 0).
    monkeypatch.setattr(search, "MARGIN_SPAN", 0.0)
    assert gain(3, 0, 1) == pytest.approx(-1.0)
    assert gain(0, 1, -1) == pytest.approx(1.0)


def test_the_lead_of_one_candidate_over_another_is_counted_on_paired_samples() -> None:
    # Differences 1, 2, 3: mean 2, standard deviation 1, so 2 / (1 / sqrt 3) errors.
    assert search.paired_z([1.0, 2.0, 3.0], [0.0, 0.0, 0.0]) == pytest.approx(3**0.5 * 2)
    # The same gap on every sample is certain; no gap at all is no lead.
    assert search.paired_z([2.0, 5.0, 1.0], [1.0, 4.0, 0.0]) == float("inf")
    assert search.paired_z([2.0, 5.0], [2.0, 5.0]) == 0.0
    # Samples the two did not share (one dropped out of the halving) are left out.
    assert search.paired_z([1.0, 2.0, 3.0, 99.0], [0.0, 0.0, 0.0]) == pytest.approx(3**0.5 * 2)


@pytest.mark.parametrize(
    ("lead", "n", "rival_plays"), [(0.05, 4, False), (1.0, 4, True), (0.05, 2, True)]
)
def test_solids_best_stays_unless_another_is_ahead_beyond_chance(
    monkeypatch: pytest.MonkeyPatch, lead: float, n: int, rival_plays: bool
) -> None:
    # Scripted playouts: solid's second move scores ``lead`` more than its best, give or
    # take up to 1 VP a sample; every other candidate far less. From three players on a
    # lead the samples cannot tell from chance leaves solid's best; with two, the higher
    # mean plays.
    monkeypatch.setattr(search, "SEARCH_BUILDS", 2)  # the wide build is searched with two
    mine, who, best = first_wide_build(1, n)
    actions = legal_actions(mine)
    scores = score_moves(mine, who, actions)
    second = actions[sorted(range(len(actions)), key=lambda i: -scores[i])[1]]

    def playout(
        self: StrongBot, world: GameState, player: int, action: Action, seed: int
    ) -> tuple[float, float]:
        if action == best:
            return 40.0, 40.0
        if action == second:
            x = 40.0 + lead + (seed % 1001 / 500 - 1)
            return x, x
        return 30.0, 30.0

    monkeypatch.setattr(StrongBot, "_playout", playout)
    move = StrongBot(1, playouts=48).decide(mine, who)
    assert move.action == (second if rival_plays else best), move.reason
    if not rival_plays:
        # The move is not the search's best by its mean: the details say why it stays, and
        # the first line says nothing of the numbers.
        why = reason_details(move.reason)
        assert "standard errors ahead: within chance, so I keep my first choice" in why, why
        assert "standard" not in reason_text(move.reason)
