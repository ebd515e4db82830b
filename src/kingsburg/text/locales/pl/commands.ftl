# Wyjście poleceń, które czyta gracz: --help, jednowierszowe błędy, podsumowania simulate
# i arena, replay --verify i --at, błędy zapisów partii, strona WWW i komunikaty stołów online.
# Liczby będące wartościami plików (ziarna, porty) przychodzą jako tekst; liczebności jako liczby.

## kingsburg --help
cli-description = Kingsburg, gra planszowa dla 2–5 graczy przy jednym terminalu. Bez polecenia otwiera grę.
cli-positionals = argumenty pozycyjne
cli-options = opcje
cli-help-help = pokaż tę pomoc i zakończ
cli-help-version = pokaż wersję programu i zakończ
cli-help-lang = język gry i komunikatów (domyślnie: KINGSBURG_LANG, potem wybór zapisany w grze, potem ustawienia regionalne systemu)
cli-help-play = otwórz grę (domyślnie)
cli-help-plain = graj w wierszach tekstu na standardowym wyjściu, odpowiadając na standardowym wejściu: dla czytników ekranu i skryptów (wybierane też przy TERM=dumb)
cli-help-resume = wznów ostatnią niedokończoną grę (albo grę z podanego pliku)
cli-help-resume-file = zapisana gra (domyślnie: autozapis)
cli-help-simulate = rozegraj partie między botami bez aplikacji
cli-help-players = 2–5 (domyślnie 4)
cli-help-games = ile partii (domyślnie 100)
cli-help-simulate-seed = ziarno pierwszej partii (domyślnie 1)
cli-help-bot = beginner, solid, strong, random, greedy lub flatmc albo po jednym na miejsce: strong,solid,… (domyślnie random)
cli-help-record = zapisz każdą partię do osobnego pliku
cli-help-simulate-jobs = ile partii naraz, każda w osobnym procesie (1)
cli-help-module = graj z modułem rozszerzenia N (5 lub 6); powtórz, aby użyć obu
cli-help-variant = graj z wariantem (inverted-tiles, alt-reinforcements)
cli-help-replay = przeglądaj zapisaną partię w aplikacji (albo bez niej: --verify / --at)
cli-help-verify = odtwórz bez aplikacji i sprawdź każdy ruch, rzut kośćmi, kartę i punkt kontrolny
cli-help-at = wypisz bez aplikacji stan gry w punkcie POINT: numer ruchu, 'start', 'end' albo pora roku, np. 'year 3 summer'
cli-help-report = utwórz zgłoszenie błędu z zapisem partii
cli-help-report-file = zapis partii (domyślnie: najnowsza ukończona)
cli-help-arena = zmierz siłę jednego poziomu botów w starciu z innym
cli-help-lone = poziom na jednym miejscu (beginner, solid, strong, …)
cli-help-rest = poziom na wszystkich pozostałych miejscach
cli-help-deals = liczba rozdań, każde rozegrane raz z każdego miejsca (100)
cli-help-arena-seed = ziarno pierwszego rozdania (domyślnie 1)
cli-help-arena-jobs = ile rozdań naraz, każde w osobnym procesie (1)
cli-help-serve = graj w przeglądarce: udostępnij grę pod adresem WWW
cli-help-serve-host = adres nasłuchu (domyślnie 127.0.0.1: tylko ten komputer)
cli-help-serve-port = port nasłuchu (domyślnie 8000; 0: dowolny wolny)
cli-help-host = poprowadź stół online: każdy gra ze swojego linku
cli-help-seats = person albo poziom komputera dla każdego miejsca, po kolei
cli-help-names = imiona graczy w kolejności miejsc
cli-help-host-seed = ziarno partii (domyślnie: dowolne; -: wczytane z pierwszego wiersza standardowego wejścia, poza listą procesów)
cli-help-host-host = adres nasłuchu (domyślnie 127.0.0.1 albo adres wznawianych stołów)
cli-help-host-port = port (domyślnie 8023 albo port wznawianych stołów)
cli-help-url = adres, pod którym wchodzą gracze, jeśli przed serwerem stoi proxy (domyślnie: adres wznawianych stołów)
cli-help-resume-tables = kontynuuj niedokończone stoły
cli-help-join = zagraj na jednym miejscu stołu online, z linku do tego miejsca
cli-help-link = link do miejsca wypisany przez 'kingsburg host' (domyślnie: zmienna KINGSBURG_JOIN_LINK, którą ustawia strona miejsca w przeglądarce)
cli-help-link-file = wczytaj link do miejsca z pierwszego wiersza pliku FILE (poza listą procesów; '-' zamiast linku: wpisz albo wklej go po zachęcie)
cli-error-link-file = nie da się wczytać linku z { $file }: { $reason }
cli-link-prompt = Link do miejsca (nie widać go przy wpisywaniu ani wklejaniu):

