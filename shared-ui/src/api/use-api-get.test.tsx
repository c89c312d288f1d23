import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen } from '@testing-library/react';
import { PAGE_READS_ELEMENT_ID } from '@hfl/contracts';
import { api, configureApi, selectToasts, useApiGet } from '../index';
import { renderWithProviders } from '../testing/render';

/** The answer of GET /api/thing: a status and an error envelope (or a body). */
let answer: { status: number; body: unknown };
/** The paths asked, in order. */
const asked: string[] = [];
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureApi({
    baseUrl: `http://127.0.0.1:${port}`,
    getCsrfToken: () => null,
    setCsrfToken: () => undefined,
    getLocale: () => 'en',
    onUnauthorized: () => undefined,
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const refusal = (status: number) => ({ status, body: { error: { code: 'refused', message: `Refused ${status}` } } });

function Thing({ explained, path = '/api/thing' }: { explained?: number[]; path?: string }) {
  const state = useApiGet<{ name: string }>(path, { explained });
  if (state.status === 'loading') return <p>loading</p>;
  if (state.status === 'ready') return <p>{state.data.name}</p>;
  return <p>{`failed ${state.httpStatus ?? 'without answer'}${state.notFound ? ' (not found)' : ''}`}</p>;
}

describe('useApiGet', () => {
  it('when the read succeeds, then its data shows', async () => {
    answer = { status: 200, body: { name: 'Kickers' } };
    await renderWithProviders(<Thing />);

    expect(await screen.findByText('Kickers')).toBeInTheDocument();
  });

  it.each([
    ['a status the page explains', 422, [422], 'failed 422', []],
    ['a 404', 404, [], 'failed 404 (not found)', []],
    ['any other refusal', 422, [403], 'failed 422', [{ kind: 'error', title: 'Error', message: 'Refused 422' }]],
  ])(
    'when the read fails with %s, then the page gets its status and only the unexplained is toasted',
    async (_, status, explained, shown, toasts) => {
      answer = refusal(status);
      const { store } = await renderWithProviders(<Thing explained={explained} />);

      expect(await screen.findByText(shown)).toBeInTheDocument();
      expect(selectToasts(store.getState())).toMatchObject(toasts);
    },
  );

  /** The page's first reads as the BFF writes them in. */
  function writeReads(reads: Array<{ path: string; body: unknown }>) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_READS_ELEMENT_ID;
    block.textContent = JSON.stringify(reads);
    document.body.append(block);
  }

  it('when the page came with the answer, then it shows without asking the API, once: the next page asks', async () => {
    answer = { status: 200, body: { name: 'Asked' } };
    writeReads([{ path: '/api/written', body: { name: 'Written' } }]);

    const first = await renderWithProviders(<Thing path="/api/written" />);
    expect(await screen.findByText('Written')).toBeInTheDocument();
    expect(asked).not.toContain('/api/written');
    expect(document.getElementById(PAGE_READS_ELEMENT_ID)).toBeNull();
    first.unmount();

    await renderWithProviders(<Thing path="/api/written" />);
    expect(await screen.findByText('Asked')).toBeInTheDocument();
    expect(asked.filter((path) => path === '/api/written')).toHaveLength(1);
  });

  it('when the user changes something before the page takes its answer, then the page asks the API instead', async () => {
    answer = { status: 200, body: { name: 'Asked' } };
    writeReads([{ path: '/api/changed', body: { name: 'Written' } }]);

    await api.post('/api/change', {});
    await renderWithProviders(<Thing path="/api/changed" />);

    expect(await screen.findByText('Asked')).toBeInTheDocument();
    expect(asked).toContain('/api/changed');
  });
});
