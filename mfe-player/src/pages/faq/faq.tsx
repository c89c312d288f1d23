import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Spinner } from '@hfl/shared-ui';
import { faqNamespace } from '../../i18n/lazy-namespaces';
import { useLazyNamespace } from '../../i18n/use-lazy-namespace';

const Item = styled.div`
  margin-bottom: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

const Question = styled.button`
  display: flex;
  justify-content: space-between;
  width: 100%;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  text-align: left;
  color: ${({ theme }) => theme.colors.primaryDark};
  cursor: pointer;
`;

const Answer = styled.div`
  padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
`;

/** The heading comes with the register chunk; the questions and answers (faq.json) load with the page. */
export function FaqPage() {
  const { t } = useTranslation('player');
  const baseId = useId();
  const ready = useLazyNamespace('faq', faqNamespace);
  return (
    <section aria-labelledby={`${baseId}-title`}>
      <h1 id={`${baseId}-title`}>{t('faq.title')}</h1>
      {ready ? <Questions baseId={baseId} /> : <Spinner />}
    </section>
  );
}

function Questions({ baseId }: { baseId: string }) {
  const { t } = useTranslation('faq');
  // The questions and their order are the translation resource's; both languages share the keys.
  const questions = Object.keys(t('items', { returnObjects: true }) as Record<string, unknown>);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(questions.slice(0, 1)));

  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <>
      {questions.map((key) => {
        const expanded = open.has(key);
        const buttonId = `${baseId}-${key}-q`;
        const panelId = `${baseId}-${key}-a`;
        return (
          <Item key={key}>
            <h2>
              <Question
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(key)}
              >
                {t(`items.${key}.q`)}
                <span aria-hidden="true">{expanded ? '−' : '+'}</span>
              </Question>
            </h2>
            <Answer id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
              <p>{t(`items.${key}.a`)}</p>
            </Answer>
          </Item>
        );
      })}
    </>
  );
}
