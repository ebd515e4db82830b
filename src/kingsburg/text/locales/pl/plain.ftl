# Tryb tekstowy (kingsburg --plain): gra w wierszach do czytania na głos lub na monitorze brajlowskim.
# Krótkie zdania; żadnych symboli, które czytnik ekranu musiałby literować.

## Przygotowanie, pytanie po pytaniu
plain-setup-intro = Nowa gra. Enter wybiera odpowiedź podaną w nawiasie.
plain-setup-default = { $question } (Enter: { $default })
plain-setup-between = Odpowiedz liczbą od { $low } do { $high }.
plain-setup-count = Ilu graczy, od 2 do 5?
plain-setup-name = Imię gracza { $n }?
plain-setup-seat = Kto gra na miejscu gracza { $name }?
plain-setup-seat-short = Kto gra?
plain-setup-options = Zasady dodatkowe. Wpisz ich numery oddzielone spacjami albo 0, aby grać w grę podstawową.
plain-setup-options-short = Zasady dodatkowe?
plain-setup-options-chosen = Gramy z: { $options }.
plain-setup-resume = Wznowić ją?
plain-autosave = Zapisano niedokończoną grę: { $summary }
plain-joined = Grasz jako { $name } przy stole na { $where }.

## Stół
plain-table = Przy stole: { $seats }.
plain-seat-line-person = { $name }, człowiek
plain-seat-line-computer = { $name }, komputer ({ $level })
plain-seat-line-elsewhere = { $name }, komputer gospodarza
plain-so-far = Gra do tej pory, teraz { $season }. Ostatnie zdarzenia:
plain-commands-hint = Odpowiadaj liczbą. 0 to pas, u cofa, h podpowiada, ? wymienia polecenia.
plain-left = Gra jest zapisana. kingsburg resume --plain podejmie ją od tego miejsca.
plain-stuck = przy tym stole nikt nie może podjąć decyzji
plain-not-your-turn = To nie twoja kolej: poczekaj na pozostałych.

## Decyzje
plain-your-dice = Twoje kości: { $dice }.
plain-your-goods = Masz { $goods }.
plain-back-hint = b wraca do pierwszej listy.
plain-no-pass = Tu nie można spasować: wybierz numer z listy.
plain-no-such-choice = { $n ->
    [one] Jest tylko wybór 1.
    [few] Wybierz liczbę od 1 do { $n }.
    [many] Wybierz liczbę od 1 do { $n }.
   *[other] Wybierz liczbę od 1 do { $n }.
}
plain-refused = Niedozwolone: { $reason }
plain-held = { $name }, twój wybór: { $move }. Zanim padną kości albo odkryje się karta:
plain-privacy = Tylko { $name }: naciśnij Enter, gdy pozostali odwrócą wzrok.
plain-privacy-done = Naciśnij Enter, potem pozostali mogą znów patrzeć.
plain-hint = Podpowiedź: { $move }. Dlaczego: { $why }
plain-then = { $first }, potem { $then }
plain-no-hint = Podpowiedź dostajesz w swojej kolejce.
plain-no-reasons = Od twojej ostatniej decyzji nie ruszył się żaden komputer.
plain-no-back = Nie ma listy, do której można wrócić.
plain-no-dice-order = Kolejność według kości dotyczy wpływania na doradców.
plain-saved-by-host = Tę grę zapisuje gospodarz stołu.
plain-unknown = Nie znam „{ $line }”. Wpisz liczbę albo ?, aby poznać polecenia.

## Koniec
plain-rank = { $place }. { $name }, { $vp } PZ
plain-record = Zapis gry: { $place }.

