# Ramy aplikacji: ekran nowej gry, klawisze, komunikaty i okna, ekrany prywatności,
# linki stołu online i słowa samego Textuala.

# The language's own name (the setup screen reads it from this first file alone).
language-name = Polski

## Ekran nowej gry
setup-title = Kingsburg — nowa gra
setup-resume = Wznów ją
setup-fresh = Zacznij nową grę
setup-help = Każde miejsce zajmuje osoba przy tej klawiaturze albo komputer. Tab przechodzi między polami, ← → zmieniają liczbę graczy, kto gra na danym miejscu, kolor lub symbol; Enter rozpoczyna grę.
setup-language = Język:{" "}
setup-players = Gracze:{" "}
setup-seed = Ziarno:{" "}
setup-seed-help = {" "}(to samo ziarno i te same wybory dają tę samą grę)
setup-ask-rewards = Pytaj przed każdą nagrodą (wył.: darmowa, stała nagroda od razu)
setup-high-contrast = Wysoki kontrast: biel na czerni, wybór czarny na żółtym
setup-start = Rozpocznij grę
setup-open-record = Otwórz zapisaną grę
setup-host-online = Stół online
setup-host-where = Gracze dołączają z:
setup-host-where-local = tego komputera
setup-host-where-lan = mojej sieci lokalnej
setup-host-where-url = mojego własnego adresu
setup-host-bad-url = Podaj adres, pod którym wejdą gracze, np. https://kingsburg.example.org (tunel, VPN albo serwer z TLS, który przekazuje ruch na ten komputer).
dialog-hosted-local = Te linki działają tylko na tym komputerze (w innym oknie albo przez „kingsburg join” tutaj). Dla graczy z innych miejsc wybierz na ekranie ustawień „mojej sieci lokalnej” albo „mojego własnego adresu”.
dialog-hosted-lan = Gracze z twojej sieci lokalnej używają tych linków. Jeśli ten komputer ma zaporę, musi ona przepuszczać przychodzące połączenia TCP na port { $port }. Każdy w sieci, kto pozna link, gra na tym miejscu.
dialog-hosted-url = Linki podają twój własny adres; host nasłuchuje pod 127.0.0.1 na porcie { $port }: twój tunel, VPN albo serwer musi przekazywać ten adres właśnie tam (przepisy w docs/online.md).
setup-host-web = Stół online: tylko z „kingsburg” w terminalu
setup-keys-start = start
setup-keys-next = dalej
setup-keys-change = zmiana
setup-keys-seed = nowe ziarno
setup-keys-rules = zasady
setup-keys-quit = wyjście
setup-person = człowiek
setup-computer = komputer: { $level }
setup-levels-head = Komputer gra na trzech poziomach:
setup-watch-mode = Przy stole nie ma ludzi: tryb oglądania. Komputery grają same; spacja wstrzymuje, . robi jeden ruch, + i − zmieniają tempo.
setup-options-head = Zasady dodatkowe — Spacja: wł./wył. · r: zasady · brak = gra podstawowa
setup-module = Moduł { $module }: { $about }
setup-variant = Wariant { $variant }: { $about }
setup-module-5 = tajne żetony żołnierzy (0-4) zastępują kość Króla
setup-module-6 = płytka losowana co porę roku zmienia nagrodę doradcy
setup-variant-inverted-tiles = moduł 6 odwrotnie: płytki znikają po jednej
setup-variant-alt-reinforcements = posiłki Króla: dwie kości, |k1 − k2| + 1
setup-variant-needs = Wariant { $variant } zmienia moduł { $module }: zaznacz też moduł { $module } albo odznacz wariant.
setup-saves-head = Inne niedokończone gry — Enter: wznów · Delete: usuń
setup-save-in-use = { $file }: ta gra toczy się w innym oknie, więc zostaje.
setup-delete-again = Naciśnij Delete jeszcze raz, aby na dobre usunąć { $file }.
setup-autosave-found =
    Zapisana jest niedokończona gra: { $summary }
    Nowa gra jej nie usuwa: trafia ona na listę niedokończonych gier.
setup-same-colour = Dwoje graczy ma ten sam kolor: wybierz każdemu inny.
setup-same-symbol = Dwoje graczy ma ten sam symbol: wybierz każdemu inny.
setup-bad-seed = Ziarno musi być liczbą całkowitą od 0 do { $max }.
setup-host-needs-person = Stół online potrzebuje miejsca dla człowieka: niech choć jedno miejsce zajmie osoba.
setup-host-starting = Uruchamianie stołu…

