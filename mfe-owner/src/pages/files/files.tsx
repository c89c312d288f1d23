import { useTranslation } from 'react-i18next';
import { PageHeader } from '@hfl/shared-ui';
import { AdsSection } from './ads-section';
import { TeamLogosSection } from './team-logos-section';

/** `/owner/files`: the pre-made team logos (gallery, upload, delete) and the pages' ads (one per page and placement). */
export function OwnerFilesPage() {
  const { t } = useTranslation('owner');
  return (
    <section aria-labelledby="owner-files-title">
      <PageHeader>
        <h1 id="owner-files-title">{t('files.title')}</h1>
      </PageHeader>
      <TeamLogosSection />
      <AdsSection />
    </section>
  );
}
