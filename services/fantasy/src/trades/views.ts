import type { Locale, RosterTeam, TradeProposalStatus, TradeProposalView } from '@hfl/contracts';
import { teamDirectory, unknownPlayer } from '../rosters/directory';
import type { TradeProposalFields } from '../models/trade-proposal';
import type { TradeDeps } from './context';
import { playerDirectory } from '../rosters/directory';

/** A team the league no longer has (a deleted team): still shown, by id. */
export const unknownTeam = (id: string): RosterTeam => ({ id, name: '—', logoUrl: null, userId: '', owner: '' });

/**
 * Both teams and both players of a proposal, as the league and the real season name them now, the managers as
 * `locale` writes them.
 */
export async function proposalParties(deps: TradeDeps, proposal: TradeProposalFields, locale: Locale) {
  const [teams, players] = await Promise.all([
    teamDirectory(deps.leagues, String(proposal.leagueId), locale),
    playerDirectory(deps.stats, String(proposal.realSeasonId)),
  ]);
  const team = (id: string) => teams?.get(id) ?? unknownTeam(id);
  const player = (id: string) => players.get(id) ?? unknownPlayer(id);
  return {
    fromTeam: team(String(proposal.fromTeamId)),
    toTeam: team(String(proposal.toTeamId)),
    fromPlayer: player(String(proposal.fromPlayerId)),
    toPlayer: player(String(proposal.toPlayerId)),
  };
}

/** The proposal as the API answers it, in the reader's language. */
export async function proposalView(
  deps: TradeDeps,
  proposal: TradeProposalFields,
  locale: Locale,
): Promise<TradeProposalView> {
  const parties = await proposalParties(deps, proposal, locale);
  return {
    id: proposal._id.toHexString(),
    leagueId: String(proposal.leagueId),
    seasonId: String(proposal.leagueSeasonId),
    status: proposal.status as TradeProposalStatus,
    fromTeam: parties.fromTeam,
    fromPlayer: { ...parties.fromPlayer, rosterPlayerId: String(proposal.fromRosterPlayerId) },
    toTeam: parties.toTeam,
    toPlayer: { ...parties.toPlayer, rosterPlayerId: String(proposal.toRosterPlayerId) },
    createdAt: proposal.createdAt.toISOString(),
    decidedAt: proposal.decidedAt ? proposal.decidedAt.toISOString() : null,
  };
}
