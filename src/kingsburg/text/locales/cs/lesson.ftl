# „Nauč se hrát“: první hra s průvodcem (kingsburg.lesson). Každé vysvětlení má dva až čtyři
# řádky a jmenuje část obrazovky, které se týká, tak jak je tam nadepsaná.

lesson-setup-button = Nauč se hrát
cli-help-learn = nauč se hrát: první hra s pravidly vysvětlovanými průběžně, proti dvěma počítačům
lesson-panel-title = Lekce · { $title }
lesson-keys = x: zavřít · F1: celé pravidlo · e: ukončit lekci
lesson-ended = Lekce skončila; hra pokračuje jako obvykle.
key-lesson-close = Zavřít
key-lesson-end = Ukončit lekci
key-game-lesson = v lekci: zavřít vysvětlení (x), ukončit lekci (e); F1 otevře jeho pravidlo

lesson-favor-title = Královská výpomoc
lesson-favor = Rok začíná Královskou výpomocí: hráč s nejmenším počtem staveb dostane na jaro bílou kostku. Zatím nikdo nic nepostavil, a tak si každý vezme 1 surovinu. Vyber ji vpravo; své suroviny uvidíš v rámečku Hráči.
lesson-end-turn-title = Konec tahu
lesson-end-turn = Tah je hotový. Před novými kostkami nebo kartou hra čeká: Enter ukončí tvůj tah, u ho vezme zpět. Pak hrají počítače; jejich tahy a důvody najdeš v rámečku Co se stalo.
lesson-dice-title = Kostky a součty
lesson-dice = Tvé tři kostky jsou v rámečku Kostky. Polož jednu nebo víc z nich na rádce, jehož číslo se přesně rovná jejich součtu (Královský dvůr), a získáš jeho odměnu. Začíná ten s nejnižším součtem; až skončíš, pasuj.
lesson-plus2-title = Žeton „+2“
lesson-plus2 = Máš žeton „+2“ (vidíš ho v rámečku Hráči). Jednou za období přidá 2 k jedné skupině kostek, takže součet 6 dosáhne na rádce č. 8. Nabídka ho ukazuje u každé skupiny, ke které se hodí.
lesson-taken-title = Obsazený rádce
lesson-taken = Rádce, na kterém už leží kostky, je do konce období obsazený: nikdo jiný ho nesmí použít (kdo kde stojí, ukazuje Královský dvůr). Hledej jiný součet, nebo si kostky nech pro jiného rádce.
lesson-reward-title = Odměny a volby
lesson-reward = Rádci odměňují popořadě, od 1 nahoru. Tenhle ti dává na výběr: vezmi si, co potřebuješ na stavbu, kterou chceš postavit příště (ceny jsou v rámečku Provincie).
lesson-build-title = Stavění
lesson-build = Teď smíš postavit jednu stavbu: zaplatíš suroviny a hned získáš její VB. V každé řadě provincie je volná jen první zleva, kterou ještě nemáš (→). Její účinek platí od této chvíle.
lesson-kings-reward-title = Královská přízeň
lesson-kings-reward = Po jaru přichází Královská přízeň: kdo má nejvíc staveb, získá 1 VB (body vidíš v rámečku Hráči). Stavba postavená brzy se tak vyplatí dvakrát.
lesson-envoy-title = Královský vyslanec
lesson-envoy = Královský vyslanec jde k hráči s nejmenším počtem staveb (✉ v rámečku Hráči). Jeho držitel ho smí jednou použít: na rádce, který je už obsazený, nebo na druhou stavbu v jednom období.
lesson-recruit-title = Verbování vojáků
lesson-recruit = Blíží se zima: kup vojáky, každého za 2 suroviny. Kalendář ukazuje, jak silný může být letošní nepřítel; každý hráč s ním bojuje sám, svými vojáky a bonusy ze staveb.
lesson-battle-title = Zimní bitva
lesson-battle = Bitva skončila. Kdo byl silnější než nepřítel, bere si kořist; kdo slabší, platí ztráty (suroviny, stavbu nebo VB); při shodě se nic nestane. Každou zimu se vojáci vracejí na nulu.
lesson-over-title = Konec lekce
lesson-over = Základní pravidla už znáš. Hra pokračuje jako obvykle až do konce roku V: h dál radí, F1 otevře pravidla, ctrl+q hru opustí (je uložená).
