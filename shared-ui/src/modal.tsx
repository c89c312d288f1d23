import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { FocusTrap } from 'focus-trap';
import { useTranslation } from 'react-i18next';
import styled, { css, keyframes } from 'styled-components';
import { Button } from '@hfl/shared-ui/core';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  /** 'wide' for a dialog holding a table (the player popup's weekly statistics), so no column hides behind a scroll. */
  size?: 'default' | 'wide';
}

const IS_JSDOM = typeof navigator !== 'undefined' && navigator.userAgent.includes('jsdom');

/** The spec's modal close animation. */
export const MODAL_CLOSE_MS = 200;

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;

const Backdrop = styled.div<{ $closing: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgba(6, 30, 16, 0.55);
  animation: ${({ $closing }) =>
    $closing
      ? css`
          ${fadeOut} ${MODAL_CLOSE_MS}ms ease forwards
        `
      : css`
          ${fadeIn} ${MODAL_CLOSE_MS}ms ease
        `};
`;

const Dialog = styled.div<{ $wide: boolean }>`
  width: min(${({ $wide }) => ($wide ? '960px' : '560px')}, 100%);
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  border-top: 6px solid ${({ theme }) => theme.colors.primary};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 16px 20px 0;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const CloseButton = styled.button`
  border: 0;
  background: none;
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Body = styled.div`
  padding: 16px 20px;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  padding: 0 20px 16px;
`;

let focusTrapLibrary: Promise<typeof import('focus-trap')> | undefined;
const loadFocusTrap = () => (focusTrapLibrary ??= import('focus-trap'));

/** Accessible dialog: labelled by its title, Escape closes, focus moves in, stays in (trapped) and goes back out. */
export function Modal({ open, title, onClose, children, footer, size = 'default' }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(open);
  const closing = mounted && !open;

  useEffect(() => {
    if (open) {
      setMounted(true);
      return undefined;
    }
    // Stay mounted for the close animation.
    const timer = setTimeout(() => setMounted(false), MODAL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    // Focus moves in at once; the trap (its library loads with the first dialog, off the first page) follows.
    dialog.focus();
    let trap: FocusTrap | undefined;
    let closed = false;
    void loadFocusTrap().then(({ createFocusTrap }) => {
      if (closed) return;
      // Tab and Shift+Tab cycle inside the dialog; a dialog opened from a dialog pauses the first one's trap.
      trap = createFocusTrap(dialog, {
        initialFocus: false,
        fallbackFocus: dialog,
        escapeDeactivates: false,
        allowOutsideClick: true,
        // Given back at once below (the library would wait a tick), so the next key press lands where it should.
        returnFocusOnDeactivate: false,
        // jsdom lays nothing out, so every element would look hidden to the default visibility check.
        tabbableOptions: { displayCheck: IS_JSDOM ? 'none' : 'full' },
      });
      trap.activate();
    });
    const onKey = (event: KeyboardEvent) => {
      // An Escape a control inside already used (a date field closing its calendar) leaves the dialog open.
      if (event.key === 'Escape' && !event.defaultPrevented) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      closed = true;
      document.removeEventListener('keydown', onKey);
      trap?.deactivate();
      previous?.focus?.();
    };
  }, [open, onClose]);

  if (!mounted && !open) return null;
  return createPortal(
    <Backdrop $closing={closing} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Dialog
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        ref={dialogRef}
        $wide={size === 'wide'}
      >
        <Header>
          <h2 id={titleId}>{title}</h2>
          <CloseButton type="button" aria-label={t('common:actions.close')} onClick={onClose}>
            ×
          </CloseButton>
        </Header>
        <Body>{children}</Body>
        {footer ? <Footer>{footer}</Footer> : null}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}

export interface ConfirmModalProps {
  open: boolean;
  title?: ReactNode;
  message: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmModal({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title ?? t('common:modal.confirmTitle')}
      onClose={onCancel}
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {cancelLabel ?? t('common:actions.cancel')}
          </Button>
          <Button type="button" onClick={onConfirm}>
            {confirmLabel ?? t('common:actions.confirm')}
          </Button>
        </>
      }
    >
      {message}
    </Modal>
  );
}
