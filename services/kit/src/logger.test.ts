import { Writable } from 'node:stream';
import { pino } from 'pino';
import express from 'express';
import { pinoHttp } from 'pino-http';
import request from 'supertest';
import { LOG_OPTIONS, maskedRequest, maskTokens } from './logger';

describe('logs keep no mailed token', () => {
  it.each([
    ['/api/user/confirm/4f9c0d1e2a3b4c5d6e7f', '/api/user/confirm/***'],
    ['/account/confirm/4f9c0d1e2a3b?next=%2Finvitation%2Faccept%2Fa%2Fb', '/account/confirm/***?next=***'],
    ['/api/unsubscribe/65f0000000000000000000ab-tradeOffered-0123abcd', '/api/unsubscribe/***'],
    ['/invitation/accept/65f0000000000000000000aa/s3cr3t', '/invitation/accept/65f0000000000000000000aa/***'],
    [
      '/api/leagues/65f0000000000000000000aa/invite-link/HFLdemo-x/join',
      '/api/leagues/65f0000000000000000000aa/invite-link/***/join',
    ],
    ['/leagues/65f0000000000000000000aa/join/HFLdemo-x', '/leagues/65f0000000000000000000aa/join/***'],
    [
      '/api/invitations/65f0000000000000000000aa?token=abc&x=1',
      '/api/invitations/65f0000000000000000000aa?token=***&x=1',
    ],
    ['/reset-password/abcdef', '/reset-password/***'],
  ])('when %s is logged, then it reads %s', (url, masked) => {
    expect(maskTokens(url)).toBe(masked);
  });

  it('when a URL carries no token, then it is left as it is', () => {
    for (const url of [
      '/api/leagues/65f0000000000000000000aa/join',
      '/api/leagues/65f0000000000000000000aa/invite-link',
      '/api/players?limit=100',
    ])
      expect(maskTokens(url)).toBe(url);
  });

  it('when a log line names a url or a request, then the token is masked in what is written', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const written = pino({ ...LOG_OPTIONS, level: 'info' }, sink);

    written.warn({ url: '/api/user/confirm/s3cr3t' }, 'slow');
    written.info({ req: { method: 'GET', url: '/api/unsubscribe/s3cr3t' } }, 'request');

    expect(lines.join('')).not.toContain('s3cr3t');
    expect(lines.join('')).toContain('/api/user/confirm/***');
  });
});

describe('a service logs its requests', () => {
  it('when a request carries a mailed token, then its logged url does not', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = express();
    app.use(pinoHttp({ logger: pino({ ...LOG_OPTIONS, level: 'info' }, sink), serializers: { req: maskedRequest } }));
    app.get('/api/user/confirm/:token', (_req, res) => void res.status(204).end());

    await request(app).get('/api/user/confirm/s3cr3t-token');

    expect(lines.join('')).toContain('/api/user/confirm/***');
    expect(lines.join('')).not.toContain('s3cr3t-token');
  });
});
