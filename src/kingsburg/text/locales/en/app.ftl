# The app's frame: the setup screen, the keys (footer, keys panel, F1, --help), notices and
# dialogs, the privacy screens, the online table's links, and Textual's own words.
# A number that is not counted (a seed, a year) is passed as text: Fluent would group its digits.

# The language's own name (the setup screen reads it from this first file alone).
language-name = English

## The setup screen
setup-title = Kingsburg — a new game
setup-resume = Resume it
setup-fresh = Start a new game
setup-help = Each seat is a person at this keyboard or the computer. Tab moves between fields, ← → change the number of players, who plays a seat, a colour or a symbol; Enter starts the game.
setup-language = Language:{" "}
setup-players = Players:{" "}
setup-seed = Seed:{" "}
setup-seed-help = {" "}(the same seed and choices replay the same game)
setup-ask-rewards = Ask before each reward (off: a free, fixed reward is taken at once)
setup-high-contrast = High contrast: white on black, the choice black on yellow
setup-start = Start the game
setup-open-record = Replay a saved game
setup-host-online = Host online
setup-host-where = Players join from:
setup-host-where-local = this machine
setup-host-where-lan = my local network
setup-host-where-url = my own address
setup-host-bad-url = Give the address players will use, such as https://kingsburg.example.org (a tunnel, a VPN or a server with TLS that passes it on to this machine).
dialog-hosted-local = These links work on this machine only (another window, or 'kingsburg join' here). For players elsewhere choose "my local network" or "my own address" on the setup screen.
dialog-hosted-lan = Players on your local network use these links. If this machine has a firewall, it must allow incoming TCP connections on port { $port }. Anyone on the network who learns a link plays that seat.
dialog-hosted-url = The links name your own address; the host listens on 127.0.0.1, port { $port }: your tunnel, VPN or server must pass that address on to it (docs/online.md has recipes).
setup-host-web = Host online: only from 'kingsburg' in a terminal
setup-keys-start = start
setup-keys-next = next field
setup-keys-change = change
setup-keys-seed = new seed
setup-keys-rules = rules
setup-keys-quit = quit
setup-person = person
setup-computer = computer: { $level }
setup-levels-head = The computer plays at three levels:
setup-watch-mode = No person at the table: watch mode. The computers play on their own; space pauses, . steps, + and − change the pace.
setup-options-head = Optional rules — Space: on/off · r: its rules · none = the base game
setup-module = Module { $module }: { $about }
setup-variant = Variant { $variant }: { $about }
setup-module-5 = secret soldier tokens (0-4) replace the King's die
setup-module-6 = a tile drawn each season changes an advisor's reward
setup-variant-inverted-tiles = module 6 in reverse: tiles leave one by one
setup-variant-alt-reinforcements = reinforcements: two dice, |d1 − d2| + 1
setup-variant-needs = Variant { $variant } changes module { $module }: tick module { $module } too, or untick it.
setup-saves-head = Other unfinished games — Enter: resume · Delete: delete
setup-save-in-use = { $file } is being played in another window: kept.
setup-delete-again = Press Delete again to delete { $file } for good.
setup-autosave-found =
    An unfinished game was saved: { $summary }
    A new game keeps it: it moves to the list of unfinished games.
setup-same-colour = Two players have the same colour: pick a different one for each.
setup-same-symbol = Two players have the same symbol: pick a different one for each.
setup-bad-seed = The seed must be a whole number from 0 to { $max }.
setup-host-needs-person = An online table needs a person's seat: make at least one seat a person.
setup-host-starting = Starting the table…

## Saved games, as the setup screen lists them
setup-save-line = { $players } — { $where }, { $moves } moves — { $date }
setup-save-line-copy = { $players } — { $where }, { $moves } moves — { $date } — a copy in the temporary folder (saving at home failed)
setup-save-where = year { $year } { $phase }
setup-seat-computer = { $name } (computer)
setup-phase-setup = setup
setup-phase-favor = favor
setup-phase-spring = spring
setup-phase-reward = reward
setup-phase-summer = summer
setup-phase-envoy = envoy
setup-phase-fall = fall
setup-phase-recruit = recruit
setup-phase-winter = winter
setup-phase-end = end
setup-autosave-in-use = The autosaved game is being played in another window or browser tab, so it is not offered here.
setup-autosave-damaged-moved = The autosave could not be read ({ $problem }); moved to { $file }.
setup-autosave-damaged-kept = The autosave could not be read ({ $problem }); left in place.
setup-summary = { $names } — { $season }, { $moves } moves (seed { $seed })
setup-summary-options = { $names } — { $season }, { $moves } moves (seed { $seed }, with { $options })
setup-summary-copy = { $names } — { $season }, { $moves } moves (seed { $seed }; from the copy in { $folder }, as saving at home failed)
setup-summary-options-copy = { $names } — { $season }, { $moves } moves (seed { $seed }, with { $options }; from the copy in { $folder }, as saving at home failed)
setup-summary-module = module { $module }

