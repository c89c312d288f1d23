import mongoose, { Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';
import { PLAYOFF_WEEK_OPTIONS, SEASON_STATUSES } from '@hfl/contracts';

/** `activeKey` of every season not finished: the unique index lets only one exist at a time. */
export const ACTIVE_SEASON_KEY = 'active';

/**
 * A real-league season: dates, draft window, playoff weeks and the lifecycle state (section 4). The schedule lives
 * in `games`. Lifecycle changes are versioned: each one first inserts a `season_transitions` document unique on
 * (seasonId, version), so two concurrent clicks cannot both apply (FerretDB's conditional updates are not atomic).
 */
const seasonSchema = new Schema(
  {
    startsAt: { type: String, required: true },
    endsAt: { type: String, required: true },
    draftWindow: {
      startDate: { type: Date, required: true },
      endDate: { type: Date, required: true },
    },
    nbPlayoffWeeks: { type: Number, enum: [...PLAYOFF_WEEK_OPTIONS] as number[], required: true },
    nbMaxFantasyTeams: { type: Number, required: true },
    /** The last round a late draft may start before; null: the default (contracts rules/late-draft.ts). */
    lateDraftLastRound: { type: Number, default: null },
    /** Highest round of the schedule, and distinct real teams in it (kept with every schedule change). */
    nbWeeks: { type: Number, required: true },
    nbTeams: { type: Number, required: true },
    status: { type: String, enum: SEASON_STATUSES, required: true, default: 'drafting' },
    currentWeek: { type: Number, required: true, default: 0 },
    isWeekActive: { type: Boolean, required: true, default: false },
    frozenWeeks: { type: [Number], default: [] },
    version: { type: Number, required: true, default: 0 },
    /**
     * A fresh token each time the season's statistics changed (written after the change): a total read under one token
     * stays true while the season holds it. A token, not a count: FerretDB's $inc is not atomic and could repeat one.
     */
    statsVersion: { type: String, default: '' },
    /** ACTIVE_SEASON_KEY until finished, then the season's own id (always present: FerretDB-safe unique index). */
    activeKey: { type: String, required: true, unique: true },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

export type SeasonFields = InferSchemaType<typeof seasonSchema>;
export type SeasonDocument = HydratedDocument<SeasonFields>;
export const SeasonModel = mongoose.model('Season', seasonSchema, 'seasons');

/** One applied lifecycle change and the state it produced (repairs the season if the follow-up write was lost). */
const seasonTransitionSchema = new Schema(
  {
    seasonId: { type: Schema.Types.ObjectId, required: true },
    version: { type: Number, required: true },
    action: { type: String, required: true },
    state: {
      status: { type: String, enum: SEASON_STATUSES, required: true },
      currentWeek: { type: Number, required: true },
      isWeekActive: { type: Boolean, required: true },
      frozenWeeks: { type: [Number], default: [] },
    },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
seasonTransitionSchema.index({ seasonId: 1, version: 1 }, { unique: true });

export const SeasonTransition = mongoose.model('SeasonTransition', seasonTransitionSchema, 'season_transitions');
