import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrapper = styled.div<{ $line: boolean }>`
  display: flex;
  justify-content: center;
  padding: ${({ $line }) => ($line ? '0' : '32px')};
  /* A line's spinner stands where its line of text will: as tall as a paragraph, so the text takes its place. */
  margin: ${({ $line }) => ($line ? '1em 0' : '0')};
`;

const Ring = styled.span<{ $line: boolean }>`
  width: ${({ $line }) => ($line ? '1.5em' : '32px')};
  height: ${({ $line }) => ($line ? '1.5em' : '32px')};
  border: ${({ $line }) => ($line ? '3px' : '4px')} solid ${({ theme }) => theme.colors.primaryLight};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/**
 * A small loading indicator with an accessible name. `line`: for what answers in one paragraph (a status line), so
 * the spinner holds that paragraph's height and nothing below moves when the text replaces it.
 */
export function Spinner({ line = false }: { line?: boolean }) {
  const { t } = useTranslation();
  return (
    <Wrapper role="status" aria-label={t('common:loading')} $line={line}>
      <Ring $line={line} />
    </Wrapper>
  );
}
