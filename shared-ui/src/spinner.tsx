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
