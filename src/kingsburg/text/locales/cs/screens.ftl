# Obrazovky hry, konce hry a přehrávání: panely, stavový řádek, oznámení, výsledky, bitva.
# Popisy staveb a odměn rádců (data/*.yaml je má anglicky).

## Písmena a krátké značky
screen-letter-gold = Z
screen-letter-wood = D
screen-letter-stone = K
screen-cost-free = zdarma
screen-vp-compact = { $n }VB
screen-envoy-mark = ✉vyslanec

## Karta provincie
screen-sheet-title = { $glyph } Provincie: { $name }
screen-sheet-keys = klávesy \[ ]: ostatní hráči
screen-sheet-legend = { $built } postaveno  { $next } lze postavit  { $locked } zatím nelze
screen-sheet-detail = { $building } ({ $state ->
        [built] { $building_gender ->
            [f] postavena
            [n] postaveno
            [pl-n] postavena
            [pl-f] postaveny
            [pl-m] postaveny
           *[m] postaven
        }
        [next] lze postavit
       *[locked] zatím nelze postavit
    }):
screen-sheet-battle = { $bonus } v boji.
screen-battle-vs-barbarians = { $bonus } proti Barbarům
screen-battle-vs-goblins = { $bonus } proti Goblinům
screen-battle-vs-orcs = { $bonus } proti Orkům
screen-battle-vs-zombies = { $bonus } proti Zombiím
screen-battle-vs-demons = { $bonus } proti Démonům
screen-battle-vs-dragon = { $bonus } proti Drakovi

## Královský dvůr
screen-court-title = Královský dvůr
screen-tile-legend = { $mark } destička mod. 6 · [ ] suroviny
screen-tile-none = nic

## Kalendář
screen-calendar-title = Kalendář
screen-calendar-year = Rok
screen-calendar-phase = Fáze
screen-calendar-now = Nyní: { $phase }
screen-calendar-next = Dále: { $phase } —
screen-calendar-tag = { $tag ->
        [setup] příprava
       *[end] konec
    }
screen-calendar-enemies = Nepřátelé
screen-phase-what-favor = nejméně rozvinutá provincie dostane bílou kostku (shoda: každý 1 surovinu)
screen-phase-what-spring = hod kostkami, ovlivnění rádců, odměny, stavba
screen-phase-what-reward = 1 VB za nejvíc staveb
screen-phase-what-summer = hod kostkami, ovlivnění rádců, odměny, stavba
screen-phase-what-envoy = nejméně rozvinutá provincie dostane královského vyslance
screen-phase-what-fall = hod kostkami, ovlivnění rádců, odměny, stavba
screen-phase-what-recruit = vojáci za suroviny
screen-phase-what-winter = král pošle posily, pak každý hráč bojuje s nepřítelem
screen-phase-end = konec
screen-phase-what-end = závěrečné bodování (VB za Katedrálu), pak pořadí

## Kostky
screen-dice-title = Kostky
screen-dice-title-of = { $glyph } Kostky: { $name }
screen-dice-none = žádné
screen-dice-no-roll = V této fázi se kostkami nehází.
screen-dice-own = Vlastní
screen-dice-white = Bílé
screen-dice-totals = Součet { $rolled } · volné { $unused }
screen-dice-chosen = vybráno { $chosen }
screen-dice-plus2 = Žetony +2: { $count }
screen-dice-plus2-used = Žetony +2: { $count } (jeden použit)
screen-dice-envoy = ✉ vyslanec
screen-dice-legend = [n] = volná, n· = umístěná

## Hráči v pořadí tahů
screen-players-title = Hráči v pořadí tahů
screen-players-tokens = žetony { $tokens }
screen-players-dice = hod { $total }
screen-players-passed = pas

## Záznamy a graf
screen-log-title = Co se stalo
screen-log-empty = Zatím se nic nestalo.
screen-secret-mark = (tajné)
screen-secret-seen-by = vidí jen { $who }: { $text }
screen-secret-seen = vidí jen jeden hráč: { $text }
replay-log-highlighted = zvýrazněno: tento tah
replay-log-move = tah { $move }: { $line }
screen-chart-title = VB po každém ročním období
screen-chart-start = začátek

