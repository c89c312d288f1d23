import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import styled, { keyframes } from 'styled-components';
import { TOAST_DURATION_MS } from '@hfl/contracts';
import { selectToasts, toastDismissed, type Toast } from './toasts-slice';

const slideIn = keyframes`from { transform: translateX(24px); opacity: 0; } to { transform: none; opacity: 1; }`;

const Area = styled.div`
  position: fixed;
  /* Below the sticky header, so a toast never hides the account links or the language switch. */
  top: 72px;
  right: 16px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: min(360px, calc(100vw - 32px));
`;

const Card = styled.div<{ $kind: Toast['kind'] }>`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  background: ${({ theme, $kind }) => theme.colors[`${$kind === 'error' ? 'danger' : $kind}Light`]};
  border-left: 6px solid ${({ theme, $kind }) => theme.colors[$kind === 'error' ? 'danger' : $kind]};
  animation: ${slideIn} 0.2s ease;
  p {
    margin: 0;
  }
  strong {
    display: block;
  }
`;

const Text = styled.div`
  flex: 1;
`;

const Close = styled.button`
  border: 0;
  background: none;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function ToastCard({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id]);
  return (
    <Card $kind={toast.kind} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <Text>
        <strong>{toast.title}</strong>
        <p>{toast.message}</p>
      </Text>
      <Close type="button" aria-label={t('common:toast.close')} onClick={() => dispatch(toastDismissed(toast.id))}>
        ×
      </Close>
    </Card>
  );
}

/** Renders the toasts slice; each toast leaves by itself after the spec's 10 seconds. */
export function ToastArea() {
  const toasts = useSelector(selectToasts);
  return (
    <Area>
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} />
      ))}
    </Area>
  );
}