## Zapisane gry na liście
setup-save-line = { $players } — { $where }, ruchy: { $moves } — { $date }
setup-save-line-copy = { $players } — { $where }, ruchy: { $moves } — { $date } — kopia w folderze tymczasowym (zapis w katalogu domowym się nie udał)
setup-save-where = rok { $year }, { $phase }
setup-seat-person = { $name }
setup-seat-computer = { $name } (komputer)
setup-season = Rok { $year }, { $phase }
setup-phase-setup = { phase-0 }
setup-phase-favor = { phase-1 }
setup-phase-spring = { phase-2 }
setup-phase-reward = { phase-3 }
setup-phase-summer = { phase-4 }
setup-phase-envoy = { phase-5 }
setup-phase-fall = { phase-6 }
setup-phase-recruit = { phase-7 }
setup-phase-winter = { phase-8 }
setup-phase-end = { phase-9 }
setup-autosave-in-use = Gra zapisana automatycznie toczy się w innym oknie lub karcie przeglądarki, więc nie jest tu proponowana.
setup-autosave-damaged-moved = Nie da się odczytać automatycznego zapisu ({ $problem }); przeniesiono go do { $file }.
setup-autosave-damaged-kept = Nie da się odczytać automatycznego zapisu ({ $problem }); pozostaje na miejscu.
setup-summary = { $names } — { $season }, ruchy: { $moves } (ziarno { $seed })
setup-summary-options = { $names } — { $season }, ruchy: { $moves } (ziarno { $seed }, z: { $options })
setup-summary-copy = { $names } — { $season }, ruchy: { $moves } (ziarno { $seed }; z kopii w { $folder }, bo zapis w katalogu domowym się nie udał)
setup-summary-options-copy = { $names } — { $season }, ruchy: { $moves } (ziarno { $seed }, z: { $options }; z kopii w { $folder }, bo zapis w katalogu domowym się nie udał)
setup-summary-module = moduł { $module }
setup-colour-orange = oranż
setup-colour-sky-blue = błękit
setup-colour-green = zieleń
setup-colour-yellow = żółć
setup-colour-blue = kobalt
setup-colour-vermilion = cynober
setup-colour-purple = purpura
setup-symbol-circle = koło
setup-symbol-triangle = trójkąt
setup-symbol-square = kwadrat
setup-symbol-diamond = romb
setup-symbol-star = gwiazda
setup-symbol-cross = krzyż

## Aplikacja: podtytuły, komunikaty
app-sub-seed = ziarno { $seed }
app-sub-replay = powtórka { $file }
app-sub-seat = { $name } przy stole { $where }
app-newer-copy = Nowsza kopia
app-new-game = Nowa gra
app-cannot-save-title = Nie można zapisywać gier
app-could-not-resume = Nie udało się wznowić: { $problem }
app-nothing-to-resume = Nie ma niedokończonej gry do wznowienia.
app-no-game-to-save = Nie ma jeszcze gry do zapisania.
app-save-failed = Nie udało się zapisać kopii w { $folder }: { $problem }.
app-saved-copy = Kopia zapisana w { $file }
## Paleta poleceń
palette-search = Szukaj poleceń…
palette-search-themes = Szukaj motywów…
palette-no-matches = Nic nie znaleziono
palette-rules = Zasady
palette-rules-help = Otwórz zasady gry Kingsburg (F1)
palette-save = Zapisz kopię
palette-save-help = Zapisz grę w obecnym stanie (i tak zapisuje się sama)
palette-undo = Cofnij
palette-undo-help = Cofnij ostatnią decyzję (u)
palette-new-game = Nowa gra
palette-new-game-help = Porzuć tę grę i przygotuj nową
palette-theme = Motyw
palette-theme-help = Zmień motyw kolorów
palette-quit = Wyjście
palette-quit-help = Zamknij aplikację od razu
palette-keys = Klawisze
palette-keys-show-help = Pokaż pomoc do wybranego elementu i spis dostępnych klawiszy
palette-keys-hide-help = Ukryj panel klawiszy i pomocy
palette-minimize = Pomniejsz
palette-minimize-help = Przywróć elementowi zwykły rozmiar
palette-maximize = Powiększ
palette-maximize-help = Powiększ wybrany element na cały ekran
palette-screenshot = Zrzut ekranu
palette-screenshot-help = Zapisz obraz bieżącego ekranu w pliku SVG

## Okna
dialog-secret-decision = Tajna decyzja
dialog-private = Informacje poufne
dialog-only-you = Co tylko ty możesz zobaczyć
dialog-handover =
    { $who }: { $what }.

    Na ekran patrzy tylko { $who } — wszyscy pozostali, proszę odwrócić wzrok.

    { $who }: naciśnij Enter, gdy tylko ty widzisz ekran.
