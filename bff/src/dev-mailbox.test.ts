import type { AddressInfo } from 'node:net';
import mongoose from 'mongoose';
import { queueEmail } from '@hfl/accounts/mail';
import { serveAsIfFrom, testDatabaseName, testEnv } from '@hfl/kit/testing';
import { buildBff } from './app';
import { loadBffConfig } from './config';
import type { OutboxMessage } from './dev-mailbox';
import { startStack, TEST_SESSION_SECRET, type Stack } from './testing/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack('bff_mailbox');
});

afterAll(async () => {
  await stack.stop();
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(new URL(pathname, stack.bffUrl), { headers });
const html = { accept: 'text/html,application/xhtml+xml' };

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The decoded `srcdoc` of the frame inside the message's article. */
function framedMessage(page: string, id: string): { sandbox: string; srcdoc: string } {
  const article = new RegExp(`<article id="message-${id}">[\\s\\S]*?</article>`).exec(page)?.[0] ?? '';
  const frame = /<iframe[^>]*sandbox="([^"]*)"[^>]*srcdoc="([^"]*)"/.exec(article);
  if (!frame) throw new Error(`no frame for message ${id}`);
  return { sandbox: frame[1] ?? '', srcdoc: decodeAttribute(frame[2] ?? '') };
}

describe('GET /dev/mailbox', () => {
  it('when a person opens it, then every message is listed with recipient, subject, time and language, and shown with working links', async () => {
    const link = `${stack.bffUrl}/account/confirm/5f1d2c?from=mail&lang=hu`;
    const { id } = await queueEmail({
      to: 'Mailbox.Reader@Example.com',
      locale: 'hu',
      template: 'confirmation',
      data: { link, name: 'Réka' },
    });

    const res = await get('/dev/mailbox', html);
    const page = await res.text();

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; frame-src 'self'; form-action 'self'; " +
        "base-uri 'self'; frame-ancestors 'none'",
    );
    expect(page).toContain(`<a href="#message-${id}">Erősítsd meg a HFL Fantasy-fiókodat</a>`);
    expect(page).toContain('<td>mailbox.reader@example.com</td>');
    expect(page).toContain('<td>Hungarian (hu)</td>');
    expect(page).toMatch(/<time datetime="\d{4}-\d\d-\d\dT[\d:.]+Z">\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC<\/time>/);
    const frame = framedMessage(page, id);
    expect(frame.sandbox).toBe('allow-top-navigation-by-user-activation allow-popups');
    expect(frame.srcdoc).toMatch(/^<!doctype html>\n<html lang="hu">\n<head><base target="_top">/);
    expect(frame.srcdoc).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(page).toContain(`<pre>Kedves Réka!`);
  });

  it('when a message carries markup in its values, then the page shows it as text, never as elements', async () => {
    const { id } = await queueEmail({
      to: 'markup@example.com',
      locale: 'en',
      template: 'invitation',
      data: { link: `${stack.bffUrl}/invite/1`, leagueName: '<script>alert(1)</script>', inviterName: '"><img src=x>' },
    });

    const page = await (await get('/dev/mailbox?to=markup@example.com', html)).text();

    expect(page).not.toMatch(/<script|<img/i);
    expect(page).toContain('&quot;&gt;&lt;img src=x&gt; invited you to an HFL Fantasy league');
    expect(framedMessage(page, id).srcdoc).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('when filtered to a recipient without mail, then the page says so and offers the whole list', async () => {
    const page = await (await get('/dev/mailbox?to=nobody@example.com', html)).text();

    expect(page).toContain('<p class="empty">No e-mails to nobody@example.com yet.</p>');
    expect(page).toContain('<input type="email" name="to" value="nobody@example.com">');
    expect(page).toContain('<a href="/dev/mailbox">Show all</a>');
  });
});

describe('GET /dev/mailbox.json', () => {
  it('when a browser test asks for one recipient in any letter case, then it gets that recipient’s messages, newest first', async () => {
    const to = 'json.reader@example.com';
    const reset = (token: string) =>
      queueEmail({
        to,
        locale: 'en',
        template: 'passwordReset',
        data: { link: `${stack.bffUrl}/reset-password/${token}`, name: 'Anna' },
      });
    const first = await reset('a1');
    const second = await reset('b2');
    await queueEmail({
      to: 'someone.else@example.com',
      locale: 'en',
      template: 'passwordReset',
      data: { link: `${stack.bffUrl}/reset-password/c3`, name: 'Béla' },
    });

    const res = await get('/dev/mailbox.json?to=JSON.Reader@Example.com');
    const body = (await res.json()) as { messages: OutboxMessage[] };

    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body.messages.map((m) => m.id)).toEqual([second.id, first.id]);
    expect(body.messages[0]).toEqual({
      id: second.id,
      to,
      locale: 'en',
      template: 'passwordReset',
      subject: 'Reset your HFL Fantasy password',
      html: expect.stringContaining(`href="${stack.bffUrl}/reset-password/b2"`),
      text: expect.stringContaining(`\n${stack.bffUrl}/reset-password/b2\n`),
      status: 'queued',
      transport: null,
      attempts: 0,
      lastError: null,
      createdAt: expect.any(String),
      sentAt: null,
    });
  });

  it('when the filter is given twice, then 400 in the envelope', async () => {
    const res = await get('/dev/mailbox.json?to=a@example.com&to=b@example.com');

    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('input_invalid');
  });

  it('when accounts is down, then 503 in the envelope', async () => {
    stack.bff.setServiceUrl('accounts', 'http://127.0.0.1:9');
    try {
      const res = await get('/dev/mailbox.json');

      expect(res.status).toBe(503);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('service_unavailable');
    } finally {
      stack.bff.setServiceUrl('accounts', stack.services.accounts.url);
    }
  });
});

/** A BFF of its own on this file's accounts, built from `env`; `check` gets its URL. */
async function withBff(env: Record<string, string>, check: (url: string) => Promise<void>): Promise<void> {
  const bffDb = testDatabaseName('bff_mailbox_other');
  const other = await buildBff(
    loadBffConfig(
      testEnv(bffDb, { SESSION_SECRET: TEST_SESSION_SECRET, ACCOUNTS_URL: stack.services.accounts.url, ...env }),
    ),
  );
  await new Promise<void>((resolve) => other.httpServer.listen(0, '127.0.0.1', resolve));
  try {
    await check(`http://127.0.0.1:${(other.httpServer.address() as AddressInfo).port}`);
  } finally {
    await other.close();
    await mongoose.connection.useDb(bffDb).dropDatabase();
  }
}

const NOT_FOUND = { error: { code: 'not_found', message: 'The requested item does not exist' } };

describe('who gets the mailbox', () => {
  it('when DEV_MAILBOX is not set, then neither mailbox route exists', async () => {
    await withBff({ DEV_MAILBOX: '' }, async (url) => {
      const page = await fetch(`${url}/dev/mailbox`);
      const json = await fetch(`${url}/dev/mailbox.json`);

      expect([page.status, json.status]).toEqual([404, 404]);
      expect(await json.json()).toEqual(NOT_FOUND);
    });
  });

  it('when the BFF runs in production, then neither mailbox route exists, even with DEV_MAILBOX=1', async () => {
    await withBff(
      { NODE_ENV: 'production', PUBLIC_URL: 'https://fantasy.example.hu', DEV_MAILBOX: '1' },
      async (url) => {
        const page = await fetch(`${url}/dev/mailbox`);
        const json = await fetch(`${url}/dev/mailbox.json`);

        expect([page.status, json.status]).toEqual([404, 404]);
        expect(await page.json()).toEqual(NOT_FOUND);
        expect(await json.json()).toEqual(NOT_FOUND);
      },
    );
  });

  it('when another machine asks, even forwarded "for 127.0.0.1", then 404 and no message is shown', async () => {
    await queueEmail({
      to: 'remote.reader@example.com',
      locale: 'en',
      template: 'passwordReset',
      data: { link: `${stack.bffUrl}/reset-password/d4`, name: 'Béla' },
    });
    const remote = await serveAsIfFrom(stack.bff.app);
    try {
      const headers = { 'x-forwarded-for': '127.0.0.1', ...html };
      const page = await fetch(`${remote.url}/dev/mailbox`, { headers });
      const json = await fetch(`${remote.url}/dev/mailbox.json?to=remote.reader@example.com`, { headers });

      expect([page.status, json.status]).toEqual([404, 404]);
      expect(await json.json()).toEqual(NOT_FOUND);
      expect(await page.text()).not.toContain('remote.reader@example.com');
    } finally {
      await remote.close();
    }
  });
});
