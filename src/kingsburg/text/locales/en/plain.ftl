# Plain mode (kingsburg --plain): the game as lines to be read aloud or by a braille display.
# Short sentences; no symbol that a screen reader would spell out.

## Setup, by questions
plain-setup-intro = A new game. Press Enter to take the answer in brackets.
plain-setup-default = { $question } (Enter: { $default })
plain-setup-between = Answer with a number from { $low } to { $high }.
plain-setup-count = How many players, 2 to 5?
plain-setup-name = Name of player { $n }?
plain-setup-seat = Who plays { $name }?
plain-setup-seat-short = Who plays?
plain-setup-options = Optional rules. Type their numbers separated by spaces, or 0 for the base game.
plain-setup-options-short = Optional rules?
plain-setup-options-chosen = Playing with: { $options }.
plain-setup-resume = Resume it?
plain-autosave = An unfinished game was saved: { $summary }
plain-joined = You play { $name } at the table of { $where }.

## The table
plain-table = At the table: { $seats }.
plain-seat-line-person = { $name }, a person
plain-seat-line-computer = { $name }, the computer ({ $level })
plain-seat-line-elsewhere = { $name }, the host's computer
plain-so-far = The game so far, now { $season }. The last events:
plain-commands-hint = Answer with a number. 0 passes, u undoes, h gives a hint, ? lists the commands.
plain-left = The game is saved. kingsburg resume --plain goes on from here.
plain-stuck = nobody can decide at this table
plain-not-your-turn = It is not your turn: wait for the others.

## Decisions
plain-your-dice = Your dice: { $dice }.
plain-your-goods = You have { $goods }.
plain-back-hint = b goes back to the first list.
plain-no-pass = You cannot pass here: pick a number from the list.
plain-no-such-choice = { $n ->
    [one] There is only choice 1.
   *[other] Pick a number from 1 to { $n }.
}
plain-refused = Not allowed: { $reason }
plain-held = { $name }, you chose: { $move }. Before the dice or the card come:
plain-privacy = { $name } only: press Enter when the others look away.
plain-privacy-done = Press Enter, then the others may look again.
plain-hint = Hint: { $move }. Why: { $why }
plain-then = { $first }, then { $then }
plain-no-hint = A hint is given on your own turn.
plain-no-reasons = No computer has moved since your last decision.
plain-no-back = There is no list to go back to.
plain-no-dice-order = The dice order is for influencing advisors.
plain-saved-by-host = The host of the table saves this game.
plain-unknown = I do not know "{ $line }". Type a number, or ? for the commands.

## The end
plain-rank = { $place }. { $name }, { $vp } VP
plain-record = The game is recorded in { $place }.

## State on request
plain-order = Turn order: { $names }.
plain-advisor-held = { $rank } { $advisor }: { $who }, dice { $dice }.
plain-advisor-blocked = { $rank } { $advisor }: blocked by the neutral dice { $dice }.
plain-advisors-free = No dice on the advisors.
plain-advisors-free-ranks = Free advisors: { $ranks }.
plain-tiles = Advisor tiles: { $tiles }.
plain-tile-pile = On tile { $rank } ({ $advisor }): { $goods }.
plain-envoy = { $name } holds the King's Envoy.
plain-me-head = { $name }: { $vp } VP.
plain-me-goods = Goods: { $goods }.
plain-me-army = { $soldiers ->
    [one] 1 soldier
   *[other] { $soldiers } soldiers
}, { $plus2 ->
    [one] 1 "+2" token
   *[other] { $plus2 } "+2" tokens
}.
plain-me-buildings = Buildings: { $buildings }.
plain-me-no-buildings = No buildings yet.
plain-me-dice = Dice rolled: { $dice }. Not placed: { $left }.
plain-me-tokens = Soldier tokens: { $tokens }.
plain-me-envoy = You hold the King's Envoy.
plain-none = none
plain-seat-person = person
plain-seat-computer = computer
plain-player = { $name } ({ $who }): { $vp } VP; { $goods }; { $soldiers ->
    [one] 1 soldier
   *[other] { $soldiers } soldiers
}; { $buildings ->
    [one] 1 building
   *[other] { $buildings } buildings
}.
plain-enemy-unknown = No enemy card is face up yet. Year { $year }'s enemy comes in winter.
plain-rules-head = The rules, by chapter. Type rules and a number, or a word such as rules Jester.
plain-rules-no-chapter = The rules have chapters 1 to { $n }.
plain-rules-not-found = Nothing in the rules is called "{ $topic }". Type rules for the chapters.

## Commands: each word in this language (the English word and the letter always work too)
plain-word-help = help
plain-word-hint = hint
plain-word-undo = undo
plain-word-back = back
plain-word-board = board
plain-word-me = me
plain-word-players = players
plain-word-enemy = enemy
plain-word-log = log
plain-word-why = why
plain-word-rules = rules
plain-word-dice = dice
plain-word-save = save
plain-word-quit = quit
plain-help-head = Type a number to choose; 0 passes; Enter says the question again. Commands:
plain-help-help = { $word }: this list.
plain-help-hint = { $word }: what the strong computer would do, and why.
plain-help-undo = { $word }: take back your last decision.
plain-help-back = { $word }: back from a second list to the first.
plain-help-board = { $word }: the advisors and whose dice are on them, the envoy, the enemy.
plain-help-me = { $word }: your province: VP, goods, soldiers, buildings, dice.
plain-help-players = { $word }: every player in one line each.
plain-help-enemy = { $word }: the enemies known, and the cards only you have seen.
plain-help-log = { $word } and a number: the last lines of the game's log (10 without a number).
plain-help-why = { $word }: why the computers moved as they did since your last decision.
plain-help-rules = { $word }: the chapters of the rules; { $word } and a number or a word: one of them.
plain-help-dice = { $word }: list the advisors by dice, or by advisor again.
plain-help-save = { $word }: save a copy of the game in saves (it saves itself after every move anyway).
plain-help-quit = { $word }: stop here; the game is saved and resumes later.
