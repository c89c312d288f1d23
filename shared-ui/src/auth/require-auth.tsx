import { useEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router';
import type { Role } from '@hfl/contracts';
import { selectSessionExpired, selectSessionReady, selectUser } from '../session/session-slice';
import { Spinner } from '../spinner';
import { rememberReturnRoute, type ReturnRouteState } from './return-route';

/** Location state the login page reads to show common:accessDenied. */
export interface AccessDeniedState extends ReturnRouteState {
  accessDenied: true;
}

/**
 * Guards a page: a visitor is sent to /login (the route is remembered), a user without `role` to /secure, and a user
 * whose session just ended mid-use (a 401) to /expired, never to the visitor's "Access Denied".
 * Waits for the session to load instead of redirecting a user who is in fact logged in.
 */
export function RequireAuth({ role, children }: { role?: Role; children: ReactNode }) {
  const ready = useSelector(selectSessionReady);
  const user = useSelector(selectUser);
  const expired = useSelector(selectSessionExpired);
  const location = useLocation();
  const navigate = useNavigate();
  const denied = ready && !user;
  const wrongRole = ready && !!user && !!role && !user.roles.includes(role);

  useEffect(() => {
    if (denied && expired) {
      navigate('/expired', { replace: true });
    } else if (denied) {
      const returnHash = rememberReturnRoute(`${location.pathname}${location.search}`);
      navigate('/login', { replace: true, state: { accessDenied: true, returnHash } satisfies AccessDeniedState });
    } else if (wrongRole) {
      navigate('/secure', { replace: true });
    }
  }, [denied, expired, wrongRole, location.pathname, location.search, navigate]);

  if (!ready) return <Spinner />;
  if (denied || wrongRole) return null;
  return <>{children}</>;
}
