import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { API, type RosterView, type TradeProposalView } from '@hfl/contracts';
import { Button, useApiGet } from '@hfl/shared-ui';
import { PlayerStatusBadge } from '@hfl/shared-ui/season';
import { TeamLogo } from '../league/team-logo';
import { useConfirmedAction, useSuccessToast } from '../league/use-confirmed-action';
import { RosterPlayerFacts } from './roster-points';
import { ActionRow } from './roster-tables';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
`;

const Card = styled.li<{ $linked: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme, $linked }) =>
    $linked && `outline: 3px solid ${theme.colors.primary}; outline-offset: 2px; scroll-margin: ${theme.space(8)};`}
  p {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Offer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

/** Both players' statuses under the offer: an injured player is worth knowing before an answer. */
const Statuses = styled.p`
  flex-wrap: wrap;
  font-size: 0.9em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FactsList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

/** Rosters whose read is not this dialog's to explain: the facts then fall back to the status the proposal carries. */
const QUIET = [403, 404, 422];

/**
 * Both players of a proposal as the confirmation names them: each one's status and points as his roster shows them
 * now (the own roster is the page's; the other team's is read here), the status alone while that read is missing.
 */
function TradeFacts({ proposal, roster }: { proposal: TradeProposalView; roster: RosterView }) {
  const otherTeamId = proposal.fromTeam.id === roster.team.id ? proposal.toTeam.id : proposal.fromTeam.id;
  const other = useApiGet<RosterView>(API.roster(roster.leagueId, otherTeamId), { explained: QUIET });
  const known = [...roster.players, ...(other.status === 'ready' ? other.data.players : [])];
  const views = new Map(known.map((view) => [view.id, view]));
  return (
    <FactsList>
      {[proposal.fromPlayer, proposal.toPlayer].map((player) => {
        const view = views.get(player.rosterPlayerId);
        return (
          <li key={player.rosterPlayerId}>
            <strong>{player.name}</strong>
            {view ? <RosterPlayerFacts view={view} week={roster.week} /> : <PlayerStatusBadge status={player.status} />}
          </li>
        );
      })}
    </FactsList>
  );
}

/** The received proposals at the top of the own team's page: what waits for the manager's answer. */
export const Waiting = styled.section`
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  border-left: 6px solid ${({ theme }) => theme.colors.accent};
  background: #fff8e0;
  h2 {
    margin-top: 0;
  }
  ul {
    margin-bottom: 0;
  }
  /* On a phone the callout says it in two lines, not three, and leaves the lineup its first screen. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: ${({ theme }) => theme.space(3)};
    h2 {
      font-size: 1.15rem;
    }
  }
`;

type Side = 'sent' | 'received';

type Decision = 'accept' | 'reject' | 'withdraw';

/** The values the trade texts name: both teams, both players and their positions. */
function textOf(proposal: TradeProposalView) {
  return {
    fromTeam: proposal.fromTeam.name,
    fromPlayer: proposal.fromPlayer.name,
    fromPosition: proposal.fromPlayer.position,
    toTeam: proposal.toTeam.name,
    toPlayer: proposal.toPlayer.name,
    toPosition: proposal.toPlayer.position,
  };
}

/**
 * Accept, reject or withdraw a proposal, confirmed first; once done the spec's notice and `onDecided`. `modal` is the
 * confirmation to render.
 */
function useTradeDecision(roster: RosterView, onDecided: () => void) {
  const { t } = useTranslation('player');
  const { ask, busy, modal } = useConfirmedAction();
  const notify = useSuccessToast();

  const decide = (proposal: TradeProposalView, decision: Decision) => {
    const path = {
      accept: API.acceptTrade(proposal.id),
      reject: API.rejectTrade(proposal.id),
      withdraw: API.withdrawTrade(proposal.id),
    }[decision];
    const done = { accept: 'trades.accepted', reject: 'trades.rejected', withdraw: 'trades.withdrawn' }[decision];
    ask({
      title: t(`trades.${decision}Title`),
      message: (
        <>
          <p>{t(`trades.${decision}Text`, textOf(proposal))}</p>
          <TradeFacts proposal={proposal} roster={roster} />
        </>
      ),
      confirmLabel: t(`trades.${decision}`),
      request: { method: 'POST', path },
      onDone: () => {
        notify(t(done));
        onDecided();
      },
    });
  };

  return { decide, busy, modal };
}

