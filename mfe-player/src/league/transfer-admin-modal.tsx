import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { API, type MemberRow } from '@hfl/contracts';
import { Button, Modal, Spinner, useApiGet, type ApiRequest } from '@hfl/shared-ui';
import { ApiForm, SelectField } from '@hfl/shared-ui/forms';
import { useSuccessToast } from './use-confirmed-action';

const transferSchema = yup.object({
  targetUserId: yup.string().required('transfer.targetRequired'),
});
type TransferValues = yup.InferType<typeof transferSchema>;

export interface TransferAdminModalProps {
  /** The league to hand over; the modal is open while it is set. */
  league: { id: string; name: string } | null;
  /** The admin giving up the rights (the signed-in user). */
  fromUserId: string;
  /** Why the transfer is needed (before exiting, before deleting the account). */
  intro: string;
  onTransferred: () => void;
  onCancel: () => void;
}

/**
 * Transfer of admin rights (spec section 4: an admin leaving a league with other members, or deleting the account,
 * first hands it over): choose another member, confirm, `POST .../transfer-rights/{targetId}`.
 */
export function TransferAdminModal({ league, fromUserId, intro, onTransferred, onCancel }: TransferAdminModalProps) {
  const { t } = useTranslation('player');
  return (
    <Modal open={league !== null} title={t('transfer.title')} onClose={onCancel}>
      {league && (
        <>
          <p>{intro}</p>
          <TransferForm league={league} fromUserId={fromUserId} onTransferred={onTransferred} onCancel={onCancel} />
        </>
      )}
    </Modal>
  );
}

function TransferForm({
  league,
  fromUserId,
  onTransferred,
  onCancel,
}: Omit<TransferAdminModalProps, 'intro' | 'league'> & { league: { id: string; name: string } }) {
  const { t } = useTranslation('player');
  const notify = useSuccessToast();
  const members = useApiGet<MemberRow[]>(API.leagueMembers(league.id));
  if (members.status === 'loading') return <Spinner />;
  const candidates = members.status === 'ready' ? members.data.filter((member) => member.user.id !== fromUserId) : [];

  const options = candidates.map((member) => ({
    value: member.user.id,
    label: member.team ? t('transfer.candidate', { name: member.name, team: member.team.name }) : member.name,
  }));
  const transfer = ({ targetUserId }: TransferValues): ApiRequest => ({
    method: 'POST',
    path: API.transferRights(league.id, fromUserId, targetUserId),
  });

  return (
    <ApiForm<TransferValues>
      namespace="player"
      initialValues={{ targetUserId: '' }}
      schema={transferSchema}
      request={transfer}
      onSent={(_answer, { targetUserId }) => {
        const name = candidates.find((member) => member.user.id === targetUserId)?.name ?? '';
        notify(t('transfer.done', { league: league.name, name }));
        onTransferred();
      }}
      submitLabel={t('transfer.submit')}
      extraAction={
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
      }
    >
      <SelectField
        name="targetUserId"
        label={t('transfer.newAdmin')}
        options={options}
        placeholder={t('transfer.choose')}
      />
    </ApiForm>
  );
}
