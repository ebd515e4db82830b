# Záznam hry: jedna zpráva pro každý druh a podobu události (kingsburg.text.events).
# $who, $picker, $other, $chooser, $to: jména hráčů (v 1. pádě: věty jsou stavěné tak, aby je
# nebylo třeba skloňovat); $year: rok (I-V); $tile: destička rádce z modulu 6 (log-tile níže,
# v pádech). Přítomný čas: minulý by prozradil rod hráče.

## Kalendář
log-phase = Rok { $year }: { $phase }
log-season-end = Konec { $phase_gen }, rok { $year }
log-order-season = Pořadí tahů: { $order }
log-order-entry = { $who } ({ $total })
log-order-start = Počáteční pořadí tahů: { $players }
log-deck = Do hromádky nepřátel se zakrytě zamíchá po jedné kartě z každého roku
log-winter = Armády se vracejí domů: každý ukazatel armád se vrací na 0

## Král: výpomoc, vyslanec
log-favor-tie = Královská výpomoc: shoda ({ $players }); každý si vezme 1 libovolnou surovinu
log-favor-die = Královská výpomoc: { $who } si letos na jaře hodí kostkou navíc
log-envoy-return = { $who } vrací nevyužitého Královského vyslance
log-envoy-receive = Královský vyslanec: dostává ho { $who }
log-envoy-none = Královský vyslanec: o nejméně rozvinutou provincii je shoda, vyslance nedostává nikdo

## Modul 5: žetony vojáků
log-tokens-revealed = Žetony vojáků odkryty (každý přidá tolik vojáků, kolik ukazuje): { $tokens }
log-token-entry = { $who } { $token }
log-token-aside = { $who } odkládá žeton vojáků lícem dolů
log-token-secret = Tvůj žeton vojáků pro tuto zimu: { $token }
log-token-secret-named = Žeton vojáků pro tuto zimu ({ $who }): { $token }

## Kostky
log-roll = { $who } hází: { $dice } (součet { $total })
log-roll-bonus = { $who } hází: { $dice }, kostky navíc: { $bonus } (součet { $total })
log-again = { $who } má nyní: { $dice } (součet { $total })
log-again-bonus = { $who } má nyní: { $dice }, kostky navíc: { $bonus } (součet { $total })
log-block = Neutrální kostky { $dice } blokují rádce { $rank }
log-block-split = Neutrální kostky { $dice } (součet { $total }) ukazují na už blokovaného rádce: každá proto blokuje rádce se svým číslem: { $ranks }
log-reroll-one = { $who } využívá { $building_acc } a hází znovu jednou kostkou
log-reroll-white = { $who } využívá { $building_acc } a hází znovu kostkou navíc
log-reroll-all = { $who } využívá { $building_acc } a hází znovu všemi kostkami
log-bonus-die = navíc { $die }
log-using-plus2 = žeton „+2“
log-using-market = Trh ({ $shift })
log-using-envoy = Královský vyslanec
log-influence = { $who } ovlivňuje { $advisor_acc } ({ $rank }): { $dice }
log-influence-using = { $who } ovlivňuje { $advisor_acc } ({ $rank }): { $dice }, s pomocí: { $using }
log-pass = { $who } se vzdává tahu
log-pass-unused = { $who } se vzdává tahu a { $n ->
    [one] { $n } kostka zůstává nevyužita
    [few] { $n } kostky zůstávají nevyužity
   *[other] { $n } kostek zůstává nevyužito
}
log-pass-no-dice = { $who } už nemá kostky a vzdává se tahu
log-pass-blocked = { $who } nedosáhne na žádného volného rádce a vzdává se tahu
log-reinforce = Královské posily: { $who } hází { $dice }, každý hráč dostává { amount-soldier-acc }

