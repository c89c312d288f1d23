import * as yup from 'yup';

/** `POST /api/page-views`: the page the visitor opened (the service stores it as `pageViewPath(path)`). */
export const pageViewSchema = yup.object({
  path: yup
    .string()
    .typeError('validation:pagePathInvalid')
    .required('validation:pagePathInvalid')
    .max(2000, 'validation:pagePathInvalid')
    .matches(/^\//, 'validation:pagePathInvalid'),
});
export type PageViewPayload = yup.InferType<typeof pageViewSchema>;

/** `GET /api/owner/page-views`: one row per page, most viewed over 30 days first. */
export interface PageViewCount {
  /** The page, ids as `:id` (`/leagues/:id/standings`). */
  path: string;
  /** Views over the last 7 days, today included (UTC days). */
  last7Days: number;
  /** Views over the last 30 days, today included (UTC days). */
  last30Days: number;
}

/** `GET /api/owner/users-summary`. */
export interface UsersSummary {
  total: number;
  /** Accounts whose e-mail address is confirmed. */
  confirmed: number;
  /** Accounts created in the last 7 days. */
  newLast7Days: number;
  newsletterSubscribers: number;
}

/** `GET /api/owner/leagues-summary`. */
export interface LeaguesSummary {
  total: number;
  /** Leagues with as many members as their size. */
  full: number;
  /** Leagues whose current season has a draft (scheduled, running or done). */
  withDraft: number;
}

/** `GET /api/owner/drafts-summary`: league seasons of the current real season. */
export interface DraftsSummary {
  scheduled: number;
  running: number;
  completedThisSeason: number;
}
