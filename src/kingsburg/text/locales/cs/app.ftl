# Rámec aplikace: obrazovka nové hry, klávesy, hlášení a dialogy, obrazovky soukromí,
# odkazy stolu online a slova samotného Textualu.

# The language's own name (the setup screen reads it from this first file alone).
language-name = Čeština

## Obrazovka nové hry
setup-title = Kingsburg — nová hra
setup-resume = Pokračovat v ní
setup-fresh = Začít novou hru
setup-help = Každé místo obsadí člověk u této klávesnice, nebo počítač. Tab přechází mezi poli, ← → mění počet hráčů, kdo hraje na daném místě, barvu nebo symbol; Enter spustí hru.
setup-language = Jazyk:{" "}
setup-players = Hráči:{" "}
setup-seed = Semínko:{" "}
setup-seed-help = {" "}(stejné semínko a volby dají stejnou hru)
setup-ask-rewards = Ptát se před každou odměnou (vyp.: volnou pevnou odměnu vzít hned)
setup-high-contrast = Vysoký kontrast: bílá na černé, volba černá na žluté
setup-start = Spustit hru
setup-open-record = Přehrát uloženou hru
setup-host-online = Stůl online
setup-host-where = Hráči se připojí z:
setup-host-where-local = tohoto počítače
setup-host-where-lan = mé místní sítě
setup-host-where-url = mé vlastní adresy
setup-host-bad-url = Zadejte adresu, kterou budou hráči používat, např. https://kingsburg.example.org (tunel, VPN nebo server s TLS, který ji předává na tento počítač).
dialog-hosted-local = Tyto odkazy fungují jen na tomto počítači (v jiném okně nebo přes „kingsburg join“ tady). Pro hráče odjinud zvolte na obrazovce nastavení „mé místní sítě“ nebo „mé vlastní adresy“.
dialog-hosted-lan = Hráči z vaší místní sítě používají tyto odkazy. Má-li tento počítač firewall, musí povolit příchozí spojení TCP na port { $port }. Kdo v síti zná odkaz, hraje na tom místě.
dialog-hosted-url = Odkazy uvádějí vaši vlastní adresu; hostitel naslouchá na 127.0.0.1, port { $port }: váš tunel, VPN nebo server musí tu adresu předávat právě sem (postupy v docs/online.md).
setup-host-web = Stůl online: jen z „kingsburg“ v terminálu
setup-keys-start = start
setup-keys-next = další
setup-keys-change = změna
setup-keys-seed = nové semínko
setup-keys-rules = pravidla
setup-keys-quit = konec
setup-person = člověk
setup-computer = počítač: { $level }
setup-levels-head = Počítač hraje na třech úrovních:
setup-watch-mode = U stolu nesedí žádný člověk: režim sledování. Počítače hrají samy; mezerník pozastaví, . udělá jeden tah, + a − mění tempo.
setup-options-head = Další pravidla — Mezerník: zap./vyp. · r: pravidla · nic = základní hra
setup-module = Modul { $module }: { $about }
setup-variant = Varianta { $variant }: { $about }
setup-module-5 = tajné žetony vojáků (0-4) nahrazují královskou kostku
setup-module-6 = destička tažená každé období mění odměnu rádce
setup-variant-inverted-tiles = modul 6 naopak: destičky ubývají po jedné
setup-variant-alt-reinforcements = posily: dvě kostky, |k1 − k2| + 1
setup-variant-needs = Varianta { $variant } mění modul { $module }: zaškrtněte také modul { $module }, nebo variantu zrušte.
setup-saves-head = Další nedohrané hry — Enter: pokračovat · Delete: smazat
setup-save-in-use = { $file }: tato hra běží v jiném okně, a proto zůstává.
setup-delete-again = Stiskněte Delete ještě jednou a { $file } se natrvalo smaže.
setup-autosave-found =
    Je uložena nedohraná hra: { $summary }
    Nová hra ji nesmaže: přesune se do seznamu nedohraných her.
setup-same-colour = Dva hráči mají stejnou barvu: vyberte každému jinou.
setup-same-symbol = Dva hráči mají stejný symbol: vyberte každému jiný.
setup-bad-seed = Semínko musí být celé číslo od 0 do { $max }.
setup-host-needs-person = Stůl online potřebuje místo pro člověka: aspoň jedno místo musí obsadit člověk.
setup-host-starting = Spouští se stůl…

