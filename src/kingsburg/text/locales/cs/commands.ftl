# Výstup příkazů, který čte hráč: --help, jednořádkové chyby, souhrny simulate a arena,
# replay --verify a --at, chyby záznamů partií, webová stránka a hlášky online stolů.
# Čísla, která jsou hodnotami souborů (semínka, porty), přicházejí jako text; počty jako čísla.

## kingsburg --help
cli-description = Kingsburg, desková hra pro 2–5 hráčů u jednoho terminálu. Bez příkazu otevře hru.
cli-positionals = poziční argumenty
cli-options = volby
cli-help-help = zobrazit tuto nápovědu a skončit
cli-help-version = zobrazit verzi programu a skončit
cli-help-lang = jazyk hry a výpisů (výchozí: KINGSBURG_LANG, pak volba uložená ve hře, pak národní prostředí systému)
cli-help-play = otevřít hru (výchozí)
cli-help-plain = hrát v řádcích textu na standardním výstupu s odpověďmi ze standardního vstupu: pro čtečky obrazovky a skripty (volí se i při TERM=dumb)
cli-help-resume = pokračovat v poslední nedohrané hře (nebo ve hře ze zadaného souboru)
cli-help-resume-file = uložená hra (výchozí: automatické uložení)
cli-help-simulate = odehrát partie mezi boty bez aplikace
cli-help-players = 2–5 (výchozí 4)
cli-help-games = kolik partií (výchozí 100)
cli-help-simulate-seed = semínko první partie (výchozí 1)
cli-help-bot = beginner, solid, strong, random, greedy nebo flatmc, případně jeden pro každé místo: strong,solid,… (výchozí random)
cli-help-record = zapsat každou partii do samostatného souboru
cli-help-simulate-jobs = kolik partií najednou, každou v samostatném procesu (1)
cli-help-module = hrát s rozšiřujícím modulem N (5 nebo 6); pro oba zadejte volbu dvakrát
cli-help-variant = hrát s variantou (inverted-tiles, alt-reinforcements)
cli-help-replay = procházet zaznamenanou partii v aplikaci (nebo bez ní: --verify / --at)
cli-help-verify = přehrát bez aplikace a zkontrolovat každý tah, hod, kartu i kontrolní bod
cli-help-at = vypsat bez aplikace stav hry v bodě POINT: číslo tahu, 'start', 'end' nebo roční období, např. 'year 3 summer'
cli-help-report = vytvořit hlášení chyby se záznamem partie
cli-help-report-file = záznam partie (výchozí: nejnovější dokončená)
cli-help-arena = změřit sílu jedné úrovně botů proti jiné
cli-help-lone = úroveň na jednom místě (beginner, solid, strong, …)
cli-help-rest = úroveň na všech ostatních místech
cli-help-deals = počet rozdání, každé odehrané jednou z každého místa (100)
cli-help-arena-seed = semínko prvního rozdání (výchozí 1)
cli-help-arena-jobs = kolik rozdání najednou, každé v samostatném procesu (1)
cli-help-serve = hrát ve webovém prohlížeči: zpřístupnit hru na webové adrese
cli-help-serve-host = adresa, na které se naslouchá (výchozí 127.0.0.1: jen tento počítač)
cli-help-serve-port = port, na kterém se naslouchá (výchozí 8000; 0: libovolný volný)
cli-help-host = založit online stůl: každý hraje ze svého odkazu
cli-help-seats = person nebo úroveň počítače pro každé místo, popořadě
cli-help-names = jména hráčů v pořadí míst
cli-help-host-seed = semínko partie (výchozí: libovolné; -: načte se z prvního řádku standardního vstupu, mimo seznam procesů)
cli-help-host-host = adresa, na které se naslouchá (výchozí 127.0.0.1 nebo adresa obnovených stolů)
cli-help-host-port = port (výchozí 8023 nebo port obnovených stolů)
cli-help-url = adresa, kterou používají hráči, je-li před serverem proxy (výchozí: adresa obnovených stolů)
cli-help-resume-tables = pokračovat v nedohraných stolech
cli-help-join = hrát za jedno místo online stolu z odkazu na toto místo
cli-help-link = odkaz na místo, jak ho vypsal příkaz 'kingsburg host' (výchozí: proměnná KINGSBURG_JOIN_LINK, kterou nastaví stránka místa v prohlížeči)
cli-help-link-file = načíst odkaz na místo z prvního řádku souboru FILE (mimo seznam procesů; '-' místo odkazu: napište nebo vložte ho po výzvě)
cli-error-link-file = odkaz nelze načíst ze souboru { $file }: { $reason }
cli-link-prompt = Odkaz na místo (při psaní ani vkládání není vidět):

