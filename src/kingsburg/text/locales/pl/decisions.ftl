# O co gracz jest pytany i co mu się proponuje: pytania, tytuły menu i opcje, powody
# odrzucenia ruchu. Identyfikatory: decide-…, action-…, illegal-…, turn-….

## Wiersz pytania: imię gracza, potem pytanie
turn-prompt = { $who }: { $prompt }
turn-over = Koniec gry
turn-chance = los: { $what }
turn-season = Rok { $year }, { $phase }

## Co przynosi zdarzenie losowe
turn-brings-order = losowanie kolejności graczy
turn-brings-deck = tasowanie talii najeźdźców
turn-brings-block = rzut kośćmi, które blokują doradców
turn-brings-roll = rzut nowymi kośćmi
turn-brings-reroll = ponowny rzut kośćmi
turn-brings-reinforcements = Posiłki Króla, a potem bitwa
turn-brings-tile = losowanie płytki doradcy
turn-brings-tile-die = rzut kością płytki

## Jak rozstrzygnięto remis w końcowej klasyfikacji
turn-tiebreak-shared = ex aequo: tyle samo PZ, surowców i budynków
turn-tiebreak-goods = mniej surowców
turn-tiebreak-buildings = mniej budynków

## Pytania
decide-favor = weź 1 dowolny surowiec z Pomocy od Króla
decide-reroll = rzuć ponownie dzięki Statui lub Kaplicy albo zatrzymaj swoje kości
decide-influence = wpłyń kośćmi na doradcę albo spasuj
decide-reward = wybierz nagrodę od { $advisor_gen } ({ $rank }): { $summary }
decide-reward-tile = wybierz nagrodę z płytki { $advisor_gen } ({ $rank }): { $summary }
decide-build = zbuduj jeden budynek albo spasuj
decide-build-envoy = zbuduj drugi budynek dzięki Królewskiemu Wysłannikowi albo spasuj
decide-town-hall = zapłać w Ratuszu 1 surowiec lub żeton „+2” za 1 PZ albo spasuj
decide-recruit = { $price ->
    [one] werbuj żołnierzy (każdy za { $price } surowiec) albo spasuj
    [few] werbuj żołnierzy (każdy za { $price } surowce) albo spasuj
   *[many] werbuj żołnierzy (każdy za { $price } surowców) albo spasuj
}
decide-battle-gain = wybierz surowiec zdobyty na wrogu
decide-battle-lose = { $n ->
    [one] wybierz { $n } surowiec, który oddasz wrogowi
    [few] wybierz { $n } surowce, które oddasz wrogowi
   *[many] wybierz { $n } surowców, które oddasz wrogowi
}
decide-token = w tajemnicy wybierz żeton żołnierzy (pozostali odwracają wzrok)
decide-token-alone = w tajemnicy wybierz żeton żołnierzy (pozostali zobaczą tylko, że żeton został wybrany)
decide-tile-give = wybierz surowiec, który { $who } dostaje z płytki { $advisor_gen }
decide-tile-astronomer = weź 1 dowolny surowiec; { $who } dostaje 2 takie same (płytka Astronoma)
decide-tile-smuggler = weź jedną z pięciu nagród płytki Przemytnika; { $who } bierze pozostałe cztery

## Tytuły menu
decide-title = Decyzja
decide-title-favor = Pomoc od Króla: surowiec
decide-title-reroll = Rzucić ponownie?
decide-title-influence = Wpływ: wybierz doradcę
decide-title-influence-dice = Wpływ: wybierz kości
decide-title-reward = Nagroda doradcy
decide-title-build = Budowa
decide-title-town-hall = Ratusz
decide-title-recruit = Werbunek żołnierzy
decide-title-battle-gain = Łupy zwycięstwa
decide-title-battle-lose = Surowce oddane wrogowi
decide-title-token = Tajny wybór żetonu żołnierzy
decide-title-tile-give = Dar z płytki: surowiec
decide-title-tile-astronomer = Płytka Astronoma: surowiec
decide-title-tile-smuggler = Płytka Przemytnika: nagroda
decide-title-dice = Kości { $dice }: który doradca?
decide-title-advisor = { $rank } { $advisor }: które kości?
decide-title-recruit-pay = { $soldiers }: czym zapłacisz?
decide-title-over = Koniec gry
decide-final-scores = Pokaż wyniki końcowe
decide-hint-recruit = { $price ->
    [one] { $price } surowiec za żołnierza
    [few] { $price } surowce za żołnierza
   *[many] { $price } surowców za żołnierza
}
decide-hint-advisor-first = d: najpierw doradca
decide-hint-dice-first = d: najpierw kości

