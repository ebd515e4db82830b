"""An online table without the network: what each seat is sent, undo, files and resuming."""

from __future__ import annotations

import asyncio
import json
import random
import stat
from collections.abc import Callable
from functools import partial
from pathlib import Path

import pytest

from kingsburg.engine import (
    legal_actions,
    position_text,
    state_hash,
    to_act,
    turn,
    view,
    visible_events,
)
from kingsburg.errors import KingsburgError, RecordError
from kingsburg.online.protocol import Error, Reason, Update, parse_server
from kingsburg.online.table import Table, legal_texts, unfinished_tables
from kingsburg.record import first_divergence, load_record, parse_move
from kingsburg.text.events import event_text


class Recorder:
    """A seat's connection that checks every message against the true state as it is sent:
    the position and moves of ``view(state, seat)``, and exactly the events of the log the
    seat may see, since the last message."""

    def __init__(self, table: Table, seat: int) -> None:
        self.table, self.seat = table, seat
        self.seen = 0  # entries of the true log covered by the messages so far
        self.moves = 0  # moves covered by the messages so far
        self.updates: list[Update] = []
        self.errors: list[str] = []

    def deliver(self, text: str) -> None:
        message = parse_server(text)
        if isinstance(message, Error):
            self.errors.append(message.message)
            return
        game, seat = self.table.game, self.seat
        mine = view(game.state, seat)
        assert message.seat == seat and message.move == len(game.moves)
        assert message.position == position_text(mine)
        deciding = to_act(game.state) == seat and not self.table.seats[seat].level
        assert message.moves == (legal_texts(mine) if deciding else [])
        fresh = [e for _, e in game.log[self.seen :]]
        texts = [event_text(e) for e in visible_events(fresh, seat)]
        notes = [t for t in message.events if " takes back" in t]
        assert message.events[len(notes) :] == texts
        # Independently of visible_events: no one else's secret event is in the message.
        for e in fresh:
            if e.private and e.player != seat:
                assert event_text(e) not in message.events[len(notes) :] or not event_text(e)
        # The computers' reasons for the moves since the last message, and none that names
        # an enemy card this seat has not seen.
        assert message.reasons == [
            Reason(move=k, name=parse_move(game.moves[k - 1]).actor, reason=why)
            for k, why in sorted(self.table.reasons.items())
            if self.moves < k <= len(game.moves)
        ]
        unseen = [
            game.state.ruleset.enemy(card).name
            for card, seen in zip(game.state.deck, mine.deck, strict=True)
            if card and not seen
        ]
        for r in message.reasons:
            if r.name != self.table.seats[seat].name:
                assert not any(name in r.reason for name in unseen), r.reason
        # Written before it is sent: a crash now loses nothing this seat has seen.
        final = self.table.final_path
        saved = load_record(final) if final else self.table.saved()
        assert saved.moves == game.moves
        assert saved.reasons == self.table.reasons
        self.seen, self.moves = len(game.log), len(game.moves)
        self.updates.append(message)


async def _seated(table: Table) -> list[Recorder]:
    recorders = [Recorder(table, i) for i in range(len(table.seats))]
    for i, r in enumerate(recorders):
        await table.connect(i, r)
    return recorders


async def _play_out(table: Table, recorders: list[Recorder], rng: random.Random) -> int:
    """The people choose at random among the moves they are sent, until the game ends."""
    moves = 0
    while not table.game.state.over:
        who = to_act(table.game.state)
        last = recorders[who].updates[-1]
        assert last.moves, "the seat to act was sent no moves"
        assert await table.play(who, rng.choice(last.moves)) == ""
        moves += 1
    return moves


