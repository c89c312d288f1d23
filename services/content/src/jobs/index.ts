import { startServiceJobs, type ServiceJobs } from '@hfl/kit';
import { definePageViewJobs, schedulePageViewJobs } from './page-views';

/** Content's Agenda, beside its HTTP server (content has no worker of its own), with every job content processes. */
export function startContentJobs(): Promise<ServiceJobs> {
  return startServiceJobs({
    name: 'content-jobs',
    processEvery: '1 minute',
    maxConcurrency: 2,
    define: definePageViewJobs,
    schedule: schedulePageViewJobs,
  });
}
