# Nazwy rzeczy w grze i drobne części zdań. Atrybuty: .gen (dopełniacz), .dat (celownik),
# .acc (biernik), .ins (narzędnik), .loc (miejscownik), .gender: m, f, n, pl (niemęskoosobowy),
# mp (męskoosobowy).

## Listy
list-empty = nic
list-middle = { $head }, { $item }
list-end = { $head } i { $item }
list-end-or = { $head } lub { $item }

## Surowce i inne ilości
good-gold = złoto
good-wood = drewno
good-stone = kamień
amount-gold = { $n ->
    [one] { $n } złoto
    [few] { $n } złota
   *[many] { $n } złota
}
amount-wood = { $n ->
    [one] { $n } drewno
    [few] { $n } drewna
   *[many] { $n } drewna
}
amount-stone = { $n ->
    [one] { $n } kamień
    [few] { $n } kamienie
    [many] { $n } kamieni
   *[other] { $n } kamienia
}
amount-good = { $n ->
    [one] { $n } surowiec
    [few] { $n } surowce
    [many] { $n } surowców
   *[other] { $n } surowca
}
amount-soldier = { $n ->
    [one] { $n } żołnierz
    [few] { $n } żołnierze
    [many] { $n } żołnierzy
   *[other] { $n } żołnierza
}
amount-soldier-acc = { $n ->
    [one] { $n } żołnierza
    [few] { $n } żołnierzy
    [many] { $n } żołnierzy
   *[other] { $n } żołnierza
}
amount-plus2 = { $n ->
    [one] { $n } żeton „+2”
    [few] { $n } żetony „+2”
    [many] { $n } żetonów „+2”
   *[other] { $n } żetonu „+2”
}
amount-vp = { $n } PZ
amount-nothing = nic

## Doradcy (według rangi); płytki modułu 6 noszą te same nazwy
advisor-1 = Błazen
    .gen = Błazna
    .dat = Błaznowi
    .acc = Błazna
    .gender = m
advisor-2 = Dziedzic
    .gen = Dziedzica
    .dat = Dziedzicowi
    .acc = Dziedzica
    .gender = m
advisor-3 = Architekt
    .gen = Architekta
    .dat = Architektowi
    .acc = Architekta
    .gender = m
advisor-4 = Kupiec
    .gen = Kupca
    .dat = Kupcowi
    .acc = Kupca
    .gender = m
advisor-5 = Sierżant
    .gen = Sierżanta
    .dat = Sierżantowi
    .acc = Sierżanta
    .gender = m
advisor-6 = Alchemik
    .gen = Alchemika
    .dat = Alchemikowi
    .acc = Alchemika
    .gender = m
advisor-7 = Astronom
    .gen = Astronoma
    .dat = Astronomowi
    .acc = Astronoma
    .gender = m
advisor-8 = Skarbnik
    .gen = Skarbnika
    .dat = Skarbnikowi
    .acc = Skarbnika
    .gender = m
advisor-9 = Główny Łowczy
    .gen = Głównego Łowczego
    .dat = Głównemu Łowczemu
    .acc = Głównego Łowczego
    .gender = m
advisor-10 = Generał
    .gen = Generała
    .dat = Generałowi
    .acc = Generała
    .gender = m
advisor-11 = Miecznik
    .gen = Miecznika
    .dat = Miecznikowi
    .acc = Miecznika
    .gender = m
advisor-12 = Księżna
    .gen = Księżnej
    .dat = Księżnej
    .acc = Księżną
    .gender = f
advisor-13 = Wojownik
    .gen = Wojownika
    .dat = Wojownikowi
    .acc = Wojownika
    .gender = m
advisor-14 = Przemytnik
    .gen = Przemytnika
    .dat = Przemytnikowi
    .acc = Przemytnika
    .gender = m
advisor-15 = Wynalazca
    .gen = Wynalazcy
    .dat = Wynalazcy
    .acc = Wynalazcę
    .gender = m
advisor-16 = Czarodziej
    .gen = Czarodzieja
    .dat = Czarodziejowi
    .acc = Czarodzieja
    .gender = m
advisor-17 = Królowa
    .gen = Królowej
    .dat = Królowej
    .acc = Królową
    .gender = f
advisor-18 = Król
    .gen = Króla
    .dat = Królowi
    .acc = Króla
    .gender = m

