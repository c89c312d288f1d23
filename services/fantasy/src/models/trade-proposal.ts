import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { FANTASY_POSITIONS, TRADE_PROPOSAL_STATUSES, type FantasyPosition } from '@hfl/contracts';

/**
 * A one-for-one trade proposal in a league season: `from` (the proposing team) offers its roster player for `to`'s
 * (the receiving team). Ids of both sides are copied in (team, roster, roster player, real player) so the proposal
 * reads without its rosters. pending → accepting → accepted, or pending → rejected | withdrawn | cancelled.
 *
 * FerretDB v1 has no transactions and its conditional updates are not atomic, so `status` is never what settles a
 * race: the TradeDecision insert (unique by the proposal's id) does, and `status` follows it. An accept stores its
 * planned moves (`moves`) before making the first one and counts those done (`movesDone`), so a process killed in the
 * middle leaves a proposal in 'accepting' that any later read finishes by applying the rest.
 */
const tradeMoveSchema = new Schema(
  {
    /** The roster player moved (the same document keeps its id as it changes roster). */
    rosterPlayerId: { type: Schema.Types.ObjectId, required: true },
    /** The real player, so a resumed move can check where he lands. */
    playerId: { type: Schema.Types.ObjectId, required: true },
    /** Its roster after the move: the other roster, its own (a promotion), or the proposal's id (parked mid-trade). */
    rosterId: { type: Schema.Types.ObjectId, required: true },
    fantasyPosition: { type: String, enum: FANTASY_POSITIONS, required: true },
  },
  { _id: false },
);

const tradeProposalSchema = new Schema(
  {
    leagueId: { type: Schema.Types.ObjectId, required: true },
    leagueSeasonId: { type: Schema.Types.ObjectId, required: true },
    /** The stats service's season: its players name the proposal's. */
    realSeasonId: { type: Schema.Types.ObjectId, required: true },
    fromTeamId: { type: Schema.Types.ObjectId, required: true },
    fromRosterId: { type: Schema.Types.ObjectId, required: true },
    fromRosterPlayerId: { type: Schema.Types.ObjectId, required: true },
    fromPlayerId: { type: Schema.Types.ObjectId, required: true },
    toTeamId: { type: Schema.Types.ObjectId, required: true },
    toRosterId: { type: Schema.Types.ObjectId, required: true },
    toRosterPlayerId: { type: Schema.Types.ObjectId, required: true },
    toPlayerId: { type: Schema.Types.ObjectId, required: true },
    /** The proposing manager. */
    proposedBy: { type: String, required: true },
    status: { type: String, enum: TRADE_PROPOSAL_STATUSES, required: true, default: 'pending' },
    createdAt: { type: Date, required: true, default: () => new Date() },
    decidedAt: { type: Date, default: null },
    /** An accept's planned moves, in order; empty until it is accepted. */
    moves: { type: [tradeMoveSchema], default: [] },
    /** How many of `moves` are known to be done (a move done but not counted is done again: each is idempotent). */
    movesDone: { type: Number, required: true, default: 0 },
  },
  { versionKey: false },
);
tradeProposalSchema.index({ fromTeamId: 1, status: 1 });
tradeProposalSchema.index({ toTeamId: 1, status: 1 });
tradeProposalSchema.index({ fromRosterPlayerId: 1 });
tradeProposalSchema.index({ toRosterPlayerId: 1 });
tradeProposalSchema.index({ status: 1 });

/** One planned move of an accept (plain, as `lean` reads it). */
export interface TradeMove {
  rosterPlayerId: mongoose.Types.ObjectId;
  playerId: mongoose.Types.ObjectId;
  rosterId: mongoose.Types.ObjectId;
  fantasyPosition: FantasyPosition;
}
export type TradeProposalFields = Omit<InferSchemaType<typeof tradeProposalSchema>, 'moves'> & {
  _id: mongoose.Types.ObjectId;
  moves: TradeMove[];
};
export const TradeProposal = mongoose.model('TradeProposal', tradeProposalSchema, 'trade_proposals');

export const TRADE_DECISIONS = ['accept', 'reject', 'withdraw', 'cancel'] as const;
export type TradeDecisionKind = (typeof TRADE_DECISIONS)[number];

/**
 * How a proposal ended, keyed by the proposal's id: the insert is the decision. Accept, reject, withdraw and an
 * automatic cancel racing each other all try to insert it; exactly one succeeds (a duplicate key lost the race).
 */
const tradeDecisionSchema = new Schema(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, enum: TRADE_DECISIONS, required: true },
    /** The manager who decided; null for a cancel. */
    userId: { type: String, default: null },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
export type TradeDecisionFields = InferSchemaType<typeof tradeDecisionSchema>;
export const TradeDecision = mongoose.model('TradeDecision', tradeDecisionSchema, 'trade_decisions');

/**
 * One pending proposal per (offered roster player, wanted roster player), keyed by the pair: the insert claims it, so
 * two identical proposals made at once give one. The claim names its proposal; once that one is decided (or was never
 * written, and the claim is old), the claim is stale and a new proposal replaces it.
 */
const tradeClaimSchema = new Schema(
  {
    _id: { type: String, required: true },
    proposalId: { type: Schema.Types.ObjectId, required: true },
    at: { type: Date, required: true },
  },
  { versionKey: false },
);
export const TradeClaim = mongoose.model('TradeClaim', tradeClaimSchema, 'trade_claims');
export const tradeClaimId = (fromRosterPlayerId: string, toRosterPlayerId: string) =>
  `${fromRosterPlayerId}:${toRosterPlayerId}`;
