import request from 'supertest';
import type { Express } from 'express';
import { IMAGE_UPLOAD } from '@hfl/contracts';
import type { RunningServer } from '@hfl/kit';
import { internalHeaders, TEST_IMAGES } from '@hfl/kit/testing';
import { League } from '../../models/league';
import { addMember, createLeague } from '../../testing/factories';
import {
  asSuperAdmin,
  asUser,
  asVisitor,
  databaseState,
  newId,
  setUpLeaguesTests,
  storedFileCount,
} from '../../testing/support';

/** The owner's Manage League form: `POST /owner/leagues/:id/update`, multipart, stored in the real content service. */

let app: Express;
let content: RunningServer;

setUpLeaguesTests('leagues_owner_update', (service) => {
  ({ app, content } = service);
});

interface SlideUpload {
  id?: string;
  title?: string;
  image?: Buffer;
}

/** The form as the browser posts it: text fields, then `images[i][id|title|image]` for each slide. */
function ownerForm(req: request.Test, fields: Record<string, string | number>, slides: SlideUpload[] = []) {
  let form = req;
  for (const [name, value] of Object.entries(fields)) form = form.field(name, String(value));
  slides.forEach((slide, i) => {
    if (slide.id) form = form.field(`images[${i}][id]`, slide.id);
    if (slide.title !== undefined) form = form.field(`images[${i}][title]`, slide.title);
    if (slide.image) form = form.attach(`images[${i}][image]`, slide.image, `slide-${i}.png`);
  });
  return form;
}

async function update(
  leagueId: string,
  fields: Record<string, string | number>,
  slides: SlideUpload[] = [],
  headers?: Record<string, string>,
) {
  return ownerForm(
    request(app)
      .post(`/owner/leagues/${leagueId}/update`)
      .set(headers ?? (await asSuperAdmin())),
    fields,
    slides,
  );
}

const fileServed = async (url: string) =>
  (
    await request(content.url)
      .get(`/files/${url.replace('/api/files/', '')}`)
      .set(await internalHeaders({}, 'content'))
  ).status === 200;

const details = async (leagueId: string) =>
  (
    await request(app)
      .get(`/leagues/${leagueId}`)
      .set(await asSuperAdmin())
  ).body as {
    name: string;
    nbMaxTeams: number;
    description: string;
    slides: { id: string; title: string; image: string }[];
  };

describe('POST /owner/leagues/:id/update', () => {
  it('when the owner sends every field and two new slides, then 200 with the id and the league is stored with them', async () => {
    const { league } = await createLeague({ nbMaxTeams: 4 });

    const res = await update(league.id as string, { name: 'Owner Cup', nbMaxTeams: 10, description: 'Edited' }, [
      { title: 'Kick-off', image: TEST_IMAGES.png },
      { title: 'Final', image: TEST_IMAGES.gif },
    ]);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: league.id });
    const stored = await League.findById(league.id);
    expect(stored).toMatchObject({ name: 'Owner Cup', nbMaxTeams: 10, description: 'Edited' });
    const shown = await details(league.id as string);
    expect(shown.slides.map((slide) => slide.title)).toEqual(['Kick-off', 'Final']);
    for (const slide of shown.slides) expect(await fileServed(slide.image)).toBe(true);
    expect(await storedFileCount()).toBe(2);
  });

  it('when a slide is kept by id, another retitled and one left out, then the left-out picture is removed', async () => {
    const { league } = await createLeague();
    const id = league.id as string;
    await update(id, { name: 'L', nbMaxTeams: 8 }, [
      { title: 'One', image: TEST_IMAGES.png },
      { title: 'Two', image: TEST_IMAGES.gif },
    ]);
    const [one, two] = (await details(id)).slides;

    const res = await update(id, { name: 'L', nbMaxTeams: 8 }, [{ id: two!.id, title: 'Two again' }]);

    expect(res.status).toBe(200);
    const shown = await details(id);
    expect(shown.slides).toEqual([{ id: two!.id, title: 'Two again', image: two!.image }]);
    expect(await fileServed(one!.image)).toBe(false);
    expect(await storedFileCount()).toBe(1);
  });

  it('when the size would drop below the teams in the league, then 409 with a clear message and nothing changes', async () => {
    const { league } = await createLeague({ nbMaxTeams: 8 });
    for (let i = 0; i < 4; i++) await addMember(league);
    const before = await databaseState();

    const res = await update(league.id as string, { name: 'Smaller', nbMaxTeams: 4 }, [
      { title: 'New', image: TEST_IMAGES.png },
    ]);

    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'The number of teams cannot be less than the number of members and pending members',
    );
    expect(await databaseState()).toEqual(before);
    expect(await storedFileCount()).toBe(0);
  });

  const big = () => Buffer.concat([TEST_IMAGES.png, Buffer.alloc(IMAGE_UPLOAD.maxBytes + 1 - TEST_IMAGES.png.length)]);
  it.each<[string, Record<string, string | number>, SlideUpload[], { property: string; message: string }]>([
    ['no name', { name: '', nbMaxTeams: 8 }, [], { property: 'name', message: 'Please input league name' }],
    [
      'a size not offered',
      { name: 'X', nbMaxTeams: 9 },
      [],
      { property: 'nbMaxTeams', message: 'Please select number of teams' },
    ],
    [
      'a slide without a title',
      { name: 'X', nbMaxTeams: 8 },
      [{ title: '', image: TEST_IMAGES.png }],
      { property: 'images[0].title', message: 'Title is required' },
    ],
    [
      'a slide over 5 MB',
      { name: 'X', nbMaxTeams: 8 },
      [{ title: 'Big', image: big() }],
      { property: 'images[0].image', message: 'File too large' },
    ],
    [
      'a slide that is not a picture',
      { name: 'X', nbMaxTeams: 8 },
      [{ title: 'Text', image: Buffer.from('not a picture') }],
      { property: 'images[0].image', message: 'Unsupported Format' },
    ],
  ])('when the form has %s, then 400 on that field and nothing is stored', async (_case, fields, slides, violation) => {
    const { league } = await createLeague();
    const before = await databaseState();

    const res = await update(league.id as string, fields, slides);

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([expect.objectContaining(violation)]);
    expect(await databaseState()).toEqual(before);
    expect(await storedFileCount()).toBe(0);
  });

  it.each([
    ['unknown', () => newId()],
    ['malformed', () => encodeURIComponent('{"$ne":null}')],
  ])('when the league id is %s, then 404 and no picture is stored', async (_case, id) => {
    const res = await update(id(), { name: 'X', nbMaxTeams: 8 }, [{ title: 'S', image: TEST_IMAGES.png }]);

    expect(res.status).toBe(404);
    expect(await storedFileCount()).toBe(0);
  });

  it.each([
    ['a visitor', 401, () => asVisitor()],
    ['the league admin', 403, (adminUserId: string) => asUser(adminUserId)],
  ])('when %s tries, then %i and nothing changes', async (_who, status, headers) => {
    const { league, adminUserId } = await createLeague();
    const before = await databaseState();

    const res = await update(league.id as string, { name: 'Hijacked', nbMaxTeams: 8 }, [], await headers(adminUserId!));

    expect(res.status).toBe(status);
    expect(await databaseState()).toEqual(before);
  });
});
