# The game log: one message for each kind and form of event (kingsburg.text.events).
# $who, $picker, $other, $chooser, $to: players' names; $year: a year's numeral (I-V);
# $tile: module 6's tile on an advisor (log-tile below words it, in each case).

## The calendar
log-phase = Year { $year }: { $phase }
log-season-end = End of { $phase }, year { $year }
log-order-season = Turn order: { $order }
log-order-entry = { $who } ({ $total })
log-order-start = Starting turn order: { $players }
log-deck = One enemy card of each year is shuffled face down into the deck
log-winter = The armies go home: every soldier track returns to 0

## The King: favor, envoy
log-favor-tie = King's Favor: { $players } are tied; each takes 1 good of choice
log-favor-die = King's Favor: { $who } will roll a bonus die this spring
log-envoy-return = { $who } returns the unused King's Envoy
log-envoy-receive = King's Envoy: { $who } receives the envoy
log-envoy-none = King's Envoy: a tie for the least developed province, nobody receives the envoy

## Module 5: soldier tokens
log-tokens-revealed = Soldier tokens revealed (each adds that many soldiers): { $tokens }
log-token-entry = { $who } { $token }
log-token-aside = { $who } sets a soldier token aside, face down
log-token-secret = Your soldier token this winter: { $token }
log-token-secret-named = { $who }'s soldier token this winter: { $token }

## Dice
log-roll = { $who } rolls { $dice } (total { $total })
log-roll-bonus = { $who } rolls { $dice } and bonus { $bonus } (total { $total })
log-again = { $who } now has { $dice } (total { $total })
log-again-bonus = { $who } now has { $dice } and bonus { $bonus } (total { $total })
log-block = Neutral dice { $dice } block advisor { $rank }
log-block-split = Neutral dice { $dice } total { $total }, already blocked: they block advisor { $ranks } instead
log-reroll-one = { $who } uses the { $building } to reroll one die
log-reroll-white = { $who } uses the { $building } to reroll a bonus die
log-reroll-all = { $who } uses the { $building } to reroll all dice
log-bonus-die = bonus { $die }
log-using-plus2 = a "+2" token
log-using-market = the Market ({ $shift })
log-using-envoy = the King's Envoy
log-influence = { $who } influences the { $advisor } ({ $rank }) with { $dice }
log-influence-using = { $who } influences the { $advisor } ({ $rank }) with { $dice } using { $using }
log-pass = { $who } passes
log-pass-unused = { $who } passes with { $n ->
    [one] { $n } die
   *[other] { $n } dice
} unused
log-pass-no-dice = { $who } has no dice left and passes
log-pass-blocked = { $who } cannot reach a free advisor and passes
log-reinforce = { $who } rolls { $dice } for the King's reinforcements: every player gains { $n ->
    [one] { $n } soldier
   *[other] { $n } soldiers
}

## Rewards and goods
log-spoils = { $who } takes { $goods } as the spoils of victory
log-from-favor = { $who } takes { $goods } from the King's Favor
log-from-building = { $who } takes { $goods } from the { $building }
log-from-building-plus2 = { $who } takes a "+2" token from the { $building }
log-lose = { $who } loses { $goods }
log-lose-nothing = { $who } loses nothing
log-give-up = { $who } gives up { $goods }
log-recruit-none = { $who } recruits no soldiers
log-recruit = { $who } recruits { $n ->
    [one] { $n } soldier
   *[other] { $n } soldiers
} for { $goods }
log-built = { $who } builds the { $building } for { $goods }
log-built-envoy = { $who } builds the { $building } with the King's Envoy for { $goods }
log-reward-advisor = The { $advisor } gives { $who } { $goods }
log-reward-stables = The { $advisor } gives { $who } { $goods } (1 more soldier thanks to the Stables)
log-trade = The { $advisor } turns { $who }'s { $good } into { $goods }
log-decline-advisor = { $who } declines the { $giver }'s reward
log-decline-tile = { $who } declines the { $giver }'s reward
log-nothing-no-goods = The { $giver } gives { $who } nothing (no goods to trade)
log-nothing-tile-empty = The { $giver } gives { $who } nothing (nothing lies on it)
log-nothing-nothing-to-take = The { $giver } gives { $who } nothing (nothing to take)
log-peek-advisor = { $who } secretly looks at the next enemy card ({ $giver })
log-peek-tile = { $who } secretly looks at the next enemy card ({ $giver })
log-build-none = { $who } builds nothing this season
log-build-cannot = { $who } cannot afford any building

