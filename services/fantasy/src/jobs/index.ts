import type { Agenda } from 'agenda';

/**
 * One function per job group (draft clock, week jobs, ...), each in its own file in this folder,
 * defining namespaced jobs such as `draft/turnExpired`. A new group is added to this list.
 */
const jobGroups: Array<(agenda: Agenda) => void> = [];

/** Registers every job the fantasy worker processes. */
export function defineJobs(agenda: Agenda): void {
  for (const defineGroup of jobGroups) defineGroup(agenda);
}
