/** `npm run bench`: cold install, production build, start-up to the first page, first-page JS weight, a round's recalculation, live drafts, rosters at 200 managers, the leaderboard over 10,000 teams. */
import { measureBuild } from './build-time';
import { measureColdInstall } from './cold-install';
import { measureDraft } from './draft';
import { measureFirstPage } from './first-page';
import { measureLeaderboard } from './leaderboard';
import { measureRecalculateWeek } from './recalculate-week';
import { measureRosters } from './rosters';

const skipInstall = process.argv.includes('--skip-install');
if (!skipInstall) measureColdInstall();
await measureBuild();
await measureFirstPage();
await measureRecalculateWeek();
await measureDraft();
await measureRosters();
await measureLeaderboard();