## Jednowierszowe błędy wiersza poleceń ($text: to, co wpisano, w cudzysłowie)
cli-error-line = kingsburg: { $message }
cli-error-needs-terminal = gra potrzebuje terminala: uruchom ją w oknie terminala, bez przekierowania wejścia ani wyjścia do potoku lub pliku ('kingsburg simulate' i 'kingsburg replay --verify' działają bez niego)
cli-error-usage = { $prog }: { $message } (zobacz '{ $prog } --help')
cli-error-players = liczba graczy musi wynosić od 2 do 5, a nie { $text }
cli-error-at-least-one = oczekiwano liczby całkowitej nie mniejszej niż 1, a nie { $text }
cli-error-seed-number = ziarno musi być liczbą całkowitą, a nie { $text }
cli-error-seed-range = ziarno musi mieścić się w przedziale od 0 do { $max }
cli-error-port = port musi być liczbą od 0 do 65535, a nie { $text }
cli-error-module = nieznany moduł { $text } (dostępne: { $valid })
cli-error-variant = nieznany wariant { $text } (dostępne: { $valid })
cli-error-no-seats = podaj opcją --seats, kto gdzie siedzi (np. person,person,solid)
cli-error-join-link = kingsburg join potrzebuje linku do miejsca wypisanego przez 'kingsburg host'
cli-error-bot = nieznany bot { $bot } (do wyboru: { $choices })
cli-error-bot-count = --bot podaje { $bots ->
        [one] { $bots } bota
        [few] { $bots } boty
       *[many] { $bots } botów
    } dla { $players ->
        [one] { $players } gracza
        [few] { $players } graczy
       *[many] { $players } graczy
    }
cli-error-mkdir = nie można utworzyć { $path }: { $reason }
cli-error-serve = nie można uruchomić serwera pod adresem { $host }, port { $port }: { $reason }
cli-error-stdout-closed = standardowe wyjście jest zamknięte, więc nie da się niczego pokazać
cli-error-interrupted = przerwano
cli-error-output-closed = wyjście zamknięto, zanim wszystko zostało wypisane
cli-error-unexpected = nieoczekiwany błąd ({ $error }); { $log }

## simulate i arena
cli-progress = rozegrane partie: { $done }/{ $total }, zostało około { $left } s
cli-time = czas: { $elapsed } s, { $rate } partii/s (CPU { $cpu } s, { $cpu_rate } partii na sekundę CPU)
cli-option-module = moduł { $n }
cli-seeds = ziarna { $first }-{ $last }
cli-seeds-options = ziarna { $first }-{ $last }, { $options }

## replay --verify ($file: nazwa pliku zapisu)
record-verified-complete = { $file }: sprawdzono { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
       *[many] { $moves } ruchów
    } i { $checkpoints ->
        [one] { $checkpoints } punkt kontrolny
        [few] { $checkpoints } punkty kontrolne
       *[many] { $checkpoints } punktów kontrolnych
    }, gra ukończona
record-verified-unfinished = { $file }: sprawdzono { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
       *[many] { $moves } ruchów
    } i { $checkpoints ->
        [one] { $checkpoints } punkt kontrolny
        [few] { $checkpoints } punkty kontrolne
       *[many] { $checkpoints } punktów kontrolnych
    }, gra nieukończona
