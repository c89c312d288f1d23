import { expectSaga } from 'redux-saga-test-plan';
import { ApiError } from '@hfl/shared-ui';
import { startSagaApiServer, type ApiServer, type Reply } from '@hfl/shared-ui/testing';
import { ownerSettingsSaga } from './saga';
import { initialOwnerSettingsState, loadRequested, ownerSettingsReducer, type OwnerSettingsState } from './slice';

describe('owner settings saga', () => {
  let server: ApiServer;
  let reply: Reply;

  beforeEach(async () => {
    server = await startSagaApiServer({ 'GET /api/settings': () => reply }, 'hu');
  });

  afterEach(() => server.close());

  const run = () =>
    expectSaga(ownerSettingsSaga)
      .withReducer(ownerSettingsReducer, initialOwnerSettingsState)
      .dispatch(loadRequested())
      .silentRun(500);

  it('when a load is requested, then the settings from GET /api/settings land in the slice', async () => {
    reply = { status: 200, body: { timezone: 'Europe/Budapest' } };

    const { storeState } = await run();

    expect(storeState).toEqual<OwnerSettingsState>({
      status: 'loaded',
      settings: { timezone: 'Europe/Budapest' },
      error: null,
    });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.headers['x-locale']).toBe('hu');
  });

  it('when the API fails, then the slice records the failure with the error', async () => {
    reply = { status: 500, body: { error: { code: 'internal_error', message: 'Server error' } } };

    const { storeState } = await run();

    const state = storeState as OwnerSettingsState;
    expect(state.status).toBe('failed');
    expect(state.settings).toBeNull();
    expect(state.error).toBeInstanceOf(ApiError);
    expect(state.error).toMatchObject({ status: 500, code: 'internal_error' });
  });
});
