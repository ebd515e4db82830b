# Ekrany gry, końca gry i powtórki: panele, wiersz stanu, komunikaty, wyniki, bitwa, powtórka.
# Opisy budynków i nagród doradców (data/*.yaml trzyma je po angielsku).

## Litery i krótkie znaki
screen-letter-gold = Z
screen-letter-wood = D
screen-letter-stone = K
screen-cost-free = za darmo
screen-vp-compact = { $n }PZ
screen-envoy-mark = ✉wysłannik

## Plansza prowincji
screen-sheet-title = { $glyph } Prowincja: { $name }
screen-sheet-keys = klawisze \[ ]: inni gracze
screen-sheet-legend = { $built } zbudowany  { $next } można zbudować  { $locked } zablokowany
screen-sheet-detail = { $building } ({ $state ->
        [built] { $building_gender ->
            [f] zbudowana
            [n] zbudowane
            [pl] zbudowane
           *[m] zbudowany
        }
        [next] do zbudowania
       *[locked] { $building_gender ->
            [f] zablokowana
            [n] zablokowane
            [pl] zablokowane
           *[m] zablokowany
        }
    }):
screen-sheet-battle = { $bonus } w bitwie.
screen-battle-vs-barbarians = { $bonus } przeciw Barbarzyńcom
screen-battle-vs-goblins = { $bonus } przeciw Goblinom
screen-battle-vs-orcs = { $bonus } przeciw Orkom
screen-battle-vs-zombies = { $bonus } przeciw Zombie
screen-battle-vs-demons = { $bonus } przeciw Demonom
screen-battle-vs-dragon = { $bonus } przeciw Smokowi

## Dwór Króla
screen-court-title = Dwór Króla
screen-tile-legend = { $mark } płytka modułu 6 · [ ] surowce
screen-tile-none = brak

## Kalendarz
screen-calendar-title = Kalendarz
screen-calendar-year = Rok
screen-calendar-phase = Faza
screen-calendar-now = Teraz: { $phase }
screen-calendar-next = Dalej: { $phase } —
screen-calendar-tag = { $tag ->
        [setup] przygotowanie
       *[end] koniec
    }
screen-calendar-enemies = Najeźdźcy
screen-phase-what-favor = najsłabiej rozwinięta prowincja dostaje białą kość (remis: każdy po 1 surowcu)
screen-phase-what-spring = rzut kośćmi, wpływ na doradców, nagrody, budowa
screen-phase-what-reward = 1 PZ za najwięcej budynków
screen-phase-what-summer = rzut kośćmi, wpływ na doradców, nagrody, budowa
screen-phase-what-envoy = najsłabiej rozwinięta prowincja dostaje Królewskiego Wysłannika
screen-phase-what-fall = rzut kośćmi, wpływ na doradców, nagrody, budowa
screen-phase-what-recruit = żołnierze za surowce
screen-phase-what-winter = Król przysyła posiłki, potem każdy gracz walczy z najeźdźcą
screen-phase-end = koniec
screen-phase-what-end = końcowe punkty (PZ za Katedrę), potem klasyfikacja

## Kości
screen-dice-title = Kości
screen-dice-title-of = { $glyph } Kości: { $name }
screen-dice-none = brak
screen-dice-no-roll = W tej fazie nie ma rzutu kośćmi.
screen-dice-own = Swoje
screen-dice-white = Białe
screen-dice-totals = Suma { $rolled } · wolne { $unused }
screen-dice-chosen = wybrane { $chosen }
screen-dice-plus2 = Żetony „+2”: { $count }
screen-dice-plus2-used = Żetony „+2”: { $count } (jeden zużyty)
screen-dice-envoy = ✉ wysłannik
screen-dice-legend = [n] = wolna, n· = postawiona

## Gracze w kolejności
screen-players-title = Gracze w kolejności ruchu
screen-players-tokens = żetony { $tokens }
screen-players-dice = rzut { $total }
screen-players-passed = pas

## Dzienniki i wykres
screen-log-title = Co się wydarzyło
screen-log-empty = Jeszcze nic się nie wydarzyło.
screen-secret-mark = (tajne)
screen-secret-seen-by = widzi tylko { $who }: { $text }
screen-secret-seen = widzi tylko jeden gracz: { $text }
replay-log-highlighted = podświetlony: ten ruch
replay-log-move = ruch { $move }: { $line }
screen-chart-title = PZ po każdej porze roku
screen-chart-start = start

