/** Absolute links into the app for e-mails: PUBLIC_URL (with any path prefix) plus the spec's route. */
export function appLink(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

export const LINK_PATHS = {
  confirm: (token: string) => `/account/confirm/${token}`,
  /** The forgot-password page, where a new reset link is asked for. */
  forgotPassword: '/reset-password',
  resetPassword: (token: string) => `/reset-password/${token}`,
  changeEmail: (token: string) => `/change-email/${token}`,
} as const;
