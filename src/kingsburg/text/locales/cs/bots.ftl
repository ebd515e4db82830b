# Důvody rozhodnutí počítače (v záznamu hry: „↳ Bruno: …“) a rady. Důvod je
# „co dělá: proč“; počítač mluví o sobě v první osobě, v přítomném čase.

## Čísla, která počítač spočítal (jedno desetinné místo)
bot-number = { NUMBER($n, minimumFractionDigits: 1, maximumFractionDigits: 1) }
bot-plus = +{ NUMBER($n, minimumFractionDigits: 1, maximumFractionDigits: 1) }
bot-vp-signed = { $vp } VB

## Celý důvod
bot-reason = { $what } — { $why }
bot-reason-withheld = { $what } (důvod stojí na kartě, kterou zná jen tento hráč)
bot-reason-done = { $done } — { $reason }

## Důvody bez „proč“
bot-only-move = jediný možný tah
bot-at-random = náhodná volba
bot-immediate-gain = největší okamžitý zisk
bot-flat = po { $n ->
    [one] { $n } náhodné hře
    [few] { $n } náhodných hrách
   *[other] { $n } náhodných hrách
} končí v průměru { $mean } VB oproti nejlepšímu z ostatních

## Co udělal tah, který v záznamu nic nezanechal
bot-done-town_hall = nevyužívá { building-town_hall.acc }
bot-done-build = nic nestaví
bot-done-recruit = neverbuje žádné vojáky
bot-done-influence = nepokládá další kostky
bot-done-reward = odmítá odměnu
bot-done-reroll = nechává kostky, jak padly
bot-done-pass = vzdává se tahu

## Co tah dělá
bot-influences = ovlivňuje { $advisor_acc } ({ $gives })
bot-builds = staví { $building_acc } ({ $details })
bot-recruits = verbuje { $n ->
    [one] { $n } vojáka
    [few] { $n } vojáky
   *[other] { $n } vojáků
}
bot-sets-token = odkládá žeton za { $n ->
    [one] { $n } vojáka
    [few] { $n } vojáky
   *[other] { $n } vojáků
}
bot-stops = končí
bot-recruits-none = nikoho neverbuje
bot-declines = odmítá
bot-takes = bere { $goods }
bot-takes-enough = bere { $goods } — stačí na { $building_acc }
bot-takes-toward = bere { $goods } na { $building_acc } (chybí { $n ->
    [one] { $n } surovina
    [few] { $n } suroviny
   *[other] { $n } surovin
})
bot-takes-reward = bere odměnu

## Co dává který rádce (podle hodnoty)
bot-gives-1 = 1 VB
bot-gives-2 = 1 zlato
bot-gives-3 = 1 dřevo
bot-gives-4 = 1 zlato nebo 1 dřevo
bot-gives-5 = 1 voják
bot-gives-6 = výměna 1 suroviny za 2
bot-gives-7 = 1 surovina a žeton „+2“
bot-gives-8 = 2 zlata
bot-gives-9 = 1 dřevo + zlato nebo kámen
bot-gives-10 = 2 vojáci, pohled na kartu nepřítele
bot-gives-11 = 1 kámen + zlato nebo dřevo
bot-gives-12 = 2 suroviny a žeton „+2“
bot-gives-13 = 3 kameny
bot-gives-14 = 3 suroviny za 1 VB
bot-gives-15 = od každé suroviny 1
bot-gives-16 = 4 zlata
bot-gives-17 = 2 suroviny, 3 VB, pohled na kartu
bot-gives-18 = každá surovina + 1 voják

## Co stavba přináší (v závorce za názvem)
bot-vp = { $n } VB
bot-no-vp = bez VB
bot-list-2 = { $first }, { $second }
bot-list-3 = { $first }, { $second }, { $third }
bot-defence = silnější obrana každou zimu
bot-defence-against = silnější obrana proti { $enemy_dat }
bot-effect-statue = nový hod, když na všech kostkách padne totéž
bot-effect-chapel = nový hod při nízkém součtu
bot-effect-cathedral = body za suroviny, které zbudou na konci
bot-effect-inn = žeton „+2“ každé léto
bot-effect-market = kostky dosáhnou o rádce dál
bot-effect-farms = bílá kostka navíc v každé fázi produkce
bot-effect-merchants_guild = 1 zlato v každé fázi produkce
bot-effect-barracks = vojáci za 1 surovinu
bot-effect-stables = voják navíc od rádců
bot-effect-stone_wall = shoda se počítá jako vítězství
bot-effect-fortress = 1 VB navíc za každý vyhraný boj
bot-effect-crane = levnější stavby vpravo
bot-effect-town_hall = suroviny směněné za VB
bot-effect-embassy = 1 VB v každé fázi produkce

