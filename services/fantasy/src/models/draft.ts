import mongoose, { Schema, type Types } from 'mongoose';
import { localizedName, LOCALES, type LocalizedName } from '@hfl/contracts';

/**
 * A live draft, created when it starts, with the league season's `_id`: everything the room shows but the pool
 * (draft-pool.ts), read by `_id` on every pick. `teams` are in draft order; `picks[i]` is pick i + 1, written only by
 * whoever inserted that pick's DraftPick (the unique claim), so the array has one writer at a time. FerretDB decodes
 * every stored value on every read and rewrite, so values are few: each pick is packed in one string (packPick; a
 * draft's 224 picks as subdocuments made each read and rewrite 18 ms, as strings 5 ms), and the teams, which never
 * change, are one JSON string (packTeams; 16 teams as subdocuments made each pick's rewrite 3.1 ms, as one string 1.9).
 * `removedUserIds` names the managers removed from the league mid-draft (absent until one is): their team keeps its
 * turns, picked by the clock, but they neither pick nor see the room.
 */
const draftSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    leagueId: { type: Schema.Types.ObjectId, required: true },
    realSeasonId: { type: Schema.Types.ObjectId, required: true },
    nbRounds: { type: Number, required: true },
    turnSeconds: { type: Number, required: true },
    startedAt: { type: Date, required: true },
    teams: { type: String, required: true },
    picks: { type: [String], default: [] },
    removedUserIds: { type: [String], default: undefined },
  },
  { versionKey: false },
);

export interface DraftTeamEntry {
  id: string;
  name: string;
  logoUrl: string | null;
  userId: string;
  /** The manager's name as each language writes it. */
  owners: LocalizedName;
}

export interface DraftPickEntry {
  pickNo: number;
  teamId: string;
  playerId: string;
  automatic: boolean;
  at: Date;
}

/** A Draft with its picks unpacked, as the engine and the room use it. */
export interface DraftFields {
  _id: Types.ObjectId;
  leagueId: Types.ObjectId;
  realSeasonId: Types.ObjectId;
  nbRounds: number;
  turnSeconds: number;
  startedAt: Date;
  teams: DraftTeamEntry[];
  picks: DraftPickEntry[];
  /** The managers removed from the league since the draft started. */
  removedUserIds: string[];
}

/** A team as stored: with `owner` alone when packed before names were kept in every language. */
type StoredDraftTeam = DraftTeamEntry | (Omit<DraftTeamEntry, 'owners'> & { owner: string });

/** A Draft as stored (lean). Drafts started before picks and teams were packed hold them as subdocuments. */
export type StoredDraftFields = Omit<DraftFields, 'picks' | 'teams' | 'removedUserIds'> & {
  picks: (string | DraftPickEntry)[];
  teams: string | StoredDraftTeam[];
  removedUserIds?: string[];
};

export const Draft = mongoose.model('Draft', draftSchema, 'drafts');

/** The teams in draft order as stored: one JSON string, each team with exactly the fields of DraftTeamEntry. */
export function packTeams(teams: readonly DraftTeamEntry[]): string {
  return JSON.stringify(teams.map(({ id, name, logoUrl, userId, owners }) => ({ id, name, logoUrl, userId, owners })));
}

/** A team packed before names were kept in every language holds one `owner`: every language reads it. */
function withOwners(team: StoredDraftTeam): DraftTeamEntry {
  if ('owners' in team) return team;
  const { owner, ...rest } = team;
  return { ...rest, owners: localizedName(() => owner) };
}

function unpackTeams(stored: string | StoredDraftTeam[]): DraftTeamEntry[] {
  if (typeof stored !== 'string') return stored.map(withOwners);
  const teams: unknown = JSON.parse(stored);
  const isTeam = (team: unknown) => {
    if (typeof team !== 'object' || team === null) return false;
    const fields = team as Record<string, unknown>;
    const named =
      typeof fields.owner === 'string' ||
      (typeof fields.owners === 'object' &&
        fields.owners !== null &&
        LOCALES.every((locale) => typeof (fields.owners as Record<string, unknown>)[locale] === 'string'));
    return named && ['id', 'name', 'userId'].every((key) => typeof fields[key] === 'string');
  };
  if (!Array.isArray(teams) || !teams.every(isTeam)) throw new Error(`not packed teams: ${stored.slice(0, 80)}`);
  return (teams as StoredDraftTeam[]).map(withOwners);
}

/** "<team's index in the draft order>|<player id>|<1 when automatic, else 0>|<time in ms>"; the pick number is its place. */
export function packPick(draft: Pick<DraftFields, 'teams'>, pick: DraftPickEntry): string {
  const team = draft.teams.findIndex((t) => t.id === pick.teamId);
  if (team < 0) throw new Error(`pick ${pick.pickNo}: team ${pick.teamId} is not in the draft`);
  return `${team}|${pick.playerId}|${pick.automatic ? 1 : 0}|${pick.at.getTime()}`;
}

function unpackPick(draft: Pick<DraftFields, 'teams'>, stored: string | DraftPickEntry, index: number): DraftPickEntry {
  if (typeof stored !== 'string') return stored;
  const [team = '', playerId = '', automatic = '', at = ''] = stored.split('|');
  const teamId = draft.teams[Number(team)]?.id;
  if (!/^\d+$/.test(team) || teamId === undefined || !playerId || !/^[01]$/.test(automatic) || !/^\d+$/.test(at))
    throw new Error(`not a packed pick: ${stored}`);
  return { pickNo: index + 1, teamId, playerId, automatic: automatic === '1', at: new Date(Number(at)) };
}

export function unpackDraft(stored: StoredDraftFields): DraftFields {
  const teams = unpackTeams(stored.teams);
  return {
    ...stored,
    teams,
    picks: stored.picks.map((pick, index) => unpackPick({ teams }, pick, index)),
    removedUserIds: stored.removedUserIds ?? [],
  };
}

/** The Draft of a league season, its picks unpacked; null before the draft starts. */
export async function readDraft(leagueSeasonId: string | Types.ObjectId): Promise<DraftFields | null> {
  const stored = await Draft.findById(leagueSeasonId).lean<StoredDraftFields>();
  return stored && unpackDraft(stored);
}
