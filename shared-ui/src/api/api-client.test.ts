/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, api, configureApi, describeApiError, endedSession, initI18n } from '../index';
import { applyViolations } from '../forms';
import type { TFunction } from 'i18next';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

type Handler = (
  req: http.IncomingMessage,
  body: string,
) => { status: number; json?: unknown; text?: string; headers?: Record<string, string> };

let server: http.Server;
let baseUrl: string;
let seen: Seen[];
let handler: Handler;
let csrfToken: string | null;
let unauthorizedCalls: number;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const answer = handler(req, body);
      if (answer.json !== undefined) {
        res.writeHead(answer.status, { ...answer.headers, 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer.json));
      } else {
        res.writeHead(answer.status);
        res.end(answer.text ?? '');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  csrfToken = 'token-1';
  unauthorizedCalls = 0;
  configureApi({
    baseUrl,
    getCsrfToken: () => csrfToken,
    setCsrfToken: (token) => {
      csrfToken = token;
    },
    getLocale: () => 'hu',
    onUnauthorized: () => {
      unauthorizedCalls += 1;
    },
  });
});

// A t() that shows which key was asked for, so assertions prove the right text was chosen.
const t = ((key: string) => `t(${key})`) as unknown as TFunction;

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  it('when posting, then it sends JSON with the X-Locale and CSRF headers', async () => {
    handler = () => ({ status: 200, json: { ok: true } });

    const result = await api.post<{ ok: boolean }>('/api/settings', { timezone: 'UTC' });

    expect(result).toEqual({ ok: true });
    expect(seen[0]?.headers['x-locale']).toBe('hu');
    expect(seen[0]?.headers['x-csrf-token']).toBe('token-1');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ timezone: 'UTC' });
  });

  it('when posting FormData, then it goes as multipart with the CSRF header, not as JSON', async () => {
    handler = () => ({ status: 201, json: { id: 'l1' } });
    const form = new FormData();
    form.append('name', 'Budapest Bulls');
    form.append('logo', new File(['shield'], 'shield.png', { type: 'image/png' }));

    const result = await api.post<{ id: string }>('/api/leagues', form);

    expect(result).toEqual({ id: 'l1' });
    expect(seen[0]?.headers['x-csrf-token']).toBe('token-1');
    expect(seen[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const received = await new Response(seen[0]?.body, {
      headers: { 'content-type': seen[0]?.headers['content-type'] ?? '' },
    }).formData();
    expect(received.get('name')).toBe('Budapest Bulls');
    const logo = received.get('logo') as File;
    expect(logo.name).toBe('shield.png');
    expect(await logo.text()).toBe('shield');
  });

  it('when a multipart post meets a stale CSRF token, then the same form is sent again with the new token', async () => {
    handler = (req, body) => {
      if (req.url === '/api/csrf-token') return { status: 200, json: { csrfToken: 'token-2' } };
      if (req.headers['x-csrf-token'] !== 'token-2')
        return { status: 403, json: { error: { code: 'csrf_invalid', message: 'stale' } } };
      return body.includes('Budapest Bulls') ? { status: 201, json: { id: 'l1' } } : { status: 400 };
    };
    const form = new FormData();
    form.append('name', 'Budapest Bulls');

    await expect(api.post('/api/leagues', form)).resolves.toEqual({ id: 'l1' });
    expect(seen.map((request) => request.url)).toEqual(['/api/leagues', '/api/csrf-token', '/api/leagues']);
  });

  it('when a multipart post is refused with violations, then ApiError carries them like any other call', async () => {
    handler = () => ({
      status: 400,
      json: {
        error: {
          code: 'input_invalid',
          message: 'Invalid data provided',
          violations: [{ property: 'images[0].image', message: 'Please choose an image' }],
        },
      },
    });
    const form = new FormData();
    form.append('images[0][title]', 'Opening day');

    const error = await caught(api.post('/api/leagues', form));

    expect(error.status).toBe(400);
    expect(error.violations).toEqual([{ property: 'images[0].image', message: 'Please choose an image' }]);
  });

  it('when getting, then X-Locale is sent but no CSRF header', async () => {
    handler = () => ({ status: 200, json: { timezone: 'UTC' } });

    await api.get('/api/settings');

    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.headers['x-locale']).toBe('hu');
    expect(seen[0]?.headers['x-csrf-token']).toBeUndefined();
  });

  it('when a page of a list is asked, then its rows and the X-Total-Count total come back (the rows alone without it)', async () => {
    handler = (req) => ({
      status: 200,
      json: [1, 2],
      headers: req.url?.includes('counted') ? { 'X-Total-Count': '7' } : ({} as Record<string, string>),
    });

    await expect(api.getPage('/api/counted?limit=2&offset=0')).resolves.toEqual({ items: [1, 2], total: 7 });
    await expect(api.getPage('/api/plain')).resolves.toEqual({ items: [1, 2], total: 2 });
  });

  it('when every row of a paged list is asked, then the first page tells the total and the other pages are asked for the rest', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => i);
    handler = (req) => {
      const query = new URL(req.url ?? '', 'http://api.test').searchParams;
      const [limit, offset] = [Number(query.get('limit')), Number(query.get('offset'))];
      return {
        status: 200,
        json: rows.slice(offset, offset + limit),
        headers: { 'X-Total-Count': String(rows.length) },
      };
    };

    await expect(api.getAll('/api/players?sort=name')).resolves.toEqual(rows);
    expect(seen[0]?.url).toBe('/api/players?sort=name&limit=100&offset=0');
    // The later pages go together, so they may arrive in any order.
    expect(seen.map((request) => request.url).sort()).toEqual([
      '/api/players?sort=name&limit=100&offset=0',
      '/api/players?sort=name&limit=100&offset=100',
      '/api/players?sort=name&limit=100&offset=200',
    ]);
  });

  it('when the answer is 204, then the call resolves with undefined', async () => {
    handler = () => ({ status: 204 });

    await expect(api.post('/api/logout')).resolves.toBeUndefined();
  });

  it('when the envelope has violations, then ApiError carries them and applyViolations maps them to fields', async () => {
    handler = () => ({
      status: 400,
      json: {
        error: {
          code: 'input_invalid',
          message: 'Invalid data provided',
          violations: [
            { property: 'timezone', message: 'validation:timezoneRequired' },
            { property: '', message: 'Something general' },
          ],
        },
      },
    });

    const error = await caught(api.post('/api/settings', {}));
    const setErrors = jest.fn();
    const general = applyViolations(error, setErrors);

    expect(error.status).toBe(400);
    expect(error.code).toBe('input_invalid');
    expect(error.violations).toHaveLength(2);
    expect(setErrors).toHaveBeenCalledWith({ timezone: 'validation:timezoneRequired' });
    expect(general).toBe('Something general');
  });

  it("when the envelope has a message, then describeApiError passes the server's message through", async () => {
    handler = () => ({ status: 409, json: { error: { code: 'conflict', message: 'League is full' } } });

    const error = await caught(api.post('/api/leagues/1/join'));

    expect(error.message).toBe('League is full');
    expect(describeApiError(error, t)).toEqual({ title: 't(common:toast.error)', message: 'League is full' });
  });

  it('when the envelope has an empty message, then the toast says invalid data', async () => {
    handler = () => ({ status: 400, json: { error: { code: 'input_invalid', message: '' } } });

    const error = await caught(api.post('/api/settings', {}));

    expect(describeApiError(error, t).message).toBe('t(errors:invalidData)');
  });

  it('when the answer has no body, then the toast says server error', async () => {
    handler = () => ({ status: 502 });

    const error = await caught(api.get('/api/settings'));

    expect(error.hasBody).toBe(false);
    expect(error.message).toBe('');
    expect(describeApiError(error, t).message).toBe('t(errors:serverError)');
    expect(applyViolations(error, jest.fn())).toBeNull();
  });

  it('when the server cannot be reached, then the toast says server error', async () => {
    configureApi({
      baseUrl: 'http://127.0.0.1:1',
      getCsrfToken: () => null,
      setCsrfToken: () => {},
      getLocale: () => 'en',
      onUnauthorized: () => {},
    });

    const error = await caught(api.get('/api/settings'));

    expect(error.status).toBe(0);
    expect(describeApiError(error, t).message).toBe('t(errors:serverError)');
  });

  it('when a call answers 401, then onUnauthorized is called', async () => {
    handler = () => ({ status: 401, json: { error: { code: 'authentication_required', message: 'Login' } } });

    const error = await caught(api.get('/api/users/me'));

    expect(error.status).toBe(401);
    expect(unauthorizedCalls).toBe(1);
  });

  it.each([
    ['ended the signed-in session', true, true],
    ["ended nothing (a visitor's call)", false, false],
  ])(
    'when a 401 %s, then the failure says so and its toast text is marked to be dropped: %s',
    async (_case, ended, marked) => {
      configureApi({
        baseUrl,
        getCsrfToken: () => null,
        setCsrfToken: () => {},
        getLocale: () => 'en',
        onUnauthorized: () => ended,
      });
      handler = () => ({ status: 401, json: { error: { code: 'authentication_required', message: 'Login' } } });

      const error = await caught(api.get('/api/users/me'));

      expect(error.endedSession).toBe(marked);
      expect(endedSession(error)).toBe(marked);
      expect(describeApiError(error, t)).toEqual(
        marked
          ? { title: 't(common:toast.error)', message: 't(errors:sessionExpired)', endedSession: true }
          : { title: 't(common:toast.error)', message: 'Login' },
      );
    },
  );

  it('when login answers 401, then onUnauthorized is not called', async () => {
    handler = () => ({
      status: 401,
      json: { error: { code: 'invalid_credentials', message: 'Incorrect e-mail / password' } },
    });

    const error = await caught(api.post('/api/auth', { username: 'a@b.hu', password: 'x' }));

    expect(error.message).toBe('Incorrect e-mail / password');
    expect(unauthorizedCalls).toBe(0);
  });

  it('when the CSRF token is rejected, then a fresh token is fetched and the call retried once', async () => {
    handler = (req) => {
      if (req.url === '/api/csrf-token') return { status: 200, json: { csrfToken: 'token-2' } };
      return req.headers['x-csrf-token'] === 'token-2'
        ? { status: 200, json: { saved: true } }
        : { status: 403, json: { error: { code: 'csrf_invalid', message: 'stale' } } };
    };

    const result = await api.post('/api/settings', { timezone: 'UTC' });

    expect(result).toEqual({ saved: true });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /api/settings',
      'GET /api/csrf-token',
      'POST /api/settings',
    ]);
    expect(csrfToken).toBe('token-2');
  });

  it('when a visitor without a CSRF token sends a form, then a token is fetched first and sent with it', async () => {
    csrfToken = null;
    handler = (req) => {
      if (req.url === '/api/csrf-token') return { status: 200, json: { csrfToken: 'visitor-token' } };
      return req.headers['x-csrf-token'] === 'visitor-token'
        ? { status: 200, json: { user: { id: 'u1' }, csrfToken: 'user-token' } }
        : { status: 403, json: { error: { code: 'csrf_invalid', message: 'stale' } } };
    };

    await api.post('/api/auth', { username: 'a@b.hu', password: 'x' });

    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /api/csrf-token', 'POST /api/auth']);
    expect(csrfToken).toBe('visitor-token');
  });

  it('when a visitor only reads, then no CSRF token is fetched', async () => {
    csrfToken = null;
    handler = () => ({ status: 200, json: [] });

    await api.get('/api/leagues');

    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /api/leagues']);
  });

  it('when the CSRF token is rejected again after the refresh, then the error is thrown without a second retry', async () => {
    handler = (req) =>
      req.url === '/api/csrf-token'
        ? { status: 200, json: { csrfToken: 'token-3' } }
        : { status: 403, json: { error: { code: 'csrf_invalid', message: 'stale' } } };

    const error = await caught(api.post('/api/settings', {}));

    expect(error.code).toBe('csrf_invalid');
    expect(seen).toHaveLength(3);
  });

  it('when a call fails on a page no remote brought the error texts to, then they are loaded before the failure is told', async () => {
    const i18n = await initI18n();
    await i18n.changeLanguage('en');
    expect(i18n.hasLoadedNamespace('errors')).toBe(false);
    handler = () => ({ status: 502, text: 'Bad gateway' });

    const error = await api.get('/api/anything').catch((caught: unknown) => caught);

    expect(i18n.hasLoadedNamespace('errors')).toBe(true);
    expect(describeApiError(error, i18n.t).message).toBe('Server error');
  });
});