## Proč: odhady úrovní učeň a solidní
bot-why-advisor-vp = vítězné body mají pro mě cenu { $worth } VB, po odečtení použitých kostek { $mine } (nejlepší jiná možnost { $other })
bot-why-advisor-goods = suroviny mají pro mě cenu { $worth } VB, po odečtení použitých kostek { $mine } (nejlepší jiná možnost { $other })
bot-why-advisor-soldiers = vojáci proti letošnímu nepříteli ({ $enemy }, síla { $strength }) mají pro mě cenu { $worth } VB, po odečtení použitých kostek { $mine } (nejlepší jiná možnost { $other })
bot-why-advisor-soldiers-range = vojáci proti zimnímu nepříteli se silou { $low }–{ $high } mají pro mě cenu { $worth } VB, po odečtení použitých kostek { $mine } (nejlepší jiná možnost { $other })
bot-why-keep-dice = ponechání kostek dává { $mine }, nejlepší zbývající rádce { $other }
bot-why-recruit = proti zimnímu nepříteli se silou až { $high } je zisk z boje po odečtení zaplacených surovin { $mine } VB (nejlepší jiná možnost { $other })
bot-why-token = zimní boj a zbylé žetony dávají podle mého odhadu { $mine } VB
bot-why-estimate = můj odhad pozice po tomto tahu je { $mine } VB, po nejlepším jiném { $other }

## Proč: prohledávání silné úrovně
bot-why-search = na vzorku { $n ->
    [one] { $n } možného průběhu hry
    [few] { $n } možných průběhů hry
   *[other] { $n } možných průběhů hry
} { $kind }
bot-why-search-next = na vzorku { $n ->
    [one] { $n } možného průběhu hry
    [few] { $n } možných průběhů hry
   *[other] { $n } možných průběhů hry
} { $kind }, další nejlepší tah — { $move } — dává { $score }
bot-why-search-held = na vzorku { $n ->
    [one] { $n } možného průběhu hry
    [few] { $n } možných průběhů hry
   *[other] { $n } možných průběhů hry
} { $kind }; tah „{ $move }“ dává { $score }, jen o { $held } směrodatné chyby víc: to je v mezích náhody, takže zůstávám u první volby
bot-search-lead = činí můj průměrný náskok před soupeřem ({ $rival }) na konci hry { $score }
bot-search-final-span = činí můj průměrný konečný počet VB plus náskok před nejlepším z ostatních (počítaný nejvýš do { NUMBER($span) } VB oběma směry) { $score }
bot-search-final-lead = činí můj průměrný konečný počet VB plus náskok před nejlepším z ostatních { $score }
bot-search-final = činí můj průměrný konečný počet VB { $score }
bot-search-estimate = činí můj odhad průměrného konečného počtu VB { $score }

## Tahy (jiný tah, který prohledávání zvážilo)
bot-move-build = { $envoy ->
    [1] stavba { $building_gen } s vyslancem
   *[0] stavba { $building_gen }
}
bot-move-influence = vliv na { $advisor_acc } ({ $rank } ← { $dice }){ $token ->
    [1] , žeton „+2“
   *[0] {""}
}{ $market ->
    [1] , Trh +1
    [-1] , Trh −1
   *[0] {""}
}{ $envoy ->
    [1] , vyslanec
   *[0] {""}
}
bot-dice-white = { $dice }+bílá { $white }
bot-die-white = bílá { $white }
bot-move-pass = pas
bot-move-take = zisk surovin ({ $goods })
bot-move-take-reward = převzetí odměny
bot-move-recruit = naverbování { $n ->
    [one] { $n } vojáka
    [few] { $n } vojáků
   *[other] { $n } vojáků
} za { $goods }
bot-move-lose = ztráta surovin ({ $goods })
bot-move-token = žeton za { $n ->
    [one] { $n } vojáka
    [few] { $n } vojáky
   *[other] { $n } vojáků
}
bot-move-town_hall = platba v { building-town_hall.loc } ({ $good })
bot-move-town_hall-plus2 = platba v { building-town_hall.loc } (žeton „+2“)
bot-move-reroll-chapel = nový hod v { building-chapel.loc }
bot-move-reroll-statue = nový hod u { building-statue.gen }
bot-move-reroll-statue-white = nový hod bílou kostkou u { building-statue.gen }
bot-move-trade = výměna ({ $good } za zbylé dvě suroviny)
bot-move-give = předání suroviny ({ $good })
bot-move-choose = volba hráče ({ $who })
bot-gift = { $good } pro { $who }
bot-move-distribute = předání surovin ({ $first }, { $second })
bot-move-distribute-one = předání suroviny ({ $first })
bot-move-gain = zisk ({ $gain })
bot-move-pay-gain = platba ({ $pay }), zisk ({ $gain })
bot-unit-vp = { $n } VB
bot-unit-soldier = { $n ->
    [one] { $n } voják
    [few] { $n } vojáci
   *[other] { $n } vojáků
}
bot-unit-token = { $n ->
    [one] { $n } žeton „+2“
    [few] { $n } žetony „+2“
   *[other] { $n } žetonů „+2“
}
bot-move-notation = { $notation }

