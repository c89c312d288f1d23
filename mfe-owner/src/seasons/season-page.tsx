import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeasonListItem } from '@hfl/contracts';
import { PageHeader, Spinner } from '@hfl/shared-ui';
import { UntilLoaded } from '../components/until-loaded';
import { SeasonSwitcher, useSeasonChoice } from './season-switcher';

/**
 * A read-only back-office page about one season (game and player statistics, rosters): its title, the season switcher
 * and the page's content for the chosen season; 'No data available' without any season. `onChoose` runs before
 * another season is chosen (a page drops what belonged to the previous one, e.g. its round).
 */
export function SeasonPage({
  title,
  titleId,
  onChoose,
  children,
}: {
  title: string;
  titleId: string;
  onChoose?: () => void;
  children: (season: SeasonListItem) => ReactNode;
}) {
  const { t } = useTranslation('owner');
  const choice = useSeasonChoice();
  let body;
  if (choice.status === 'loading') {
    body = <Spinner />;
  } else if (choice.status === 'failed') {
    body = <UntilLoaded failed onRetry={choice.retry} />;
  } else if (!choice.season) {
    body = <p>{t('common:table.noData')}</p>;
  } else {
    const choose = (id: string) => {
      onChoose?.();
      choice.choose(id);
    };
    body = (
      <>
        <SeasonSwitcher choice={{ ...choice, choose }} />
        {children(choice.season)}
      </>
    );
  }
  return (
    <section aria-labelledby={titleId}>
      <PageHeader>
        <h1 id={titleId}>{title}</h1>
      </PageHeader>
      {body}
    </section>
  );
}