## Stan gry na życzenie
plain-order = Kolejność: { $names }.
plain-advisor-held = { $rank } { $advisor }: { $who }, kości { $dice }.
plain-advisor-blocked = { $rank } { $advisor }: zablokowany przez neutralne kości { $dice }.
plain-advisors-free = Na doradcach nie ma kości.
plain-advisors-free-ranks = Wolni doradcy: { $ranks }.
plain-tiles = Płytki doradców: { $tiles }.
plain-tile-pile = Na płytce { $rank } ({ $advisor }) leży: { $goods }.
plain-envoy = { $name } ma Królewskiego Wysłannika.
plain-me-head = { $name }: { $vp } PZ.
plain-me-goods = Surowce: { $goods }.
plain-me-army = { $soldiers ->
    [one] 1 żołnierz
    [few] { $soldiers } żołnierze
    [many] { $soldiers } żołnierzy
   *[other] { $soldiers } żołnierza
}, { $plus2 ->
    [one] 1 żeton „+2”
    [few] { $plus2 } żetony „+2”
    [many] { $plus2 } żetonów „+2”
   *[other] { $plus2 } żetonu „+2”
}.
plain-me-buildings = Budynki: { $buildings }.
plain-me-no-buildings = Jeszcze żadnych budynków.
plain-me-dice = Wyrzucone kości: { $dice }. Niepostawione: { $left }.
plain-me-tokens = Żetony żołnierzy: { $tokens }.
plain-me-envoy = Masz Królewskiego Wysłannika.
plain-none = żadne
plain-seat-person = człowiek
plain-seat-computer = komputer
plain-player = { $name } ({ $who }): { $vp } PZ; { $goods }; { $soldiers ->
    [one] 1 żołnierz
    [few] { $soldiers } żołnierze
    [many] { $soldiers } żołnierzy
   *[other] { $soldiers } żołnierza
}; { $buildings ->
    [one] 1 budynek
    [few] { $buildings } budynki
    [many] { $buildings } budynków
   *[other] { $buildings } budynku
}.
plain-enemy-unknown = Żadna karta wroga nie jest jeszcze odkryta. Wróg roku { $year } przyjdzie zimą.
plain-rules-head = Zasady, rozdział po rozdziale. Wpisz zasady i numer albo słowo, na przykład zasady Błazen.
plain-rules-no-chapter = Zasady mają rozdziały od 1 do { $n }.
plain-rules-not-found = W zasadach nic nie nazywa się „{ $topic }”. Wpisz zasady, aby zobaczyć rozdziały.

## Polecenia: słowo w tym języku (słowo angielskie i litera też działają)
plain-word-help = pomoc
plain-word-hint = podpowiedź
plain-word-undo = cofnij
plain-word-back = wróć
plain-word-board = plansza
plain-word-me = ja
plain-word-players = gracze
plain-word-enemy = wróg
plain-word-log = dziennik
plain-word-why = dlaczego
plain-word-rules = zasady
plain-word-dice = kości
plain-word-save = zapisz
plain-word-quit = koniec
plain-help-head = Wpisz liczbę, aby wybrać; 0 to pas; Enter powtarza pytanie. Polecenia:
plain-help-help = { $word }: ta lista.
plain-help-hint = { $word }: co zrobiłby silny komputer i dlaczego.
plain-help-undo = { $word }: cofa twoją ostatnią decyzję.
plain-help-back = { $word }: z drugiej listy z powrotem do pierwszej.
plain-help-board = { $word }: doradcy i czyje kości na nich stoją, Wysłannik, wróg.
plain-help-me = { $word }: twoja prowincja: PZ, surowce, żołnierze, budynki, kości.
plain-help-players = { $word }: każdy gracz w jednym wierszu.
plain-help-enemy = { $word }: znani wrogowie i karty, które widzisz tylko ty.
plain-help-log = { $word } i liczba: ostatnie wiersze dziennika gry (bez liczby 10).
plain-help-why = { $word }: dlaczego komputery zagrały tak, a nie inaczej, od twojej ostatniej decyzji.
plain-help-rules = { $word }: rozdziały zasad; { $word } i numer albo słowo: jeden z nich.
plain-help-dice = { $word }: doradcy według kości albo znów według doradców.
plain-help-save = { $word }: zapisuje kopię gry w saves (i tak zapisuje się ona po każdym ruchu).
plain-help-quit = { $word }: kończy tutaj; gra jest zapisana i można ją później wznowić.
