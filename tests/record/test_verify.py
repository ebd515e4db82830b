"""What ``replay --verify`` proves, tried on records of format 1 and of the current format.

``format1/`` holds records written by the code before format 2 (simulate, an app game
with a computer seat and undos, its resumed end, a play-on): they must keep verifying (the
tests about them alone read those files). The other tests play their records when they run
(``tests.recorded_games``), in the current format and as format 1 wrote them: copies with
one die, card, seed or move changed must fail, naming the first bad move.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import json
import re
from pathlib import Path

import pytest

from kingsburg.cli import main
from kingsburg.engine import (
    Action,
    ChanceBlock,
    ChanceDeck,
    ChanceOrder,
    ChanceReinforce,
    ChanceReroll,
    ChanceRoll,
    ChanceTile,
    ChanceTileDie,
    action_text,
    chance_request,
    legal_actions,
    parse_action,
)
from kingsburg.errors import RecordError
from kingsburg.record import (
    GameRecord,
    LiveGame,
    first_divergence,
    load_record,
    record_from_json,
    save_record_atomic,
    verify_record,
)
from kingsburg.record.format import FORMAT_VERSION, TAG_DIGITS, parse_move
from kingsburg.tui.session import GameSession, check_autosave
from tests import recorded_games
from tests.recorded_games import as_format

FORMAT1 = Path(__file__).parent / "format1"
FILES = sorted(p.name for p in FORMAT1.glob("*.json"))
# The records played for these tests (``tests.recorded_games``), of the same kinds as the files.
NAMES = ("2p-solid", "3p-inverted", "5p-modules", "app-finished", "app-unfinished", "app-play-on")
# The chance kinds a mutant changes, by the first word of their record text.
KINDS = ("roll", "block", "reinforcements", "deck", "order", "tile", "reroll")


def committed(name: str) -> GameRecord:
    """A committed format-1 file, as read (for the tests about those files only)."""
    return _copy(_read(name))


@functools.cache
def _read(name: str) -> GameRecord:
    return load_record(FORMAT1 / name)


def old(name: str) -> GameRecord:
    """A played record as format 1 wrote it."""
    return as_format(recorded_games.record(name), 1)


def rewritten(name: str) -> GameRecord:
    """A played record, of the current format."""
    return recorded_games.record(name)


def _copy(record: GameRecord) -> GameRecord:
    return dataclasses.replace(
        record, moves=list(record.moves), checkpoints=list(record.checkpoints)
    )


def both(name: str, fmt: int) -> GameRecord:
    return old(name) if fmt == 1 else rewritten(name)


def is_chance_line(line: str) -> bool:
    return parse_move(line).chance


def text_of(line: str) -> str:
    return parse_move(line).text


def with_move(record: GameRecord, i: int, text: str) -> GameRecord:
    """A copy with move ``i`` (0-based) given the action ``text``; nothing else changed."""
    moves = list(record.moves)
    moves[i] = f"{moves[i].split(': ', 1)[0]}: {text}"
    return dataclasses.replace(record, moves=moves)


def other_outcome(record: GameRecord, i: int) -> str:
    """A legal chance outcome for move ``i`` other than the recorded one."""
    state = LiveGame.from_record(record, upto=i, draw_chance=False).state
    req = chance_request(state)
    assert req is not None
    was = parse_action(state, text_of(record.moves[i]))

    def bump(dice: tuple[int, ...]) -> tuple[int, ...]:
        return (dice[0] % 6 + 1, *dice[1:])

    new: Action
    if isinstance(was, ChanceRoll):
        new = ChanceRoll(was.player, bump(was.own), was.white)
    elif isinstance(was, ChanceReroll):
        new = ChanceReroll(was.player, bump(was.values))
    elif isinstance(was, ChanceBlock):
        new = ChanceBlock(bump(was.dice))
    elif isinstance(was, ChanceReinforce):
        new = ChanceReinforce(was.die % 6 + 1, was.die2)
    elif isinstance(was, ChanceOrder):
        new = ChanceOrder((*was.order[1:], was.order[0]))
    elif isinstance(was, ChanceDeck):
        card = next(c for c in req.deck[0] if c != was.cards[0])
        new = ChanceDeck((card, *was.cards[1:]))
    elif isinstance(was, ChanceTileDie):
        new = ChanceTileDie(was.die % 6 + 1)
    else:
        assert isinstance(was, ChanceTile)
        new = ChanceTile(next(t for t in req.tiles if t != was.rank))
    text = action_text(state, new)
    assert text != text_of(record.moves[i])
    return text


def other_decision(record: GameRecord, i: int) -> str | None:
    """A legal decision for move ``i`` other than the recorded one (None if it had none)."""
    state = LiveGame.from_record(record, upto=i, draw_chance=False).state
    texts = {action_text(state, a) for a in legal_actions(state)} - {text_of(record.moves[i])}
    return min(texts) if texts else None


def first_of_kind(record: GameRecord, kind: str) -> int:
    return next(
        i for i, m in enumerate(record.moves) if is_chance_line(m) and text_of(m).split()[0] == kind
    )


def fails_at(record: GameRecord, move: int) -> str:
    """The record fails verify at exactly ``move`` (1-based); returns the reason."""
    _, divergence = first_divergence(record)
    assert divergence is not None, "the mutant verified"
    assert (divergence.move, divergence.line) == (move, record.moves[move - 1])
    return divergence.reason


# --- old records keep verifying ------------------------------------------------------------


def test_the_format1_records_are_what_they_say() -> None:
    assert FILES == [
        "app-finished.json",
        "app-play-on.json",
        "app-unfinished.json",
        "simulate-2p-solid.json",
        "simulate-3p-inverted.json",
        "simulate-5p-modules.json",
    ]
    assert {committed(n).format_version for n in FILES} == {1}
    assert committed("app-unfinished.json").seats == ("person", "beginner", "person")


@pytest.mark.parametrize("name", FILES)
def test_format1_records_still_verify(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    record = committed(name)
    assert main(["replay", str(FORMAT1 / name), "--verify"]) == 0
    out, err = capsys.readouterr()
    status = "complete" if record.final_hash else "unfinished"
    assert out.splitlines()[0] == (
        f"{FORMAT1 / name}: {len(record.moves)} moves, {len(record.checkpoints)} "
        f"checkpoints verified, game {status}"
    )
    assert err == (
        f"kingsburg: note: {FORMAT1 / name} is an older record (format 1): its moves have "
        "no hashes, only its seasons' states (its dice and cards were checked all the same)\n"
    )


def test_a_record_of_the_current_format_verifies_with_no_note(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = rewritten("2p-solid")
    path = save_record_atomic(record, tmp_path / "r.json")
    assert main(["replay", str(path), "--verify"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    first, *ranking = out.splitlines()
    assert first == f"{path}: {len(record.moves)} moves, 20 checkpoints verified, game complete"
    assert [line.split()[0] for line in ranking] == ["1.", "2."]
    assert {line.split()[1] for line in ranking} == {"Alice", "Bruno"}


@pytest.mark.parametrize("name", FILES)
def test_format1_records_written_again_are_of_the_current_format_and_verify(name: str) -> None:
    record = committed(name)
    again = LiveGame.from_record(record).to_record()
    again = record_from_json(dataclasses.replace(again, seats=record.seats).to_json())
    assert again.format_version == FORMAT_VERSION == 4
    assert (again.moves, again.checkpoints) == (record.moves, record.checkpoints)
    assert again.final_hash == record.final_hash
    assert len(again.move_tags) == TAG_DIGITS * len(record.moves)
    verify_record(again)


@pytest.mark.parametrize("name", FILES)
def test_format1_records_resume(name: str) -> None:
    record = committed(name)
    session = GameSession.from_record(record)
    assert session.game.moves[: len(record.moves)] == record.moves
    assert session.record().format_version == FORMAT_VERSION


# --- every die, card and turn order comes from the seed ------------------------------------


def chance_mutants() -> list[tuple[str, int, str]]:
    """(record, format, kind) for each chance kind each record holds."""
    out = []
    for name in NAMES:
        kinds = {text_of(m).split()[0] for m in old(name).moves if is_chance_line(m)}
        out += [(name, fmt, kind) for kind in KINDS if kind in kinds for fmt in (1, 2)]
    return out


def test_the_mutants_cover_every_kind_of_chance() -> None:
    assert {kind for _, _, kind in chance_mutants()} == set(KINDS)


@pytest.mark.parametrize(("name", "fmt", "kind"), chance_mutants())
def test_a_changed_die_or_card_fails_at_its_move(name: str, fmt: int, kind: str) -> None:
    record = both(name, fmt)
    i = first_of_kind(record, kind)
    mutant = with_move(record, i, other_outcome(record, i))
    reason = fails_at(mutant, i + 1)
    assert reason == f"the seed {record.seed} gives {text_of(record.moves[i])!r} here"


@pytest.mark.parametrize(("name", "fmt", "kind"), chance_mutants())
def test_a_later_changed_die_or_card_fails_at_its_move(name: str, fmt: int, kind: str) -> None:
    """The last outcome of each kind, too: a season's checkpoint is no longer the only check."""
    record = both(name, fmt)
    i = max(
        k for k, m in enumerate(record.moves) if is_chance_line(m) and text_of(m).split()[0] == kind
    )
    fails_at(with_move(record, i, other_outcome(record, i)), i + 1)


