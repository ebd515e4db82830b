# Na co se hráč ptá a co se mu nabízí: otázky, nadpisy nabídek a jejich možnosti, proč tah
# není povolen. Identifikátory: decide-…, action-…, illegal-…, turn-….

## Řádek otázky: jméno hráče, pak otázka
turn-prompt = { $who }: { $prompt }
turn-over = Konec hry
turn-chance = náhoda: { $what }
turn-season = Rok { $year }, { $phase }

## Co přináší náhodná událost
turn-brings-order = los pořadí hráčů
turn-brings-deck = míchání balíčku nepřátel
turn-brings-block = hod kostkami, které blokují rádce
turn-brings-roll = hod novými kostkami
turn-brings-reroll = nový hod kostkami
turn-brings-reinforcements = královské posily, pak bitva
turn-brings-tile = tah destičky rádce
turn-brings-tile-die = hod kostkou destičky

## Jak se rozhodla shoda v konečném pořadí
turn-tiebreak-shared = dělené: stejně VB, surovin i staveb
turn-tiebreak-goods = méně surovin
turn-tiebreak-buildings = méně staveb

## Otázky
decide-favor = vezmi si 1 libovolnou surovinu z Královské výpomoci
decide-reroll = hoď znovu díky Soše nebo Kapli, nebo si nech své kostky
decide-influence = ovlivni kostkami rádce, nebo se vzdej tahu
decide-reward = vyber si odměnu od { $advisor_gen } ({ $rank }): { $summary }
decide-reward-tile = vyber si odměnu z destičky { $advisor_gen } ({ $rank }): { $summary }
decide-build = postav jednu stavbu, nebo se vzdej tahu
decide-build-envoy = postav druhou stavbu díky Královskému vyslanci, nebo se vzdej tahu
decide-town-hall = zaplať na Radnici 1 surovinu nebo žeton „+2“ za 1 VB, nebo se vzdej tahu
decide-recruit = { $price ->
    [one] naverbuj vojáky (každého za { $price } surovinu), nebo se vzdej tahu
    [few] naverbuj vojáky (každého za { $price } suroviny), nebo se vzdej tahu
   *[other] naverbuj vojáky (každého za { $price } surovin), nebo se vzdej tahu
}
decide-battle-gain = vyber si surovinu, kterou získáš od nepřítele
decide-battle-lose = { $n ->
    [one] vyber { $n } surovinu, kterou odevzdáš nepříteli
    [few] vyber { $n } suroviny, které odevzdáš nepříteli
   *[other] vyber { $n } surovin, které odevzdáš nepříteli
}
decide-token = tajně si vyber žeton vojáků (ostatní se nedívají)
decide-token-alone = tajně si vyber žeton vojáků (ostatní uvidí jen, že je žeton vybraný)
decide-tile-give = vyber surovinu, kterou { $who } získá z destičky { $advisor_gen }
decide-tile-astronomer = vezmi si 1 libovolnou surovinu; { $who } získá 2 stejného druhu (destička Astronoma)
decide-tile-smuggler = vezmi si jednu z pěti odměn destičky Pašeráka; { $who } si vezme zbylé čtyři

## Nadpisy nabídek
decide-title = Rozhodni se
decide-title-favor = Královská výpomoc: surovina
decide-title-reroll = Házet znovu?
decide-title-influence = Vliv: vyber rádce
decide-title-influence-dice = Vliv: vyber kostky
decide-title-reward = Odměna rádce
decide-title-build = Stavba
decide-title-town-hall = Radnice
decide-title-recruit = Verbování vojáků
decide-title-battle-gain = Válečná kořist
decide-title-battle-lose = Suroviny ztracené v boji
decide-title-token = Tajná volba žetonu vojáků
decide-title-tile-give = Dar z destičky: surovina
decide-title-tile-astronomer = Destička Astronoma: surovina
decide-title-tile-smuggler = Destička Pašeráka: odměna
decide-title-dice = Kostky { $dice }: který rádce?
decide-title-advisor = { $rank } { $advisor }: kostky?
decide-title-recruit-pay = { $soldiers }: čím zaplatíš?
decide-title-over = Konec hry
decide-final-scores = Ukázat konečné pořadí
decide-hint-recruit = { $price ->
    [one] { $price } surovina za vojáka
    [few] { $price } suroviny za vojáka
   *[other] { $price } surovin za vojáka
}
decide-hint-advisor-first = d: nejdřív rádce
decide-hint-dice-first = d: nejdřív kostky