## Odměny a suroviny
log-spoils = { $who } bere { $goods } jako válečnou kořist
log-from-favor = Královská výpomoc: { $who } bere { $goods }
log-from-building = { $who } bere { $goods } z { $building_gen }
log-from-building-plus2 = { $who } bere žeton „+2“ z { $building_gen }
log-lose = { $who } ztrácí { $goods }
log-lose-nothing = { $who } nic neztrácí
log-give-up = { $who } odevzdává { $goods }
log-recruit-none = { $who } neverbuje žádné vojáky
log-recruit = { $who } verbuje { amount-soldier-acc } za { $goods }
log-built = { $who } staví { $building_acc } za { $goods }
log-built-envoy = { $who } staví { $building_acc } s pomocí Královského vyslance za { $goods }
log-reward-advisor = { $who } dostává od { $advisor_gen } { $goods }
log-reward-stables = { $who } dostává od { $advisor_gen } { $goods } (o 1 vojáka víc díky Stájím)
log-trade = { $who } mění u { $advisor_gen } { $good } za { $goods }
log-decline-advisor = { $who } odmítá odměnu { $giver_gen }
log-decline-tile = { $who } odmítá odměnu { $giver_gen }
log-nothing-no-goods = { $who } od { $giver_gen } nic nedostává (nemá suroviny na výměnu)
log-nothing-tile-empty = { $who } od { $giver_gen } nic nedostává (nic na ní neleží)
log-nothing-nothing-to-take = { $who } od { $giver_gen } nic nedostává (není co vzít)
log-peek-advisor = { $who } se tajně dívá na příští kartu nepřítele ({ $giver })
log-peek-tile = { $who } se tajně dívá na příští kartu nepřítele ({ $giver })
log-build-none = { $who } v tomto období nic nestaví
log-build-cannot = { $who } si nemůže dovolit žádnou stavbu

## Vítězné body
log-vp-building = { $who } { $sign ->
    [lose] ztrácí
   *[gain] získává
} { $n } VB za { $thing_acc }
log-vp-advisor = { $sign ->
    [lose] { $who } platí { $n } VB { $thing_dat }
   *[gain] { $who } získává { $n } VB od { $thing_gen }
}
log-vp-tile = { $who } { $sign ->
    [lose] ztrácí
   *[gain] získává
} { $n } VB ({ $thing })
log-vp-tile-choice = { $who } { $sign ->
    [lose] ztrácí
   *[gain] získává
} { $n } VB ({ $thing }, volba: { $chooser })
log-vp-king = { $who } { $sign ->
    [lose] ztrácí
   *[gain] získává
} { $n } VB z Královské přízně (nejvíc staveb: { $count })
log-vp-victory = { $who } { $sign ->
    [lose] ztrácí
   *[gain] získává
} { $n } VB za vítězství
log-vp-fortress = { $who } { $sign ->
    [lose] ztrácí
   *[gain] získává
} { $n } VB díky Pevnosti
log-vp-highest = { $who } { $sign ->
    [lose] ztrácí
   *[gain] získává
} { $n } VB za nejvyšší bojovou sílu
log-vp-destroyed = { $who } { $sign ->
    [lose] ztrácí
   *[gain] získává
} { $n } VB za zničenou stavbu ({ $thing })
log-vp-enemy = { $who } { $sign ->
    [lose] ztrácí
   *[gain] získává
} { $n } VB kvůli nepříteli
log-vp-embassy = { $who } { $sign ->
    [lose] ztrácí
   *[gain] získává
} { $n } VB díky Vyslanectví
log-vp-town-hall = { $who } { $sign ->
    [lose] ztrácí
   *[gain] získává
} { $n } VB na Radnici za { $paid }
log-paid-gold = 1 zlato
log-paid-wood = 1 dřevo
log-paid-stone = 1 kámen
log-paid-plus2 = žeton „+2“
log-vp-cathedral = { $who } { $sign ->
    [lose] ztrácí
   *[gain] získává
} { $n } VB díky Katedrále ({ $count ->
    [one] { $count } surovina
    [few] { $count } suroviny
   *[other] { $count } surovin
})
log-vp-token-left = { $who } { $sign ->
    [lose] ztrácí
   *[gain] získává
} { $n } VB za zbylé žetony vojáků ({ $count })