## Ekran gry: wiersz stanu, czekanie, koniec tury, komunikaty
screen-decimal-point = ,
screen-log-keys = l: cały dziennik
screen-season = Rok { $year }, { $phase }
screen-status-watch = tryb obserwacji, { $pace } s na ruch
screen-status-computer = { $name } (komputer, { $seat })
screen-status-held = { $name }: Enter kończy turę, u cofa decyzję
screen-status-end-of-turn = koniec tury
screen-computer-paused = — pauza (spacja: dalej)
screen-computer-thinking = myśli…
screen-computer-about-to-move = zaraz wykona ruch
screen-computer-decides = decyduje komputer ({ $seat }).
screen-wait-keys = Esc lub spacja: pauza
screen-watch-keys = spacja: pauza · .: krok · + −: tempo
screen-wait-undo = u: cofnij swoją ostatnią decyzję
screen-wait-computer = Ruch komputera
screen-wait-other = Ruch innego gracza
screen-over-title = Koniec gry
screen-over-show-scores = Pokaż wyniki końcowe
screen-influence-by-dice = Wpływ: wybierz kości
screen-influence-order = d: { $first ->
        [advisor] najpierw doradca
       *[dice] najpierw kości
    }
screen-recruit-price = { $price ->
        [one] { $price } surowiec za żołnierza
        [few] { $price } surowce za żołnierza
        [many] { $price } surowców za żołnierza
       *[other] { $price } surowca za żołnierza
    }
screen-held-title = Koniec tury
screen-held-go-on = dalej
screen-held-end = Zakończ turę: { $next }
screen-held-undo = Cofnij: { $move }
screen-held-keys = u: cofnij
screen-not-allowed = Niedozwolone
screen-not-saved = Nie zapisano
screen-saved = Zapisano
# After a player's name, on the privacy screen before a secret decision: "Ann picks…".
screen-handover-token = wybiera żeton żołnierzy
screen-secret-heading = Tylko dla twoich oczu
screen-secret-cards-heading = Karty najeźdźców, które znasz (wracają zakryte)
screen-nothing-to-undo = Nie ma czego cofnąć: od ostatniej decyzji padły nowe kości albo odkryto kartę.
screen-no-secret = { $name } nie ma żadnej tajemnicy do obejrzenia.
screen-hint-thinking = Podpowiedź: myślę…
screen-hint-head = Podpowiedź (silny poziom):
screen-undone = Cofnięto: { $move }
screen-undone-secret = Cofnięto: tajny wybór
screen-undone-with-computers = Cofnięto: { $move } (oraz ruchy komputerów po nim)
screen-undone-secret-with-computers = Cofnięto: tajny wybór (oraz ruchy komputerów po nim)
screen-save-busy = ta gra ({ $file }) toczy się w innym oknie lub karcie przeglądarki; graj tam
screen-kept-note = Niedokończona gra z autozapisu jest zachowana jako { $file }: ekran ustawień ją pokazuje (wznów lub usuń).
screen-save-failed = Zapis gry w { $where } nie powiódł się ({ $why }).
screen-save-copy = Kopia jest w { $copy } (kingsburg zaproponuje ją przy następnym uruchomieniu).
screen-save-no-copy = Nie udało się zapisać kopii nigdzie indziej.
screen-save-goes-on = Gra toczy się dalej; każdy ruch znów spróbuje tam zapisać.
screen-save-works-again = Zapis znów działa: gra jest zapisana w { $where }.
screen-newer-copy = To nowsza kopia gry z { $folder }: ostatnich ruchów nie udało się zapisać w { $file }.

## Karty najeźdźców i tajemnice
screen-enemy-card = Najeźdźca roku { $year }: { $enemy }, siła { $strength }
screen-enemy-win = Zwycięstwo: zyskujesz { $gains }
screen-enemy-lose = Porażka: tracisz { $losses }
screen-choice-goods = { $n ->
        [one] { $n } dowolny surowiec
        [few] { $n } dowolne surowce
        [many] { $n } dowolnych surowców
       *[other] { $n } dowolnego surowca
    }
screen-one-building = 1 budynek
screen-secret-token = Twój żeton żołnierzy tej zimy: { $pick }
screen-secret-token-named = żeton żołnierzy tej zimy: { $pick }

## Ekran końca gry
score-title = Gra skończona
score-ranking-title = Klasyfikacja końcowa
score-col-place = Miejsce
score-col-player = Gracz
score-col-vp = PZ
score-col-goods = Surowce
score-col-buildings = Budynki
score-col-tiebreak = Przy remisie
score-col-total = Razem
score-source = { $source ->
        [buildings] Budynki
        [advisors] Doradcy
        [battles] Bitwy
        [king] Król
        [cathedral] Katedra
       *[rest] Inne
    }