## The app: titles, notices
app-sub-seed = seed { $seed }
app-sub-replay = replay of { $file }
app-sub-seat = { $name }'s seat at { $where }
app-newer-copy = A newer copy
app-new-game = A new game
app-cannot-save-title = Games cannot be saved
app-could-not-resume = Could not resume: { $problem }
app-nothing-to-resume = There is no unfinished game to resume.
app-no-game-to-save = No game to save yet.
app-save-failed = The copy could not be saved in { $folder }: { $problem }.
app-saved-copy = Saved a copy to { $file }
## The command palette: ours, then Textual's own
palette-search = Search for commands…
palette-search-themes = Search for themes…
palette-no-matches = No matches found
palette-rules = Rules
palette-rules-help = Open the rules of Kingsburg (F1)
palette-save = Save a copy
palette-save-help = Save the game as it stands (it autosaves anyway)
palette-undo = Undo
palette-undo-help = Take back the last decision (u)
palette-new-game = New game
palette-new-game-help = Leave this game and set up a new one
palette-theme = Theme
palette-theme-help = Change the current theme
palette-quit = Quit
palette-quit-help = Quit the application as soon as possible
palette-keys = Keys
palette-keys-show-help = Show help for the focused widget and a summary of available keys
palette-keys-hide-help = Hide the keys and widget help panel
palette-minimize = Minimize
palette-minimize-help = Minimize the widget and restore to normal size
palette-maximize = Maximize
palette-maximize-help = Maximize the focused widget
palette-screenshot = Screenshot
palette-screenshot-help = Save an SVG 'screenshot' of the current screen

## Dialogs
dialog-secret-decision = A secret decision
dialog-private = Private information
dialog-only-you = What only you may see
dialog-handover =
    { $who } { $what }.

    Everyone except { $who }, please look away.

    { $who }: press Enter when only you can see the screen.
dialog-look-away =
    Everyone except { $who }, please look away.

    { $who }: press Enter when only you can see the screen.
dialog-not-now = (Escape: not now — you can look later with p on your turn)
dialog-only-for = Only for { $who }:
dialog-hide-again = Press Enter to hide it and hand back the keyboard.
dialog-hosted-title = Kingsburg — an online table
dialog-hosted-help = Send each player their own link, and only theirs: whoever has a link plays that seat, with 'kingsburg join LINK' or in a web browser. Select a link with the mouse (or Tab to the links, then shift+arrows) and copy it: ctrl+c.
dialog-hosted-runs = The table runs while this app runs: quitting the app stops it. An unfinished table can be continued with 'kingsburg host --resume' (same links).
dialog-hosted-seed = The table's seed was drawn by the host and is shown to nobody, you included: the seed on the setup screen is for games on this machine only.
dialog-end-table-title = End the online table?
dialog-end-table = This app hosts the table: quitting it ends the game for every player, whose screens then say the host is gone. An unfinished table can be continued later with 'kingsburg host --resume' (same links).
key-end-table = Quit and end the table
key-keep-table = Keep the table running
dialog-hosted-play = Play my seat ({ $name })
dialog-hosted-keys = play { $name }'s seat
dialog-hosted-quit = quit

