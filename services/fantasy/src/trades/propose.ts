import { Types } from 'mongoose';
import { landingOf, lineupOf, type RosterTeam, type TradePreview, type TradeProposalView } from '@hfl/contracts';
import { ConflictError, DomainError, isDuplicateKeyError, NotAllowedError, NotFoundError } from '@hfl/kit';
import { AutoLineup } from '../models/auto-lineup';
import type { LeagueSeasonFields } from '../models/league-season';
import { Roster } from '../models/roster';
import { RosterPlayer } from '../models/roster-player';
import { TradeClaim, TradeProposal, tradeClaimId, type TradeProposalFields } from '../models/trade-proposal';
import { teamDirectory } from '../rosters/directory';
import { requireOpen, rosterOpenness } from '../league-seasons/openness';
import { STALE_LOCK_MS } from '../rosters/roster-lock';
import type { Caller, TradeDeps } from './context';
import { loadProposal } from './proposal-machine';
import { notifyTrade } from './notify';
import { playerDirectory } from '../rosters/directory';
import { previewViews, rosterAfter, rosterPlayers } from './roster-state';
import { proposalView, unknownTeam } from './views';

/** A proposal asked for: in the league's current season, my roster player `a` for another team's roster player `b`. */
export interface TradeAsk {
  leagueId: string;
  season: LeagueSeasonFields;
  caller: Caller;
  a: Types.ObjectId;
  b: Types.ObjectId;
}

/**
 * Everything a proposal is judged on. 403 when the caller manages no team in the league; 404 "no longer on the
 * roster" when `a` is not on the caller's roster or `b` on another roster of the season; 409 with one's own team.
 */
async function examine(deps: TradeDeps, { leagueId, season, caller, a, b }: TradeAsk) {
  const teams = await teamDirectory(deps.leagues, leagueId);
  if (!teams) throw new NotFoundError();
  const mine = [...teams.values()].find((team) => team.userId === caller.userId);
  if (!mine) throw new NotAllowedError();
  const [offeredDoc, wantedDoc] = await Promise.all([RosterPlayer.findById(a).lean(), RosterPlayer.findById(b).lean()]);
  const inSeason = (doc: typeof offeredDoc) => doc && doc.leagueSeasonId.equals(season._id);
  if (!inSeason(offeredDoc) || !inSeason(wantedDoc)) throw new NotFoundError('errors:notOnRoster');
  const [fromRoster, toRoster] = await Promise.all([
    Roster.findById(offeredDoc!.rosterId).lean(),
    Roster.findById(wantedDoc!.rosterId).lean(),
  ]);
  if (!fromRoster || String(fromRoster.fantasyTeamId) !== mine.id) throw new NotFoundError('errors:notOnRoster');
  if (!toRoster) throw new NotFoundError('errors:notOnRoster');
  if (String(toRoster.fantasyTeamId) === mine.id) throw new ConflictError('errors:tradeOwnTeam');
  const theirs: RosterTeam = teams.get(String(toRoster.fantasyTeamId)) ?? unknownTeam(String(toRoster.fantasyTeamId));
  const directory = await playerDirectory(deps.stats, String(season.realSeasonId));
  const [fromPlayers, toPlayers, theirsLeft] = await Promise.all([
    rosterPlayers(fromRoster._id, directory),
    rosterPlayers(toRoster._id, directory),
    AutoLineup.exists({ _id: toRoster._id }),
  ]);
  const offered = fromPlayers.find((p) => p.id === a.toHexString());
  const wanted = toPlayers.find((p) => p.id === b.toHexString());
  // Moved by a change between the reads: gone from the roster it was on.
  if (!offered || !wanted) throw new NotFoundError('errors:notOnRoster');
  return {
    mine,
    theirs,
    fromRoster,
    toRoster,
    fromPlayers,
    toPlayers,
    offered,
    wanted,
    // Their manager deleted his account: nobody would ever answer the proposal.
    theirsLeft: theirsLeft !== null,
    openness: await rosterOpenness(deps.stats, season),
    // Where each player would land: the wanted one on my roster, in place of the offered one, and the other way.
    intoMine: landingOf(lineupOf(fromPlayers), wanted.position, offered.id),
    intoTheirs: landingOf(lineupOf(toPlayers), offered.position, wanted.id),
  };
}

type Examined = Awaited<ReturnType<typeof examine>>;