## Jednořádkové chyby příkazové řádky ($text: co bylo zadáno, v uvozovkách)
cli-error-line = kingsburg: { $message }
cli-error-needs-terminal = hra potřebuje terminál: spusť ji v okně terminálu, bez přesměrování vstupu či výstupu do roury nebo souboru ('kingsburg simulate' a 'kingsburg replay --verify' fungují i bez něj)
cli-error-usage = { $prog }: { $message } (viz '{ $prog } --help')
cli-error-players = počet hráčů musí být 2 až 5, ne { $text }
cli-error-at-least-one = očekáváno celé číslo nejméně 1, ne { $text }
cli-error-seed-number = semínko musí být celé číslo, ne { $text }
cli-error-seed-range = semínko musí být od 0 do { $max }
cli-error-port = port musí být číslo od 0 do 65535, ne { $text }
cli-error-module = neznámý modul { $text } (platné: { $valid })
cli-error-variant = neznámá varianta { $text } (platné: { $valid })
cli-error-no-seats = volbou --seats určete, kdo kde sedí (např. person,person,solid)
cli-error-join-link = kingsburg join potřebuje odkaz na místo, jak ho vypsal příkaz 'kingsburg host'
cli-error-bot = neznámý bot { $bot } (na výběr: { $choices })
cli-error-bot-count = --bot uvádí { $bots ->
        [one] { $bots } bota
        [few] { $bots } boty
       *[other] { $bots } botů
    } pro { $players ->
        [one] { $players } hráče
        [few] { $players } hráče
       *[other] { $players } hráčů
    }
cli-error-mkdir = nelze vytvořit { $path }: { $reason }
cli-error-serve = nelze spustit server na adrese { $host }, port { $port }: { $reason }
cli-error-stdout-closed = standardní výstup je zavřený, nedá se nic zobrazit
cli-error-interrupted = přerušeno
cli-error-output-closed = výstup byl zavřen dřív, než se stihlo všechno vypsat
cli-error-unexpected = neočekávaná chyba ({ $error }); { $log }

## simulate a arena
cli-progress = odehráno partií: { $done }/{ $total }, zbývá asi { $left } s
cli-time = čas: { $elapsed } s, { $rate } partií/s (CPU { $cpu } s, { $cpu_rate } partií za sekundu CPU)
cli-option-module = modul { $n }
cli-seeds = semínka { $first }-{ $last }
cli-seeds-options = semínka { $first }-{ $last }, { $options }

## replay --verify ($file: název souboru záznamu)
record-verified-complete = { $file }: { $moves ->
        [one] { $moves } tah
        [few] { $moves } tahy
       *[other] { $moves } tahů
    } a { $checkpoints ->
        [one] { $checkpoints } kontrolní bod
        [few] { $checkpoints } kontrolní body
       *[other] { $checkpoints } kontrolních bodů
    } v pořádku, hra dokončena
record-verified-unfinished = { $file }: { $moves ->
        [one] { $moves } tah
        [few] { $moves } tahy
       *[other] { $moves } tahů
    } a { $checkpoints ->
        [one] { $checkpoints } kontrolní bod
        [few] { $checkpoints } kontrolní body
       *[other] { $checkpoints } kontrolních bodů
    } v pořádku, hra nedokončena
record-format-1-note = kingsburg: poznámka: { $file } je starší záznam (formát 1): jeho tahy nemají otisky, jen stavy jednotlivých období (kostky a karty se přesto zkontrolovaly)
record-rank = { $place }. { $name } { $vp } VB  { $goods ->
        [one] { $goods } surovina
        [few] { $goods } suroviny
       *[other] { $goods } surovin
    }  { $buildings ->
        [one] { $buildings } stavba
        [few] { $buildings } stavby
       *[other] { $buildings } staveb
    }
record-rank-tiebreak = { $place }. { $name } { $vp } VB  { $goods ->
        [one] { $goods } surovina
        [few] { $goods } suroviny
       *[other] { $goods } surovin
    }  { $buildings ->
        [one] { $buildings } stavba
        [few] { $buildings } stavby
       *[other] { $buildings } staveb
    }  ({ $tiebreak })

