# What a player is asked and offered: prompts, menu titles and options, why a move is refused.
# Ids: decide-… (prompts and titles), action-… (menu options), illegal-… (refusals),
# turn-… (whose turn, the season, chance, tiebreaks).

## The prompt line: the player's name, then what is asked
turn-prompt = { $who }: { $prompt }
turn-over = The game is over
turn-chance = chance: { $what }
turn-season = Year { $year }, { $phase }

## What a chance event brings (the heading while the dice or cards are due)
turn-brings-order = draw the turn order
turn-brings-deck = shuffle the enemy deck
turn-brings-block = roll the dice that block advisors
turn-brings-roll = roll the new dice
turn-brings-reroll = reroll the dice
turn-brings-reinforcements = the King's reinforcements, then the battle
turn-brings-tile = draw an advisor tile
turn-brings-tile-die = roll the tile's die

## How a tie in the final ranking was broken
turn-tiebreak-shared = shared: same VP, goods and buildings
turn-tiebreak-goods = fewer goods
turn-tiebreak-buildings = fewer buildings

## Prompts
decide-favor = take 1 good of your choice from the King's Favor
decide-reroll = reroll with the Statue or the Chapel, or keep your dice
decide-influence = influence an advisor with your dice, or pass
decide-reward = choose your reward from the { $advisor } ({ $rank }): { $summary }
decide-reward-tile = choose your reward from the { $advisor } tile ({ $rank }): { $summary }
decide-build = build one building, or pass
decide-build-envoy = build a second building with the King's Envoy, or pass
decide-town-hall = pay 1 good or a "+2" token at the Town Hall for 1 VP, or pass
decide-recruit = { $price ->
    [one] recruit soldiers for { $price } good each, or pass
   *[other] recruit soldiers for { $price } goods each, or pass
}
decide-battle-gain = choose the good you win from the enemy
decide-battle-lose = { $n ->
    [one] choose { $n } good to give up to the enemy
   *[other] choose { $n } goods to give up to the enemy
}
decide-token = pick a soldier token in secret (the others look away)
decide-token-alone = pick a soldier token in secret (the others see only that you picked one)
decide-tile-give = choose the good { $who } gains from the { $advisor } tile
decide-tile-astronomer = take 1 good of your choice; { $who } gains 2 of the same kind (Astronomer tile)
decide-tile-smuggler = take one of the Smuggler tile's five rewards; { $who } takes the other four

## Menu titles
decide-title = Decide
decide-title-favor = King's Favor: pick a good
decide-title-reroll = Reroll?
decide-title-influence = Influence: pick an advisor
decide-title-influence-dice = Influence: pick dice
decide-title-reward = Advisor's reward
decide-title-build = Build
decide-title-town-hall = Town Hall
decide-title-recruit = Recruit soldiers
decide-title-battle-gain = Spoils of victory
decide-title-battle-lose = Goods lost to the enemy
decide-title-token = Soldier token: pick in secret
decide-title-tile-give = Tile gift: pick the good
decide-title-tile-astronomer = Astronomer tile: pick a good
decide-title-tile-smuggler = Smuggler tile: pick a reward
decide-title-dice = Dice { $dice }: which advisor?
decide-title-advisor = { $rank } { $advisor }: which dice?
decide-title-recruit-pay = { $soldiers }: pay with which goods?
decide-title-over = Game over
decide-final-scores = Show the final scores
decide-hint-recruit = { $price ->
    [one] { $price } good per soldier
   *[other] { $price } goods per soldier
}
decide-hint-advisor-first = d: advisor first
decide-hint-dice-first = d: dice first

## What each advisor's reward is, and each module 6 tile's, in a few words
decide-summary-advisor-1 = 1 VP
decide-summary-advisor-2 = 1 gold
decide-summary-advisor-3 = 1 wood
decide-summary-advisor-4 = 1 gold or 1 wood
decide-summary-advisor-5 = 1 soldier
decide-summary-advisor-6 = trade 1 good for 2
decide-summary-advisor-7 = 1 good and a +2 token
decide-summary-advisor-8 = 2 gold
decide-summary-advisor-9 = 1 wood + gold or stone
decide-summary-advisor-10 = 2 soldiers, peek enemy
decide-summary-advisor-11 = 1 stone + gold or wood
decide-summary-advisor-12 = 2 goods and a +2 token
decide-summary-advisor-13 = 3 stone
decide-summary-advisor-14 = pay 1 VP for 3 goods
decide-summary-advisor-15 = 1 of each good
decide-summary-advisor-16 = 4 gold
decide-summary-advisor-17 = 2 goods, 3 VP, peek
decide-summary-advisor-18 = each good + 1 soldier
decide-summary-tile-1 = reward of next free advisor
decide-summary-tile-2 = 2 "+2" or 1 "+2" → gold+soldier
decide-summary-tile-3 = 1 good, left player picks
decide-summary-tile-4 = 1 good from the tile
decide-summary-tile-5 = the good on the tile
decide-summary-tile-6 = swap good/VP/soldier
decide-summary-tile-7 = opponent 1 good, you 2 alike
decide-summary-tile-8 = 2 goods picked by neighbours
decide-summary-tile-9 = 2 of gold/wood/VP/soldier+"+2"
decide-summary-tile-10 = 2 goods of one kind
decide-summary-tile-11 = stone, soldier, VP (+ swaps)
decide-summary-tile-12 = 3 gold / 3 VP, others 1 VP / gold
decide-summary-tile-13 = good, "+2", VP, soldier, peek
decide-summary-tile-14 = opponent takes 1, you the other 4
decide-summary-tile-15 = 2 of each good, give 2 away
decide-summary-tile-16 = 5 VP
# An advisor's summary when a tile covers it
decide-summary-tiled = { $summary } (tile)

