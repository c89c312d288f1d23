import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { API, type RosterPlayerView, type RosterTeam, type RosterView, type TradePreview } from '@hfl/contracts';
import { Button, Modal, Spinner, useApiAction, useApiGet, RetryButton } from '@hfl/shared-ui';
import { RosterPlayerFacts, useRosterPointsText } from './roster-points';
import { rosterLineup } from './roster-tables';
import { SelectField } from '../components/select-field';

const Sides = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  h4 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: 2px 0;
  }
  li strong {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Refusal = styled.p`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerLight};
`;

const Slot = styled.span`
  display: inline-block;
  min-width: 3.5em;
  font-weight: 600;
`;

/** The other team's player a trade is proposed for, and that team's players (their points and status). */
export interface TradeTarget {
  team: RosterTeam;
  player: RosterPlayerView;
  players: readonly RosterPlayerView[];
}

/**
 * "Propose trade" (player-app.md section 4 "Trade proposal"): choose one of my players to offer for `target`; the
 * service's preview (GET trade-proposal/{mine}/{theirs}) shows both lineups after the trade and where each player
 * lands, or why the trade cannot be proposed (Propose stays off); POST the same path proposes it.
 */
export function ProposeTradeModal({
  leagueId,
  target,
  open,
  myRoster,
  onClose,
  onProposed,
}: {
  leagueId: string;
  target: TradeTarget | null;
  open: boolean;
  myRoster: RosterView;
  onClose: () => void;
  onProposed: () => void;
}) {
  const { t } = useTranslation('player');
  return (
    <Modal
      open={open}
      title={target ? t('trades.proposeTitle', { player: target.player.player.name }) : ''}
      onClose={onClose}
    >
      {/* Keyed: another player starts from an empty choice. */}
      {target && (
        <ProposeTrade
          key={target.player.id}
          leagueId={leagueId}
          target={target}
          myRoster={myRoster}
          onClose={onClose}
          onProposed={onProposed}
        />
      )}
    </Modal>
  );
}

function ProposeTrade({
  leagueId,
  target,
  myRoster,
  onClose,
  onProposed,
}: {
  leagueId: string;
  target: TradeTarget;
  myRoster: RosterView;
  onClose: () => void;
  onProposed: () => void;
}) {
  const { t } = useTranslation('player');
  const id = useId();
  const pointsText = useRosterPointsText(myRoster.week);
  const [offered, setOffered] = useState('');
  const { run, pending } = useApiAction();
  const lineup = rosterLineup(myRoster.players);
  const mine = [
    ...lineup.starters.flatMap((entry) => (entry.player ? [entry.player.view] : [])),
    ...lineup.bench.map((p) => p.view),
  ];

  const propose = async () => {
    const result = await run(
      { method: 'POST', path: API.tradeProposal(leagueId, offered, target.player.id) },
      {
        success: t('trades.created'),
      },
    );
    if (result.ok) {
      onClose();
      onProposed();
    }
  };

  return (
    <>
      <p>
        {t('trades.proposeIntro', {
          player: target.player.player.name,
          position: target.player.player.position,
          team: target.team.name,
        })}
      </p>
      <p>
        <RosterPlayerFacts view={target.player} week={myRoster.week} />
      </p>
      <SelectField>
        <label htmlFor={id}>{t('trades.myPlayer')}</label>
        <select id={id} value={offered} onChange={(event) => setOffered(event.target.value)}>
          <option value="">{t('trades.choose')}</option>
          {mine.map((player) => (
            <option key={player.id} value={player.id}>
              {/* An option holds text only: the status in words, then the points. */}
              {[
                `${player.player.name} (${player.player.position}, ${t(`team.slots.${player.fantasyPosition}`)})`,
                ...(player.player.status ? [t(`common:playerStatus.${player.player.status}`)] : []),
                pointsText(player),
              ].join(' · ')}
            </option>
          ))}
        </select>
      </SelectField>
      {offered ? (
        <Preview
          key={offered}
          leagueId={leagueId}
          offered={mine.find((player) => player.id === offered)!}
          target={target}
          known={[...myRoster.players, ...target.players]}
          week={myRoster.week}
          proposeButton={(proposable) => <ProposeButton disabled={!proposable || pending} onClick={propose} />}
        />
      ) : (
        <ProposeButton disabled onClick={propose} />
      )}
    </>
  );
}

function ProposeButton({ disabled, onClick }: { disabled: boolean; onClick: () => Promise<void> }) {
  const { t } = useTranslation('player');
  return (
    <p>
      <Button type="button" disabled={disabled} onClick={() => void onClick()}>
        {t('trades.propose')}
      </Button>
    </p>
  );
}

/** The preview of the chosen trade, with the Propose button it enables (off while loading or when refused). */
function Preview({
  leagueId,
  offered,
  target,
  known,
  week,
  proposeButton,
}: {
  leagueId: string;
  offered: RosterPlayerView;
  target: TradeTarget;
  /** Both rosters' players as they are: the preview places them, these say their points and status. */
  known: readonly RosterPlayerView[];
  week: number | null;
  proposeButton: (proposable: boolean) => ReactNode;
}) {
  const { t, i18n } = useTranslation('player');
  const [attempt, setAttempt] = useState(0);
  const preview = useApiGet<TradePreview>(API.tradeProposal(leagueId, offered.id, target.player.id), attempt);

  if (preview.status === 'loading') {
    return (
      <>
        <Spinner />
        {proposeButton(false)}
      </>
    );
  }
  if (preview.status === 'failed') {
    return (
      <>
        <RetryButton onRetry={() => setAttempt((count) => count + 1)} />
        {proposeButton(false)}
      </>
    );
  }
  const data = preview.data;

  // The service names what the message needs (the round, the team left without a legal lineup).
  const refusal = data.refusal
    ? i18n.exists(data.refusal)
      ? t(data.refusal, data.refusalParams)
      : data.refusal
    : null;

  const now = new Map(known.map((view) => [view.player.id, view]));
  const facts = (player: RosterPlayerView) => {
    const view = now.get(player.player.id);
    return view ? (
      <>
        {' '}
        <RosterPlayerFacts view={view} week={week} />
      </>
    ) : null;
  };
  const side = (team: RosterTeam, players: RosterPlayerView[], incoming: RosterPlayerView) => {
    const after = rosterLineup(players);
    const landed = players.find((player) => player.player.id === incoming.player.id);
    const row = (slot: string, player: RosterPlayerView | null, key: string) => (
      <li key={key}>
        <Slot>{t(`team.slots.${slot}`)}</Slot>{' '}
        {player === null ? (
          t('team.emptySlot')
        ) : player.player.id === incoming.player.id ? (
          <>
            <strong>
              {player.player.name} ({player.player.position}) · {t('trades.incoming')}
            </strong>
            {facts(player)}
          </>
        ) : (
          <>
            {`${player.player.name} (${player.player.position})`}
            {facts(player)}
          </>
        )}
      </li>
    );
    return (
      <section aria-label={team.name}>
        <h4>{team.name}</h4>
        {landed && (
          <p>{t('trades.lands', { player: landed.player.name, slot: t(`team.slots.${landed.fantasyPosition}`) })}</p>
        )}
        <ol>
          {after.starters.map((entry, index) => row(entry.slot, entry.player?.view ?? null, `${entry.slot}-${index}`))}
          {after.bench.map((entry) => row('BENCH', entry.view, entry.id))}
        </ol>
      </section>
    );
  };

  return (
    <>
      <section aria-label={t('trades.previewTitle')}>
        <h3>{t('trades.previewTitle')}</h3>
        {refusal && <Refusal role="alert">{refusal}</Refusal>}
        <Sides>
          {side(data.mine.team, data.mine.players, target.player)}
          {side(data.theirs.team, data.theirs.players, offered)}
        </Sides>
      </section>
      {proposeButton(data.refusal === null)}
    </>
  );
}
