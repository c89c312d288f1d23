import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { ConfirmModal, toastShown, useApiAction, useModalSubject, type ApiRequest } from '@hfl/shared-ui';

export interface ConfirmedAction {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The call; a failure is toasted as the spec's error. */
  request: ApiRequest;
  /** What follows the call once it went through. */
  onDone: () => void;
}

/**
 * The league pages' confirmed actions (withdraw, remove, accept, exit, delete): `ask` opens the confirmation,
 * confirming runs the action once; `busy` is true meanwhile so the page's buttons can wait.
 */
export function useConfirmedAction(): { ask: (action: ConfirmedAction) => void; busy: boolean; modal: ReactNode } {
  const { subject: asking, open, show: ask, close: cancel } = useModalSubject<ConfirmedAction>();
  const { run, pending: busy } = useApiAction();

  const confirm = async () => {
    if (!asking || busy) return;
    cancel();
    if ((await run(asking.request)).ok) asking.onDone();
  };

  const modal = (
    <ConfirmModal
      open={open}
      title={asking?.title}
      message={asking?.message}
      confirmLabel={asking?.confirmLabel}
      onConfirm={() => void confirm()}
      onCancel={cancel}
    />
  );
  return { ask, busy, modal };
}

/** The spec's success notice ("Success" and what happened). */
export function useSuccessToast(): (message: string) => void {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  return useCallback(
    (message: string) => {
      dispatch(toastShown({ kind: 'success', title: t('common:toast.success'), message }));
    },
    [dispatch, t],
  );
}