## Herní obrazovka: stavový řádek, čekání, konec tahu, oznámení
screen-decimal-point = ,
screen-log-keys = l: celý průběh hry
screen-season = Rok { $year }, { $phase }
screen-status-watch = režim sledování, { $pace } s na tah
screen-status-computer = { $name } (počítač, { $seat })
screen-status-held = { $name }: Enter ukončí tah, u vezme rozhodnutí zpět
screen-status-end-of-turn = konec tahu
screen-computer-paused = — pauza (mezerník: dál)
screen-computer-thinking = přemýšlí…
screen-computer-about-to-move = se chystá táhnout
screen-computer-decides = rozhoduje počítač ({ $seat }).
screen-wait-keys = Esc nebo mezerník: pauza
screen-watch-keys = mezerník: pauza · .: krok · + −: tempo
screen-wait-undo = u: vrátit své poslední rozhodnutí
screen-wait-computer = Tah počítače
screen-wait-other = Tah jiného hráče
screen-over-title = Konec hry
screen-over-show-scores = Ukázat konečné výsledky
screen-influence-by-dice = Ovlivnění: vyber kostky
screen-influence-order = d: { $first ->
        [advisor] nejdřív rádce
       *[dice] nejdřív kostky
    }
screen-recruit-price = { $price ->
        [one] { $price } surovina za vojáka
        [few] { $price } suroviny za vojáka
       *[other] { $price } surovin za vojáka
    }
screen-held-title = Konec tahu
screen-held-go-on = dál
screen-held-end = Ukončit tah: { $next }
screen-held-undo = Vrátit: { $move }
screen-held-keys = u: vrátit
screen-not-allowed = Nepovoleno
screen-not-saved = Neuloženo
screen-saved = Uloženo
# After a player's name, on the privacy screen before a secret decision: "Ann picks…".
screen-handover-token = vybírá žeton vojáků
screen-secret-heading = Jen pro tvé oči
screen-secret-cards-heading = Karty nepřátel, které znáš (vracejí se lícem dolů)
screen-nothing-to-undo = Není co vrátit: od posledního rozhodnutí padly nové kostky nebo se otočila karta.
screen-no-secret = { $name } nemá žádné tajemství k prohlédnutí.
screen-hint-thinking = Rada: přemýšlím…
screen-hint-head = Rada (silná úroveň):
screen-undone = Vráceno: { $move }
screen-undone-secret = Vráceno: tajná volba
screen-undone-with-computers = Vráceno: { $move } (i tahy počítačů po něm)
screen-undone-secret-with-computers = Vráceno: tajná volba (i tahy počítačů po ní)
screen-save-busy = tato hra ({ $file }) se hraje v jiném okně nebo záložce prohlížeče; hraj tam
screen-kept-note = Nedohraná automaticky uložená hra je uschována jako { $file }: úvodní obrazovka ji nabízí (pokračovat nebo smazat).
screen-save-failed = Uložení hry do { $where } selhalo ({ $why }).
screen-save-copy = Kopie je v { $copy } (příští spuštění kingsburgu ji nabídne).
screen-save-no-copy = Kopii se nepodařilo zapsat jinam.
screen-save-goes-on = Hra pokračuje; každý tah se tam znovu pokusí uložit.
screen-save-works-again = Ukládání opět funguje: hra je uložena v { $where }.
screen-newer-copy = Toto je novější kopie hry z { $folder }: poslední tahy se nepodařilo uložit do { $file }.

## Karty nepřátel a tajemství
screen-enemy-card = Nepřítel roku { $year }: { $enemy }, síla { $strength }
screen-enemy-win = Vítězství: získáš { $gains }
screen-enemy-lose = Porážka: ztratíš { $losses }
screen-choice-goods = { $n ->
        [one] { $n } libovolnou surovinu
        [few] { $n } libovolné suroviny
       *[other] { $n } libovolných surovin
    }
screen-one-building = 1 stavbu
screen-secret-token = Tvůj žeton vojáků na tuto zimu: { $pick }
screen-secret-token-named = žeton vojáků na tuto zimu: { $pick }

## Obrazovka konce hry
score-title = Hra skončila
score-ranking-title = Konečné pořadí
score-col-place = Místo
score-col-player = Hráč
score-col-vp = VB
score-col-goods = Suroviny
score-col-buildings = Stavby
score-col-tiebreak = Při shodě
score-col-total = Celkem
score-source = { $source ->
        [buildings] Stavby
        [advisors] Rádci
        [battles] Boje
        [king] Král
        [cathedral] Katedrála
       *[rest] Ostatní
    }
