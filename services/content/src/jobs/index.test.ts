import mongoose from 'mongoose';
import { connectTestDatabase, dropTestDatabase, testDatabaseName } from '@hfl/kit/testing';
import { PAGE_VIEW_JOBS } from './page-views';
import { startContentJobs } from './index';

beforeAll(() => connectTestDatabase(testDatabaseName('content_jobs')));
afterAll(dropTestDatabase);

it('when content starts its jobs, then the daily page-view retention sweep is scheduled once, and stopping drains', async () => {
  const first = await startContentJobs();
  await first.stop();
  const second = await startContentJobs();
  await second.stop();

  const jobs = await mongoose.connection
    .db!.collection('agendaJobs')
    .find({ name: PAGE_VIEW_JOBS.retentionSweep })
    .toArray();
  expect(jobs).toHaveLength(1);
  expect(jobs[0]).toMatchObject({ type: 'single', repeatInterval: '1 day' });
});
