import styled from 'styled-components';

/** A centred card for the shell's own short pages (expired, not found, fallback). */
export const Notice = styled.section`
  max-width: 560px;
  margin: 48px auto;
  padding: 32px 24px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  border-top: 6px solid ${({ theme }) => theme.colors.primary};
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