## Keys: what each does (the footer, the keys panel)
key-start = Start the game
key-new-seed = New seed
key-replay-saved = Replay a saved game
key-more-players = More players
key-fewer-players = Fewer players
key-option-rules = Rules of the option
key-delete-save = Delete the saved game
key-rules = Rules
key-save = Save
key-quit = Quit
key-quit-tooltip = Quit the app and return to the command prompt.
key-palette = palette
key-palette-tooltip = Open the command palette
key-continue = Continue
key-not-now = Not now
key-play-seat = Play my seat
key-cancel = Cancel
key-back = Back
key-play-on = Play on
key-stay-in-replay = Stay in the replay
key-next = Next
key-prev-season = Prev season
key-next-season = Next season
key-prev-year = Prev year
key-next-year = Next year
key-start-of-game = Start
key-end-of-game = End
key-go-to = Go to
key-rule = Rule
key-prev-sheet = Prev sheet
key-other-sheet = Other sheet
key-next-panel = Next panel
key-leave-panel = Leave the panel
key-focus-next = Focus next
key-focus-previous = Focus previous
key-back-to-game = Back to the game
key-log-details = The computers' numbers
key-chapter-contents = Chapter contents
key-chapters-text = Chapters / text
key-close = Close
key-new-game = New game
key-look-at-board = Look at the board
key-pass = Pass
key-panels = Panels
key-log = Log
key-undo = Undo
key-peek = Peek again
key-dice-first = Dice first
key-advisor-first = Advisor first
key-hint = Hint
key-pause = Pause
key-go-on = Go on
key-step = Step
key-faster = Faster
key-slower = Slower
key-toggle = Toggle
key-up = Up
key-down = Down
key-left = Left
key-right = Right
key-first = First
key-last = Last
key-page-up = Page up
key-page-down = Page down
key-select = Select
key-previous = Previous

## Keys of a game: the F1 chapter and `kingsburg --help`
key-chapter-title = Keys of this app
key-chapter-intro = The footer shows the keys that work now; the log's and the menu's keys are shown under them.
key-column-key = Key
key-column-what = What it does
key-help-head = keys in a game:
key-game-choose = choose an option; after new dice, a card or another player's move the first Enter only highlights option 1, a second plays it
key-game-pass = pass
key-game-escape = back out of a submenu (while a computer decides: pause)
key-game-undo = undo your last decision (until new dice or a card come up)
key-game-log = the whole game's log, to scroll back through (d there: the computers' numbers)
key-game-rule = the rule of what is highlighted
key-game-group = influence: list the options by dice or by advisor
key-game-sheets = the other players' provinces
key-game-peek = look at your secret enemy cards again
key-game-hint = a hint: what the strong level would do and what for (h again: its numbers)
key-game-pace = computers: pause or go on, one move, faster, slower
key-game-panel = next panel, when the terminal is too small to show them all
key-game-save = save a copy of the game in saves/ (it autosaves after every move anyway)
key-game-rules = the rules
key-game-palette = every command
key-game-quit = quit; `kingsburg resume` continues an unfinished game
key-copy = Copy selected text
key-press-button = Press button
setup-seat-person = { $name }
setup-season = Year { $year }, { $phase }
setup-colour-orange = orange
setup-colour-sky-blue = sky blue
setup-colour-green = green
setup-colour-yellow = yellow
setup-colour-blue = blue
setup-colour-vermilion = vermilion
setup-colour-purple = purple
setup-symbol-circle = circle
setup-symbol-triangle = triangle
setup-symbol-square = square
setup-symbol-diamond = diamond
setup-symbol-star = star
setup-symbol-cross = cross

## Saving, and what the app prints when it stops
app-home-file-in-the-way = a file is in the way where a folder should be
app-home-problem = Games cannot be saved in { $folder } ({ $problem }). You can play, but nothing is saved until this is fixed; KINGSBURG_HOME can name another folder.
app-not-saved = kingsburg: the last moves of the game were not saved: { $problem }
app-crash-twice = kingsburg: an unexpected error ({ $error }); saving the game failed too ({ $problem })
app-crash-nothing-open = kingsburg: an unexpected error stopped the app ({ $error }). No game was open, so there was nothing to save.
app-crash-not-saved = kingsburg: an unexpected error stopped the app ({ $error }). The game could not be saved.
app-crash-saved = kingsburg: an unexpected error stopped the app ({ $error }). The game is saved in { $file }; to report the problem, run 'kingsburg report' (it bundles the newest record and this log) and send the file it writes with a few words on what you did.
app-crash-saved-with-copy = kingsburg: an unexpected error stopped the app ({ $error }). The game is saved in { $file } (copy: { $copy }); to report the problem, run 'kingsburg report' (it bundles the newest record and this log) and send the file it writes with a few words on what you did.