## Amounts of goods in a list ("2 gold, 1 stone"): a, b, c are amount-… terms
action-goods-0 = nothing
action-goods-1 = { $a }
action-goods-2 = { $a }, { $b }
action-goods-3 = { $a }, { $b }, { $c }

## Menu options: influencing an advisor
# Dice: "5 + 3 + white 4"
action-die = { $die }
action-white-die = white { $die }
action-dice-plus = { $head } + { $die }
# What an influence spends besides dice, joined by "&": "with "+2" token & Market +1"
action-extra-plus2 = "+2" token
action-extra-market = Market { $delta }
action-extra-envoy = Envoy
action-extras-middle = { $head } & { $item }
action-extras-and = { $head } & { $item }
action-with-extras = { " " }with { $extras }
action-influence-to = → { $rank } { $advisor }{ $extras } ({ $summary })
action-influence-dice = { $dice }{ $extras } = { $rank }
action-influence-dice-to = { $dice }{ $extras } → { $rank } { $advisor } ({ $summary })
action-influence-dice-group = dice { $dice } (total { $total }): { $n ->
    [one] { $n } target
   *[other] { $n } targets
}
action-influence-advisor = { $rank } { $advisor } ← { $dice }{ $extras } ({ $summary })
action-influence-advisor-group = { $rank } { $advisor } — { $summary } ({ $n ->
    [one] { $n } way
   *[other] { $n } ways
})
action-influence-pass = Pass — place no more dice this season ({ $left } unused)

## Menu options: recruiting
action-recruit-none = Recruit no soldiers
action-recruit = Recruit { $soldiers } for { $cost ->
    [one] { $cost } good
   *[other] { $cost } goods
}
action-recruit-paid = { $recruit } ({ $goods })
action-recruit-more = { $recruit } …
action-recruit-pay = Pay { $goods }
action-recruit-for = Recruit { amount-soldier-acc } for { $goods }

## Menu options: passing
action-pass = Pass
action-pass-reroll = Keep these dice
action-pass-build = Build nothing
action-pass-town-hall = Pay nothing at the Town Hall
action-pass-reward = Decline this reward