record-format-1-note = kingsburg: uwaga: { $file } to starszy zapis (format 1): jego ruchy nie mają skrótów, są tylko stany kolejnych pór roku (kości i karty i tak zostały sprawdzone)
record-rank = { $place }. { $name } { $vp } PZ  { $goods ->
        [one] { $goods } surowiec
        [few] { $goods } surowce
       *[many] { $goods } surowców
    }  { $buildings ->
        [one] { $buildings } budynek
        [few] { $buildings } budynki
       *[many] { $buildings } budynków
    }
record-rank-tiebreak = { $place }. { $name } { $vp } PZ  { $goods ->
        [one] { $goods } surowiec
        [few] { $goods } surowce
       *[many] { $goods } surowców
    }  { $buildings ->
        [one] { $buildings } budynek
        [few] { $buildings } budynki
       *[many] { $buildings } budynków
    }  ({ $tiebreak })

## replay --at: stan gry w danym punkcie zapisu ([tajne]: to, czego gracze nie widzieli)
summary-now = Teraz: { $prompt }
summary-turn-order = Kolejność: { $order }
summary-turn-order-none = Kolejność: jeszcze nieustalona
summary-options = Opcje: { $options }
summary-players = Gracze:
summary-player = { $name } { $vp } PZ   { $goods }   żetony „+2”: { $plus2 }   żołnierze: { $soldiers }
summary-player-notes = { $name } { $vp } PZ   { $goods }   żetony „+2”: { $plus2 }   żołnierze: { $soldiers }   ({ $notes })
summary-holds-envoy = ma Królewskiego Wysłannika
summary-soldier-tokens = żetony żołnierzy: { $tokens }
summary-buildings = budynki: { $buildings }
summary-buildings-none = budynki: brak
summary-dice = wyrzucone kości: { $dice } (niewykorzystane: { $unused })
summary-dice-bonus = wyrzucone kości: { $dice } + dodatkowe { $bonus } (niewykorzystane: { $unused })
summary-none = brak
summary-advisors = Kości u doradców:
summary-advisors-none = Kości u doradców: brak
summary-neutral-dice = kości neutralne
summary-market = targ { $change }
summary-envoy-die = wysłannik
summary-tiles = Płytki doradców na planszy: { $tiles }
summary-secret-deck = [tajne] Talia najeźdźców: { $cards }
summary-events = Ostatnie zdarzenia:
summary-secret-event = [tajne] { $event }
summary-secret-position = [tajne] Pozycja (wklej ją do zgłoszenia błędu; zob. docs/positions.md):

## Podsumowanie simulate (liczby przychodzą już zapisane)
summary-games = partie: { $games }  gracze: { $players }  boty: { $bots }  pierwsze ziarno: { $seed }
summary-games-options = partie: { $games }  gracze: { $players }  boty: { $bots }  pierwsze ziarno: { $seed }  opcje: { $options }
summary-vp = PZ na gracza: średnio { $mean }  min. { $min }  maks. { $max }
summary-vp-interval = PZ na gracza: średnio { $mean } (przedział ufności 95 %: { $low }-{ $high })  min. { $min }  maks. { $max }
summary-wins = wygrane według miejsc: { $wins }
summary-built = zbudowane budynki na gracza w partii: { $mean }
summary-battles = bitwy: wygrane { $won }  przegrane { $lost }  remisy { $held }
summary-moves = ruchy na partię (z losowaniami): { $mean }
summary-error-write = nie można zapisać pliku { $path }: { $reason }

## Tabela arena ($lone, $rest, $level: poziomy botów, tak jak je wpisano)
summary-arena-title = { $lone } (1 miejsce) przeciw { $rest } ({ $seats ->
        [one] { $seats } miejsce
        [few] { $seats } miejsca
       *[many] { $seats } miejsc
    }), { $players ->
        [one] { $players } gracz
        [few] { $players } graczy
       *[many] { $players } graczy
    }, { $games ->
        [one] { $games } partia
        [few] { $games } partie
       *[many] { $games } partii
    }
