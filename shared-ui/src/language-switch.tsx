import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LOCALES, type Locale } from '@hfl/contracts';

const Group = styled.div`
  display: inline-flex;
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
`;

const Choice = styled.button`
  border: 0;
  padding: 6px 10px;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  color: #fff;
  background: transparent;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

/** EN / HU buttons; the caller decides what choosing means (the shell also stores it on the user). */
export function LanguageSwitch({ onSelect }: { onSelect: (locale: Locale) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Group role="group" aria-label={t('common:language.label')}>
      {LOCALES.map((locale) => (
        <Choice
          key={locale}
          type="button"
          lang={locale}
          // The name holds the visible code too ("Magyar – HU"), so speech users can say what they see.
          aria-label={`${t(`common:language.${locale}`)} – ${locale.toUpperCase()}`}
          aria-pressed={i18n.language === locale}
          onClick={() => onSelect(locale)}
        >
          {locale.toUpperCase()}
        </Choice>
      ))}
    </Group>
  );
}
