# Przeglądarka zasad (F1) i pojedyncze zasady (r).
rules-title = Zasady
rules-introduction = Wstęp
rules-in-english = *Zasady nie są jeszcze napisane w Twoim języku: poniżej wersja angielska.*
rules-missing = # Zasady

    W tej instalacji brakuje pliku z zasadami ({ $file }).
rules-unreadable = # Zasady

    Nie można odczytać pliku z zasadami ({ $file }): { $why }.
rules-not-utf8 = to nie jest tekst w UTF-8
rules-press-f1 = Naciśnij F1, aby zobaczyć pełne zasady.
rules-advisor-intro = Potrzebna suma oczek: **{ $rank }**. Nagroda: { $summary }.
rules-enemies-title = Najeźdźcy roku { $year }
rules-enemies-intro = Jedna z tych kart zaatakuje tej zimy. Porównaj swoich żołnierzy wraz z wartością bojową budynków z siłą najeźdźcy: przewaga daje nagrodę, remis odpiera atak, a słabsza armia ponosi straty.
rules-keys-chapter = Klawisze aplikacji
rules-help-title-list = { " " }Zasady — ↑↓ Enter: wybierz rozdział · Tab: czytaj · Escape: powrót
rules-help-title-text = { " " }Zasady — ↑↓: czytaj · t: spis treści · Tab: rozdziały · Escape: powrót
rules-key-close = Powrót do gry
rules-key-toc = Spis treści rozdziału
rules-key-switch = Rozdziały / tekst
rules-dialog-hint = Escape lub Enter: zamknij · F1: wszystkie zasady
rules-dialog-close = Zamknij