score-tiebreak-shared = ex aequo: te same PZ, surowce i budynki
score-tiebreak-goods = mniej surowców
score-tiebreak-buildings = mniej budynków
score-breakdown-title = Skąd się wzięły PZ
score-breakdown-title-elsewhere = Skąd się wzięły PZ — odtwórz zapis gospodarza, aby to zobaczyć
score-watch-again-command = kingsburg replay <plik>
score-watch-again-web = n, potem Odtwórz zapisaną grę
score-record-saved =
    Zapis gry jest w
    { $path }
    Aby obejrzeć ją ponownie: { $how }

## Ekran bitwy
battle-title = Zima roku { $year }: bitwa
battle-press-enter = Naciśnij Enter, aby kontynuować.
battle-col-player = Gracz
battle-col-strength = Siła i wynik
battle-col-gains = Zyski i straty
battle-outcome = { $result ->
        [win] ZWYCIĘSTWO
        [tie] REMIS
       *[loss] PORAŻKA
    }
battle-nothing = nic

## Powtórka
replay-title = Powtórka
replay-module = moduł { $module }
replay-options = opcje: { $options }
replay-base-game = gra podstawowa, bez modułów
replay-goto-ask =
    Dokąd przejść: numer ruchu (od 0 do { $limit }), start, end albo pora roku, np. year 2 fall.
    Enter: przejdź · Escape: anuluj
replay-goto-placeholder = 42 albo year 2 fall
replay-diverges-note = Ten zapis przestaje się zgadzać w ruchu { $move }: { $reason }. Jest pokazany do ruchu { $limit }.
replay-diverges-title = Zapis się nie zgadza
replay-banner = POWTÓRKA
replay-read-only = tylko do odczytu
replay-move-of = ruch { $move } z { $total }
replay-diverges-at = niezgodność w ruchu { $move }
replay-seed = ziarno { $seed }
replay-chance = kości/karty
replay-panel-move = Ruch { $move } z { $total }
replay-panel-shown = Widać: grę po tym ruchu
replay-panel-last = Ostatni ruch:
replay-none-yet = jeszcze żaden
replay-panel-next = Następny ruch:
replay-no-check = ruch { $move } się nie zgadza
replay-record-ends = brak — zapis kończy się tutaj
replay-panel-due = Teraz:
replay-due-over = gra jest skończona
replay-due-chance = kości albo karta (los)
replay-hidden = ukryte przed stołem w czasie gry:
replay-hidden-none = w tej chwili nic
replay-stops-matching = Ten zapis przestaje się zgadzać
replay-stops-at = w ruchu { $move } ({ $line }): { $reason }
replay-keys = ← → ruch · ↑ ↓ pora roku · PgUp PgDn rok · Home End · g: przejdź · p: graj dalej stąd
replay-face-down = zakryte karty najeźdźców: { $enemies }
replay-over-here = W tym miejscu gra jest skończona: nie ma już czego grać.
replay-play-on-ask = Grać dalej od tego miejsca?
replay-moved-forward = Przesunięto do ruchu { $move }, najbliższego, w którym decyduje gracz (ruch { $start } czekał na kości albo kartę).
replay-play-on-explain =
    Po ruchu { $move } zaczyna się nowa gra: ci sami gracze, ziarno i historia, a potem decydujecie wy. Kości i karty od tej chwili wynikają z ziarna.
    Zostanie zapisana jako nowa gra; { $file } się nie zmienia.
replay-play-on-keys = Enter: graj dalej · Escape: zostań w powtórce
replay-playing-on = Gra toczy się dalej od ruchu { $move }; jest zapisana w { $path }.

## Okienka z zasadami (same zasady pozostają słowami dokumentu zasad)
screen-advisor-rule = Potrzebna suma kości: **{ $rank }**. Nagroda: { $reward }.
screen-enemy-rule-title = Najeźdźcy roku { $year }
screen-enemy-rule = Tej zimy zaatakuje jedna z tych kart. Porównaj swoich żołnierzy wraz z wartością bojową budynków z jej siłą: więcej — zdobywasz nagrodę, tyle samo — odpierasz atak, mniej — ponosisz straty.
screen-tile-rule-title = { $advisor }: płytka modułu 6
screen-tile-rule-needed = Potrzebna suma kości: **{ $rank }**. Ta płytka zastąpiła nagrodę doradcy do końca gry.

