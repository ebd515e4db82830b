# Názvy věcí ve hře a drobné části vět. Atributy: .gen (2. pád), .dat (3. pád), .acc (4. pád),
# .loc (6. pád), .gender: m, f, n, pl-m (muži), pl-f, pl-n (pomnožná jména).


## Výčty
list-empty = nic
list-middle = { $head }, { $item }
list-end = { $head } a { $item }
list-end-or = { $head } nebo { $item }

## Suroviny a jiná množství
good-gold = zlato
good-wood = dřevo
good-stone = kámen
amount-gold = { $n ->
    [one] { $n } zlato
    [few] { $n } zlata
   *[other] { $n } zlata
}
amount-wood = { $n ->
    [one] { $n } dřevo
    [few] { $n } dřeva
   *[other] { $n } dřeva
}
amount-stone = { $n ->
    [one] { $n } kámen
    [few] { $n } kameny
    [many] { $n } kamene
   *[other] { $n } kamenů
}
amount-good = { $n ->
    [one] { $n } surovina
    [few] { $n } suroviny
    [many] { $n } suroviny
   *[other] { $n } surovin
}
amount-soldier = { $n ->
    [one] { $n } voják
    [few] { $n } vojáci
    [many] { $n } vojáka
   *[other] { $n } vojáků
}
amount-soldier-acc = { $n ->
    [one] { $n } vojáka
    [few] { $n } vojáky
    [many] { $n } vojáka
   *[other] { $n } vojáků
}
amount-plus2 = { $n ->
    [one] { $n } žeton „+2“
    [few] { $n } žetony „+2“
    [many] { $n } žetonu „+2“
   *[other] { $n } žetonů „+2“
}
amount-vp = { $n } VB
amount-nothing = nic

## Rádci (podle hodnosti); destičky modulu 6 nesou stejná jména
advisor-1 = Šašek
    .gen = Šaška
    .dat = Šaškovi
    .acc = Šaška
    .gender = m
advisor-2 = Statkář
    .gen = Statkáře
    .dat = Statkáři
    .acc = Statkáře
    .gender = m
advisor-3 = Stavitel
    .gen = Stavitele
    .dat = Staviteli
    .acc = Stavitele
    .gender = m
advisor-4 = Obchodník
    .gen = Obchodníka
    .dat = Obchodníkovi
    .acc = Obchodníka
    .gender = m
advisor-5 = Hejtman
    .gen = Hejtmana
    .dat = Hejtmanovi
    .acc = Hejtmana
    .gender = m
advisor-6 = Alchymista
    .gen = Alchymisty
    .dat = Alchymistovi
    .acc = Alchymistu
    .gender = m
advisor-7 = Astronom
    .gen = Astronoma
    .dat = Astronomovi
    .acc = Astronoma
    .gender = m
advisor-8 = Strážce pokladu
    .gen = Strážce pokladu
    .dat = Strážci pokladu
    .acc = Strážce pokladu
    .gender = m
advisor-9 = Vrchní lovčí
    .gen = Vrchního lovčího
    .dat = Vrchnímu lovčímu
    .acc = Vrchního lovčího
    .gender = m
advisor-10 = Vojevůdce
    .gen = Vojevůdce
    .dat = Vojevůdci
    .acc = Vojevůdce
    .gender = m
advisor-11 = Mečíř
    .gen = Mečíře
    .dat = Mečíři
    .acc = Mečíře
    .gender = m
advisor-12 = Šlechtična
    .gen = Šlechtičny
    .dat = Šlechtičně
    .acc = Šlechtičnu
    .gender = f
advisor-13 = Hrdina
    .gen = Hrdiny
    .dat = Hrdinovi
    .acc = Hrdinu
    .gender = m
advisor-14 = Pašerák
    .gen = Pašeráka
    .dat = Pašerákovi
    .acc = Pašeráka
    .gender = m
advisor-15 = Vynálezce
    .gen = Vynálezce
    .dat = Vynálezci
    .acc = Vynálezce
    .gender = m
advisor-16 = Čaroděj
    .gen = Čaroděje
    .dat = Čaroději
    .acc = Čaroděje
    .gender = m
advisor-17 = Královna
    .gen = Královny
    .dat = Královně
    .acc = Královnu
    .gender = f
