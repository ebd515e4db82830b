"""The ``kingsburg`` command: play (the app), resume, simulate, replay, report, arena, serve."""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from kingsburg import __version__
from kingsburg.errors import KingsburgError, NeedsTerminal, RecordError, one_line

if TYPE_CHECKING:
    from kingsburg.record import GameRecord, LiveGame


class _Parser(argparse.ArgumentParser):
    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        from kingsburg.text import lang

        # On every command (read before parsing, see ``use_language``; kept here for --help).
        self.add_argument(
            "--lang",
            choices=lang.available(),
            default=argparse.SUPPRESS,
            help="the language to play and print in (default: the saved choice, else "
            "KINGSBURG_LANG, else the locale)",
        )

    def error(self, message: str) -> NoReturn:
        """A bad argument is one line (and exit code 2), not a usage dump."""
        self.exit(2, f"{self.prog}: {one_line(message)} (see '{self.prog} --help')\n")


def _players(text: str) -> int:
    if not (text.isascii() and text.isdigit() and len(text) < 9) or not 2 <= int(text) <= 5:
        raise argparse.ArgumentTypeError(f"players must be 2 to 5, not {text!r}")
    return int(text)


def _positive(text: str) -> int:
    if not (text.isascii() and text.isdigit() and len(text) < 9) or int(text) < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number of at least 1, not {text!r}")
    return int(text)


def _seed(text: str) -> int:
    try:
        if not text.isascii() or len(text) > 25:
            raise ValueError(text)
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"the seed must be a whole number, not {text!r}") from None
    from kingsburg.record.format import MAX_SEED

    if not 0 <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(f"the seed must be from 0 to {MAX_SEED}")
    return value


def _port(text: str) -> int:
    if not text.isdigit() or int(text) > 65535:
        raise argparse.ArgumentTypeError(f"the port must be a number from 0 to 65535, not {text!r}")
    return int(text)


def _module(text: str) -> int:
    from kingsburg.engine.state import MODULES

    if not (text.isascii() and text.isdigit() and len(text) < 9) or int(text) not in MODULES:
        raise argparse.ArgumentTypeError(
            f"unknown module {text!r} (valid: {', '.join(map(str, MODULES))})"
        )
    return int(text)


def _variant(text: str) -> str:
    from kingsburg.engine.state import VARIANTS

    if text not in VARIANTS:
        raise argparse.ArgumentTypeError(f"unknown variant {text!r} (valid: {', '.join(VARIANTS)})")
    return text


