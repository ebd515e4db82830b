"""The computers' reasons and the hints in every language: data from the bots (ids and
numbers), words from the text layer. Whether the table may read a reason's "why" is a flag
the bot sets, so a reason resting on a card only its player has seen stays hidden in every
language, whatever its words."""

from __future__ import annotations

import dataclasses
import re

import pytest

from kingsburg.bots import Bot, hint, make_bot
from kingsburg.bots.base import BotMove
from kingsburg.bots.explain import number, signed
from kingsburg.bots.flat import FlatMonteCarloBot
from kingsburg.bots.heuristic import reason as heuristic_reason
from kingsburg.bots.heuristic import score_moves
from kingsburg.bots.search import StrongBot
from kingsburg.driver import ChanceDriver
from kingsburg.engine import (
    CHANCE,
    OVER,
    GameConfig,
    GameState,
    Recruit,
    apply,
    legal_actions,
    new_game,
    to_act,
    turn,
    view,
)
from kingsburg.message import Msg, Term
from kingsburg.reasons import Reason, hidden_cards, logged_reason, public_reason
from kingsburg.simulate import DEFAULT_NAMES
from kingsburg.text import set_language
from kingsburg.text.reasons import bot_text, reason_details, reason_text

LANGS = ("pl", "cs")
# English words a reason could leak if a piece of it skipped the text layer (the players'
# names aside: they are shown as they are).
ENGLISH = re.compile(
    r"\b(the|and|of|worth|after|best|other|against|over|with|takes?|builds?|recruits?|"
    r"influences?|declines|stops|pass|passes|gold|wood|stone|goods?|soldiers?|enemy|strength|"
    r"winter|token|reward|toward|enough|short|sampled|futures|mean|final|estimate|VP|dice|"
    r"scores?|random|games?|nothing|gain|pay|give|choose|trade|lose|reroll|market|envoy|"
    r"standard|errors|chance|why|rests|card|player|seen)\b"
)


Decided = list[tuple[GameState, int, BotMove]]


def moves_of(kind: str, n: int, modules: tuple[int, ...], seed: int) -> Decided:
    """Every decision of a seeded game in which ``kind`` plays seat 0 (the levels' helpers
    the others), with the true state before it."""
    state = new_game(GameConfig(DEFAULT_NAMES[:n], modules))
    driver = ChanceDriver(seed)

    def bot(i: int) -> Bot:
        if i == 0 and kind == "strong":
            return StrongBot(seed, playouts=8)
        if i == 0 and kind == "flatmc":
            return FlatMonteCarloBot(seed, playouts=4)
        helper = kind if kind in ("beginner", "solid", "random", "greedy") else "solid"
        return make_bot(helper, seed + i)

    bots = [bot(i) for i in range(n)]
    out = []
    while (who := to_act(state)) != OVER:
        if who == CHANCE:
            apply(state, driver.draw(state))
            continue
        move = bots[who].decide(view(state, who), who)
        out.append((state.clone(), who, move))
        apply(state, move.action)
    return out


GAMES = [
    ("beginner", 3, (), 1),
    ("solid", 4, (5,), 2),
    ("solid", 3, (6,), 3),
    ("strong", 2, (), 4),
    ("strong", 3, (5, 6), 5),
    ("random", 2, (6,), 6),
    ("greedy", 2, (), 7),
    ("flatmc", 2, (), 8),
]


def check_words(text: str, code: str) -> None:
    assert text and "\n" not in text
    assert "{" not in text and "bot-" not in text, text
    left = ENGLISH.findall(text)
    assert not left, f"{code}: English {left} in {text!r}"


@pytest.mark.parametrize(("kind", "n", "modules", "seed"), GAMES)
def test_every_reason_of_a_game_reads_in_polish_and_czech(
    kind: str, n: int, modules: tuple[int, ...], seed: int
) -> None:
    ids: set[str] = set()
    for state, who, move in moves_of(kind, n, modules, seed):
        r = move.reason
        ids.add(r.what.id)
        shown = [r, public_reason(state, who, r)]
        t = turn(state)
        logged = logged_reason(t, r, [])  # a move that put nothing in the log
        if logged is not None:
            shown.append(logged)
        for code in LANGS:
            set_language(code)
            for reason in shown:
                check_words(reason_text(reason), code)
        set_language("en")
    assert len(ids) >= 3 or kind in ("random", "greedy", "flatmc")


@pytest.mark.parametrize("code", LANGS)
def test_hints_read_in_each_language(code: str) -> None:
    state = new_game(GameConfig(DEFAULT_NAMES[:3]))
    driver = ChanceDriver(11)
    hints = 0
    while (who := to_act(state)) != OVER and hints < 6:
        if who == CHANCE:
            apply(state, driver.draw(state))
            continue
        mine = view(state, who)
        if len(legal_actions(mine)) > 1:
            move = hint(mine, who)
            set_language(code)
            check_words(reason_text(move.reason), code)
            set_language("en")
            hints += 1
        apply(state, make_bot("solid", who).decide(mine, who).action)
    assert hints == 6


