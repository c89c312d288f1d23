/** `npm run bench`: cold install, production build, start-up to the first page and first-page JS weight. */
import { measureBuild } from './build-time';
import { measureColdInstall } from './cold-install';
import { measureFirstPage } from './first-page';

const skipInstall = process.argv.includes('--skip-install');
if (!skipInstall) measureColdInstall();
await measureBuild();
await measureFirstPage();
