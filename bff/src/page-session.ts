import type { SessionAnswer } from '@hfl/contracts';
import { sessionAnswer } from './auth-routes';
import type { Sessions } from './session';
import type { PageSessionReader } from './shell-page';

/**
 * A page request's live signed-in session, as GET /api/session answers it, for the page to carry (shell-page.ts).
 * Null for a visitor and for a session that has expired, which ends quietly as on GET /api/session: the page opens as a
 * visitor's, as it did when the shell read GET /api/session first.
 */
export function pageSession(sessions: Sessions): PageSessionReader {
  return async (req, res): Promise<SessionAnswer | null> => {
    await new Promise<void>((resolve, reject) =>
      sessions.middleware(req, res, (err?: unknown) => (err ? reject(err) : resolve())),
    );
    // Ended here rather than left for the API: this request would otherwise roll an idle session's deadline forward.
    await sessions.endIfExpired(req);
    return req.session.user ? sessionAnswer(req) : null;
  };
}
