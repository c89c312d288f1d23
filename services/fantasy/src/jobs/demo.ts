import { exponential, type Agenda } from 'agenda';
import { playDemoMidseason, type DemoDeps } from '../demo/midseason-league';
import { playDemoPastSeason } from '../demo/past-season';
import { leaveOneTrophyUnseen } from '../demo/demo-trophies';

/** Job names of the demo data made once the services are up (the fantasy seed schedules them); ids in payloads. */
export const DEMO_JOBS = {
  midseasonLeague: 'demo.midseasonLeague',
} as const;

export interface MidseasonLeagueJobData {
  leagueSeasonId: string;
}

/** Leagues or stats not up yet: tried again 5 s, 10 s, 20 s... later, up to 10 times (every step is idempotent). */
const retries = exponential({ delay: 5_000, maxDelay: 5 * 60_000, maxRetries: 10 });

/**
 * The mid-season demo league's job: its current league season in mid-season (its past draft, rosters, adds and cuts,
 * and the played rounds' points), then the same league's finished season of last year's real season, and their
 * trophies seen but the demo player's latest (leaveOneTrophyUnseen).
 */
export async function playDemoLeague(deps: DemoDeps, leagueSeasonId: string): Promise<void> {
  await playDemoMidseason(deps, leagueSeasonId);
  await playDemoPastSeason(deps, leagueSeasonId);
  await leaveOneTrophyUnseen(leagueSeasonId);
}

/** The demo leagues' jobs, as the worker runs them. */
export function defineDemoJobs(agenda: Agenda, deps: DemoDeps): void {
  agenda.define<MidseasonLeagueJobData>(
    DEMO_JOBS.midseasonLeague,
    async (job) => playDemoLeague(deps, job.attrs.data.leagueSeasonId),
    { lockLifetime: 60_000, removeOnComplete: true, concurrency: 1, backoff: retries },
  );
}
