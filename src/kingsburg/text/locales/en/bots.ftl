# The computers' reasons (the log's "↳ Bruno: …") and the hints: src/kingsburg/bots,
# rendered by src/kingsburg/text/reasons.py. A reason is "what it does: why".

## Numbers the bots worked out (one decimal as the language writes it)
bot-number = { NUMBER($n, minimumFractionDigits: 1, maximumFractionDigits: 1) }
bot-plus = +{ NUMBER($n, minimumFractionDigits: 1, maximumFractionDigits: 1) }
bot-vp-signed = { $vp } VP

## A whole reason
bot-reason = { $what } — { $why }
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
bot-sets-token = sets aside a token of { $n ->
    [one] { $n } soldier
   *[other] { $n } soldiers
}
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

## Older records' numbers (before details existed; shown as details): solid and beginner
bot-why-advisor-vp = victory points worth { $worth } VP to me, { $mine } after the dice it uses (best other { $other })
bot-why-advisor-goods = goods worth { $worth } VP to me, { $mine } after the dice it uses (best other { $other })
bot-why-advisor-soldiers = soldiers to beat the year's { $enemy } (strength { $strength }) worth { $worth } VP to me, { $mine } after the dice it uses (best other { $other })
bot-why-advisor-soldiers-range = soldiers for a winter enemy of strength { $low }-{ $high } worth { $worth } VP to me, { $mine } after the dice it uses (best other { $other })
bot-why-keep-dice = keeping the dice scores { $mine }, the best advisor left { $other }
bot-why-recruit = against a winter enemy of strength up to { $high }, the battle gain less the goods paid is { $mine } VP (best other { $other })
bot-why-token = the winter battle and the tokens left score { $mine } VP by my estimate
bot-why-estimate = my estimate of the position after it { $mine } VP, after the best other { $other }

## Older records' numbers: the strong level's search
bot-why-search = over { $n } sampled futures { $kind }
bot-why-search-next = over { $n } sampled futures { $kind }, after the next best ({ $move }) { $score }
bot-why-search-held = over { $n } sampled futures { $kind }; { $move } scored { $score }, only { $held } standard errors more: within chance, so my first choice stays
bot-search-lead = my mean lead over { $rival } at the end { $score }
bot-search-final-span = my mean final VP plus my lead over the best other (counted up to { NUMBER($span) } VP either way) { $score }
bot-search-final-lead = my mean final VP plus my lead over the best other { $score }
bot-search-final = my mean final VP { $score }
bot-search-estimate = my mean estimate of my final VP { $score }

## Another move, in a few words (the next best the bot weighed; a move taken back)
bot-move-build = { $envoy ->
    [1] build the { $building } with the King's Envoy
   *[0] build the { $building }
}
bot-move-influence = { $advisor } ({ $rank } ← { $dice }{ $token ->
    [1] { " " }with a "+2" token
   *[0] {""}
}{ $market ->
    [1] , Market +1
    [-1] , Market −1
   *[0] {""}
}{ $envoy ->
    [1] , King's Envoy
   *[0] {""}
})
bot-dice-white = { $dice }+white { $white }
bot-die-white = white { $white }
bot-move-pass = pass
bot-move-take = take { $goods }
bot-move-take-reward = take the reward
bot-move-recruit = recruit { $n ->
    [one] { $n } soldier
   *[other] { $n } soldiers
} for { $goods }
bot-move-lose = give up { $goods }
bot-move-token = set aside a token of { $n ->
    [one] { $n } soldier
   *[other] { $n } soldiers
}
bot-move-town_hall = Town Hall: pay 1 { $good } for 1 VP
bot-move-town_hall-plus2 = Town Hall: pay a "+2" token for 1 VP
bot-move-reroll-chapel = Chapel: reroll all dice
bot-move-reroll-statue = Statue: reroll one die
bot-move-reroll-statue-white = Statue: reroll a white die
bot-move-trade = give 1 { $good } for one of each other good
bot-move-give = give 1 { $good }
bot-move-choose = choose { $who }
bot-gift = 1 { $good } to { $who }
bot-move-distribute = give { $first } and { $second }
bot-move-distribute-one = give { $first }
bot-move-gain = gain { $gain }
bot-move-pay-gain = pay { $pay } to gain { $gain }
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

## The first line of a reason: what the move gets, and what it is for
bot-reason-details = { $reason } · { $details }
bot-why-and = { $first }; { $second }
bot-why-varied = close to my best, { $diff } VP: I vary my play
bot-influences-dice = { $advisor } ({ $rank } ← { $dice }{ $extras }): { $gives }
bot-no-extras = {""}
bot-with-extras = { " " }with { $items }
bot-extra-plus2 = a "+2" token
bot-extra-market = { $delta ->
    [up] the Market (+1)
   *[down] the Market (−1)
}
bot-extra-envoy = the King's Envoy
bot-recruits-for = recruits { $n ->
    [one] { $n } soldier
   *[other] { $n } soldiers
} for { $goods }
bot-for-battle = for the winter battle against the { $enemy } (strength { $strength })
bot-for-battle-range = for the winter battle (the enemy's strength { $low }–{ $high })
bot-for-enough = enough to build the { $building }
bot-for-toward = closer to the { $building } ({ $n ->
    [one] { $n } good
   *[other] { $n } goods
} short)
bot-move-gifts = give { $gifts }

## The details (a key away): the bot's own numbers, all in expected final VP
bot-detail-ahead = expected final VP by my reckoning: { $diff } against the next best choice ({ $move })
bot-detail-varied = expected final VP by my reckoning: { $diff } against my best choice ({ $move }); I vary my play on purpose
bot-detail-search = over { $n ->
    [one] { $n } sampled future
   *[other] { $n } sampled futures
}: expected final VP after it { $mine }
bot-detail-search-next = over { $n ->
    [one] { $n } sampled future
   *[other] { $n } sampled futures
}: expected final VP after it { $mine }, after the next best ({ $move }) { $other }
bot-detail-search-held = { $move } scored a little higher, only { $held } standard errors ahead: within chance, so I keep my first choice
bot-detail-search-lead = I weigh my lead over { $rival } too: { $mine } VP after it, { $other } VP after the next best
bot-detail-search-margin = near the end I weigh my lead over the best other too (counted up to { NUMBER($span) } VP either way): score { $mine } after it, { $other } after the next best

## The hint (the h key): what the strong level would do here
hint-thinking = Hint: thinking…
hint-heading = Hint (strong level):
hint-details = the numbers behind it: { $details }
hint-details-key = (h again: the numbers behind it)

## The computer levels (setup screen): the name shown for each CLI value, and a line on it
bot-level-name-beginner = beginner
bot-level-name-solid = solid
bot-level-name-strong = strong
bot-level-beginner = plays sensibly but misses plans; good for learning
bot-level-solid = a careful player with sound habits
bot-level-strong = looks ahead through many possible seasons; hard to beat
