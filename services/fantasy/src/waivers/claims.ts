import { Types } from 'mongoose';
import {
  MAX_WAIVER_CLAIMS,
  type RosterPlayerInfo,
  type RosterTeam,
  type WaiverClaimOrderPayload,
  type WaiverClaimPayload,
  type WaiverClaimView,
} from '@hfl/contracts';
import { ConflictError, InputError, isDuplicateKeyError, NoRosterError, NotFoundError } from '@hfl/kit';
import type { LeagueSeasonFields } from '../models/league-season';
import { Roster } from '../models/roster';
import { RosterPlayer } from '../models/roster-player';
import { WaiverClaim } from '../models/waivers';
import type { Stats } from '../peers/stats';
import { playerDirectory, unknownPlayer } from '../rosters/directory';
import type { RosterIdentity } from '../rosters/views';
import { waiverSettings } from './settings';
import { isWaived, waiverState } from './state';

/** The team placing or ordering claims: its roster in the league's current season and its manager. */
export interface ClaimTeam {
  season: LeagueSeasonFields;
  roster: RosterIdentity;
  userId: string;
}

const teamClaims = (team: ClaimTeam) =>
  WaiverClaim.find({ leagueSeasonId: team.season._id, teamId: team.roster.fantasyTeamId }).sort({ rank: 1 }).lean();

/**
 * Places a claim (issue 42): the player must be of the season (404), on no roster and on waivers now (else 409
 * "not on waivers": he is a free agent, or taken); `drop` (null: an open slot) must be on the team's roster now (404);
 * at most MAX_WAIVER_CLAIMS waiting; one per player (409, the unique (season, team, player) insert). It goes last in
 * the team's order. Whether the drop is still there and the newcomer has a place is decided at the run. Waivers
 * switched off: 409, also when the switch happens while the claim is placed.
 */
export async function placeClaim(stats: Stats, team: ClaimTeam, { playerId, drop }: WaiverClaimPayload) {
  const { season, roster } = team;
  const [directory, state, owned, dropped, waiting] = await Promise.all([
    playerDirectory(stats, season.realSeasonId.toHexString()),
    waiverState(stats, season),
    RosterPlayer.exists({ leagueSeasonId: season._id, playerId: new Types.ObjectId(playerId) }),
    drop ? RosterPlayer.findOne({ _id: new Types.ObjectId(drop), rosterId: roster._id }, { _id: 1 }).lean() : null,
    teamClaims(team),
  ]);
  if (!directory.has(playerId)) throw new NotFoundError('errors:playerNotInSeason');
  if (!state.settings.enabled) throw new ConflictError('errors:waiversOff');
  if (owned || !isWaived(state, playerId)) throw new ConflictError('errors:notOnWaivers');
  if (drop && !dropped) throw new NotFoundError('errors:notOnRoster');
  if (waiting.length >= MAX_WAIVER_CLAIMS) throw new ConflictError('errors:tooManyClaims', { max: MAX_WAIVER_CLAIMS });
  let placed: { _id: Types.ObjectId };
  try {
    placed = await WaiverClaim.create({
      leagueSeasonId: season._id,
      teamId: roster.fantasyTeamId,
      rosterId: roster._id,
      userId: team.userId,
      playerId: new Types.ObjectId(playerId),
      drop: drop ? new Types.ObjectId(drop) : null,
      rank: (waiting.at(-1)?.rank ?? 0) + 1,
      createdAt: new Date(),
    });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new ConflictError('errors:claimExists');
    throw error;
  }
  await keepWhileWaiversOn(season.leagueId, placed._id);
  return claimViews(stats, team);
}

/**
 * A claim just placed stays only if waivers are still on. Switching them off stores the setting before it closes the
 * waiting claims, so a claim inserted after it listed them finds the setting here and goes, 409 (one it listed is
 * closed by it, in the activity): none is left waiting with waivers off.
 */
