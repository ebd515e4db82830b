"""Messages as JSON: every message round-trips; anything a hostile peer could send instead
is refused with ValueError, never a crash or a hang."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from kingsburg.message import Msg, Term
from kingsburg.message_json import msg_from_json, msg_to_json

names = st.from_regex(r"[a-z][a-z0-9_]{0,8}", fullmatch=True)
terms = st.builds(
    Term,
    st.sampled_from(["advisor", "building", "enemy", "phase"]),
    st.one_of(st.integers(0, 18), st.sampled_from(["stables", "town_hall", "goblins"])),
)
leaves = st.one_of(
    st.integers(-1000, 1000),
    st.floats(-1e6, 1e6),
    st.text(max_size=20).filter(str.isprintable),
    terms,
)


def messages(depth: int = 2) -> st.SearchStrategy[Msg]:
    args = leaves if depth == 0 else st.one_of(leaves, st.lists(leaves, max_size=4).map(tuple))
    return st.builds(
        lambda i, a: Msg(i, tuple(a.items())),
        st.from_regex(r"[a-z][a-z0-9-]{0,20}", fullmatch=True),
        st.dictionaries(names, args, max_size=5),
    )


@given(messages())
def test_messages_round_trip(msg: Msg) -> None:
    assert msg_from_json(json.loads(json.dumps(msg_to_json(msg)))) == msg


def test_nested_messages_round_trip() -> None:
    inner = Msg.of("amount-stone", n=3)
    msg = Msg.of("log-x", who="Łucja", what=inner, many=(Term("building", "farms"), 2))
    assert msg_from_json(json.loads(json.dumps(msg_to_json(msg)))) == msg


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"id": "x"},
        {"id": "x", "args": {}, "more": 1},
        {"id": "X Y", "args": {}},
        {"id": "x", "args": {"A": 1}},
        {"id": "x", "args": {"a": True}},
        {"id": "x", "args": {"a": 10**20}},
        {"id": "x", "args": {"a": float("nan")}},
        {"id": "x", "args": {"a": 1e300}},
        {"id": "x", "args": {"a": "\x1b[2J"}},
        {"id": "x", "args": {"a": "x" * 500}},
        {"id": "x", "args": {"a": {"term": ["building"]}}},
        {"id": "x", "args": {"a": {"term": ["building", "[bold]"]}}},
        {"id": "x", "args": {"a": {"term": ["building", True]}}},
        {"id": "x", "args": {"a": list(range(100))}},
        {"id": "x", "args": {f"a{i}": 1 for i in range(100)}},
    ],
)
def test_hostile_messages_are_refused(data: object) -> None:
    with pytest.raises(ValueError):
        msg_from_json(data)


def test_deep_nesting_is_refused() -> None:
    data: dict[str, object] = {"id": "x", "args": {}}
    for _ in range(50):
        data = {"id": "x", "args": {"a": {"msg": data}}}
    with pytest.raises(ValueError, match="deeply"):
        msg_from_json(data)


def test_every_message_id_of_the_catalogs_is_a_valid_id() -> None:
    from kingsburg.text.lang import LOCALES
    from kingsburg.text.resolver import _MESSAGE

    texts = [p.read_text() for p in (LOCALES / "en").glob("*.ftl")]
    ids = {m.group(1) for text in texts for m in _MESSAGE.finditer(text)}
    assert "bot-done-town_hall" in ids
    for msg_id in ids:
        assert msg_from_json(msg_to_json(Msg(msg_id))) == Msg(msg_id)