## Nagroda każdego doradcy i każdej płytki modułu 6 w kilku słowach
decide-summary-advisor-1 = 1 PZ
decide-summary-advisor-2 = 1 złoto
decide-summary-advisor-3 = 1 drewno
decide-summary-advisor-4 = 1 złoto lub 1 drewno
decide-summary-advisor-5 = 1 żołnierz
decide-summary-advisor-6 = wymiana 1 surowca na 2
decide-summary-advisor-7 = 1 surowiec i żeton +2
decide-summary-advisor-8 = 2 złota
decide-summary-advisor-9 = 1 drewno + złoto lub kamień
decide-summary-advisor-10 = 2 żołnierze, podgląd wroga
decide-summary-advisor-11 = 1 kamień + złoto lub drewno
decide-summary-advisor-12 = 2 surowce i żeton +2
decide-summary-advisor-13 = 3 kamienie
decide-summary-advisor-14 = 3 surowce za 1 PZ
decide-summary-advisor-15 = po 1 z każdego surowca
decide-summary-advisor-16 = 4 złota
decide-summary-advisor-17 = 2 surowce, 3 PZ, podgląd
decide-summary-advisor-18 = każdy surowiec + 1 żołnierz
decide-summary-tile-1 = nagroda następnego wolnego doradcy
decide-summary-tile-2 = 2 „+2” lub 1 „+2” → złoto+żołnierz
decide-summary-tile-3 = 1 surowiec, wybiera gracz z lewej
decide-summary-tile-4 = 1 surowiec z płytki
decide-summary-tile-5 = surowiec leżący na płytce
decide-summary-tile-6 = zamiana surowiec/PZ/żołnierz
decide-summary-tile-7 = rywal 1 surowiec, ty 2 takie same
decide-summary-tile-8 = 2 surowce wybrane przez sąsiadów
decide-summary-tile-9 = 2 z: złoto/drewno/PZ/żołnierz+„+2”
decide-summary-tile-10 = 2 surowce jednego rodzaju
decide-summary-tile-11 = kamień, żołnierz, PZ (+ zamiany)
decide-summary-tile-12 = 3 złota / 3 PZ, inni 1 PZ / złoto
decide-summary-tile-13 = surowiec, „+2”, PZ, żołnierz, podgląd
decide-summary-tile-14 = rywal bierze 1, ty pozostałe 4
decide-summary-tile-15 = 2 z każdego surowca, 2 oddajesz
decide-summary-tile-16 = 5 PZ
decide-summary-tiled = { $summary } (płytka)

## Ilości surowców w wyliczeniu
action-goods-0 = nic
action-goods-1 = { $a }
action-goods-2 = { $a }, { $b }
action-goods-3 = { $a }, { $b }, { $c }

## Opcje menu: wpływ na doradców
action-die = { $die }
action-white-die = biała { $die }
action-dice-plus = { $head } + { $die }
action-extra-plus2 = żetonem „+2”
action-extra-market = Targiem { $delta }
action-extra-envoy = Wysłannikiem
action-extras-middle = { $head }, { $item }
action-extras-and = { $head } i { $item }
action-with-extras = { " " }z { $extras }
action-influence-to = → { $rank } { $advisor }{ $extras } ({ $summary })
action-influence-dice = { $dice }{ $extras } = { $rank }
action-influence-dice-to = { $dice }{ $extras } → { $rank } { $advisor } ({ $summary })
action-influence-dice-group = kości { $dice } (razem { $total }): { $n ->
    [one] { $n } cel
    [few] { $n } cele
   *[many] { $n } celów
}
action-influence-advisor = { $rank } { $advisor } ← { $dice }{ $extras } ({ $summary })
action-influence-advisor-group = { $rank } { $advisor } — { $summary } ({ $n ->
    [one] { $n } sposób
    [few] { $n } sposoby
   *[many] { $n } sposobów
})
action-influence-pass = Pas — nie kładź już kości w tym sezonie (niewykorzystane: { $left })

## Opcje menu: werbunek
action-recruit-none = Nie werbuj żołnierzy
action-recruit = Zwerbuj { $soldiers } za { $cost ->
    [one] { $cost } surowiec
    [few] { $cost } surowce
   *[many] { $cost } surowców
}
action-recruit-paid = { $recruit } ({ $goods })
action-recruit-more = { $recruit } …
action-recruit-pay = Zapłać { $goods }
action-recruit-for = Zwerbuj { amount-soldier-acc } za { $goods }

## Opcje menu: pas
action-pass = Pas
action-pass-reroll = Zatrzymaj te kości
action-pass-build = Nie buduj niczego
action-pass-town-hall = Nie płać w Ratuszu
action-pass-reward = Odrzuć tę nagrodę

