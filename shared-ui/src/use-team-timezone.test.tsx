import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen } from '@testing-library/react';
import { configureApi, readAhead, selectToasts, takeReadAhead } from './index';
import { useTeamTimezone } from './season';
import { renderWithProviders } from './testing/render';

/** The fantasy team answers: a status and body per team id (anything else 404). */
let answers: Record<string, { status: number; body: unknown }>;
let asked: string[];
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    const answer = answers[req.url ?? ''] ?? {
      status: 404,
      body: { error: { code: 'not_found', message: 'Not found' } },
    };
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

beforeEach(() => {
  answers = {};
  asked = [];
});

function Zone({ teamId }: { teamId: string | null }) {
  const timezone = useTeamTimezone(teamId);
  return <p>{timezone ?? 'loading'}</p>;
}

const team = (timezone: string) => ({
  status: 200,
  body: { id: 't1', name: 'Kickers', timezone, league: { id: 'l1' } },
});

describe('useTeamTimezone', () => {
  it('when the user has a team, then its timezone is the one times show in', async () => {
    answers['/api/fantasy-teams/t1'] = team('America/New_York');
    await renderWithProviders(<Zone teamId="t1" />);

    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('America/New_York')).toBeInTheDocument();
  });

  it('when there is no team (a SUPER_ADMIN), then Europe/Budapest without asking anything', async () => {
    await renderWithProviders(<Zone teamId={null} />);

    expect(screen.getByText('Europe/Budapest')).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('when the team is gone, then Europe/Budapest without an error toast', async () => {
    const { store } = await renderWithProviders(<Zone teamId="t1" />);

    expect(await screen.findByText('Europe/Budapest')).toBeInTheDocument();
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it('when the team cannot be read, then the error toast shows and times fall back to Europe/Budapest', async () => {
    answers['/api/fantasy-teams/t1'] = {
      status: 500,
      body: { error: { code: 'server_error', message: 'Server error' } },
    };
    const { store } = await renderWithProviders(<Zone teamId="t1" />);

    expect(await screen.findByText('Europe/Budapest')).toBeInTheDocument();
    expect(selectToasts(store.getState())).toMatchObject([{ kind: 'error', title: 'Error', message: 'Server error' }]);
  });

  it('when the team was read ahead of the page, then the page takes that read and asks for it no more', async () => {
    answers['/api/fantasy-teams/t1'] = team('Asia/Tokyo');
    readAhead('/api/fantasy-teams/t1');
    await renderWithProviders(<Zone teamId="t1" />);

    expect(await screen.findByText('Asia/Tokyo')).toBeInTheDocument();
    expect(asked).toEqual(['/api/fantasy-teams/t1']);
    // Taken once: the next page to ask reads afresh.
    expect(takeReadAhead('/api/fantasy-teams/t1')).toBeNull();
  });

  it('when the read ahead of the page is older than 20 s, then the page reads the team afresh', async () => {
    answers['/api/fantasy-teams/t1'] = team('Asia/Tokyo');
    readAhead('/api/fantasy-teams/t1');
    const later = Date.now() + 21_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      await renderWithProviders(<Zone teamId="t1" />);
      expect(await screen.findByText('Asia/Tokyo')).toBeInTheDocument();
    } finally {
      jest.restoreAllMocks();
    }
    expect(asked).toEqual(['/api/fantasy-teams/t1', '/api/fantasy-teams/t1']);
  });

  it('when the stored timezone is not one the pickers offer, then Europe/Budapest', async () => {
    answers['/api/fantasy-teams/t1'] = team('Mars/Olympus_Mons');
    await renderWithProviders(<Zone teamId="t1" />);

    expect(await screen.findByText('Europe/Budapest')).toBeInTheDocument();
  });
});