@pytest.mark.parametrize(
    ("names", "modules", "seed"),
    [
        (["Ann", "Bob"], (), 1),
        (["Ann", "Bob", "Cleo"], (5,), 2),
        (["Ann", "Bob", "Cleo", "Dan"], (6,), 3),
        (["Ann", "Bob", "Cleo", "Dan", "Eve"], (5, 6), 4),
    ],
)
def test_every_message_shows_only_what_the_seat_may_see(
    tmp_path: Path, names: list[str], modules: tuple[int, ...], seed: int
) -> None:
    table = Table.new(names, ["person"] * len(names), seed, tmp_path, modules)

    async def run() -> tuple[list[Recorder], int]:
        recorders = await _seated(table)
        return recorders, await _play_out(table, recorders, random.Random(seed))

    recorders, decisions = asyncio.run(run())
    assert decisions > 100
    assert all(r.updates[-1].over and not r.errors for r in recorders)
    # Each seat got one message per change (and per connection made after its own).
    assert all(len(r.updates) >= decisions for r in recorders)
    # The record went to games/ and replays to the same end.
    assert table.final_path is not None and table.final_path.parent == tmp_path / "games"
    assert recorders[0].updates[-1].record == table.final_path.name
    _, divergence = first_divergence(load_record(table.final_path))
    assert divergence is None
    assert list((tmp_path / "online").iterdir()) == []


def test_secret_tokens_and_peeks_stay_with_their_seat(tmp_path: Path) -> None:
    """Module 5's soldier tokens are picked in secret: the others' messages never hold the
    pick, and only the picking seat is told it decides in secret."""
    table = Table.new(["Ann", "Bob", "Cleo"], ["person"] * 3, 5, tmp_path, (5,))

    async def run() -> list[Recorder]:
        recorders = await _seated(table)
        await _play_out(table, recorders, random.Random(5))
        return recorders

    recorders = asyncio.run(run())
    secret = [u for r in recorders for u in r.updates if u.secret]
    assert secret and all(u.moves and u.to_act == u.name for u in secret)
    private = {event_text(e) for _, e in table.game.log if e.private}
    assert private
    for r in recorders:
        own = {event_text(e) for _, e in table.game.log if e.private and e.player == r.seat}
        got = {t for u in r.updates for t in u.events}
        assert got & private <= own


@pytest.mark.parametrize(("modules", "seed"), [((), 1), ((5, 6), 2)])
def test_computers_reasons_reach_every_seat_without_what_only_they_saw(
    tmp_path: Path, modules: tuple[int, ...], seed: int
) -> None:
    """Computers play every seat, each watched: every message's reasons are checked by the
    recorder; a reason resting on a card only its computer peeked at keeps just the move."""
    names = ["Ann", "Bob", "Cleo", "Dan"]
    table = Table.new(names, ["solid", "solid", "beginner", "solid"], seed, tmp_path, modules)

    async def run() -> list[Recorder]:
        recorders = await _seated(table)
        table.kick()
        while not recorders[0].updates[-1].over:  # the last move written and sent
            await asyncio.sleep(0.01)
            if table._thinking is not None and table._thinking.done():
                table._thinking.result()  # a recorder's failed check, raised here
        return recorders

    recorders = asyncio.run(asyncio.wait_for(run(), 240))
    sent = [r for u in recorders[0].updates for r in u.reasons]
    assert len(sent) > 100 and sent == [r for u in recorders[2].updates for r in u.reasons]
    assert [r.move for r in sent] == sorted(table.reasons) == sorted({r.move for r in sent})
    assert any(r.reason.endswith("(why rests on a card only this player has seen)") for r in sent)
    # The finished record keeps them, as a game at one keyboard does.
    assert table.final_path is not None
    assert load_record(table.final_path).reasons == table.reasons


def test_undo_takes_back_only_the_seats_own_last_decision(tmp_path: Path) -> None:
    table = Table.new(["Ann", "Bob"], ["person", "person"], 11, tmp_path)

    async def run() -> None:
        recorders = await _seated(table)
        rng = random.Random(1)
        # Play until a decision is followed by the other player's (no dice between).
        while True:
            who = to_act(table.game.state)
            before = state_hash(table.game.state)
            moves = len(table.game.moves)
            assert await table.play(who, rng.choice(recorders[who].updates[-1].moves)) == ""
            if len(table.game.moves) == moves + 1 and to_act(table.game.state) == 1 - who:
                break
        other = 1 - who
        assert recorders[who].updates[-1].can_undo
        assert not recorders[other].updates[-1].can_undo
        assert (await table.undo(other)).startswith("nothing to take back")
        assert await table.undo(who) == ""
        assert state_hash(table.game.state) == before and len(table.game.moves) == moves
        name = table.seats[who].name
        assert recorders[other].updates[-1].events[0].startswith(f"{name} takes back: ")
        # On disk too: the saved game lost that move.
        assert table.saved().moves == table.game.moves and len(table.game.moves) == moves
        # Once the other player has acted, the first cannot take anything back.
        assert await table.play(who, recorders[who].updates[-1].moves[0]) == ""
        assert await table.play(other, recorders[other].updates[-1].moves[0]) == ""
        assert not table.can_undo(who)

    asyncio.run(run())


