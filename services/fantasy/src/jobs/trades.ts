import type { Agenda } from 'agenda';
import { everyOnce, logger } from '@hfl/kit';
import type { TradeDeps } from '../trades/context';
import { sweepTrades } from '../trades/decide';

export const TRADE_JOBS = {
  /** Every minute: accepts left in the middle finished, pending proposals whose player left cancelled. */
  resumeSweep: 'trades:resume-sweep',
} as const;

/** A sweep holds nothing for long; one that dies is run again by the next minute's. */
const options = { lockLifetime: 60_000, concurrency: 1 } as const;

export function defineTradeJobs(agenda: Agenda, deps: TradeDeps): void {
  agenda.define(
    TRADE_JOBS.resumeSweep,
    async () => {
      const changed = await sweepTrades(deps);
      if (changed > 0) logger.info({ changed }, 'trades: the sweep settled proposals');
    },
    options,
  );
}

/** The sweep's schedule (one job, whatever the number of workers: Agenda keeps one `every` job per name). */
export async function scheduleTradeJobs(agenda: Agenda): Promise<void> {
  await everyOnce(agenda, '1 minute', TRADE_JOBS.resumeSweep);
}