dialog-look-away =
    Na ekran patrzy tylko { $who } — wszyscy pozostali, proszę odwrócić wzrok.

    { $who }: naciśnij Enter, gdy tylko ty widzisz ekran.
dialog-not-now = (Escape: nie teraz — możesz zajrzeć później klawiszem p w swojej turze)
dialog-only-for = Tylko dla: { $who }
dialog-hide-again = Naciśnij Enter, aby to ukryć i oddać klawiaturę.
dialog-hosted-title = Kingsburg — stół online
dialog-hosted-help = Wyślij każdemu graczowi jego własny link i tylko jego: kto ma link, ten gra na tym miejscu, przez „kingsburg join LINK” albo w przeglądarce. Zaznacz link myszą (albo przejdź do linków klawiszem Tab, potem shift+strzałki) i skopiuj go: ctrl+c.
dialog-hosted-runs = Stół działa, dopóki działa ta aplikacja: zamknięcie aplikacji go zatrzymuje. Niedokończony stół można kontynuować przez „kingsburg host --resume” (te same linki).
dialog-hosted-seed = Ziarno tego stołu wylosował host i nie pokazuje go nikomu, także tobie: ziarno z ekranu ustawień służy tylko do gier na tym komputerze.
dialog-end-table-title = Zakończyć stół online?
dialog-end-table = Ta aplikacja prowadzi stół: jej zamknięcie kończy grę wszystkim graczom, a ich ekrany pokażą, że host zniknął. Niedokończony stół można później kontynuować przez „kingsburg host --resume” (te same linki).
key-end-table = Wyjdź i zakończ stół
key-keep-table = Zostaw stół włączony
dialog-hosted-play = Graj na moim miejscu ({ $name })
dialog-hosted-keys = graj jako { $name }
dialog-hosted-quit = wyjście

## Klawisze: co robią (stopka, panel klawiszy)
key-start = Rozpocznij grę
key-new-seed = Nowe ziarno
key-replay-saved = Otwórz zapisaną grę
key-more-players = Więcej graczy
key-fewer-players = Mniej graczy
key-option-rules = Zasady opcji
key-delete-save = Usuń zapisaną grę
key-rules = Zasady
key-save = Zapisz
key-quit = Wyjście
key-quit-tooltip = Zamknij aplikację i wróć do wiersza poleceń.
key-palette = polecenia
key-palette-tooltip = Otwórz paletę poleceń
key-continue = Dalej
key-not-now = Nie teraz
key-play-seat = Graj na moim miejscu
key-cancel = Anuluj
key-back = Wstecz
key-play-on = Graj dalej
key-stay-in-replay = Zostań w powtórce
key-next = Dalej
key-prev-season = Poprz. pora
key-next-season = Nast. pora
key-prev-year = Poprz. rok
key-next-year = Nast. rok
key-start-of-game = Początek
key-end-of-game = Koniec
key-go-to = Idź do
key-rule = Zasada
key-prev-sheet = Poprz. plansza
key-other-sheet = Inna plansza
key-next-panel = Nast. panel
key-leave-panel = Opuść panel
key-focus-next = Następne pole
key-focus-previous = Poprzednie pole
key-back-to-game = Powrót do gry
key-log-details = Liczby komputerów
key-chapter-contents = Spis rozdziału
key-chapters-text = Rozdziały / tekst
key-close = Zamknij
key-new-game = Nowa gra
key-look-at-board = Zobacz planszę
key-pass = Pas
key-panels = Panele
key-log = Dziennik
key-undo = Cofnij
key-peek = Zajrzyj znów
key-dice-first = Najpierw kości
key-advisor-first = Najpierw doradca
key-hint = Rada
key-pause = Pauza
key-go-on = Wznów
key-step = Krok
key-faster = Szybciej
key-slower = Wolniej
key-toggle = Przełącz
key-up = W górę
key-down = W dół
key-left = W lewo
key-right = W prawo
key-first = Pierwsza
key-last = Ostatnia
key-page-up = Strona w górę
key-page-down = Strona w dół
key-select = Wybierz
key-previous = Poprzednia
key-copy = Kopiuj zaznaczenie
key-press-button = Naciśnij przycisk

