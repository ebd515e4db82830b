# Powody decyzji komputera (w dzienniku: „↳ Bruno: …”) i podpowiedzi. Powód to
# „co robi: dlaczego”; komputer mówi o sobie w pierwszej osobie, w czasie teraźniejszym.

## Liczby wyliczone przez komputer (jedno miejsce po przecinku)
bot-number = { NUMBER($n, minimumFractionDigits: 1, maximumFractionDigits: 1) }
bot-plus = +{ NUMBER($n, minimumFractionDigits: 1, maximumFractionDigits: 1) }
bot-vp-signed = { $vp } PZ

## Cały powód
bot-reason = { $what } — { $why }
bot-reason-withheld = { $what } (powód opiera się na karcie, którą zna tylko ten gracz)
bot-reason-done = { $done } — { $reason }

## Powody bez „dlaczego”
bot-only-move = jedyny możliwy ruch
bot-at-random = wybór losowy
bot-immediate-gain = największy natychmiastowy zysk
bot-flat = w { $n ->
    [one] { $n } losowej grze
    [few] { $n } losowych grach
   *[many] { $n } losowych grach
} kończy średnio z wynikiem { $mean } PZ względem najlepszego z pozostałych

## Co zrobił ruch, który nie zostawił nic w dzienniku
bot-done-town_hall = nie korzysta z { building-town_hall.gen }
bot-done-build = nic nie buduje
bot-done-recruit = nie werbuje żołnierzy
bot-done-influence = nie kładzie więcej kości
bot-done-reward = rezygnuje z nagrody
bot-done-reroll = zostawia kości bez zmian
bot-done-pass = pasuje

## Co robi ruch
bot-influences = wpływa na { $advisor_acc } ({ $gives })
bot-builds = buduje { $building_acc } ({ $details })
bot-recruits = werbuje { $n ->
    [one] { $n } żołnierza
    [few] { $n } żołnierzy
   *[many] { $n } żołnierzy
}
bot-sets-token = odkłada żeton wart { $n ->
    [one] { $n } żołnierza
    [few] { $n } żołnierzy
   *[many] { $n } żołnierzy
}
bot-stops = kończy
bot-recruits-none = nikogo nie werbuje
bot-declines = rezygnuje
bot-takes = bierze { $goods }
bot-takes-enough = bierze { $goods } — wystarczy na { $building_acc }
bot-takes-toward = bierze { $goods } na { $building_acc } (brakuje { $n ->
    [one] { $n } surowca
    [few] { $n } surowców
   *[many] { $n } surowców
})
bot-takes-reward = bierze nagrodę

## Co daje każdy doradca (według rangi)
bot-gives-1 = 1 PZ
bot-gives-2 = 1 złoto
bot-gives-3 = 1 drewno
bot-gives-4 = 1 złoto lub 1 drewno
bot-gives-5 = 1 żołnierz
bot-gives-6 = wymiana 1 surowca na 2
bot-gives-7 = 1 surowiec i żeton „+2”
bot-gives-8 = 2 złota
bot-gives-9 = 1 drewno + złoto lub kamień
bot-gives-10 = 2 żołnierze, podgląd karty najeźdźców
bot-gives-11 = 1 kamień + złoto lub drewno
bot-gives-12 = 2 surowce i żeton „+2”
bot-gives-13 = 3 kamienie
bot-gives-14 = 3 surowce za 1 PZ
bot-gives-15 = po 1 surowcu każdego rodzaju
bot-gives-16 = 4 złota
bot-gives-17 = 2 surowce, 3 PZ, podgląd
bot-gives-18 = każdy surowiec + 1 żołnierz

## Co daje budynek (w nawiasie po nazwie)
bot-vp = { $n } PZ
bot-no-vp = bez PZ
bot-list-2 = { $first }, { $second }
bot-list-3 = { $first }, { $second }, { $third }
bot-defence = silniejsza obrona co zimę
bot-defence-against = silniejsza obrona przed { $enemy_ins }
bot-effect-statue = przerzut, gdy na wszystkich kościach wypadnie to samo
bot-effect-chapel = przerzut niskich wyników
bot-effect-cathedral = punkty za surowce na koniec gry
bot-effect-inn = żeton „+2” co lato
bot-effect-market = kości sięgają o jednego doradcę dalej
bot-effect-farms = dodatkowa biała kość w każdym sezonie
bot-effect-merchants_guild = 1 złoto w każdym sezonie
bot-effect-barracks = żołnierze po 1 surowcu
bot-effect-stables = dodatkowy żołnierz od doradców
bot-effect-stone_wall = remis liczy się jako zwycięstwo
bot-effect-fortress = 1 PZ więcej za każdą wygraną bitwę
bot-effect-crane = tańsze budynki po prawej
bot-effect-town_hall = zamiana surowców na PZ
bot-effect-embassy = 1 PZ w każdym sezonie

