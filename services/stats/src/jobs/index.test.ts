import mongoose from 'mongoose';
import { connectTestDatabase, dropTestDatabase, testDatabaseName, UNREACHABLE_URL } from '@hfl/kit/testing';
import { createFantasy } from '../peers/fantasy';
import { startStatsJobs } from './index';
import { STATS_IMPORT_JOBS } from './stats-imports';

beforeAll(() => connectTestDatabase(testDatabaseName('stats_jobs')));
afterAll(dropTestDatabase);

it('when stats starts its jobs twice, then the import resume is scheduled once every minute, and stopping drains', async () => {
  const fantasy = createFantasy({ fantasyUrl: UNREACHABLE_URL, internalTokenSecret: 'not used: nothing to resume' });

  const first = await startStatsJobs({ fantasy });
  await first.stop();
  const second = await startStatsJobs({ fantasy });
  await second.stop();

  const jobs = await mongoose.connection
    .db!.collection('agendaJobs')
    .find({ name: STATS_IMPORT_JOBS.resume })
    .toArray();
  expect(jobs).toHaveLength(1);
  expect(jobs[0]).toMatchObject({ type: 'single', repeatInterval: '1 minute' });
});
