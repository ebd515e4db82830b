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
from kingsburg.message import Arg
from kingsburg.text import t
from kingsburg.text.numbers import decimals, whole

if TYPE_CHECKING:
    from kingsburg.record import GameRecord, LiveGame


# argparse's own sentences (it words them through gettext's ``_``): the text layer's, in
# Polish and Czech; in English argparse's own, as before. "usage:" stays as it is.
_ARGPARSE_WORDS = {
    "argument %(argument_name)s: %(message)s": "cli-argparse-argument",
    "unrecognized arguments: %s": "cli-argparse-unrecognized",
    "the following arguments are required: %s": "cli-argparse-required",
    "expected one argument": "cli-argparse-expected-one",
    "expected at most one argument": "cli-argparse-expected-at-most-one",
    "expected at least one argument": "cli-argparse-expected-at-least-one",
    "ambiguous option: %(option)s could match %(matches)s": "cli-argparse-ambiguous",
    "invalid choice: %(value)r (choose from %(choices)s)": "cli-argparse-invalid-choice",
    "invalid %(type)s value: %(value)r": "cli-argparse-invalid-value",
    "not allowed with argument %s": "cli-argparse-not-allowed",
    "ignored explicit argument %r": "cli-argparse-ignored",
}


def _argparse_words(msgid: str) -> str:
    from kingsburg.text import language

    msg_id = _ARGPARSE_WORDS.get(msgid)
    return msgid if msg_id is None or language() == "en" else t(msg_id)


class _Parser(argparse.ArgumentParser):
    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        from kingsburg.text import lang

        # argparse's own words in its help: "usage:" stays, these are ours to word.
        self._positionals.title = t("cli-positionals")
        self._optionals.title = t("cli-options")
        for action in self._actions:
            if isinstance(action, argparse._HelpAction):
                action.help = t("cli-help-help")

        # On every command (read before parsing, see ``use_language``; kept here for --help).
        self.add_argument(
            "--lang",
            choices=lang.available(),
            default=argparse.SUPPRESS,
            help=t("cli-help-lang"),
        )

    def error(self, message: str) -> NoReturn:
        """A bad argument is one line (and exit code 2), not a usage dump."""
        self.exit(2, t("cli-error-usage", prog=self.prog, message=one_line(message)) + "\n")


def _players(text: str) -> int:
    if not (text.isascii() and text.isdigit() and len(text) < 9) or not 2 <= int(text) <= 5:
        raise argparse.ArgumentTypeError(t("cli-error-players", text=repr(text)))
    return int(text)


def _positive(text: str) -> int:
    if not (text.isascii() and text.isdigit() and len(text) < 9) or int(text) < 1:
        raise argparse.ArgumentTypeError(t("cli-error-at-least-one", text=repr(text)))
    return int(text)


def _seed(text: str) -> int:
    try:
        if not text.isascii() or len(text) > 25:
            raise ValueError(text)
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(t("cli-error-seed-number", text=repr(text))) from None
    from kingsburg.record.format import MAX_SEED

    if not 0 <= value <= MAX_SEED:
        raise argparse.ArgumentTypeError(t("cli-error-seed-range", max=str(MAX_SEED)))
    return value


def _seed_or_stdin(text: str) -> int | str:
    """A seed, or "-": the seed is the first line of standard input (kept off the command
    line, which any user of the machine can read in the process list)."""
    return "-" if text == "-" else _seed(text)


def _port(text: str) -> int:
    if not text.isdigit() or int(text) > 65535:
        raise argparse.ArgumentTypeError(t("cli-error-port", text=repr(text)))
    return int(text)


def _module(text: str) -> int:
    from kingsburg.engine.state import MODULES

    if not (text.isascii() and text.isdigit() and len(text) < 9) or int(text) not in MODULES:
        valid = ", ".join(map(str, MODULES))
        raise argparse.ArgumentTypeError(t("cli-error-module", text=repr(text), valid=valid))
    return int(text)


