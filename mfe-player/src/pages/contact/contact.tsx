import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SOCIAL_LINKS } from '@hfl/contracts';
import { Spinner, VisuallyHidden } from '@hfl/shared-ui';
import { pagesNamespace } from '../../i18n/lazy-namespaces';
import { useLazyNamespace } from '../../i18n/use-lazy-namespace';

/** The credits the spec lists, in the order shown. */
const CREDITS = ['webDevelopment', 'photography', 'bannerPhotos'] as const;

const Page = styled.section`
  max-width: 820px;
  h2 {
    margin-top: ${({ theme }) => theme.space(6)};
    font-size: 1.25rem;
  }
  ul {
    padding-left: 1.2em;
  }
  /* The names' column takes at most half a narrow screen, wrapping a long name, so a phone needs no sideways scroll. */
  dl {
    display: grid;
    grid-template-columns: fit-content(50%) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: break-word;
  }
`;

/** `/contact`: the owner's mail link, the social profiles (new tab) and the credits. */
export function ContactPage() {
  const ready = useLazyNamespace('pages', pagesNamespace);
  return ready ? <Contact /> : <Spinner />;
}

function Contact() {
  const { t } = useTranslation('pages');
  const email = t('contact.owner.email');
  return (
    <Page aria-labelledby="contact-title">
      <h1 id="contact-title">{t('contact.title')}</h1>
      <p>{t('contact.intro')}</p>

      <h2>{t('contact.owner.heading')}</h2>
      <p>{t('contact.owner.text')}</p>
      <p>
        <a href={`mailto:${email}`}>{t('contact.owner.mailLabel')}</a> ({email})
      </p>

      <h2>{t('contact.social.heading')}</h2>
      <ul>
        {SOCIAL_LINKS.map((link) => (
          <li key={link.key}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {t(`contact.social.${link.key}`)}
              <VisuallyHidden> {t('common:footer.newTab')}</VisuallyHidden>
            </a>
          </li>
        ))}
      </ul>

      <h2>{t('contact.credits.heading')}</h2>
      <dl>
        {CREDITS.map((credit) => (
          <Fragment key={credit}>
            <dt>{t(`contact.credits.${credit}.label`)}</dt>
            <dd>{t(`contact.credits.${credit}.value`)}</dd>
          </Fragment>
        ))}
      </dl>
    </Page>
  );
}
