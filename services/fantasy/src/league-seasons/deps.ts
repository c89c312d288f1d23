import type { DraftClock } from '../draft/clock';
import type { DraftTiming } from '../draft/context';
import type { DraftEngine } from '../draft/engine';
import type { Leagues } from '../peers/leagues';
import type { Stats } from '../peers/stats';

/** What the league seasons' use cases work with: the draft engine and clock, and the peers. */
export interface LeagueSeasonDeps {
  engine: DraftEngine;
  leagues: Leagues;
  stats: Stats;
  clock: DraftClock;
  timing: DraftTiming;
}
