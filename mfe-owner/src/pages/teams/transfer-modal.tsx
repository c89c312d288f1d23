import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import {
  API,
  formValidator,
  playerTransferFormSchema,
  type PlayerDetails,
  type PlayerSummary,
  type RealTeam,
} from '@hfl/contracts';
import { Modal, toastShown } from '@hfl/shared-ui';
import { ApiForm, SelectField } from '@hfl/shared-ui/forms';

export interface TransferModalProps {
  open: boolean;
  /** The player moving away from `fromTeamId`. */
  player: PlayerSummary | null;
  fromTeamId: string;
  teams: RealTeam[];
  onClose: () => void;
  /** After the move went through and the success toast was shown. */
  onMoved: () => void;
}

/** Transfer player: the target team is any other club ('Please select team' until one is chosen). */
export function TransferModal({ open, player, fromTeamId, teams, onClose, onMoved }: TransferModalProps) {
  const { t } = useTranslation('owner');
  const dispatch = useDispatch();
  const validate = useMemo(() => formValidator(playerTransferFormSchema, t), [t]);
  const options = teams.filter((team) => team.id !== fromTeamId).map((team) => ({ value: team.id, label: team.name }));

  const announce = (moved: PlayerDetails) => {
    dispatch(
      toastShown({
        kind: 'success',
        title: t('common:toast.success'),
        message: t('teams.transferred', { player: moved.name, team: moved.team?.name ?? '' }),
      }),
    );
    onMoved();
  };

  return (
    <Modal open={open} title={t('teams.transfer.title', { name: player?.name ?? '' })} onClose={onClose}>
      {open && player && (
        <ApiForm<{ teamId: string }, PlayerDetails>
          initialValues={{ teamId: '' }}
          validate={validate}
          request={({ teamId }) => ({ method: 'POST', path: API.playerTransfer(player.id, teamId) })}
          onSent={announce}
          submitLabel={t('teams.transfer.submit')}
          onCancel={onClose}
        >
          <SelectField
            name="teamId"
            label={t('teams.transfer.team')}
            options={options}
            placeholder={t('teams.transfer.chooseTeam')}
          />
        </ApiForm>
      )}
    </Modal>
  );
}
