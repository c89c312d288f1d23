import request from 'supertest';
import type { Express } from 'express';
import mongoose, { Types } from 'mongoose';
import { IMAGE_UPLOAD } from '@hfl/contracts';
import { TEST_IMAGES, testEnv } from '@hfl/kit/testing';
import { buildApp } from '../../app';
import { loadStatsConfig } from '../../config';
import { RealTeam } from '../../models/real-team';
import {
  asVisitorAtContent,
  clearStoredFiles,
  contentUrl,
  startContent,
  storedFileIds,
} from '../../testing/content-peer';
import {
  asOwner,
  asUser,
  asVisitor,
  createPlayer,
  createTeams,
  UNREACHABLE_URL,
  setUpStatsTests,
} from '../../testing/season-fixtures';

let app: Express;
setUpStatsTests(
  'stats_owner_teams',
  (built) => {
    app = built;
  },
  { peers: startContent },
);

beforeEach(clearStoredFiles);

/** The owner's team form as multipart: text fields, and `logo` as a file. */
function multipart(req: request.Test, fields: Record<string, string>, logo?: Buffer): request.Test {
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  return logo ? req.attach('logo', logo, { filename: 'logo.png', contentType: 'image/png' }) : req;
}

const stored = async (id: string) => RealTeam.findById(id).lean();
const fileIdOf = (logoUrl: string) => logoUrl.split('/').pop()!;

async function update(id: string, fields: Record<string, string>, logo?: Buffer, headers?: Record<string, string>) {
  return multipart(
    request(app)
      .post(`/owner/teams/${id}/update`)
      .set(headers ?? (await asOwner())),
    fields,
    logo,
  );
}

