# The commands' output a player reads: --help, one-line errors, the summaries of simulate and
# arena, replay --verify and --at, records' errors, the web page and online tables' lines.
# Numbers that are file values (seeds, ports) come as text; counts come as numbers.

## kingsburg --help
cli-description = Kingsburg, the board game, for 2-5 players at one terminal. With no command, opens the game.
cli-positionals = positional arguments
cli-options = options
cli-help-help = show this help message and exit
cli-help-version = show program's version number and exit
cli-help-lang = the language to play and print in (default: the saved choice, else KINGSBURG_LANG, else the locale)
cli-help-play = open the game (the default)
cli-help-plain = play as lines of text on standard output, answers from standard input: for screen readers and scripts (also chosen when TERM=dumb)
cli-help-resume = continue the last unfinished game (or FILE)
cli-help-resume-file = a saved game (default: the autosave)
cli-help-simulate = play games between bots without the app
cli-help-players = 2-5 (default 4)
cli-help-games = how many (default 100)
cli-help-simulate-seed = first game's seed (default 1)
cli-help-bot = beginner, solid, strong, random, greedy or flatmc, or one per seat: strong,solid,… (default random)
cli-help-record = write one record per game
cli-help-simulate-jobs = games played at once, one process each (1)
cli-help-module = play with expansion module N (5 or 6); repeat for both
cli-help-variant = play with a variant (inverted-tiles, alt-reinforcements)
cli-help-replay = step through a recorded game in the app (or --verify / --at without it)
cli-help-verify = replay without the app and check every move, die, card and checkpoint
cli-help-at = print the state at POINT without the app: a move number, 'start', 'end' or a season such as 'year 3 summer'
cli-help-report = write a bug report holding a game
cli-help-report-file = the game record (default: the newest finished)
cli-help-arena = measure one bot level against another
cli-help-lone = the level in one seat (beginner, solid, strong, …)
cli-help-rest = the level in every other seat
cli-help-deals = deals, each played once per seat (100)
cli-help-arena-seed = first deal's seed (default 1)
cli-help-arena-jobs = deals played at once, one process each (1)
cli-help-serve = play in a web browser: serve the game at a web address
cli-help-serve-host = address to listen on (default 127.0.0.1: this machine)
cli-help-serve-port = port to listen on (default 8000; 0: any free port)
cli-help-host = host an online table: each person plays from a link
cli-help-seats = person or a computer level per seat, in order
cli-help-names = the players' names, in seat order
cli-help-host-seed = the game's seed (default: any; -: read from the first line of standard input, off the process list)
cli-help-host-host = address to listen on (default 127.0.0.1, or the resumed tables')
cli-help-host-port = port (default 8023, or the resumed tables')
cli-help-url = the address players use, if a proxy is in front (default: the resumed tables')
cli-help-resume-tables = continue the unfinished tables
cli-help-join = play one seat of an online table, from its link
cli-help-link = the seat's link, as 'kingsburg host' printed it (default: the variable KINGSBURG_JOIN_LINK, as a seat's browser page gives it)
cli-help-link-file = read the seat's link from the first line of FILE (kept off the process list; '-' as the link: type or paste it at a prompt)
cli-error-link-file = cannot read the link from { $file }: { $reason }
cli-link-prompt = The seat's link (not shown as you type or paste it):

## One-line errors of the command line ($text: what was typed, quoted)
cli-error-line = kingsburg: { $message }
cli-error-needs-terminal = the game needs a terminal: run it in a terminal window, not with its input or output a pipe or a file ('kingsburg simulate' and 'kingsburg replay --verify' work without one)
cli-error-usage = { $prog }: { $message } (see '{ $prog } --help')
cli-error-players = players must be 2 to 5, not { $text }
cli-error-at-least-one = expected a whole number of at least 1, not { $text }
cli-error-seed-number = the seed must be a whole number, not { $text }
cli-error-seed-range = the seed must be from 0 to { $max }
cli-error-port = the port must be a number from 0 to 65535, not { $text }
cli-error-module = unknown module { $text } (valid: { $valid })
cli-error-variant = unknown variant { $text } (valid: { $valid })
cli-error-no-seats = say who sits where with --seats (e.g. person,person,solid)
cli-error-join-link = kingsburg join needs the seat's link, as 'kingsburg host' printed it
cli-error-bot = unknown bot { $bot } (choose from { $choices })
cli-error-bot-count = --bot lists { $bots } bots for { $players } players
cli-error-mkdir = cannot create { $path }: { $reason }
cli-error-serve = cannot serve at { $host } port { $port }: { $reason }
cli-error-stdout-closed = the standard output is closed, so nothing could be shown
cli-error-interrupted = interrupted
cli-error-output-closed = the output was closed before everything was written
cli-error-unexpected = an unexpected error ({ $error }); { $log }

## simulate and arena
cli-progress = { $done }/{ $total } games played, about { $left } s to go
cli-time = time: { $elapsed } s, { $rate } games/s (CPU { $cpu } s, { $cpu_rate } games per CPU-second)
cli-option-module = module { $n }
cli-seeds = seeds { $first }-{ $last }
cli-seeds-options = seeds { $first }-{ $last }, { $options }

## replay --verify ($file: the record's name)
record-verified-complete = { $file }: { $moves } moves, { $checkpoints } checkpoints verified, game complete
record-verified-unfinished = { $file }: { $moves } moves, { $checkpoints } checkpoints verified, game unfinished
record-format-1-note = kingsburg: note: { $file } is an older record (format 1): its moves have no hashes, only its seasons' states (its dice and cards were checked all the same)
record-rank = { $place }. { $name } { $vp } VP  { $goods ->
    [one] { $goods } good
   *[other] { $goods } goods
}  { $buildings ->
    [one] { $buildings } building
   *[other] { $buildings } buildings
}
record-rank-tiebreak = { $place }. { $name } { $vp } VP  { $goods ->
    [one] { $goods } good
   *[other] { $goods } goods
}  { $buildings ->
    [one] { $buildings } building
   *[other] { $buildings } buildings
}  ({ $tiebreak })

## replay --at: the state at a point of a record ([secret]: what the players could not see)
summary-now = Now: { $prompt }
summary-turn-order = Turn order: { $order }
summary-turn-order-none = Turn order: not drawn yet
summary-options = Options: { $options }
summary-players = Players:
summary-player = { $name } { $vp } VP   { $goods }   "+2" tokens { $plus2 }   soldiers { $soldiers }
summary-player-notes = { $name } { $vp } VP   { $goods }   "+2" tokens { $plus2 }   soldiers { $soldiers }   ({ $notes })
summary-holds-envoy = holds the King's Envoy
summary-soldier-tokens = soldier tokens { $tokens }
summary-buildings = buildings: { $buildings }
summary-buildings-none = buildings: none
summary-dice = dice rolled { $dice } (unused: { $unused })
summary-dice-bonus = dice rolled { $dice } + bonus { $bonus } (unused: { $unused })
summary-none = none
summary-advisors = Dice on the advisors:
summary-advisors-none = Dice on the advisors: none
summary-neutral-dice = neutral dice
summary-market = market { $change }
summary-envoy-die = envoy
summary-tiles = Advisor tiles on the board: { $tiles }
summary-secret-deck = [secret] Enemy deck: { $cards }
summary-events = Last events:
summary-secret-event = [secret] { $event }
summary-secret-position = [secret] Position (paste it into a bug report; see docs/positions.md):

## simulate's summary (numbers come written out)
summary-games = games: { $games }  players: { $players }  bots: { $bots }  first seed: { $seed }
summary-games-options = games: { $games }  players: { $players }  bots: { $bots }  first seed: { $seed }  options: { $options }
summary-vp = VP per player: mean { $mean }  min { $min }  max { $max }
summary-vp-interval = VP per player: mean { $mean } (95 % interval { $low }-{ $high })  min { $min }  max { $max }
summary-wins = wins by seat: { $wins }
summary-built = buildings built per player-game: { $mean }
summary-battles = battles: won { $won }  lost { $lost }  held (tie) { $held }
summary-moves = moves per game (with chance outcomes): { $mean }
summary-error-write = cannot write the record { $path }: { $reason }

## arena's table ($lone, $rest, $level: bot levels, as typed)
summary-arena-title = { $lone } (1 seat) vs { $rest } ({ $seats } { $seats ->
        [one] seat
       *[other] seats
    }), { $players } players, { $games } games
summary-arena-level = level
summary-arena-seats = seats
summary-arena-wins = wins
summary-arena-share = share
summary-arena-interval = 95% CI
summary-arena-mean = mean VP
summary-arena-equal = an equal level would win { $share } with one seat
summary-arena-by-seat = { $level }'s wins by seat: { $wins }
summary-timing = { $level } decision time: median { $med } ms  p95 { $p95 } ms  max { $top } ms over { $decisions } decisions (CPU: median { $cmed } ms  p95 { $cp95 } ms  max { $ctop } ms)
summary-timing-playouts = { $level } decision time: median { $med } ms  p95 { $p95 } ms  max { $top } ms over { $decisions } decisions (CPU: median { $cmed } ms  p95 { $cp95 } ms  max { $ctop } ms); { $playouts } playouts, { $rate } playouts/s while searching

## Records that do not replay ($n: a move number, $line: the record's line, quoted;
## $label: a checkpoint's label as the record writes it, "Y1 spring")
record-error-no-decision = no player decision is due now
record-error-nothing-to-undo = nothing to undo since the last dice roll or card
record-error-move = move { $n } { $line }: { $reason }
record-error-line-form = expected '<Y1 spring> <who>: <action>'
record-error-game-over = the game was already over
record-error-expected-mover = expected a move by '{ $mover }'
record-error-chance-misplaced = a chance outcome written where a player's decision is due
record-error-seed-gives = the seed { $seed } gives { $outcome } here
record-error-not-hashed = not the move the record's hashes hold here (changed, moved or added)
record-error-no-checkpoint = the record has no checkpoint for { $label } (after move { $n }); a record holds one for every season it completes
record-error-checkpoint-differs = checkpoint { $label } (after move { $n }) does not match: the state differs from the recorded one
record-error-ends-early = the record ends before checkpoint { $label } (move { $n })
record-error-no-final-hash = the game is over but the record has no final_hash
record-error-final-hash-early = the record has a final_hash but its game is not over
record-error-final-state = the final state does not match the recorded one
record-error-moves-hash = the moves do not match the record's 'moves_hash'
record-error-diverges = diverges at move { $n } ({ $line }): { $reason }
record-error-seat = seat { $seat } is played by { $kind }, which this version does not know (choose from { $choices })
record-error-setup = the record's setup is invalid: { $reason }
record-error-data = the record was played with other game data ('data_digest' { $digest }… is not that of the installed data)
record-error-rules = the record was played by other rules (rules version { $version }; this program plays rules version { $ours })

## replay --at POINT ($point: as typed, quoted; $phase: a season's name)
record-point-unreadable = cannot read the point { $point }: use a move number, 'start', 'end' or a season like 'year 3 summer'
record-point-outside = point { $n } is outside the game: it has moves 0 to { $total }
record-point-after = after move { $n } of { $total }
record-point-start = start: the first decision, after move { $n }
record-point-end = end: after move { $n }
record-point-no-year = there is no year { $year }: a game has years 1 to 5
record-point-no-season = { $season } is not a season (spring, summer, fall or winter)
record-point-not-reached = the record does not reach year { $year } { $phase } (it ends after move { $total })
record-point-season = start of year { $year } { $phase }, after move { $n }

## Records that cannot be read ($field: a field's name, quoted; $k: a checkpoint's number)
record-file-problem = { $file }: { $reason }
record-file-no-field = the record has no { $field } field
record-file-field-kind = the record's { $field } field should be { $kind ->
        [texts] a list of texts
        [text] a text
        [list] a list
        [whole] a whole number
        [modules] a list of module numbers
       *[reasons] an object of move numbers and texts
    }
record-file-too-many = the record's { $field } field has { $n } items (at most { $limit })
record-file-item = the record's { $field } field, item { $item }, should be a text of 1 to { $longest } printable characters
record-file-hex = the record's { $field } field should be { $digits } hex digits
record-file-twice = the field { $field } appears twice in one object
record-file-digits = a number with { $digits } digits (at most { $limit })
record-file-constant = { $text } is not a number a record may hold
record-file-checkpoint-keys = the record's checkpoint { $k } should hold exactly 'move', 'label' and 'hash'
record-file-checkpoint-move = the record's checkpoint { $k }: 'move' should be a whole number
record-file-checkpoint-range = the record's checkpoint { $k }: 'move' { $move } should be from { $low } to { $high }
record-file-checkpoint-label = the record's checkpoint { $k }: 'label' should be a text of 1 to 40 characters
record-file-checkpoint-hash = the record's checkpoint { $k }: 'hash' should be { $digits } hex digits
record-file-broken-json = not a valid record: broken JSON at line { $line }, column { $column } (damaged or truncated file?)
record-file-invalid = not a valid record: { $reason }
record-file-too-deep = not a valid record: JSON nested too deeply
record-file-not-record = not a Kingsburg game record (no "format": "kingsburg-record")
record-file-newer = this record needs a newer Kingsburg (record format { $version }; this program reads format { $ours })
record-file-unknown-version = unknown record format version { $version }
record-file-engine-version = the record's 'engine_version' field should be a short text
record-file-rules-version = the record's 'rules_version' field should be a whole number from 1 to { $max }
record-file-seed = the record's 'seed' field should be from 0 to { $max }
record-file-players = the record has { $n } players; a game has 2 to 5
record-file-move-tags = the record's 'move_tags' field should be { $digits } hex digits per move ({ $total } for its { $moves } moves)
record-file-seats = the record's 'seats' field should name one seat per player
record-journal-read = (with the moves since, from the table's journal beside it: { $journal })
record-handover = { $name }'s seat was played by { $player ->
    [person] a person
   *[computer] a computer ({ $player })
} from move { $move } on
record-file-handovers = the record's 'handovers' field should list, in the order of their moves, each a move made, a seat and a player
record-file-seats-hash = the record's seats (who plays each player) do not match its 'seats_hash'
record-file-reasons = the record has { $n } reasons for { $moves } moves
record-file-reason-move = the record's reasons name move { $key }, not 1 to { $moves }
record-file-reason-text = the record's reason for move { $key } should be a text of 1 to 500 printable characters
record-file-reason-data = the record's reason data for move { $move } is not a reason ({ $why })

## Files that cannot be used (after the file's name and a colon)
error-file-missing = no such file
error-file-folder = is a folder, not a file
error-file-unreadable = cannot be read ({ $reason })
error-file-not-regular = is not a regular file (a pipe or a device?); refused
error-file-too-large = is too large ({ $size } bytes; at most { $limit })
error-file-grew = is too large (more than { $limit } bytes)
error-file-deep = nested more than { $depth } levels deep
error-file-not-utf8 = not a text file (invalid UTF-8)
error-file-not-json = not valid JSON ({ $reason })

## kingsburg serve: the server's lines and the browser's page
web-served-at = Kingsburg is served at { $url }
web-served-everywhere = Kingsburg is served at { $url } (on this machine; from others, use its address)
web-open-it = Open it in a web browser: each tab is a game of its own. Ctrl+C stops the server.
web-warning-not-local = kingsburg: warning: { $host } is not a local-only address. Anyone who can reach it can play here and see the games in this machine's saves.
web-upstream = kingsburg: warning: { $versions } installed; kingsburg serve's protections were checked with the versions pinned in its pyproject.toml
web-stopped = Kingsburg server stopped.
web-forbidden = This server only serves its own pages.
web-start = Start
web-session-ended = Session ended.
web-restart = Restart
# A websocket's closing reason: at most 123 bytes of UTF-8 (a test checks it).
web-host-gone = The host is gone: this page comes back by itself when it is running again.
web-crashed = The app stopped after an unexpected error. A game in play was saved: Restart, then Resume. More in the server's terminal.

## kingsburg join: a seat at an online table ($where: the host's address)
online-error-not-link = that is not a seat's link: expected http://HOST:PORT/t/TABLE/TOKEN, as 'kingsburg host' prints it
online-error-protocol = the host speaks version { $theirs } of the table protocol; this kingsburg speaks version { $ours } (install the host's version)
online-error-message = the host sent a message this app cannot read ({ $reason })
online-error-game = the host sent a game this app cannot read ({ $reason })
online-no-seat = the host at { $where } has no such seat (a wrong or old link?)
online-connection-refused = the host at { $where } refused this connection ({ $reason })
online-not-opened = { $where } did not open the game (HTTP { $status }: { $reason })
online-no-answer = no answer from { $where } in { $seconds } s
online-unreachable = cannot reach { $where } ({ $reason })
online-cannot-play = cannot play at { $where } ({ $reason })
online-closed-at-once = the host closed the seat at once (code { $code })
online-seat-refused = the host refused the seat: { $reason }
online-record-place = the host's games folder, as { $record }
online-record-folder = the host's games folder
# After a player's name and a colon ("Ann: waiting for the host.").
online-sent = { $move } — sent to the host…
online-computer-decides = the computer decides, at the host.
online-waiting = waiting for the host.
online-decides-away = decides at their own screen — disconnected: the table waits for them.
online-decides = decides at their own screen.
# $names: the players' names, with commas; $n: how many.
online-disconnected = { $n ->
        [one] { $names } is disconnected
       *[other] { $names } are disconnected
    }
online-not-your-turn = it is not your turn
online-window-stopped = This window no longer plays the seat: { $reason }.
online-connection-lost = the connection to the host is lost; trying again…
online-host-refused = The host refused: { $reason }
online-replaced = the same link was opened in another window, which plays it now

## kingsburg host: the host's lines, its commands' answers, and refusals a seat reads
online-no-such-seat = No such table or seat.
online-foreign-origin = Foreign origin.
online-too-many-pages = Too many pages open on this seat.
online-no-tables = no tables
online-host-error = kingsburg host: { $message }
online-played-by-computer = { $name }: played by the computer ({ $level })
online-played-by-person = { $name }: played by its person again
online-host-help = commands: tables | links | computer NAME [LEVEL] (a computer plays NAME's seat) | person NAME (NAME plays again); NAME may be TABLE:NAME
online-no-seat-called = no seat called { $name } (TABLE:NAME picks one)
online-seats-called = more than one seat called { $name } (TABLE:NAME picks one)
online-tables-busy = { $n ->
        [one] another kingsburg host is serving this home's { $n } unfinished table already (stop it first, or resume there)
       *[other] another kingsburg host is serving this home's { $n } unfinished tables already (stop it first, or resume there)
    }
online-nothing-to-resume = no unfinished online table to resume in the home
online-nothing-to-resume-why = no unfinished online table to resume in the home ({ $reason })
online-names-count = --names gives { $names } names for { $seats } seats
online-no-person = no seat is a person's: name at least one seat 'person'
online-cannot-host = cannot host at { $host } port { $port }: { $reason }
online-host-stopped = Kingsburg host stopped; unfinished tables go on with 'kingsburg host --resume'.
cli-help-host-lan = my local network: listen on this machine's address on it, and print the links with it
cli-error-lan-and-host = give either --lan or --host, not both
cli-error-no-lan = this machine has no local network address (only the loopback): connect it to a network, or use --url (see docs/online.md)
online-firewall-note = Players on your network use these links. If this machine has a firewall, it must allow incoming TCP connections on port { $port }.
online-this-machine-note = These links work on this machine only. For players elsewhere: --lan (your local network) or --url (a tunnel, a VPN or a server with TLS: see docs/online.md).
online-links-note = Each link is that player's seat: send it to them alone. Ctrl+C stops the host; type 'help' for the host's commands.
online-warning-not-local = kingsburg host: warning: { $host } can be reached from other machines; the links are the only protection. Put TLS in front (see docs/online.md).
online-seat-kind = seat { $seat } is { $kind }: choose { $person } or a computer level ({ $levels })
online-names-for-seats = { $names } names for { $seats } seats
online-always-computer = { $name }'s seat is always played by a computer
online-game-over = the game is over
online-stale-move = a stale move: it answers the game at move { $at }, which is at move { $now } now
online-takes-back = { $who } takes back: { $move }
online-takes-back-secret = { $who } takes back a secret choice
online-computer-plays = a computer ({ $level }) plays { $name }'s seat now
online-not-turn = it is not { $name }'s turn
online-not-turn-of = it is not { $name }'s turn: { $deciding } decides now
online-nothing-to-undo-other = Nothing to undo: { $name } has played since your last decision.
online-nothing-to-take-back = nothing to take back: someone acted, or dice or a card came up, since
online-table-over = table { $table }: { $names } (over)
online-table-playing = table { $table }: { $names } (move { $move }, { $actor } to act)

## kingsburg report, crash logs and private folders
error-report-nothing = no saved game to report (looked in { $folder })
error-report-unreadable = the saved game cannot be read: { $reason }
error-report-write = cannot write the report in { $folder }: { $reason }
error-report-too-many = cannot write the report in { $folder }: too many reports this second
error-crash-details = details in { $path }
error-crash-no-log = no log written ({ $reasons })
error-not-private = { $folder } is not a private folder of this user

## argparse's own sentences (kept as argparse words them; %(name)s and %s are its placeholders
## and must stay as they are)
cli-argparse-argument = argument %(argument_name)s: %(message)s
cli-argparse-unrecognized = unrecognized arguments: %s
cli-argparse-required = the following arguments are required: %s
cli-argparse-expected-one = expected one argument
cli-argparse-expected-at-most-one = expected at most one argument
cli-argparse-expected-at-least-one = expected at least one argument
cli-argparse-ambiguous = ambiguous option: %(option)s could match %(matches)s
cli-argparse-invalid-choice = invalid choice: %(value)r (choose from %(choices)s)
cli-argparse-invalid-value = invalid %(type)s value: %(value)r
cli-argparse-not-allowed = not allowed with argument %s
cli-argparse-ignored = ignored explicit argument %r
