import styled from 'styled-components';

/** The card every account page sits in (the login page's look). */
export const AccountPanel = styled.section`
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

/** A highlighted paragraph: what happened and what comes next. */
export const Notice = styled.div<{ $kind?: 'info' | 'success' | 'danger' }>`
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid
    ${({ theme, $kind = 'info' }) =>
      $kind === 'danger' ? theme.colors.danger : $kind === 'success' ? theme.colors.success : theme.colors.accent};
  background: ${({ theme, $kind = 'info' }) =>
    $kind === 'danger'
      ? theme.colors.dangerLight
      : $kind === 'success'
        ? theme.colors.successLight
        : theme.colors.infoLight};
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;

/** A row of buttons and links under a form or notice. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** A hint under a field's label, e.g. the password's minimum length. */
export const Hint = styled.p`
  margin: -8px 0 16px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