advisor-18 = Král
    .gen = Krále
    .dat = Králi
    .acc = Krále
    .gender = m

## Stavby
building-statue = Socha
    .gen = Sochy
    .acc = Sochu
    .loc = Soše
    .gender = f
building-chapel = Kaple
    .gen = Kaple
    .acc = Kapli
    .loc = Kapli
    .gender = f
building-church = Kostel
    .gen = Kostela
    .acc = Kostel
    .loc = Kostele
    .gender = m
building-cathedral = Katedrála
    .gen = Katedrály
    .acc = Katedrálu
    .loc = Katedrále
    .gender = f
building-inn = Hospoda
    .gen = Hospody
    .acc = Hospodu
    .loc = Hospodě
    .gender = f
building-market = Trh
    .gen = Trhu
    .acc = Trh
    .loc = Trhu
    .gender = m
building-farms = Dvorec
    .gen = Dvorce
    .acc = Dvorec
    .loc = Dvorci
    .gender = m
building-merchants_guild = Obchodnická gilda
    .gen = Obchodnické gildy
    .acc = Obchodnickou gildu
    .loc = Obchodnické gildě
    .gender = f
building-guard_tower = Strážní věž
    .gen = Strážní věže
    .acc = Strážní věž
    .loc = Strážní věži
    .gender = f
building-blacksmith = Kovárna
    .gen = Kovárny
    .acc = Kovárnu
    .loc = Kovárně
    .gender = f
building-barracks = Kasárna
    .gen = Kasáren
    .acc = Kasárna
    .loc = Kasárnách
    .gender = pl-n
building-wizards_guild = Čarodějná gilda
    .gen = Čarodějné gildy
    .acc = Čarodějnou gildu
    .loc = Čarodějné gildě
    .gender = f
building-palisade = Palisády
    .gen = Palisád
    .acc = Palisády
    .loc = Palisádách
    .gender = pl-f
building-stables = Stáje
    .gen = Stájí
    .acc = Stáje
    .loc = Stájích
    .gender = pl-f
building-stone_wall = Kamenná hradba
    .gen = Kamenné hradby
    .acc = Kamennou hradbu
    .loc = Kamenné hradbě
    .gender = f
building-fortress = Pevnost
    .gen = Pevnosti
    .acc = Pevnost
    .loc = Pevnosti
    .gender = f
building-barricade = Barikáda
    .gen = Barikády
    .acc = Barikádu
    .loc = Barikádě
    .gender = f
building-crane = Jeřáb
    .gen = Jeřábu
    .acc = Jeřáb
    .loc = Jeřábu
    .gender = m
building-town_hall = Radnice
    .gen = Radnice
    .acc = Radnici
    .loc = Radnici
    .gender = f
building-embassy = Vyslanectví
    .gen = Vyslanectví
    .acc = Vyslanectví
    .loc = Vyslanectví
    .gender = n

## Nepřátelé
enemy-barbarians = Barbaři
    .gen = Barbarů
    .dat = Barbarům
    .acc = Barbary
    .gender = pl-m
enemy-goblins = Goblini
    .gen = Goblinů
    .dat = Goblinům
    .acc = Gobliny
    .gender = pl-m
enemy-orcs = Orkové
    .gen = Orků
    .dat = Orkům
    .acc = Orky
    .gender = pl-m
enemy-zombies = Zombie
    .gen = Zombie
    .dat = Zombiím
    .acc = Zombie
    .gender = pl-m
enemy-demons = Démoni
    .gen = Démonů
    .dat = Démonům
    .acc = Démony
    .gender = pl-m
enemy-dragon = Drak
    .gen = Draka
    .dat = Drakovi
    .acc = Draka
    .gender = m

## Fáze roku
phase-0 = příprava
    .gen = přípravy
phase-1 = Královská výpomoc
    .gen = Královské výpomoci
phase-2 = jaro
    .gen = jara
phase-3 = Královská přízeň
    .gen = Královské přízně
phase-4 = léto
    .gen = léta
phase-5 = Královský vyslanec
    .gen = Královského vyslance
phase-6 = podzim
    .gen = podzimu
phase-7 = verbování
    .gen = verbování
phase-8 = zima
    .gen = zimy
phase-9 = konec hry
    .gen = konce hry
