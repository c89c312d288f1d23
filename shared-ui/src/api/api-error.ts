import type { Violation } from '@hfl/contracts';

/** A failed API call. `hasBody` is false for network failures and answers without an error envelope. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly violations: Violation[];
  readonly hasBody: boolean;

  constructor(init: { status: number; code?: string; message?: string; violations?: Violation[]; hasBody: boolean }) {
    super(init.message ?? '');
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.violations = init.violations ?? [];
    this.hasBody = init.hasBody;
  }
}