## Modul 6: destičky rádců
log-tile = destička { $advisor_gen }
log-tile-gen = destičky { $advisor_gen }
log-tile-dat = destičce { $advisor_gen }
log-tile-acc = destičku { $advisor_gen }
log-tile-gender = f
log-draw = { $who } táhne { $tile_acc }: rádce { $rank } od teď dává: { $rule }
log-leave = Ze hry odchází { $tile }: rádce { $rank } znovu dává svou odměnu z herního plánu
log-picked = { $who } dostává { $goods } ({ $tile }; vybírá: { $picker })
log-tile-gain = { $who } dostává { $goods } ({ $tile })
log-bundle = { $who }: dostává { $gained } ({ $tile })
log-bundle-pay = { $who }: platí { $paid }, dostává { $gained } ({ $tile })
log-bundle-plus2 = { $n ->
    [one] { $n } žeton „+2“
    [few] { $n } žetony „+2“
   *[other] { $n } žetonů „+2“
}
log-refill = Prázdná { $tile } se doplňuje: { $goods }
log-sergeant = Kostka { $tile_gen } ukazuje { $die }: leží na ní teď { $goods }
log-jester-none = { $who } nemá kam jít ({ $tile }): všichni rádci už jsou ovlivnění
log-jester = { $who } dostává odměnu { $advisor_gen } ({ $rank }), { $advisor_gender ->
    [f] kterou
   *[m] kterého
} nikdo neovlivnil ({ $tile })
log-choose = { $who } vybírá: { $other } ({ $tile })
log-gift = { $to }: { $good }
log-list-semicolon = { $head }; { $item }
log-and-more = { $head }, { $item }
log-gifts = { $who } rozdává suroviny – { $gifts } ({ $tile })
log-tile-rule-1 = odměna dalšího volného rádce
log-tile-rule-2 = 2 „+2“ nebo 1 „+2“ → zlato+voják
log-tile-rule-3 = 1 surovina, vybírá hráč vlevo
log-tile-rule-4 = 1 surovina z destičky
log-tile-rule-5 = surovina ležící na destičce
log-tile-rule-6 = výměna surovina/VB/voják
log-tile-rule-7 = soupeř 1 surovina, ty 2 stejné
log-tile-rule-8 = 2 suroviny vybrané sousedy
log-tile-rule-9 = 2 z: zlato/dřevo/VB/voják+„+2“
log-tile-rule-10 = 2 suroviny jednoho druhu
log-tile-rule-11 = kámen, voják, VB (+ výměny)
log-tile-rule-12 = 3 zlata / 3 VB, ostatní 1 VB / zlato
log-tile-rule-13 = surovina, „+2“, VB, voják, pohled
log-tile-rule-14 = soupeř bere 1, ty zbylé 4
log-tile-rule-15 = 2 od každé suroviny, 2 rozdáš
log-tile-rule-16 = 5 VB

## Zima: boj
log-enemy = Rok { $year }: útočí { $enemy } o síle { $strength }
log-enemy-secret = Nepřítel roku { $year }: { $enemy }, síla { $strength }
log-destroy = { $who }: { $building } { $building_gender ->
    [m] je zničen
    [f] je zničena
    [n] je zničeno
    [pl-n] jsou zničena
   *[pl-f] jsou zničeny
} ({ $enemy })
log-battle = { $who }: { $summary }
log-battle-term = { " " }{ $mod } { $building }
log-battle-summary = { $soldiers ->
    [one] { $soldiers } voják
    [few] { $soldiers } vojáci
   *[other] { $soldiers } vojáků
}{ $terms } = síla { $strength } proti { $against }: { $result ->
    [win] vítězství
    [tie] nepřítel odražen (shoda)
   *[loss] porážka
}