## Odměna každého rádce a každé destičky modulu 6 v několika slovech
decide-summary-advisor-1 = 1 VB
decide-summary-advisor-2 = 1 zlato
decide-summary-advisor-3 = 1 dřevo
decide-summary-advisor-4 = 1 zlato nebo 1 dřevo
decide-summary-advisor-5 = 1 voják
decide-summary-advisor-6 = výměna 1 suroviny za 2
decide-summary-advisor-7 = 1 surovina a žeton +2
decide-summary-advisor-8 = 2 zlata
decide-summary-advisor-9 = 1 dřevo + zlato nebo kámen
decide-summary-advisor-10 = 2 vojáci, pohled na nepřítele
decide-summary-advisor-11 = 1 kámen + zlato nebo dřevo
decide-summary-advisor-12 = 2 suroviny a žeton +2
decide-summary-advisor-13 = 3 kameny
decide-summary-advisor-14 = 3 suroviny za 1 VB
decide-summary-advisor-15 = od každé suroviny 1
decide-summary-advisor-16 = 4 zlata
decide-summary-advisor-17 = 2 suroviny, 3 VB, pohled
decide-summary-advisor-18 = každá surovina + 1 voják
decide-summary-tile-1 = odměna dalšího volného rádce
decide-summary-tile-2 = 2× „+2“ nebo 1× „+2“ → zlato+voják
decide-summary-tile-3 = 1 surovina, vybírá hráč vlevo
decide-summary-tile-4 = 1 surovina z destičky
decide-summary-tile-5 = surovina ležící na destičce
decide-summary-tile-6 = výměna surovina/VB/voják
decide-summary-tile-7 = soupeř 1 surovinu, ty 2 stejné
decide-summary-tile-8 = 2 suroviny, vyberou sousedé
decide-summary-tile-9 = 2 z: zlato/dřevo/VB/voják+„+2“
decide-summary-tile-10 = 2 suroviny jednoho druhu
decide-summary-tile-11 = kámen, voják, VB (+ výměny)
decide-summary-tile-12 = 3 zlata / 3 VB, ostatní 1 VB / zlato
decide-summary-tile-13 = surovina, „+2“, VB, voják, pohled
decide-summary-tile-14 = soupeř si vezme 1, ty zbylé 4
decide-summary-tile-15 = 2 od každé suroviny, 2 rozdáš
decide-summary-tile-16 = 5 VB
decide-summary-tiled = { $summary } (destička)

## Množství surovin ve výčtu
action-goods-0 = nic
action-goods-1 = { $a }
action-goods-2 = { $a }, { $b }
action-goods-3 = { $a }, { $b }, { $c }

## Možnosti nabídky: ovlivňování rádců
action-die = { $die }
action-white-die = bílá { $die }
action-dice-plus = { $head } + { $die }
# Každá s předložkou (se žetonem, s Trhem): ve výčtu pak „se žetonem „+2“ a s Trhem +1“
action-extra-plus2 = se žetonem „+2“
action-extra-market = s Trhem { $delta }
action-extra-envoy = s vyslancem
action-extras-middle = { $head }, { $item }
action-extras-and = { $head } a { $item }
action-with-extras = { " " }{ $extras }
action-influence-to = → { $rank } { $advisor }{ $extras } ({ $summary })
action-influence-dice = { $dice }{ $extras } = { $rank }
action-influence-dice-to = { $dice }{ $extras } → { $rank } { $advisor } ({ $summary })
action-influence-dice-group = kostky { $dice } (součet { $total }): { $n ->
    [one] { $n } cíl
    [few] { $n } cíle
   *[other] { $n } cílů
}
action-influence-advisor = { $rank } { $advisor } ← { $dice }{ $extras } ({ $summary })
action-influence-advisor-group = { $rank } { $advisor } — { $summary } ({ $n ->
    [one] { $n } způsob
    [few] { $n } způsoby
   *[other] { $n } způsobů
})
action-influence-pass = Vzdát se tahu — tuto sezónu už žádné kostky nepokládat (nevyužité: { $left })

## Možnosti nabídky: verbování
action-recruit-none = Nenaverbovat žádné vojáky
action-recruit = Naverbovat { $soldiers } za { $cost ->
    [one] { $cost } surovinu
    [few] { $cost } suroviny
   *[other] { $cost } surovin
}
action-recruit-paid = { $recruit } ({ $goods })
action-recruit-more = { $recruit } …
action-recruit-pay = Zaplatit { $goods }
action-recruit-for = Naverbovat { amount-soldier-acc } za { $goods }