def test_refused_moves_change_nothing(tmp_path: Path) -> None:
    table = Table.new(["Ann", "Bob"], ["person", "person"], 2, tmp_path)
    who = to_act(table.game.state)
    other = 1 - who
    moves = len(table.game.moves)
    mine = legal_texts(view(table.game.state, who))

    async def run() -> None:
        refused = await table.play(other, mine[0])
        assert refused.startswith(f"it is not {table.seats[other].name}'s turn")
        assert await table.play(who, "build the moon") != ""
        assert await table.play(who, "roll Ann 6 6 6") != ""  # chance is never a seat's

    asyncio.run(run())
    assert len(table.game.moves) == moves
    assert len(legal_actions(table.game.state)) == len(mine)


def test_tokens_are_long_and_checked_exactly(tmp_path: Path) -> None:
    table = Table.new(["Ann", "Bob"], ["person", "solid"], 2, tmp_path)
    tokens = [s.token for s in table.seats]
    assert len(set(tokens)) == 2 and all(len(t) >= 22 for t in tokens)  # >= 128 bits
    assert table.seat_of(tokens[1]) is table.seats[1]
    assert table.seat_of(tokens[0][:-1]) is None and table.seat_of("") is None
    assert table.seat_of(tokens[0] + "x") is None
    mode = stat.S_IMODE((tmp_path / "online" / f"{table.id}.table.json").stat().st_mode)
    assert mode == 0o600


def test_a_computer_plays_its_seat_and_a_handed_over_one(tmp_path: Path) -> None:
    async def run() -> Table:
        table = Table.new(["Ann", "Bob", "Cleo"], ["person", "person", "beginner"], 8, tmp_path)
        await table.set_player(0, "beginner")
        await table.set_player(1, "beginner")
        # Until the record is in games/ (written atomically: there means complete).
        while table.final_path is None or not table.final_path.exists():
            await asyncio.sleep(0.01)
        return table

    table = asyncio.run(asyncio.wait_for(run(), 120))
    assert table.final_path is not None
    record = load_record(table.final_path)
    assert record.seats == ("person", "person", "beginner")
    assert first_divergence(record)[1] is None


def test_resume_reads_tables_back_and_sets_aside_bad_ones(tmp_path: Path) -> None:
    table = Table.new(["Ann", "Bob"], ["person", "person"], 4, tmp_path)

    async def run() -> None:
        for _ in range(10):
            who = to_act(table.game.state)
            assert await table.play(who, legal_texts(view(table.game.state, who))[0]) == ""

    asyncio.run(run())
    (tmp_path / "online" / "zzz.table.json").write_text("{ not json")
    # While this process serves the table, a resume elsewhere leaves it alone.
    assert unfinished_tables(tmp_path)[2] == 1
    table.release()  # as when its host has stopped (or been killed)
    tables, problems, busy = unfinished_tables(tmp_path)
    assert busy == 0
    assert [t.id for t in tables] == [table.id]
    again = tables[0]
    assert [s.token for s in again.seats] == [s.token for s in table.seats]
    assert state_hash(again.game.state) == state_hash(table.game.state)
    assert len(problems) == 1 and problems[0].startswith("zzz.table.json: ")
    # A table file naming another table's record is refused.
    doc = json.loads((tmp_path / "online" / f"{table.id}.table.json").read_text())
    (tmp_path / "online" / "other.table.json").write_text(json.dumps(doc))
    with pytest.raises(RecordError, match="names another table"):
        Table.load(tmp_path / "online" / "other.table.json", tmp_path)