summary-arena-level = poziom
summary-arena-seats = miejsca
summary-arena-wins = wygrane
summary-arena-share = udział
summary-arena-interval = przedział 95%
summary-arena-mean = średnio PZ
summary-arena-equal = równy rywal wygrywałby z jednego miejsca { $share } partii
summary-arena-by-seat = wygrane poziomu { $level } według miejsc: { $wins }
summary-timing = { $level }: czas decyzji: mediana { $med } ms  p95 { $p95 } ms  maks. { $top } ms z { $decisions } decyzji (CPU: mediana { $cmed } ms  p95 { $cp95 } ms  maks. { $ctop } ms)
summary-timing-playouts = { $level }: czas decyzji: mediana { $med } ms  p95 { $p95 } ms  maks. { $top } ms z { $decisions } decyzji (CPU: mediana { $cmed } ms  p95 { $cp95 } ms  maks. { $ctop } ms); { $playouts ->
        [one] { $playouts } symulacja
        [few] { $playouts } symulacje
       *[many] { $playouts } symulacji
    }, { $rate } symulacji/s podczas szukania

## Zapisy, które się nie odtwarzają ($n: numer ruchu, $line: wiersz zapisu w cudzysłowie;
## $label: etykieta punktu kontrolnego, tak jak w zapisie, "Y1 spring")
record-error-no-decision = teraz nie przypada żadna decyzja gracza
record-error-nothing-to-undo = od ostatniego rzutu kośćmi lub odkrytej karty nie ma czego cofnąć
record-error-move = ruch { $n } { $line }: { $reason }
record-error-line-form = oczekiwano '<Y1 spring> <kto>: <akcja>'
record-error-game-over = gra była już zakończona
record-error-expected-mover = oczekiwano ruchu '{ $mover }'
record-error-chance-misplaced = wynik losowania zapisany tam, gdzie przypada decyzja gracza
record-error-seed-gives = ziarno { $seed } daje w tym miejscu { $outcome }
record-error-not-hashed = to nie ten ruch, który w tym miejscu zapisują skróty (zmieniony, przesunięty albo dodany)
record-error-no-checkpoint = w zapisie brak punktu kontrolnego { $label } (po ruchu { $n }); zapis ma po jednym na każdą ukończoną porę roku
record-error-checkpoint-differs = punkt kontrolny { $label } (po ruchu { $n }) się nie zgadza: stan gry różni się od zapisanego
record-error-ends-early = zapis kończy się przed punktem kontrolnym { $label } (ruch { $n })
record-error-no-final-hash = gra jest zakończona, ale w zapisie brak final_hash
record-error-final-hash-early = zapis ma final_hash, a jego gra nie jest zakończona
record-error-final-state = stan końcowy nie zgadza się z zapisanym
record-error-moves-hash = ruchy nie zgadzają się z polem 'moves_hash' zapisu
record-error-diverges = rozbieżność w ruchu { $n } ({ $line }): { $reason }
record-error-seat = na miejscu { $seat } gra { $kind }, czego ta wersja nie zna (do wyboru: { $choices })
record-error-setup = ustawienia gry w zapisie są nieprawidłowe: { $reason }
record-error-data = zapis pochodzi z gry na innych danych ('data_digest' { $digest }… nie odpowiada zainstalowanym danym)
record-error-rules = zapis pochodzi z gry według innych zasad (wersja zasad { $version }; ten program gra według wersji { $ours })

## replay --at PUNKT ($point: tak jak wpisano, w cudzysłowie; $phase: nazwa pory roku)
record-point-unreadable = nie można odczytać punktu { $point }: podaj numer ruchu, 'start', 'end' albo porę roku, np. 'year 3 summer'
record-point-outside = punkt { $n } leży poza grą: ma ona ruchy od 0 do { $total }
record-point-after = po ruchu { $n } z { $total }
record-point-start = początek: pierwsza decyzja, po ruchu { $n }
record-point-end = koniec: po ruchu { $n }
record-point-no-year = nie ma roku { $year }: gra trwa od roku 1 do 5
record-point-no-season = { $season } to nie pora roku (spring, summer, fall ani winter)
record-point-not-reached = zapis nie dochodzi do { $phase_gen } roku { $year } (kończy się po ruchu { $total })
record-point-season = początek { $phase_gen } roku { $year }, po ruchu { $n }