## replay --at: stav hry v bodě záznamu ([tajné]: co hráči neviděli)
summary-now = Nyní: { $prompt }
summary-turn-order = Pořadí tahů: { $order }
summary-turn-order-none = Pořadí tahů: zatím neurčeno
summary-options = Volby: { $options }
summary-players = Hráči:
summary-player = { $name } { $vp } VB   { $goods }   žetony „+2“: { $plus2 }   vojáci: { $soldiers }
summary-player-notes = { $name } { $vp } VB   { $goods }   žetony „+2“: { $plus2 }   vojáci: { $soldiers }   ({ $notes })
summary-holds-envoy = má Královského vyslance
summary-soldier-tokens = žetony vojáků: { $tokens }
summary-buildings = stavby: { $buildings }
summary-buildings-none = stavby: žádné
summary-dice = hozené kostky: { $dice } (nepoužité: { $unused })
summary-dice-bonus = hozené kostky: { $dice } + navíc { $bonus } (nepoužité: { $unused })
summary-none = žádné
summary-advisors = Kostky u rádců:
summary-advisors-none = Kostky u rádců: žádné
summary-neutral-dice = neutrální kostky
summary-market = trh { $change }
summary-envoy-die = vyslanec
summary-tiles = Destičky rádců na plánu: { $tiles }
summary-secret-deck = [tajné] Hromádka nepřátel: { $cards }
summary-events = Poslední události:
summary-secret-event = [tajné] { $event }
summary-secret-position = [tajné] Pozice (vložte ji do hlášení chyby; viz docs/positions.md):

## Souhrn simulate (čísla přicházejí už zapsaná)
summary-games = partie: { $games }  hráči: { $players }  boti: { $bots }  první semínko: { $seed }
summary-games-options = partie: { $games }  hráči: { $players }  boti: { $bots }  první semínko: { $seed }  volby: { $options }
summary-vp = VB na hráče: průměr { $mean }  min. { $min }  max. { $max }
summary-vp-interval = VB na hráče: průměr { $mean } (95% interval spolehlivosti { $low }-{ $high })  min. { $min }  max. { $max }
summary-wins = výhry podle míst: { $wins }
summary-built = postavené stavby na hráče a partii: { $mean }
summary-battles = bitvy: vyhrané { $won }  prohrané { $lost }  nerozhodné { $held }
summary-moves = tahy na partii (včetně losování): { $mean }
summary-error-write = záznam { $path } nelze zapsat: { $reason }

## Tabulka arena ($lone, $rest, $level: úrovně botů, jak byly zadány)
summary-arena-title = { $lone } (1 místo) proti { $rest } ({ $seats ->
        [one] { $seats } místo
        [few] { $seats } místa
       *[other] { $seats } míst
    }), { $players ->
        [one] { $players } hráč
        [few] { $players } hráči
       *[other] { $players } hráčů
    }, { $games ->
        [one] { $games } partie
        [few] { $games } partie
       *[other] { $games } partií
    }
summary-arena-level = úroveň
summary-arena-seats = místa
summary-arena-wins = výhry
summary-arena-share = podíl
summary-arena-interval = 95% int.
summary-arena-mean = průměr VB
summary-arena-equal = stejně silný soupeř by na jednom místě vyhrával { $share } partií
summary-arena-by-seat = výhry úrovně { $level } podle míst: { $wins }
summary-timing = { $level }: doba rozhodování: medián { $med } ms  p95 { $p95 } ms  max. { $top } ms z { $decisions } rozhodnutí (CPU: medián { $cmed } ms  p95 { $cp95 } ms  max. { $ctop } ms)
summary-timing-playouts = { $level }: doba rozhodování: medián { $med } ms  p95 { $p95 } ms  max. { $top } ms z { $decisions } rozhodnutí (CPU: medián { $cmed } ms  p95 { $cp95 } ms  max. { $ctop } ms); { $playouts ->
        [one] { $playouts } simulace
        [few] { $playouts } simulace
       *[other] { $playouts } simulací
    }, { $rate } simulací/s při hledání

