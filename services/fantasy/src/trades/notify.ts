import { FALLBACK_LOCALE } from '@hfl/contracts';
import { logger } from '@hfl/kit';
import type { TradeProposalFields } from '../models/trade-proposal';
import type { TradeDeps } from './context';
import { proposalParties } from './views';

/** Who a trade notification goes to: the proposing manager (`from`), the receiving one (`to`), or both. */
export type TradeNotice =
  'tradeProposed' | 'tradeAccepted' | 'tradeRejected' | 'tradeWithdrawn' | 'tradeCancelled' | 'tradeManagerLeft';

export type TradeSide = 'from' | 'to';

const RECIPIENTS: Record<TradeNotice, TradeSide[]> = {
  tradeProposed: ['to'],
  tradeAccepted: ['from'],
  tradeRejected: ['from'],
  tradeWithdrawn: ['to'],
  tradeCancelled: ['from', 'to'],
  // Only the side whose manager is still there: the caller names it.
  tradeManagerLeft: [],
};

/**
 * Tells the managers a proposal concerns (LEAGUE notifications through accounts, which also moves their live unread
 * badge), each from their own side: the other team's name, their player, the other team's. Never throws: what
 * happened has happened whatever accounts answers.
 */
export async function notifyTrade(
  deps: TradeDeps,
  proposal: TradeProposalFields,
  kind: TradeNotice,
  sides: readonly TradeSide[] = RECIPIENTS[kind],
): Promise<void> {
  try {
    const [parties, league] = await Promise.all([
      // Only the teams' names and managers' ids are told: the same in every language.
      proposalParties(deps, proposal, FALLBACK_LOCALE),
      deps.leagues.draftInfo(String(proposal.leagueId)),
    ]);
    if (!league) return;
    await Promise.all(
      sides.map((side) => {
        const from = side === 'from';
        return deps.notifier.notify({
          type: 'LEAGUE',
          kind,
          to: [(from ? parties.fromTeam : parties.toTeam).userId],
          league: { id: league.id, name: league.name },
          name: (from ? parties.toTeam : parties.fromTeam).name,
          player: (from ? parties.fromPlayer : parties.toPlayer).name,
          otherPlayer: (from ? parties.toPlayer : parties.fromPlayer).name,
          link: `/team?league=${league.id}&trade=${String(proposal._id)}`,
        });
      }),
    );
  } catch (err) {
    logger.warn({ err, proposalId: String(proposal._id), kind }, 'trade notification not sent');
  }
}
