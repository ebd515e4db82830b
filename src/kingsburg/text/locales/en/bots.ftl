# The computers' reasons (the log's "↳ Bruno: …") and the hints: src/kingsburg/bots,
# rendered by src/kingsburg/text/reasons.py. A reason is "what it does: why".

## Numbers the bots worked out (one decimal as the language writes it)
bot-number = { NUMBER($n, minimumFractionDigits: 1, maximumFractionDigits: 1) }
bot-plus = +{ NUMBER($n, minimumFractionDigits: 1, maximumFractionDigits: 1) }
bot-vp-signed = { $vp } VP

## A whole reason
bot-reason = { $what }: { $why }
bot-reason-withheld = { $what } (why rests on a card only this player has seen)
bot-reason-done = { $done } — { $reason }

## Reasons without a "why"
bot-only-move = the only move
bot-at-random = picked at random
bot-immediate-gain = best immediate gain
bot-flat = over { $n } random games it ends { $mean } VP on the best other

## What a move that put nothing in the log did
bot-done-town_hall = does not use the Town Hall
bot-done-build = builds nothing
bot-done-recruit = recruits no soldiers
bot-done-influence = places no more dice
bot-done-reward = declines the reward
bot-done-reroll = keeps the dice
bot-done-pass = passes

## What a move does
bot-influences = influences the { $advisor } ({ $gives })
bot-builds = builds the { $building } ({ $details })
bot-recruits = recruits { $n }
bot-sets-token = sets aside token { $n }
bot-stops = stops
bot-recruits-none = recruits no one
bot-declines = declines
bot-takes = takes { $goods }
bot-takes-enough = takes { $goods }, enough for the { $building }
bot-takes-toward = takes { $goods }, toward the { $building } ({ $n ->
    [one] { $n } good
   *[other] { $n } goods
} short)
bot-takes-reward = takes the reward

## What each advisor gives (by rank)
bot-gives-1 = 1 VP
bot-gives-2 = 1 gold
bot-gives-3 = 1 wood
bot-gives-4 = 1 gold or 1 wood
bot-gives-5 = 1 soldier
bot-gives-6 = trade 1 good for 2
bot-gives-7 = 1 good and a +2 token
bot-gives-8 = 2 gold
bot-gives-9 = 1 wood + gold or stone
bot-gives-10 = 2 soldiers, peek enemy
bot-gives-11 = 1 stone + gold or wood
bot-gives-12 = 2 goods and a +2 token
bot-gives-13 = 3 stone
bot-gives-14 = pay 1 VP for 3 goods
bot-gives-15 = 1 of each good
bot-gives-16 = 4 gold
bot-gives-17 = 2 goods, 3 VP, peek
bot-gives-18 = each good + 1 soldier

## What a building brings (in the parentheses after its name)
bot-vp = { $n } VP
bot-no-vp = no VP
bot-list-2 = { $first }, { $second }
bot-list-3 = { $first }, { $second }, { $third }
bot-defence = a stronger defence every winter
bot-defence-against = a stronger defence against { $enemy ->
    [Barbarians] barbarians
    [Goblins] goblins
    [Orcs] orcs
    [Zombies] zombies
    [Demons] demons
    [Dragon] dragon
   *[unknown] { $enemy }
}
bot-effect-statue = a reroll when all dice match
bot-effect-chapel = a reroll of low rolls
bot-effect-cathedral = points for goods left at the end
bot-effect-inn = a "+2" token every summer
bot-effect-market = dice that reach one advisor further
bot-effect-farms = an extra white die every season
bot-effect-merchants_guild = 1 gold every season
bot-effect-barracks = soldiers for 1 good each
bot-effect-stables = an extra soldier from advisors
bot-effect-stone_wall = ties that count as wins
bot-effect-fortress = 1 more VP for every battle won
bot-effect-crane = cheaper buildings on the right
bot-effect-town_hall = goods turned into VP
bot-effect-embassy = 1 VP every season

