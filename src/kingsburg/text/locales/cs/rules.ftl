# Prohlížeč pravidel (F1) a jednotlivá pravidla (r).
rules-title = Pravidla
rules-introduction = Úvod
rules-in-english = *Pravidla zatím nejsou ve vašem jazyce: zde je anglická verze.*
rules-missing = # Pravidla

    V této instalaci chybí soubor s pravidly ({ $file }).
rules-unreadable = # Pravidla

    Soubor s pravidly ({ $file }) nelze přečíst: { $why }.
rules-not-utf8 = nejde o text v UTF-8
rules-press-f1 = Celá pravidla otevřete klávesou F1.
rules-advisor-intro = Potřebný součet kostek: **{ $rank }**. Odměna: { $summary }.
rules-enemies-title = Nepřátelé roku { $year }
rules-enemies-intro = Jedna z těchto karet zaútočí letos v zimě. Porovnejte své vojáky spolu s bojovou silou svých staveb se silou nepřítele: kdo je silnější, získá kořist; při shodě útok odrazíte; slabší zaplatí ztráty.
rules-keys-chapter = Klávesy aplikace
rules-help-title-list = { " " }Pravidla — ↑↓ Enter: vyberte kapitolu · Tab: číst · Escape: zpět
rules-help-title-text = { " " }Pravidla — ↑↓ PgUp PgDn: číst · t: obsah · Tab: kapitoly · Escape: zpět
rules-key-close = Zpět do hry
rules-key-toc = Obsah kapitoly
rules-key-switch = Kapitoly / text
rules-dialog-hint = Escape nebo Enter: zavřít · F1: všechna pravidla
rules-dialog-close = Zavřít
