import { rooms, type BffEventName, type PublishEventPayload, type ServerEventName } from '@hfl/contracts';
import { logger } from '@hfl/kit';
import type { DraftDeps } from './context';

/** Tells the draft's room (through the BFF). Never throws. */
export async function publishDraftEvent(
  deps: DraftDeps,
  leagueId: string,
  event: ServerEventName | BffEventName,
  data: PublishEventPayload['data'],
): Promise<void> {
  try {
    await deps.publisher.publish({ room: rooms.draft(leagueId), event, data });
  } catch (err) {
    // Rooms resync on reconnect and poll without a socket: a lost event delays a screen, never the draft.
    logger.warn({ err, event, leagueId }, 'draft event not delivered');
  }
}

/** Tells the draft's managers (DRAFT notifications) under the league's name as leagues has it now. Never throws. */
export async function notifyManagers(
  deps: DraftDeps,
  leagueId: string,
  teams: ReadonlyArray<{ userId: string | null }>,
  kind: 'draftStarted' | 'draftEnded',
  name?: string,
): Promise<void> {
  try {
    const leagueName = name ?? (await deps.leagues.draftInfo(leagueId))?.name;
    if (leagueName === undefined) return;
    await deps.notifier.notify({
      type: 'DRAFT',
      kind,
      to: teams.map((team) => team.userId),
      league: { id: leagueId, name: leagueName },
      // The room while it is live; the drafted team once it is over.
      link: kind === 'draftStarted' ? `/leagues/${leagueId}/draft` : `/team?league=${leagueId}`,
    });
  } catch (err) {
    logger.warn({ err, leagueId, kind }, 'draft notification not sent');
  }
}
