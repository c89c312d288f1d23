import { useCallback, useState } from 'react';

/**
 * What a modal is about (a league, a member) and whether it is open. Closing keeps the subject, so the modal still
 * shows it during its close animation.
 */
export function useModalSubject<T>() {
  const [state, setState] = useState<{ subject: T | null; open: boolean }>({ subject: null, open: false });
  const show = useCallback((subject: T) => setState({ subject, open: true }), []);
  const close = useCallback(() => setState((previous) => ({ ...previous, open: false })), []);
  return { subject: state.subject, open: state.open, show, close };
}
