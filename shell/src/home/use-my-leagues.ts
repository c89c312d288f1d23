import { useCallback, useState } from 'react';
import { API, type MyLeaguesView } from '@hfl/contracts';
import { useApiGet, type ApiGetState } from '@hfl/shared-ui/core';

/**
 * The "My leagues" band's one read (`GET /api/my-leagues`): loading, failed (toasted) or ready; `reload` asks again
 * (the Retry button, and the draft clock when a turn runs out: the next turn is someone else's).
 */
export interface MyLeaguesRead {
  state: ApiGetState<MyLeaguesView>;
  reload: () => void;
}

export function useMyLeagues(): MyLeaguesRead {
  const [attempt, setAttempt] = useState(0);
  const state = useApiGet<MyLeaguesView>(API.myLeagues, attempt);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
