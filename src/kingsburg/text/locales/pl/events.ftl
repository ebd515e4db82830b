# Dziennik gry: jedna wiadomość na każdy rodzaj i odmianę zdarzenia (kingsburg.text.events).
# $who, $picker, $other, $chooser, $to: imiona graczy (w mianowniku: zdania są tak ułożone,
# by nie trzeba ich odmieniać); $year: rok (I-V); $tile: płytka doradcy z modułu 6
# (log-tile niżej, w przypadkach). Czas teraźniejszy: przeszły zdradza płeć gracza.

## Kalendarz
log-phase = Rok { $year }: { $phase }
log-season-end = Koniec { $phase_gen }, rok { $year }
log-order-season = Kolejność: { $order }
log-order-entry = { $who } ({ $total })
log-order-start = Początkowa kolejność: { $players }
log-deck = Do talii najeźdźców trafia zakryta po jednej karcie z każdego roku
log-winter = Armie wracają do domów: każdy tor żołnierzy wraca na 0

## Król: pomoc, wysłannik
log-favor-tie = Pomoc od Króla: remis ({ $players }); każdy bierze 1 dowolny surowiec
log-favor-die = Pomoc od Króla: { $who } rzuci tej wiosny dodatkową kością
log-envoy-return = { $who } oddaje niewykorzystanego Królewskiego Wysłannika
log-envoy-receive = Królewski Wysłannik: otrzymuje go { $who }
log-envoy-none = Królewski Wysłannik: remis o najsłabiej rozwiniętą prowincję, nikt go nie otrzymuje

## Moduł 5: żetony żołnierzy
log-tokens-revealed = Żetony żołnierzy odkryte (każdy dodaje tylu żołnierzy, ile pokazuje): { $tokens }
log-token-entry = { $who } { $token }
log-token-aside = { $who } odkłada zakryty żeton żołnierzy
log-token-secret = Twój żeton żołnierzy tej zimy: { $token }
log-token-secret-named = Żeton żołnierzy tej zimy ({ $who }): { $token }

## Kości
log-roll = { $who } rzuca: { $dice } (suma { $total })
log-roll-bonus = { $who } rzuca: { $dice }, dodatkowe kości: { $bonus } (suma { $total })
log-again = { $who } ma teraz: { $dice } (suma { $total })
log-again-bonus = { $who } ma teraz: { $dice }, dodatkowe kości: { $bonus } (suma { $total })
log-block = Neutralne kości { $dice } blokują doradcę { $rank }
log-block-split = Neutralne kości { $dice } (suma { $total }) wskazują zablokowanego już doradcę: każda blokuje więc doradcę o swojej liczbie: { $ranks }
log-reroll-one = { $who } używa { $building_gen }, by przerzucić jedną kość
log-reroll-white = { $who } używa { $building_gen }, by przerzucić dodatkową kość
log-reroll-all = { $who } używa { $building_gen }, by przerzucić wszystkie kości
log-bonus-die = dodatkowa { $die }
log-using-plus2 = żeton „+2”
log-using-market = Targ ({ $shift })
log-using-envoy = Królewski Wysłannik
log-influence = { $who } wpływa na { $advisor_acc } ({ $rank }): { $dice }
log-influence-using = { $who } wpływa na { $advisor_acc } ({ $rank }): { $dice }, używając: { $using }
log-pass = { $who } pasuje
log-pass-unused = { $who } pasuje i zostawia { $n ->
    [one] { $n } niewykorzystaną kość
    [few] { $n } niewykorzystane kości
   *[many] { $n } niewykorzystanych kości
}
log-pass-no-dice = { $who } nie ma już kości i pasuje
log-pass-blocked = { $who } nie może dotrzeć do żadnego wolnego doradcy i pasuje
log-reinforce = Posiłki Króla: { $who } rzuca { $dice }, każdy gracz otrzymuje { amount-soldier-acc }

