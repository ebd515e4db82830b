# Names of the game's things, and the small pieces every sentence uses.
# A term may carry attributes (cases, gender) for languages whose sentences need them;
# English needs none. The message ids are fixed: code asks for them by id.


## Lists
list-empty = nothing
list-middle = { $head }, { $item }
list-end = { $head } and { $item }
list-end-or = { $head } or { $item }

## Goods and other amounts
good-gold = gold
good-wood = wood
good-stone = stone
amount-gold = { $n } gold
amount-wood = { $n } wood
amount-stone = { $n } stone
amount-good = { $n ->
    [one] { $n } good
   *[other] { $n } goods
}
amount-soldier = { $n ->
    [one] { $n } soldier
   *[other] { $n } soldiers
}
amount-soldier-acc = { amount-soldier }
amount-plus2 = { $n ->
    [one] { $n } "+2" token
   *[other] { $n } "+2" tokens
}
amount-vp = { $n } VP
amount-nothing = nothing

## Advisors (by rank); module 6's tiles carry the same names
advisor-1 = Jester
advisor-2 = Squire
advisor-3 = Architect
advisor-4 = Merchant
advisor-5 = Sergeant
advisor-6 = Alchemist
advisor-7 = Astronomer
advisor-8 = Treasurer
advisor-9 = Master Hunter
advisor-10 = General
advisor-11 = Swordsmith
advisor-12 = Duchess
advisor-13 = Champion
advisor-14 = Smuggler
advisor-15 = Inventor
advisor-16 = Wizard
advisor-17 = Queen
advisor-18 = King

## Buildings (by id)
building-statue = Statue
building-chapel = Chapel
building-church = Church
building-cathedral = Cathedral
building-inn = Inn
building-market = Market
building-farms = Farms
building-merchants_guild = Merchants' Guild
building-guard_tower = Guard Tower
building-blacksmith = Blacksmith
building-barracks = Barracks
building-wizards_guild = Wizards' Guild
building-palisade = Palisade
building-stables = Stables
building-stone_wall = Stone Wall
building-fortress = Fortress
building-barricade = Barricade
building-crane = Crane
building-town_hall = Town Hall
building-embassy = Embassy

## Enemies (by kind)
enemy-barbarians = Barbarians
enemy-goblins = Goblins
enemy-orcs = Orcs
enemy-zombies = Zombies
enemy-demons = Demons
enemy-dragon = Dragon

## Phases of a year (0 the setup, 9 the end of the game)
phase-0 = setup
phase-1 = King's Favor
phase-2 = spring
phase-3 = King's Reward
phase-4 = summer
phase-5 = King's Envoy
phase-6 = fall
phase-7 = recruitment
phase-8 = winter
phase-9 = end of game
