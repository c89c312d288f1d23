import { signInternalToken } from '@hfl/kit';
import { testSecret } from '@hfl/kit/testing';
import { OWNER, startStack, type Stack } from './support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack('bff_proxy');
});

afterAll(async () => {
  await stack.stop();
});

describe('/api/settings through the BFF', () => {
  it('when a visitor reads the settings, then the content service answers through the proxy', async () => {
    const browser = stack.browser();

    const res = await browser.get('/api/settings');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ timezone: 'Europe/Budapest' });
  });

  it('when the owner saves a timezone, then it is stored and every later read sees it', async () => {
    const owner = stack.browser();
    await owner.signIn(OWNER.email, OWNER.password);

    const res = await owner.post('/api/settings', { timezone: 'America/New_York' });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ timezone: 'America/New_York' });
    expect((await stack.browser().get('/api/settings')).body).toEqual({ timezone: 'America/New_York' });
  });

  it('when a visitor saves settings, then the service refuses with 401 and nothing changes', async () => {
    const visitor = stack.browser();
    await visitor.openSession();
    const before = (await visitor.get('/api/settings')).body;

    const res = await visitor.post('/api/settings', { timezone: 'Asia/Tokyo' });

    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      error: { code: 'authentication_required', message: 'You need to login in order to do this' },
    });
    expect((await visitor.get('/api/settings')).body).toEqual(before);
  });

  it('when a visitor forges an owner identity token, then the BFF replaces it and the service still refuses', async () => {
    const visitor = stack.browser();
    await visitor.openSession();
    const forged = await signInternalToken({ userId: 'someone', roles: ['SUPER_ADMIN'], locale: 'en' }, testSecret());

    const res = await visitor.post('/api/settings', { timezone: 'Asia/Tokyo' }, { headers: { 'x-internal-token': forged } });

    expect(res.status).toBe(401);
    expect((await visitor.get('/api/settings')).body).not.toEqual({ timezone: 'Asia/Tokyo' });
  });

  it('when the timezone is not one of the list, then the 400 violations come through, in Hungarian if asked', async () => {
    const owner = stack.browser();
    await owner.signIn(OWNER.email, OWNER.password);

    const english = await owner.post('/api/settings', { timezone: 'Mars/Olympus_Mons' });
    const hungarian = await owner.post('/api/settings', { timezone: '' }, { headers: { 'X-Locale': 'hu' } });

    expect(english.status).toBe(400);
    expect(english.body).toEqual({
      error: {
        code: 'input_invalid',
        message: 'Invalid data provided',
        violations: [{ property: 'timezone', message: 'Timezone is required' }],
      },
    });
    expect(hungarian.status).toBe(400);
    expect(hungarian.body).toEqual({
      error: {
        code: 'input_invalid',
        message: 'Érvénytelen adatok',
        violations: [{ property: 'timezone', message: 'Az időzóna megadása kötelező' }],
      },
    });
  });
});

describe('routing', () => {
  it('when the first path segment belongs to no service, then 404 envelope from the BFF', async () => {
    const browser = stack.browser();

    const res = await browser.get('/api/no-such-thing/1');

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'The requested item does not exist' } });
  });

  it('when a known service has no such route, then its 404 envelope comes through', async () => {
    const res = await stack.browser().get('/api/settings/unknown');

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'The requested item does not exist' } });
  });

  it('when a service is called directly without the internal token, then 401', async () => {
    const res = await fetch(new URL('/settings', stack.services.content.url));

    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'authentication_required', message: 'You need to login in order to do this' },
    });
  });

  it('when the owning service is down, then 503 service_unavailable in the caller language', async () => {
    stack.bff.setServiceUrl('content', 'http://127.0.0.1:9');
    try {
      const res = await stack.browser().get('/api/settings', { 'X-Locale': 'hu' });

      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        error: {
          code: 'service_unavailable',
          message: 'A szolgáltatás átmenetileg nem érhető el. Kérjük, próbáld újra hamarosan.',
        },
      });
    } finally {
      stack.bff.setServiceUrl('content', stack.services.content.url);
    }
  });
});
