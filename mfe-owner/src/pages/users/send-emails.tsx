import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { API } from '@hfl/contracts';
import { Button, Modal, useApiGet } from '@hfl/shared-ui';
import { UntilLoaded } from '../../components/until-loaded';
import { selectOwnerUsersRecipients } from '../../owner-users/slice';

// The message form brings the rich-text editor (tiptap, most of the remote's weight): it downloads when the owner opens
// it, never with the users page.
const BulkMessageModal = lazy(async () => ({ default: (await import('../../bulk-message')).BulkMessageModal }));

/**
 * 'Send Emails' for the selection: the chosen users, or in whole-list mode every user the filter matches (their ids
 * asked for when the owner opens the message, so the list is the one on screen then).
 */
export function SendEmails() {
  const { t } = useTranslation('owner');
  const recipients = useSelector(selectOwnerUsersRecipients);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button type="button" disabled={!recipients} onClick={() => setOpen(true)}>
        {t('users.sendEmails')}
      </Button>
      {open && (
        <Suspense fallback={<Loading onClose={close} />}>
          {recipients?.kind === 'users' && <BulkMessageModal userIds={recipients.ids} onClose={close} />}
          {recipients?.kind === 'wholeList' && <WholeList filter={recipients.filter} onClose={close} />}
        </Suspense>
      )}
    </>
  );
}

function WholeList({ filter, onClose }: { filter: string; onClose: () => void }) {
  const [attempt, setAttempt] = useState(0);
  const matching = useApiGet<{ ids: string[] }>(API.userIds(filter), attempt);
  if (matching.status === 'ready') return <BulkMessageModal userIds={matching.data.ids} onClose={onClose} />;
  return <Loading onClose={onClose} failed={matching.status === 'failed'} onRetry={() => setAttempt((n) => n + 1)} />;
}

/** The message's dialog while its recipients or its form are on the way. */
function Loading({
  onClose,
  failed = false,
  onRetry = () => undefined,
}: {
  onClose: () => void;
  failed?: boolean;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('owner');
  return (
    <Modal open title={t('bulkMessage.title')} onClose={onClose}>
      <UntilLoaded failed={failed} onRetry={onRetry} />
    </Modal>
  );
}
