import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import {
  API,
  activeMove,
  benchMove,
  switchPlaces,
  type Lineup,
  type RosterChangeAnswer,
  type RosterMovePayload,
  type RosterView,
} from '@hfl/contracts';
import {
  Button,
  ConfirmModal,
  Modal,
  toastShown,
  useApiAction,
  useModalSubject,
  type ApiRequest,
} from '@hfl/shared-ui';
import { ActionRow, rosterLineup, type SlottedPlayer } from './roster-tables';

const Candidates = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  list-style: none;
  button {
    width: 100%;
    justify-content: flex-start;
    text-align: left;
  }
`;

/** The switch dialog's subject: whom to switch, why the dialog opened, and the legal partners. */
interface SwitchChoice {
  player: SlottedPlayer;
  intro: 'switchToBench' | 'switchToActive' | 'switchAny';
  candidates: SlottedPlayer[];
}

/** The slot a player fills, as the tables name it. */
function slotOf(lineup: Lineup<SlottedPlayer>, player: SlottedPlayer): string {
  const start = lineup.starters.find((entry) => entry.player?.id === player.id);
  return start ? start.slot : 'BENCH';
}

/**
 * The own open roster's per-player actions (player-app.md section 4 "Roster activity"), offering exactly what
 * contracts' lineup rules allow: move to bench (straight there, a switch with a fitting bench player when the bench is
 * full, else "Cannot move to bench - no available spots"), move to active (a free fitting slot, else a switch with a
 * fitting starter), switch (any legal partner), cut (confirmed). Every change goes through useApiAction; its answer,
 * the roster as it is now, is handed to `onChanged` (null: read the roster again, e.g. after a refusal).
 */
export function useLineupActions(
  roster: RosterView,
  onChanged: (roster: RosterView | null, change: 'lineup' | 'cut') => void,
): { actions: (player: SlottedPlayer) => ReactNode; modals: ReactNode } {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const { run, pending } = useApiAction();
  const switching = useModalSubject<SwitchChoice>();
  const cutting = useModalSubject<SlottedPlayer>();
  const lineup = rosterLineup(roster.players);
  const name = (player: SlottedPlayer) => player.view.player.name;
  const slotLabel = (player: SlottedPlayer) => t(`team.slots.${slotOf(lineup, player)}`);

  const warn = (message: string) => dispatch(toastShown({ kind: 'info', title: t('team.warningTitle'), message }));

  const change = async (request: ApiRequest, kind: 'lineup' | 'cut', success?: string) => {
    const result = await run<RosterChangeAnswer>(request, { success });
    if (!result.ok) {
      // Refused (locked meanwhile, changed elsewhere): show the roster as it is now.
      onChanged(null, kind);
      return;
    }
    onChanged(result.data && Array.isArray(result.data.players) ? result.data : null, kind);
  };

  const move = (player: SlottedPlayer, direction: RosterMovePayload['direction']) =>
    change(
      { method: 'POST', path: API.rosterMove(roster.id, player.id), body: { direction } satisfies RosterMovePayload },
      'lineup',
    );

  const toBench = (player: SlottedPlayer) => {
    const option = benchMove(lineup, player.id);
    if (option.kind === 'move') void move(player, 'bench');
    else if (option.kind === 'switch')
      switching.show({ player, intro: 'switchToBench', candidates: option.candidates });
    else warn(t('team.noBenchSpot'));
  };

  const toActive = (player: SlottedPlayer) => {
    const option = activeMove(lineup, player.id);
    if (option.kind === 'move') void move(player, 'active');
    else if (option.kind === 'switch') {
      switching.show({ player, intro: 'switchToActive', candidates: option.candidates });
    } else warn(t('team.noActiveSpot', { player: name(player), position: player.position }));
  };

  const switchAny = (player: SlottedPlayer) => {
    const everyone = [...lineup.starters.flatMap((entry) => (entry.player ? [entry.player] : [])), ...lineup.bench];
    const candidates = everyone.filter((other) => switchPlaces(lineup, player.id, other.id) !== null);
    switching.show({ player, intro: 'switchAny', candidates });
  };

  const switchWith = (player: SlottedPlayer, partner: SlottedPlayer) => {
    switching.close();
    void change({ method: 'POST', path: API.rosterSwitch(roster.id, player.id, partner.id) }, 'lineup');
  };

  const cut = (player: SlottedPlayer) => {
    cutting.close();
    void change(
      { method: 'DELETE', path: API.rosterPlayer(roster.id, player.id) },
      'cut',
      t('team.cutDone', { player: name(player) }),
    );
  };

  const actions = (player: SlottedPlayer) => {
    const starting = lineup.starters.some((entry) => entry.player?.id === player.id);
    const label = (key: string) => `${t(`team.actions.${key}`)}: ${name(player)}`;
    return (
      <ActionRow>
        {starting ? (
          <Button
            type="button"
            variant="secondary"
            disabled={pending}
            aria-label={label('toBench')}
            onClick={() => toBench(player)}
          >
            {t('team.actions.toBench')}
          </Button>
        ) : (
          <Button
            type="button"
            variant="secondary"
            disabled={pending}
            aria-label={label('toActive')}
            onClick={() => toActive(player)}
          >
            {t('team.actions.toActive')}
          </Button>
        )}
        <Button
          type="button"
          variant="secondary"
          disabled={pending}
          aria-label={label('switch')}
          onClick={() => switchAny(player)}
        >
          {t('team.actions.switch')}
        </Button>
        <Button
          type="button"
          variant="danger"
          disabled={pending}
          aria-label={label('cut')}
          onClick={() => cutting.show(player)}
        >
          {t('team.actions.cut')}
        </Button>
      </ActionRow>
    );
  };

  const choice = switching.subject;
  const modals = (
    <>
      <Modal
        open={switching.open}
        title={choice ? t('team.switchTitle', { player: name(choice.player) }) : ''}
        onClose={switching.close}
      >
        {choice && (
          <>
            <p>
              {choice.candidates.length === 0
                ? t('team.noPartner', { player: name(choice.player) })
                : t(`team.${choice.intro}`, { player: name(choice.player) })}
            </p>
            <Candidates>
              {choice.candidates.map((candidate) => (
                <li key={candidate.id}>
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={pending}
                    onClick={() => switchWith(choice.player, candidate)}
                  >
                    {t('team.candidate', {
                      player: name(candidate),
                      position: candidate.position,
                      slot: slotLabel(candidate),
                    })}
                  </Button>
                </li>
              ))}
            </Candidates>
          </>
        )}
      </Modal>
      <ConfirmModal
        open={cutting.open}
        title={t('team.cutTitle')}
        message={cutting.subject ? t('team.cutText', { player: name(cutting.subject) }) : ''}
        confirmLabel={t('team.cutConfirm')}
        onConfirm={() => cutting.subject && cut(cutting.subject)}
        onCancel={cutting.close}
      />
    </>
  );

  return { actions, modals };
}