def test_the_journal_holds_each_move_and_a_crash_cuts_only_an_unsynced_line(
    tmp_path: Path,
) -> None:
    table = Table.new(["Ann", "Bob"], ["person", "person"], 6, tmp_path)
    journal = tmp_path / "online" / f"{table.id}.moves"
    start = list(table.game.moves)  # the setup's chance moves

    async def play(n: int) -> None:
        for _ in range(n):
            who = to_act(table.game.state)
            assert await table.play(who, legal_texts(view(table.game.state, who))[0]) == ""

    asyncio.run(play(6))
    lines = journal.read_text().splitlines()
    assert len(lines) >= 6 and json.loads(lines[-1])["n"] == len(table.game.moves)
    # The record itself was written once, at the start: the moves are in the journal only.
    assert load_record(tmp_path / "online" / f"{table.id}.record.json").moves == start
    moves = list(table.game.moves)
    table.release()
    # A crash in the middle of writing a line: that move was never sent to anyone.
    with journal.open("a") as f:
        f.write('{"n": 999, "mo')
    again = Table.load(tmp_path / "online" / f"{table.id}.table.json", tmp_path)
    assert again.game.moves == moves
    # Its first save writes the record whole again and starts an empty journal.
    asyncio.run(again.store())
    assert load_record(tmp_path / "online" / f"{table.id}.record.json").moves == moves
    assert journal.read_text() == ""
    again.release()
    # A journal that does not follow its record is one line, naming it.
    journal.write_text('{"n": 50, "move": "x"}\n')
    with pytest.raises(RecordError, match=rf"{table.id}.moves: line 1 does not follow"):
        Table.load(tmp_path / "online" / f"{table.id}.table.json", tmp_path)


def test_unknown_seat_kinds_are_refused(tmp_path: Path) -> None:
    with pytest.raises(KingsburgError, match="seat 2 is 'wizard'"):
        Table.new(["Ann", "Bob"], ["person", "wizard"], 1, tmp_path)


def test_a_batch_is_synced_together_and_a_refused_sync_reaches_every_move_in_it(
    tmp_path: Path,
) -> None:
    """The disk thread syncs the journal lines of a batch of tables at once; when the sync
    fails, each of those tables' saves fails (and the host logs it), none is told done."""
    from kingsburg.online import table as module

    tables = [Table.new(["Ann", "Bob"], ["person", "person"], k, tmp_path) for k in (1, 2)]

    async def both(sync: Callable[[list[int]], None]) -> list[BaseException | None]:
        module.sync_all, real = sync, module.sync_all
        try:
            for t in tables:  # the first store of a table writes its record whole
                who = to_act(t.game.state)
                t.game.decide(legal_actions(view(t.game.state, who))[0])
            jobs = [module.in_thread(partial(t.save_game, defer_sync=True), module.DISK)
                    for t in tables]  # fmt: skip
            return list(await asyncio.gather(*jobs, return_exceptions=True))
        finally:
            module.sync_all = real

    synced: list[list[int]] = []
    assert asyncio.run(both(synced.append)) == [None, None]
    journals = [t._journal.fileno() for t in tables if t._journal is not None]
    assert sorted(fd for batch in synced for fd in batch) == sorted(journals)
    assert len(journals) == 2

    def refuse(fds: list[int]) -> None:
        raise OSError(5, "Input/output error")

    results = asyncio.run(both(refuse))
    assert [type(r) for r in results] == [OSError, OSError]


def test_taking_back_a_secret_token_keeps_it_secret(tmp_path: Path) -> None:
    """Module 5: a seat that takes back its soldier token while another still has to pick
    tells the others only that it took back a secret choice, never which token."""
    table = Table.new(["Ann", "Bob", "Cleo"], ["person"] * 3, 2, tmp_path, (5,))

    async def run() -> None:
        recorders = await _seated(table)
        rng = random.Random(3)
        while not (turn(table.game.state).secret and table.game.state.year == 1):
            who = to_act(table.game.state)
            assert await table.play(who, rng.choice(recorders[who].updates[-1].moves)) == ""
        who = to_act(table.game.state)
        pick = recorders[who].updates[-1].moves[-1]
        assert pick.startswith("token ")
        assert await table.play(who, pick) == ""
        assert turn(table.game.state).secret  # another seat still has to pick
        assert await table.undo(who) == ""
        name = table.seats[who].name
        for seat, rec in enumerate(recorders):
            note = rec.updates[-1].events[0]
            n = int(pick.split()[1])
            if seat == who:  # the move in words, not its notation
                assert note == f"{name} takes back: set aside a token of {n} soldier" + "s" * (
                    n != 1
                )
            else:
                assert note == f"{name} takes back a secret choice"
                assert not any("a token of" in e for u in rec.updates for e in u.events)

    asyncio.run(run())


