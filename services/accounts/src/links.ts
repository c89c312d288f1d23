/** Absolute links into the app for e-mails: PUBLIC_URL (with any path prefix) plus the spec's route. */
export function appLink(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}

export const LINK_PATHS = {
  confirm: (token: string) => `/account/confirm/${token}`,
  resetPassword: (token: string) => `/reset-password/${token}`,
  changeEmail: (token: string) => `/change-email/${token}`,
} as const;