## Zapisy, których nie da się odczytać ($field: nazwa pola w cudzysłowie; $k: numer punktu kontrolnego)
record-file-problem = { $file }: { $reason }
record-file-no-field = w zapisie brak pola { $field }
record-file-field-kind = pole { $field } zapisu powinno być { $kind ->
        [texts] listą tekstów
        [text] tekstem
        [list] listą
        [whole] liczbą całkowitą
        [modules] listą numerów modułów
       *[reasons] obiektem z numerami ruchów i tekstami
    }
record-file-too-many = pole { $field } zapisu ma { $n ->
        [one] { $n } element
        [few] { $n } elementy
       *[many] { $n } elementów
    } (najwyżej { $limit })
record-file-item = pole { $field } zapisu, element { $item }: powinien to być tekst o długości od 1 do { $longest } drukowalnych znaków
record-file-hex = pole { $field } zapisu powinno mieć { $digits ->
        [one] { $digits } cyfrę szesnastkową
        [few] { $digits } cyfry szesnastkowe
       *[many] { $digits } cyfr szesnastkowych
    }
record-file-twice = pole { $field } występuje dwa razy w jednym obiekcie
record-file-digits = liczba ma { $digits ->
        [one] { $digits } cyfrę
        [few] { $digits } cyfry
       *[many] { $digits } cyfr
    } (najwyżej { $limit })
record-file-constant = { $text } to nie liczba, jaką może zawierać zapis
record-file-checkpoint-keys = punkt kontrolny { $k } zapisu powinien mieć dokładnie pola 'move', 'label' i 'hash'
record-file-checkpoint-move = punkt kontrolny { $k } zapisu: 'move' powinno być liczbą całkowitą
record-file-checkpoint-range = punkt kontrolny { $k } zapisu: 'move' { $move } powinno mieścić się w przedziale od { $low } do { $high }
record-file-checkpoint-label = punkt kontrolny { $k } zapisu: 'label' powinno być tekstem o długości od 1 do 40 znaków
record-file-checkpoint-hash = punkt kontrolny { $k } zapisu: 'hash' powinno mieć { $digits ->
        [one] { $digits } cyfrę szesnastkową
        [few] { $digits } cyfry szesnastkowe
       *[many] { $digits } cyfr szesnastkowych
    }
record-file-broken-json = to nie jest poprawny zapis: uszkodzony JSON w wierszu { $line }, kolumna { $column } (plik uszkodzony lub niepełny?)
record-file-invalid = to nie jest poprawny zapis: { $reason }
record-file-too-deep = to nie jest poprawny zapis: zbyt głęboko zagnieżdżony JSON
record-file-not-record = to nie jest zapis partii Kingsburg (brak "format": "kingsburg-record")
record-file-newer = ten zapis wymaga nowszej wersji Kingsburg (format zapisu { $version }; ten program czyta format { $ours })
record-file-unknown-version = nieznana wersja formatu zapisu: { $version }
record-file-engine-version = pole 'engine_version' zapisu powinno być krótkim tekstem
record-file-rules-version = pole 'rules_version' zapisu powinno być liczbą całkowitą od 1 do { $max }
record-file-seed = pole 'seed' zapisu powinno mieścić się w przedziale od 0 do { $max }
record-file-players = zapis ma { $n ->
        [one] { $n } gracza
        [few] { $n } graczy
       *[many] { $n } graczy
    }, a w grze bierze udział od 2 do 5
