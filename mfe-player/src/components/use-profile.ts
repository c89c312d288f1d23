import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { API, type UserProfile } from '@hfl/contracts';
import { api, describeApiError, toastShown } from '@hfl/shared-ui';

export type ProfileLoad = { status: 'loading' } | { status: 'loaded'; profile: UserProfile } | { status: 'failed' };

/** The signed-in user's profile (`GET /api/users/me`); a failure is toasted and can be retried. */
export function useProfile(): { load: ProfileLoad; retry: () => void } {
  const { t } = useTranslation('player');
  const dispatch = useDispatch();
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<ProfileLoad>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    api
      .get<UserProfile>(API.me)
      .then((profile) => current && setLoad({ status: 'loaded', profile }))
      .catch((error: unknown) => {
        if (!current) return;
        setLoad({ status: 'failed' });
        dispatch(toastShown({ kind: 'error', ...describeApiError(error, t) }));
      });
    // A late answer for a page already left (or an earlier attempt) is dropped.
    return () => {
      current = false;
    };
  }, [attempt, dispatch, t]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, retry };
}