## Opcje menu: surowce i nagrody
action-take = Weź { $goods }
action-give-up = Oddaj { $goods }
action-trade = Oddaj 1 { $good }, weź { $goods }
action-build = Zbuduj { $building_acc }: { $cost } → { $vp } PZ
action-build-envoy = Zbuduj { $building_acc } (Królewski Wysłannik): { $cost } → { $vp } PZ
action-reroll-chapel = Kaplica: rzuć ponownie wszystkimi kośćmi
action-reroll-white = Statua: rzuć ponownie jedną białą kością
action-reroll-statue = Statua: rzuć ponownie jedną ze swoich kości
action-town-hall-good = { building-town_hall }: zapłać 1 { $good } za 1 PZ
action-town-hall-plus2 = { building-town_hall }: zapłać żetonem „+2” za 1 PZ
action-token = { $n ->
    [one] Żeton { $n }: { $n } żołnierz
    [few] Żeton { $n }: { $n } żołnierze
   *[many] Żeton { $n }: { $n } żołnierzy
}
action-give = Daj 1 { $good }
action-choose = Wybierz: { $who }
action-give-to = { $good } → { $who }
action-distribute = Daj { $gifts }
action-reward-tile = Weź nagrodę z płytki { $advisor_gen }: { $got }
action-reward = Weź { $parts }
action-reward-pay = Zapłać { $vp } PZ, weź { $parts }
action-reward-peek = { $take } i zobacz tegorocznego wroga
action-reward-soldiers = { $n ->
    [one] { $n } żołnierza
    [few] { $n } żołnierzy
   *[many] { $n } żołnierzy
}
action-reward-plus2 = { $n ->
    [one] { $n } żeton „+2”
    [few] { $n } żetony „+2”
   *[many] { $n } żetonów „+2”
}
action-reward-vp = { $n } PZ
action-gain = Zyskaj { $gained }
action-gain-nothing = Nic nie zyskujesz
action-pay-gain = Zapłać { $paid }, zyskaj { $gained }
action-pay-gain-nothing = Zapłać { $paid }, nic nie zyskujesz
action-bundle-one = { $good }
action-bundle-vp = { $n } PZ
action-bundle-soldier = { $n ->
    [one] { $n } żołnierza
    [few] { $n } żołnierzy
   *[many] { $n } żołnierzy
}
action-bundle-plus2 = { $n ->
    [one] { $n } żeton „+2”
    [few] { $n } żetony „+2”
   *[many] { $n } żetonów „+2”
}
action-bundle-items = { $head }, { $item }
action-others-vp = { $label }; każdy inny gracz dostaje { $n } PZ
action-others-gold = { $label }; każdy inny gracz dostaje { $n ->
    [one] { $n } złoto
    [few] { $n } złota
   *[many] { $n } złota
}

## Dlaczego ruch jest odrzucony
illegal-not-now = Ruch { $move } jest teraz niedozwolony: { $why }
illegal-text-no-decision = { $move }: teraz żaden gracz nie podejmuje decyzji
illegal-over = gra jest już zakończona
illegal-no-decision = teraz żaden gracz nie podejmuje decyzji
illegal-nothing-to-undo = od ostatniego rzutu kośćmi lub karty nie ma czego cofnąć
illegal-chance-due = teraz rozstrzyga los ({ $kind }), a nie decyzja gracza
illegal-no-chance = teraz decyduje { $who }; los niczego nie rozstrzyga
illegal-not-a-choice = tego nie ma wśród dostępnych teraz wyborów
illegal-reroll = { $who } nie może teraz użyć { $building_gen } do ponownego rzutu
illegal-no-advisor = nie ma doradcy { $rank } (są od 1 do 18)
illegal-no-die = { $who } nie ma niewykorzystanej kości z wynikiem { $die }
illegal-no-white-die = { $who } nie ma niewykorzystanej białej kości z wynikiem { $die }
illegal-no-plus2 = { $who } nie ma w tym sezonie żetonu „+2” do użycia
illegal-no-market = { $who } nie ma w tym sezonie Targu do użycia
illegal-no-envoy = { $who } nie ma Królewskiego Wysłannika
illegal-dice-total = te kości dają { $total }, a nie { $rank }
illegal-advisor-taken = doradca { $rank } jest już zajęty (nie wskazano Królewskiego Wysłannika)
illegal-advisor-full = na doradcy { $rank } leżą już dwie grupy kości
illegal-envoy-not-needed = doradca { $rank } jest wolny: Królewski Wysłannik nie jest potrzebny
illegal-no-building = nie ma budynku { $building }
illegal-owned = { $who } ma już { $building_acc }
illegal-row-first = najpierw trzeba zbudować budynki na lewo od { $building_gen } w rzędzie { $row }
illegal-second-needs-envoy = drugi budynek w tym sezonie wymaga Królewskiego Wysłannika (napisz „with envoy”)
illegal-envoy-second-only = Królewski Wysłannik pozwala zbudować tylko drugi budynek, po pierwszym
illegal-cannot-afford = { $who } nie ma dość surowców na { $building_acc }: { $building_gender ->
    [pl] kosztują
   *[sg] kosztuje
} { $cost }, a { $who } ma { $has }
illegal-due-favor = { $who } musi najpierw zdecydować, jaki surowiec wziąć z Pomocy od Króla
illegal-due-reroll = { $who } musi najpierw zdecydować, czy rzucić ponownie dzięki Statui lub Kaplicy
illegal-due-influence = { $who } musi najpierw zdecydować, na którego doradcę wpłynąć, albo spasować
illegal-due-reward = { $who } musi najpierw wybrać nagrodę od doradcy { $rank }
illegal-due-build = { $who } musi najpierw zdecydować, co zbudować, albo spasować
illegal-due-town-hall = { $who } musi najpierw zdecydować, czy zapłacić w Ratuszu
illegal-due-recruit = { $who } musi najpierw zdecydować, ilu żołnierzy zwerbować
illegal-due-battle-gain = { $who } musi najpierw wybrać surowce zdobyte na wrogu
illegal-due-token = { $who } musi najpierw wybrać żeton żołnierzy
illegal-due-tile-give = { $who } musi najpierw wybrać surowiec, który inny gracz dostaje z płytki
illegal-due-tile-astronomer = { $who } musi najpierw wybrać surowiec z płytki Astronoma
illegal-due-tile-smuggler = { $who } musi najpierw wybrać nagrodę z płytki Przemytnika
illegal-due-battle-lose = { $who } musi najpierw wybrać surowce, które odda wrogowi

