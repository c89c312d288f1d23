import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Spinner } from '@hfl/shared-ui';
import { pagesNamespace } from '../../i18n/lazy-namespaces';
import { useLazyNamespace } from '../../i18n/use-lazy-namespace';

const Page = styled.section`
  max-width: 820px;
`;

type PlaceholderPageKey = 'press' | 'media';

/** The spec gives /press and /media a heading and placeholder text only; the texts live in pages.json. */
function PlaceholderPage({ page }: { page: PlaceholderPageKey }) {
  const ready = useLazyNamespace('pages', pagesNamespace);
  return ready ? <PlaceholderText page={page} /> : <Spinner />;
}

function PlaceholderText({ page }: { page: PlaceholderPageKey }) {
  const { t } = useTranslation('pages');
  const paragraphs = Object.keys(t(`${page}.paragraphs`, { returnObjects: true }) as Record<string, string>);
  return (
    <Page aria-labelledby={`${page}-title`}>
      <h1 id={`${page}-title`}>{t(`${page}.title`)}</h1>
      {paragraphs.map((key) => (
        <p key={key}>{t(`${page}.paragraphs.${key}`)}</p>
      ))}
      <p>
        <a href={`mailto:${t('contact.owner.email')}`}>{t(`${page}.mailLabel`)}</a>
      </p>
    </Page>
  );
}

export function PressPage() {
  return <PlaceholderPage page="press" />;
}

export function MediaPage() {
  return <PlaceholderPage page="media" />;
}