score-tiebreak-shared = dělené: stejné VB, suroviny i stavby
score-tiebreak-goods = méně surovin
score-tiebreak-buildings = méně staveb
score-breakdown-title = Odkud přišly VB
score-breakdown-title-elsewhere = Odkud přišly VB — přehraj záznam hostitele, abys to viděl
score-watch-again-command = kingsburg replay <soubor>
score-watch-again-web = n, pak Přehrát uloženou hru
score-record-saved =
    Záznam hry je uložen v
    { $path }
    Znovu ji zhlédneš takto: { $how }

## Obrazovka bitvy
battle-title = Zima roku { $year }: bitva
battle-press-enter = Pokračuj klávesou Enter.
battle-col-player = Hráč
battle-col-strength = Síla a výsledek
battle-col-gains = Zisky a ztráty
battle-outcome = { $result ->
        [win] VÍTĚZSTVÍ
        [tie] SHODA
       *[loss] PORÁŽKA
    }
battle-nothing = nic

## Přehrávání
replay-title = Přehrávání
replay-module = modul { $module }
replay-options = volby: { $options }
replay-base-game = základní hra, bez modulů
replay-goto-ask =
    Kam přejít: číslo tahu (0 až { $limit }), start, end nebo roční období, např. year 2 fall.
    Enter: přejít · Escape: zrušit
replay-goto-placeholder = 42 nebo year 2 fall
replay-diverges-note = Tento záznam přestává sedět u tahu { $move }: { $reason }. Zobrazuje se do tahu { $limit }.
replay-diverges-title = Záznam nesedí
replay-banner = PŘEHRÁVÁNÍ
replay-read-only = jen ke čtení
replay-move-of = tah { $move } z { $total }
replay-diverges-at = nesoulad u tahu { $move }
replay-seed = semínko { $seed }
replay-chance = kostky/karty
replay-panel-move = Tah { $move } z { $total }
replay-panel-shown = Zobrazeno: hra po tomto tahu
replay-panel-last = Poslední tah:
replay-none-yet = zatím žádný
replay-panel-next = Další tah:
replay-no-check = tah { $move } nesedí
replay-record-ends = žádný — záznam zde končí
replay-panel-due = Na řadě:
replay-due-over = hra skončila
replay-due-chance = kostky nebo karta (náhoda)
replay-hidden = skryto před stolem během hry:
replay-hidden-none = v tuto chvíli nic
replay-stops-matching = Tento záznam přestává sedět
replay-stops-at = u tahu { $move } ({ $line }): { $reason }
replay-keys = ← → tah · ↑ ↓ období · PgUp PgDn rok · Home End · g: přejít · p: hrát odsud dál
replay-face-down = nepřátelé lícem dolů: { $enemies }
replay-over-here = Tady hra skončila: už není co hrát.
replay-play-on-ask = Hrát odsud dál?
replay-moved-forward = Posunuto na tah { $move }, nejbližší místo, kde rozhoduje hráč (tah { $start } čekal na kostky nebo kartu).
replay-play-on-explain =
    Po tahu { $move } začíná nová hra: stejní hráči, semínko i historie, pak rozhodujete vy. Kostky a karty odtud určuje semínko.
    Uloží se jako nová hra; { $file } se nemění.
replay-play-on-keys = Enter: hrát dál · Escape: zůstat v přehrávání
replay-playing-on = Hraje se dál od tahu { $move }; hra je uložena v { $path }.

## Okna s pravidly (pravidla sama zůstávají slovy dokumentu s pravidly)
screen-advisor-rule = Potřebný součet kostek: **{ $rank }**. Odměna: { $reward }.
screen-enemy-rule-title = Nepřátelé roku { $year }
screen-enemy-rule = Tuto zimu zaútočí jedna z těchto karet. Porovnej své vojáky spolu s bojovou silou staveb s její silou: víc — získáš kořist, stejně — útok odrazíš, méně — neseš ztráty.
screen-tile-rule-title = { $advisor }: destička modulu 6
screen-tile-rule-needed = Potřebný součet kostek: **{ $rank }**. Tato destička nahradila odměnu rádce do konce hry.

