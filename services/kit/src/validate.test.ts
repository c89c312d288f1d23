import express from 'express';
import request from 'supertest';
import * as yup from 'yup';
import { errorHandler } from './error-handler';
import { validate } from './validate';

const pageQuery = validate(
  yup.object({ limit: yup.number().integer().min(1).max(100).default(20) }).noUnknown(),
  'query',
);

function appUnderTest() {
  const app = express();
  app.get('/items', pageQuery, (_req, res) => {
    const { limit } = pageQuery.valueOf(res);
    res.json({ limit, doubled: limit * 2 });
  });
  app.get('/locals', pageQuery, (_req, res) => {
    res.json({ locals: Object.keys(res.locals), limit: pageQuery.valueOf(res).limit });
  });
  app.use(errorHandler);
  return app;
}

describe('validate', () => {
  it('when the query is valid, then the handler reads the cast value through the validator, defaults filled in', async () => {
    const given = await request(appUnderTest()).get('/items?limit=7');
    const defaulted = await request(appUnderTest()).get('/items');

    expect(given.body).toEqual({ limit: 7, doubled: 14 });
    expect(defaulted.body).toEqual({ limit: 20, doubled: 40 });
  });

  it('when the query breaks the schema, then 400 in the error envelope and the handler never runs', async () => {
    const res = await request(appUnderTest()).get('/items?limit=500');

    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('input_invalid');
  });

  it('when the query is valid, then its value is kept only behind the validator, not as an untyped res.locals.query', async () => {
    const res = await request(appUnderTest()).get('/locals?limit=7');

    expect(res.body).toEqual({ locals: [], limit: 7 });
  });
});