@pytest.mark.parametrize("fmt", [1, 2])
@pytest.mark.parametrize("name", NAMES)
def test_another_seed_fails_at_the_first_move(name: str, fmt: int) -> None:
    record = both(name, fmt)
    for seed in (record.seed + 1, 0, 2**63 - 1):
        reason = fails_at(dataclasses.replace(record, seed=seed), 1)
        assert reason.startswith(f"the seed {seed} gives 'deck ")


# --- every move is covered by the record's hashes (format 2) -------------------------------


def swaps(record: GameRecord) -> list[tuple[int, int]]:
    """Pairs of different moves to swap: one player's first two decisions in a season,
    a decision and the chance outcome after it, two moves far apart."""
    m = record.moves
    same = next(
        (i, j)
        for i in range(len(m))
        for j in range(i + 1, min(i + 8, len(m)))
        if not is_chance_line(m[i])
        and m[i].split(": ")[0] == m[j].split(": ")[0] != ""
        and m[i] != m[j]
    )
    mixed = next(
        i for i in range(len(m) - 1) if not is_chance_line(m[i]) and is_chance_line(m[i + 1])
    )
    return [same, (mixed, mixed + 1), (5, len(m) - 3)]


def swapped(record: GameRecord, i: int, j: int) -> GameRecord:
    moves = list(record.moves)
    moves[i], moves[j] = moves[j], moves[i]
    return dataclasses.replace(record, moves=moves)


