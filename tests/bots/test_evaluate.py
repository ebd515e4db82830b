"""What the bots' evaluation adds for the King's Reward and the last battle, and how the
strong level picks the moves it searches."""

from __future__ import annotations

import pytest

from kingsburg.bots.evaluate import king_reward_chance, recruit_value
from kingsburg.bots.search import _candidates
from kingsburg.engine import Action, GameConfig, GameState, Influence, Pass, new_game


def _game() -> GameState:
    return new_game(GameConfig(("Ann", "Brian", "Cindy")))


@pytest.mark.parametrize(
    ("mine", "most_other", "chance"),
    [(3, 2, 0.9), (5, 2, 0.9), (2, 2, 0.6), (1, 2, 0.25), (0, 2, 0.0)],
)
def test_king_reward_chance_by_lead_in_buildings(mine: int, most_other: int, chance: float) -> None:
    state = _game()
    for i in range(mine):
        state.players[0].built[i] = True
    for i in range(most_other):
        state.players[2].built[i] = True
    state.players[1].built[0] = True
    assert king_reward_chance(state, 0) == chance


def _last_winter(goods: int, barracks: bool) -> GameState:
    """Year 5 before the recruiting, the Barbarians of strength 7 seen (8 VP if lost)."""
    state = _game()
    state.year = 5
    barbarians = state.ruleset.enemies_of_year(5)[0]
    assert (barbarians.strength, barbarians.penalty.vp, barbarians.reward.vp) == (7, 8, 1)
    state.deck = ["", "", "", "", barbarians.id]
    p = state.players[0]
    p.goods = [goods, 0, 0]
    if barracks:
        p.built[state.ruleset.building_index("barracks")] = True
    return state


def test_recruit_value_takes_soldiers_only_when_they_pay() -> None:
    # Soldiers cost 2 goods (0.8 VP each while seasons remain): none is worth it, so the
    # battle stays lost on every roll of the King's die: -8.
    assert recruit_value(_last_winter(8, barracks=False), 0) == pytest.approx(-8.0)
    # With the Barracks a soldier costs 1 good: four soldiers win on 4-6 (3 x 1 VP) and lose
    # on 1-2 (2 x -8 VP): -13/6, less 4 x 0.8 for the goods.
    assert recruit_value(_last_winter(8, barracks=True), 0) == pytest.approx(-13 / 6 - 3.2)
    # Three goods buy three: wins on 5-6, a tie on 4, losses on 1-3: -22/6 - 2.4.
    assert recruit_value(_last_winter(3, barracks=True), 0) == pytest.approx(-22 / 6 - 2.4)


def test_candidates_put_different_advisors_first() -> None:
    actions: list[Action] = [
        Influence(10, (6, 4)),
        Influence(10, (5, 5)),
        Influence(9, (5, 4)),
        Pass(),
        Influence(10, (4, 6), plus2=True),
        Influence(5, (5,)),
    ]
    order = [0, 1, 4, 2, 3, 5]  # best first
    assert _candidates(actions, order, 4) == [0, 2, 3, 5]
    assert _candidates(actions, order, 6) == [0, 2, 3, 5, 1, 4]


def _states_of_a_game(modules: tuple[int, ...]) -> list[GameState]:
    from kingsburg.bots import make_bot
    from kingsburg.driver import ChanceDriver
    from kingsburg.engine import CHANCE, OVER, apply, to_act, view

    state = new_game(GameConfig(("Ann", "Brian", "Cindy"), modules))
    driver = ChanceDriver(4)
    bots = [make_bot("random", 40 + i) for i in range(3)]
    out = []
    while (who := to_act(state)) != OVER:
        if who == CHANCE:
            apply(state, driver.draw(state))
            continue
        out.append(view(state, who))
        apply(state, bots[who].decide(state, who).action)
    return out[::5]


@pytest.mark.parametrize("modules", [(), (5,)])
def test_a_remembered_battle_is_the_one_worked_out_afresh(modules: tuple[int, ...]) -> None:
    """The battle's value is remembered by what it depends on: after any of those changes,
    the remembered answer is still the one worked out from nothing."""
    from kingsburg.bots import evaluate

    def changed(s: GameState) -> list[GameState]:
        out = []
        for change in range(5):
            t = s.clone()
            p = t.players[0]
            if change == 0:
                p.soldiers += 1
            elif change == 1:
                p.goods = [g + 1 for g in p.goods]
            elif change == 2:
                p.built[len(p.built) - 1 - t.year] = not p.built[len(p.built) - 1 - t.year]
            elif change == 3:
                t.deck[t.year - 1] = t.ruleset.enemies_of_year(t.year)[-1].id
            elif p.tokens:
                p.token_pick = p.tokens[-1]
            out.append(t)
        return out

    states = [t for s in _states_of_a_game(modules) for t in (s, *changed(s))]
    remembered = [evaluate.battle_value(s, 0, k) for s in states for k in (0, 2)]
    fresh = []
    for s in states:
        for k in (0, 2):
            evaluate._BATTLES.clear()
            fresh.append(evaluate.battle_value(s, 0, k))
    assert remembered == fresh
    assert len(set(remembered)) > 10  # the changes did change battles
