import type { Locale } from '@hfl/contracts';
import type { Notifier } from '@hfl/kit';
import type { Leagues } from '../peers/leagues';
import type { Stats } from '../peers/stats';

/** What the trade use cases need: the peers that name players and teams, say whether rosters are open, and notify. */
export interface TradeDeps {
  stats: Stats;
  leagues: Leagues;
  notifier: Notifier;
  /**
   * Test-only: called after each move of an accept is applied (its index), before it is counted done. The killed
   * accept's test ends its process here; production never sets it.
   */
  afterMove?: (index: number) => void | Promise<void>;
}

/** Who calls: the signed-in user, whether they are the site owner (who reads every league), and their language. */
export interface Caller {
  userId: string;
  superAdmin: boolean;
  locale: Locale;
}