@pytest.mark.parametrize("name", NAMES)
def test_two_moves_swapped_fail_at_the_first(name: str) -> None:
    record = rewritten(name)
    for i, j in swaps(record):
        fails_at(swapped(record, i, j), i + 1)


@functools.cache
def silent_swap(name: str) -> tuple[int, int]:
    """Two influences of one player in one season of ``name`` that can be made the other way
    round with every season ending as before (as format 1 checks): a swap the rules allow."""
    record = old(name)
    m = record.moves
    for i, line in enumerate(m):
        move = parse_move(line)
        if move.chance or not move.text.startswith("influence"):
            continue
        for j in range(i + 1, min(i + 6, len(m))):
            other = parse_move(m[j])
            same_turn = (other.tag, other.actor) == (move.tag, move.actor)
            legal = same_turn and other.text != move.text
            if legal and first_divergence(swapped(record, i, j))[1] is None:
                return i, j
    raise AssertionError(f"{name}: no swap the rules allow")


def test_a_swap_the_rules_allow_is_caught_by_the_hashes_alone() -> None:
    record = rewritten("2p-solid")
    i, j = silent_swap("2p-solid")
    assert parse_move(record.moves[i]).actor == parse_move(record.moves[j]).actor
    reason = fails_at(swapped(record, i, j), i + 1)
    assert reason == "not the move the record's hashes hold here (changed, moved or added)"


def test_the_format1_limit_a_swap_the_rules_allow_goes_unseen() -> None:
    """Said in docs/records.md: format 1 has no move hashes, so this swap still verifies
    there (it fails in format 2, above)."""
    record = old("2p-solid")
    assert first_divergence(swapped(record, *silent_swap("2p-solid")))[1] is None


@pytest.mark.parametrize("name", ["app-finished", "5p-modules"])
def test_any_move_changed_fails_at_that_move(name: str) -> None:
    """Every 5th move given another legal outcome or decision: the first bad move is named."""
    record = rewritten(name)
    tried = 0
    for i in range(0, len(record.moves), 5):
        if is_chance_line(record.moves[i]):
            text: str | None = other_outcome(record, i)
        else:
            text = other_decision(record, i)
        if text is None:
            continue
        fails_at(with_move(record, i, text), i + 1)
        tried += 1
    assert tried > len(record.moves) // 10