/** Why the trade cannot be proposed now (the 409 a proposal would get), or null. */
function refusalOf(examined: Examined): ConflictError | null {
  if (examined.theirsLeft) return new ConflictError('errors:tradeTeamWithoutManager', { team: examined.theirs.name });
  try {
    requireOpen(examined.openness);
  } catch (error) {
    if (error instanceof ConflictError) return error;
    throw error;
  }
  if (!examined.intoMine) return new ConflictError('errors:tradeWouldBeIllegal', { team: examined.mine.name });
  if (!examined.intoTheirs) return new ConflictError('errors:tradeWouldBeIllegal', { team: examined.theirs.name });
  return null;
}

/** A pending (or accepting) proposal of the same pair, by the claim on the pair. */
async function samePending(a: Types.ObjectId, b: Types.ObjectId): Promise<TradeProposalFields | null> {
  const claim = await TradeClaim.findById(tradeClaimId(a.toHexString(), b.toHexString())).lean();
  const proposal = claim && (await loadProposal(claim.proposalId));
  return proposal && (proposal.status === 'pending' || proposal.status === 'accepting') ? proposal : null;
}

/** `GET leagues/{id}/trade-proposal/{a}/{b}`: both rosters as they would be after the trade, and why not if it cannot be. */
export async function previewTrade(deps: TradeDeps, ask: TradeAsk): Promise<TradePreview> {
  const examined = await examine(deps, ask);
  const { mine, theirs, fromPlayers, toPlayers, offered, wanted, intoMine, intoTheirs } = examined;
  let refusal: DomainError | null = refusalOf(examined);
  if (!refusal && (await samePending(ask.a, ask.b))) refusal = new ConflictError('errors:tradeAlreadyProposed');
  return {
    mine: {
      team: mine,
      players: previewViews(intoMine ? rosterAfter(fromPlayers, offered.id, wanted, intoMine) : fromPlayers),
    },
    theirs: {
      team: theirs,
      players: previewViews(intoTheirs ? rosterAfter(toPlayers, wanted.id, offered, intoTheirs) : toPlayers),
    },
    refusal: refusal?.message ?? null,
    refusalParams: (refusal?.params ?? {}) as Record<string, string | number>,
  };
}

/**
 * Claims the pair for a new proposal: the insert settles two identical proposals made at once. A claim whose proposal
 * is decided, or was never written and is old (its process died), is stale and replaced.
 */
async function claimPair(a: Types.ObjectId, b: Types.ObjectId, proposalId: Types.ObjectId): Promise<void> {
  const _id = tradeClaimId(a.toHexString(), b.toHexString());
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await TradeClaim.create({ _id, proposalId, at: new Date() });
      return;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
    const claim = await TradeClaim.findById(_id).lean();
    if (!claim) continue;
    const holder = await loadProposal(claim.proposalId);
    const stale = holder
      ? holder.status !== 'pending' && holder.status !== 'accepting'
      : Date.now() - claim.at.getTime() > STALE_LOCK_MS;
    if (!stale) break;
    await TradeClaim.deleteOne({ _id, proposalId: claim.proposalId });
  }
  throw new ConflictError('errors:tradeAlreadyProposed');
}

/** `POST leagues/{id}/trade-proposal/{a}/{b}`: proposes the trade (201), and tells the receiving manager. */
export async function proposeTrade(deps: TradeDeps, ask: TradeAsk): Promise<TradeProposalView> {
  const examined = await examine(deps, ask);
  const refusal = refusalOf(examined);
  if (refusal) throw refusal;
  const { mine, theirs, fromRoster, toRoster, offered, wanted } = examined;
  const _id = new Types.ObjectId();
  await claimPair(ask.a, ask.b, _id);
  const created = await TradeProposal.create({
    _id,
    leagueId: new Types.ObjectId(ask.leagueId),
    leagueSeasonId: ask.season._id,
    realSeasonId: ask.season.realSeasonId,
    fromTeamId: new Types.ObjectId(mine.id),
    fromRosterId: fromRoster._id,
    fromRosterPlayerId: ask.a,
    fromPlayerId: new Types.ObjectId(offered.playerId),
    toTeamId: new Types.ObjectId(theirs.id),
    toRosterId: toRoster._id,
    toRosterPlayerId: ask.b,
    toPlayerId: new Types.ObjectId(wanted.playerId),
    proposedBy: ask.caller.userId,
  });
  const proposal = created.toObject() as TradeProposalFields;
  await notifyTrade(deps, proposal, 'tradeProposed');
  return proposalView(deps, proposal, ask.caller.locale);
}
