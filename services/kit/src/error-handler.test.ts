import { Router } from 'express';
import request from 'supertest';
import { createServiceApp } from './index';
import { internalHeaders, testSecret } from './testing';

function appWithParamRoute() {
  const router = Router();
  router.get('/things/:id', (req, res) => {
    res.json({ id: req.params.id });
  });
  router.post('/things', (req, res) => {
    res.json(req.body);
  });
  return createServiceApp({ name: 'content', internalTokenSecret: testSecret(), router });
}

describe('errors a client can cause', () => {
  it('when a path parameter has malformed %-encoding, then 400 in the envelope, not 500', async () => {
    const res = await request(appWithParamRoute())
      .get('/things/%E0')
      .set(await internalHeaders({}, 'content'));

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'input_invalid', message: 'Invalid data provided' } });
  });

  it('when the JSON body is broken, then 400 in the envelope', async () => {
    const res = await request(appWithParamRoute())
      .post('/things')
      .set(await internalHeaders({}, 'content'))
      .set('content-type', 'application/json')
      .send('{"a":');

    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('input_invalid');
  });

  it('when the body is larger than 1 MB, then 413 in the envelope', async () => {
    const res = await request(appWithParamRoute())
      .post('/things')
      .set(await internalHeaders({}, 'content'))
      .set('content-type', 'application/json')
      .send(JSON.stringify({ blob: 'x'.repeat(1_100_000) }));

    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('input_invalid');
  });

  it('when an unexpected error is thrown, then 500 with the generic message and no stack', async () => {
    const router = Router();
    router.get('/boom', () => {
      throw new Error('secret internals');
    });
    const app = createServiceApp({ name: 'content', internalTokenSecret: testSecret(), router });

    const res = await request(app)
      .get('/boom')
      .set(await internalHeaders({ locale: 'hu' }, 'content'));

    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: { code: 'internal_error', message: 'Szerverhiba' } });
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });
});