## Klawisze pod menu i koniec tury czekający na klawisz
decide-keys-choose = ↑↓ Enter lub { $keys }: wybierz
decide-keys-new = Nowy wybór · Enter: podświetl · { $keys }: wybierz
decide-keys-back = Esc: wstecz
decide-more = Więcej: { $n ->
    [one] { $n } inna możliwość
    [few] { $n } inne możliwości
   *[many] { $n } innych możliwości
}
decide-more-title = { $title } (ciąg dalszy)
decide-held-done = twój wybór: „{ $move }”
decide-held-go-on = dalej
decide-title-end-of-turn = Koniec tury
decide-hint-undo = u: cofnij
action-end-turn = Zakończ turę: { $next }
action-undo = Cofnij: { $move }

## Wynik losowania, który nie może być tym oczekiwanym (zapis zmieniony ręcznie)
illegal-expected-order = oczekiwano początkowej kolejności: każdy gracz dokładnie raz
illegal-expected-deck = oczekiwano talii najeźdźców: po jednej karcie z każdego roku, od I do V
illegal-expected-reinforcements = { $dice ->
    [one] oczekiwano Posiłków Króla: jednej kości od 1 do 6
    [few] oczekiwano Posiłków Króla: dwóch kości od 1 do 6
   *[many] oczekiwano Posiłków Króla: dwóch kości od 1 do 6
}
illegal-expected-block = { $n ->
    [one] oczekiwano rzutu { $n } kością blokującą
    [few] oczekiwano rzutu { $n } kośćmi blokującymi
   *[many] oczekiwano rzutu { $n } kośćmi blokującymi
}
illegal-block-dice = { $n ->
    [one] rzut blokujący wymaga { $n } kości od 1 do 6
    [few] rzut blokujący wymaga { $n } kości od 1 do 6
   *[many] rzut blokujący wymaga { $n } kości od 1 do 6
}
illegal-expected-roll = oczekiwano rzutu kośćmi gracza { $who }
illegal-roll-dice = { $white ->
    [one] { $who } rzuca { $n } kośćmi i { $white } białą kością, każdą od 1 do 6
    [few] { $who } rzuca { $n } kośćmi i { $white } białymi kośćmi, każdą od 1 do 6
   *[many] { $who } rzuca { $n } kośćmi i { $white } białymi kośćmi, każdą od 1 do 6
}
illegal-expected-reroll = { $n ->
    [one] oczekiwano { $n } ponownie rzuconej kości gracza { $who }
    [few] oczekiwano { $n } ponownie rzuconych kości gracza { $who }
   *[many] oczekiwano { $n } ponownie rzuconych kości gracza { $who }
}
illegal-expected-tile = oczekiwano płytki, która jest jeszcze w worku
illegal-expected-tile-die = oczekiwano kości płytki Sierżanta (od 1 do 6)
