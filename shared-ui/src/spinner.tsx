import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrapper = styled.div`
  display: flex;
  justify-content: center;
  padding: 32px;
`;

const Ring = styled.span`
  width: 32px;
  height: 32px;
  border: 4px solid ${({ theme }) => theme.colors.primaryLight};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** A small loading indicator with an accessible name. */
export function Spinner() {
  const { t } = useTranslation();
  return (
    <Wrapper role="status" aria-label={t('common:loading')}>
      <Ring />
    </Wrapper>
  );
}

/**
 * One spinner stands for a view until the answer that decides what sits above it is in; the view meanwhile renders
 * unseen (its own reads start at once), so nothing arriving later pushes it down.
 */
export function SpinnerUntil({ ready, children }: { ready: boolean; children: ReactNode }) {
  return (
    <>
      {!ready && <Spinner />}
      <div hidden={!ready}>{children}</div>
    </>
  );
}
