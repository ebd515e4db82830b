"""Positions as text, like a chess FEN: ``position_text(state)`` and ``from_position(text)``.

A position is a few lines of ``key: value`` (the format is described in
``docs/positions.md``). It holds the whole state, so it round-trips exactly (same
``state_hash``); ``from_position`` checks that the position could occur and raises
PositionError with a one-line reason if not. Steps that leave nobody a choice are then
resolved at once, as in play.
"""

from __future__ import annotations

from dataclasses import fields

from kingsburg.data.loader import Ruleset, default_ruleset
from kingsburg.engine.flow import advance, payload_of
from kingsburg.engine.phases import PHASE_TAGS, SEGMENT_TABLE
from kingsburg.engine.state import (
    DICE_PER_PLAYER,
    GOODS,
    MAX_YEAR,
    NEUTRAL,
    SOLDIER_TOKENS,
    GameConfig,
    GameState,
    Placement,
    PlayerState,
    Step,
)
from kingsburg.engine.steps import AUTOS, CHANCES, DECISIONS
from kingsburg.errors import KingsburgError, PositionError

HEADER = "kingsburg position"
# A player's yes/no fields, written by name when set ("passed", "used_market").
_FLAGS = tuple(f.name for f in fields(PlayerState) if f.type in ("bool", bool))
_LISTS = ("seen", "dice", "white", "rolled", "rolled_white", "tokens")
_TAG_PHASE = {tag: phase for phase, tag in PHASE_TAGS.items()}


# --- writing ------------------------------------------------------------------


def _ints(values: list[int] | tuple[int, ...]) -> str:
    return " ".join(map(str, values))


def _who(state: GameState, player: int) -> str:
    return state.players[player].name if player >= 0 else "neutral"


def _group(state: GameState, pl: Placement) -> str:
    dice = "+".join([str(d) for d in pl.own] + [f"w{d}" for d in pl.white])
    s = f"{_who(state, pl.player)} {dice}"
    if pl.plus2:
        s += " +2"
    if pl.market:
        s += f" market {pl.market:+d}"
    if pl.envoy:
        s += " envoy"
    return s


def _step(state: GameState, step: Step) -> str:
    parts = [state.players[step.player].name] if step.player >= 0 else []
    code = step.code()
    if code:
        parts.append(str(code))
    return f"{step.kind}({', '.join(parts)})" if parts else step.kind


def _player_line(state: GameState, p: PlayerState) -> str:
    items = [f"goods {_ints(p.goods)}", f"vp {p.vp}", f"soldiers {p.soldiers}", f"plus2 {p.plus2}"]
    built = [b.id for b, owned in zip(state.ruleset.buildings, p.built, strict=True) if owned]
    if built:
        items.append("built " + " ".join(built))
    for name in _LISTS:
        values = getattr(p, name)
        if values:
            items.append(f"{name} {_ints(values)}")
    if p.favor_dice:
        items.append(f"favor_dice {p.favor_dice}")
    if p.builds:
        items.append(f"builds {p.builds}")
    if p.token_pick != -1:
        items.append(f"token_pick {p.token_pick}")
    items += [flag for flag in _FLAGS if getattr(p, flag)]
    if p.used:
        items.append("used " + " ".join(p.used))
    return f"player {p.name}: " + "; ".join(items)


def position_text(state: GameState) -> str:
    """The whole state as a few readable lines (see docs/positions.md)."""
    c = state.config
    phase, segment = SEGMENT_TABLE[state.seg]
    at = f"Y{state.year} {PHASE_TAGS[phase]} {segment}"
    if state.seg_started:
        at += " (begun)"
    lines = [HEADER, "players: " + ", ".join(c.players)]
    if c.modules:
        lines.append("modules: " + _ints(c.modules))
    if c.variants:
        lines.append("variants: " + " ".join(c.variants))
    lines.append(f"at: {at}")
    if state.over:
        lines.append("over: yes")
    lines.append("order: " + ", ".join(state.players[i].name for i in state.order))
    lines.append("deck: " + " ".join(card or "?" for card in state.deck))
    holder = _who(state, state.envoy) if state.envoy >= 0 else "none"
    lines.append(f"envoy: {holder}, year {state.envoy_year}")
    if state.reinforcement:
        lines.append(f"reinforcement: {state.reinforcement}")
    if 6 in c.modules:
        sergeant = GOODS[state.sergeant_good] if state.sergeant_good >= 0 else "none"
        tiles = [
            f"board {_ints(state.tiles)}".rstrip(),
            f"bag {_ints(state.tile_bag)}".rstrip(),
            f"merchant {_ints(state.tile_goods)}",
            f"sergeant {sergeant}" + (" taken" if state.sergeant_taken else ""),
            *[f"pile {_ints(pile)}" for pile in state.tile_piles],
        ]
        lines.append("tiles: " + "; ".join(tiles))
    for rank, groups in enumerate(state.board):
        if groups:
            lines.append(f"advisor {rank}: " + " / ".join(_group(state, pl) for pl in groups))
    lines += [_player_line(state, p) for p in state.players]
    lines.append("todo: " + ("; ".join(_step(state, s) for s in reversed(state.todo)) or "nothing"))
    return "\n".join(lines) + "\n"


