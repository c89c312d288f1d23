import mongoose, { Schema, type InferSchemaType, type Types } from 'mongoose';

const draftTeamSchema = new Schema(
  {
    id: { type: String, required: true },
    name: { type: String, required: true },
    logoUrl: { type: String, default: null },
    userId: { type: String, required: true },
    owner: { type: String, required: true },
  },
  { _id: false },
);

/**
 * A live draft, created when it starts, with the league season's `_id`: everything the room shows but the pool
 * (draft-pool.ts), read by `_id` on every pick. `teams` are in draft order; `picks[i]` is pick i + 1, written only by
 * whoever inserted that pick's DraftPick (the unique claim), so the array has one writer at a time. Each pick is
 * stored packed in one string (packPick): FerretDB decodes every stored value on every read and rewrite, and a
 * draft's 224 picks as subdocuments made each of those 18 ms, as strings 5 ms.
 */
const draftSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    leagueId: { type: Schema.Types.ObjectId, required: true },
    realSeasonId: { type: Schema.Types.ObjectId, required: true },
    nbRounds: { type: Number, required: true },
    turnSeconds: { type: Number, required: true },
    startedAt: { type: Date, required: true },
    teams: { type: [draftTeamSchema], required: true },
    picks: { type: [String], default: [] },
  },
  { versionKey: false },
);

export type DraftTeamEntry = Omit<InferSchemaType<typeof draftTeamSchema>, 'logoUrl'> & { logoUrl: string | null };

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
}

/** A Draft as stored (lean). Drafts started before picks were packed hold them as subdocuments. */
export type StoredDraftFields = Omit<DraftFields, 'picks'> & { picks: (string | DraftPickEntry)[] };

export const Draft = mongoose.model('Draft', draftSchema, 'drafts');

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
  if (!/^\d+$/.test(team) || teamId === undefined || !playerId || !/^[01]$/.test(automatic) || !/^\d+$/.test(at)) throw new Error(`not a packed pick: ${stored}`);
  return { pickNo: index + 1, teamId, playerId, automatic: automatic === '1', at: new Date(Number(at)) };
}

export function unpackDraft(stored: StoredDraftFields): DraftFields {
  return { ...stored, picks: stored.picks.map((pick, index) => unpackPick(stored, pick, index)) };
}

/** The Draft of a league season, its picks unpacked; null before the draft starts. */
export async function readDraft(leagueSeasonId: string | Types.ObjectId): Promise<DraftFields | null> {
  const stored = await Draft.findById(leagueSeasonId).lean<StoredDraftFields>();
  return stored && unpackDraft(stored);
}