## Victory points
log-vp-building = { $who } { $sign ->
    [lose] loses
   *[gain] gains
} { $n } VP for the { $thing }
log-vp-advisor = { $sign ->
    [lose] { $who } loses { $n } VP paid to the { $thing }
   *[gain] { $who } gains { $n } VP from the { $thing }
}
log-vp-tile = { $who } { $sign ->
    [lose] loses
   *[gain] gains
} { $n } VP ({ $thing })
log-vp-tile-choice = { $who } { $sign ->
    [lose] loses
   *[gain] gains
} { $n } VP ({ $thing }, { $chooser }'s choice)
log-vp-king = { $who } { $sign ->
    [lose] loses
   *[gain] gains
} { $n } VP from the King's Reward (most buildings: { $count })
log-vp-victory = { $who } { $sign ->
    [lose] loses
   *[gain] gains
} { $n } VP for the victory
log-vp-fortress = { $who } { $sign ->
    [lose] loses
   *[gain] gains
} { $n } VP from the Fortress
log-vp-highest = { $who } { $sign ->
    [lose] loses
   *[gain] gains
} { $n } VP for the highest strength
log-vp-destroyed = { $who } { $sign ->
    [lose] loses
   *[gain] gains
} { $n } VP with the { $thing }
log-vp-enemy = { $who } { $sign ->
    [lose] loses
   *[gain] gains
} { $n } VP to the enemy
log-vp-embassy = { $who } { $sign ->
    [lose] loses
   *[gain] gains
} { $n } VP from the Embassy
log-vp-town-hall = { $who } { $sign ->
    [lose] loses
   *[gain] gains
} { $n } VP at the Town Hall for { $paid }
log-paid-gold = 1 gold
log-paid-wood = 1 wood
log-paid-stone = 1 stone
log-paid-plus2 = a "+2" token
log-vp-cathedral = { $who } { $sign ->
    [lose] loses
   *[gain] gains
} { $n } VP from the Cathedral ({ $count ->
    [one] { $count } good
   *[other] { $count } goods
})
log-vp-token-left = { $who } { $sign ->
    [lose] loses
   *[gain] gains
} { $n } VP for the soldier token left over ({ $count })

## Module 6: the advisor tiles
log-tile = { $advisor } tile
log-tile-gen = { $advisor } tile
log-tile-dat = { $advisor } tile
log-tile-acc = { $advisor } tile
log-tile-gender = n
log-draw = { $who } draws the { $tile }: from now on advisor { $rank } gives { $rule }
log-leave = The { $tile } leaves the game: advisor { $rank } gives its printed reward again
log-picked = { $picker } picks { $goods } for { $who } ({ $tile })
log-tile-gain = { $who } gains { $goods } ({ $tile })
log-bundle = { $who }: gain { $gained } ({ $tile })
log-bundle-pay = { $who }: pay { $paid } gain { $gained } ({ $tile })
log-bundle-plus2 = { $n ->
    [one] { $n } +2 token
   *[other] { $n } +2 tokens
}
log-refill = The empty { $tile } is refilled with { $goods }
log-sergeant = The { $tile }'s die shows { $die }: { $goods } now lies on it
log-jester-none = The { $tile } has nowhere to send { $who }: every advisor was influenced
log-jester = The { $tile } sends { $who } to the { $advisor } ({ $rank }), whom nobody influenced
log-choose = { $who } picks { $other } for the { $tile }
log-gift = { $good } to { $to }
log-list-semicolon = { $head }; { $item }
log-and-more = { $head } and { $item }
log-gifts = { $who } gives { $gifts } ({ $tile })
log-tile-rule-1 = reward of next free advisor
log-tile-rule-2 = 2 "+2" or 1 "+2" → gold+soldier
log-tile-rule-3 = 1 good, left player picks
log-tile-rule-4 = 1 good from the tile
log-tile-rule-5 = the good on the tile
log-tile-rule-6 = swap good/VP/soldier
log-tile-rule-7 = opponent 1 good, you 2 alike
log-tile-rule-8 = 2 goods picked by neighbours
log-tile-rule-9 = 2 of gold/wood/VP/soldier+"+2"
log-tile-rule-10 = 2 goods of one kind
log-tile-rule-11 = stone, soldier, VP (+ swaps)
log-tile-rule-12 = 3 gold / 3 VP, others 1 VP / gold
log-tile-rule-13 = good, "+2", VP, soldier, peek
log-tile-rule-14 = opponent takes 1, you the other 4
log-tile-rule-15 = 2 of each good, give 2 away
log-tile-rule-16 = 5 VP

## Winter: the battle
log-enemy = The year { $year } enemy attacks: { $enemy }, strength { $strength }
log-enemy-secret = Year { $year } enemy: { $enemy }, strength { $strength }
log-destroy = The { $enemy } destroy { $who }'s { $building }
log-battle = { $who }: { $summary }
log-battle-term = { " " }{ $mod } { $building }
log-battle-summary = { $soldiers ->
    [one] { $soldiers } soldier
   *[other] { $soldiers } soldiers
}{ $terms } = strength { $strength } vs { $against }: { $result ->
    [win] wins
    [tie] holds the enemy off (tie)
   *[loss] is defeated
}
