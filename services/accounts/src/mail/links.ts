/** Absolute links into the app for e-mails: PUBLIC_URL (with any path prefix) plus the spec's route. */
export function appLink(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

export const LINK_PATHS = {
  /** With `next`, the page the registration was heading to (joining a league, an invitation), for after the login. */
  confirm: (token: string, returnPath?: string | null) =>
    `/account/confirm/${token}${returnPath ? `?next=${encodeURIComponent(returnPath)}` : ''}`,
  /** The forgot-password page, where a new reset link is asked for. */
  forgotPassword: '/reset-password',
  resetPassword: (token: string) => `/reset-password/${token}`,
  changeEmail: (token: string) => `/change-email/${token}`,
  /** A league's home: where an alert without a link of its own leads. */
  league: (leagueId: string) => `/leagues/${leagueId}`,
  /** Where the e-mail alerts are chosen. */
  settings: '/settings',
} as const;

/** An unsubscribe link (a bulk message's or an alert's), served by accounts under /api. */
export const unsubscribePath = (token: string) => `/api/unsubscribe/${token}`;

/** The headers of a mail people can leave with one click (RFC 2369 and RFC 8058): bulk messages and alerts. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