## Dlaczego: oceny poziomów ucznia i solidnego
bot-why-advisor-vp = punkty zwycięstwa są dla mnie warte { $worth } PZ, po odjęciu zużytych kości { $mine } (najlepsza inna opcja { $other })
bot-why-advisor-goods = surowce są dla mnie warte { $worth } PZ, po odjęciu zużytych kości { $mine } (najlepsza inna opcja { $other })
bot-why-advisor-soldiers = żołnierze przeciw tegorocznemu wrogowi ({ $enemy }, siła { $strength }) są dla mnie warci { $worth } PZ, po odjęciu zużytych kości { $mine } (najlepsza inna opcja { $other })
bot-why-advisor-soldiers-range = żołnierze przeciw zimowemu wrogowi o sile { $low }–{ $high } są dla mnie warci { $worth } PZ, po odjęciu zużytych kości { $mine } (najlepsza inna opcja { $other })
bot-why-keep-dice = zachowanie kości daje { $mine }, najlepszy pozostały doradca { $other }
bot-why-recruit = wobec zimowego wroga o sile do { $high } zysk z bitwy minus zapłacone surowce to { $mine } PZ (najlepsza inna opcja { $other })
bot-why-token = według mojej oceny zimowa bitwa i pozostałe żetony dają { $mine } PZ
bot-why-estimate = moja ocena pozycji po tym ruchu to { $mine } PZ, po najlepszym innym { $other }

## Dlaczego: przeszukiwanie poziomu silnego
bot-why-search = na próbie { $n ->
    [one] { $n } możliwego przebiegu gry
    [few] { $n } możliwych przebiegów gry
   *[many] { $n } możliwych przebiegów gry
} { $kind }
bot-why-search-next = na próbie { $n ->
    [one] { $n } możliwego przebiegu gry
    [few] { $n } możliwych przebiegów gry
   *[many] { $n } możliwych przebiegów gry
} { $kind }, a następny najlepszy ruch — { $move } — daje { $score }
bot-why-search-held = na próbie { $n ->
    [one] { $n } możliwego przebiegu gry
    [few] { $n } możliwych przebiegów gry
   *[many] { $n } możliwych przebiegów gry
} { $kind }; ruch „{ $move }” daje { $score }, tylko o { $held } błędu standardowego więcej: to w granicach przypadku, więc zostaję przy pierwszym wyborze
bot-search-lead = moja średnia przewaga nad rywalem ({ $rival }) na koniec gry wynosi { $score }
bot-search-final-span = mój średni wynik końcowy plus przewaga nad najlepszym z pozostałych (liczona do { NUMBER($span) } PZ w obie strony) wynosi { $score }
bot-search-final-lead = mój średni wynik końcowy plus przewaga nad najlepszym z pozostałych wynosi { $score }
bot-search-final = mój średni wynik końcowy wynosi { $score }
bot-search-estimate = mój szacowany średni wynik końcowy wynosi { $score }

## Ruchy (inny ruch rozważony przez przeszukiwanie)
bot-move-build = { $envoy ->
    [1] budowa { $building_gen } z Wysłannikiem
   *[0] budowa { $building_gen }
}
bot-move-influence = wpływ na { $advisor_acc } ({ $rank } ← { $dice }){ $token ->
    [1] , żeton „+2”
   *[0] {""}
}{ $market ->
    [1] , Targ +1
    [-1] , Targ −1
   *[0] {""}
}{ $envoy ->
    [1] , Wysłannik
   *[0] {""}
}
bot-dice-white = { $dice }+biała { $white }
bot-die-white = biała { $white }
bot-move-pass = pas
bot-move-take = wzięcie surowców ({ $goods })
bot-move-take-reward = wzięcie nagrody
bot-move-recruit = werbunek { $n ->
    [one] { $n } żołnierza
    [few] { $n } żołnierzy
   *[many] { $n } żołnierzy
} za { $goods }
bot-move-lose = utrata surowców ({ $goods })
bot-move-token = żeton wart { $n ->
    [one] { $n } żołnierza
    [few] { $n } żołnierzy
   *[many] { $n } żołnierzy
}
bot-move-town_hall = zapłata w { building-town_hall.loc } ({ $good })
bot-move-town_hall-plus2 = zapłata w { building-town_hall.loc } (żeton „+2”)
bot-move-reroll-chapel = przerzut w { building-chapel.loc }
bot-move-reroll-statue = przerzut przy { building-statue.loc }
bot-move-reroll-statue-white = przerzut białej kości przy { building-statue.loc }
bot-move-trade = wymiana ({ $good } za dwa pozostałe surowce)
bot-move-give = oddanie surowca ({ $good })
bot-move-choose = wybór gracza ({ $who })
bot-gift = { $good } dla { $who }
bot-move-distribute = przekazanie surowców ({ $first }, { $second })
bot-move-distribute-one = przekazanie surowca ({ $first })
bot-move-gain = zysk ({ $gain })
bot-move-pay-gain = zapłata ({ $pay }), zysk ({ $gain })
bot-unit-vp = { $n } PZ
bot-unit-soldier = { $n ->
    [one] { $n } żołnierz
    [few] { $n } żołnierze
   *[many] { $n } żołnierzy
}
bot-unit-token = { $n ->
    [one] { $n } żeton „+2”
    [few] { $n } żetony „+2”
   *[many] { $n } żetonów „+2”
}
bot-move-notation = { $notation }

