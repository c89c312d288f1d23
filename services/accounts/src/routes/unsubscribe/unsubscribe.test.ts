import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { dropTestDatabase } from '@hfl/kit/testing';
import { BulkDelivery, BulkSend } from '../../models/bulk-send';
import { User, type UserDocument } from '../../models/user';
import { createUser } from '../../testing/factories';
import { allowSlowTests, asVisitor, startAccounts } from '../../testing/support';

allowSlowTests();

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

const newsletterOf = async (user: UserDocument) => (await User.findById(user._id))!.newsletter;

describe('/unsubscribe/:token', () => {
  it('when a visitor opens the link, then the newsletter is off and a page says so in both languages', async () => {
    const { user, token } = await recipient();
    const other = await recipient();

    const res = await request(app)
      .get(`/unsubscribe/${token}`)
      .set(await asVisitor());

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('Sikeresen leiratkoztál');
    expect(res.text).toContain('You have unsubscribed');
    expect(await newsletterOf(user)).toBe(false);
    expect(await newsletterOf(other.user)).toBe(true);
  });

  it('when the mail client posts the one-click unsubscribe, then 204 and the newsletter is off', async () => {
    const { user, token } = await recipient();

    const res = await request(app)
      .post(`/unsubscribe/${token}`)
      .set(await asVisitor())
      .type('form')
      .send('List-Unsubscribe=One-Click');

    expect(res.status).toBe(204);
    expect(await newsletterOf(user)).toBe(false);
  });

  it.each(['b'.repeat(64), 'not-a-token'])(
    'when the token %s is no recipient’s, then nothing changes',
    async (token) => {
      const { user } = await recipient();

      const page = await request(app)
        .get(`/unsubscribe/${token}`)
        .set(await asVisitor());
      const oneClick = await request(app)
        .post(`/unsubscribe/${token}`)
        .set(await asVisitor());

      expect(page.status).toBe(200);
      expect(page.text).toContain('This link does not work');
      expect(oneClick.status).toBe(404);
      expect(oneClick.body.error.code).toBe('not_found');
      expect(await newsletterOf(user)).toBe(true);
    },
  );
});
