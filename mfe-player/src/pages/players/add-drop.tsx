import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  landingOf,
  lineupOf,
  type FantasyPosition,
  type Lineup,
  type PlayerStatus,
  type PlayerSummary,
  type Position,
  type RosterView,
} from '@hfl/contracts';
import { Button, Modal } from '@hfl/shared-ui';
import { PlayerStatusBadge } from '@hfl/shared-ui/season';
import { SelectField } from '../../components/select-field';

/** A player of the lineup after the change: a roster player, or the newcomer. */
interface AfterPlayer {
  id: string;
  position: Position;
  fantasyPosition: FantasyPosition;
  name: string;
  status?: PlayerStatus;
  incoming: boolean;
}

/**
 * The roster after adding `player` and dropping the roster player `dropId` (null: into an open slot), by the rule the
 * service applies (contracts' `landingOf` with the dropped player's place): the newcomer takes his slot if he fits it,
 * else the bench, a bench player moving up where needed. Null when that leaves the newcomer no place.
 */
export function lineupAfterAdd(
  roster: RosterView,
  player: PlayerSummary,
  dropId: string | null,
): { lineup: Lineup<AfterPlayer>; slot: FantasyPosition } | null {
  const players: AfterPlayer[] = roster.players.map((rp) => ({
    id: rp.id,
    position: rp.player.position,
    fantasyPosition: rp.fantasyPosition,
    name: rp.player.name,
    status: rp.player.status,
    incoming: false,
  }));
  const landing = landingOf(lineupOf(players), player.position, dropId ?? undefined);
  if (!landing) return null;
  const promoted = new Map(landing.promotions.map((move) => [move.id, move.fantasyPosition]));
  const after = players
    .filter((p) => p.id !== dropId)
    .map((p) => ({ ...p, fantasyPosition: promoted.get(p.id) ?? p.fantasyPosition }));
  after.push({
    id: `incoming:${player.id}`,
    position: player.position,
    fantasyPosition: landing.fantasyPosition,
    name: player.name,
    status: player.status,
    incoming: true,
  });
  return { lineup: lineupOf(after), slot: landing.fantasyPosition };
}

const After = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
  li {
    padding: 2px 0;
  }
  li strong {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Slot = styled.span`
  display: inline-block;
  min-width: 3.5em;
  font-weight: 600;
`;

const Buttons = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The value of the open slot's choice in the claim dialog's select (a roster player's id otherwise). */
const OPEN_SLOT = 'open';

/**
 * "Add" on a full roster (issue 42): asks whom to drop for `player`, shows the lineup after the change and confirms
 * both as one call (`onConfirm` with the roster player to drop). Only the players whose place lets the newcomer land
 * are offered. As a waiver claim (`claim`: the run's time in words) an open slot is offered too while there is one,
 * and the claim is placed for the run.
 */
export function AddDropModal({
  player,
  roster,
  claim,
  open,
  busy,
  onConfirm,
  onClose,
}: {
  player: PlayerSummary | null;
  roster: RosterView | null;
  claim?: string;
  open: boolean;
  busy: boolean;
  onConfirm: (drop: string | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('player');
  const title = claim ? 'waivers.claimTitle' : 'players.addDropTitle';
  return (
    <Modal open={open} title={player ? t(title, { player: player.name }) : ''} onClose={onClose}>
      {/* Keyed: another player starts from an empty choice. */}
      {player && roster && (
        <AddDrop
          key={player.id}
          player={player}
          roster={roster}
          claim={claim}
          busy={busy}
          onConfirm={onConfirm}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function AddDrop({
  player,
  roster,
  claim,
  busy,
  onConfirm,
  onClose,
}: {
  player: PlayerSummary;
  roster: RosterView;
  claim?: string;
  busy: boolean;
  onConfirm: (drop: string | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('player');
  const id = useId();
  const [drop, setDrop] = useState('');
  const openSlot = claim !== undefined && lineupAfterAdd(roster, player, null) !== null;
  const droppable = roster.players.filter((rp) => lineupAfterAdd(roster, player, rp.id) !== null);
  const dropped = roster.players.find((rp) => rp.id === drop);
  const chosen = drop === OPEN_SLOT ? null : drop;
  const after = drop && (dropped || drop === OPEN_SLOT) ? lineupAfterAdd(roster, player, chosen) : null;
  const confirmLabel = claim
    ? t('waivers.placeClaim')
    : dropped
      ? t('players.addDropConfirm', { player: player.name, drop: dropped.player.name })
      : t('players.pick');

  return (
    <>
      <p>
        {claim
          ? t('waivers.claimIntro', { player: player.name, position: player.position, time: claim })
          : t('players.addDropIntro', { player: player.name, position: player.position })}
      </p>
      <SelectField>
        <label htmlFor={id}>{t('players.dropLabel')}</label>
        <select id={id} value={drop} onChange={(event) => setDrop(event.target.value)}>
          <option value="">{t('players.dropChoose')}</option>
          {openSlot && <option value={OPEN_SLOT}>{t('waivers.openSlot')}</option>}
          {droppable.map((rp) => (
            <option key={rp.id} value={rp.id}>
              {/* An option holds text only: the status in words. */}
              {[
                `${rp.player.name} (${rp.player.position}, ${t(`team.slots.${rp.fantasyPosition}`)})`,
                ...(rp.player.status ? [t(`common:playerStatus.${rp.player.status}`)] : []),
              ].join(' · ')}
            </option>
          ))}
        </select>
      </SelectField>
      {after && (
        <section aria-label={t('players.afterTitle')}>
          <h3>{t('players.afterTitle')}</h3>
          <p>{t('players.lands', { player: player.name, slot: t(`team.slots.${after.slot}`) })}</p>
          <After>
            {after.lineup.starters.map((entry, index) => (
              <AfterRow key={`${entry.slot}-${index}`} slot={entry.slot} player={entry.player} />
            ))}
            {after.lineup.bench.map((entry) => (
              <AfterRow key={entry.id} slot="BENCH" player={entry} />
            ))}
          </After>
        </section>
      )}
      <Buttons>
        <Button type="button" disabled={!after || busy} onClick={() => onConfirm(chosen)}>
          {confirmLabel}
        </Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
      </Buttons>
    </>
  );
}

function AfterRow({ slot, player }: { slot: FantasyPosition; player: AfterPlayer | null }) {
  const { t } = useTranslation('player');
  return (
    <li>
      <Slot>{t(`team.slots.${slot}`)}</Slot>{' '}
      {player === null ? (
        t('team.emptySlot')
      ) : player.incoming ? (
        <>
          <strong>
            {player.name} ({player.position}) · {t('players.incoming')}
          </strong>
          {player.status && ' '}
          <PlayerStatusBadge status={player.status} />
        </>
      ) : (
        <>
          {`${player.name} (${player.position})`}
          {player.status && ' '}
          <PlayerStatusBadge status={player.status} />
        </>
      )}
    </li>
  );
}
