import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  API,
  formatUtcDateTime,
  formatZonedDateTime,
  type BulkSendProgress,
  type BulkSendSummary,
} from '@hfl/contracts';
import { Table, useApiGet, type TableColumn } from '@hfl/shared-ui';
import { useOwnerTimezone } from '../owner-settings/use-owner-timezone';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(5)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1rem;
  }
`;

/**
 * The latest sends with their progress, so an owner who is unsure whether a send went (a timeout, a second click)
 * can see it before sending again. Read again after each send and when the one being followed is done.
 */
export function RecentSends({ refresh, progress }: { refresh: number; progress: BulkSendProgress | null }) {
  const { t } = useTranslation('owner');
  const timezone = useOwnerTimezone();
  const sends = useApiGet<BulkSendSummary[]>(API.bulkSends, refresh * 2 + (progress?.done ? 1 : 0));
  if (sends.status !== 'ready' || sends.data.length === 0) return null;
  const columns: Array<TableColumn<BulkSendSummary>> = [
    { key: 'title', header: t('bulkMessage.sends.message'), render: (send) => send.title },
    {
      key: 'createdAt',
      header: t('bulkMessage.sends.started'),
      render: (send) => formatZonedDateTime(formatUtcDateTime(new Date(send.createdAt)), timezone),
    },
    {
      key: 'progress',
      header: t('bulkMessage.sends.progress'),
      render: (send) => t(send.done ? 'bulkMessage.progressDone' : 'bulkMessage.progress', { ...send }),
    },
  ];
  return (
    <Section aria-labelledby="recent-sends-title">
      <h3 id="recent-sends-title">{t('bulkMessage.sends.title')}</h3>
      <Table columns={columns} rows={sends.data} rowKey={(send) => send.id} />
    </Section>
  );
}
