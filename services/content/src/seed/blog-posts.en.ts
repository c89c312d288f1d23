import type { BlogSeedKey, BlogSeedText } from './blog-seed';

/** The demo blog in English: the game's rules and guides, consistent with the product specification. */
export const BLOG_POSTS_EN: Record<BlogSeedKey, BlogSeedText> = {
  welcome: {
    title: 'Welcome to HFL Fantasy',
    category: 'News',
    tags: ['news', 'beginners'],
    intro:
      'Fantasy American football built around the Hungarian national league: draft real HFL players, set your lineup every week and play your friends head to head. Free, in English and Hungarian.',
    body: `
<p>HFL Fantasy is a free fantasy game for the Hungarian national American-football league. You build a team from the real players of the HFL, and every week their performances on the field turn into points for your fantasy team.</p>
<h2>What you do</h2>
<ul>
  <li><strong>Create or join a private league</strong> with friends, teammates or colleagues: from 4 to 16 teams.</li>
  <li><strong>Draft your roster</strong> live: the members pick players in turn until every team has 14.</li>
  <li><strong>Set your lineup</strong>: 8 starters score for you, 6 players wait on the bench.</li>
  <li><strong>Play a head-to-head game every week</strong> against another team of your league, trade players and climb the standings.</li>
  <li><strong>Win trophies</strong> during the season, and finish in the top 3 when the playoffs end.</li>
</ul>
<h2>Where the points come from</h2>
<p>Every point is based on the official statistics of the league. They are uploaded a few days after the weekend's games, normally between Wednesday and Friday, so your results follow the real season week by week.</p>
<p>The site works in English and Hungarian: switch the language at the top of any page. New here? Read <strong>Getting started in five steps</strong> next.</p>
`,
  },
  'getting-started': {
    title: 'Getting started in five steps',
    category: 'Guides',
    tags: ['beginners', 'leagues', 'draft'],
    intro: 'From registration to your first weekly game: everything you need to do before the season starts, in order.',
    body: `
<h2>1. Register and confirm your account</h2>
<p>Sign up with your name, location, date of birth, e-mail address and a password of at least 8 characters. You must be at least 16 years old. We send you a confirmation link by e-mail: your account is ready as soon as you click it, and then you can log in.</p>
<h2>2. Create a league or join one</h2>
<p>Create a league and choose its size (4, 6, 8, 10, 12, 14 or 16 teams), or find an existing league in the league list and join it. A friend who runs a league can also invite you by e-mail.</p>
<h2>3. Name your team</h2>
<p>Every member has one team in the league. Give it a name, pick your timezone (times are shown in it) and upload a logo or choose a ready-made one.</p>
<h2>4. Take part in the draft</h2>
<p>The league admin schedules the draft. When it starts, the members pick real HFL players in turn until every team has 14. If you miss your turn, the best-ranked available player is picked for you, so nobody is left with an empty roster.</p>
<h2>5. Set your lineup every week</h2>
<p>Put your 8 best players into the starting lineup. Each week you play one other team of your league; the team whose starters score more wins. Check the <strong>Game Center</strong> for your results and the <strong>standings</strong> to see where you are.</p>
`,
  },
  scoring: {
    title: 'How scoring works',
    category: 'Rules',
    tags: ['scoring', 'rules', 'head coach'],
    intro:
      'Every yard, touchdown, field goal and sack is worth points. This is the complete scoring table for every position, from quarterbacks to head coaches.',
    body: `
<p>Your players score from the official statistics of their real games. A player's weekly points are the sum of the rules below for his position; your team's score is the total of your 8 starters.</p>
<h2>The scoring table</h2>
<table>
  <thead>
    <tr><th>Position</th><th>Rule</th></tr>
  </thead>
  <tbody>
    <tr><td>QB, RB, WR, TE</td><td>0.1 per yard; 6 per touchdown; -6 per interception; -3 per fumble; 2 per successful 2-point conversion</td></tr>
    <tr><td>K</td><td>3 per field goal; 1 per extra point; -3 per missed field goal; -1 per missed extra point</td></tr>
    <tr><td>DEF</td><td>6 per interception; 3 per forced fumble; 3 per sack; 6 if points allowed 0-4; 3 if 5-10</td></tr>
    <tr><td>HC</td><td>6 for a win, -6 for a loss; 0.25 per point scored in a win; margin bonus in a win: 3 (0-8), 4 (9-16), 5 (17-24), 6 (over 24); the same margin values negative in a loss</td></tr>
  </tbody>
</table>
<h2>Good to know</h2>
<ul>
  <li><strong>Yards count wherever they are gained.</strong> Passing, rushing and receiving yards all earn 0.1 point each, so 100 yards are worth 10 points.</li>
  <li><strong>Mistakes cost points.</strong> An interception thrown takes 6 points away, a fumble 3.</li>
  <li><strong>The defense is one slot.</strong> DEF is a whole team's defense: it scores for takeaways and sacks, and for keeping the opponent to 10 points or fewer.</li>
  <li><strong>Head coaches score on the result.</strong> See <strong>Head coaches score too</strong> for how the margin bonus works.</li>
</ul>
<p>Want to see the numbers in action? <strong>Scoring by example</strong> works through a typical week for every position.</p>
`,
  },
  draft: {
    title: 'How the draft works',
    category: 'Rules',
    tags: ['draft', 'rules'],
    intro:
      'The draft is where your season is decided: a live event in which every member picks real players in turn until each team has 14. Here is how the order, the clock and automatic picks work.',
    body: `
<p>Every league season starts with a draft. The members take turns picking real HFL players; a player belongs to one team only, so once he is picked nobody else in your league can have him.</p>
<h2>Snake order</h2>
<p>The draft runs in rounds, and the order reverses every round: the team that picks last in round one picks first in round two, and so on. This "snake" order keeps things fair, because the team with the first pick waits longest for its second one.</p>
<h2>14 rounds, 14 players</h2>
<p>Every member makes 14 picks, one per round, which fills a complete roster: 8 starters and 6 bench players. In an 8-team league that is 112 picks in total.</p>
<h2>The clock</h2>
<p>The league admin sets when the draft starts and ends. That period is split equally between all the picks, so every pick gets the same amount of time. A draft lasts at least 3 hours: in an 8-team league that means about a minute and a half per pick.</p>
<h2>Missed your turn?</h2>
<p>When the time for a pick runs out, the best available player by ranking is picked automatically for that team, and the draft moves on. You can keep drafting whenever you come back.</p>
<h2>While you wait</h2>
<ul>
  <li>Only the team on the clock can pick; the draft room shows whose turn it is and the time left.</li>
  <li>The draft room refreshes itself, so you see every pick as it happens.</li>
  <li>When the last pick is made the draft ends, and the season's weekly games follow.</li>
</ul>
`,
  },
  'roster-slots': {
    title: 'Your roster: 8 starters and 6 on the bench',
    category: 'Rules',
    tags: ['roster', 'rules', 'lineup'],
    intro:
      'A roster holds 14 players: eight starting slots, each for certain positions, and six bench places. Here is which player fits where.',
    body: `
<p>Every team has 14 players. Eight of them are your starters, the ones who score for your team in the weekly game; the other six sit on the bench as cover.</p>
<h2>The starting slots</h2>
<table>
  <thead>
    <tr><th>Slot</th><th>Accepts</th></tr>
  </thead>
  <tbody>
    <tr><td>QB</td><td>a quarterback</td></tr>
    <tr><td>RB</td><td>a running back</td></tr>
    <tr><td>TE/WR</td><td>a tight end or a wide receiver</td></tr>
    <tr><td>TE/WR</td><td>a tight end or a wide receiver</td></tr>
    <tr><td>FLEX</td><td>a running back, a wide receiver or a tight end</td></tr>
    <tr><td>K</td><td>a kicker</td></tr>
    <tr><td>DEF</td><td>a team's defense</td></tr>
    <tr><td>HC</td><td>a head coach</td></tr>
  </tbody>
</table>
<h2>The bench</h2>
<p>Six more players of any position complete the roster. Bench players do not score for your team, but they are ready to step in when a starter has a bye, gets injured or simply has a bad run.</p>
<h2>Why the FLEX slot matters</h2>
<p>The FLEX slot takes a running back, a wide receiver or a tight end, so you can start whoever is in the best form that week. A deep group of skill players gives you more choice there than a second kicker ever will.</p>
`,
  },
  season: {
    title: 'The season: draft window, weekly rounds and playoffs',
    category: 'Rules',
    tags: ['season', 'playoffs', 'rules'],
    intro:
      'A fantasy season follows the real HFL season: a draft window first, then weekly regular-season rounds, then one or two playoff weeks that decide the top three.',
    body: `
<h2>Draft window</h2>
<p>Each season has a draft window. Your league's admin schedules the draft inside it, at a time that suits the members; it must last at least 3 hours.</p>
<h2>Weekly rounds</h2>
<p>After the draft, the regular season is played in weekly rounds. Every week your team meets another team of your league head to head, and the team whose starters score more wins. Wins, losses and ties build the league standings.</p>
<h2>Playoffs</h2>
<p>The season ends with 1 or 2 playoff weeks. The top 3 places of the season are awarded with trophies.</p>
<h2>The weekly rhythm</h2>
<ul>
  <li><strong>Game days:</strong> while the real games are being played, rosters are locked, so nobody can change their lineup mid-round.</li>
  <li><strong>Wednesday to Friday:</strong> the official statistics are uploaded, and the week's fantasy points and results appear.</li>
  <li><strong>Before the next round:</strong> set your lineup, look at the players list and propose trades.</li>
</ul>
`,
  },
  'scoring-examples': {
    title: 'Scoring by example',
    category: 'Guides',
    tags: ['scoring', 'strategy'],
    intro:
      'How many points is a 250-yard passing game worth? What does a defense score for three sacks? Five worked examples, one for every kind of slot.',
    body: `
<p>The scoring table gives the rules; here they are applied to some typical weekly lines. The numbers are invented examples, the rules are the real ones.</p>
<h2>Quarterback</h2>
<p>250 passing yards, 2 touchdowns, 1 interception: 25 + 12 - 6 = <strong>31 points</strong>.</p>
<h2>Running back</h2>
<p>95 rushing yards, 20 receiving yards, 1 touchdown and 1 fumble: 11.5 + 6 - 3 = <strong>14.5 points</strong>. Catching passes pays: those 20 receiving yards are worth as much as 20 on the ground.</p>
<h2>Kicker</h2>
<p>2 field goals, 3 extra points and 1 missed field goal: 6 + 3 - 3 = <strong>6 points</strong>.</p>
<h2>Defense</h2>
<p>1 interception, 3 sacks and 1 forced fumble, 7 points allowed: 6 + 9 + 3 + 3 = <strong>21 points</strong>. Had the opponent scored 11 or more, the points-allowed bonus would have been 0.</p>
<h2>Head coach</h2>
<ul>
  <li>A 28-17 win: 6 for the win, 7 for the 28 points scored (0.25 each) and 4 for the 11-point margin = <strong>17 points</strong>.</li>
  <li>A 14-20 loss: -6 for the loss and -3 for the 6-point margin = <strong>-9 points</strong>.</li>
</ul>
<p>Your team's weekly score is the sum of your 8 starters' points, so one big game from a single player can decide a match.</p>
`,
  },
  'head-coach': {
    title: 'Head coaches score too',
    category: 'Rules',
    tags: ['scoring', 'head coach', 'rules'],
    intro:
      "HFL Fantasy has a slot few fantasy games have: the head coach. He scores on his team's result, its points and the margin of victory or defeat.",
    body: `
<p>Every roster has an HC slot for a real head coach of the league. His points depend entirely on how his team's game ends.</p>
<h2>The rules</h2>
<ul>
  <li><strong>Result:</strong> 6 points for a win, -6 for a loss.</li>
  <li><strong>Points scored:</strong> 0.25 for every point his team scores in a win.</li>
  <li><strong>Margin bonus in a win:</strong> 3 for a margin of 0-8 points, 4 for 9-16, 5 for 17-24 and 6 for more than 24.</li>
  <li><strong>Margin in a loss:</strong> the same values, negative: -3, -4, -5 or -6.</li>
</ul>
<h2>What it means for you</h2>
<p>A coach whose team wins big is one of the most valuable players on your roster: a 42-10 win is worth 6 + 10.5 + 6 = 22.5 points. A heavy defeat, on the other hand, can cost you up to 12 points. Favour coaches of teams that win often and score a lot, and think twice before starting a coach who faces the league's strongest side.</p>
`,
  },
  lineup: {
    title: 'Setting your lineup: starters, bench and switches',
    category: 'Guides',
    tags: ['lineup', 'roster', 'strategy'],
    intro:
      'Only starters score, so your weekly lineup matters. How to move players between the lineup and the bench, switch them, and cut a player.',
    body: `
<p>Open your team's roster to see your starters and your bench. Every week, before the real games start, check that your best players are in the starting lineup.</p>
<h2>Moving a player to the lineup</h2>
<p>If a starting slot that fits the player's position is free, he moves straight in. If every fitting slot is taken, you get a list of the starters he can switch places with.</p>
<h2>Moving a player to the bench</h2>
<p>A player can go to the bench while it holds fewer than 6 players. With a full bench you choose a bench player of a compatible position to switch with; if there is none, the move is not possible ("Cannot move to bench - no available spots").</p>
<h2>Cutting a player</h2>
<p>You can cut a player you no longer want from your roster, which makes room for another one.</p>
<h2>Timing</h2>
<ul>
  <li>Rosters are locked while the real games are being played: make your changes before the round starts.</li>
  <li>Look at the players list before you decide: it shows every player's scores week by week.</li>
  <li>Remember the flexible slots: TE/WR takes a tight end or a wide receiver, FLEX also takes a running back.</li>
</ul>
`,
  },
  'draft-scheduling': {
    title: "Scheduling your league's draft",
    category: 'Guides',
    tags: ['draft', 'admin', 'leagues'],
    intro:
      "League admins: how to choose the draft's start and end, what the rules for the dates are, and what has to be ready before the draft can start.",
    body: `
<p>The admin of a league adds the draft from the league's page by choosing when it starts and when it ends. Times can be chosen in 15-minute steps.</p>
<h2>The rules for the dates</h2>
<ul>
  <li>Both the start and the end must be selected.</li>
  <li>The start cannot be in the past, and the end must be later than the start.</li>
  <li>The draft has to fit in the season's draft window: it cannot start before the window opens or end after it closes.</li>
  <li>A draft lasts at least 3 hours.</li>
</ul>
<h2>How long should it be?</h2>
<p>Before you save, the page shows how many teams, rounds and picks the draft will have and how much time each pick gets: the whole period is shared equally between the picks. A longer draft gives everyone time to think; a shorter one keeps the excitement up. For a draft that everyone attends live, an evening of 3 hours works well. If your members cannot all be online together, a longer draft over a day gives everyone a chance to make their own picks.</p>
<h2>Before the start</h2>
<p>A draft can only start when every slot of the league is filled ("League slots are not filled yet for the draft"), and a league cannot have more teams than the season allows. Until it starts, the admin can still change the dates.</p>
`,
  },
  'draft-tips': {
    title: 'Five tips for draft day',
    category: 'Guides',
    tags: ['draft', 'strategy'],
    intro: 'A good draft wins leagues. Five simple habits that help you come away with a strong, balanced roster.',
    body: `
<h2>1. Be there</h2>
<p>An automatic pick takes the best-ranked available player, whatever your roster already looks like. It keeps you in the game, but only you know which positions you still need.</p>
<h2>2. Know the scoring</h2>
<p>Touchdowns are worth 6 and every 10 yards another point, while an interception costs 6. Players who gain a lot of yards and rarely turn the ball over are worth more than their reputation suggests. Head coaches of winning teams score well too.</p>
<h2>3. Fill the starting slots first</h2>
<p>You need a QB, an RB, two TE/WR, a FLEX, a K, a DEF and an HC. Make sure every starting slot has a good player before you collect bench depth.</p>
<h2>4. Use the snake</h2>
<p>The order reverses every round. If you pick late in one round, you pick early in the next: plan your two picks together.</p>
<h2>5. Keep a list</h2>
<p>Study the players list before the draft and rank your favourites by position. When the clock is running, a ready list beats searching.</p>
`,
  },
  trades: {
    title: 'Trading players',
    category: 'Rules',
    tags: ['trades', 'rules', 'roster'],
    intro:
      'Not happy with your roster? Propose a one-for-one trade to another team of your league. How proposals are made, accepted, rejected and withdrawn.',
    body: `
<p>Trades let you improve your team during the season. A trade is always one player for one player between two teams of the same league.</p>
<h2>How a trade works</h2>
<ol>
  <li>Choose a player of another team and one of your own players to offer for him, then send the proposal.</li>
  <li>The receiving team sees the proposal and can <strong>accept</strong> or <strong>reject</strong> it. Only the receiving team can do that.</li>
  <li>Until it is answered, the team that proposed it can <strong>withdraw</strong> the proposal. Only the proposing team can do that.</li>
  <li>When the proposal is accepted, the two players switch teams.</li>
</ol>
<h2>When you can trade</h2>
<p>A roster can be traded from while it is open. Rosters are locked while the real games are being played, so plan trades between rounds.</p>
<h2>Trading well</h2>
<ul>
  <li>Offer what the other team needs: a surplus player at a position where they are short is the easiest trade to agree.</li>
  <li>Check both players' weekly scores in the players list before you propose or accept.</li>
</ul>
`,
  },
  'games-standings': {
    title: 'Weekly games and standings',
    category: 'Rules',
    tags: ['season', 'standings', 'rules'],
    intro:
      'Every week your team plays one other team of your league. How a game is decided and how the standings are ranked.',
    body: `
<h2>The weekly game</h2>
<p>Each round pairs the teams of your league head to head. Your team's points are the sum of your 8 starters' fantasy points for the week; the team with more points wins, and equal points mean a tie. Your bench players' points are shown too, so you can see what you left on the bench, but they do not count.</p>
<p>The Game Center shows your games and results. A new result is shown to you once, when you first open it after the statistics are uploaded.</p>
<h2>The standings</h2>
<p>The league standings rank every team and show its wins, losses and ties, the points it scored and the points scored against it.</p>
<h2>Win percentage</h2>
<p>Win percentage is wins divided by wins plus losses, rounded down to a whole percent; ties do not count, and a team with no wins and no losses has 0%. For example, 5 wins and 2 losses make 71%.</p>
`,
  },
  trophies: {
    title: 'Trophies and the podium',
    category: 'News',
    tags: ['trophies', 'playoffs', 'season'],
    intro:
      'Trophies reward great weeks during the season and the best three teams at its end. Where to find them and how to show them off.',
    body: `
<p>Fantasy football is more fun with something to win. HFL Fantasy awards trophies during the season, and the top 3 places of every league season are awarded when the playoffs end.</p>
<h2>Your trophy room</h2>
<p>Every trophy your team wins appears in your trophy room. A trophy shows its type, the week it was won, your fantasy team's name and, when it was a single player's achievement, the player's name.</p>
<h2>Sharing</h2>
<p>Each trophy has its own page with a share button, so you can let your friends know. A newly won trophy is highlighted once, the first time you see it.</p>
`,
  },
  statistics: {
    title: 'Where the points come from: official statistics',
    category: 'News',
    tags: ['statistics', 'scoring', 'season'],
    intro:
      'Fantasy points are calculated from the official statistics of the HFL. When they arrive, what they contain and where you can see them.',
    body: `
<p>Every fantasy point is based on the official statistics of the league's real games. The statistics are uploaded a few days after each weekend's games, normally between Wednesday and Friday. As soon as a week's statistics are in, your players' points, your game's result and the standings are updated.</p>
<h2>What is counted</h2>
<ul>
  <li>Passing, rushing and receiving yards, touchdowns, 2-point conversions, interceptions thrown and fumbles.</li>
  <li>Field goals and extra points, made and missed.</li>
  <li>For defenses: interceptions, forced fumbles, sacks and the points allowed.</li>
  <li>For head coaches: the result, the points scored and the margin.</li>
</ul>
<h2>Where to look</h2>
<p>The players list shows the scores of every player, and the leaderboard shows how the fantasy teams compare. Use them before your lineup decisions and trades.</p>
`,
  },
  leagues: {
    title: 'Creating a league: size, invitations and join requests',
    category: 'Guides',
    tags: ['leagues', 'beginners', 'admin'],
    intro: 'A private league is the heart of the game. How to create one, how big it can be, and how members join.',
    body: `
<h2>Creating a league</h2>
<p>Give your league a name and choose how many teams it has: 4, 6, 8, 10, 12, 14 or 16. Name your own team and choose your timezone too: you are the league's admin and you play in it. A description and a few pictures with titles (gif, jpg or png) are optional.</p>
<h2>Filling the slots</h2>
<ul>
  <li><strong>Invite by e-mail:</strong> the invitation holds a link; the invited person registers or logs in, accepts, and creates a team.</li>
  <li><strong>Join requests:</strong> players find your league in the league list and request to join; you accept them.</li>
</ul>
<p>The league list shows every league as Available or Full. The open slots are the maximum number of teams minus the members and the pending invitations and requests.</p>
<h2>A full league drafts</h2>
<p>The draft can only start when every slot is filled, so invite enough people before the draft you schedule.</p>
`,
  },
  'league-admin': {
    title: 'Running a league as its admin',
    category: 'Guides',
    tags: ['admin', 'leagues'],
    intro:
      'Creating a league makes you its admin. What the admin can do, and how to hand the role over when you leave.',
    body: `
<p>The league admin runs the league and also plays in it with a team of their own. Members without the admin role can see the member list and leave the league.</p>
<h2>What the admin does</h2>
<ul>
  <li>Manages the members: accepts join requests, removes members, withdraws invitations and invites new members into open slots.</li>
  <li>Edits the league's name, size, description and pictures, or deletes the league.</li>
  <li>Schedules the draft and can change its dates until it starts.</li>
</ul>
<h2>Handing over the role</h2>
<p>A league always needs an admin. Before you leave the league or delete your account, transfer your admin rights to another member; if you are the only member, you just confirm. Teams of deleted accounts stay in the season as "deleted user", so the schedule is not disturbed.</p>
`,
  },
};
