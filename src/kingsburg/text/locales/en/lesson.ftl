# "Learn to play": a guided first game (kingsburg.lesson). Each explanation is two to four
# lines in our own words and names the part of the screen it is about, by its title there.

lesson-setup-button = Learn to play
cli-help-learn = learn to play: a first game with the rules explained as they come up, against two computers
lesson-panel-title = Lesson · { $title }
lesson-keys = x: close · F1: the whole rule · e: end the lesson
lesson-ended = The lesson has ended; the game goes on as usual.
key-lesson-close = Close
key-lesson-end = End lesson
key-game-lesson = in a lesson: close the explanation (x), end the lesson (e); F1 opens its rule

lesson-favor-title = The King's Favor
lesson-favor = A year opens with the King's Favor: the player with the fewest buildings gets a white die for spring. Nobody has built yet, so each of you takes 1 good. Choose it on the right; your goods show in Players.
lesson-end-turn-title = Ending your turn
lesson-end-turn = Your move is made. Before new dice or a card the game waits: Enter ends your turn, u takes the move back. Then the computers play; their moves and reasons are in What happened.
lesson-dice-title = Dice and sums
lesson-dice = Your three dice are in the Dice box. Put one or more of them on the advisor whose number is exactly their sum (the king's court) to get that advisor's reward. The lowest total plays first; pass when you are done.
lesson-plus2-title = The "+2" token
lesson-plus2 = You hold a "+2" token (Players shows it). Once a season it adds 2 to one group of dice, so a sum of 6 reaches advisor 8. The menu offers it with each group it fits.
lesson-taken-title = A taken advisor
lesson-taken = An advisor who already has dice on them is taken for this season: nobody else may use them (the king's court shows who is where). Look for another sum, or keep your dice for another advisor.
lesson-reward-title = Rewards and choices
lesson-reward = Advisors pay out in order, from 1 up. This one lets you choose: take what you need for the building you want next (the costs are on your province sheet).
lesson-build-title = Building
lesson-build = Now you may build one building: pay its goods and score its VP at once. In each row of your province sheet only the leftmost one you lack is open (→). Its effect works from now on.
lesson-kings-reward-title = The King's Reward
lesson-kings-reward = After spring comes the King's Reward: whoever owns the most buildings scores 1 VP (the VP are in Players). So a building built early pays twice.
lesson-envoy-title = The King's Envoy
lesson-envoy = The King's Envoy goes to the player with the fewest buildings (✉ in Players). Its holder may use it once: on an advisor who is already taken, or to build a second building in one season.
lesson-recruit-title = Recruiting soldiers
lesson-recruit = Winter is near: buy soldiers, 2 goods each. The Calendar shows how strong this year's enemy may be; every player fights it alone, with soldiers plus the bonuses of buildings.
lesson-battle-title = The winter battle
lesson-battle = The battle is over. Stronger than the enemy: you take its reward; weaker: you pay its penalty (goods, a building or VP); equal: nothing happens. Soldiers go back to 0 every winter.
lesson-over-title = The lesson is over
lesson-over = You have met every core rule. The game goes on as usual to the end of year V: h still gives a hint, F1 opens the rules, ctrl+q leaves (the game is saved).