## Záznamy, které nejdou přehrát ($n: číslo tahu, $line: řádek záznamu v uvozovkách;
## $label: štítek kontrolního bodu, jak ho píše záznam, "Y1 spring")
record-error-no-decision = teď není na řadě žádné rozhodnutí hráče
record-error-nothing-to-undo = od posledního hodu kostkami nebo karty není co vrátit
record-error-move = tah { $n } { $line }: { $reason }
record-error-line-form = očekáván tvar '<Y1 spring> <kdo>: <akce>'
record-error-game-over = hra už skončila
record-error-expected-mover = očekáván tah '{ $mover }'
record-error-chance-misplaced = výsledek losování zapsaný tam, kde je na řadě rozhodnutí hráče
record-error-seed-gives = semínko { $seed } tu dává { $outcome }
record-error-not-hashed = to není tah, který tu uchovávají otisky záznamu (změněný, přesunutý nebo přidaný)
record-error-no-checkpoint = záznam nemá kontrolní bod pro { $label } (po tahu { $n }); záznam má jeden pro každé dokončené období
record-error-checkpoint-differs = kontrolní bod { $label } (po tahu { $n }) nesouhlasí: stav hry se liší od zaznamenaného
record-error-ends-early = záznam končí před kontrolním bodem { $label } (tah { $n })
record-error-no-final-hash = hra skončila, ale záznam nemá final_hash
record-error-final-hash-early = záznam má final_hash, ale jeho hra neskončila
record-error-final-state = konečný stav nesouhlasí se zaznamenaným
record-error-moves-hash = tahy nesouhlasí s polem 'moves_hash' záznamu
record-error-diverges = odchylka v tahu { $n } ({ $line }): { $reason }
record-error-seat = místo { $seat } hraje { $kind }, což tato verze nezná (na výběr: { $choices })
record-error-setup = nastavení hry v záznamu je neplatné: { $reason }
record-error-data = záznam pochází ze hry s jinými herními daty ('data_digest' { $digest }… neodpovídá nainstalovaným datům)
record-error-rules = záznam pochází ze hry podle jiných pravidel (verze pravidel { $version }; tento program hraje podle verze { $ours })

## replay --at BOD ($point: jak byl zadán, v uvozovkách; $phase: název ročního období)
record-point-unreadable = bod { $point } nelze přečíst: zadejte číslo tahu, 'start', 'end' nebo roční období, např. 'year 3 summer'
record-point-outside = bod { $n } je mimo hru: ta má tahy 0 až { $total }
record-point-after = po tahu { $n } z { $total }
record-point-start = začátek: první rozhodnutí, po tahu { $n }
record-point-end = konec: po tahu { $n }
record-point-no-year = rok { $year } neexistuje: hra má roky 1 až 5
record-point-no-season = { $season } není roční období (spring, summer, fall ani winter)
record-point-not-reached = záznam nedojde do { $phase_gen } roku { $year } (končí po tahu { $total })
record-point-season = začátek { $phase_gen } roku { $year }, po tahu { $n }

## Záznamy, které nejdou přečíst ($field: název pole v uvozovkách; $k: číslo kontrolního bodu)
record-file-problem = { $file }: { $reason }
record-file-no-field = záznam nemá pole { $field }
record-file-field-kind = pole { $field } záznamu má být { $kind ->
        [texts] seznam textů
        [text] text
        [list] seznam
        [whole] celé číslo
        [modules] seznam čísel modulů
       *[reasons] objekt s čísly tahů a texty
    }
record-file-too-many = pole { $field } záznamu má { $n ->
        [one] { $n } položku
        [few] { $n } položky
       *[other] { $n } položek
    } (nejvýše { $limit })
record-file-item = pole { $field } záznamu, položka { $item }: má to být text o 1 až { $longest } tisknutelných znacích
record-file-hex = pole { $field } záznamu má mít { $digits ->
        [one] { $digits } šestnáctkovou číslici
        [few] { $digits } šestnáctkové číslice
       *[other] { $digits } šestnáctkových číslic
    }
record-file-twice = pole { $field } se v jednom objektu vyskytuje dvakrát
record-file-digits = číslo s { $digits ->
        [one] { $digits } číslicí
        [few] { $digits } číslicemi
       *[other] { $digits } číslicemi
    } (nejvýše { $limit })
