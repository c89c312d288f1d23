import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import { rememberReturnRoute, toastShown } from '@hfl/shared-ui';
import { useRunOnce } from './use-run-once';

export interface VisitorNotice {
  title: string;
  message: string;
}

/**
 * A visitor asked for something that needs an account (join or create a league, accept an invitation): say so,
 * remember where they were going, and send them to /register with the route's hash, which registration passes on
 * and login checks before returning there.
 */
export function useSendToRegister(): (
  returnPath: string,
  notice: VisitorNotice,
  /** A page a visitor may not see replaces itself (Back must not lead there again); a click pushes. */
  replace?: boolean,
) => void {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return useCallback(
    (returnPath, notice, replace = true) => {
      dispatch(toastShown({ kind: 'info', ...notice }));
      const hash = rememberReturnRoute(returnPath);
      navigate(`/register?hash=${hash}`, { replace });
    },
    [dispatch, navigate],
  );
}

/** Rendered instead of a page a visitor cannot use: sends them to /register, to come back to this very route. */
export function SendVisitorToRegister({ notice }: { notice: VisitorNotice }) {
  const location = useLocation();
  const sendToRegister = useSendToRegister();
  useRunOnce(() => sendToRegister(`${location.pathname}${location.search}`, notice));
  return null;
}