## Nagrody i surowce
log-spoils = { $who } bierze { $goods } jako łupy zwycięstwa
log-from-favor = Pomoc od Króla: { $who } bierze { $goods }
log-from-building = { $who } bierze { $goods } z { $building_gen }
log-from-building-plus2 = { $who } bierze żeton „+2” z { $building_gen }
log-lose = { $who } traci { $goods }
log-lose-nothing = { $who } nic nie traci
log-give-up = { $who } oddaje { $goods }
log-recruit-none = { $who } nie werbuje żołnierzy
log-recruit = { $who } werbuje { amount-soldier-acc } za { $goods }
log-built = { $who } buduje { $building_acc } za { $goods }
log-built-envoy = { $who } buduje { $building_acc } z pomocą Królewskiego Wysłannika za { $goods }
log-reward-advisor = { $who } otrzymuje od { $advisor_gen } { $goods }
log-reward-stables = { $who } otrzymuje od { $advisor_gen } { $goods } (o 1 żołnierza więcej dzięki Stajniom)
log-trade = { $who } wymienia u { $advisor_gen } { $good } na { $goods }
log-decline-advisor = { $who } rezygnuje z nagrody { $giver_gen }
log-decline-tile = { $who } rezygnuje z nagrody { $giver_gen }
log-nothing-no-goods = { $who } nic nie otrzymuje od { $giver_gen } (brak surowców na wymianę)
log-nothing-tile-empty = { $who } nic nie otrzymuje od { $giver_gen } (nic na niej nie leży)
log-nothing-nothing-to-take = { $who } nic nie otrzymuje od { $giver_gen } (nie ma czego wziąć)
log-peek-advisor = { $who } w ukryciu ogląda następną kartę najeźdźców ({ $giver })
log-peek-tile = { $who } w ukryciu ogląda następną kartę najeźdźców ({ $giver })
log-build-none = { $who } nic nie buduje w tej porze roku
log-build-cannot = { $who } nie ma surowców na żaden budynek

## Punkty zwycięstwa
log-vp-building = { $who } { $sign ->
    [lose] traci
   *[gain] zdobywa
} { $n } PZ za { $thing_acc }
log-vp-advisor = { $sign ->
    [lose] { $who } płaci { $n } PZ { $thing_dat }
   *[gain] { $who } zdobywa { $n } PZ od { $thing_gen }
}
log-vp-tile = { $who } { $sign ->
    [lose] traci
   *[gain] zdobywa
} { $n } PZ ({ $thing })
log-vp-tile-choice = { $who } { $sign ->
    [lose] traci
   *[gain] zdobywa
} { $n } PZ ({ $thing }, wybór: { $chooser })
log-vp-king = { $who } { $sign ->
    [lose] traci
   *[gain] zdobywa
} { $n } PZ z Królewskiej Nagrody (najwięcej budynków: { $count })
log-vp-victory = { $who } { $sign ->
    [lose] traci
   *[gain] zdobywa
} { $n } PZ za zwycięstwo
log-vp-fortress = { $who } { $sign ->
    [lose] traci
   *[gain] zdobywa
} { $n } PZ dzięki Warowni
log-vp-highest = { $who } { $sign ->
    [lose] traci
   *[gain] zdobywa
} { $n } PZ za najwyższą wartość bojową
log-vp-destroyed = { $who } { $sign ->
    [lose] traci
   *[gain] zdobywa
} { $n } PZ za zniszczony budynek ({ $thing })
log-vp-enemy = { $who } { $sign ->
    [lose] traci
   *[gain] zdobywa
} { $n } PZ na rzecz najeźdźców
log-vp-embassy = { $who } { $sign ->
    [lose] traci
   *[gain] zdobywa
} { $n } PZ dzięki Ambasadzie
log-vp-town-hall = { $who } { $sign ->
    [lose] traci
   *[gain] zdobywa
} { $n } PZ w Ratuszu za { $paid }
log-paid-gold = 1 złoto
log-paid-wood = 1 drewno
log-paid-stone = 1 kamień
log-paid-plus2 = żeton „+2”
log-vp-cathedral = { $who } { $sign ->
    [lose] traci
   *[gain] zdobywa
} { $n } PZ dzięki Katedrze ({ $count ->
    [one] { $count } surowiec
    [few] { $count } surowce
   *[many] { $count } surowców
})
log-vp-token-left = { $who } { $sign ->
    [lose] traci
   *[gain] zdobywa
} { $n } PZ za pozostałe żetony żołnierzy ({ $count })

