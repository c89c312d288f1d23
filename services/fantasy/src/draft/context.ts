import type { Notifier, Publisher } from '@hfl/kit';
import type { Leagues } from '../peers/leagues';
import type { Stats } from '../peers/stats';
import type { DraftClock } from './clock';
import type { LiveDraftCache } from './live-drafts';

/** Test-only overrides of the draft's clock (config DRAFT_TEST_*); empty in production. */
export interface DraftTiming {
  turnSeconds?: number;
  startAfterSeconds?: number;
}

export interface DraftDeps {
  leagues: Leagues;
  stats: Stats;
  clock: DraftClock;
  publisher: Publisher;
  /** The managers' notifications (accounts): the draft's start and end. */
  notifier: Notifier;
  timing: DraftTiming;
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