## Menu options: goods and rewards
action-take = Take { $goods }
action-give-up = Give up { $goods }
action-trade = Give 1 { $good }, get { $goods }
action-build = Build { $building }: { $cost } → { $vp } VP
action-build-envoy = Build { $building } (King's Envoy): { $cost } → { $vp } VP
action-reroll-chapel = Chapel: reroll all your dice
action-reroll-white = Statue: reroll one white die
action-reroll-statue = Statue: reroll one of your dice
action-town-hall-good = { building-town_hall }: pay 1 { $good } for 1 VP
action-town-hall-plus2 = { building-town_hall }: pay a "+2" token for 1 VP
action-token = { $n ->
    [one] Token { $n }: { $n } soldier
   *[other] Token { $n }: { $n } soldiers
}
action-give = Give 1 { $good }
action-choose = Choose { $who }
action-give-to = { $good } to { $who }
action-distribute = Give { $gifts }
action-reward-tile = Take the { $advisor } tile's reward: { $got }
action-reward = Take { $parts }
action-reward-pay = Pay { $vp } VP, take { $parts }
action-reward-peek = { $take } and see this year's enemy
action-reward-soldiers = { $n ->
    [one] { $n } soldier
   *[other] { $n } soldiers
}
action-reward-plus2 = { $n } "+2" token
action-reward-vp = { $n } VP
# Module 6: a tile's bundle ("Pay 1 VP gain wood, 1 soldier"); a lone good goes without "1"
action-gain = Gain { $gained }
action-gain-nothing = Gain nothing
action-pay-gain = Pay { $paid } gain { $gained }
action-pay-gain-nothing = Pay { $paid } gain nothing
action-bundle-one = { $good }
action-bundle-vp = { $n } VP
action-bundle-soldier = { $n ->
    [one] { $n } soldier
   *[other] { $n } soldiers
}
action-bundle-plus2 = { $n ->
    [one] { $n } +2 token
   *[other] { $n } +2 tokens
}
action-bundle-items = { $head }, { $item }
action-others-vp = { $label }; every other player gains { $n } VP
action-others-gold = { $label }; every other player gains { $n } gold

## Why a move is refused
illegal-not-now = { $move } is not allowed now: { $why }
illegal-text-no-decision = { $move }: no player decision is due now
illegal-over = the game is over
illegal-no-decision = no player decision is due now
illegal-nothing-to-undo = nothing to undo since the last dice roll or card
illegal-chance-due = a chance outcome ({ $kind }) is due, not a decision
illegal-no-chance = { $who } must decide now; no chance is due
illegal-not-a-choice = it is not one of the choices open now
illegal-reroll = { $who } may not reroll with the { $building } now
illegal-no-advisor = there is no advisor { $rank } (1 to 18)
illegal-no-die = { $who } has no unused die showing { $die }
illegal-no-white-die = { $who } has no unused bonus die showing { $die }
illegal-no-plus2 = { $who } has no "+2" token to use this season
illegal-no-market = { $who } has no Market to use this season
illegal-no-envoy = { $who } does not hold the King's Envoy
illegal-dice-total = those dice make { $total }, not { $rank }
illegal-advisor-taken = advisor { $rank } is already taken (the King's Envoy is not named)
illegal-advisor-full = advisor { $rank } already holds two groups of dice
illegal-envoy-not-needed = advisor { $rank } is free: the King's Envoy is not needed
illegal-no-building = there is no building { $building }
illegal-owned = { $who } already owns the { $building }
illegal-row-first = the buildings left of the { $building } in row { $row } must be built first
illegal-second-needs-envoy = a second building this season needs the King's Envoy (write 'with envoy')
illegal-envoy-second-only = the King's Envoy builds only a second building, after a first one
illegal-cannot-afford = { $who } cannot afford the { $building }: it costs { $cost }, { $who } has { $has }
# Completes nothing: each is a whole sentence, "Ann must first decide …"
illegal-due-favor = { $who } must first decide which good to take from the King's Favor
illegal-due-reroll = { $who } must first decide whether to reroll with the Statue or the Chapel
illegal-due-influence = { $who } must first decide which advisor to influence, or pass
illegal-due-reward = { $who } must first decide which reward to take from advisor { $rank }
illegal-due-build = { $who } must first decide what to build, or pass
illegal-due-town-hall = { $who } must first decide whether to pay at the Town Hall
illegal-due-recruit = { $who } must first decide how many soldiers to recruit
illegal-due-battle-gain = { $who } must first decide which goods to win from the enemy
illegal-due-token = { $who } must first decide which soldier token to pick
illegal-due-tile-give = { $who } must first decide which good another player gains from a tile
illegal-due-tile-astronomer = { $who } must first decide which good to take from the Astronomer tile
illegal-due-tile-smuggler = { $who } must first decide which reward to take from the Smuggler tile
illegal-due-battle-lose = { $who } must first decide which goods to give up to the enemy

## The keys under a menu, and the end of a turn held for one key
decide-keys-choose = ↑↓ Enter or { $keys }: choose
decide-keys-new = New choice · Enter: highlight · { $keys }: choose
decide-keys-back = Esc: back
decide-more = More: { $n ->
    [one] { $n } other option
   *[other] { $n } other options
}
decide-more-title = { $title } (more)
decide-held-done = you chose “{ $move }”
decide-held-go-on = go on
decide-title-end-of-turn = End of turn
decide-hint-undo = u: undo
action-end-turn = End my turn: { $next }
action-undo = Undo: { $move }

## A chance outcome that cannot be the one due (a record edited by hand)
illegal-expected-order = expected the starting turn order: every player once
illegal-expected-deck = expected the enemy deck: one card of each year, I to V
illegal-expected-reinforcements = { $dice ->
    [one] expected the King's reinforcements: one die from 1 to 6
   *[other] expected the King's reinforcements: two dice from 1 to 6
}
illegal-expected-block = expected the roll of { $n } blocking dice
illegal-block-dice = the blocking roll needs { $n } dice from 1 to 6
illegal-expected-roll = expected the dice roll of { $who }
illegal-roll-dice = { $who } rolls { $n } dice and { $white } bonus dice, each from 1 to 6
illegal-expected-reroll = expected { $n } rerolled dice for { $who }
illegal-expected-tile = expected a tile still in the bag
illegal-expected-tile-die = expected the Sergeant tile's die (1 to 6)
