import type { DraftClock } from './clock';
import type { DraftTiming } from './context';
import type { DraftEngine } from './engine';
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