## Uložené hry v seznamu
setup-save-line = { $players } — { $where }, tahy: { $moves } — { $date }
setup-save-line-copy = { $players } — { $where }, tahy: { $moves } — { $date } — kopie v dočasné složce (uložení doma se nezdařilo)
setup-save-where = rok { $year }, { $phase }
setup-seat-person = { $name }
setup-seat-computer = { $name } (počítač)
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
setup-autosave-in-use = Automaticky uložená hra běží v jiném okně nebo kartě prohlížeče, a proto se zde nenabízí.
setup-autosave-damaged-moved = Automatické uložení nelze přečíst ({ $problem }); přesunuto do { $file }.
setup-autosave-damaged-kept = Automatické uložení nelze přečíst ({ $problem }); zůstává na místě.
setup-summary = { $names } — { $season }, tahy: { $moves } (semínko { $seed })
setup-summary-options = { $names } — { $season }, tahy: { $moves } (semínko { $seed }, s: { $options })
setup-summary-copy = { $names } — { $season }, tahy: { $moves } (semínko { $seed }; z kopie v { $folder }, protože uložení doma se nezdařilo)
setup-summary-options-copy = { $names } — { $season }, tahy: { $moves } (semínko { $seed }, s: { $options }; z kopie v { $folder }, protože uložení doma se nezdařilo)
setup-summary-module = modul { $module }
setup-colour-orange = oranžová
setup-colour-sky-blue = azurová
setup-colour-green = zelená
setup-colour-yellow = žlutá
setup-colour-blue = modrá
setup-colour-vermilion = červená
setup-colour-purple = fialová
setup-symbol-circle = kruh
setup-symbol-triangle = pyramida
setup-symbol-square = čtverec
setup-symbol-diamond = káro
setup-symbol-star = hvězda
setup-symbol-cross = kříž

## Aplikace: podtituly, hlášení
app-sub-seed = semínko { $seed }
app-sub-replay = přehrávání { $file }
app-sub-seat = { $name } u stolu { $where }
app-newer-copy = Novější kopie
app-new-game = Nová hra
app-cannot-save-title = Hry nelze ukládat
app-could-not-resume = Nelze pokračovat: { $problem }
app-nothing-to-resume = Žádná nedohraná hra, ve které by šlo pokračovat.
app-no-game-to-save = Zatím není co uložit.
app-save-failed = Kopii nelze uložit do { $folder }: { $problem }.
app-saved-copy = Kopie uložena do { $file }
## Paleta příkazů
palette-search = Hledat příkazy…
palette-search-themes = Hledat motivy…
palette-no-matches = Nic nenalezeno
palette-rules = Pravidla
palette-rules-help = Otevřít pravidla hry Kingsburg (F1)
palette-save = Uložit kopii
palette-save-help = Uložit hru v současném stavu (ukládá se i sama)
palette-undo = Zpět
palette-undo-help = Vzít zpět poslední rozhodnutí (u)
palette-new-game = Nová hra
palette-new-game-help = Opustit tuto hru a připravit novou
palette-theme = Motiv
palette-theme-help = Změnit barevný motiv
palette-quit = Konec
palette-quit-help = Ihned ukončit aplikaci
palette-keys = Klávesy
palette-keys-show-help = Zobrazit nápovědu k vybranému prvku a přehled dostupných kláves
palette-keys-hide-help = Skrýt panel kláves a nápovědy
palette-minimize = Zmenšit
palette-minimize-help = Vrátit prvek na běžnou velikost
palette-maximize = Zvětšit
palette-maximize-help = Zvětšit vybraný prvek na celou obrazovku
palette-screenshot = Snímek obrazovky
palette-screenshot-help = Uložit obrázek současné obrazovky jako SVG

## Dialogy
dialog-secret-decision = Tajné rozhodnutí
dialog-private = Důvěrné informace
dialog-only-you = Co smíte vidět jen vy
dialog-handover =
    { $who }: { $what }.

    Na obrazovku se dívá jen { $who } — všichni ostatní se prosím odvraťte.

    { $who }: stiskněte Enter, až obrazovku uvidíte jen vy.
dialog-look-away =
    Na obrazovku se dívá jen { $who } — všichni ostatní se prosím odvraťte.

    { $who }: stiskněte Enter, až obrazovku uvidíte jen vy.
