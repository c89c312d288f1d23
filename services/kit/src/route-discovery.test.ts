import express, { Router } from 'express';
import * as yup from 'yup';
import { allowVisitors, requireService, requireUser, validate } from '.';
import { discoverRoutes, fillPath } from './route-discovery';

describe('discoverRoutes', () => {
  it('when routers are mounted in routers, then every route is found with its full path, markers and checked fields', () => {
    const schema = yup.object({ name: yup.string().required() });
    const leagues = Router();
    leagues.get('/:id', allowVisitors, (_req, res) => void res.end());
    leagues.post('/:id/update', requireUser, validate(schema), (_req, res) => void res.end());
    const inner = Router();
    inner.use('/leagues', leagues);
    inner.delete('/internal/files/:id', requireService, (_req, res) => void res.end());
    const app = express();
    app.use('/api', inner);

    const routes = discoverRoutes(app);

    expect(routes.map((r) => [r.method, r.path, r.public, r.serviceOnly])).toEqual([
      ['GET', '/api/leagues/:id', true, false],
      ['POST', '/api/leagues/:id/update', false, false],
      ['DELETE', '/api/internal/files/:id', false, true],
    ]);
    expect(routes[1]!.validated).toEqual([{ schema, source: 'body' }]);
  });

  it('when middleware is mounted before a route under its prefix, then it is part of that route only', () => {
    const app = express();
    app.use('/open', allowVisitors);
    app.get('/open/page', (_req, res) => void res.end());
    app.get('/opened', (_req, res) => void res.end());

    expect(discoverRoutes(app).map((r) => [r.path, r.public])).toEqual([
      ['/open/page', true],
      ['/opened', false],
    ]);
  });

  it('when a route is declared with a RegExp, then discovery refuses rather than leave it uncovered', () => {
    const app = express();
    app.get(/^\/x/, (_req, res) => void res.end());

    expect(() => discoverRoutes(app)).toThrow(/cannot cover the path/);
  });

  it('when a path is filled, then each parameter gets its value, encoded', () => {
    expect(fillPath('/leagues/:id/members/:userId', (name) => (name === 'id' ? 'a b' : 'u'))).toBe(
      '/leagues/a%20b/members/u',
    );
  });
});
