import { createWindowLimits, windowKey, type Release, type WindowLimit } from '@hfl/kit';

/**
 * How often someone may do something that costs others (an invitation e-mail, a new league): kit's sliding-window
 * limits (window-limits.ts) in the `usage_limits` collection. A use is claimed before the work and given back when
 * the work fails.
 */
const usages = createWindowLimits('Usage', 'usage_limits');

export const Usage = usages.Model;

export interface UsageLimit extends WindowLimit {
  /** The refusal's message key; it may show `{{limit}}` and `{{hours}}`. */
  message: string;
}

/** `<limit name>:<hashed subject>`: subjects are stored hashed, the collection never holds an e-mail address. */
export const usageKey: (limit: UsageLimit, subject: string) => string = windowKey;

/**
 * Claims one use of `limit` for `subject` before the work is done, or refuses it (429 with the limit's message) when
 * the subject already used it `limit` times within the window. A refused claim leaves nothing behind, so retrying
 * does not push the window on. Call the answered release if the work then fails.
 */
export function claimUsage(limit: UsageLimit, subject: string, now = Date.now()): Promise<Release> {
  return usages.claim(limit, subject, now);
}

/** Does `work` as one use of each claimed limit; the uses are given back when it fails (the thing did not happen). */
export function withUsages<T>(claims: readonly (readonly [UsageLimit, string])[], work: () => Promise<T>): Promise<T> {
  return usages.withClaims(claims, work);
}