## Celý záznam a příliš malý terminál
screen-log-screen-title = Celá hra — { $keys } · Esc: zpět
screen-log-scroll-keys = ↑↓ PgUp PgDn Home End, kolečko myši: posun
screen-log-screen-border = Co se stalo, od prvního tahu
screen-too-small =
    Terminál má { $width }×{ $height }.
    Kingsburg potřebuje aspoň { $minwidth }×{ $minheight }
    (při 120×40 je vidět vše najednou).
    Zvětši prosím okno.

## Stavby: co která dělá
screen-building-text-statue = Když na začátku fáze produkce padne na všech tvých kostkách stejné číslo, smíš jednou z nich hodit znovu.
screen-building-text-chapel = Když je součet tvého hodu na začátku fáze produkce 7 nebo méně, smíš znovu hodit všemi svými kostkami.
screen-building-text-church = Přidá 1 k tvé bojové síle, když jsou nepřítelem Démoni.
screen-building-text-cathedral = Na konci hry získáš 1 VB za každé 2 suroviny, které ti zbyly.
screen-building-text-inn = Na konci každého léta si vezmi jeden žeton +2.
screen-building-text-market = Jednou v každé fázi produkce smí skupina kostek ovlivnit rádce o jednu hodnost výš nebo níž, než je její součet.
screen-building-text-farms = V každé fázi produkce házíš kromě svých kostek i jednou bílou kostkou navíc. Ubírá 1 z tvé bojové síly.
screen-building-text-merchants_guild = Na začátku každé fáze produkce, ještě před hodem, získáš 1 zlato.
screen-building-text-guard_tower = Přidá 1 k tvé bojové síle proti každému nepříteli.
screen-building-text-blacksmith = Přidá 1 k tvé bojové síle proti každému nepříteli.
screen-building-text-barracks = Když před bitvou verbuješ vojáky, každý stojí 1 surovinu místo 2.
screen-building-text-wizards_guild = Přidá 2 k tvé bojové síle proti každému nepříteli.
screen-building-text-palisade = Přidá 1 k tvé bojové síle proti každému nepříteli, a proti Zombie 2.
screen-building-text-stables = Pokaždé, když ti rádce dá vojáky, dostaneš o jednoho víc.
screen-building-text-stone_wall = Přidá 1 k tvé bojové síle proti každému nepříteli a bitva, která skončí shodou, se počítá jako tvoje vítězství.
screen-building-text-fortress = Přidá 1 k tvé bojové síle proti každému nepříteli a každá vyhraná bitva ti přinese o 1 VB víc.
screen-building-text-barricade = Přidá 1 k tvé bojové síle, když jsou nepřítelem Goblini.
screen-building-text-crane = Stavby ve sloupcích 3 a 4 tě stojí o 1 zlato méně.
screen-building-text-town_hall = Jednou na konci každé fáze produkce smíš odevzdat 1 surovinu nebo jeden žeton +2 a získat za to 1 VB.
screen-building-text-embassy = Na konci každé fáze produkce získáš 1 VB, počínaje tou, ve které ho postavíš.

## Odměny rádců v několika slovech
screen-advisor-summary-1 = 1 VB
screen-advisor-summary-2 = 1 zlato
screen-advisor-summary-3 = 1 dřevo
screen-advisor-summary-4 = 1 zlato nebo 1 dřevo
screen-advisor-summary-5 = 1 voják
screen-advisor-summary-6 = výměna 1 suroviny za 2
screen-advisor-summary-7 = 1 surovina a žeton +2
screen-advisor-summary-8 = 2 zlata
screen-advisor-summary-9 = 1 dřevo + zlato nebo kámen
screen-advisor-summary-10 = 2 vojáci, pohled na nepřítele
screen-advisor-summary-11 = 1 kámen + zlato nebo dřevo
screen-advisor-summary-12 = 2 suroviny a žeton +2
screen-advisor-summary-13 = 3 kameny
screen-advisor-summary-14 = 1 VB za 3 suroviny
screen-advisor-summary-15 = od každé suroviny 1
screen-advisor-summary-16 = 4 zlata
screen-advisor-summary-17 = 2 suroviny, 3 VB, pohled
screen-advisor-summary-18 = od každé suroviny 1 + 1 voják