## Cały dziennik i za mały terminal
screen-log-screen-title = Cała gra — { $keys } · Esc: powrót
screen-log-scroll-keys = ↑↓ PgUp PgDn Home End, kółko myszy: przewijanie
screen-log-screen-border = Co się wydarzyło, od pierwszego ruchu
screen-too-small =
    Terminal ma { $width }×{ $height }.
    Kingsburg potrzebuje co najmniej { $minwidth }×{ $minheight }
    (przy 120×40 widać wszystko naraz).
    Powiększ okno.

## Budynki: co daje każdy z nich
screen-building-text-statue = Gdy na początku sezonu produkcyjnego na wszystkich twoich kościach wypadnie to samo, możesz przerzucić jedną z nich.
screen-building-text-chapel = Gdy suma twojego rzutu na początku sezonu produkcyjnego wynosi 7 lub mniej, możesz przerzucić wszystkie swoje kości.
screen-building-text-church = Dodaje 1 do twojej wartości bojowej, gdy najeźdźcami są Demony.
screen-building-text-cathedral = Na koniec gry dostajesz 1 PZ za każde 2 surowce, które ci zostały.
screen-building-text-inn = Na koniec każdego lata bierzesz jeden żeton „+2”.
screen-building-text-market = Raz w każdym sezonie produkcyjnym grupa kości może wpłynąć na doradcę o jedną rangę wyższego lub niższego niż jej suma.
screen-building-text-farms = W każdym sezonie produkcyjnym oprócz własnych kości rzucasz dodatkową białą kością. Odejmuje 1 od twojej wartości bojowej.
screen-building-text-merchants_guild = Na początku każdego sezonu produkcyjnego, zanim padną kości, dostajesz 1 złoto.
screen-building-text-guard_tower = Dodaje 1 do twojej wartości bojowej przeciw każdemu najeźdźcy.
screen-building-text-blacksmith = Dodaje 1 do twojej wartości bojowej przeciw każdemu najeźdźcy.
screen-building-text-barracks = Gdy werbujesz żołnierzy przed bitwą, każdy kosztuje 1 surowiec zamiast 2.
screen-building-text-wizards_guild = Dodaje 2 do twojej wartości bojowej przeciw każdemu najeźdźcy.
screen-building-text-palisade = Dodaje 1 do twojej wartości bojowej przeciw każdemu najeźdźcy, a 2, gdy najeźdźcami są Zombie.
screen-building-text-stables = Za każdym razem, gdy doradca daje ci żołnierzy, dostajesz o jednego więcej.
screen-building-text-stone_wall = Dodaje 1 do twojej wartości bojowej przeciw każdemu najeźdźcy, a bitwa zakończona remisem liczy się jako twoje zwycięstwo.
screen-building-text-fortress = Dodaje 1 do twojej wartości bojowej przeciw każdemu najeźdźcy, a każda wygrana bitwa daje ci 1 PZ więcej.
screen-building-text-barricade = Dodaje 1 do twojej wartości bojowej, gdy najeźdźcami są Gobliny.
screen-building-text-crane = Budynki z kolumn 3 i 4 kosztują cię 1 złoto mniej.
screen-building-text-town_hall = Raz na koniec każdego sezonu produkcyjnego możesz oddać 1 surowiec lub jeden żeton „+2”, aby zdobyć 1 PZ.
screen-building-text-embassy = Na koniec każdego sezonu produkcyjnego dostajesz 1 PZ, począwszy od sezonu, w którym ją zbudujesz.

## Nagrody doradców w kilku słowach
screen-advisor-summary-1 = 1 PZ
screen-advisor-summary-2 = 1 złoto
screen-advisor-summary-3 = 1 drewno
screen-advisor-summary-4 = 1 złoto lub 1 drewno
screen-advisor-summary-5 = 1 żołnierz
screen-advisor-summary-6 = wymiana 1 surowca na 2
screen-advisor-summary-7 = 1 surowiec i żeton +2
screen-advisor-summary-8 = 2 złota
screen-advisor-summary-9 = 1 drewno + złoto lub kamień
screen-advisor-summary-10 = 2 żołnierze, podgląd najeźdźcy
screen-advisor-summary-11 = 1 kamień + złoto lub drewno
screen-advisor-summary-12 = 2 surowce i żeton +2
screen-advisor-summary-13 = 3 kamienie
screen-advisor-summary-14 = 1 PZ za 3 surowce
screen-advisor-summary-15 = po 1 z każdego surowca
screen-advisor-summary-16 = 4 złota
screen-advisor-summary-17 = 2 surowce, 3 PZ, podgląd
screen-advisor-summary-18 = po 1 surowcu + 1 żołnierz