## První řádek důvodu: co tah přinese a k čemu je
bot-reason-details = { $reason } · { $details }
bot-why-and = { $first }; { $second }
bot-why-varied = blízko mého nejlepšího tahu, { $diff } VB: schválně hraji různě
bot-influences-dice = { $advisor } ({ $rank } ← { $dice }{ $extras }): { $gives }
bot-no-extras = {""}
bot-with-extras = { " " }s { $items }
bot-extra-plus2 = žetonem „+2“
bot-extra-market = { $delta ->
    [up] Trhem (+1)
   *[down] Trhem (−1)
}
bot-extra-envoy = Královským vyslancem
bot-recruits-for = verbuje { $n ->
    [one] { $n } vojáka
    [few] { $n } vojáky
   *[other] { $n } vojáků
} za { $goods }
bot-for-battle = na zimní bitvu proti { $enemy_dat } (síla { $strength })
bot-for-battle-range = na zimní bitvu (síla nepřítele { $low }–{ $high })
bot-for-enough = stačí na { $building_acc }
bot-for-toward = na { $building_acc } chybí ještě { $n ->
    [one] { $n } surovina
    [few] { $n } suroviny
   *[other] { $n } surovin
}
bot-move-gifts = předání surovin ({ $gifts })

## Podrobnosti (pod klávesou): čísla počítače, všechna v očekávaných VB na konci hry
bot-detail-ahead = očekávané VB na konci hry podle mého odhadu: { $diff } oproti dalšímu nejlepšímu tahu ({ $move })
bot-detail-varied = očekávané VB na konci hry podle mého odhadu: { $diff } oproti mému nejlepšímu tahu ({ $move }); schválně hraji různě
bot-detail-search = na vzorku { $n ->
    [one] { $n } možného průběhu hry
    [few] { $n } možných průběhů hry
   *[other] { $n } možných průběhů hry
}: očekávané VB na konci hry po tomto tahu { $mine }
bot-detail-search-next = na vzorku { $n ->
    [one] { $n } možného průběhu hry
    [few] { $n } možných průběhů hry
   *[other] { $n } možných průběhů hry
}: očekávané VB na konci hry po tomto tahu { $mine }, po dalším nejlepším ({ $move }) { $other }
bot-detail-search-held = tah „{ $move }“ vyšel o něco lépe, ale jen o { $held } směrodatné chyby: to je v mezích náhody, takže zůstávám u první volby
bot-detail-search-lead = beru v úvahu i náskok před soupeřem ({ $rival }): { $mine } VB po tomto tahu, { $other } VB po dalším nejlepším
bot-detail-search-margin = ke konci hry beru v úvahu i náskok před nejlepším z ostatních (počítaný do { NUMBER($span) } VB oběma směry): skóre { $mine } po tomto tahu, { $other } po dalším nejlepším

## Rada (klávesa h): co by tu udělala silná úroveň
hint-thinking = Rada: přemýšlím…
hint-heading = Rada (silná úroveň):
hint-details = čísla, o která se rada opírá: { $details }
hint-details-key = (h znovu: čísla, o která se opírá)

## Úrovně počítače (obrazovka přípravy hry): název každé hodnoty z příkazové řádky a popis
bot-level-name-beginner = učeň
bot-level-name-solid = solidní
bot-level-name-strong = silný
bot-level-beginner = hraje rozumně, ale přehlíží plány; dobrý na učení
bot-level-solid = pečlivý hráč se zdravými návyky
bot-level-strong = předvídá mnoho možných ročních období dopředu; těžko se poráží
