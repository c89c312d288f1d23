import { expectSaga } from 'redux-saga-test-plan';
import type { BulkSendProgress } from '@hfl/contracts';
import { startSagaApiServer, type ApiServer, type Reply } from '@hfl/shared-ui/testing';
import { bulkSendSaga, PROGRESS_POLL_MS } from './saga';
import { bulkSendReducer, initialBulkSendState, watchRequested, watchStopped, type BulkSendState } from './slice';

const SEND_ID = 'e0000000000000000000000e';
const RUNNING: BulkSendProgress = { total: 3, sent: 1, failed: 0, remaining: 2, done: false };
const DONE: BulkSendProgress = { total: 3, sent: 2, failed: 1, remaining: 0, done: true };

describe('bulk send progress saga', () => {
  let server: ApiServer;
  let replies: Reply[];

  beforeEach(async () => {
    server = await startSagaApiServer({
      [`GET /api/owner/messages/sends/${SEND_ID}`]: () => (replies.length > 1 ? replies.shift()! : replies[0]!),
    });
  });

  afterEach(() => server.close());

  it('when a send is followed, then its progress is polled until done, and no more after', async () => {
    replies = [
      { status: 200, body: RUNNING },
      { status: 200, body: DONE },
    ];

    const { storeState } = await expectSaga(bulkSendSaga)
      .withReducer(bulkSendReducer, initialBulkSendState)
      .dispatch(watchRequested(SEND_ID))
      .silentRun(PROGRESS_POLL_MS * 3);

    expect(storeState).toEqual<BulkSendState>({ sendId: SEND_ID, progress: DONE, failed: false });
    expect(server.requests).toHaveLength(2);
  });

  it('when the progress cannot be read three times in a row, then the slice says so (and it keeps asking)', async () => {
    replies = [{ status: 500, body: { error: { code: 'internal_error', message: 'Server error' } } }];

    const { storeState } = await expectSaga(bulkSendSaga)
      .withReducer(bulkSendReducer, initialBulkSendState)
      .dispatch(watchRequested(SEND_ID))
      .silentRun(PROGRESS_POLL_MS * 3.5);

    expect((storeState as BulkSendState).failed).toBe(true);
    expect(server.requests.length).toBeGreaterThanOrEqual(3);
  });

  it('when the modal stops following, then polling stops', async () => {
    replies = [{ status: 200, body: RUNNING }];

    const { storeState } = await expectSaga(bulkSendSaga)
      .withReducer(bulkSendReducer, initialBulkSendState)
      .dispatch(watchRequested(SEND_ID))
      .delay(PROGRESS_POLL_MS / 2)
      .dispatch(watchStopped())
      .silentRun(PROGRESS_POLL_MS * 2.5);

    expect(storeState).toEqual(initialBulkSendState);
    expect(server.requests).toHaveLength(1);
  });
});