dialog-not-now = (Escape: teď ne — podívat se můžete později klávesou p ve svém tahu)
dialog-only-for = Jen pro: { $who }
dialog-hide-again = Stiskněte Enter, tím to skryjete a předáte klávesnici.
dialog-hosted-title = Kingsburg — stůl online
dialog-hosted-help = Pošlete každému hráči jeho vlastní odkaz, a jen ten jeho: kdo má odkaz, hraje na tom místě, přes „kingsburg join ODKAZ“ nebo ve webovém prohlížeči. Odkaz označte myší (nebo přejděte k odkazům klávesou Tab, pak shift+šipky) a zkopírujte: ctrl+c.
dialog-hosted-runs = Stůl běží, dokud běží tato aplikace: jejím ukončením se zastaví. Nedohraný stůl lze obnovit přes „kingsburg host --resume“ (stejné odkazy).
dialog-hosted-seed = Semínko tohoto stolu vylosoval hostitel a nikomu ho neukazuje, ani vám: semínko z obrazovky nastavení platí jen pro hry na tomto počítači.
dialog-end-table-title = Ukončit stůl online?
dialog-end-table = Tato aplikace stůl hostí: jejím ukončením skončí hra všem hráčům a jejich obrazovky ukážou, že hostitel zmizel. Nedohraný stůl lze později obnovit přes „kingsburg host --resume“ (stejné odkazy).
key-end-table = Ukončit aplikaci i stůl
key-keep-table = Nechat stůl běžet
dialog-hosted-play = Hrát na mém místě ({ $name })
dialog-hosted-keys = hrát jako { $name }
dialog-hosted-quit = konec

## Klávesy: co dělají (zápatí, panel kláves)
key-start = Spustit hru
key-new-seed = Nové semínko
key-replay-saved = Přehrát uloženou hru
key-more-players = Více hráčů
key-fewer-players = Méně hráčů
key-option-rules = Pravidla volby
key-delete-save = Smazat uloženou hru
key-rules = Pravidla
key-save = Uložit
key-quit = Konec
key-quit-tooltip = Ukončit aplikaci a vrátit se do příkazového řádku.
key-palette = příkazy
key-palette-tooltip = Otevřít paletu příkazů
key-continue = Dál
key-not-now = Teď ne
key-play-seat = Hrát na mém místě
key-cancel = Zrušit
key-back = Zpět
key-play-on = Hrát dál
key-stay-in-replay = Zůstat v přehrávání
key-next = Další
key-prev-season = Předch. období
key-next-season = Další období
key-prev-year = Předch. rok
key-next-year = Další rok
key-start-of-game = Začátek
key-end-of-game = Konec
key-go-to = Přejít na
key-rule = Pravidlo
key-prev-sheet = Předch. deska
key-other-sheet = Jiná deska
key-next-panel = Další panel
key-leave-panel = Opustit panel
key-focus-next = Další pole
key-focus-previous = Předchozí pole
key-back-to-game = Zpět do hry
key-log-details = Čísla počítačů
key-chapter-contents = Obsah kapitoly
key-chapters-text = Kapitoly / text
key-close = Zavřít
key-new-game = Nová hra
key-look-at-board = Prohlédnout desku
key-pass = Pas
key-panels = Panely
key-log = Záznam
key-undo = Zpět
key-peek = Znovu nahlédnout
key-dice-first = Nejdřív kostky
key-advisor-first = Nejdřív rádce
key-hint = Rada
key-pause = Pauza
key-go-on = Pokračovat
key-step = Krok
key-faster = Rychleji
key-slower = Pomaleji
key-toggle = Přepnout
key-up = Nahoru
key-down = Dolů
key-left = Vlevo
key-right = Vpravo
key-first = První
key-last = Poslední
key-page-up = O stránku nahoru
key-page-down = O stránku dolů
key-select = Vybrat
key-previous = Předchozí
key-copy = Kopírovat výběr
key-press-button = Stisknout tlačítko

