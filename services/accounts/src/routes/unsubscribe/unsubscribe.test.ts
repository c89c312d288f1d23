import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { dropTestDatabase, testSecret } from '@hfl/kit/testing';
import { alertUnsubscribeToken } from '../../alerts/unsubscribe-token';
import { alertsSecret } from '../../config';
import { BulkDelivery, BulkSend } from '../../models/bulk-send';
import { User, type UserDocument } from '../../models/user';
import { createUser } from '../../testing/factories';
import { asVisitor, startAccounts } from '../../testing/support';

let app: Express;

beforeAll(async () => {
  app = await startAccounts('accounts_unsubscribe');
  await Promise.all([BulkSend.init(), BulkDelivery.init()]);
});

afterAll(async () => {
  await dropTestDatabase();
});

/** A subscriber who got a bulk message: their delivery's token is the link's. */
async function recipient(): Promise<{ user: UserDocument; token: string }> {
  const user = await createUser({ newsletter: true });
  const token = randomBytes(32).toString('hex');
  await BulkDelivery.create({
    send: new mongoose.Types.ObjectId(),
    user: user._id,
    run: 'test',
    status: 'sent',
    token,
  });
  return { user, token };
}

const preferencesOf = async (user: UserDocument) => {
  const stored = (await User.findById(user._id))!;
  return { newsletter: stored.newsletter, off: [...stored.emailAlertsOff], dailySummary: stored.emailDailySummary };
};
const alertToken = (user: UserDocument, scope: Parameters<typeof alertUnsubscribeToken>[2]) =>
  alertUnsubscribeToken(alertsSecret({ INTERNAL_TOKEN_SECRET: testSecret() }), user.id as string, scope);

describe('/unsubscribe/:token of a bulk message', () => {
  it('when a visitor (or a mail scanner) opens the link, then a page in both languages asks with a button and nothing changes', async () => {
    const { user, token } = await recipient();

    const res = await request(app)
      .get(`/unsubscribe/${token}`)
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('Kikapcsolod ezeket az e-maileket?');
    expect(res.text).toContain('Turn these e-mails off?');
    expect(res.text).toContain('news from HFL Fantasy');
    expect(res.text).toMatch(/<form method="post"[^>]*>[\s\S]*<button type="submit"/);
    expect((await preferencesOf(user)).newsletter).toBe(true);
  });

  it('when the person presses the button (a form post), then the newsletter is off and the page says so', async () => {
    const { user, token } = await recipient();
    const other = await recipient();

    const res = await request(app)
      .post(`/unsubscribe/${token}`)
      .set(await asVisitor())
      .type('form')
      .send('confirm=1');

    expect(res.status).toBe(200);
    expect(res.text).toContain('Kikapcsoltad ezeket az e-maileket');
    expect(res.text).toContain('These e-mails are off');
    expect((await preferencesOf(user)).newsletter).toBe(false);
    expect((await preferencesOf(other.user)).newsletter).toBe(true);
  });

  it('when the mail client posts the one-click unsubscribe, then 204 and the newsletter is off', async () => {
    const { user, token } = await recipient();

    const res = await request(app)
      .post(`/unsubscribe/${token}`)
      .set(await asVisitor())
      .type('form')
      .send('List-Unsubscribe=One-Click');

    expect(res.status).toBe(204);
    expect((await preferencesOf(user)).newsletter).toBe(false);
  });
});

describe('/unsubscribe/:token of an e-mail alert', () => {
  it('when the link is opened, then it only asks; the one-click post turns that kind off and nothing else', async () => {
    const user = await createUser({ newsletter: true });
    const token = alertToken(user, 'tradeOffered');

    const page = await request(app)
      .get(`/unsubscribe/${token}`)
      .set(await asVisitor());
    expect(page.text).toContain('trades offered to you');
    expect(page.text).toContain('a neked ajánlott cserék');
    expect(await preferencesOf(user)).toEqual({ newsletter: true, off: [], dailySummary: false });

    const oneClick = await request(app)
      .post(`/unsubscribe/${token}`)
      .set(await asVisitor())
      .type('form')
      .send('List-Unsubscribe=One-Click');
    const repeated = await request(app)
      .post(`/unsubscribe/${token}`)
      .set(await asVisitor())
      .type('form')
      .send('List-Unsubscribe=One-Click');

    expect([oneClick.status, repeated.status]).toEqual([204, 204]);
    expect(await preferencesOf(user)).toEqual({ newsletter: true, off: ['tradeOffered'], dailySummary: false });
  });

  it("when a daily summary's link is used, then trade and result mails are off", async () => {
    const user = await createUser({ emailDailySummary: true });

    await request(app)
      .post(`/unsubscribe/${alertToken(user, 'dailySummary')}`)
      .set(await asVisitor())
      .type('form')
      .send('confirm=1');

    expect((await preferencesOf(user)).off.sort()).toEqual(['resultFinal', 'tradeAnswered', 'tradeOffered']);
  });

  it("when the signature is another user's or forged, then nothing changes", async () => {
    const [victim, attacker] = [await createUser(), await createUser()];
    const attackersToken = alertToken(attacker, 'resultFinal');
    const forged = attackersToken.replace(attacker.id as string, victim.id as string);

    const res = await request(app)
      .post(`/unsubscribe/${forged}`)
      .set(await asVisitor())
      .type('form')
      .send('List-Unsubscribe=One-Click');

    expect(res.status).toBe(404);
    expect((await preferencesOf(victim)).off).toEqual([]);
  });
});

describe('/unsubscribe/:token that is nobody’s', () => {
  it.each(['b'.repeat(64), 'not-a-token', `${'a'.repeat(24)}-spam-${'c'.repeat(32)}`])(
    'when the token %s is used, then the page says the link does not work and nothing changes',
    async (token) => {
      const { user } = await recipient();

      const page = await request(app)
        .get(`/unsubscribe/${token}`)
        .set(await asVisitor());
      const button = await request(app)
        .post(`/unsubscribe/${token}`)
        .set(await asVisitor())
        .type('form')
        .send('confirm=1');
      const oneClick = await request(app)
        .post(`/unsubscribe/${token}`)
        .set(await asVisitor())
        .type('form')
        .send('List-Unsubscribe=One-Click');

      expect(page.status).toBe(200);
      expect(page.text).toContain('This link does not work');
      expect(page.text).not.toContain('<form');
      expect(button.status).toBe(200);
      expect(button.text).toContain('Ez a link nem működik');
      expect(oneClick.status).toBe(404);
      expect(oneClick.body.error.code).toBe('not_found');
      expect((await preferencesOf(user)).newsletter).toBe(true);
    },
  );
});
