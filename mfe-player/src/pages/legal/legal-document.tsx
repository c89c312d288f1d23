import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** The documents of legal.json, by key. */
export type LegalDocumentKey = 'terms' | 'privacy' | 'cookies' | 'copyright';

interface LegalSection {
  title: string;
  paragraphs: Record<string, string>;
  items?: Record<string, string>;
}

interface LegalText {
  title: string;
  effective: string;
  intro: string;
  sections: Record<string, LegalSection>;
}

const Document = styled.article`
  max-width: 860px;
  h2 {
    margin-top: ${({ theme }) => theme.space(6)};
    font-size: 1.25rem;
  }
  /* An anchor jump must not hide the heading under the sticky header. */
  section {
    scroll-margin-top: 96px;
  }
`;

const Effective = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Contents = styled.nav`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.05rem;
  }
  ol {
    margin: 0;
    padding-left: 1.4em;
  }
`;

/**
 * One legal document of legal.json in the UI language (the spec: English when the UI is en, Hungarian
 * otherwise): title, effective date, intro, a table of contents, then the numbered sections, each with its
 * paragraphs followed by its list. The caller makes sure the `legal` namespace is loaded.
 */
export function LegalDocument({ doc }: { doc: LegalDocumentKey }) {
  const { t } = useTranslation('legal');
  const text = t(doc, { returnObjects: true }) as LegalText;
  const sections = Object.entries(text.sections);
  const anchor = (key: string) => `${doc}-${key}`;

  return (
    <Document aria-labelledby={`${doc}-title`}>
      <h1 id={`${doc}-title`}>{text.title}</h1>
      <Effective>{text.effective}</Effective>
      <p>{text.intro}</p>
      <Contents aria-labelledby={`${doc}-contents`}>
        <h2 id={`${doc}-contents`}>{t('player:legal.contents')}</h2>
        <ol>
          {sections.map(([key, section]) => (
            <li key={key}>
              <a href={`#${anchor(key)}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </Contents>
      {sections.map(([key, section], index) => (
        <section key={key} id={anchor(key)} aria-labelledby={`${anchor(key)}-title`}>
          <h2 id={`${anchor(key)}-title`}>
            {index + 1}. {section.title}
          </h2>
          {Object.entries(section.paragraphs).map(([p, paragraph]) => (
            <p key={p}>{paragraph}</p>
          ))}
          {section.items && (
            <ul>
              {Object.entries(section.items).map(([i, item]) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </Document>
  );
}
