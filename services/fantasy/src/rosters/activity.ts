import { Types } from 'mongoose';
import type { RosterActivityType } from '@hfl/contracts';
import { isDuplicateKeyError } from '@hfl/kit';
import { RosterActivity } from '../models/roster-activity';

export interface ActivityEntry {
  /** Unique per transaction (e.g. `trade:<proposalId>:<teamId>`, `add:<rosterPlayerId>`): recording twice is a no-op. */
  key: string;
  leagueId: string | Types.ObjectId;
  leagueSeasonId: Types.ObjectId;
  type: RosterActivityType;
  teamId: string | Types.ObjectId;
  userId: string;
  playerId: string | Types.ObjectId;
  otherTeamId?: string | Types.ObjectId | null;
  otherPlayerId?: string | Types.ObjectId | null;
  /** A waiver claim won: the team's priority at the run and the teams whose claims lost to it. */
  priority?: number;
  lostTeamIds?: readonly string[];
  reason?: string;
  at?: Date;
}

const id = (value: string | Types.ObjectId) => (typeof value === 'string' ? new Types.ObjectId(value) : value);

/** The stored line, complete as the schema's defaults would leave it (a waiver run's lines are inserted lean). */
const documentOf = ({ lostTeamIds, reason, ...entry }: ActivityEntry) => ({
  ...entry,
  leagueId: id(entry.leagueId),
  teamId: id(entry.teamId),
  playerId: id(entry.playerId),
  otherTeamId: entry.otherTeamId ? id(entry.otherTeamId) : null,
  otherPlayerId: entry.otherPlayerId ? id(entry.otherPlayerId) : null,
  priority: entry.priority ?? null,
  ...(lostTeamIds && { lostTeamIds: lostTeamIds.map(id) }),
  ...(reason !== undefined && { reason }),
  at: entry.at ?? new Date(),
});

/** Writes one line of the league's activity; the same key twice writes it once. */
export async function recordActivity(entry: ActivityEntry): Promise<void> {
  try {
    await RosterActivity.create(documentOf(entry));
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}

/**
 * Writes many lines at once (a waiver run's), each key once: a line written already stays as it was. Lean: made whole
 * by `documentOf`, they skip mongoose's documents, which cost a waiver run a tenth of its CPU.
 */
export async function recordActivities(entries: readonly ActivityEntry[]): Promise<void> {
  if (entries.length === 0) return;
  try {
    await RosterActivity.insertMany(entries.map(documentOf), { ordered: false, lean: true });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}