def build_parser() -> argparse.ArgumentParser:
    from kingsburg.tui.keys import keys_help

    parser = _Parser(
        prog="kingsburg",
        description="Kingsburg, the board game, for 2-5 players at one terminal. "
        "With no command, opens the game.",
        epilog=keys_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    # The version a game record stores too: bug reports can quote it.
    parser.add_argument("--version", action="version", version=f"kingsburg {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    sub.add_parser(
        "play",
        help="open the game (the default)",
        epilog=keys_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    res = sub.add_parser("resume", help="continue the last unfinished game (or FILE)")
    res.add_argument("file", nargs="?", help="a saved game (default: the autosave)")
    sim = sub.add_parser("simulate", help="play games between bots without the app")
    sim.add_argument("--players", type=_players, default=4, help="2-5 (default 4)")
    sim.add_argument("--games", type=_positive, default=100, help="how many (default 100)")
    sim.add_argument("--seed", type=_seed, default=1, help="first game's seed (default 1)")
    sim.add_argument(
        "--bot",
        default="random",
        help="beginner, solid, strong, random, greedy or flatmc, or one per seat: "
        "strong,solid,… (default random)",
    )
    sim.add_argument("--record", type=Path, metavar="DIR", help="write one record per game")
    sim.add_argument(
        "--jobs", type=_positive, default=1, help="games played at once, one process each (1)"
    )
    sim.add_argument(
        "--module",
        type=_module,
        action="append",
        default=[],
        metavar="N",
        help="play with expansion module N (5 or 6); repeat for both",
    )
    sim.add_argument(
        "--variant",
        type=_variant,
        action="append",
        default=[],
        metavar="NAME",
        help="play with a variant (inverted-tiles, alt-reinforcements)",
    )
    rep = sub.add_parser(
        "replay", help="step through a recorded game in the app (or --verify / --at without it)"
    )
    rep.add_argument("file", type=Path, metavar="FILE")
    rep.add_argument(
        "--verify",
        action="store_true",
        help="replay without the app and check every move, die, card and checkpoint",
    )
    rep.add_argument(
        "--at",
        metavar="POINT",
        help="print the state at POINT without the app: a move number, 'start', 'end' "
        "or a season such as 'year 3 summer'",
    )
    rep = sub.add_parser("report", help="write a bug report holding a game")
    rep.add_argument("file", nargs="?", help="the game record (default: the newest finished)")
    arena = sub.add_parser("arena", help="measure one bot level against another")
    arena.add_argument("lone", help="the level in one seat (beginner, solid, strong, …)")
    arena.add_argument("rest", help="the level in every other seat")
    arena.add_argument("--players", type=_players, default=4, help="2-5 (default 4)")
    arena.add_argument(
        "--deals", type=_positive, default=100, help="deals, each played once per seat (100)"
    )
    arena.add_argument("--seed", type=_seed, default=1, help="first deal's seed (default 1)")
    arena.add_argument(
        "--jobs", type=_positive, default=1, help="deals played at once, one process each (1)"
    )
    arena.add_argument("--module", type=_module, action="append", default=[], metavar="N")
    arena.add_argument("--variant", type=_variant, action="append", default=[], metavar="NAME")
    srv = sub.add_parser("serve", help="play in a web browser: serve the game at a web address")
    srv.add_argument(
        "--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine)"
    )
    srv.add_argument(
        "--port",
        type=_port,
        default=8000,
        help="port to listen on (default 8000; 0: any free port)",
    )
    hst = sub.add_parser("host", help="host an online table: each person plays from a link")
    hst.add_argument("--seats", default="", help="person or a computer level per seat, in order")
    hst.add_argument("--names", default="", help="the players' names, in seat order")
    hst.add_argument("--seed", type=_seed, help="the game's seed (default: any)")
    hst.add_argument("--module", type=_module, action="append", default=[], metavar="N")
    hst.add_argument("--variant", type=_variant, action="append", default=[], metavar="NAME")
    hst.add_argument(
        "--host", help="address to listen on (default 127.0.0.1, or the resumed tables')"
    )
    hst.add_argument("--port", type=_port, help="port (default 8023, or the resumed tables')")
    hst.add_argument(
        "--url",
        default="",
        help="the address players use, if a proxy is in front (default: the resumed tables')",
    )
    hst.add_argument("--resume", action="store_true", help="continue the unfinished tables")
    join = sub.add_parser("join", help="play one seat of an online table, from its link")
    join.add_argument(
        "link",
        nargs="?",
        help="the seat's link, as 'kingsburg host' printed it (default: the variable "
        "KINGSBURG_JOIN_LINK, as a seat's browser page gives it)",
    )
    return parser


def cmd_host(args: argparse.Namespace) -> int:
    from kingsburg.online.server import HostOptions, host
    from kingsburg.paths import home_dir

    split = [w.strip() for w in args.seats.split(",")] if args.seats else []
    names = [w.strip() for w in args.names.split(",")] if args.names else []
    if not (split or args.resume):
        raise KingsburgError("say who sits where with --seats (e.g. person,person,solid)")
    modules, variants = tuple(sorted(set(args.module))), tuple(dict.fromkeys(args.variant))
    opts = HostOptions(
        split, names, args.seed, modules, variants, args.host, args.port, args.url, args.resume
    )
    return host(opts, home_dir())


def cmd_join(args: argparse.Namespace) -> int:
    import asyncio

    from kingsburg.online import JOIN_LINK
    from kingsburg.tui.remote import first_update
    from kingsburg.tui.terminal import check_terminal

    link = args.link or os.environ.get(JOIN_LINK, "")
    if not link:
        return _fail("kingsburg join needs the seat's link, as 'kingsburg host' printed it", 2)
    first = asyncio.run(first_update(link))  # a bad link is one line, terminal or not
    check_terminal()
    from kingsburg.tui.app import run_join

    return run_join(link, first)


def _bots(spec: str, n: int) -> list[str]:
    from kingsburg.bots import KINDS

    kinds = [k.strip() for k in spec.split(",")]
    for k in kinds:
        if k not in KINDS:
            raise KingsburgError(f"unknown bot {k!r} (choose from {', '.join(KINDS)})")
    if len(kinds) == 1:
        return kinds * n
    if len(kinds) != n:
        raise KingsburgError(f"--bot lists {len(kinds)} bots for {n} players")
    return kinds


def _progress(total: int) -> Callable[[int], None] | None:
    """On a terminal, a line on stderr counting the games played, redrawn at most twice a
    second and gone at the end: long runs (the strong level's take many minutes) should
    not look stuck. Nothing when stderr is a file or a pipe, so logs stay as they were."""
    if not sys.stderr.isatty():
        return None
    start = time.monotonic()
    shown = [start]

    def show(done: int) -> None:
        now = time.monotonic()
        if done == total:
            print("\r\033[K", end="", file=sys.stderr, flush=True)  # clear the line
        elif now - shown[0] >= 0.5:
            shown[0] = now
            left = max(1, round((now - start) / done * (total - done)))
            print(
                f"\r\033[K{done}/{total} games played, about {left} s to go",
                end="",
                file=sys.stderr,
                flush=True,
            )

    return show


def cmd_simulate(args: argparse.Namespace) -> int:
    from kingsburg.data.loader import default_ruleset
    from kingsburg.engine import GameConfig
    from kingsburg.simulate import simulate, summary_lines

    bots = _bots(args.bot, args.players)
    modules, variants = tuple(sorted(set(args.module))), tuple(dict.fromkeys(args.variant))
    GameConfig(("A", "B"), modules, variants).validate()  # e.g. a variant needing a module
    if args.record is not None:
        try:
            args.record.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise KingsburgError(f"cannot create {args.record}: {e.strerror}") from None
    default_ruleset()  # read the data files before the clock starts: the times are the games'
    start, cpu_start = time.perf_counter(), _cpu_seconds()
    summary = simulate(
        args.players,
        args.games,
        args.seed,
        bots,
        args.record,
        modules,
        variants,
        _progress(args.games),
        args.jobs,
    )
    elapsed = time.perf_counter() - start
    cpu = max(_cpu_seconds() - cpu_start, 1e-9)
    options = " ".join([f"module {m}" for m in modules] + list(variants))
    for line in summary_lines(summary, bots, args.seed, options):
        print(line)
    # CPU time too: on a busy machine the wall clock says little about the engine's speed.
    print(
        f"time: {elapsed:.2f} s, {summary.games / elapsed:.1f} games/s "
        f"(CPU {cpu:.2f} s, {summary.games / cpu:.1f} games per CPU-second)",
        file=sys.stderr,
    )
    return 0


def _cpu_seconds() -> float:
    """CPU time of this process and of its ended worker processes (``--jobs``)."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def cmd_arena(args: argparse.Namespace) -> int:
    from kingsburg.arena import run, table_lines, timing_lines
    from kingsburg.engine import GameConfig

    lone, rest = _bots(args.lone, 1)[0], _bots(args.rest, 1)[0]
    modules, variants = tuple(sorted(set(args.module))), tuple(dict.fromkeys(args.variant))
    GameConfig(("A", "B"), modules, variants).validate()
    games = args.deals * args.players
    result = run(
        lone,
        rest,
        args.players,
        args.deals,
        args.seed,
        modules,
        variants,
        _progress(games),
        args.jobs,
    )
    options = " ".join([f"module {m}" for m in modules] + list(variants))
    print(f"seeds {args.seed}-{args.seed + args.deals - 1}" + (f", {options}" if options else ""))
    for line in table_lines(result):
        print(line)
    for line in timing_lines(result):
        print(line, file=sys.stderr)
    return 0


def cmd_replay_at(args: argparse.Namespace) -> int:
    from kingsburg.record import LiveGame, load_record
    from kingsburg.record.points import resolve_point
    from kingsburg.summary import describe

    record = load_record(args.file)
    n, label = resolve_point(args.at, record.moves)
    try:
        game = LiveGame.from_record(record, upto=n, draw_chance=False, undo=False)
    except RecordError as e:
        raise RecordError(f"{one_line(str(args.file))}: {e}") from None
    recent = [e for index, e in game.log if index > n - 8 and e.kind not in ("phase",)][-12:]
    print(describe(game.state, label, recent))
    return 0


def _verified(path: str | os.PathLike[str]) -> tuple[GameRecord, LiveGame]:
    """Read a record and check it as ``replay --verify`` does (RecordError naming the file)."""
    from kingsburg.record import load_record, verify_record

    record = load_record(path)
    try:
        return record, verify_record(record)
    except RecordError as e:
        raise RecordError(f"{one_line(str(path))}: {e}") from None


def cmd_replay(args: argparse.Namespace) -> int:
    from kingsburg.engine import ranking
    from kingsburg.text.decisions import tiebreak_text

    if args.at is not None:
        return cmd_replay_at(args)
    if not args.verify:
        from kingsburg.tui.app import run_replay

        return run_replay(args.file)
    record, game = _verified(args.file)
    name = one_line(str(args.file))
    state = game.state
    status = "complete" if state.over else "unfinished"
    print(
        f"{name}: {len(record.moves)} moves, {len(record.checkpoints)} checkpoints "
        f"verified, game {status}"
    )
    if record.format_version < 2:  # a note, so that the output stays as it always was
        print(
            f"kingsburg: note: {name} is an older record (format 1): its moves have no "
            "hashes, only its seasons' states (its dice and cards were checked all the same)",
            file=sys.stderr,
        )
    if state.over:
        for s in ranking(state):
            p = state.players[s.player]
            note = f"  ({tiebreak_text(s)})" if s.tiebreak else ""
            print(
                f"{s.place}. {p.name:<16} {s.vp:>3} VP  {s.goods} goods  "
                f"{s.buildings} buildings{note}"
            )
    return 0


def cmd_report(args: argparse.Namespace) -> int:
    from kingsburg.report import write_report

    path = write_report(args.file)
    print(one_line(str(path)))
    return 0


def cmd_serve(args: argparse.Namespace) -> int:
    from kingsburg.web import serve

    try:
        return serve(args.host, args.port)
    except OSError as e:
        reason = e.strerror or str(e)
        raise KingsburgError(f"cannot serve at {args.host} port {args.port}: {reason}") from None


def cmd_app(resume: bool, file: str | None = None) -> int:
    from kingsburg.tui.terminal import check_terminal

    if file is None:  # (a file is read first: a missing one is the more useful line)
        check_terminal()  # before the app's imports: no terminal is said at once
    from kingsburg.tui.app import run_app

    if file is not None:
        _verified(file)  # a record that fails --verify is refused here too, in one line

    return run_app(resume=resume, file=file)


def _run(args: argparse.Namespace) -> int:
    if args.command in (None, "play"):
        return cmd_app(resume=False)
    if args.command == "resume":
        return cmd_app(resume=True, file=args.file)
    if args.command == "simulate":
        return cmd_simulate(args)
    if args.command == "replay":
        return cmd_replay(args)
    if args.command == "arena":
        return cmd_arena(args)
    if args.command == "serve":
        return cmd_serve(args)
    if args.command == "host":
        return cmd_host(args)
    if args.command == "join":
        return cmd_join(args)
    return cmd_report(args)


def _fail(message: str, code: int = 1) -> int:
    with contextlib.suppress(OSError, ValueError):  # else there is nowhere left to say it
        clear = "\r\033[K" if sys.stderr.isatty() else ""  # a progress line may be there
        print(f"{clear}kingsburg: {one_line(message)}", file=sys.stderr, flush=True)
    return code


def _mute_stdout() -> None:
    """After the reader of our output went away (``| head``): send the rest nowhere, so that
    flushing at exit does not raise a second BrokenPipeError."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def _lang_option(argv: Sequence[str]) -> str | None:
    """The value of ``--lang`` anywhere on the command line (``--lang pl``, ``--lang=pl``)."""
    for k, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang" and k + 1 < len(argv):
            return argv[k + 1]
        if arg.startswith("--lang="):
            return arg.partition("=")[2]
    return None


def use_language(argv: Sequence[str]) -> str:
    """Choose the language before any text is made (``--help`` included): ``--lang``, then
    KINGSBURG_LANG, then the setup screen's saved choice, then the locale variables."""
    from kingsburg.paths import home_dir
    from kingsburg.text import lang, set_language
    from kingsburg.tui.settings import load_settings

    try:
        saved = load_settings(home_dir()).get("language")
    except (OSError, ValueError):
        saved = None
    return set_language(lang.choose(_lang_option(argv), os.environ, saved))


def main(argv: Sequence[str] | None = None) -> int:
    """The one boundary: every error becomes one line on stderr and a non-zero exit; an
    unexpected one also leaves its traceback in a crash log."""
    if sys.stdout is None:  # started with its output closed (``>&-``): Python gives None
        return _fail("the standard output is closed, so nothing could be shown")
    try:
        use_language(sys.argv[1:] if argv is None else argv)
        code = _run(build_parser().parse_args(argv))
        sys.stdout.flush()
        return code
    except NeedsTerminal as e:
        return _fail(str(e), 2)
    except KingsburgError as e:
        return _fail(str(e))
    except KeyboardInterrupt:
        return _fail("interrupted", 130)
    except BrokenPipeError:
        _mute_stdout()
        return _fail("the output was closed before everything was written")
    except OSError as e:
        where = f"{e.filename}: " if e.filename else ""
        return _fail(f"{where}{e.strerror or e}")
    except Exception as e:
        from kingsburg.crash import short, write_crash_log

        return _fail(f"an unexpected error ({short(e)}); {write_crash_log(e)}")