record-file-constant = { $text } není číslo, které smí záznam obsahovat
record-file-checkpoint-keys = kontrolní bod { $k } záznamu má obsahovat právě 'move', 'label' a 'hash'
record-file-checkpoint-move = kontrolní bod { $k } záznamu: 'move' má být celé číslo
record-file-checkpoint-range = kontrolní bod { $k } záznamu: 'move' { $move } má být od { $low } do { $high }
record-file-checkpoint-label = kontrolní bod { $k } záznamu: 'label' má být text o 1 až 40 znacích
record-file-checkpoint-hash = kontrolní bod { $k } záznamu: 'hash' má mít { $digits ->
        [one] { $digits } šestnáctkovou číslici
        [few] { $digits } šestnáctkové číslice
       *[other] { $digits } šestnáctkových číslic
    }
record-file-broken-json = neplatný záznam: poškozený JSON na řádku { $line }, ve sloupci { $column } (poškozený nebo neúplný soubor?)
record-file-invalid = neplatný záznam: { $reason }
record-file-too-deep = neplatný záznam: JSON je vnořený příliš hluboko
record-file-not-record = není to záznam partie Kingsburg (chybí "format": "kingsburg-record")
record-file-newer = tento záznam potřebuje novější Kingsburg (formát záznamu { $version }; tento program čte formát { $ours })
record-file-unknown-version = neznámá verze formátu záznamu: { $version }
record-file-engine-version = pole 'engine_version' záznamu má být krátký text
record-file-rules-version = pole 'rules_version' záznamu má být celé číslo od 1 do { $max }
record-file-seed = pole 'seed' záznamu má být od 0 do { $max }
record-file-players = záznam má { $n ->
        [one] { $n } hráče
        [few] { $n } hráče
       *[other] { $n } hráčů
    }; hra je pro 2 až 5 hráčů
record-file-move-tags = pole 'move_tags' záznamu má mít { $digits ->
        [one] { $digits } šestnáctkovou číslici
        [few] { $digits } šestnáctkové číslice
       *[other] { $digits } šestnáctkových číslic
    } na tah ({ $total } pro { $moves ->
        [one] { $moves } tah
        [few] { $moves } tahy
       *[other] { $moves } tahů
    })
record-file-seats = pole 'seats' záznamu má uvádět jedno místo na hráče
record-journal-read = (spolu s pozdějšími tahy z deníku stolu vedle něj: { $journal })
record-handover = od tahu { $move } za hráče { $name } hrál { $player ->
    [person] člověk
   *[computer] počítač ({ $player })
}
record-file-handovers = pole 'handovers' záznamu má uvádět, v pořadí tahů, vždy odehraný tah, místo a hráče
record-file-seats-hash = místa v záznamu (kdo hraje za kterého hráče) neodpovídají jeho poli 'seats_hash'
record-file-reasons = záznam má zdůvodnění: { $n }, tahů: { $moves }
record-file-reason-move = zdůvodnění v záznamu uvádějí tah { $key }, ne tah 1 až { $moves }
record-file-reason-text = zdůvodnění tahu { $key } v záznamu má být text o 1 až 500 tisknutelných znacích
record-file-reason-data = data zdůvodnění tahu { $move } v záznamu nejsou zdůvodněním ({ $why })

## Soubory, které nejdou použít (po názvu souboru a dvojtečce)
error-file-missing = takový soubor neexistuje
error-file-folder = je to složka, ne soubor
error-file-unreadable = nejde přečíst ({ $reason })
error-file-not-regular = není to běžný soubor (roura nebo zařízení?); odmítnuto
error-file-too-large = je příliš velký ({ $size } B; nejvýše { $limit } B)
error-file-grew = je příliš velký (přes { $limit } B)
error-file-deep = má víc než { $depth ->
        [one] { $depth } úroveň
        [few] { $depth } úrovně
       *[other] { $depth } úrovní
    } vnoření
error-file-not-utf8 = není to textový soubor (neplatné UTF-8)
error-file-not-json = není to platný JSON ({ $reason })

## kingsburg serve: řádky serveru a stránka v prohlížeči
web-served-at = Kingsburg běží na adrese { $url }
web-served-everywhere = Kingsburg běží na adrese { $url } (na tomto počítači; z jiných použijte jeho adresu)
web-open-it = Otevřete ji ve webovém prohlížeči: každá karta je samostatná hra. Ctrl+C server zastaví.
web-warning-not-local = kingsburg: varování: { $host } není čistě místní adresa. Kdokoli, kdo se k ní připojí, tu může hrát a vidět hry uložené na tomto počítači.
web-upstream = kingsburg: varování: nainstalováno { $versions }; ochrany kingsburg serve byly ověřeny s verzemi uvedenými v jeho pyproject.toml
web-stopped = Server Kingsburg zastaven.
web-forbidden = Tento server poskytuje jen své vlastní stránky.
web-start = Spustit
web-session-ended = Relace skončila.
web-restart = Spustit znovu
# Důvod zavření websocketu: nejvýše 123 bajtů UTF-8 (hlídá to test).
web-host-gone = Hostitel zmizel: tato stránka se sama vrátí, až zase poběží.
web-crashed = Aplikace skončila kvůli neočekávané chybě. Rozehraná hra je uložená: spusťte ji znovu a pokračujte.