record-file-move-tags = pole 'move_tags' zapisu powinno mieć { $digits ->
        [one] { $digits } cyfrę szesnastkową
        [few] { $digits } cyfry szesnastkowe
       *[many] { $digits } cyfr szesnastkowych
    } na ruch ({ $total } na { $moves ->
        [one] { $moves } ruch
        [few] { $moves } ruchy
       *[many] { $moves } ruchów
    })
record-file-seats = pole 'seats' zapisu powinno wskazywać po jednym miejscu na gracza
record-journal-read = (razem z późniejszymi ruchami z dziennika stołu obok: { $journal })
record-handover = od ruchu { $move } za gracza { $name } grał { $player ->
    [person] człowiek
   *[computer] komputer ({ $player })
}
record-file-handovers = pole 'handovers' zapisu powinno wymieniać, w kolejności ruchów, wykonany ruch, miejsce i gracza
record-file-seats-hash = miejsca w zapisie (kto gra każdym graczem) nie zgadzają się z jego polem 'seats_hash'
record-file-reasons = zapis ma uzasadnień: { $n }, a ruchów: { $moves }
record-file-reason-move = uzasadnienia w zapisie wskazują ruch { $key }, a nie ruch od 1 do { $moves }
record-file-reason-text = uzasadnienie ruchu { $key } w zapisie powinno być tekstem o długości od 1 do 500 drukowalnych znaków
record-file-reason-data = dane uzasadnienia ruchu { $move } w zapisie nie są uzasadnieniem ({ $why })

## Pliki, których nie da się użyć (po nazwie pliku i dwukropku)
error-file-missing = nie ma takiego pliku
error-file-folder = to folder, a nie plik
error-file-unreadable = nie można go odczytać ({ $reason })
error-file-not-regular = to nie jest zwykły plik (potok albo urządzenie?); odrzucono
error-file-too-large = jest za duży ({ $size } B; najwyżej { $limit } B)
error-file-grew = jest za duży (ponad { $limit } B)
error-file-deep = ma ponad { $depth ->
        [one] { $depth } poziom
        [few] { $depth } poziomy
       *[many] { $depth } poziomów
    } zagnieżdżenia
error-file-not-utf8 = to nie jest plik tekstowy (nieprawidłowe UTF-8)
error-file-not-json = to nie jest poprawny JSON ({ $reason })

## kingsburg serve: wiersze serwera i strona w przeglądarce
web-served-at = Kingsburg działa pod adresem { $url }
web-served-everywhere = Kingsburg działa pod adresem { $url } (na tym komputerze; z innych użyj jego adresu)
web-open-it = Otwórz go w przeglądarce: każda karta to osobna gra. Ctrl+C zatrzymuje serwer.
web-warning-not-local = kingsburg: uwaga: { $host } nie jest adresem tylko lokalnym. Każdy, kto może się z nim połączyć, może tu grać i widzieć gry zapisane na tym komputerze.
web-upstream = kingsburg: uwaga: zainstalowano { $versions }; zabezpieczenia kingsburg serve sprawdzono z wersjami przypiętymi w jego pyproject.toml
web-stopped = Serwer Kingsburg zatrzymany.
web-forbidden = Ten serwer udostępnia tylko własne strony.
web-start = Start
web-session-ended = Sesja zakończona.
web-restart = Uruchom ponownie
# Powód zamknięcia websocketu: najwyżej 123 bajty UTF-8 (sprawdza to test).
web-host-gone = Host zniknął: ta strona wróci sama, gdy host znów zacznie działać.
web-crashed = Aplikacja zatrzymała się przez nieoczekiwany błąd. Gra jest zapisana: uruchom ponownie i wznów ją.