# --- reading ------------------------------------------------------------------


def _int(text: str, what: str) -> int:
    t = text.strip()
    if not t.lstrip("-").isdigit():
        raise PositionError(f"{what}: {t!r} is not a whole number")
    return int(t)


def _int_list(text: str, what: str) -> list[int]:
    return [_int(t, what) for t in text.split()]


def _player_index(names: tuple[str, ...], text: str, what: str) -> int:
    for i, n in enumerate(names):
        if n == text:
            return i
    raise PositionError(f"{what}: no player is called {text!r}")


def _name_prefix(names: tuple[str, ...], text: str, what: str) -> tuple[int, str]:
    """The longest player name (or "neutral") at the start of ``text``, and the rest."""
    best, size = -2, -1
    for i, n in enumerate((*names, "neutral")):
        if text.startswith(n + " ") and len(n) > size:
            best, size = (i if i < len(names) else NEUTRAL), len(n)
    if best == -2:
        raise PositionError(f"{what}: {text!r} does not start with a player's name")
    return best, text[size + 1 :]


def _parse_group(names: tuple[str, ...], text: str, rank: int) -> Placement:
    what = f"advisor {rank}"
    player, rest = _name_prefix(names, text.strip(), what)
    tokens = rest.split()
    if not tokens:
        raise PositionError(f"{what}: no dice after the name")
    own: list[int] = []
    white: list[int] = []
    for tok in tokens[0].split("+"):
        target = white if tok.startswith("w") else own
        target.append(_int(tok.removeprefix("w"), f"{what} dice"))
    plus2 = market = 0
    envoy = False
    k = 1
    while k < len(tokens):
        tok = tokens[k]
        if tok == "+2":
            plus2 = 1
        elif tok == "envoy":
            envoy = True
        elif tok == "market" and k + 1 < len(tokens) and tokens[k + 1] in ("+1", "-1"):
            market = int(tokens[k + 1])
            k += 1
        else:
            raise PositionError(f"{what}: unexpected {tok!r}")
        k += 1
    return Placement(player, tuple(own), tuple(white), bool(plus2), market, envoy)


def _parse_step(names: tuple[str, ...], text: str) -> Step:
    t = text.strip()
    kind, paren, inner = t.partition("(")
    kind = kind.strip()
    if kind not in DECISIONS and kind not in CHANCES and kind not in AUTOS:
        raise PositionError(f"todo: unknown step {kind!r}")
    player, arg = -1, 0
    if paren:
        if not inner.endswith(")"):
            raise PositionError(f"todo: {t!r} lacks its closing parenthesis")
        for part in inner[:-1].split(","):
            part = part.strip()
            if part.lstrip("-").isdigit():
                arg = int(part)
            else:
                player = _player_index(names, part, f"todo step {kind}")
    try:
        return Step(kind, player, payload_of(kind, arg))
    except ValueError as e:
        raise PositionError(f"todo: {t!r}: {e}") from None


def _parse_player(state: GameState, p: PlayerState, text: str) -> None:
    ids = {b.id: i for i, b in enumerate(state.ruleset.buildings)}
    for item in text.split(";"):
        key, _, value = item.strip().partition(" ")
        what = f"player {p.name}, {key}"
        if key == "goods":
            g = _int_list(value, what)
            if len(g) != 3:
                raise PositionError(f"{what}: three numbers (gold, wood, stone) expected")
            p.goods = g
        elif key in ("vp", "soldiers", "plus2", "favor_dice", "builds", "token_pick"):
            setattr(p, key, _int(value, what))
        elif key == "built":
            for b in value.split():
                if b not in ids:
                    raise PositionError(f"{what}: there is no building {b!r}")
                p.built[ids[b]] = True
        elif key in _LISTS:
            setattr(p, key, _int_list(value, what))
        elif key in _FLAGS and not value:
            setattr(p, key, True)
        elif key == "used" and value:
            p.used = sorted(value.split())
        else:
            raise PositionError(f"player {p.name}: unknown item {item.strip()!r}")