## kingsburg join: místo u online stolu ($where: adresa hostitele)
online-error-not-link = to není odkaz na místo: očekáváno http://HOST:PORT/t/TABLE/TOKEN, jak ho vypisuje 'kingsburg host'
online-error-protocol = hostitel používá verzi { $theirs } protokolu stolu, tento kingsburg verzi { $ours } (nainstalujte verzi hostitele)
online-error-message = hostitel poslal zprávu, kterou tato aplikace neumí přečíst ({ $reason })
online-error-game = hostitel poslal hru, kterou tato aplikace neumí přečíst ({ $reason })
online-no-seat = hostitel na adrese { $where } takové místo nemá (chybný nebo starý odkaz?)
online-connection-refused = hostitel na adrese { $where } toto spojení odmítl ({ $reason })
online-not-opened = server { $where } hru neotevřel (HTTP { $status }: { $reason })
online-no-answer = žádná odpověď od { $where } do { $seconds } s
online-unreachable = server { $where } není dostupný ({ $reason })
online-cannot-play = na adrese { $where } nelze hrát ({ $reason })
online-closed-at-once = hostitel místo hned zavřel (kód { $code })
online-seat-refused = hostitel místo odmítl: { $reason }
online-record-place = složka her hostitele, soubor { $record }
online-record-folder = složka her hostitele
# Za jménem hráče a dvojtečkou („Šárka: čeká na hostitele.“).
online-sent = { $move } — odesláno hostiteli…
online-computer-decides = rozhoduje počítač, u hostitele.
online-waiting = čeká na hostitele.
online-decides-away = rozhoduje na své obrazovce — bez spojení: stůl čeká.
online-decides = rozhoduje na své obrazovce.
online-disconnected = bez spojení: { $names }
online-not-your-turn = teď nejste na tahu
online-window-stopped = Toto okno už za místo nehraje: { $reason }.
online-connection-lost = spojení s hostitelem se přerušilo; zkouším to znovu…
online-host-refused = Hostitel odmítl: { $reason }
online-replaced = stejný odkaz byl otevřen v jiném okně, které teď za místo hraje

## kingsburg host: řádky hostitele, odpovědi na jeho příkazy a odmítnutí, která čte hráč
online-no-such-seat = Takový stůl ani místo neexistuje.
online-foreign-origin = Cizí původ stránky.
online-too-many-pages = Na tomto místě je otevřeno příliš mnoho stránek.
online-no-tables = žádné stoly
online-host-error = kingsburg host: { $message }
online-played-by-computer = { $name }: teď hraje počítač ({ $level })
online-played-by-person = { $name }: opět hraje člověk
online-host-help = příkazy: tables | links | computer JMÉNO [ÚROVEŇ] (za hráče JMÉNO hraje počítač) | person JMÉNO (JMÉNO hraje opět sám); JMÉNO může mít tvar STŮL:JMÉNO
online-no-seat-called = žádné místo se nejmenuje { $name } (STŮL:JMÉNO vybere jedno)
online-seats-called = jménem { $name } se jmenuje víc míst (STŮL:JMÉNO vybere jedno)
online-tables-busy = jiný kingsburg host už obsluhuje { $n ->
        [one] { $n } nedohraný stůl
        [few] { $n } nedohrané stoly
       *[other] { $n } nedohraných stolů
    } z této domovské složky (nejprve ho zastavte, nebo pokračujte tam)
online-nothing-to-resume = v domovské složce není žádný nedohraný online stůl k obnovení
online-nothing-to-resume-why = v domovské složce není žádný nedohraný online stůl k obnovení ({ $reason })
online-names-count = --names uvádí { $names ->
        [one] { $names } jméno
        [few] { $names } jména
       *[other] { $names } jmen
    } pro { $seats ->
        [one] { $seats } místo
        [few] { $seats } místa
       *[other] { $seats } míst
    }