## Budynki
building-statue = Statua
    .gen = Statuy
    .acc = Statuę
    .loc = Statui
    .gender = f
building-chapel = Kaplica
    .gen = Kaplicy
    .acc = Kaplicę
    .loc = Kaplicy
    .gender = f
building-church = Kościół
    .gen = Kościoła
    .acc = Kościół
    .loc = Kościele
    .gender = m
building-cathedral = Katedra
    .gen = Katedry
    .acc = Katedrę
    .loc = Katedrze
    .gender = f
building-inn = Karczma
    .gen = Karczmy
    .acc = Karczmę
    .loc = Karczmie
    .gender = f
building-market = Targ
    .gen = Targu
    .acc = Targ
    .loc = Targu
    .gender = m
building-farms = Farmy
    .gen = Farm
    .acc = Farmy
    .loc = Farmach
    .gender = pl
building-merchants_guild = Gildia Kupiecka
    .gen = Gildii Kupieckiej
    .acc = Gildię Kupiecką
    .loc = Gildii Kupieckiej
    .gender = f
building-guard_tower = Wieża Strażnicza
    .gen = Wieży Strażniczej
    .acc = Wieżę Strażniczą
    .loc = Wieży Strażniczej
    .gender = f
building-blacksmith = Kuźnia
    .gen = Kuźni
    .acc = Kuźnię
    .loc = Kuźni
    .gender = f
building-barracks = Koszary
    .gen = Koszar
    .acc = Koszary
    .loc = Koszarach
    .gender = pl
building-wizards_guild = Gildia Czarodziejów
    .gen = Gildii Czarodziejów
    .acc = Gildię Czarodziejów
    .loc = Gildii Czarodziejów
    .gender = f
building-palisade = Palisada
    .gen = Palisady
    .acc = Palisadę
    .loc = Palisadzie
    .gender = f
building-stables = Stajnie
    .gen = Stajni
    .acc = Stajnie
    .loc = Stajniach
    .gender = pl
building-stone_wall = Kamienny Mur
    .gen = Kamiennego Muru
    .acc = Kamienny Mur
    .loc = Kamiennym Murze
    .gender = m
building-fortress = Warownia
    .gen = Warowni
    .acc = Warownię
    .loc = Warowni
    .gender = f
building-barricade = Barykada
    .gen = Barykady
    .acc = Barykadę
    .loc = Barykadzie
    .gender = f
building-crane = Żuraw
    .gen = Żurawia
    .acc = Żuraw
    .loc = Żurawiu
    .gender = m
building-town_hall = Ratusz
    .gen = Ratusza
    .acc = Ratusz
    .loc = Ratuszu
    .gender = m
building-embassy = Ambasada
    .gen = Ambasady
    .acc = Ambasadę
    .loc = Ambasadzie
    .gender = f

## Najeźdźcy
enemy-barbarians = Barbarzyńcy
    .gen = Barbarzyńców
    .dat = Barbarzyńcom
    .ins = Barbarzyńcami
    .gender = mp
enemy-goblins = Gobliny
    .gen = Goblinów
    .dat = Goblinom
    .ins = Goblinami
    .gender = pl
enemy-orcs = Orkowie
    .gen = Orków
    .dat = Orkom
    .ins = Orkami
    .gender = mp
enemy-zombies = Zombie
    .gen = Zombie
    .dat = Zombie
    .ins = Zombie
    .gender = pl
enemy-demons = Demony
    .gen = Demonów
    .dat = Demonom
    .ins = Demonami
    .gender = pl
enemy-dragon = Smok
    .gen = Smoka
    .dat = Smokowi
    .ins = Smokiem
    .gender = m

## Fazy roku
phase-0 = przygotowanie
    .gen = przygotowania
phase-1 = Pomoc od Króla
    .gen = Pomocy od Króla
phase-2 = wiosna
    .gen = wiosny
phase-3 = Królewska Nagroda
    .gen = Królewskiej Nagrody
phase-4 = lato
    .gen = lata
phase-5 = Królewski Wysłannik
    .gen = Królewskiego Wysłannika
phase-6 = jesień
    .gen = jesieni
phase-7 = werbunek
    .gen = werbunku
phase-8 = zima
    .gen = zimy
phase-9 = koniec gry
    .gen = końca gry