/**
 * A team's pending trade proposals of one side, each with the two players and teams. On the own team: a received one
 * is accepted or rejected, a sent one withdrawn, each confirmed, then the spec's notice and `onDecided` (the page
 * reads the roster and the proposals again). Accepting waits while the own roster is not open.
 */
export function ProposalList({
  side,
  proposals,
  roster,
  linkedId = null,
  onDecided,
}: {
  side: Side;
  proposals: TradeProposalView[];
  roster: RosterView;
  /** The proposal a link leads to: highlighted, and scrolled to once. */
  linkedId?: string | null;
  onDecided: () => void;
}) {
  const { t } = useTranslation('player');
  const { decide, busy, modal } = useTradeDecision(roster, onDecided);
  const linked = useRef<HTMLLIElement>(null);
  const scrolled = useRef(false);
  const hasLinked = proposals.some((proposal) => proposal.id === linkedId);
  useEffect(() => {
    if (!hasLinked || scrolled.current || !linked.current) return;
    scrolled.current = true;
    linked.current.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [hasLinked]);

  if (proposals.length === 0) {
    return <p>{side === 'sent' ? t('trades.noneSent') : t('trades.noneReceived')}</p>;
  }

  return (
    <>
      <List aria-label={side === 'sent' ? t('trades.sent') : t('trades.received')}>
        {proposals.map((proposal) => (
          <Card
            key={proposal.id}
            ref={proposal.id === linkedId ? linked : undefined}
            $linked={proposal.id === linkedId}
            aria-current={proposal.id === linkedId ? 'true' : undefined}
          >
            <Offer>
              <p>
                <TeamLogo team={side === 'sent' ? proposal.toTeam : proposal.fromTeam} />
                <span>{t('trades.offer', textOf(proposal))}</span>
              </p>
              <Statuses>
                {[proposal.fromPlayer, proposal.toPlayer].map((player) => (
                  <span key={player.rosterPlayerId}>
                    {player.name} <PlayerStatusBadge status={player.status} />
                  </span>
                ))}
              </Statuses>
            </Offer>
            {roster.isMine && (
              <ProposalButtons
                side={side}
                proposal={proposal}
                busy={busy}
                canAccept={roster.status === 'open'}
                onDecide={decide}
              />
            )}
          </Card>
        ))}
      </List>
      {modal}
    </>
  );
}

/** The own team's answers to one proposal: withdraw a sent one; accept (while the roster is open) or reject. */
function ProposalButtons({
  side,
  proposal,
  busy,
  canAccept,
  onDecide,
}: {
  side: Side;
  proposal: TradeProposalView;
  busy: boolean;
  canAccept: boolean;
  onDecide: (proposal: TradeProposalView, decision: Decision) => void;
}) {
  const { t } = useTranslation('player');
  const who = `${proposal.fromPlayer.name} ⇄ ${proposal.toPlayer.name}`;
  if (side === 'sent') {
    return (
      <ActionRow>
        <Button
          type="button"
          variant="secondary"
          disabled={busy}
          aria-label={`${t('trades.withdraw')}: ${who}`}
          onClick={() => onDecide(proposal, 'withdraw')}
        >
          {t('trades.withdraw')}
        </Button>
      </ActionRow>
    );
  }
  return (
    <ActionRow>
      <Button
        type="button"
        disabled={busy || !canAccept}
        aria-label={`${t('trades.accept')}: ${who}`}
        onClick={() => onDecide(proposal, 'accept')}
      >
        {t('trades.accept')}
      </Button>
      <Button
        type="button"
        variant="danger"
        disabled={busy}
        aria-label={`${t('trades.reject')}: ${who}`}
        onClick={() => onDecide(proposal, 'reject')}
      >
        {t('trades.reject')}
      </Button>
    </ActionRow>
  );
}