def _variant(text: str) -> str:
    from kingsburg.engine.state import VARIANTS

    if text not in VARIANTS:
        valid = ", ".join(VARIANTS)
        raise argparse.ArgumentTypeError(t("cli-error-variant", text=repr(text), valid=valid))
    return text


def build_parser() -> argparse.ArgumentParser:
    from kingsburg.tui.keys import keys_help

    setattr(argparse, "_", _argparse_words)  # noqa: B010 (argparse has no hook of its own)

    parser = _Parser(
        prog="kingsburg",
        description=t("cli-description"),
        epilog=keys_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    # The version a game record stores too: bug reports can quote it.
    parser.add_argument(
        "--version",
        action="version",
        version=f"kingsburg {__version__}",
        help=t("cli-help-version"),
    )
    parser.add_argument("--plain", action="store_true", help=t("cli-help-plain"))
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    play = sub.add_parser(
        "play",
        help=t("cli-help-play"),
        epilog=keys_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub.add_parser(
        "learn",
        help=t("cli-help-learn"),
        epilog=keys_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    res = sub.add_parser("resume", help=t("cli-help-resume"))
    res.add_argument("file", nargs="?", help=t("cli-help-resume-file"))
    sim = sub.add_parser("simulate", help=t("cli-help-simulate"))
    sim.add_argument("--players", type=_players, default=4, help=t("cli-help-players"))
    sim.add_argument("--games", type=_positive, default=100, help=t("cli-help-games"))
    sim.add_argument("--seed", type=_seed, default=1, help=t("cli-help-simulate-seed"))
    sim.add_argument(
        "--bot",
        default="random",
        help=t("cli-help-bot"),
    )
    sim.add_argument("--record", type=Path, metavar="DIR", help=t("cli-help-record"))
    sim.add_argument("--jobs", type=_positive, default=1, help=t("cli-help-simulate-jobs"))
    sim.add_argument(
        "--module",
        type=_module,
        action="append",
        default=[],
        metavar="N",
        help=t("cli-help-module"),
    )
    sim.add_argument(
        "--variant",
        type=_variant,
        action="append",
        default=[],
        metavar="NAME",
        help=t("cli-help-variant"),
    )
    rep = sub.add_parser("replay", help=t("cli-help-replay"))
    rep.add_argument("file", type=Path, metavar="FILE")
    rep.add_argument(
        "--verify",
        action="store_true",
        help=t("cli-help-verify"),
    )
    rep.add_argument(
        "--at",
        metavar="POINT",
        help=t("cli-help-at"),
    )
    rep = sub.add_parser("report", help=t("cli-help-report"))
    rep.add_argument("file", nargs="?", help=t("cli-help-report-file"))
    arena = sub.add_parser("arena", help=t("cli-help-arena"))
    arena.add_argument("lone", help=t("cli-help-lone"))
    arena.add_argument("rest", help=t("cli-help-rest"))
    arena.add_argument("--players", type=_players, default=4, help=t("cli-help-players"))
    arena.add_argument("--deals", type=_positive, default=100, help=t("cli-help-deals"))
    arena.add_argument("--seed", type=_seed, default=1, help=t("cli-help-arena-seed"))
    arena.add_argument("--jobs", type=_positive, default=1, help=t("cli-help-arena-jobs"))
    arena.add_argument("--module", type=_module, action="append", default=[], metavar="N")
    arena.add_argument("--variant", type=_variant, action="append", default=[], metavar="NAME")
    srv = sub.add_parser("serve", help=t("cli-help-serve"))
    srv.add_argument("--host", default="127.0.0.1", help=t("cli-help-serve-host"))
    srv.add_argument(
        "--port",
        type=_port,
        default=8000,
        help=t("cli-help-serve-port"),
    )
    hst = sub.add_parser("host", help=t("cli-help-host"))
    hst.add_argument("--seats", default="", help=t("cli-help-seats"))
    hst.add_argument("--names", default="", help=t("cli-help-names"))
    hst.add_argument("--seed", type=_seed_or_stdin, help=t("cli-help-host-seed"))
    hst.add_argument("--module", type=_module, action="append", default=[], metavar="N")
    hst.add_argument("--variant", type=_variant, action="append", default=[], metavar="NAME")
    hst.add_argument("--host", help=t("cli-help-host-host"))
    hst.add_argument("--lan", action="store_true", help=t("cli-help-host-lan"))
    hst.add_argument("--port", type=_port, help=t("cli-help-host-port"))
    hst.add_argument(
        "--url",
        default="",
        help=t("cli-help-url"),
    )
    hst.add_argument("--resume", action="store_true", help=t("cli-help-resume-tables"))
    join = sub.add_parser("join", help=t("cli-help-join"))
    join.add_argument(
        "link",
        nargs="?",
        help=t("cli-help-link"),
    )
    join.add_argument("--link-file", metavar="FILE", help=t("cli-help-link-file"))
    # Set by the host for a browser page's helper: it ends with its page or its host.
    join.add_argument("--for-page", action="store_true", help=argparse.SUPPRESS)
    for p in (play, res, join):  # (SUPPRESS: a --plain before the command stays)
        p.add_argument(
            "--plain", action="store_true", default=argparse.SUPPRESS, help=t("cli-help-plain")
        )
    return parser


def cmd_host(args: argparse.Namespace) -> int:
    from kingsburg.online.server import HostOptions, host
    from kingsburg.paths import home_dir

    split = [w.strip() for w in args.seats.split(",")] if args.seats else []
    names = [w.strip() for w in args.names.split(",")] if args.names else []
    if not (split or args.resume):
        raise KingsburgError(t("cli-error-no-seats"))
    modules, variants = tuple(sorted(set(args.module))), tuple(dict.fromkeys(args.variant))
    seed = args.seed
    if seed == "-":
        try:
            seed = _seed(sys.stdin.readline().strip())
        except argparse.ArgumentTypeError as e:
            raise KingsburgError(str(e)) from None
    listen = args.host
    if args.lan:  # "my local network": this machine's address on it
        from kingsburg.addresses import lan_address

        if args.host:
            raise KingsburgError(t("cli-error-lan-and-host"))
        listen = lan_address()
        if listen is None:
            raise KingsburgError(t("cli-error-no-lan"))
    opts = HostOptions(
        split, names, seed, modules, variants, listen, args.port, args.url, args.resume
    )
    return host(opts, home_dir())


def _link(args: argparse.Namespace) -> str:
    """The seat's link: given, or "-" (typed or pasted at a prompt that does not show it,
    else the first line of standard input), or the first line of ``--link-file``; the
    last two keep it off the command line, which every user of the machine can read."""
    if args.link_file:
        try:
            with open(args.link_file, encoding="utf-8", errors="replace") as f:
                return f.readline(4096).strip()
        except OSError as e:
            where = {"file": repr(one_line(args.link_file)), "reason": str(e.strerror or e)}
            raise KingsburgError(t("cli-error-link-file", **where)) from None
    if args.link != "-":
        return str(args.link or "")
    if sys.stdin.isatty():
        import getpass

        with contextlib.suppress(EOFError):
            return getpass.getpass(t("cli-link-prompt") + " ").strip()
        return ""
    return sys.stdin.readline(4096).strip()


def cmd_join(args: argparse.Namespace) -> int:
    import asyncio

    from kingsburg.online import JOIN_LINK
    from kingsburg.tui.remote import first_update
    from kingsburg.tui.terminal import check_terminal

    link = _link(args) or os.environ.get(JOIN_LINK, "")
    if not link:
        return _fail(t("cli-error-join-link"), 2)
    first = asyncio.run(first_update(link))  # a bad link is one line, terminal or not
    if _plain(args):
        from kingsburg.plain.start import run_plain_join

        return run_plain_join(link, first)
    check_terminal()
    from kingsburg.tui.app import run_join

    return run_join(link, first, for_page=args.for_page)


def _bots(spec: str, n: int) -> list[str]:
    from kingsburg.bots import KINDS

    kinds = [k.strip() for k in spec.split(",")]
    for k in kinds:
        if k not in KINDS:
            raise KingsburgError(t("cli-error-bot", bot=repr(k), choices=", ".join(KINDS)))
    if len(kinds) == 1:
        return kinds * n
    if len(kinds) != n:
        raise KingsburgError(t("cli-error-bot-count", bots=len(kinds), players=n))
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
                "\r\033[K"
                + t("cli-progress", done=whole(done), total=whole(total), left=whole(left)),
                end="",
                file=sys.stderr,
                flush=True,
            )

    return show


def cmd_simulate(args: argparse.Namespace) -> int:
    from kingsburg.data.loader import default_ruleset
    from kingsburg.engine import GameConfig
    from kingsburg.simulate import simulate, summary_lines
    from kingsburg.summary import options_text

    bots = _bots(args.bot, args.players)
    modules, variants = tuple(sorted(set(args.module))), tuple(dict.fromkeys(args.variant))
    GameConfig(("A", "B"), modules, variants).validate()  # e.g. a variant needing a module
    if args.record is not None:
        try:
            args.record.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            where = str(args.record)
            raise KingsburgError(t("cli-error-mkdir", path=where, reason=str(e.strerror))) from None
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
    options = options_text(modules, variants, " ")
    for line in summary_lines(summary, bots, args.seed, options):
        print(line)
    # CPU time too: on a busy machine the wall clock says little about the engine's speed.
    times = {
        "elapsed": decimals(elapsed, 2),
        "rate": decimals(summary.games / elapsed, 1),
        "cpu": decimals(cpu, 2),
        "cpu_rate": decimals(summary.games / cpu, 1),
    }
    print(t("cli-time", **times), file=sys.stderr)
    return 0


def _cpu_seconds() -> float:
    """CPU time of this process and of its ended worker processes (``--jobs``)."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def cmd_arena(args: argparse.Namespace) -> int:
    from kingsburg.arena import run, table_lines, timing_lines
    from kingsburg.engine import GameConfig
    from kingsburg.summary import options_text

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
    options = options_text(modules, variants, " ")
    seeds = {"first": str(args.seed), "last": str(args.seed + args.deals - 1)}
    if options:
        print(t("cli-seeds-options", **seeds, options=options))
    else:
        print(t("cli-seeds", **seeds))
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
    from kingsburg.record import LiveGame, load_record, verify_record

    record = load_record(path)
    try:
        game = verify_record(record)
        if _journal(path) is not None:
            # An unfinished online table's: the moves since are in its journal, which
            # no hash covers; each one is replayed by the rules after the record's own.
            from kingsburg.online.table import saved_record

            record = saved_record(Path(path))
            game = LiveGame.from_record(record)
        return record, game
    except RecordError as e:
        raise RecordError(f"{one_line(str(path))}: {e}") from None


def _journal(path: str | os.PathLike[str]) -> Path | None:
    """The journal of moves beside an unfinished online table's record, if there is one
    (``online/ID.record.json`` and ``online/ID.moves``)."""
    from kingsburg.online.table import journal_of

    path = Path(path)
    if not path.name.endswith(".record.json"):
        return None
    journal = journal_of(path)
    return journal if journal.is_file() else None


def cmd_replay(args: argparse.Namespace) -> int:
    from kingsburg.engine import ranking

    if args.at is not None:
        return cmd_replay_at(args)
    if not args.verify:
        from kingsburg.tui.app import run_replay

        return run_replay(args.file)
    record, game = _verified(args.file)
    name = one_line(str(args.file))
    state = game.state
    counts = {"moves": whole(len(record.moves)), "checkpoints": whole(len(record.checkpoints))}
    verified = "record-verified-complete" if state.over else "record-verified-unfinished"
    print(t(verified, file=name, **counts))
    if (journal := _journal(args.file)) is not None:
        print(t("record-journal-read", journal=one_line(journal.name)))
    for move, seat, who in record.handovers:
        player = record.players[seat]
        print(t("record-handover", name=player, move=whole(move), player=who))
    if record.format_version < 2:  # a note, so that the output stays as it always was
        print(t("record-format-1-note", file=name), file=sys.stderr)
    if state.over:
        for s in ranking(state):
            p = state.players[s.player]
            line: dict[str, Arg] = {
                "place": str(s.place),
                "name": f"{p.name:<16}",
                "vp": f"{s.vp:>3}",
                "goods": s.goods,
                "buildings": s.buildings,
            }
            if s.tiebreak:
                print(t("record-rank-tiebreak", **line, tiebreak=s.tiebreak))
            else:
                print(t("record-rank", **line))
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
        where = {"host": str(args.host), "port": str(args.port)}
        raise KingsburgError(t("cli-error-serve", **where, reason=str(reason))) from None


def _plain(args: argparse.Namespace) -> bool:
    """Plain mode: asked for, or the only kind of terminal there is (see ``plain_wanted``)."""
    from kingsburg.plain import plain_wanted

    return plain_wanted(bool(getattr(args, "plain", False)))


def cmd_app(resume: bool, file: str | None = None, plain: bool = False, learn: bool = False) -> int:
    from kingsburg.tui.terminal import check_terminal

    if plain:
        from kingsburg.plain.start import run_plain

        if file is not None:
            _verified(file)  # refused in one line, as the app refuses it
        return run_plain(resume=resume, file=file)
    if file is None:  # (a file is read first: a missing one is the more useful line)
        check_terminal()  # before the app's imports: no terminal is said at once
    from kingsburg.tui.app import run_app

    if file is not None:
        _verified(file)  # a record that fails --verify is refused here too, in one line

    return run_app(resume=resume, file=file, learn=learn)


def _run(args: argparse.Namespace) -> int:
    if args.command in (None, "play"):
        return cmd_app(resume=False, plain=_plain(args))
    if args.command == "resume":
        return cmd_app(resume=True, file=args.file, plain=_plain(args))
    if args.command == "learn":
        return cmd_app(resume=False, learn=True)
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
        print(clear + t("cli-error-line", message=one_line(message)), file=sys.stderr, flush=True)
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


# What the parser gives for a bare ``kingsburg`` (a test keeps them equal).
NO_ARGUMENTS = argparse.Namespace(plain=False, command=None)


def parse_command_line(argv: Sequence[str]) -> argparse.Namespace:
    """The parsed command line. A bare ``kingsburg``, the usual start, is answered without
    building the parser: wording its help texts in the player's language took about 8 ms
    of the way to the first screen."""
    if not argv:
        return argparse.Namespace(**vars(NO_ARGUMENTS))
    return build_parser().parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    """The one boundary: every error becomes one line on stderr and a non-zero exit; an
    unexpected one also leaves its traceback in a crash log."""
    if sys.stdout is None:  # started with its output closed (``>&-``): Python gives None
        return _fail(t("cli-error-stdout-closed"))
    try:
        words = sys.argv[1:] if argv is None else argv
        use_language(words)
        code = _run(parse_command_line(words))
        sys.stdout.flush()
        return code
    except NeedsTerminal as e:
        return _fail(str(e), 2)
    except KingsburgError as e:
        return _fail(str(e))
    except KeyboardInterrupt:
        return _fail(t("cli-error-interrupted"), 130)
    except BrokenPipeError:
        _mute_stdout()
        return _fail(t("cli-error-output-closed"))
    except OSError as e:
        where = f"{e.filename}: " if e.filename else ""
        return _fail(f"{where}{e.strerror or e}")
    except Exception as e:
        from kingsburg.crash import short, write_crash_log

        return _fail(t("cli-error-unexpected", error=short(e), log=write_crash_log(e)))
