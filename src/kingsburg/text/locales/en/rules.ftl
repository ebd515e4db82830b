# The rules viewer (F1) and single rules (r).
rules-title = Rules
rules-introduction = Introduction
rules-in-english = *These rules are not yet written in your language: here they are in English.*
rules-missing = # Rules

    The rules document ({ $file }) is missing from this installation.
rules-unreadable = # Rules

    The rules document ({ $file }) cannot be read: { $why }.
rules-not-utf8 = not UTF-8 text
rules-press-f1 = Press F1 for the full rules.
rules-advisor-intro = Dice total needed: **{ $rank }**. Reward: { $summary }.
rules-enemies-title = Enemies of year { $year }
rules-enemies-intro = One of these cards attacks this winter. Compare your soldiers plus your buildings' battle values with its strength: higher wins the reward, equal holds it off, lower pays the penalty.
rules-keys-chapter = Keys of this app
rules-help-title-list = { " " }Rules — ↑↓ Enter: pick a chapter · Tab: read it · Escape: back
rules-help-title-text = { " " }Rules — ↑↓ PgUp PgDn: read · t: contents · Tab: chapters · Escape: back
rules-key-close = Back to the game
rules-key-toc = Chapter contents
rules-key-switch = Chapters / text
rules-dialog-hint = Escape or Enter: close · F1: all the rules
rules-dialog-close = Close
