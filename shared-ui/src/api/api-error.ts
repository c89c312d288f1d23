import type { Violation } from '@hfl/contracts';

/** A failed API call. `hasBody` is false for network failures and answers without an error envelope. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly violations: Violation[];
  readonly hasBody: boolean;
  /** A 401 that ended the signed-in session: the app already says so on /expired, so no toast repeats it. */
  readonly endedSession: boolean;

  constructor(init: {
    status: number;
    code?: string;
    message?: string;
    violations?: Violation[];
    hasBody: boolean;
    endedSession?: boolean;
  }) {
    super(init.message ?? '');
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.violations = init.violations ?? [];
    this.hasBody = init.hasBody;
    this.endedSession = init.endedSession ?? false;
  }
}

/** True for the failure of a call whose 401 ended the session (the /expired page explains it, not a toast). */
export function endedSession(error: unknown): boolean {
  // By shape: the forms subpath and the remotes may hold another copy of the class.
  return error instanceof Error && (error as Partial<ApiError>).endedSession === true;
}
