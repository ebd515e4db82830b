# „Naucz się grać”: pierwsza gra z przewodnikiem (kingsburg.lesson). Każde wyjaśnienie ma dwa
# do czterech wierszy i nazywa część ekranu, której dotyczy, tak jak ją tam zatytułowano.

lesson-setup-button = Naucz się grać
cli-help-learn = naucz się grać: pierwsza gra z zasadami objaśnianymi na bieżąco, przeciw dwóm komputerom
lesson-panel-title = Nauka · { $title }
lesson-keys = x: zamknij · F1: cała zasada · e: zakończ naukę
lesson-ended = Nauka zakończona; gra toczy się dalej jak zwykle.
key-lesson-close = Zamknij
key-lesson-end = Zakończ naukę
key-game-lesson = podczas nauki: zamknij wyjaśnienie (x), zakończ naukę (e); F1 otwiera jego zasadę

lesson-favor-title = Pomoc od Króla
lesson-favor = Rok zaczyna się od Pomocy od Króla: gracz z najmniejszą liczbą budynków dostaje na wiosnę białą kość. Nikt jeszcze nic nie zbudował, więc każdy bierze 1 surowiec. Wybierz go po prawej; swoje surowce zobaczysz w ramce Gracze.
lesson-end-turn-title = Koniec tury
lesson-end-turn = Twój ruch jest zrobiony. Przed nowymi kośćmi albo kartą gra czeka: Enter kończy twoją turę, u cofa ruch. Potem grają komputery; ich ruchy i powody są w ramce Co się wydarzyło.
lesson-dice-title = Kości i sumy
lesson-dice = Twoje trzy kości są w ramce Kości. Połóż jedną lub kilka z nich na doradcy, którego numer jest dokładnie równy ich sumie (Dwór Króla), a dostaniesz jego nagrodę. Zaczyna ten, kto ma najmniejszą sumę; spasuj, gdy skończysz.
lesson-plus2-title = Żeton „+2”
lesson-plus2 = Masz żeton „+2” (widać go w ramce Gracze). Raz na sezon dodaje 2 do jednej grupy kości, więc suma 6 sięga doradcy nr 8. Menu proponuje go przy każdej grupie, do której pasuje.
lesson-taken-title = Zajęty doradca
lesson-taken = Doradca, na którym leżą już kości, jest zajęty do końca sezonu: nikt inny nie może go użyć (kto gdzie stoi, widać na Dworze Króla). Poszukaj innej sumy albo zachowaj kości dla innego doradcy.
lesson-reward-title = Nagrody i wybory
lesson-reward = Doradcy nagradzają po kolei, od 1 w górę. Ten pozwala wybrać: weź to, czego potrzebujesz na budynek, który chcesz postawić jako następny (koszty są w ramce Prowincja).
lesson-build-title = Budowa
lesson-build = Teraz możesz postawić jeden budynek: płacisz surowcami i od razu dostajesz jego PZ. W każdym rzędzie prowincji dostępny jest tylko pierwszy od lewej, którego nie masz (→). Działa od tej chwili.
lesson-kings-reward-title = Królewska Nagroda
lesson-kings-reward = Po wiośnie przychodzi Królewska Nagroda: kto ma najwięcej budynków, dostaje 1 PZ (punkty są w ramce Gracze). Budynek postawiony wcześnie opłaca się więc podwójnie.
lesson-envoy-title = Królewski Wysłannik
lesson-envoy = Królewski Wysłannik trafia do gracza z najmniejszą liczbą budynków (✉ w ramce Gracze). Jego posiadacz może go użyć raz: na doradcy, który jest już zajęty, albo by w jednym sezonie postawić drugi budynek.
lesson-recruit-title = Werbunek żołnierzy
lesson-recruit = Zbliża się zima: kup żołnierzy, każdego za 2 surowce. Kalendarz pokazuje, jak silny może być tegoroczny wróg; każdy gracz walczy z nim sam, żołnierzami i premiami z budynków.
lesson-battle-title = Zimowa bitwa
lesson-battle = Bitwa skończona. Kto był silniejszy od wroga, bierze nagrodę; kto słabszy, ponosi straty (surowce, budynek albo PZ); przy remisie nic się nie dzieje. Co zimę żołnierze wracają do zera.
lesson-over-title = Koniec nauki
lesson-over = Znasz już wszystkie główne zasady. Gra toczy się dalej jak zwykle, do końca roku V: h nadal podpowiada, F1 otwiera zasady, ctrl+q wychodzi (gra jest zapisana).