## Textual's own keys (an input field, a text area), for the keys panel
key-tx-move-cursor-left = Move cursor left
key-tx-move-cursor-left-and-select = Move cursor left and select
key-tx-move-cursor-left-a-word = Move cursor left a word
key-tx-move-cursor-left-a-word-and-select = Move cursor left a word and select
key-tx-move-cursor-right-or-accept = Move cursor right or accept the completion suggestion
key-tx-move-cursor-right-and-select = Move cursor right and select
key-tx-move-cursor-right-a-word = Move cursor right a word
key-tx-move-cursor-right-a-word-and-select = Move cursor right a word and select
key-tx-delete-character-left = Delete character left
key-tx-select-all = Select all
key-tx-go-to-start = Go to start
key-tx-go-to-end = Go to end
key-tx-select-line-start = Select line start
key-tx-select-line-end = Select line end
key-tx-delete-character-right = Delete character right
key-tx-submit = Submit
key-tx-delete-left-to-start-of-word = Delete left to start of word
key-tx-delete-all-to-the-left = Delete all to the left
key-tx-delete-right-to-start-of-word = Delete right to start of word
key-tx-delete-all-to-the-right = Delete all to the right
key-tx-cut-selected-text = Cut selected text
key-tx-paste-text-from-the-clipboard = Paste text from the clipboard
key-tx-cursor-up = Cursor up
key-tx-cursor-down = Cursor down
key-tx-cursor-left = Cursor left
key-tx-cursor-right = Cursor right
key-tx-cursor-word-left = Cursor word left
key-tx-cursor-word-right = Cursor word right
key-tx-cursor-line-start = Cursor line start
key-tx-cursor-line-end = Cursor line end
key-tx-cursor-page-up = Cursor page up
key-tx-cursor-page-down = Cursor page down
key-tx-cursor-left-word-select = Cursor left word select
key-tx-cursor-right-word-select = Cursor right word select
key-tx-cursor-line-start-select = Cursor line start select
key-tx-cursor-line-end-select = Cursor line end select
key-tx-cursor-up-select = Cursor up select
key-tx-cursor-down-select = Cursor down select
key-tx-cursor-left-select = Cursor left select
key-tx-cursor-right-select = Cursor right select
key-tx-select-line = Select line
key-tx-cut = Cut
key-tx-copy = Copy
key-tx-paste = Paste
key-tx-delete-to-line-start = Delete to line start
key-tx-delete-to-line-end = Delete to line end
key-tx-delete-line = Delete line
key-tx-undo = Undo
key-tx-redo = Redo

key-option-1 = option 1
key-option-2 = option 2
key-option-3 = option 3
key-option-4 = option 4
key-option-5 = option 5
key-option-6 = option 6
key-option-7 = option 7
key-option-8 = option 8
key-option-9 = option 9
key-tx-scroll-up = Scroll Up
key-tx-scroll-down = Scroll Down
key-tx-scroll-left = Scroll Left
key-tx-scroll-right = Scroll Right
key-tx-scroll-home = Scroll Home
key-tx-scroll-end = Scroll End
key-tx-page-left = Page Left
key-tx-page-right = Page Right
key-group-input = Input

## Hosting a table from the setup screen: why it failed
setup-host-no-person = an online table needs at least one person's seat
setup-host-cannot-start = the host could not be started ({ $problem })
setup-host-no-links = the host printed no links in { $seconds } s
setup-host-did-not-start = the host did not start: { $problem }
setup-host-exit-code = exit code { $code }

## Replaying a saved game picked from the setup screen
dialog-open-title = Replay a saved game
dialog-open-keys = ↑ ↓ pick · Enter replay it · Escape back
dialog-open-none =
    No saved games yet. Finished games, copies saved with ctrl+s and the unfinished game appear here.
    Escape: back
dialog-open-autosave = autosave (the unfinished game)
dialog-open-cannot = { $file }: cannot replay this record ({ $problem })

## Textual's own notices
app-quit-how = Press { $key } to quit the app
app-quit-title = Do you want to quit?
app-screenshot = Screenshot
app-screenshot-saved = Saved screenshot
app-screenshot-saved-to = Saved screenshot to { $file }
app-screenshot-failed = Failed to save screenshot

## Players' names the game cannot take
setup-name-start = A player's name starts with a letter: “{ $name }” does not.
setup-name-form = The name “{ $name }” holds letters written in two parts: type it again.
setup-name-char = The name “{ $name }” may hold letters, digits, spaces, apostrophes, dots and hyphens only.
setup-name-spaces = The name “{ $name }” has a space too many (at an end, or two together).
setup-name-width = The name “{ $name }” is too long: at most 16 characters.
setup-name-reserved = “{ $name }” is the name the game gives dice and cards: choose another.
setup-name-twice = Two players are called “{ $name }”: give each a name of their own.
