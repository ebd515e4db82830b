# Textový režim (kingsburg --plain): hra v řádcích ke čtení nahlas nebo na braillském řádku.
# Krátké věty; žádné symboly, které by čtečka obrazovky musela hláskovat.

## Příprava, otázku po otázce
plain-setup-intro = Nová hra. Enter vybere odpověď uvedenou v závorce.
plain-setup-default = { $question } (Enter: { $default })
plain-setup-between = Odpověz číslem od { $low } do { $high }.
plain-setup-count = Kolik hráčů, 2 až 5?
plain-setup-name = Jméno hráče { $n }?
plain-setup-seat = Kdo hraje za hráče { $name }?
plain-setup-seat-short = Kdo hraje?
plain-setup-options = Volitelná pravidla. Napiš jejich čísla oddělená mezerami, nebo 0 pro základní hru.
plain-setup-options-short = Volitelná pravidla?
plain-setup-options-chosen = Hrajeme s: { $options }.
plain-setup-resume = Pokračovat v ní?
plain-autosave = Je uložená nedohraná hra: { $summary }
plain-joined = Hraješ za hráče { $name } u stolu na { $where }.

## Stůl
plain-table = U stolu: { $seats }.
plain-seat-line-person = { $name }, člověk
plain-seat-line-computer = { $name }, počítač ({ $level })
plain-seat-line-elsewhere = { $name }, počítač hostitele
plain-so-far = Hra dosud, teď { $season }. Poslední události:
plain-commands-hint = Odpovídej číslem. 0 je vzdát se tahu, u vrací, h radí, ? vypíše příkazy.
plain-left = Hra je uložená. kingsburg resume --plain v ní bude pokračovat.
plain-stuck = u tohoto stolu nemůže nikdo rozhodnout
plain-not-your-turn = Nejsi na tahu: počkej na ostatní.

## Rozhodnutí
plain-your-dice = Tvoje kostky: { $dice }.
plain-your-goods = Máš { $goods }.
plain-back-hint = b se vrátí k prvnímu seznamu.
plain-no-pass = Tady se tahu vzdát nelze: vyber číslo ze seznamu.
plain-no-such-choice = { $n ->
    [one] Je jen volba 1.
    [few] Vyber číslo od 1 do { $n }.
   *[other] Vyber číslo od 1 do { $n }.
}
plain-refused = Nepovoleno: { $reason }
plain-held = { $name }, tvá volba: { $move }. Než padnou kostky nebo se otočí karta:
plain-privacy = Jen { $name }: stiskni Enter, až se ostatní odvrátí.
plain-privacy-done = Stiskni Enter, pak se ostatní mohou zase dívat.
plain-hint = Rada: { $move }. Proč: { $why }
plain-then = { $first }, pak { $then }
plain-no-hint = Radu dostaneš, když jsi na tahu.
plain-no-reasons = Od tvého posledního rozhodnutí netáhl žádný počítač.
plain-no-back = Není seznam, ke kterému by se dalo vrátit.
plain-no-dice-order = Řazení podle kostek platí pro ovlivňování rádců.
plain-saved-by-host = Tuto hru ukládá hostitel stolu.
plain-unknown = „{ $line }“ neznám. Napiš číslo, nebo ? pro příkazy.

## Konec
plain-rank = { $place }. { $name }, { $vp } VB
plain-record = Záznam hry: { $place }.

## Stav hry na požádání
plain-order = Pořadí tahů: { $names }.
plain-advisor-held = { $rank } { $advisor }: { $who }, kostky { $dice }.
plain-advisor-blocked = { $rank } { $advisor }: blokují ho neutrální kostky { $dice }.
plain-advisors-free = Na rádcích nejsou žádné kostky.
plain-advisors-free-ranks = Volní rádci: { $ranks }.
plain-tiles = Destičky rádců: { $tiles }.
plain-tile-pile = Na destičce { $rank } ({ $advisor }) leží: { $goods }.
plain-envoy = Královského vyslance má { $name }.
plain-me-head = { $name }: { $vp } VB.
plain-me-goods = Suroviny: { $goods }.
plain-me-army = { $soldiers ->
    [one] 1 voják
    [few] { $soldiers } vojáci
   *[other] { $soldiers } vojáků
}, { $plus2 ->
    [one] 1 žeton „+2“
    [few] { $plus2 } žetony „+2“
   *[other] { $plus2 } žetonů „+2“
}.
plain-me-buildings = Stavby: { $buildings }.
plain-me-no-buildings = Zatím žádné stavby.
plain-me-dice = Hozené kostky: { $dice }. Nepoložené: { $left }.
plain-me-tokens = Žetony vojáků: { $tokens }.
plain-me-envoy = Máš Královského vyslance.
plain-none = žádné
plain-seat-person = člověk
plain-seat-computer = počítač
plain-player = { $name } ({ $who }): { $vp } VB; { $goods }; { $soldiers ->
    [one] 1 voják
    [few] { $soldiers } vojáci
   *[other] { $soldiers } vojáků
}; { $buildings ->
    [one] 1 stavba
    [few] { $buildings } stavby
   *[other] { $buildings } staveb
}.
plain-enemy-unknown = Zatím není otočená žádná karta nepřítele. Nepřítel roku { $year } přijde v zimě.
plain-rules-head = Pravidla po kapitolách. Napiš pravidla a číslo nebo slovo, například pravidla Šašek.
plain-rules-no-chapter = Pravidla mají kapitoly 1 až { $n }.
plain-rules-not-found = V pravidlech se nic nejmenuje „{ $topic }“. Napiš pravidla pro seznam kapitol.

## Příkazy: slovo v tomto jazyce (anglické slovo a písmeno fungují také)
plain-word-help = pomoc
plain-word-hint = rada
plain-word-undo = zpět
plain-word-back = návrat
plain-word-board = deska
plain-word-me = já
plain-word-players = hráči
plain-word-enemy = nepřítel
plain-word-log = záznam
plain-word-why = proč
plain-word-rules = pravidla
plain-word-dice = kostky
plain-word-save = uložit
plain-word-quit = konec
plain-help-head = Napiš číslo a vybereš; 0 je vzdát se tahu; Enter zopakuje otázku. Příkazy:
plain-help-help = { $word }: tento seznam.
plain-help-hint = { $word }: co by udělal silný počítač a proč.
plain-help-undo = { $word }: vezme zpět tvé poslední rozhodnutí.
plain-help-back = { $word }: z druhého seznamu zpět na první.
plain-help-board = { $word }: rádci a čí kostky na nich leží, vyslanec, nepřítel.
plain-help-me = { $word }: tvá provincie: VB, suroviny, vojáci, stavby, kostky.
plain-help-players = { $word }: každý hráč na jednom řádku.
plain-help-enemy = { $word }: známí nepřátelé a karty, které jsi viděl jen ty.
plain-help-log = { $word } a číslo: poslední řádky záznamu hry (bez čísla 10).
plain-help-why = { $word }: proč počítače od tvého posledního rozhodnutí táhly tak, jak táhly.
plain-help-rules = { $word }: kapitoly pravidel; { $word } a číslo nebo slovo: jedna z nich.
plain-help-dice = { $word }: rádci seřazení podle kostek, nebo zase podle rádců.
plain-help-save = { $word }: uloží kopii hry do saves (hra se stejně ukládá po každém tahu).
plain-help-quit = { $word }: skončí tady; hra je uložená a dá se v ní pokračovat později.