def from_position(text: str, ruleset: Ruleset | None = None) -> GameState:
    """The state a position text describes; PositionError (one line) if it is not one."""
    lines = [ln.strip() for ln in text.strip().splitlines() if ln.strip()]
    if not lines or lines[0] != HEADER:
        raise PositionError(f"a position starts with the line {HEADER!r}")
    fields: dict[str, str] = {}
    advisors: dict[int, str] = {}
    player_lines: dict[str, str] = {}
    for line in lines[1:]:
        key, sep, value = line.partition(":")
        key, value = key.strip(), value.strip()
        if not sep:
            raise PositionError(f"{line!r} is not 'key: value'")
        if key.startswith("advisor "):
            advisors[_int(key[8:], "advisor")] = value
        elif key.startswith("player "):
            player_lines[key[7:].strip()] = value
        elif key in fields:
            raise PositionError(f"the line {key!r} appears twice")
        else:
            fields[key] = value
    for key in ("players", "at", "order", "deck", "envoy", "todo"):
        if key not in fields:
            raise PositionError(f"the position lacks its {key!r} line")
    known = {"players", "modules", "variants", "at", "over", "order", "deck", "envoy"}
    unknown = set(fields) - known - {"reinforcement", "tiles", "todo"}
    if unknown:
        raise PositionError(f"unknown line {sorted(unknown)[0]!r}")
    names = tuple(n.strip() for n in fields["players"].split(","))
    config = GameConfig(
        names,
        tuple(_int_list(fields.get("modules", ""), "modules")),
        tuple(fields.get("variants", "").split()),
    )
    try:
        config.validate()
    except PositionError:
        raise
    except KingsburgError as e:
        raise PositionError(str(e)) from None
    state = GameState(config, ruleset or default_ruleset(), [PlayerState(n) for n in names])
    _read_at(state, fields["at"])
    state.over = fields.get("over", "no") == "yes"
    order = [n.strip() for n in fields["order"].split(",") if n.strip()]
    state.order = [_player_index(names, n, "order") for n in order]
    state.deck = ["" if c == "?" else c for c in fields["deck"].split()]
    holder, _, year = fields["envoy"].partition(", year ")
    state.envoy = -1 if holder == "none" else _player_index(names, holder, "envoy")
    state.envoy_year = _int(year, "envoy year")
    state.reinforcement = _int(fields.get("reinforcement", "0"), "reinforcement")
    if "tiles" in fields:
        _read_tiles(state, fields["tiles"])
    for rank, value in advisors.items():
        if not 1 <= rank <= 18:
            raise PositionError(f"there is no advisor {rank} (1 to 18)")
        state.board[rank] = [_parse_group(names, g, rank) for g in value.split(" / ")]
    for name, value in player_lines.items():
        p = state.players[_player_index(names, name, "player line")]
        _parse_player(state, p, value)
    missing = [n for n in names if n not in player_lines]
    if missing:
        raise PositionError(f"the position lacks the line of player {missing[0]}")
    todo = fields["todo"]
    steps = [] if todo == "nothing" else todo.split(";")
    state.todo = [_parse_step(names, s) for s in reversed(steps)]
    check_position(state)
    try:
        advance(state, [])  # steps with nothing to choose resolve at once
    except (KeyError, IndexError, ValueError, AssertionError) as e:
        raise PositionError(f"todo: the steps do not fit this position ({e!r})") from None
    return state


def _read_at(state: GameState, text: str) -> None:
    t = text
    state.seg_started = t.endswith(" (begun)")
    t = t.removesuffix(" (begun)")
    year, _, rest = t.partition(" ")
    tag, _, segment = rest.partition(" ")
    if not (year.startswith("Y") and year[1:].isdigit() and 1 <= int(year[1:]) <= MAX_YEAR):
        raise PositionError(f"at: {year!r} is not a year Y1 to Y{MAX_YEAR}")
    if tag not in _TAG_PHASE or (_TAG_PHASE[tag], segment) not in SEGMENT_TABLE:
        raise PositionError(f"at: {rest!r} is not a phase and one of its steps")
    state.year = int(year[1:])
    state.seg = SEGMENT_TABLE.index((_TAG_PHASE[tag], segment))


