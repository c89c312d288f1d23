import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import styled, { keyframes } from 'styled-components';
import { TOAST_DURATION_MS } from '@hfl/contracts';
import { BOTTOM_BAR_HEIGHT_VAR } from '../theme';
import { selectToasts, toastDismissed, type Toast } from './toasts-slice';

const slideIn = keyframes`from { transform: translateX(24px); opacity: 0; } to { transform: none; opacity: 1; }`;

const Area = styled.div`
  position: fixed;
  /* Below the sticky header (two rows on a laptop), so a toast never hides the navigation, the account links or the
     language switch. */
  top: 112px;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    top: 72px;
  }
  right: 16px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: min(360px, calc(100vw - 32px));
  /* On a phone the top is where the page's heading and form are: the toasts sit at the bottom, full width, above
     the cookie bar while it shows. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    top: auto;
    bottom: calc(12px + var(${BOTTOM_BAR_HEIGHT_VAR}, 0px) + env(safe-area-inset-bottom, 0px));
    right: 12px;
    left: 12px;
    width: auto;
    flex-direction: column-reverse;
  }
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
  /* A sideways swipe moves the card, not the page. */
  touch-action: pan-y;
  user-select: none;
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

/** How far a finger moves before a touch is a swipe, and how far a swipe goes before it dismisses. */
const TAP_SLOP_PX = 10;
const SWIPE_DISMISS_PX = 80;

/**
 * A touch on the card: a tap or a sideways swipe past SWIPE_DISMISS_PX dismisses it (the card follows the finger);
 * a shorter swipe springs back. A mouse keeps to the close button, so text can still be selected and copied.
 */
function useTouchDismiss(onDismiss: () => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const moved = (event: PointerEvent) => (start.current ? event.clientX - start.current.x : 0);
  return {
    offset,
    handlers: {
      onPointerDown: (event: PointerEvent) => {
        if (event.pointerType === 'mouse') return;
        start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
      },
      onPointerMove: (event: PointerEvent) => {
        if (start.current?.id === event.pointerId) setOffset(moved(event));
      },
      onPointerUp: (event: PointerEvent) => {
        if (start.current?.id !== event.pointerId) return;
        const dx = moved(event);
        const dy = event.clientY - start.current.y;
        start.current = null;
        setOffset(0);
        const tap = Math.abs(dx) < TAP_SLOP_PX && Math.abs(dy) < TAP_SLOP_PX;
        if (tap || Math.abs(dx) >= SWIPE_DISMISS_PX) onDismiss();
      },
      onPointerCancel: () => {
        start.current = null;
        setOffset(0);
      },
    },
  };
}

function ToastCard({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id]);
  const { offset, handlers } = useTouchDismiss(() => dispatch(toastDismissed(toast.id)));
  return (
    <Card
      $kind={toast.kind}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      style={
        offset
          ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - Math.abs(offset) / 200) }
          : undefined
      }
      {...handlers}
    >
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
