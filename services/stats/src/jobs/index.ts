import { startServiceJobs, type ServiceJobs } from '@hfl/kit';
import type { Fantasy } from '../peers/fantasy';
import { defineStatsImportJobs, scheduleStatsImportJobs } from './stats-imports';

export interface JobDeps {
  fantasy: Fantasy;
}

/** Stats' Agenda, beside its HTTP server (stats has no worker of its own), with every job stats processes. */
export function startStatsJobs(deps: JobDeps): Promise<ServiceJobs> {
  return startServiceJobs({
    name: 'stats-jobs',
    processEvery: '30 seconds',
    maxConcurrency: 2,
    define: (agenda) => defineStatsImportJobs(agenda, deps),
    schedule: scheduleStatsImportJobs,
  });
}
