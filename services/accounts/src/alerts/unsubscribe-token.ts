import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_SCOPES, type UnsubscribeScope } from './settings';

/**
 * An alert's unsubscribe token names the user and what to turn off, signed with the service's secret: nothing is
 * stored per mail, and nobody can forge another user's link. `<userId>-<scope>-<signature>`, safe in a path.
 */
const TOKEN_PATTERN = /^([0-9a-f]{24})-([A-Za-z]+)-([0-9a-f]{32})$/;

const signature = (secret: string, userId: string, scope: string) =>
  createHmac('sha256', secret).update(`email-alerts:${userId}:${scope}`).digest('hex').slice(0, 32);

export function alertUnsubscribeToken(secret: string, userId: string, scope: UnsubscribeScope): string {
  return `${userId}-${scope}-${signature(secret, userId, scope)}`;
}

/** The user and scope a token names, or null when it is not one of ours. */
export function readAlertUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; scope: UnsubscribeScope } | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, userId, scope, given] = match as unknown as [string, string, string, string];
  if (!(UNSUBSCRIBE_SCOPES as readonly string[]).includes(scope)) return null;
  const expected = Buffer.from(signature(secret, userId, scope));
  if (!timingSafeEqual(expected, Buffer.from(given))) return null;
  return { userId, scope: scope as UnsubscribeScope };
}