## Why: the solid and beginner levels' own scores
bot-why-advisor-vp = victory points worth { $worth } VP to me, { $mine } after the dice it uses (best other { $other })
bot-why-advisor-goods = goods worth { $worth } VP to me, { $mine } after the dice it uses (best other { $other })
bot-why-advisor-soldiers = soldiers to beat the year's { $enemy } (strength { $strength }) worth { $worth } VP to me, { $mine } after the dice it uses (best other { $other })
bot-why-advisor-soldiers-range = soldiers for a winter enemy of strength { $low }-{ $high } worth { $worth } VP to me, { $mine } after the dice it uses (best other { $other })
bot-why-keep-dice = keeping the dice scores { $mine }, the best advisor left { $other }
bot-why-recruit = against a winter enemy of strength up to { $high }, the battle gain less the goods paid is { $mine } VP (best other { $other })
bot-why-token = the winter battle and the tokens left score { $mine } VP by my estimate
bot-why-estimate = my estimate of the position after it { $mine } VP, after the best other { $other }

## Why: the strong level's search
bot-why-search = over { $n } sampled futures { $kind }
bot-why-search-next = over { $n } sampled futures { $kind }, after the next best ({ $move }) { $score }
bot-why-search-held = over { $n } sampled futures { $kind }; { $move } scored { $score }, only { $held } standard errors more: within chance, so my first choice stays
bot-search-lead = my mean lead over { $rival } at the end { $score }
bot-search-final-span = my mean final VP plus my lead over the best other (counted up to { NUMBER($span) } VP either way) { $score }
bot-search-final-lead = my mean final VP plus my lead over the best other { $score }
bot-search-final = my mean final VP { $score }
bot-search-estimate = my mean estimate of my final VP { $score }

## Moves as the notation writes them (another move the search weighed)
bot-move-build = { $envoy ->
    [1] build { $building } with envoy
   *[0] build { $building }
}
bot-move-influence = { $advisor ->
   *[any] influence { $rank } with { $dice }
}{ $token ->
    [1] { " " }+2
   *[0] {""}
}{ $market ->
    [1] { " " }market +1
    [-1] { " " }market -1
   *[0] {""}
}{ $envoy ->
    [1] { " " }envoy
   *[0] {""}
}
bot-dice-white = { $dice }+w{ $white }
bot-die-white = w{ $white }
bot-move-pass = pass
bot-move-take = take { $goods }
bot-move-take-reward = take reward
bot-move-recruit = recruit { $n } for { $goods }
bot-move-lose = lose { $goods }
bot-move-token = token { $n }
bot-move-town_hall = town hall pay { $good }
bot-move-town_hall-plus2 = town hall pay +2
bot-move-reroll-chapel = chapel reroll
bot-move-reroll-statue = statue reroll
bot-move-reroll-statue-white = statue reroll white
bot-move-trade = trade { $good }
bot-move-give = give { $good }
bot-move-choose = choose { $who }
bot-gift = { $good } to { $who }
bot-move-distribute = give { $first }, { $second }
bot-move-distribute-one = give { $first }
bot-move-gain = gain { $gain }
bot-move-pay-gain = pay { $pay } gain { $gain }
bot-unit-vp = { $n } VP
bot-unit-soldier = { $n ->
    [one] { $n } soldier
   *[other] { $n } soldiers
}
bot-unit-token = { $n ->
    [one] { $n } +2 token
   *[other] { $n } +2 tokens
}
bot-move-notation = { $notation }

## The hint (the h key): what the strong level would do here
hint-thinking = Hint: thinking…
hint-heading = Hint (strong level):

## The computer levels (setup screen): the name shown for each CLI value, and a line on it
bot-level-name-beginner = beginner
bot-level-name-solid = solid
bot-level-name-strong = strong
bot-level-beginner = plays sensibly but misses plans; good for learning
bot-level-solid = a careful player with sound habits
bot-level-strong = looks ahead through many possible seasons; hard to beat