def _read_tiles(state: GameState, text: str) -> None:
    for item in text.split(";"):
        key, _, value = item.strip().partition(" ")
        if key == "board":
            state.tiles = _int_list(value, "tiles on the board")
        elif key == "bag":
            state.tile_bag = _int_list(value, "tiles in the bag")
        elif key == "merchant":
            state.tile_goods = _int_list(value, "goods on the Merchant tile")
        elif key == "sergeant":
            good, _, taken = value.partition(" ")
            if good != "none" and good not in GOODS:
                raise PositionError(f"tiles: the Sergeant tile holds no {good!r}")
            state.sergeant_good = GOODS.index(good) if good in GOODS else -1
            state.sergeant_taken = taken == "taken"
        elif key == "pile":
            pile = _int_list(value, "goods on a tile")
            if len(pile) != 4 or min(pile) < 0:
                raise PositionError(
                    f"tiles: {item.strip()!r}: a tile's rank and the gold, wood and stone on it"
                )
            state.tile_piles = sorted([*state.tile_piles, pile])
        else:
            raise PositionError(f"tiles: unknown item {item.strip()!r}")


def check_position(state: GameState) -> None:
    """Raise PositionError naming the first thing that cannot occur in a game."""
    n = state.n
    rs = state.ruleset
    if sorted(state.order) != list(range(n)) and (state.order or state.seg):
        raise PositionError("order: every player must appear exactly once")
    if state.deck and len(state.deck) != MAX_YEAR:
        raise PositionError(f"deck: one card per year, {MAX_YEAR} in all")
    for year, card in enumerate(state.deck, start=1):
        if card and card not in {e.id for e in rs.enemies_of_year(year)}:
            raise PositionError(f"deck: {card!r} is not an enemy card of year {year}")
    if not 0 <= state.reinforcement <= 6:
        raise PositionError("reinforcement: 0 (none yet) to 6 soldiers")
    for p in state.players:
        _check_player(state, p)
    for rank, groups in enumerate(state.board):
        if len(groups) > 2:
            raise PositionError(f"advisor {rank}: at most two groups of dice (with the envoy)")
        for pl in groups:
            if not all(1 <= d <= 6 for d in pl.own + pl.white) or not pl.own:
                raise PositionError(f"advisor {rank}: dice show 1 to 6, at least one own die")
            if pl.player >= 0:
                shift = sum(pl.own) + sum(pl.white) + 2 * pl.plus2 + pl.market
                if shift != rank:
                    raise PositionError(f"advisor {rank}: those dice make {shift}")
        if len(groups) == 2 and not groups[1].envoy:
            raise PositionError(f"advisor {rank}: a second group needs the King's Envoy")
    if 6 in state.config.modules:
        placed, n = state.tiles + state.tile_bag, len(state.ruleset.tiles)
        if sorted(set(placed)) != sorted(placed) or not set(placed) <= set(range(1, n + 1)):
            raise PositionError(
                f"tiles: each tile 1 to {n} at most once, on the board or in the bag"
            )
    elif state.tiles or state.tile_bag:
        raise PositionError("tiles need module 6")
    if any(x < 0 for x in state.tile_goods):
        raise PositionError("tiles: the Merchant tile cannot hold fewer than 0 goods")
    for step in state.todo:
        if step.player >= n:
            raise PositionError(f"todo: step {step.kind} names no player")
    if state.over and (state.seg != len(SEGMENT_TABLE) - 1 or state.todo):
        raise PositionError("over: a game is over only at its end, with nothing left to do")


def _check_player(state: GameState, p: PlayerState) -> None:
    what = f"player {p.name}"
    if min(p.goods) < 0 or p.soldiers < 0 or p.plus2 < 0:
        raise PositionError(f"{what}: goods, soldiers and +2 tokens cannot be negative")
    for row in range(0, 20, 4):
        owned = p.built[row : row + 4]
        if any(owned[k] and not owned[k - 1] for k in range(1, 4)):
            raise PositionError(f"{what}: a building without the one left of it in its row")
    values = p.dice + p.white + p.rolled + p.rolled_white
    if not all(1 <= d <= 6 for d in values):
        raise PositionError(f"{what}: dice show 1 to 6")
    if len(p.rolled) not in (0, DICE_PER_PLAYER) or len(p.dice) > len(p.rolled):
        raise PositionError(f"{what}: {DICE_PER_PLAYER} dice rolled, no more unused")
    if len(p.white) > len(p.rolled_white):
        raise PositionError(f"{what}: more unused bonus dice than rolled")
    if not set(p.seen) <= set(range(1, MAX_YEAR + 1)):
        raise PositionError(f"{what}: seen lists years 1 to {MAX_YEAR}")
    left = list(SOLDIER_TOKENS)
    for t in p.tokens:
        if t not in left:
            raise PositionError(f"{what}: soldier tokens are 0, 1, 1, 2, 3 and 4")
        left.remove(t)
    if p.tokens and 5 not in state.config.modules:
        raise PositionError(f"{what}: soldier tokens need module 5")
    if p.token_pick not in (-1, -2) and p.token_pick not in p.tokens:
        raise PositionError(f"{what}: token_pick must be one of the player's tokens")
