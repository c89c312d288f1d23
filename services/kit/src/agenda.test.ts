import mongoose from 'mongoose';
import { startServiceJobs } from './agenda';
import { connectTestDatabase, dropTestDatabase, testDatabaseName } from './testing';

beforeAll(() => connectTestDatabase(testDatabaseName('kit_agenda')));
afterAll(dropTestDatabase);

describe('startServiceJobs', () => {
  it('when a service starts its jobs, then what it schedules runs as its defined job under its name, and its stop drains once however often called', async () => {
    let ran: (id: string) => void = () => {};
    const run = new Promise<string>((resolve) => (ran = resolve));

    const jobs = await startServiceJobs({
      name: 'kit-test-jobs',
      processEvery: '0.2 seconds',
      maxConcurrency: 1,
      define: (agenda) =>
        agenda.define('kitTest:tick', async (job: { attrs: { data: { id: string } } }) => ran(job.attrs.data.id), {
          // Agenda keeps a timer of half the lock running after the job: a short one lets jest exit.
          lockLifetime: 500,
        }),
      schedule: async (agenda) => {
        await agenda.now('kitTest:tick', { id: 'tick-1' });
      },
    });

    expect(await run).toBe('tick-1');
    const stopping = jobs.stop();
    expect(jobs.stop()).toBe(stopping);
    await stopping;
    const stored = await mongoose.connection.db!.collection('agendaJobs').findOne({ name: 'kitTest:tick' });
    expect(stored).toMatchObject({ lastModifiedBy: 'kit-test-jobs', data: { id: 'tick-1' } });
  });
});
