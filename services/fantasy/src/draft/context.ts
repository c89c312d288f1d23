import type { KeptReads, NotificationOutbox, Notifier, Publisher } from '@hfl/kit';
import type { DraftFields } from '../models/draft';
import type { Leagues } from '../peers/leagues';
import type { Stats } from '../peers/stats';
import type { DraftClock } from './clock';
import type { LiveDraftCache } from './live-drafts';

/** Test-only overrides of the draft's clock (config DRAFT_TEST_*); empty in production. */
export interface DraftTiming {
  turnSeconds?: number;
  startAfterSeconds?: number;
  /** Instead of DRAFT_TURN_ALERT_MIN_SECONDS. */
  turnAlertMinSeconds?: number;
}

export interface DraftDeps {
  leagues: Leagues;
  stats: Stats;
  clock: DraftClock;
  publisher: Publisher;
  /** The managers' notifications (accounts): the draft's start and end. */
  notifier: Notifier;
  /** The turns' on-the-clock and on-deck alerts, many a second in busy drafts: batched, tried again while they matter. */
  turnAlerts: NotificationOutbox;
  /** The leagues' names the turn alerts show, kept a minute: else every pick of a live draft would ask leagues. */
  leagueNames: KeptReads<string | null>;
  timing: DraftTiming;
  /**
   * What follows a completed draft outside the draft (season-flow's `draftCompleted`): called once the rosters and
   * the schedule are made, by every run of the completion (it must be idempotent). Never throws.
   */
  completed: (draft: DraftFields) => void;
  now?: () => Date;
}

/** What every step of a draft works with: its peers, the time, and this process's live drafts and pools. */
export interface DraftContext {
  deps: DraftDeps;
  now: () => Date;
  cache: LiveDraftCache;
}

/** A job may fire a few milliseconds before its moment. */
export const EARLY_TOLERANCE_MS = 20;