## Nagrody doradców krócej, gdy pełne się nie mieszczą
screen-advisor-short-1 = 1 PZ
screen-advisor-short-2 = 1 złoto
screen-advisor-short-3 = 1 drewno
screen-advisor-short-4 = 1 złoto/1 drewno
screen-advisor-short-5 = 1 żołnierz
screen-advisor-short-6 = 1 surowiec → 2
screen-advisor-short-7 = 1 surowiec i „+2”
screen-advisor-short-8 = 2 złota
screen-advisor-short-9 = drewno+złoto/kamień
screen-advisor-short-10 = 2 żołnierze+podgląd
screen-advisor-short-11 = kamień+złoto/drewno
screen-advisor-short-12 = 2 surowce i „+2”
screen-advisor-short-13 = 3 kamienie
screen-advisor-short-14 = 1 PZ → 3 surowce
screen-advisor-short-15 = po 1 z każdego
screen-advisor-short-16 = 4 złota
screen-advisor-short-17 = 2 sur.+3 PZ+podgląd
screen-advisor-short-18 = po 1 sur.+żołnierz

## Moduł 6: nagrody płytek w kilku słowach
screen-tile-summary-1 = nagroda następnego wolnego doradcy
screen-tile-summary-2 = 2 „+2” lub 1 „+2” → złoto+żołnierz
screen-tile-summary-3 = 1 surowiec, wybiera gracz z lewej
screen-tile-summary-4 = 1 surowiec z płytki
screen-tile-summary-5 = surowiec leżący na płytce
screen-tile-summary-6 = wymiana surowiec/PZ/żołnierz
screen-tile-summary-7 = rywal 1 surowiec, ty 2 takie same
screen-tile-summary-8 = 2 surowce wybrane przez sąsiadów
screen-tile-summary-9 = 2 z: złoto/drewno/PZ/żołnierz+„+2”
screen-tile-summary-10 = 2 surowce jednego rodzaju
screen-tile-summary-11 = kamień, żołnierz, PZ (+ wymiany)
screen-tile-summary-12 = 3 złota / 3 PZ, inni 1 PZ / złoto
screen-tile-summary-13 = surowiec, „+2”, PZ, żołnierz, podgląd
screen-tile-summary-14 = rywal bierze 1, ty pozostałe 4
screen-tile-summary-15 = po 2 z każdego, oddaj 2
screen-tile-summary-16 = 5 PZ


## Nazwa budynku w komórce arkusza prowincji, gdy cała się nie mieści (najwyżej 11 znaków).
screen-building-short-statue = { building-statue }
screen-building-short-chapel = { building-chapel }
screen-building-short-church = { building-church }
screen-building-short-cathedral = { building-cathedral }
screen-building-short-inn = { building-inn }
screen-building-short-market = { building-market }
screen-building-short-farms = { building-farms }
screen-building-short-merchants_guild = G. Kupiecka
screen-building-short-guard_tower = Strażnica
screen-building-short-blacksmith = { building-blacksmith }
screen-building-short-barracks = { building-barracks }
screen-building-short-wizards_guild = G. Czarodz.
screen-building-short-palisade = { building-palisade }
screen-building-short-stables = { building-stables }
screen-building-short-stone_wall = Kam. Mur
screen-building-short-fortress = { building-fortress }
screen-building-short-barricade = { building-barricade }
screen-building-short-crane = { building-crane }
screen-building-short-town_hall = { building-town_hall }
screen-building-short-embassy = { building-embassy }

## Nagroda płytki modułu 6 krócej, gdy w sądzie brak miejsca na całą.
screen-tile-short-1 = nagroda kolejnego
screen-tile-short-2 = 2 „+2”/„+2”+zł+żoł
screen-tile-short-3 = 1 surowiec (lewy)
screen-tile-short-4 = 1 z płytki
screen-tile-short-5 = ten z płytki
screen-tile-short-6 = wymiana sur/PZ/żoł
screen-tile-short-7 = rywal 1, ty 2
screen-tile-short-8 = 2 od sąsiadów
screen-tile-short-9 = 2 z 4 + „+2”
screen-tile-short-10 = 2 jednakowe
screen-tile-short-11 = kamień+żoł.+PZ
screen-tile-short-12 = 3 zł/3 PZ, inni 1
screen-tile-short-13 = sur.+„+2”+PZ+żoł.
screen-tile-short-14 = rywal 1, ty 4
screen-tile-short-15 = po 2, oddaj 2
screen-tile-short-16 = 5 PZ