online-no-person = žádné místo nepatří člověku: označte alespoň jedno jako 'person'
online-cannot-host = stůl nelze spustit na adrese { $host }, port { $port }: { $reason }
online-host-stopped = Hostitel zastaven; v nedohraných stolech lze pokračovat příkazem 'kingsburg host --resume'.
cli-help-host-lan = má místní síť: naslouchat na adrese tohoto počítače v ní a vypsat s ní odkazy
cli-error-lan-and-host = zadejte buď --lan, nebo --host, ne obojí
cli-error-no-lan = tento počítač nemá adresu v místní síti (jen zpětnou smyčku): připojte ho k síti, nebo použijte --url (viz docs/online.md)
online-firewall-note = Hráči z vaší sítě používají tyto odkazy. Má-li tento počítač firewall, musí povolit příchozí spojení TCP na port { $port }.
online-this-machine-note = Tyto odkazy fungují jen na tomto počítači. Pro hráče odjinud: --lan (vaše místní síť) nebo --url (tunel, VPN nebo server s TLS: viz docs/online.md).
online-links-note = Každý odkaz je místo jednoho hráče: pošlete ho jen jemu. Ctrl+C hostitele zastaví; příkazy hostitele vypíše 'help'.
online-warning-not-local = kingsburg host: varování: { $host } je dostupný z jiných počítačů; jedinou ochranou jsou odkazy. Předřaďte TLS (viz docs/online.md).
online-seat-kind = místo { $seat } je { $kind }: zvolte { $person } nebo úroveň počítače ({ $levels })
online-names-for-seats = { $names ->
        [one] { $names } jméno
        [few] { $names } jména
       *[other] { $names } jmen
    } pro { $seats ->
        [one] { $seats } místo
        [few] { $seats } místa
       *[other] { $seats } míst
    }
online-always-computer = za hráče { $name } hraje vždy počítač
online-game-over = hra skončila
online-stale-move = zastaralý tah: odpovídá na stav hry po tahu { $at }, ale hra je už po tahu { $now }
online-takes-back = { $who } bere zpět tah: { $move }
online-takes-back-secret = { $who } bere zpět tajnou volbu
online-computer-plays = za hráče { $name } teď hraje počítač ({ $level })
online-not-turn = hráč { $name } není na tahu
online-not-turn-of = hráč { $name } není na tahu: teď rozhoduje { $deciding }
online-nothing-to-undo-other = Není co vzít zpět: po vašem posledním rozhodnutí už byl na tahu hráč { $name }.
online-nothing-to-take-back = není co vzít zpět: mezitím už někdo hrál nebo padly kostky či karta
online-table-over = stůl { $table }: { $names } (dohráno)
online-table-playing = stůl { $table }: { $names } (tah { $move }, na tahu { $actor })

## kingsburg report, záznamy o pádech a soukromé složky
error-report-nothing = žádná uložená hra k nahlášení (hledáno v { $folder })
error-report-unreadable = uloženou hru nelze přečíst: { $reason }
error-report-write = hlášení nelze zapsat do { $folder }: { $reason }
error-report-too-many = hlášení nelze zapsat do { $folder }: v této sekundě už je hlášení příliš mnoho
error-crash-details = podrobnosti v { $path }
error-crash-no-log = záznam nebyl zapsán ({ $reasons })
error-not-private = { $folder } není soukromá složka tohoto uživatele

## Věty samotného argparse (%(název)s a %s jsou jeho místa pro hodnoty: musí zůstat beze změny)
cli-argparse-argument = argument %(argument_name)s: %(message)s
cli-argparse-unrecognized = nerozpoznané argumenty: %s
cli-argparse-required = chybí povinné argumenty: %s
cli-argparse-expected-one = očekávána jedna hodnota
cli-argparse-expected-at-most-one = očekávána nejvýše jedna hodnota
cli-argparse-expected-at-least-one = očekávána alespoň jedna hodnota
cli-argparse-ambiguous = nejednoznačná volba: %(option)s odpovídá %(matches)s
cli-argparse-invalid-choice = neplatná volba: %(value)r (na výběr: %(choices)s)
cli-argparse-invalid-value = neplatná hodnota %(type)s: %(value)r
cli-argparse-not-allowed = není povoleno spolu s argumentem %s
cli-argparse-ignored = zadaná hodnota %r se ignoruje
