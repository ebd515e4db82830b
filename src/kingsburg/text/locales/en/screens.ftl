# The game, end and replay screens: panels, status line, notices, scores, battle, replay.
# The descriptions of buildings and advisors' rewards (data/*.yaml holds them in English).

## Letters and short marks
screen-letter-gold = G
screen-letter-wood = W
screen-letter-stone = S
screen-cost-free = free
screen-vp-compact = { $n }VP
screen-envoy-mark = ✉envoy

## Province sheet
screen-sheet-title = { $glyph } { $name }'s province
screen-sheet-keys = keys \[ ]: other players
screen-sheet-legend = { $built } built  { $next } can be built next  { $locked } locked
screen-sheet-detail = { $building } ({ $state ->
        [built] built
        [next] next
       *[locked] locked
    }):
screen-sheet-battle = { $bonus } in battle.
screen-battle-vs-barbarians = { $bonus } vs barbarians
screen-battle-vs-goblins = { $bonus } vs goblins
screen-battle-vs-orcs = { $bonus } vs orcs
screen-battle-vs-zombies = { $bonus } vs zombies
screen-battle-vs-demons = { $bonus } vs demons
screen-battle-vs-dragon = { $bonus } vs dragon

## The king's court
screen-court-title = The king's court
screen-tile-legend = { $mark } module-6 tile · [ ] goods on it
screen-tile-none = none

## Calendar
screen-calendar-title = Calendar
screen-calendar-year = Year
screen-calendar-phase = Phase
screen-calendar-now = Now: { $phase }
screen-calendar-next = Next: { $phase } —
screen-calendar-tag = { $tag ->
        [setup] setup
       *[end] end
    }