## Možnosti nabídky: vzdát se tahu
action-pass = Vzdát se tahu
action-pass-reroll = Nechat si tyto kostky
action-pass-build = Nic nestavět
action-pass-town-hall = Na Radnici nic neplatit
action-pass-reward = Odmítnout tuto odměnu

## Možnosti nabídky: suroviny a odměny
action-take = Vzít { $goods }
action-give-up = Odevzdat { $goods }
action-trade = Dát 1 { $good }, získat { $goods }
action-build = Postavit { $building_acc }: { $cost } → { $vp } VB
action-build-envoy = Postavit { $building_acc } (Královský vyslanec): { $cost } → { $vp } VB
action-reroll-chapel = Kaple: hodit znovu všemi kostkami
action-reroll-white = Socha: hodit znovu jednou bílou kostkou
action-reroll-statue = Socha: hodit znovu jednou svou kostkou
action-town-hall-good = { building-town_hall }: zaplatit 1 { $good } za 1 VB
action-town-hall-plus2 = { building-town_hall }: zaplatit žetonem „+2“ za 1 VB
action-token = { $n ->
    [one] Žeton { $n }: { $n } voják
    [few] Žeton { $n }: { $n } vojáci
   *[other] Žeton { $n }: { $n } vojáků
}
action-give = Dát 1 { $good }
action-choose = Vybrat: { $who }
action-give-to = { $good } → { $who }
action-distribute = Dát { $gifts }
action-reward-tile = Vzít odměnu z destičky { $advisor_gen }: { $got }
action-reward = Vzít { $parts }
action-reward-pay = Zaplatit { $vp } VB, vzít { $parts }
action-reward-peek = { $take } a podívat se na letošního nepřítele
action-reward-soldiers = { $n ->
    [one] { $n } vojáka
    [few] { $n } vojáky
   *[other] { $n } vojáků
}
action-reward-plus2 = { $n ->
    [one] { $n } žeton „+2“
    [few] { $n } žetony „+2“
   *[other] { $n } žetonů „+2“
}
action-reward-vp = { $n } VB
action-gain = Získat { $gained }
action-gain-nothing = Nic nezískat
action-pay-gain = Zaplatit { $paid }, získat { $gained }
action-pay-gain-nothing = Zaplatit { $paid }, nic nezískat
action-bundle-one = { $good }
action-bundle-vp = { $n } VB
action-bundle-soldier = { $n ->
    [one] { $n } vojáka
    [few] { $n } vojáky
   *[other] { $n } vojáků
}
action-bundle-plus2 = { $n ->
    [one] { $n } žeton „+2“
    [few] { $n } žetony „+2“
   *[other] { $n } žetonů „+2“
}
action-bundle-items = { $head }, { $item }
action-others-vp = { $label }; každý další hráč získá { $n } VB
action-others-gold = { $label }; každý další hráč získá { $n ->
    [one] { $n } zlato
    [few] { $n } zlata
   *[other] { $n } zlata
}

