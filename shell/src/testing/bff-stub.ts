import type { SessionUser } from '@hfl/contracts';
import { startApiServer, type ApiRoutes, type ApiServer } from '@hfl/shared-ui/testing';

/**
 * The BFF as the shell's tests need it (a real HTTP server, see startApiServer): GET /api/session answers whoever
 * `sessionUser()` names at the time, beside the test's own routes.
 */
export function startBffStub(sessionUser: () => SessionUser | null, routes: ApiRoutes = {}): Promise<ApiServer> {
  return startApiServer({
    'GET /api/session': () => ({ status: 200, body: { user: sessionUser(), csrfToken: 'csrf-1' } }),
    ...routes,
  });
}