def test_numbers_read_as_each_language_writes_decimals() -> None:
    details = Msg.of("bot-detail-search", n=24, mine=number(42.25))
    reason = Reason(Msg("bot-done-build"), details=details)
    want = {
        "en": "over 24 sampled futures: expected final VP after it 42.2",
        "pl": "na próbie 24 możliwych przebiegów gry: oczekiwane PZ na koniec gry po tym ruchu "
        "42,2",
        "cs": "na vzorku 24 možných průběhů hry: očekávané VB na konci hry po tomto tahu 42,2",
    }
    for code, text in want.items():
        set_language(code)
        assert reason_details(reason) == text
        assert text not in reason_text(reason)  # the first line: what was done, no numbers
        assert reason_text(reason, details=True).endswith(" · " + text)
    set_language("en")
    assert f"{42.25:.1f}" == "42.2"  # the English digits are Python's own rounding
    assert bot_text(signed(-0.04)) == "-0.0"


@pytest.mark.parametrize(
    ("code", "n", "want"),
    [
        ("pl", 1, "1 żołnierza"),
        ("pl", 3, "3 żołnierzy"),
        ("pl", 5, "5 żołnierzy"),
        ("cs", 1, "1 vojáka"),
        ("cs", 3, "3 vojáky"),
        ("cs", 5, "5 vojáků"),
    ],
)
def test_recruits_take_the_plural_form_of_their_number(code: str, n: int, want: str) -> None:
    set_language(code)
    assert reason_text(Reason(Msg.of("bot-recruits", n=n))).endswith(want)


def peeked_game() -> tuple[GameState, int]:
    """A state where the player to decide has seen this year's enemy card and the table has
    not (seat 0 took the General or the Queen, whose reward shows the card)."""
    for seed in range(200):
        state = new_game(GameConfig(DEFAULT_NAMES[:3]))
        driver = ChanceDriver(seed)
        bots = [make_bot("solid", seed + i) for i in range(3)]
        while (who := to_act(state)) != OVER:
            if who == CHANCE:
                apply(state, driver.draw(state))
                continue
            mine = view(state, who)
            recruit = any(isinstance(a, Recruit) for a in legal_actions(mine))
            if recruit and hidden_cards(state, who):
                return state, who
            apply(state, bots[who].decide(mine, who).action)
    raise AssertionError("no game with a peeked card before a recruit decision")


def test_a_reason_resting_on_a_peeked_card_is_withheld_from_the_table_in_every_language() -> None:
    state, who = peeked_game()
    card = state.ruleset.enemy(hidden_cards(state, who)[0])
    mine = view(state, who)
    solid = make_bot("solid", 1).decide(mine, who)
    # Whatever it chose, its numbers rest on the card (a recruit's worth is the battle's).
    assert solid.reason.rests_on_card and reason_details(solid.reason)
    assert reason_details(public_reason(state, who, solid.reason)) == ""
    # A recruit, whose first line also names the enemy it is for.
    actions = legal_actions(mine)
    scored = list(zip(actions, score_moves(mine, who, actions), strict=True))
    recruit = next(a for a in actions if isinstance(a, Recruit))
    move = BotMove(recruit, heuristic_reason(mine, who, recruit, scored))
    assert move.reason.rests_on_card  # the bot says so: its why speaks of the winter enemy
    public = public_reason(state, who, move.reason)
    assert public.withheld and public.why is None and public.what == move.reason.what
    assert public.details is None and reason_details(public) == ""
    assert move.reason.why is not None  # (not solid's choice: it says so, "I vary my play")
    assert f"against the {card.name} (strength {card.strength})" in bot_text(move.reason.why)
    for code in ("en", "pl", "cs"):
        set_language(code)
        private, shown = reason_text(move.reason), reason_text(public)
        why = bot_text(move.reason.why)  # "for the winter battle against the Goblins (…)"
        assert why in private and why not in shown, shown
        assert str(card.strength) in why
        assert shown.startswith(bot_text(move.reason.what)) and shown != private
    set_language("en")
    assert reason_text(public).endswith("(why rests on a card only this player has seen)")
    # The same reason, once the card is public (no card hidden), is shown whole.
    public_state = state.clone()
    public_state.players[who].seen = []
    assert public_reason(public_state, who, move.reason) == move.reason


def test_the_flag_decides_not_the_words() -> None:
    """A reason the bot did not flag is shown whole even where its words name the enemy a
    player has peeked at; one it flagged is withheld whatever it says."""
    state, who = peeked_game()
    card = state.ruleset.enemy(hidden_cards(state, who)[0])
    naming = Msg.of("bot-defence-against", enemy=Term("enemy", str(card.type)))
    plain = Reason(Msg("bot-declines"), naming)
    assert public_reason(state, who, plain) == plain
    flagged = Reason(Msg("bot-declines"), Msg("bot-only-move"), rests_on_card=True)
    assert public_reason(state, who, flagged).withheld


