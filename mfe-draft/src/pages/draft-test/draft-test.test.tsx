import { act, screen, within } from '@testing-library/react';
import { createInjectableStore } from '@hfl/shared-ui';
import { startApiServer, type ApiServer, renderRemote, testUsers } from '@hfl/shared-ui/testing';
import { FakeDraftSocket } from '../../testing/fake-draft-socket';
import { createReadinessSaga } from '../../readiness/saga';
import { READINESS_KEY } from '../../readiness/slice';
import registration from '../../register';

let server: ApiServer;
let socket: FakeDraftSocket;

beforeEach(async () => {
  server = await startApiServer({});
  socket = new FakeDraftSocket(() => ({ ok: false, status: 500, error: { code: 'unused', message: 'unused' } }));
  socket.connected = true;
  class FakeNotification {
    static permission: NotificationPermission = 'default';
    static requestPermission = async () => {
      FakeNotification.permission = 'granted';
      return FakeNotification.permission;
    };
  }
  Object.defineProperty(window, 'Notification', { value: FakeNotification, configurable: true, writable: true });
});

afterEach(async () => {
  await server.close();
  Reflect.deleteProperty(window, 'Notification');
});

async function renderCheck() {
  const store = createInjectableStore();
  store.injectSaga(READINESS_KEY, createReadinessSaga({ connect: async () => socket, timeoutMs: 150 }));
  return renderRemote(registration, { path: '/test', user: testUsers.player, apiBaseUrl: server.baseUrl, store });
}

const check = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;

describe('/test, the draft readiness check', () => {
  it('when the live connection answers and the clocks agree, then every check passes and the browser is ready', async () => {
    await renderCheck();

    expect(await screen.findByText('This browser is ready for the draft.')).toBeInTheDocument();
    expect(check('Live connection')).toHaveTextContent(
      /Connected: a live event went to the server and back in \d+ ms\./,
    );
    expect(check('Clock')).toHaveTextContent(/Your clock agrees with the server's \(0\.\d s apart\)\./);
    expect(check('Browser')).toHaveTextContent('Everything the draft room needs is supported.');
    expect(check('Notifications')).toHaveTextContent('Not allowed yet.');
  });

  it("when the server's clock is well ahead, then the page says this clock is behind, and the browser is still ready", async () => {
    socket.serverClockAheadMs = 12_000;
    await renderCheck();

    expect(await screen.findByText('This browser is ready for the draft.')).toBeInTheDocument();
    expect(check('Clock')).toHaveTextContent(/Your clock is 1[12]\.\d s behind the server's\./);
  });

  it('when no live connection can be made, then the page says why the browser is not ready, and Check again measures anew', async () => {
    socket.connected = false;
    const view = await renderCheck();

    expect(
      await screen.findByText('This browser is not ready for the draft yet: see what failed below, then check again.'),
    ).toBeInTheDocument();
    expect(check('Live connection')).toHaveTextContent('No live connection could be made.');
    expect(check('Clock')).toHaveTextContent('Could not be compared without a live connection.');

    socket.connected = true;
    await view.user.click(screen.getByRole('button', { name: 'Check again' }));

    expect(await screen.findByText('This browser is ready for the draft.')).toBeInTheDocument();
  });

  it('when notifications are allowed from the page, then the browser is asked and the check says they are allowed', async () => {
    const view = await renderCheck();
    await screen.findByText('This browser is ready for the draft.');

    await view.user.click(within(check('Notifications')).getByRole('button', { name: 'Allow notifications' }));

    expect(
      await within(check('Notifications')).findByText(/^Allowed: you will be told when you are on deck/),
    ).toBeInTheDocument();
  });

  it('when the language is Hungarian, then the page reads in Hungarian', async () => {
    const view = await renderCheck();
    await screen.findByText('This browser is ready for the draft.');

    await act(() => view.i18n.changeLanguage('hu'));

    expect(screen.getByText('Ez a böngésző készen áll a draftra.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Élő kapcsolat' })).toBeInTheDocument();
  });
});