## Klávesy ve hře: kapitola F1 a `kingsburg --help`
key-chapter-title = Klávesy této aplikace
key-chapter-intro = Zápatí ukazuje klávesy, které právě fungují; klávesy záznamu a nabídky jsou uvedeny pod nimi.
key-column-key = Klávesa
key-column-what = Co dělá
key-help-head = klávesy ve hře:
key-game-choose = volba možnosti; po nových kostkách, kartě nebo tahu jiného hráče první Enter možnost 1 jen zvýrazní, druhý ji zahraje
key-game-pass = pas
key-game-escape = návrat z podnabídky (když rozhoduje počítač: pauza)
key-game-undo = vzetí zpět posledního rozhodnutí (do nových kostek nebo karty)
key-game-log = záznam celé hry k procházení zpět (tam d: čísla počítačů)
key-game-rule = pravidlo toho, co je zvýrazněné
key-game-group = vliv: možnosti podle kostek, nebo podle rádce
key-game-sheets = provincie ostatních hráčů
key-game-peek = opětovný pohled na tajné karty nepřátel
key-game-hint = rada: co by udělala silná úroveň a proč (h znovu: její čísla)
key-game-pace = počítače: pauza nebo dál, jeden tah, rychleji, pomaleji
key-game-panel = další panel, když je terminál příliš malý na všechny
key-game-save = uložení kopie hry do saves/ (ukládá se i tak po každém tahu)
key-game-rules = pravidla
key-game-palette = všechny příkazy
key-game-quit = konec; `kingsburg resume` pokračuje v nedohrané hře

## Ukládání a co aplikace vypíše, když se zastaví
app-home-file-in-the-way = v místě složky je soubor
app-home-problem = Hry nelze ukládat do { $folder } ({ $problem }). Hrát můžete, ale nic se neuloží, dokud se to nenapraví; KINGSBURG_HOME může určit jinou složku.
app-not-saved = kingsburg: poslední tahy hry nejsou uloženy: { $problem }
app-crash-twice = kingsburg: neočekávaná chyba ({ $error }); ani uložení hry se nezdařilo ({ $problem })
app-crash-nothing-open = kingsburg: aplikaci zastavila neočekávaná chyba ({ $error }). Žádná hra nebyla otevřená, takže nebylo co uložit.
app-crash-not-saved = kingsburg: aplikaci zastavila neočekávaná chyba ({ $error }). Hru nebylo možné uložit.
app-crash-saved = kingsburg: aplikaci zastavila neočekávaná chyba ({ $error }). Hra je uložena v { $file }; problém nahlásíte spuštěním „kingsburg report“ (přibalí nejnovější záznam a tento protokol) a odesláním vytvořeného souboru s pár slovy o tom, co se dělo.
app-crash-saved-with-copy = kingsburg: aplikaci zastavila neočekávaná chyba ({ $error }). Hra je uložena v { $file } (kopie: { $copy }); problém nahlásíte spuštěním „kingsburg report“ (přibalí nejnovější záznam a tento protokol) a odesláním vytvořeného souboru s pár slovy o tom, co se dělo.

## Klávesy samotného Textualu (textové pole, textová oblast) v panelu kláves
key-tx-move-cursor-left = Kurzor vlevo
key-tx-move-cursor-left-and-select = Kurzor vlevo s výběrem
key-tx-move-cursor-left-a-word = Kurzor o slovo vlevo
key-tx-move-cursor-left-a-word-and-select = Kurzor o slovo vlevo s výběrem
key-tx-move-cursor-right-or-accept = Kurzor vpravo nebo přijetí návrhu
key-tx-move-cursor-right-and-select = Kurzor vpravo s výběrem
key-tx-move-cursor-right-a-word = Kurzor o slovo vpravo
key-tx-move-cursor-right-a-word-and-select = Kurzor o slovo vpravo s výběrem
key-tx-delete-character-left = Smazat znak vlevo
key-tx-select-all = Vybrat vše
key-tx-go-to-start = Na začátek
key-tx-go-to-end = Na konec
key-tx-select-line-start = Vybrat po začátek řádku
key-tx-select-line-end = Vybrat po konec řádku
key-tx-delete-character-right = Smazat znak vpravo
key-tx-submit = Potvrdit
key-tx-delete-left-to-start-of-word = Smazat vlevo po začátek slova
key-tx-delete-all-to-the-left = Smazat vše vlevo
key-tx-delete-right-to-start-of-word = Smazat vpravo po začátek slova
key-tx-delete-all-to-the-right = Smazat vše vpravo
key-tx-cut-selected-text = Vyjmout výběr
key-tx-paste-text-from-the-clipboard = Vložit text ze schránky
key-tx-cursor-up = Kurzor nahoru
key-tx-cursor-down = Kurzor dolů
key-tx-cursor-left = Kurzor vlevo
key-tx-cursor-right = Kurzor vpravo
key-tx-cursor-word-left = Kurzor o slovo vlevo
key-tx-cursor-word-right = Kurzor o slovo vpravo
key-tx-cursor-line-start = Kurzor na začátek řádku
key-tx-cursor-line-end = Kurzor na konec řádku
key-tx-cursor-page-up = Kurzor o stránku nahoru
key-tx-cursor-page-down = Kurzor o stránku dolů
key-tx-cursor-left-word-select = Vybrat slovo vlevo
key-tx-cursor-right-word-select = Vybrat slovo vpravo
key-tx-cursor-line-start-select = Vybrat po začátek řádku
key-tx-cursor-line-end-select = Vybrat po konec řádku
key-tx-cursor-up-select = Vybrat nahoru
key-tx-cursor-down-select = Vybrat dolů
key-tx-cursor-left-select = Vybrat vlevo
key-tx-cursor-right-select = Vybrat vpravo
key-tx-select-line = Vybrat řádek
key-tx-cut = Vyjmout
key-tx-copy = Kopírovat
key-tx-paste = Vložit
key-tx-delete-to-line-start = Smazat po začátek řádku
key-tx-delete-to-line-end = Smazat po konec řádku
key-tx-delete-line = Smazat řádek
key-tx-undo = Zpět
key-tx-redo = Znovu

