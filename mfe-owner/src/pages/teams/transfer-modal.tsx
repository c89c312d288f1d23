import { useMemo } from 'react';
import { Formik, type FormikHelpers } from 'formik';
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
import { Modal, api, toastShown } from '@hfl/shared-ui';
import { SelectField } from '@hfl/shared-ui/forms';
import { ModalForm } from '../../components/modal-form';
import { reportFormFailure } from '../../components/report-form-failure';

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

  const submit = async ({ teamId }: { teamId: string }, { setErrors, setStatus }: FormikHelpers<{ teamId: string }>) => {
    if (!player) return;
    setStatus(undefined);
    try {
      const moved = await api.post<PlayerDetails>(API.playerTransfer(player.id, teamId));
      dispatch(
        toastShown({
          kind: 'success',
          title: t('common:toast.success'),
          message: t('teams.transferred', { player: moved.name, team: moved.team?.name ?? '' }),
        }),
      );
      onMoved();
    } catch (failure) {
      reportFormFailure(failure, { setErrors, setStatus }, dispatch, t);
    }
  };

  return (
    <Modal open={open} title={t('teams.transfer.title', { name: player?.name ?? '' })} onClose={onClose}>
      {open && (
        <Formik<{ teamId: string }> initialValues={{ teamId: '' }} validate={validate} onSubmit={submit}>
          {() => (
            <ModalForm submitLabel={t('teams.transfer.submit')} onCancel={onClose}>
              <SelectField
                name="teamId"
                label={t('teams.transfer.team')}
                options={options}
                placeholder={t('teams.transfer.chooseTeam')}
              />
            </ModalForm>
          )}
        </Formik>
      )}
    </Modal>
  );
}
