import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { API, DEFAULT_TIMEZONE, isTimezone, type FantasyTeamDetails } from '@hfl/contracts';
import { api } from './api/api-client';
import { ApiError } from './api/api-error';
import { takeReadAhead } from './api/reads-ahead';
import { describeApiError } from './api/describe-api-error';
import { toastShown } from './toasts/toasts-slice';

/**
 * The timezone a league's times show in for the user: their team's (`teamId`, from their membership), else the
 * league default Europe/Budapest (spec section 6: a SUPER_ADMIN without a team). Null while the team loads (a read
 * started ahead of the page, `readAhead`, is taken). A team that cannot be read falls back to the default too (a
 * failure other than 404 is toasted, as `useApiGet` does).
 */
export function useTeamTimezone(teamId: string | null): string | null {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [known, setKnown] = useState<{ teamId: string; timezone: string } | null>(null);

  useEffect(() => {
    if (!teamId) return undefined;
    let live = true;
    // The read mfe-player started while the page's code loaded, else one now.
    const path = API.fantasyTeam(teamId);
    (takeReadAhead<FantasyTeamDetails>(path) ?? api.get<FantasyTeamDetails>(path)).then(
      (team) => {
        if (live) setKnown({ teamId, timezone: isTimezone(team.timezone) ? team.timezone : DEFAULT_TIMEZONE });
      },
      (error: unknown) => {
        if (!live) return;
        if (!(error instanceof ApiError && error.status === 404))
          dispatch(toastShown({ kind: 'error', ...describeApiError(error, t) }));
        setKnown({ teamId, timezone: DEFAULT_TIMEZONE });
      },
    );
    return () => {
      live = false;
    };
  }, [dispatch, t, teamId]);

  if (!teamId) return DEFAULT_TIMEZONE;
  return known?.teamId === teamId ? known.timezone : null;
}