## Pierwszy wiersz powodu: co ruch daje i do czego służy
bot-reason-details = { $reason } · { $details }
bot-why-and = { $first }; { $second }
bot-why-varied = blisko mojego najlepszego ruchu, { $diff } PZ: celowo gram różnie
bot-influences-dice = { $advisor } ({ $rank } ← { $dice }{ $extras }): { $gives }
bot-no-extras = {""}
bot-with-extras = { " " }z { $items }
bot-extra-plus2 = żetonem „+2”
bot-extra-market = { $delta ->
    [up] Targiem (+1)
   *[down] Targiem (−1)
}
bot-extra-envoy = Królewskim Wysłannikiem
bot-recruits-for = werbuje { $n ->
    [one] { $n } żołnierza
    [few] { $n } żołnierzy
   *[many] { $n } żołnierzy
} za { $goods }
bot-for-battle = na zimową bitwę z { $enemy_ins } (siła { $strength })
bot-for-battle-range = na zimową bitwę (siła wroga { $low }–{ $high })
bot-for-enough = wystarczy na { $building_acc }
bot-for-toward = do { $building_gen } brakuje jeszcze { $n ->
    [one] { $n } surowca
    [few] { $n } surowców
   *[many] { $n } surowców
}
bot-move-gifts = przekazanie surowców ({ $gifts })

## Szczegóły (pod klawiszem): liczby komputera, wszystkie w oczekiwanych PZ na koniec gry
bot-detail-ahead = oczekiwane PZ na koniec gry według mojej oceny: { $diff } względem następnego najlepszego ruchu ({ $move })
bot-detail-varied = oczekiwane PZ na koniec gry według mojej oceny: { $diff } względem mojego najlepszego ruchu ({ $move }); celowo gram różnie
bot-detail-search = na próbie { $n ->
    [one] { $n } możliwego przebiegu gry
    [few] { $n } możliwych przebiegów gry
   *[many] { $n } możliwych przebiegów gry
}: oczekiwane PZ na koniec gry po tym ruchu { $mine }
bot-detail-search-next = na próbie { $n ->
    [one] { $n } możliwego przebiegu gry
    [few] { $n } możliwych przebiegów gry
   *[many] { $n } możliwych przebiegów gry
}: oczekiwane PZ na koniec gry po tym ruchu { $mine }, po następnym najlepszym ({ $move }) { $other }
bot-detail-search-held = ruch „{ $move }” wypadł nieco lepiej, ale tylko o { $held } błędu standardowego: to w granicach przypadku, więc zostaję przy pierwszym wyborze
bot-detail-search-lead = biorę pod uwagę także przewagę nad rywalem ({ $rival }): { $mine } PZ po tym ruchu, { $other } PZ po następnym najlepszym
bot-detail-search-margin = pod koniec gry biorę pod uwagę także przewagę nad najlepszym z pozostałych (liczoną do { NUMBER($span) } PZ w obie strony): wynik { $mine } po tym ruchu, { $other } po następnym najlepszym

## Podpowiedź (klawisz h): co zrobiłby tu poziom silny
hint-thinking = Podpowiedź: myślę…
hint-heading = Podpowiedź (poziom silny):
hint-details = liczby, na których opiera się podpowiedź: { $details }
hint-details-key = (h jeszcze raz: liczby, na których się opiera)

## Poziomy komputera (ekran przygotowania gry): nazwa każdej wartości z wiersza poleceń i opis
bot-level-name-beginner = uczeń
bot-level-name-solid = solidny
bot-level-name-strong = mocny
bot-level-beginner = gra rozsądnie, ale gubi plany; dobry do nauki
bot-level-solid = ostrożny gracz o zdrowych nawykach
bot-level-strong = przewiduje wiele możliwych pór roku naprzód; trudno go pokonać