def test_the_last_move_is_covered() -> None:
    for name in ("app-unfinished", "2p-solid"):
        record = rewritten(name)
        last = len(record.moves) - 1
        line = record.moves[last]
        text = other_outcome(record, last) if is_chance_line(line) else other_decision(record, last)
        assert text is not None
        fails_at(with_move(record, last, text), last + 1)
        reason = fails_at(dataclasses.replace(record, moves_hash="0" * 16), last + 1)
        assert reason == "the moves do not match the record's 'moves_hash'"
    # A move taken off the end, with its tag: the moves_hash still tells.
    record = rewritten("app-unfinished")
    cut = dataclasses.replace(
        record, moves=record.moves[:-1], move_tags=record.move_tags[:-TAG_DIGITS]
    )
    assert fails_at(cut, len(cut.moves)).endswith("'moves_hash'")


def test_format2_cannot_lose_its_move_hashes(tmp_path: Path) -> None:
    doc = json.loads(rewritten("app-unfinished").to_json())
    for key, value, problem in [
        ("move_tags", doc["move_tags"][:-1], "4 hex digits per move (368 for its 92 moves)"),
        ("move_tags", None, "'move_tags' field"),
        ("moves_hash", "", "'moves_hash' field should be 16 hex digits"),
    ]:
        bad = dict(doc)
        if value is None:
            del bad[key]
        else:
            bad[key] = value
        with pytest.raises(RecordError, match=re.escape(problem)):
            record_from_json(json.dumps(bad))


# --- one check for verify, resume and the app ----------------------------------------------


def spoiled(tmp_path: Path) -> tuple[Path, str]:
    """A record file with one die changed, and the line verify gives for it."""
    record = rewritten("app-unfinished")
    i = first_of_kind(record, "roll")
    mutant = with_move(record, i, other_outcome(record, i))
    path = save_record_atomic(mutant, tmp_path / "spoiled.json")
    why = f"the seed {record.seed} gives {text_of(record.moves[i])!r} here"
    return path, f"diverges at move {i + 1} ({mutant.moves[i]!r}): {why}"


def with_god(tmp_path: Path) -> Path:
    record = dataclasses.replace(rewritten("app-unfinished"), seats=("person", "god", "person"))
    return save_record_atomic(record, tmp_path / "god.json")


GOD = "seat 2 is played by 'god', which this version does not know"


