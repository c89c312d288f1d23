import { SESSION_ELEMENT_ID, type SessionAnswer } from '@hfl/contracts';
import { takeDataBlock } from '@hfl/shared-ui/core';

/**
 * GET /api/session's answer as the BFF wrote it into a signed-in page (bff/src/shell-page.ts), else null: a visitor's
 * page, or one served without it, reads it. Taken once: after a login or logout the page's copy is out of date.
 */
export function takeWrittenSession(doc: Document = document): SessionAnswer | null {
  return takeDataBlock<SessionAnswer>(SESSION_ELEMENT_ID, doc);
}
