import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/**
 * Waivers (issue 42). A league's setting (absent: contracts' DEFAULT_WAIVER_SETTINGS), keyed by the league.
 */
const waiverSettingsSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    enabled: { type: Boolean, required: true },
    runHour: { type: Number, required: true },
  },
  { versionKey: false },
);
export const WaiverSettingsDoc = mongoose.model('WaiverSettings', waiverSettingsSchema, 'waiver_settings');

/**
 * A league season's waiver run after the lock of round `week`: `_id` "<leagueSeasonId>:<week>", inserted once (the
 * sweep that sees the lock, a duplicate key meaning it is there). `doneAt` once the run decided every claim.
 */
const waiverPeriodSchema = new Schema(
  {
    _id: { type: String, required: true },
    leagueSeasonId: { type: Schema.Types.ObjectId, required: true },
    leagueId: { type: Schema.Types.ObjectId, required: true },
    week: { type: Number, required: true },
    runAt: { type: Date, required: true },
    doneAt: { type: Date, default: null },
    /** When the sweep queued its run's job (a single-document claim: the run is queued once), null once it waited. */
    queuedAt: { type: Date, default: null },
  },
  { versionKey: false },
);
waiverPeriodSchema.index({ leagueSeasonId: 1 });
export type WaiverPeriodFields = InferSchemaType<typeof waiverPeriodSchema>;
export const WaiverPeriod = mongoose.model('WaiverPeriod', waiverPeriodSchema, 'waiver_periods');

/** Marks a real round whose lock opened every league season's waiver run (the sweep's work done once). */
const waiverRoundSchema = new Schema({ _id: { type: String, required: true } }, { versionKey: false });
export const WaiverRound = mongoose.model('WaiverRound', waiverRoundSchema, 'waiver_rounds');

/**
 * A waiting claim: the team wants `playerId`, dropping the roster player `drop` (null: an open slot); `rank` orders
 * the team's claims (1 first). Unique on (league season, team, player): one claim per player per team. Decided claims
 * leave this collection (their decisions are in `waiver_run_records`).
 */
const waiverClaimSchema = new Schema(
  {
    leagueSeasonId: { type: Schema.Types.ObjectId, required: true },
    teamId: { type: Schema.Types.ObjectId, required: true },
    rosterId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: String, required: true },
    playerId: { type: Schema.Types.ObjectId, required: true },
    drop: { type: Schema.Types.ObjectId, default: null },
    rank: { type: Number, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
waiverClaimSchema.index({ leagueSeasonId: 1, teamId: 1, playerId: 1 }, { unique: true });
export type WaiverClaimFields = InferSchemaType<typeof waiverClaimSchema> & { _id: mongoose.Types.ObjectId };
export const WaiverClaim = mongoose.model('WaiverClaim', waiverClaimSchema, 'waiver_claims');

/** What a run decided of one claim: won, lost (another team got the player first) or failed (why, an i18n key). */
export interface WaiverDecision {
  claimId: string;
  teamId: string;
  playerId: string;
  outcome: 'won' | 'lost' | 'failed';
  /** lost: the team that got him; failed: the refusal's i18n key. */
  reason: string | null;
  priority: number;
}

/**
 * What a run decided, one record per period (`_id` the period's), inserted once after the run's roster writes: every
 * claim's decision in the run's order (`decisions`, one JSON string: a thousand leagues' runs write a thousand
 * documents, not eighty thousand). A period with its record has its rosters written: a run resumed after a crash only
 * finishes it (the priority, the claims gone, the period done).
 */
const waiverRunRecordSchema = new Schema(
  {
    _id: { type: String, required: true },
    leagueSeasonId: { type: Schema.Types.ObjectId, required: true },
    at: { type: Date, required: true },
    decisions: { type: String, required: true },
    /**
     * The priority the run started from (one JSON string): a league season's first run stores its priority only
     * after this record, and a run resumed in between starts from it, not from the standings as they are then.
     */
    order: { type: String },
  },
  { versionKey: false },
);
export const WaiverRunRecord = mongoose.model('WaiverRunRecord', waiverRunRecordSchema, 'waiver_run_records');

export const recordedDecisions = (record: { decisions: string }): WaiverDecision[] =>
  JSON.parse(record.decisions) as WaiverDecision[];

/**
 * A league season's waiver priority, first claim first (`teamIds`, one JSON string), made at its first run from the
 * reverse standings; a won claim moves its team to the end, once (`moved` keeps the last claim applied).
 */
const waiverOrderSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    teamIds: { type: String, required: true },
    moved: { type: String, default: null },
  },
  { versionKey: false },
);
export const WaiverOrder = mongoose.model('WaiverOrder', waiverOrderSchema, 'waiver_orders');