screen-calendar-enemies = Enemies
screen-phase-what-favor = the least developed province gets a white die (a tie: 1 good each)
screen-phase-what-spring = roll dice, influence advisors, take rewards, build
screen-phase-what-reward = 1 VP for the most buildings
screen-phase-what-summer = roll dice, influence advisors, take rewards, build
screen-phase-what-envoy = the least developed province gets the envoy
screen-phase-what-fall = roll dice, influence advisors, take rewards, build
screen-phase-what-recruit = pay goods for soldiers
screen-phase-what-winter = the king sends help, then every player fights the enemy
screen-phase-end = the end
screen-phase-what-end = final scoring (the Cathedral's VP), then the ranking

## Dice tray
screen-dice-title = Dice
screen-dice-title-of = { $glyph } { $name }'s dice
screen-dice-none = none
screen-dice-no-roll = No dice rolled in this phase.
screen-dice-own = Own
screen-dice-white = White
screen-dice-totals = Rolled { $rolled } · unused { $unused }
screen-dice-chosen = chosen { $chosen }
screen-dice-plus2 = "+2" tokens: { $count }
screen-dice-plus2-used = "+2" tokens: { $count } (one used)
screen-dice-envoy = ✉ envoy
screen-dice-legend = [n] = unused, n· = placed

## Players in turn order
screen-players-title = Players in turn order
screen-players-tokens = tokens { $tokens }
screen-players-dice = dice { $total }
screen-players-passed = passed

## Logs and the chart
screen-log-title = What happened
screen-log-empty = Nothing has happened yet.
screen-secret-mark = (secret)
screen-secret-seen-by = only { $who } saw: { $text }
screen-secret-seen = only a player saw: { $text }
replay-log-highlighted = highlighted: this move
replay-log-move = move { $move }: { $line }
screen-chart-title = VP after each season
screen-chart-start = start

## The game screen: status line, waiting, end of turn, notices
screen-decimal-point = .
screen-log-keys = l: the whole log
screen-season = Year { $year }, { $phase }
screen-status-watch = watch mode, { $pace } s a move
screen-status-computer = { $name } (computer, { $seat })
screen-status-held = { $name }: Enter ends your turn, u takes the decision back
screen-status-end-of-turn = end of turn
screen-computer-paused = — paused (space: go on)
screen-computer-thinking = is thinking…
screen-computer-about-to-move = is about to move
screen-computer-decides = the computer ({ $seat }) decides.
screen-wait-keys = Esc or space: pause
screen-watch-keys = space: pause · .: step · + −: pace
screen-wait-undo = u: undo your last decision
screen-wait-computer = The computer's turn
screen-wait-other = Another player's turn
screen-over-title = Game over
screen-over-show-scores = Show the final scores
screen-influence-by-dice = Influence: pick dice
screen-influence-order = d: { $first ->
        [advisor] advisor first
       *[dice] dice first
    }
screen-recruit-price = { $price ->
        [one] { $price } good per soldier
       *[other] { $price } goods per soldier
    }
screen-held-title = End of turn
screen-held-go-on = go on
screen-held-end = End my turn: { $next }
screen-held-undo = Undo: { $move }
screen-held-keys = u: undo
screen-not-allowed = Not allowed
screen-not-saved = Not saved
screen-saved = Saved
# After a player's name, on the privacy screen before a secret decision: "Ann picks…".
screen-handover-token = picks a soldier token
screen-secret-heading = What only you may see
screen-secret-cards-heading = The enemy cards you have seen (they go back face down)
screen-nothing-to-undo = Nothing to undo: new dice or a card came up since the last decision.
screen-no-secret = { $name } has no secret to look at.
screen-hint-thinking = Hint: thinking…
screen-hint-head = Hint (strong level):
screen-undone = Undone: { $move }
screen-undone-secret = Undone: a secret choice
screen-undone-with-computers = Undone: { $move } (and the computers' moves after it)
screen-undone-secret-with-computers = Undone: a secret choice (and the computers' moves after it)
screen-save-busy = this game ({ $file }) is being played in another window or browser tab; play it there
screen-kept-note = The unfinished game that was autosaved is kept as { $file }: the setup screen lists it (resume or delete).
screen-save-failed = Saving the game to { $where } failed ({ $why }).
screen-save-copy = A copy is in { $copy } (the next start of kingsburg offers it).
screen-save-no-copy = No copy could be written elsewhere.
screen-save-goes-on = The game goes on; every move will try to save there again.
screen-save-works-again = Saving works again: the game is saved in { $where }.
screen-newer-copy = This is the newer copy of the game from { $folder }: the last moves could not be saved in { $file }.

## Enemy cards and secrets
screen-enemy-card = Year { $year } enemy: { $enemy }, strength { $strength }
screen-enemy-win = If you beat them: gain { $gains }
screen-enemy-lose = If they beat you: lose { $losses }
screen-choice-goods = { $n ->
    [one] { $n } good of your choice
   *[other] { $n } goods of your choice
}
screen-one-building = 1 building
screen-secret-token = Your soldier token this winter: { $pick }
screen-secret-token-named = soldier token this winter: { $pick }

## The end screen
score-title = The game is over
score-ranking-title = Final ranking
score-col-place = Place
score-col-player = Player
score-col-vp = VP
score-col-goods = Goods
score-col-buildings = Buildings
score-col-tiebreak = Tie-break
score-col-total = Total
score-source = { $source ->
        [buildings] Buildings
        [advisors] Advisors
        [battles] Battles
        [king] King
        [cathedral] Cathedral
       *[rest] Other
    }
score-tiebreak-shared = shared: same VP, goods and buildings
score-tiebreak-goods = fewer goods
score-tiebreak-buildings = fewer buildings
score-breakdown-title = Where the VP came from
score-breakdown-title-elsewhere = Where the VP came from — replay the host's record to see it
score-watch-again-command = kingsburg replay <file>
score-watch-again-web = n, then Replay a saved game
score-record-saved =
    The game record is saved in
    { $path }
    To watch it again: { $how }

## The battle screen
battle-title = Winter of year { $year }: the battle
battle-press-enter = Press Enter to continue.
battle-col-player = Player
battle-col-strength = Strength and outcome
battle-col-gains = Gains and losses
battle-outcome = { $result ->
        [win] VICTORY
        [tie] HELD OFF
       *[loss] DEFEAT
    }
battle-nothing = nothing

## The replay screen
replay-title = Replay
replay-module = module { $module }
replay-options = with { $options }
replay-base-game = base game, no modules
replay-goto-ask =
    Go to a move (0 to { $limit }), start, end or a season like year 2 fall.
    Enter: go · Escape: cancel
replay-goto-placeholder = 42 or year 2 fall
replay-diverges-note = This record stops matching at move { $move }: { $reason }. It is shown up to move { $limit }.
replay-diverges-title = The replay diverges
replay-banner = REPLAY
replay-read-only = read-only
replay-move-of = move { $move } of { $total }
replay-diverges-at = diverges at move { $move }
replay-seed = seed { $seed }
replay-chance = dice/cards
replay-panel-move = Move { $move } of { $total }
replay-panel-shown = Shown: the game after this move
replay-panel-last = Last move:
replay-none-yet = none yet
replay-panel-next = Next move:
replay-no-check = move { $move } does not check out
replay-record-ends = none — the record ends here
replay-panel-due = Due now:
replay-due-over = the game is over
replay-due-chance = dice or a card (chance)
replay-hidden = hidden from the table in play:
replay-hidden-none = nothing at this point
replay-stops-matching = This record stops matching
replay-stops-at = at move { $move } ({ $line }): { $reason }
replay-keys = ← → move · ↑ ↓ season · PgUp PgDn year · Home End · g: go to · p: play on from here
replay-face-down = enemies face down: { $enemies }
replay-over-here = The game is over here: there is nothing left to play.
replay-play-on-ask = Play on from here?
replay-moved-forward = Moved forward to move { $move }, the next point where a player decides (move { $start } waited for dice or a card).
replay-play-on-explain =
    A new game starts after move { $move }: the same players, seed and history, then you decide. Dice and cards from here on come from the seed.
    It is saved as a new game; { $file } is not changed.
replay-play-on-keys = Enter: play on · Escape: stay in the replay
replay-playing-on = Playing on from move { $move }; this game is saved in { $path }.

## Rule pop-ups (the rules themselves stay in the rules document's words)
screen-advisor-rule = Dice total needed: **{ $rank }**. Reward: { $reward }.
screen-enemy-rule-title = Enemies of year { $year }
screen-enemy-rule = One of these cards attacks this winter. Compare your soldiers plus your buildings' battle values with its strength: higher wins the reward, equal holds it off, lower pays the penalty.
screen-tile-rule-title = { $advisor }: the { $advisor } tile (module 6)
screen-tile-rule-needed = Dice total needed: **{ $rank }**. This tile replaced the advisor's reward for the rest of the game.

## The whole log and a terminal too small
screen-log-screen-title = The whole game — { $keys } · Esc: back
screen-log-scroll-keys = ↑↓ PgUp PgDn Home End, mouse wheel: scroll
screen-log-screen-border = What happened, from the first move
screen-too-small =
    The terminal is { $width }×{ $height }.
    Kingsburg needs at least { $minwidth }×{ $minheight }
    (120×40 shows everything at once).
    Please enlarge the window.

## Buildings: what each does (data/buildings.yaml)
screen-building-text-statue = When you roll at the start of a productive season and all your dice match, you may roll one of them again.
screen-building-text-chapel = When your roll at the start of a productive season adds up to 7 or less, you may roll all of your dice again.
screen-building-text-church = Adds 1 to your battle strength when the enemy is Demons.
screen-building-text-cathedral = When the game ends, score 1 VP for every 2 goods you still hold.
screen-building-text-inn = Take one "+2" token at the end of every summer.
screen-building-text-market = Once each productive season, a group of dice may influence the advisor one rank above or below its total.
screen-building-text-farms = You roll one white bonus die in addition to your own in every productive season. Takes 1 from your battle strength.
screen-building-text-merchants_guild = Gain 1 gold at the start of every productive season, before the dice are rolled.
screen-building-text-guard_tower = Adds 1 to your battle strength against every enemy.
screen-building-text-blacksmith = Adds 1 to your battle strength against every enemy.
screen-building-text-barracks = When you recruit soldiers before a battle, each one costs 1 good rather than 2.
screen-building-text-wizards_guild = Adds 2 to your battle strength against every enemy.
screen-building-text-palisade = Adds 1 to your battle strength against every enemy, and 2 instead when the enemy is Zombies.
screen-building-text-stables = Every time an advisor gives you soldiers, you get one soldier more.
screen-building-text-stone_wall = Adds 1 to your battle strength against every enemy, and a battle that ends in a tie counts as your win.
screen-building-text-fortress = Adds 1 to your battle strength against every enemy, and every battle you win scores you 1 more VP.
screen-building-text-barricade = Adds 1 to your battle strength when the enemy is Goblins.
screen-building-text-crane = Buildings in columns 3 and 4 cost you 1 gold less.
screen-building-text-town_hall = Once at the end of each productive season, you may hand in 1 good or one "+2" token to score 1 VP.
screen-building-text-embassy = Score 1 VP at the end of every productive season, starting with the season in which you build it.

## Advisors' rewards in a few words (data/advisors.yaml)
screen-advisor-summary-1 = 1 VP
screen-advisor-summary-2 = 1 gold
screen-advisor-summary-3 = 1 wood
screen-advisor-summary-4 = 1 gold or 1 wood
screen-advisor-summary-5 = 1 soldier
screen-advisor-summary-6 = trade 1 good for 2
screen-advisor-summary-7 = 1 good and a +2 token
screen-advisor-summary-8 = 2 gold
screen-advisor-summary-9 = 1 wood + gold or stone
screen-advisor-summary-10 = 2 soldiers, peek enemy
screen-advisor-summary-11 = 1 stone + gold or wood
screen-advisor-summary-12 = 2 goods and a +2 token
screen-advisor-summary-13 = 3 stone
screen-advisor-summary-14 = pay 1 VP for 3 goods
screen-advisor-summary-15 = 1 of each good
screen-advisor-summary-16 = 4 gold
screen-advisor-summary-17 = 2 goods, 3 VP, peek
screen-advisor-summary-18 = each good + 1 soldier

## The court's rewards in fewer characters, where the whole one leaves no room
screen-advisor-short-1 = 1 VP
screen-advisor-short-2 = 1 gold
screen-advisor-short-3 = 1 wood
screen-advisor-short-4 = 1 gold/1 wood
screen-advisor-short-5 = 1 soldier
screen-advisor-short-6 = trade 1 good → 2
screen-advisor-short-7 = 1 good & a +2 token
screen-advisor-short-8 = 2 gold
screen-advisor-short-9 = 1 wood + gold/stone
screen-advisor-short-10 = 2 soldiers, peek
screen-advisor-short-11 = 1 stone + gold/wood
screen-advisor-short-12 = 2 goods & a +2 token
screen-advisor-short-13 = 3 stone
screen-advisor-short-14 = pay 1 VP → 3 goods
screen-advisor-short-15 = 1 of each good
screen-advisor-short-16 = 4 gold
screen-advisor-short-17 = 2 goods, 3 VP, peek
screen-advisor-short-18 = each good + 1 soldier

## Module 6: the tiles' rewards in a few words (data/tiles.yaml)
screen-tile-summary-1 = reward of next free advisor
screen-tile-summary-2 = 2 "+2" or 1 "+2" → gold+soldier
screen-tile-summary-3 = 1 good, left player picks
screen-tile-summary-4 = 1 good from the tile
screen-tile-summary-5 = the good on the tile
screen-tile-summary-6 = swap good/VP/soldier
screen-tile-summary-7 = opponent 1 good, you 2 alike
screen-tile-summary-8 = 2 goods picked by neighbours
screen-tile-summary-9 = 2 of gold/wood/VP/soldier+"+2"
screen-tile-summary-10 = 2 goods of one kind
screen-tile-summary-11 = stone, soldier, VP (+ swaps)
screen-tile-summary-12 = 3 gold / 3 VP, others 1 VP / gold
screen-tile-summary-13 = good, "+2", VP, soldier, peek
screen-tile-summary-14 = opponent takes 1, you the other 4
screen-tile-summary-15 = 2 of each good, give 2 away
screen-tile-summary-16 = 5 VP


## A building's name in a cell of the province sheet when the whole name does not fit
## (at most 11 characters: the cell at 120x40).
screen-building-short-statue = { building-statue }
screen-building-short-chapel = { building-chapel }
screen-building-short-church = { building-church }
screen-building-short-cathedral = { building-cathedral }
screen-building-short-inn = { building-inn }
screen-building-short-market = { building-market }
screen-building-short-farms = { building-farms }
screen-building-short-merchants_guild = Merch.Guild
screen-building-short-guard_tower = { building-guard_tower }
screen-building-short-blacksmith = { building-blacksmith }
screen-building-short-barracks = { building-barracks }
screen-building-short-wizards_guild = Wizar.Guild
screen-building-short-palisade = { building-palisade }
screen-building-short-stables = { building-stables }
screen-building-short-stone_wall = { building-stone_wall }
screen-building-short-fortress = { building-fortress }
screen-building-short-barricade = { building-barricade }
screen-building-short-crane = { building-crane }
screen-building-short-town_hall = { building-town_hall }
screen-building-short-embassy = { building-embassy }

## A module-6 tile's reward in fewer characters, when the court has no room for the whole
## (English: the same words; the court cuts them, the tile's rule is a key away).
screen-tile-short-1 = { screen-tile-summary-1 }
screen-tile-short-2 = { screen-tile-summary-2 }
screen-tile-short-3 = { screen-tile-summary-3 }
screen-tile-short-4 = { screen-tile-summary-4 }
screen-tile-short-5 = { screen-tile-summary-5 }
screen-tile-short-6 = { screen-tile-summary-6 }
screen-tile-short-7 = { screen-tile-summary-7 }
screen-tile-short-8 = { screen-tile-summary-8 }
screen-tile-short-9 = { screen-tile-summary-9 }
screen-tile-short-10 = { screen-tile-summary-10 }
screen-tile-short-11 = { screen-tile-summary-11 }
screen-tile-short-12 = { screen-tile-summary-12 }
screen-tile-short-13 = { screen-tile-summary-13 }
screen-tile-short-14 = { screen-tile-summary-14 }
screen-tile-short-15 = { screen-tile-summary-15 }
screen-tile-short-16 = { screen-tile-summary-16 }