describe('POST /owner/teams/:id/update', () => {
  it('when the owner sends a name, status and logo, then 200 with the club, the logo stored in content and served', async () => {
    const [eagles] = await createTeams('Eagles');
    await createPlayer(eagles!._id, 'QB', 'Quinn Back');

    const res = await update(eagles!.id, { name: 'Golden Eagles', status: 'bye' }, TEST_IMAGES.png);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: eagles!.id,
      name: 'Golden Eagles',
      status: 'bye',
      nbPlayers: 1,
      logoUrl: expect.stringMatching(/^\/api\/files\/[0-9a-f]{24}$/),
    });
    const fileId = fileIdOf(res.body.logoUrl as string);
    expect(await stored(eagles!.id)).toMatchObject({ name: 'Golden Eagles', status: 'bye', logoFileId: fileId });
    expect(await storedFileIds()).toEqual([fileId]);
    const picture = await fetch(`${contentUrl()}/files/${fileId}`, { headers: await asVisitorAtContent() });
    expect(picture.headers.get('content-type')).toBe('image/png');
    // Other views show it too.
    const list = await request(app)
      .get('/teams')
      .set(await asVisitor());
    expect(list.body).toEqual([expect.objectContaining({ id: eagles!.id, logoUrl: res.body.logoUrl })]);
  });

  it('when a new logo replaces the old one, then the old file is removed', async () => {
    const [eagles] = await createTeams('Eagles');
    const first = await update(eagles!.id, { name: 'Eagles' }, TEST_IMAGES.png);

    const res = await update(eagles!.id, { name: 'Eagles' }, TEST_IMAGES.gif);

    expect(res.status).toBe(200);
    expect(res.body.logoUrl).not.toBe(first.body.logoUrl);
    expect(await storedFileIds()).toEqual([fileIdOf(res.body.logoUrl as string)]);
  });

  it('when no logo is sent, then the club keeps its logo; removeLogo takes it away with its file', async () => {
    const [eagles] = await createTeams('Eagles');
    const first = await update(eagles!.id, { name: 'Eagles' }, TEST_IMAGES.png);

    const kept = await update(eagles!.id, { name: 'Eagles 2', status: '', removeLogo: '' });
    expect(kept.body).toMatchObject({ name: 'Eagles 2', status: 'active', logoUrl: first.body.logoUrl });

    const removed = await update(eagles!.id, { name: 'Eagles 2', removeLogo: 'true' });
    expect(removed.status).toBe(200);
    expect(removed.body.logoUrl).toBeNull();
    expect((await stored(eagles!.id))!.logoFileId).toBeNull();
    expect(await storedFileIds()).toEqual([]);
  });

  const big = () => Buffer.concat([TEST_IMAGES.png, Buffer.alloc(IMAGE_UPLOAD.maxBytes + 1 - TEST_IMAGES.png.length)]);
  it.each<[string, Record<string, string>, Buffer | undefined, { property: string; message: string }]>([
    ['no name', { name: '' }, TEST_IMAGES.png, { property: 'name', message: 'Name is required' }],
    [
      'an unknown status',
      { name: 'X', status: 'retired' },
      TEST_IMAGES.png,
      { property: 'status', message: 'Invalid value' },
    ],
    ['a logo over 5 MB', { name: 'X' }, big(), { property: 'logo', message: 'File too large' }],
    [
      'a text file called logo.png',
      { name: 'X' },
      Buffer.from('not a picture'),
      { property: 'logo', message: 'Unsupported Format' },
    ],
  ])('when the form has %s, then 400 on that field and nothing changes', async (_case, fields, logo, violation) => {
    const [eagles] = await createTeams('Eagles');

    const res = await update(eagles!.id, fields, logo);

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([expect.objectContaining(violation)]);
    expect(await stored(eagles!.id)).toMatchObject({ name: 'Eagles', status: 'active', logoFileId: null });
    expect(await storedFileIds()).toEqual([]);
  });

  it.each([
    ['unknown', () => new Types.ObjectId().toHexString()],
    ['malformed', () => encodeURIComponent('{"$ne":null}')],
  ])('when the club id is %s, then 404 and no file is stored', async (_case, id) => {
    await createTeams('Eagles');

    const res = await update(id(), { name: 'X' }, TEST_IMAGES.png);

    expect(res.status).toBe(404);
    expect(await storedFileIds()).toEqual([]);
  });

  it('when content cannot store the logo, then 503 and the club is unchanged', async () => {
    const [eagles] = await createTeams('Eagles');
    const withoutContent = buildApp(
      loadStatsConfig(testEnv(mongoose.connection.name, { CONTENT_URL: UNREACHABLE_URL })),
    );

    const res = await multipart(
      request(withoutContent)
        .post(`/owner/teams/${eagles!.id}/update`)
        .set(await asOwner()),
      { name: 'Renamed' },
      TEST_IMAGES.png,
    );

    expect(res.status).toBe(503);
    expect(await stored(eagles!.id)).toMatchObject({ name: 'Eagles', logoFileId: null });
  });

  it.each([
    ['a visitor', 401, () => asVisitor()],
    ['a user', 403, () => asUser()],
  ])('when %s tries, then %i and nothing changes', async (_who, status, headers) => {
    const [eagles] = await createTeams('Eagles');

    const res = await update(eagles!.id, { name: 'Hijacked' }, TEST_IMAGES.png, await headers());

    expect(res.status).toBe(status);
    expect(await stored(eagles!.id)).toMatchObject({ name: 'Eagles', logoFileId: null });
    expect(await storedFileIds()).toEqual([]);
  });
});

describe('DELETE /teams/:id with a logo', () => {
  it('when the owner deletes a club with a logo, then its logo file goes too', async () => {
    const [eagles] = await createTeams('Eagles');
    await update(eagles!.id, { name: 'Eagles' }, TEST_IMAGES.png);

    const res = await request(app)
      .delete(`/teams/${eagles!.id}`)
      .set(await asOwner());

    expect(res.status).toBe(204);
    expect(await RealTeam.countDocuments()).toBe(0);
    expect(await storedFileIds()).toEqual([]);
  });
});
