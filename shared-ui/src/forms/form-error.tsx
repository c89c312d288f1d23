import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Box = styled.div`
  margin-bottom: 16px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.dangerLight};
  color: ${({ theme }) => theme.colors.danger};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
`;

/** The form's general message (e.g. "The e-mail address or the password is wrong…"); nothing when there is none. */
export function FormError({ message }: { message?: string | null }) {
  const { t } = useTranslation();
  if (!message) return null;
  return <Box role="alert">{t(message, { defaultValue: message })}</Box>;
}