## Proč tah není povolen
illegal-not-now = Tah { $move } teď není povolen: { $why }
illegal-text-no-decision = { $move }: teď se žádný hráč nerozhoduje
illegal-over = hra už skončila
illegal-no-decision = teď se žádný hráč nerozhoduje
illegal-nothing-to-undo = od posledního hodu kostkami nebo karty není co vrátit
illegal-chance-due = teď rozhoduje náhoda ({ $kind }), ne hráč
illegal-no-chance = teď se rozhoduje { $who }; náhoda na řadě není
illegal-not-a-choice = to teď mezi nabízenými možnostmi není
illegal-reroll = { $who } teď nemůže házet znovu pomocí { $building_gen }
illegal-no-advisor = rádce { $rank } neexistuje (jsou 1 až 18)
illegal-no-die = { $who } nemá nevyužitou kostku s hodnotou { $die }
illegal-no-white-die = { $who } nemá nevyužitou bílou kostku s hodnotou { $die }
illegal-no-plus2 = { $who } nemá tuto sezónu žeton „+2“ k použití
illegal-no-market = { $who } nemá tuto sezónu Trh k použití
illegal-no-envoy = { $who } nemá Královského vyslance
illegal-dice-total = tyto kostky dávají { $total }, ne { $rank }
illegal-advisor-taken = rádce { $rank } je už obsazen (Královský vyslanec není uveden)
illegal-advisor-full = na rádci { $rank } už leží dvě skupiny kostek
illegal-envoy-not-needed = rádce { $rank } je volný: Královský vyslanec není potřeba
illegal-no-building = stavba { $building } neexistuje
illegal-owned = { $who } už vlastní { $building_acc }
illegal-row-first = nejdřív je třeba postavit stavby vlevo od { $building_gen } v řadě { $row }
illegal-second-needs-envoy = druhá stavba v této sezóně potřebuje Královského vyslance (napište „with envoy“)
illegal-envoy-second-only = Královský vyslanec staví jen druhou stavbu, po té první
illegal-cannot-afford = { $who } nemá na { $building_acc } dost surovin: stojí { $cost }, { $who } má { $has }
illegal-due-favor = { $who } se musí nejdřív rozhodnout, jakou surovinu si vezme z Královské výpomoci
illegal-due-reroll = { $who } se musí nejdřív rozhodnout, zda hodí znovu díky Soše nebo Kapli
illegal-due-influence = { $who } se musí nejdřív rozhodnout, kterého rádce ovlivní, nebo se vzdát tahu
illegal-due-reward = { $who } si musí nejdřív vybrat odměnu od rádce { $rank }
illegal-due-build = { $who } se musí nejdřív rozhodnout, co postaví, nebo se vzdát tahu
illegal-due-town-hall = { $who } se musí nejdřív rozhodnout, zda zaplatí na Radnici
illegal-due-recruit = { $who } se musí nejdřív rozhodnout, kolik vojáků naverbuje
illegal-due-battle-gain = { $who } si musí nejdřív vybrat suroviny, které získá od nepřítele
illegal-due-token = { $who } si musí nejdřív vybrat žeton vojáků
illegal-due-tile-give = { $who } musí nejdřív vybrat surovinu, kterou jiný hráč získá z destičky
illegal-due-tile-astronomer = { $who } si musí nejdřív vybrat surovinu z destičky Astronoma
illegal-due-tile-smuggler = { $who } si musí nejdřív vybrat odměnu z destičky Pašeráka
illegal-due-battle-lose = { $who } musí nejdřív vybrat suroviny, které odevzdá nepříteli

## Klávesy pod nabídkou a konec tahu čekající na klávesu
decide-keys-choose = ↑↓ Enter nebo { $keys }: vybrat
decide-keys-new = Nová volba · Enter: zvýraznit · { $keys }: vybrat
decide-keys-back = Esc: zpět
decide-more = Další: { $n ->
    [one] { $n } jiná možnost
    [few] { $n } jiné možnosti
   *[other] { $n } jiných možností
}
decide-more-title = { $title } (další)
decide-held-done = tvá volba: „{ $move }“
decide-held-go-on = pokračovat
decide-title-end-of-turn = Konec tahu
decide-hint-undo = u: vrátit
action-end-turn = Ukončit tah: { $next }
action-undo = Vrátit: { $move }

## Výsledek náhody, který nemůže být ten očekávaný (záznam upravený ručně)
illegal-expected-order = očekáváno počáteční pořadí: každý hráč právě jednou
illegal-expected-deck = očekáván balíček nepřátel: jedna karta z každého roku, I až V
illegal-expected-reinforcements = { $dice ->
    [one] očekávány královské posily: jedna kostka od 1 do 6
    [few] očekávány královské posily: dvě kostky od 1 do 6
   *[other] očekávány královské posily: dvě kostky od 1 do 6
}
illegal-expected-block = { $n ->
    [one] očekáván hod { $n } blokující kostkou
    [few] očekáván hod { $n } blokujícími kostkami
   *[other] očekáván hod { $n } blokujícími kostkami
}
illegal-block-dice = { $n ->
    [one] blokující hod potřebuje { $n } kostku od 1 do 6
    [few] blokující hod potřebuje { $n } kostky od 1 do 6
   *[other] blokující hod potřebuje { $n } kostek od 1 do 6
}
illegal-expected-roll = očekáván hod kostkami hráče { $who }
illegal-roll-dice = { $white ->
    [one] { $who } hází { $n } kostkami a { $white } bílou kostkou, každou od 1 do 6
    [few] { $who } hází { $n } kostkami a { $white } bílými kostkami, každou od 1 do 6
   *[other] { $who } hází { $n } kostkami a { $white } bílými kostkami, každou od 1 do 6
}
illegal-expected-reroll = { $n ->
    [one] očekávána { $n } znovu hozená kostka hráče { $who }
    [few] očekávány { $n } znovu hozené kostky hráče { $who }
   *[other] očekáváno { $n } znovu hozených kostek hráče { $who }
}
illegal-expected-tile = očekávána destička, která je ještě v pytlíku
illegal-expected-tile-die = očekávána kostka destičky Hejtmana (od 1 do 6)