## kingsburg join: miejsce przy stole online ($where: adres gospodarza)
online-error-not-link = to nie jest link do miejsca: oczekiwano http://HOST:PORT/t/TABLE/TOKEN, tak jak wypisuje go 'kingsburg host'
online-error-protocol = gospodarz używa wersji { $theirs } protokołu stołu, a ten kingsburg wersji { $ours } (zainstaluj wersję gospodarza)
online-error-message = gospodarz przysłał wiadomość, której ta aplikacja nie umie odczytać ({ $reason })
online-error-game = gospodarz przysłał grę, której ta aplikacja nie umie odczytać ({ $reason })
online-no-seat = gospodarz pod adresem { $where } nie ma takiego miejsca (błędny albo stary link?)
online-connection-refused = gospodarz pod adresem { $where } odrzucił to połączenie ({ $reason })
online-not-opened = serwer { $where } nie otworzył gry (HTTP { $status }: { $reason })
online-no-answer = brak odpowiedzi od { $where } w ciągu { $seconds } s
online-unreachable = nie można połączyć się z { $where } ({ $reason })
online-cannot-play = nie można grać pod adresem { $where } ({ $reason })
online-closed-at-once = gospodarz od razu zamknął miejsce (kod { $code })
online-seat-refused = gospodarz odrzucił miejsce: { $reason }
online-record-place = folder gier gospodarza, plik { $record }
online-record-folder = folder gier gospodarza
# Po imieniu gracza i dwukropku („Ania: czeka na gospodarza.”).
online-sent = { $move } — wysłano do gospodarza…
online-computer-decides = decyduje komputer, u gospodarza.
online-waiting = czeka na gospodarza.
online-decides-away = decyduje na własnym ekranie — brak połączenia: stół czeka.
online-decides = decyduje na własnym ekranie.
online-disconnected = bez połączenia: { $names }
online-not-your-turn = to nie twoja kolej
online-window-stopped = To okno nie gra już na tym miejscu: { $reason }.
online-connection-lost = utracono połączenie z gospodarzem; próbuję ponownie…
online-host-refused = Gospodarz odmówił: { $reason }
online-replaced = ten sam link otwarto w innym oknie i to ono gra teraz na tym miejscu

## kingsburg host: wiersze gospodarza, odpowiedzi na jego polecenia i odmowy, które czyta gracz
online-no-such-seat = Nie ma takiego stołu ani miejsca.
online-foreign-origin = Obca strona źródłowa.
online-too-many-pages = Na tym miejscu otwarto za dużo stron.
online-no-tables = brak stołów
online-host-error = kingsburg host: { $message }
online-played-by-computer = { $name }: teraz gra komputer ({ $level })
online-played-by-person = { $name }: znów gra człowiek
online-host-help = polecenia: tables | links | computer IMIĘ [POZIOM] (komputer gra na miejscu gracza IMIĘ) | person IMIĘ (IMIĘ znów gra sam); IMIĘ może mieć postać STÓŁ:IMIĘ
online-no-seat-called = nie ma miejsca o nazwie { $name } (STÓŁ:IMIĘ wskazuje jedno)
online-seats-called = jest kilka miejsc o nazwie { $name } (STÓŁ:IMIĘ wskazuje jedno)
online-tables-busy = inny kingsburg host obsługuje już { $n ->
        [one] { $n } niedokończony stół
        [few] { $n } niedokończone stoły
       *[many] { $n } niedokończonych stołów
    } z tego katalogu domowego (najpierw go zatrzymaj albo wznów tam)
online-nothing-to-resume = w katalogu domowym nie ma niedokończonego stołu online do wznowienia
online-nothing-to-resume-why = w katalogu domowym nie ma niedokończonego stołu online do wznowienia ({ $reason })
online-names-count = --names podaje { $names ->
        [one] { $names } imię
        [few] { $names } imiona
       *[many] { $names } imion
    } dla { $seats ->
        [one] { $seats } miejsca
        [few] { $seats } miejsc
       *[many] { $seats } miejsc
    }