## Moduł 6: płytki doradców
log-tile = płytka { $advisor_gen }
log-tile-gen = płytki { $advisor_gen }
log-tile-dat = płytce { $advisor_gen }
log-tile-acc = płytkę { $advisor_gen }
log-tile-gender = f
log-draw = { $who } dobiera { $tile_acc }: od teraz doradca { $rank } daje: { $rule }
log-leave = Z gry odchodzi { $tile }: doradca { $rank } znów daje swoją nagrodę z planszy
log-picked = { $who } otrzymuje { $goods } ({ $tile }; wybiera: { $picker })
log-tile-gain = { $who } otrzymuje { $goods } ({ $tile })
log-bundle = { $who }: otrzymuje { $gained } ({ $tile })
log-bundle-pay = { $who }: płaci { $paid }, otrzymuje { $gained } ({ $tile })
log-bundle-plus2 = { $n ->
    [one] { $n } żeton „+2”
    [few] { $n } żetony „+2”
   *[many] { $n } żetonów „+2”
}
log-refill = Pusta { $tile } zostaje uzupełniona: { $goods }
log-sergeant = Kość { $tile_gen } pokazuje { $die }: leży na niej teraz { $goods }
log-jester-none = { $who } nie trafia do żadnego doradcy ({ $tile }): na każdego już wpłynięto
log-jester = { $who } otrzymuje nagrodę { $advisor_gen } ({ $rank }), na { $advisor_gender ->
    [f] którą
   *[m] którego
} nikt nie wpłynął ({ $tile })
log-choose = { $who } wskazuje: { $other } ({ $tile })
log-gift = { $to }: { $good }
log-list-semicolon = { $head }; { $item }
log-and-more = { $head }, { $item }
log-gifts = { $who } rozdaje surowce – { $gifts } ({ $tile })
log-tile-rule-1 = nagroda następnego wolnego doradcy
log-tile-rule-2 = 2 „+2” lub 1 „+2” → złoto+żołnierz
log-tile-rule-3 = 1 surowiec, wybiera gracz z lewej
log-tile-rule-4 = 1 surowiec z płytki
log-tile-rule-5 = surowiec leżący na płytce
log-tile-rule-6 = wymiana surowiec/PZ/żołnierz
log-tile-rule-7 = przeciwnik 1 surowiec, ty 2 takie same
log-tile-rule-8 = 2 surowce wybrane przez sąsiadów
log-tile-rule-9 = 2 z: złoto/drewno/PZ/żołnierz+„+2”
log-tile-rule-10 = 2 surowce jednego rodzaju
log-tile-rule-11 = kamień, żołnierz, PZ (+ wymiany)
log-tile-rule-12 = 3 złota / 3 PZ, inni 1 PZ / złoto
log-tile-rule-13 = surowiec, „+2”, PZ, żołnierz, podgląd
log-tile-rule-14 = przeciwnik bierze 1, ty pozostałe 4
log-tile-rule-15 = po 2 z każdego surowca, 2 oddajesz
log-tile-rule-16 = 5 PZ

## Zima: bitwa
log-enemy = Rok { $year }: { $enemy_gender ->
    [m] atakuje
   *[pl] atakują
} { $enemy } o sile { $strength }
log-enemy-secret = Najeźdźcy roku { $year }: { $enemy }, siła { $strength }
log-destroy = { $who }: { $enemy } { $enemy_gender ->
    [m] niszczy
   *[pl] niszczą
} { $building_acc }
log-battle = { $who }: { $summary }
log-battle-term = { " " }{ $mod } { $building }
log-battle-summary = { $soldiers ->
    [one] { $soldiers } żołnierz
    [few] { $soldiers } żołnierze
   *[many] { $soldiers } żołnierzy
}{ $terms } = siła { $strength } przeciw { $against }: { $result ->
    [win] zwycięstwo
    [tie] najeźdźcy odparci (remis)
   *[loss] porażka
}
