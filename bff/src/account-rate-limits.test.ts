import { startStack, type Stack } from './testing/stack';

// Each journey crosses the BFF and several services many times; jest's 5 s default is too tight on a busy machine.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack('bff_account_limits', { ACCOUNT_RATE_LIMIT: '2' });
});

afterAll(async () => {
  await stack.stop();
});

describe('per-IP limits on account calls anyone can make', () => {
  it('when one IP registers more often than the limit, then 429 rate_limited; password resets have their own allowance', async () => {
    const visitor = stack.browser();
    await visitor.openSession();
    const body = (n: number) => ({ email: `limit-${n}-${Date.now()}@example.com` });

    const registrations = [];
    // Invalid payloads count too: the limiter stands before any work.
    for (let i = 0; i < 3; i++) registrations.push(await visitor.post('/api/user/register', body(i)));
    const resets = [];
    for (let i = 0; i < 3; i++)
      resets.push(await visitor.post('/api/users/password-reset/request', body(i), { headers: { 'x-locale': 'hu' } }));

    expect(registrations.map((r) => r.status)).toEqual([400, 400, 429]);
    expect(registrations[2]!.body).toEqual({
      error: { code: 'rate_limited', message: 'Too many attempts. Please wait a few minutes and try again.' },
    });
    expect(resets.map((r) => r.status)).toEqual([202, 202, 429]);
    expect(resets[2]!.body).toEqual({
      error: { code: 'rate_limited', message: 'Túl sok próbálkozás. Várj néhány percet, majd próbáld újra.' },
    });
  });

  it('when the limit is reached, then other account calls are not affected', async () => {
    const visitor = stack.browser();
    await visitor.openSession();

    const res = await visitor.post('/api/users/reset-password', {
      resetPasswordToken: 'a'.repeat(64),
      newPassword: 'Whatever-123',
    });

    expect(res.status).toBe(400);
  });
});