def test_the_journal_of_secret_moves_is_owner_only(tmp_path: Path) -> None:
    table = Table.new(["Ann", "Bob"], ["person", "person"], 4, tmp_path, (5,))

    async def run() -> None:
        recorders = await _seated(table)
        who = to_act(table.game.state)
        assert await table.play(who, recorders[who].updates[-1].moves[0]) == ""

    asyncio.run(run())
    journal = tmp_path / "online" / f"{table.id}.moves"
    assert journal.exists()
    assert stat.S_IMODE(journal.stat().st_mode) == 0o600


def test_a_move_sent_twice_is_refused_as_stale(tmp_path: Path) -> None:
    """A move names the game's move count it answers: a duplicate (a double click, a resend
    after a reconnection) is refused instead of answering the seat's next decision."""
    table = Table.new(["Ann", "Bob"], ["person", "person"], 6, tmp_path)

    async def run() -> None:
        recorders = await _seated(table)
        rng = random.Random(2)
        while True:  # until a seat decides twice in a row (no dice between)
            who = to_act(table.game.state)
            update = recorders[who].updates[-1]
            move = rng.choice(update.moves)
            assert await table.play(who, move, update.move) == ""
            if to_act(table.game.state) == who:
                break
        moves = len(table.game.moves)
        again = await table.play(who, "pass", update.move)
        assert again.startswith(f"a stale move: it answers the game at move {update.move}")
        assert len(table.game.moves) == moves
        fresh = recorders[who].updates[-1]
        assert await table.play(who, fresh.moves[0], fresh.move) == ""

    asyncio.run(run())


def test_a_seat_that_asks_gets_events_and_reasons_as_data(tmp_path: Path) -> None:
    """Protocol 1 with ``words``: a seat that asks (``?data=1``) gets each event and reason
    as data beside its text, and words them in its own language; a seat that does not ask
    never gets the field (an older client would refuse it)."""
    from kingsburg.event_json import event_from_json
    from kingsburg.reasons import reason_from_json
    from kingsburg.text import set_language
    from kingsburg.text.events import event_text
    from kingsburg.text.reasons import reason_text

    table = Table.new(["Ann", "Bob"], ["person", "solid"], 3, tmp_path)
    sent: dict[int, list[str]] = {0: [], 1: []}

    class Raw:
        def __init__(self, seat: int) -> None:
            self.seat = seat

        def deliver(self, text: str) -> None:
            sent[self.seat].append(text)

    async def run() -> None:
        await table.connect(0, Raw(0), data=True)
        table.kick()
        rng = random.Random(5)
        while table.game.state.year < 2:
            update = parse_server(sent[0][-1])
            assert isinstance(update, Update)
            if update.moves:
                assert await table.play(0, rng.choice(update.moves), update.move) == ""
            else:
                await asyncio.sleep(0.01)
                if table._thinking is not None and table._thinking.done():
                    table._thinking.result()

    asyncio.run(asyncio.wait_for(run(), 120))
    updates = [parse_server(x) for x in sent[0]]
    assert all(isinstance(u, Update) and u.words is not None for u in updates)
    events = [(text, w) for u in updates for text, w in zip(u.events, u.words.events, strict=True)]
    reasons = [(r, w) for u in updates for r, w in zip(u.reasons, u.words.reasons, strict=True)]
    assert len(events) > 30 and reasons
    for text, data in events:  # the same sentence in English ...
        assert data is not None and event_text(event_from_json(data["event"])) == text
    for r, data in reasons:
        assert data is not None and reason_text(reason_from_json(data)) == r.reason
    set_language("pl")  # ... and each client's own language
    polish = [event_text(event_from_json(w["event"])) for _, w in events]
    assert polish != [text for text, _ in events] and "Rok I" in " ".join(polish)
    # An older client's connection never sees the field.
    seen: list[str] = []

    class Old:
        def deliver(self, text: str) -> None:
            seen.append(text)

    asyncio.run(table.connect(0, Old()))
    assert seen and all('"words"' not in x for x in seen)