export async function keepWhileWaiversOn(leagueId: Types.ObjectId, claimId: Types.ObjectId): Promise<void> {
  if ((await waiverSettings(leagueId)).enabled) return;
  await WaiverClaim.deleteOne({ _id: claimId });
  throw new ConflictError('errors:waiversOff');
}

/** The team's claims in the order given: every waiting claim once (400 otherwise). Each claim's rank is rewritten. */
export async function orderClaims(stats: Stats, team: ClaimTeam, { claimIds }: WaiverClaimOrderPayload) {
  const waiting = await teamClaims(team);
  const known = new Set(waiting.map((claim) => claim._id.toHexString()));
  if (claimIds.length !== known.size || new Set(claimIds).size !== known.size || claimIds.some((id) => !known.has(id)))
    throw new InputError([], 'errors:claimOrderMismatch');
  await Promise.all(
    claimIds.map((id, index) => WaiverClaim.updateOne({ _id: new Types.ObjectId(id) }, { $set: { rank: index + 1 } })),
  );
  return claimViews(stats, team);
}

/** Cancels one of the team's waiting claims (404 when it is not, or no longer, there: decided or cancelled). */
export async function cancelClaim(stats: Stats, team: ClaimTeam, claimId: string) {
  const { deletedCount } = await WaiverClaim.deleteOne({
    _id: new Types.ObjectId(claimId),
    leagueSeasonId: team.season._id,
    teamId: team.roster.fantasyTeamId,
  });
  if (deletedCount === 0) throw new NotFoundError('errors:claimNotFound');
  return claimViews(stats, team);
}

/** The team's waiting claims, first wanted first, with the players named. */
export async function claimViews(stats: Stats, team: ClaimTeam): Promise<WaiverClaimView[]> {
  const [claims, directory] = await Promise.all([
    teamClaims(team),
    playerDirectory(stats, team.season.realSeasonId.toHexString()),
  ]);
  const drops = await RosterPlayer.find({ rosterId: team.roster._id }, { _id: 1, playerId: 1 }).lean();
  const dropPlayer = new Map(drops.map((rp) => [rp._id.toHexString(), rp.playerId.toHexString()]));
  const info = (playerId: string): RosterPlayerInfo => directory.get(playerId) ?? unknownPlayer(playerId);
  return claims.map((claim, index) => {
    const drop = claim.drop?.toHexString();
    const dropPlayerId = drop ? dropPlayer.get(drop) : undefined;
    return {
      id: claim._id.toHexString(),
      rank: index + 1,
      player: info(claim.playerId.toHexString()),
      drop: drop && dropPlayerId ? { rosterPlayerId: drop, player: info(dropPlayerId) } : null,
      dropLeft: drop !== undefined && dropPlayerId === undefined,
      createdAt: claim.createdAt.toISOString(),
    };
  });
}

/** The caller's team in the league season, with its roster; null when he has none there (the owner, a newcomer). */
export async function claimTeamOf(
  season: LeagueSeasonFields,
  teams: Map<string, RosterTeam>,
  userId: string | undefined,
): Promise<ClaimTeam | null> {
  const team = userId ? [...teams.values()].find((t) => t.userId === userId) : undefined;
  if (!team || !userId) return null;
  const roster = await Roster.findOne(
    { leagueSeasonId: season._id, fantasyTeamId: new Types.ObjectId(team.id) },
    { leagueSeasonId: 1, fantasyTeamId: 1, realSeasonId: 1 },
  ).lean();
  return roster ? { season, roster, userId } : null;
}

/** The caller's team for a claim: 422 no roster without one. */
export async function requireClaimTeam(
  season: LeagueSeasonFields | null,
  teams: Map<string, RosterTeam>,
  userId: string | undefined,
): Promise<ClaimTeam> {
  const team = season && (await claimTeamOf(season, teams, userId));
  if (!team) throw new NoRosterError();
  return team;
}