## Klawisze w grze: rozdział F1 i `kingsburg --help`
key-chapter-title = Klawisze tej aplikacji
key-chapter-intro = Stopka pokazuje klawisze, które działają w tej chwili; klawisze dziennika i menu są pokazane pod nimi.
key-column-key = Klawisz
key-column-what = Co robi
key-help-head = klawisze w grze:
key-game-choose = wybór opcji; po nowych kościach, karcie lub ruchu innego gracza pierwszy Enter tylko podświetla opcję 1, drugi ją zagrywa
key-game-pass = pas
key-game-escape = wyjście z podmenu (gdy decyduje komputer: pauza)
key-game-undo = cofnięcie ostatniej decyzji (do czasu nowych kości lub karty)
key-game-log = dziennik całej gry, do przewijania wstecz (tam d: liczby komputerów)
key-game-rule = zasada tego, co podświetlone
key-game-group = wpływ: opcje według kości albo według doradcy
key-game-sheets = prowincje pozostałych graczy
key-game-peek = ponowny wgląd w tajne karty najeźdźców
key-game-hint = podpowiedź: co zrobiłby poziom silny i po co (h jeszcze raz: jego liczby)
key-game-pace = komputery: pauza lub dalej, jeden ruch, szybciej, wolniej
key-game-panel = następny panel, gdy terminal jest za mały, by pokazać wszystkie
key-game-save = zapis kopii gry w saves/ (i tak zapisuje się po każdym ruchu)
key-game-rules = zasady
key-game-palette = wszystkie polecenia
key-game-quit = wyjście; `kingsburg resume` kontynuuje niedokończoną grę

## Zapisywanie i to, co aplikacja wypisuje, gdy się zatrzymuje
app-home-file-in-the-way = w miejscu folderu jest plik
app-home-problem = Nie można zapisywać gier w { $folder } ({ $problem }). Można grać, ale nic nie zostanie zapisane, dopóki to się nie zmieni; KINGSBURG_HOME może wskazać inny folder.
app-not-saved = kingsburg: ostatnie ruchy gry nie zostały zapisane: { $problem }
app-crash-twice = kingsburg: nieoczekiwany błąd ({ $error }); zapis gry też się nie udał ({ $problem })
app-crash-nothing-open = kingsburg: nieoczekiwany błąd zatrzymał aplikację ({ $error }). Żadna gra nie była otwarta, więc nie było czego zapisać.
app-crash-not-saved = kingsburg: nieoczekiwany błąd zatrzymał aplikację ({ $error }). Nie udało się zapisać gry.
app-crash-saved = kingsburg: nieoczekiwany błąd zatrzymał aplikację ({ $error }). Gra jest zapisana w { $file }; aby zgłosić problem, uruchom „kingsburg report” (zbiera najnowszy zapis i ten dziennik) i wyślij utworzony plik z kilkoma słowami o tym, co się działo.
app-crash-saved-with-copy = kingsburg: nieoczekiwany błąd zatrzymał aplikację ({ $error }). Gra jest zapisana w { $file } (kopia: { $copy }); aby zgłosić problem, uruchom „kingsburg report” (zbiera najnowszy zapis i ten dziennik) i wyślij utworzony plik z kilkoma słowami o tym, co się działo.