## Odměny rádců kratšími slovy, když se celé nevejdou
screen-advisor-short-1 = 1 VB
screen-advisor-short-2 = 1 zlato
screen-advisor-short-3 = 1 dřevo
screen-advisor-short-4 = 1 zlato/1 dřevo
screen-advisor-short-5 = 1 voják
screen-advisor-short-6 = 1 surovina → 2
screen-advisor-short-7 = 1 surovina a „+2“
screen-advisor-short-8 = 2 zlata
screen-advisor-short-9 = dřevo+zlato/kámen
screen-advisor-short-10 = 2 vojáci, pohled
screen-advisor-short-11 = kámen+zlato/dřevo
screen-advisor-short-12 = 2 suroviny a „+2“
screen-advisor-short-13 = 3 kameny
screen-advisor-short-14 = 1 VB → 3 suroviny
screen-advisor-short-15 = po 1 z každé
screen-advisor-short-16 = 4 zlata
screen-advisor-short-17 = 2 sur.+3 VB+pohled
screen-advisor-short-18 = po 1 sur.+voják

## Modul 6: odměny destiček v několika slovech
screen-tile-summary-1 = odměna dalšího volného rádce
screen-tile-summary-2 = 2× +2 nebo 1× +2 → zlato+voják
screen-tile-summary-3 = 1 surovina, vybírá hráč vlevo
screen-tile-summary-4 = 1 surovina z destičky
screen-tile-summary-5 = surovina na destičce
screen-tile-summary-6 = výměna surovina/VB/voják
screen-tile-summary-7 = soupeř 1 surovinu, ty 2 stejné
screen-tile-summary-8 = 2 suroviny podle sousedů
screen-tile-summary-9 = 2 z: zlato/dřevo/VB/voják+„+2“
screen-tile-summary-10 = 2 suroviny jednoho druhu
screen-tile-summary-11 = kámen, voják, VB (+ výměny)
screen-tile-summary-12 = 3 zlata / 3 VB, ostatní 1 VB / zlato
screen-tile-summary-13 = surovina, +2, VB, voják, pohled
screen-tile-summary-14 = soupeř si vezme 1, ty zbylé 4
screen-tile-summary-15 = od každé suroviny 2, 2 rozdej
screen-tile-summary-16 = 5 VB


## Název budovy v buňce listu provincie, když se celý nevejde (nejvýš 11 znaků).
screen-building-short-statue = { building-statue }
screen-building-short-chapel = { building-chapel }
screen-building-short-church = { building-church }
screen-building-short-cathedral = { building-cathedral }
screen-building-short-inn = { building-inn }
screen-building-short-market = { building-market }
screen-building-short-farms = { building-farms }
screen-building-short-merchants_guild = Obch. gilda
screen-building-short-guard_tower = { building-guard_tower }
screen-building-short-blacksmith = { building-blacksmith }
screen-building-short-barracks = { building-barracks }
screen-building-short-wizards_guild = Čar. gilda
screen-building-short-palisade = { building-palisade }
screen-building-short-stables = { building-stables }
screen-building-short-stone_wall = Kam. hradba
screen-building-short-fortress = { building-fortress }
screen-building-short-barricade = { building-barricade }
screen-building-short-crane = { building-crane }
screen-building-short-town_hall = { building-town_hall }
screen-building-short-embassy = { building-embassy }

## Odměna destičky modulu 6 stručněji, když se na dvoře nevejde celá.
screen-tile-short-1 = odměna dalšího
screen-tile-short-2 = 2× +2/+2+zl+voj
screen-tile-short-3 = 1 surovina (vlevo)
screen-tile-short-4 = 1 z destičky
screen-tile-short-5 = ta z destičky
screen-tile-short-6 = výměna sur/VB/voj
screen-tile-short-7 = soupeř 1, ty 2
screen-tile-short-8 = 2 od sousedů
screen-tile-short-9 = 2 ze 4 + „+2“
screen-tile-short-10 = 2 stejné
screen-tile-short-11 = kámen+voják+VB
screen-tile-short-12 = 3 zl/3 VB, ost. 1
screen-tile-short-13 = sur.,+2,VB,voják
screen-tile-short-14 = soupeř 1, ty 4
screen-tile-short-15 = po 2, 2 rozdej
screen-tile-short-16 = 5 VB