online-no-person = żadne miejsce nie należy do człowieka: oznacz co najmniej jedno jako 'person'
online-cannot-host = nie można uruchomić stołu pod adresem { $host }, port { $port }: { $reason }
online-host-stopped = Gospodarz zatrzymany; niedokończone stoły można kontynuować poleceniem 'kingsburg host --resume'.
cli-help-host-lan = moja sieć lokalna: nasłuchuj pod adresem tego komputera w tej sieci i wypisz z nim linki
cli-error-lan-and-host = podaj --lan albo --host, nie oba naraz
cli-error-no-lan = ten komputer nie ma adresu w sieci lokalnej (tylko pętlę zwrotną): podłącz go do sieci albo użyj --url (zob. docs/online.md)
online-firewall-note = Gracze z twojej sieci używają tych linków. Jeśli ten komputer ma zaporę, musi ona przepuszczać przychodzące połączenia TCP na port { $port }.
online-this-machine-note = Te linki działają tylko na tym komputerze. Dla graczy z innych miejsc: --lan (twoja sieć lokalna) albo --url (tunel, VPN lub serwer z TLS: zob. docs/online.md).
online-links-note = Każdy link to miejsce jednego gracza: wyślij go tylko jemu. Ctrl+C zatrzymuje gospodarza; wpisz 'help', aby zobaczyć polecenia.
online-warning-not-local = kingsburg host: uwaga: { $host } jest osiągalny z innych komputerów; jedyną ochroną są linki. Postaw przed nim TLS (zob. docs/online.md).
online-seat-kind = miejsce { $seat } to { $kind }: wybierz { $person } albo poziom komputera ({ $levels })
online-names-for-seats = { $names ->
        [one] { $names } imię
        [few] { $names } imiona
       *[many] { $names } imion
    } dla { $seats ->
        [one] { $seats } miejsca
        [few] { $seats } miejsc
       *[many] { $seats } miejsc
    }
online-always-computer = na miejscu gracza { $name } zawsze gra komputer
online-game-over = gra jest zakończona
online-stale-move = nieaktualny ruch: odpowiada na stan gry po ruchu { $at }, a gra jest już po ruchu { $now }
online-takes-back = { $who } cofa ruch: { $move }
online-takes-back-secret = { $who } cofa tajny wybór
online-computer-plays = na miejscu gracza { $name } gra teraz komputer ({ $level })
online-not-turn = to nie kolej gracza { $name }
online-not-turn-of = to nie kolej gracza { $name }: teraz decyduje { $deciding }
online-nothing-to-undo-other = Nie ma czego cofnąć: po twojej ostatniej decyzji był już ruch gracza { $name }.
online-nothing-to-take-back = nie ma czego cofnąć: od tamtej pory ktoś już zagrał albo padły kości lub karta
online-table-over = stół { $table }: { $names } (zakończony)
online-table-playing = stół { $table }: { $names } (ruch { $move }, teraz { $actor })

## kingsburg report, dzienniki awarii i prywatne foldery
error-report-nothing = brak zapisanej gry do zgłoszenia (szukano w { $folder })
error-report-unreadable = nie można odczytać zapisanej gry: { $reason }
error-report-write = nie można zapisać zgłoszenia w { $folder }: { $reason }
error-report-too-many = nie można zapisać zgłoszenia w { $folder }: za dużo zgłoszeń w tej sekundzie
error-crash-details = szczegóły w { $path }
error-crash-no-log = nie zapisano dziennika ({ $reasons })
error-not-private = { $folder } nie jest prywatnym folderem tego użytkownika

## Zdania samego argparse (%(nazwa)s i %s to jego miejsca na wartości: muszą zostać bez zmian)
cli-argparse-argument = argument %(argument_name)s: %(message)s
cli-argparse-unrecognized = nierozpoznane argumenty: %s
cli-argparse-required = wymagane są argumenty: %s
cli-argparse-expected-one = oczekiwano jednej wartości
cli-argparse-expected-at-most-one = oczekiwano najwyżej jednej wartości
cli-argparse-expected-at-least-one = oczekiwano co najmniej jednej wartości
cli-argparse-ambiguous = niejednoznaczna opcja: %(option)s pasuje do %(matches)s
cli-argparse-invalid-choice = nieprawidłowy wybór: %(value)r (do wyboru: %(choices)s)
cli-argparse-invalid-value = nieprawidłowa wartość %(type)s: %(value)r
cli-argparse-not-allowed = niedozwolone razem z argumentem %s
cli-argparse-ignored = pominięto podaną wartość %r
