import { useCallback, useState } from 'react';
import { API, type UserProfile } from '@hfl/contracts';
import { useApiGet } from '@hfl/shared-ui';

export type ProfileLoad = { status: 'loading' } | { status: 'loaded'; profile: UserProfile } | { status: 'failed' };

/** The signed-in user's profile (`GET /api/users/me`, through useApiGet); a failure is toasted and can be retried. */
export function useProfile(): { load: ProfileLoad; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const profile = useApiGet<UserProfile>(API.me, attempt);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const load: ProfileLoad =
    profile.status === 'ready' ? { status: 'loaded', profile: profile.data } : { status: profile.status };
  return { load, retry };
}
