import type { RosterView } from '@hfl/contracts';
import { ConflictError } from '@hfl/kit';
import { requireOpen, rosterOpenness } from '../league-seasons/openness';
import type { RosterChange } from '../rosters/changes';
import { addRosterPlayer } from '../season-flow/roster-cut';
import type { TradeDeps } from '../trades/context';
import { isWaived, waiverState } from './state';

/**
 * A manager's add (and drop): a player on waivers is only claimed (409 "on waivers until the run"); with waivers off
 * or a free agent, the add of `addRosterPlayer`.
 */
export async function addUnlessWaived(
  deps: TradeDeps,
  change: RosterChange,
  playerId: string,
  drop?: string,
): Promise<RosterView> {
  // A locked or closed roster says so first: during a round every unowned player is on waivers too.
  requireOpen(await rosterOpenness(deps.stats, change.season));
  const state = await waiverState(deps.stats, change.season);
  if (isWaived(state, playerId)) throw new ConflictError('errors:playerOnWaivers');
  return addRosterPlayer(deps, change, playerId, drop);
}