## Klawisze samego Textuala (pole tekstowe, obszar tekstu) w panelu klawiszy
key-tx-move-cursor-left = Kursor w lewo
key-tx-move-cursor-left-and-select = Kursor w lewo z zaznaczaniem
key-tx-move-cursor-left-a-word = Kursor o słowo w lewo
key-tx-move-cursor-left-a-word-and-select = Kursor o słowo w lewo z zaznaczaniem
key-tx-move-cursor-right-or-accept = Kursor w prawo lub przyjęcie podpowiedzi
key-tx-move-cursor-right-and-select = Kursor w prawo z zaznaczaniem
key-tx-move-cursor-right-a-word = Kursor o słowo w prawo
key-tx-move-cursor-right-a-word-and-select = Kursor o słowo w prawo z zaznaczaniem
key-tx-delete-character-left = Usuń znak z lewej
key-tx-select-all = Zaznacz wszystko
key-tx-go-to-start = Na początek
key-tx-go-to-end = Na koniec
key-tx-select-line-start = Zaznacz do początku wiersza
key-tx-select-line-end = Zaznacz do końca wiersza
key-tx-delete-character-right = Usuń znak z prawej
key-tx-submit = Zatwierdź
key-tx-delete-left-to-start-of-word = Usuń w lewo do początku słowa
key-tx-delete-all-to-the-left = Usuń wszystko z lewej
key-tx-delete-right-to-start-of-word = Usuń w prawo do początku słowa
key-tx-delete-all-to-the-right = Usuń wszystko z prawej
key-tx-cut-selected-text = Wytnij zaznaczenie
key-tx-paste-text-from-the-clipboard = Wklej tekst ze schowka
key-tx-cursor-up = Kursor w górę
key-tx-cursor-down = Kursor w dół
key-tx-cursor-left = Kursor w lewo
key-tx-cursor-right = Kursor w prawo
key-tx-cursor-word-left = Kursor o słowo w lewo
key-tx-cursor-word-right = Kursor o słowo w prawo
key-tx-cursor-line-start = Kursor na początek wiersza
key-tx-cursor-line-end = Kursor na koniec wiersza
key-tx-cursor-page-up = Kursor o stronę w górę
key-tx-cursor-page-down = Kursor o stronę w dół
key-tx-cursor-left-word-select = Zaznacz słowo w lewo
key-tx-cursor-right-word-select = Zaznacz słowo w prawo
key-tx-cursor-line-start-select = Zaznacz do początku wiersza
key-tx-cursor-line-end-select = Zaznacz do końca wiersza
key-tx-cursor-up-select = Zaznacz w górę
key-tx-cursor-down-select = Zaznacz w dół
key-tx-cursor-left-select = Zaznacz w lewo
key-tx-cursor-right-select = Zaznacz w prawo
key-tx-select-line = Zaznacz wiersz
key-tx-cut = Wytnij
key-tx-copy = Kopiuj
key-tx-paste = Wklej
key-tx-delete-to-line-start = Usuń do początku wiersza
key-tx-delete-to-line-end = Usuń do końca wiersza
key-tx-delete-line = Usuń wiersz
key-tx-undo = Cofnij
key-tx-redo = Ponów

key-option-1 = opcja 1
key-option-2 = opcja 2
key-option-3 = opcja 3
key-option-4 = opcja 4
key-option-5 = opcja 5
key-option-6 = opcja 6
key-option-7 = opcja 7
key-option-8 = opcja 8
key-option-9 = opcja 9
key-tx-scroll-up = Przewiń w górę
key-tx-scroll-down = Przewiń w dół
key-tx-scroll-left = Przewiń w lewo
key-tx-scroll-right = Przewiń w prawo
key-tx-scroll-home = Przewiń na początek
key-tx-scroll-end = Przewiń na koniec
key-tx-page-left = Strona w lewo
key-tx-page-right = Strona w prawo
key-group-input = Pole tekstowe

## Stół online z ekranu nowej gry: dlaczego się nie udało
setup-host-no-person = stół online potrzebuje co najmniej jednego miejsca dla człowieka
setup-host-cannot-start = nie udało się uruchomić hosta ({ $problem })
setup-host-no-links = host nie podał linków w ciągu { $seconds } s
setup-host-did-not-start = host nie wystartował: { $problem }
setup-host-exit-code = kod wyjścia { $code }

## Powtórka zapisanej gry wybranej z ekranu nowej gry
dialog-open-title = Otwórz zapisaną grę
dialog-open-keys = ↑ ↓ wybór · Enter powtórka · Escape wstecz
dialog-open-none =
    Nie ma jeszcze zapisanych gier. Pojawią się tu gry ukończone, kopie zapisane przez ctrl+s i niedokończona gra.
    Escape: wstecz
dialog-open-autosave = autosave (niedokończona gra)
dialog-open-cannot = { $file }: nie da się odtworzyć tego zapisu ({ $problem })

## Komunikaty samego Textuala
app-quit-how = Naciśnij { $key }, aby zamknąć aplikację
app-quit-title = Chcesz wyjść?
app-screenshot = Zrzut ekranu
app-screenshot-saved = Zrzut ekranu zapisany
app-screenshot-saved-to = Zrzut ekranu zapisany w { $file }
app-screenshot-failed = Nie udało się zapisać zrzutu ekranu

## Players' names the game cannot take
setup-name-start = Imię gracza zaczyna się od litery, a „{ $name }” nie.
setup-name-form = Imię „{ $name }” zawiera litery zapisane z dwóch części: wpisz je ponownie.
setup-name-char = Imię „{ $name }” może zawierać tylko litery, cyfry, spacje, apostrofy, kropki i łączniki.
setup-name-spaces = W imieniu „{ $name }” jest o jedną spację za dużo (na końcu albo dwie obok siebie).
setup-name-width = Imię „{ $name }” jest za długie: najwyżej 16 znaków.
setup-name-reserved = „{ $name }” to nazwa, którą gra nadaje kościom i kartom: wybierz inne imię.
setup-name-twice = Dwóch graczy nazywa się „{ $name }”: daj każdemu inne imię.