def test_a_silent_move_says_first_what_it_did() -> None:
    """As before, in every language: "builds nothing" is not said twice."""
    state, _ = peeked_game()
    t = turn(state)
    r = Reason(Msg("bot-recruits-none"), Msg("bot-only-move"))
    logged = logged_reason(t, r, [])
    assert logged is not None and logged.done == Msg("bot-done-recruit")
    assert reason_text(logged).startswith("recruits no soldiers — recruits no one — ")
    set_language("pl")
    assert reason_text(logged).startswith("nie werbuje żołnierzy — nikogo nie werbuje — ")
    set_language("en")
    # A reason whose "what" already says it is not prefixed.
    build = dataclasses.replace(t, decision="build")
    built = logged_reason(build, Reason(Msg("bot-done-build"), r.why), [])
    assert built is not None and built.done is None


def test_the_levels_are_named_and_described_in_each_language() -> None:
    from kingsburg.bots import LEVELS
    from kingsburg.text.words import level_name, level_text

    for level, line in LEVELS.items():
        assert (level_name(level), level_text(level)) == (level, line)  # English as before
        for code in LANGS:
            set_language(code)
            check_words(level_text(level), code)
            assert level_name(level) != level
        set_language("en")
    assert level_name("flatmc") == "flatmc" and level_text("flatmc") == ""


def test_every_kind_of_move_reads_in_words_not_in_the_notation() -> None:
    """The moves a search weighs, and a move taken back at an online table: in plain words
    in every language, never the record's notation (a file format)."""
    from kingsburg.bots.explain import move
    from kingsburg.engine import (
        Build,
        ChooseOpponent,
        Distribute,
        Gain,
        Give,
        Influence,
        Lose,
        Pass,
        PickToken,
        Reroll,
        Take,
        TownHall,
        Trade,
        action_text,
    )
    from kingsburg.text.catalog import render

    state = new_game(GameConfig(DEFAULT_NAMES[:3]))
    actions = [
        Build("inn"),
        Build("stables", envoy=True),
        Influence(17, (6, 5), (3,), plus2=True, market=1, envoy=True),
        Influence(5, (), (5,)),
        Influence(4, (2, 2), market=-1),
        Influence(18, (6, 6), (4, 2)),
        Pass(),
        Take((1, 0, 2)),
        Take((0, 0, 0)),
        Recruit(2, (1, 1, 0)),
        Lose((0, 2, 0)),
        PickToken(3),
        TownHall(0),
        TownHall(3),
        Reroll("chapel"),
        Reroll("statue"),
        Reroll("statue", white=True),
        Trade(1),
        Give(2),
        ChooseOpponent(1),
        Distribute(((1, 0), (2, 2))),
        Distribute(((1, 1),)),
        Distribute(((1, 1), (2, 0), (1, 2))),
        Gain((1, 0, 0, 1, 1, -1)),
        Gain((0, 0, 0, 5, 0, 0)),
        Gain((-1, 0, 0, 0, 2, 2)),
    ]
    english = {}
    for action in actions:
        msg = move(state, action)
        assert msg.id != "bot-move-notation", action
        english[action] = text = bot_text(msg)
        assert render(msg) == text  # the catalog alone words it (an online seat's note)
        if action not in (Pass(), ChooseOpponent(1), Gain((0, 0, 0, 5, 0, 0))):  # (the same)
            assert text != action_text(state, action), text
        for code in LANGS:
            set_language(code)
            check_words(bot_text(msg), code)
        set_language("en")
    assert english[TownHall(3)] == 'Town Hall: pay a "+2" token for 1 VP'
    assert english[TownHall(0)] == "Town Hall: pay 1 gold for 1 VP"
    assert english[Take((1, 0, 2))] == "take 1 gold, 2 stone"
    assert english[Recruit(2, (1, 1, 0))] == "recruit 2 soldiers for 1 gold, 1 wood"
    assert english[Gain((1, 0, 0, 1, 1, -1))] == "pay 1 +2 token to gain 1 gold, 1 VP and 1 soldier"


def test_each_computer_level_is_named_in_one_place() -> None:
    """The setup screen, the game's status line, plain mode and the bots all take a level's
    name from ``bot-level-name-<level>`` (they once had their own copies, and in Polish and
    Czech the copies disagreed: "uczeń" on setup, "początkujący" in the game; the setup
    screen's shorter words stay, as they fit its seat column at 80x24)."""
    from kingsburg.text import lang

    for path in lang.LOCALES.glob("*/*.ftl"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"\[(beginner|solid|strong)\]", text), path
        assert not re.search(r"^setup-level-", text, re.M), path