key-option-1 = možnost 1
key-option-2 = možnost 2
key-option-3 = možnost 3
key-option-4 = možnost 4
key-option-5 = možnost 5
key-option-6 = možnost 6
key-option-7 = možnost 7
key-option-8 = možnost 8
key-option-9 = možnost 9
key-tx-scroll-up = Posunout nahoru
key-tx-scroll-down = Posunout dolů
key-tx-scroll-left = Posunout vlevo
key-tx-scroll-right = Posunout vpravo
key-tx-scroll-home = Posunout na začátek
key-tx-scroll-end = Posunout na konec
key-tx-page-left = O stránku vlevo
key-tx-page-right = O stránku vpravo
key-group-input = Textové pole

## Stůl online z obrazovky nové hry: proč se nezdařil
setup-host-no-person = stůl online potřebuje aspoň jedno místo pro člověka
setup-host-cannot-start = hostitele nelze spustit ({ $problem })
setup-host-no-links = hostitel nevypsal odkazy do { $seconds } s
setup-host-did-not-start = hostitel se nespustil: { $problem }
setup-host-exit-code = návratový kód { $code }

## Přehrání uložené hry vybrané z obrazovky nové hry
dialog-open-title = Přehrát uloženou hru
dialog-open-keys = ↑ ↓ výběr · Enter přehrát · Escape zpět
dialog-open-none =
    Zatím žádné uložené hry. Objeví se tu dohrané hry, kopie uložené přes ctrl+s a nedohraná hra.
    Escape: zpět
dialog-open-autosave = autosave (nedohraná hra)
dialog-open-cannot = { $file }: tento záznam nelze přehrát ({ $problem })

## Hlášení samotného Textualu
app-quit-how = Aplikaci ukončíte klávesou { $key }
app-quit-title = Chcete skončit?
app-screenshot = Snímek obrazovky
app-screenshot-saved = Snímek obrazovky uložen
app-screenshot-saved-to = Snímek obrazovky uložen do { $file }
app-screenshot-failed = Snímek obrazovky se nepodařilo uložit

## Players' names the game cannot take
setup-name-start = Jméno hráče začíná písmenem, „{ $name }“ ne.
setup-name-form = Jméno „{ $name }“ obsahuje písmena zapsaná ze dvou částí: napište je znovu.
setup-name-char = Jméno „{ $name }“ smí obsahovat jen písmena, číslice, mezery, apostrofy, tečky a spojovníky.
setup-name-spaces = Ve jménu „{ $name }“ je mezera navíc (na konci nebo dvě vedle sebe).
setup-name-width = Jméno „{ $name }“ je příliš dlouhé: nejvýše 16 znaků.
setup-name-reserved = „{ $name }“ je jméno, které hra dává kostkám a kartám: vyberte jiné.
setup-name-twice = Dva hráči se jmenují „{ $name }“: dejte každému jiné jméno.
