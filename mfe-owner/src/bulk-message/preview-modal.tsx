import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BulkMessagePreview } from '@hfl/contracts';
import { Modal } from '@hfl/shared-ui';

const Side = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
  section {
    flex: 1 1 240px;
    min-width: 0;
  }
  h3 {
    font-size: 1rem;
    margin: 0 0 4px;
  }
  iframe {
    width: 100%;
    height: 420px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/**
 * Both languages of a bulk message side by side, as the recipients will get them. The e-mail's HTML renders in a
 * sandboxed frame with nothing allowed (no scripts, no same-origin access), so it cannot touch the back-office.
 */
export function PreviewModal({ previews, onClose }: { previews: BulkMessagePreview[]; onClose: () => void }) {
  const { t } = useTranslation('owner');
  return (
    <Modal open title={t('bulkMessage.previewTitle')} onClose={onClose}>
      <Side>
        {previews.map((preview) => {
          const language = t(`bulkMessage.language_${preview.language}`);
          return (
            <section key={preview.language} lang={preview.language}>
              <h3>{preview.subject}</h3>
              <iframe title={t('bulkMessage.previewFrame', { language })} sandbox="" srcDoc={preview.body} />
            </section>
          );
        })}
      </Side>
    </Modal>
  );
}