def test_verify_and_resume_refuse_the_same_records(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path, line = spoiled(tmp_path)
    god = with_god(tmp_path)
    record = rewritten("2p-solid")
    i, j = silent_swap("2p-solid")
    swap = save_record_atomic(swapped(record, i, j), tmp_path / "swap.json")
    why = "not the move the record's hashes hold here (changed, moved or added)"
    moved = f"diverges at move {i + 1} ({record.moves[j]!r}): {why}"
    for command in ("replay", "resume"):
        for bad, problem in ((path, line), (swap, moved)):
            assert main([command, str(bad), *["--verify"] * (command == "replay")]) == 1
            assert capsys.readouterr().err == f"kingsburg: {bad}: {problem}\n"
        assert main([command, str(god), *["--verify"] * (command == "replay")]) == 1
        err = capsys.readouterr().err
        assert err.startswith(f"kingsburg: {god}: {GOD} (choose from person, beginner")
        assert err.count("\n") == 1
    for bad, problem in ((path, line), (god, GOD), (swap, moved)):
        with pytest.raises(RecordError) as caught:
            GameSession.from_record(load_record(bad))
        assert str(caught.value).startswith(problem)


def test_an_altered_autosave_is_set_aside_not_resumed(tmp_path: Path) -> None:
    path, line = spoiled(tmp_path)
    path.replace(tmp_path / "autosave.json")
    check = check_autosave(tmp_path)
    assert check.record is None
    assert check.problem.startswith(f"The autosave could not be read ({line}); moved to ")
    assert [p.name.startswith("autosave.damaged-") for p in tmp_path.glob("*.json")] == [True]


def test_the_replay_view_refuses_an_unknown_level(tmp_path: Path) -> None:
    from kingsburg.tui.replay import ReplayModel

    god = with_god(tmp_path)
    with pytest.raises(RecordError, match=f"^{god}: {GOD}"):
        ReplayModel.open(god)


def test_a_play_on_branch_is_a_record_that_verifies(tmp_path: Path) -> None:
    from kingsburg.tui.replay import ReplayModel

    model = ReplayModel.open(save_record_atomic(rewritten("app-finished"), tmp_path / "a.json"))
    branch = model.branch_record(100)
    assert branch.moves == model.record.moves[:100] and branch.seats == model.record.seats
    again = load_record(save_record_atomic(branch, tmp_path / "b.json"))
    assert again.format_version == FORMAT_VERSION and again.final_hash == ""
    assert len(verify_record(again).moves) == 100


def test_a_copied_game_draws_its_own_dice() -> None:
    """The replay view keeps copies of games; each must draw what the seed gives (a copy's
    driver once drew from the original's generator: harmless until draws were checked)."""
    record = old("app-finished")
    k = first_of_kind(record, "roll")
    game = LiveGame.from_record(record, upto=k, draw_chance=False)
    twin = copy.deepcopy(game)
    game.draw_chance()
    twin.draw_chance()
    assert game.moves == twin.moves == record.moves[: len(game.moves)]
    assert len(game.moves) > k


def test_the_replay_view_shows_an_altered_record_up_to_its_first_bad_move(
    tmp_path: Path,
) -> None:
    from kingsburg.tui.replay import ReplayModel

    path, line = spoiled(tmp_path)
    model = ReplayModel.open(path)
    assert model.divergence is not None
    d = model.divergence
    assert f"diverges at move {d.move} ({d.line!r}): {d.reason}" == line
    assert model.limit == d.move - 1  # the bad outcome itself is not shown


# --- what the hashes cover (issue 42: downgrades, seats, checkpoint labels) ------------


def _doc(game: LiveGame, seats: tuple[str, ...] = ()) -> dict[str, object]:
    record = game.to_record()
    if seats:
        record = dataclasses.replace(record, seats=seats)
    doc: dict[str, object] = json.loads(record.to_json())
    return doc


def _swapped_moves(doc: dict[str, object]) -> None:
    """Two decisions of one player in one season, in the other order."""
    moves = doc["moves"]
    assert isinstance(moves, list)
    for i in range(len(moves) - 1):
        a, b = parse_move(moves[i]), parse_move(moves[i + 1])
        if a.actor == b.actor and not a.chance and a.tag == b.tag and a.text != b.text:
            moves[i], moves[i + 1] = moves[i + 1], moves[i]
            return
    raise AssertionError("no two moves to swap")


@pytest.mark.parametrize("version", [1, 2])
def test_a_lower_format_number_turns_no_hash_off(version: int) -> None:
    from kingsburg.simulate import play_game

    doc = _doc(play_game(3, 8, ["greedy"] * 3))
    _swapped_moves(doc)
    doc["format_version"] = version
    with pytest.raises(RecordError):
        verify_record(record_from_json(json.dumps(doc)))
    assert (
        record_from_json(
            json.dumps(_doc(play_game(2, 3, ["random"] * 2)) | {"format_version": version})
        ).format_version
        == FORMAT_VERSION
    )


def test_the_seats_are_covered_by_the_hashes() -> None:
    from kingsburg.simulate import play_game

    game = play_game(3, 9, ["greedy"] * 3)
    doc = _doc(game, ("person", "solid", "beginner"))
    assert verify_record(record_from_json(json.dumps(doc))).final_hash == game.final_hash
    for seats in (["strong"] * 3, ["person", "solid", "solid"]):
        changed = dict(doc, seats=seats)
        with pytest.raises(RecordError, match="seats_hash"):
            record_from_json(json.dumps(changed))
    # Seats taken away, or moved to an older format: still refused.
    with pytest.raises(RecordError, match="seats_hash"):
        record_from_json(json.dumps({k: v for k, v in doc.items() if k != "seats"}))
    with pytest.raises(RecordError, match="seats_hash"):
        record_from_json(json.dumps(dict(doc, seats=["strong"] * 3, format_version=2)))


def test_checkpoint_labels_are_compared() -> None:
    from kingsburg.simulate import play_game

    doc = _doc(play_game(2, 4, ["random"] * 2))
    checkpoints = doc["checkpoints"]
    assert isinstance(checkpoints, list)
    for label in ("Y-4 fall", "Y2 spring"):
        checkpoints[2] = dict(checkpoints[2], label=label)
        _, divergence = first_divergence(record_from_json(json.dumps(doc)))
        assert divergence is not None and "should be labelled 'Y1 fall'" in divergence.reason
