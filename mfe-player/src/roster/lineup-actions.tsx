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
import { RosterPlayerFacts } from './roster-points';
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
    flex-wrap: wrap;
    justify-content: flex-start;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    text-align: left;
  }
`;

const Subject = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

/** The switch dialog's subject: whom to switch, why the dialog opened, and the legal partners. */
interface SwitchChoice {
  player: SlottedPlayer;
  intro: 'switchToBench' | 'switchToActive' | 'switchAny';
  candidates: SlottedPlayer[];
}

/** A roster player's name. */
function nameOf(player: SlottedPlayer): string {
  return player.view.player.name;
}

/** The slot a player fills, as the tables name it. */
function slotOf(lineup: Lineup<SlottedPlayer>, player: SlottedPlayer): string {
  const start = lineup.starters.find((entry) => entry.player?.id === player.id);
  return start ? start.slot : 'BENCH';
}

/** The roster changes, each through useApiAction; the answer (null: read again) goes to `onChanged`. */
function useRosterChanges(
  roster: RosterView,
  onChanged: (roster: RosterView | null, change: 'lineup' | 'cut') => void,
) {
  const { t } = useTranslation('player');
  const { run, pending } = useApiAction();

  const change = async (request: ApiRequest, kind: 'lineup' | 'cut', success?: string) => {
    const result = await run<RosterChangeAnswer>(request, { success });
    if (!result.ok) {
      // Refused (locked meanwhile, changed elsewhere): show the roster as it is now.
      onChanged(null, kind);
      return;
    }
    onChanged(result.data && Array.isArray(result.data.players) ? result.data : null, kind);
  };

  return {
    pending,
    move: (player: SlottedPlayer, direction: RosterMovePayload['direction']) =>
      change(
        { method: 'POST', path: API.rosterMove(roster.id, player.id), body: { direction } satisfies RosterMovePayload },
        'lineup',
      ),
    switchWith: (player: SlottedPlayer, partner: SlottedPlayer) =>
      change({ method: 'POST', path: API.rosterSwitch(roster.id, player.id, partner.id) }, 'lineup'),
    cut: (player: SlottedPlayer) =>
      change(
        { method: 'DELETE', path: API.rosterPlayer(roster.id, player.id) },
        'cut',
        t('team.cutDone', { player: nameOf(player) }),
      ),
  };
}

/**
 * Move to bench, move to active, switch: straight through when the lineup rules allow it, else the switch dialog with
 * the legal partners, or a warning toast when there is none.
 */
function useLineupMoves(
  lineup: Lineup<SlottedPlayer>,
  move: (player: SlottedPlayer, direction: RosterMovePayload['direction']) => Promise<void>,
  showSwitch: (choice: SwitchChoice) => void,
) {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();

  const warn = (message: string) => dispatch(toastShown({ kind: 'info', title: t('team.warningTitle'), message }));

  const toBench = (player: SlottedPlayer) => {
    const option = benchMove(lineup, player.id);
    if (option.kind === 'move') void move(player, 'bench');
    else if (option.kind === 'switch') showSwitch({ player, intro: 'switchToBench', candidates: option.candidates });
    else warn(t('team.noBenchSpot'));
  };

  const toActive = (player: SlottedPlayer) => {
    const option = activeMove(lineup, player.id);
    if (option.kind === 'move') void move(player, 'active');
    else if (option.kind === 'switch') {
      showSwitch({ player, intro: 'switchToActive', candidates: option.candidates });
    } else warn(t('team.noActiveSpot', { player: nameOf(player), position: player.position }));
  };

  const switchAny = (player: SlottedPlayer) => {
    const everyone = [...lineup.starters.flatMap((entry) => (entry.player ? [entry.player] : [])), ...lineup.bench];
    const candidates = everyone.filter((other) => switchPlaces(lineup, player.id, other.id) !== null);
    showSwitch({ player, intro: 'switchAny', candidates });
  };

  return { toBench, toActive, switchAny };
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
  const changes = useRosterChanges(roster, onChanged);
  const switching = useModalSubject<SwitchChoice>();
  const cutting = useModalSubject<SlottedPlayer>();
  const lineup = rosterLineup(roster.players);

  const { toBench, toActive, switchAny } = useLineupMoves(lineup, changes.move, switching.show);

  const switchWith = (player: SlottedPlayer, partner: SlottedPlayer) => {
    switching.close();
    void changes.switchWith(player, partner);
  };

  const cut = (player: SlottedPlayer) => {
    cutting.close();
    void changes.cut(player);
  };

  const actions = (player: SlottedPlayer) => (
    <LineupButtons
      player={player}
      starting={lineup.starters.some((entry) => entry.player?.id === player.id)}
      pending={changes.pending}
      onToBench={toBench}
      onToActive={toActive}
      onSwitch={switchAny}
      onCut={cutting.show}
    />
  );

  const modals = (
    <>
      <SwitchDialog
        open={switching.open}
        choice={switching.subject}
        lineup={lineup}
        week={roster.week}
        pending={changes.pending}
        onPick={switchWith}
        onClose={switching.close}
      />
      <ConfirmModal
        open={cutting.open}
        title={t('team.cutTitle')}
        message={cutting.subject ? t('team.cutText', { player: nameOf(cutting.subject) }) : ''}
        confirmLabel={t('team.cutConfirm')}
        onConfirm={() => cutting.subject && cut(cutting.subject)}
        onCancel={cutting.close}
      />
    </>
  );

  return { actions, modals };
}

/** One roster row's buttons: to bench (a starter) or to active (a bench player), switch, cut. */
function LineupButtons({
  player,
  starting,
  pending,
  onToBench,
  onToActive,
  onSwitch,
  onCut,
}: {
  player: SlottedPlayer;
  starting: boolean;
  pending: boolean;
  onToBench: (player: SlottedPlayer) => void;
  onToActive: (player: SlottedPlayer) => void;
  onSwitch: (player: SlottedPlayer) => void;
  onCut: (player: SlottedPlayer) => void;
}) {
  const { t } = useTranslation('player');
  const label = (key: string) => `${t(`team.actions.${key}`)}: ${nameOf(player)}`;
  return (
    <ActionRow>
      {starting ? (
        <Button
          type="button"
          variant="secondary"
          disabled={pending}
          aria-label={label('toBench')}
          onClick={() => onToBench(player)}
        >
          {t('team.actions.toBench')}
        </Button>
      ) : (
        <Button
          type="button"
          variant="secondary"
          disabled={pending}
          aria-label={label('toActive')}
          onClick={() => onToActive(player)}
        >
          {t('team.actions.toActive')}
        </Button>
      )}
      <Button
        type="button"
        variant="secondary"
        disabled={pending}
        aria-label={label('switch')}
        onClick={() => onSwitch(player)}
      >
        {t('team.actions.switch')}
      </Button>
      <Button type="button" variant="danger" disabled={pending} aria-label={label('cut')} onClick={() => onCut(player)}>
        {t('team.actions.cut')}
      </Button>
    </ActionRow>
  );
}

/**
 * The switch dialog (also the move's, when the move needs a partner): the player with his status and points, why it
 * opened (or that nobody fits) and a button per legal partner with his slot, status and points.
 */
function SwitchDialog({
  open,
  choice,
  lineup,
  week,
  pending,
  onPick,
  onClose,
}: {
  open: boolean;
  choice: SwitchChoice | null | undefined;
  lineup: Lineup<SlottedPlayer>;
  /** The round whose points the roster shows. */
  week: number | null;
  pending: boolean;
  onPick: (player: SlottedPlayer, partner: SlottedPlayer) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('player');
  return (
    <Modal open={open} title={choice ? t('team.switchTitle', { player: nameOf(choice.player) }) : ''} onClose={onClose}>
      {choice && (
        <>
          <Subject>
            {nameOf(choice.player)} <RosterPlayerFacts view={choice.player.view} week={week} />
          </Subject>
          <p>
            {choice.candidates.length === 0
              ? t('team.noPartner', { player: nameOf(choice.player) })
              : t(`team.${choice.intro}`, { player: nameOf(choice.player) })}
          </p>
          <Candidates>
            {choice.candidates.map((candidate) => (
              <li key={candidate.id}>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={pending}
                  onClick={() => onPick(choice.player, candidate)}
                >
                  <span>
                    {t('team.candidate', {
                      player: nameOf(candidate),
                      position: candidate.position,
                      slot: t(`team.slots.${slotOf(lineup, candidate)}`),
                    })}
                  </span>
                  <RosterPlayerFacts view={candidate.view} week={week} />
                </Button>
              </li>
            ))}
          </Candidates>
        </>
      )}
    </Modal>
  );
}
