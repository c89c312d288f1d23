import request from 'supertest';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { IMAGE_UPLOAD, MAX_SLIDES } from '@hfl/contracts';
import type { RunningServer } from '@hfl/kit';
import { internalHeaders, TEST_IMAGES } from '@hfl/kit/testing';
import { FantasyTeam } from '../../models/fantasy-team';
import { League } from '../../models/league';
import { createLeague } from '../../testing/factories';
import {
  asUser,
  buildLeaguesApp,
  createTeamLogo,
  databaseState,
  newId,
  newUserId,
  setUpLeaguesTests,
  storedFileCount,
  UNREACHABLE_URL,
} from '../../testing/support';

/** League slides and the creator's team logo, sent as multipart and stored in the real content service. */

let app: Express;
let content: RunningServer;

setUpLeaguesTests('leagues_slides', (service) => {
  ({ app, content } = service);
});

/** A second, different picture: a slide's bytes can then be told apart. */
const OTHER_PICTURE = TEST_IMAGES.gif;
const TEXT_AS_PNG = Buffer.from('this is not a picture');
const TOO_BIG = Buffer.concat([TEST_IMAGES.png, Buffer.alloc(IMAGE_UPLOAD.maxBytes + 1 - TEST_IMAGES.png.length)]);

interface SlideUpload {
  id?: string;
  title?: string;
  image?: Buffer;
  filename?: string;
}

/** A league form as the browser posts it: text fields, then `images[i][…]` for each slide, then the team logo. */
function leagueForm(
  req: request.Test,
  fields: Record<string, string | number>,
  slides: SlideUpload[] = [],
  logo?: Buffer,
) {
  let form = req;
  for (const [name, value] of Object.entries(fields)) form = form.field(name, String(value));
  slides.forEach((slide, i) => {
    if (slide.id) form = form.field(`images[${i}][id]`, slide.id);
    if (slide.title !== undefined) form = form.field(`images[${i}][title]`, slide.title);
    if (slide.image) form = form.attach(`images[${i}][image]`, slide.image, slide.filename ?? `slide-${i}.png`);
  });
  if (logo) form = form.attach('logo', logo, 'logo.png');
  return form;
}

const leagueFields = {
  name: 'Budapest Bulls',
  nbMaxTeams: 8,
  description: 'Friends',
  teamName: 'Crushers',
  timezone: 'Europe/Budapest',
};

async function fileBytes(url: string): Promise<{ status: number; type?: string; body: Buffer }> {
  const id = url.replace('/api/files/', '');
  const res = await request(content.url)
    .get(`/files/${id}`)
    .set(await internalHeaders({}, 'content'))
    .buffer(true);
  return { status: res.status, type: res.headers['content-type'], body: res.body as Buffer };
}

const fileExists = async (url: string) => (await fileBytes(url)).status === 200;

/** Creates a league through the API with these slides; answers its id and details. */
async function leagueWithSlides(adminUserId: string, slides: SlideUpload[]) {
  const created = await leagueForm(
    request(app)
      .post('/leagues')
      .set(await asUser(adminUserId)),
    leagueFields,
    slides,
  );
  expect(created.status).toBe(201);
  const details = await request(app)
    .get(`/leagues/${created.body.id}`)
    .set(await asUser(adminUserId));
  return {
    id: created.body.id as string,
    slides: details.body.slides as { id: string; title: string; image: string }[],
  };
}

describe('POST /leagues (multipart)', () => {
  it('when a user creates a league with two slides and a logo, then the details show the slides and each picture is served', async () => {
    const userId = newUserId();

    const res = await leagueForm(
      request(app)
        .post('/leagues')
        .set(await asUser(userId)),
      leagueFields,
      [
        { title: 'Opening day', image: TEST_IMAGES.png },
        { title: 'Final', image: OTHER_PICTURE },
      ],
      TEST_IMAGES.jpeg,
    );

    expect(res.status).toBe(201);
    const details = await request(app)
      .get(`/leagues/${res.body.id}`)
      .set(await asUser(userId));
    expect(details.body).toMatchObject({ name: 'Budapest Bulls', nbMaxTeams: 8, description: 'Friends' });
    expect(details.body.slides).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        title: 'Opening day',
        image: expect.stringMatching(/^\/api\/files\/[0-9a-f]{24}$/),
      },
      {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        title: 'Final',
        image: expect.stringMatching(/^\/api\/files\/[0-9a-f]{24}$/),
      },
    ]);
    const [first, second] = details.body.slides as { image: string }[];
    expect(await fileBytes(first!.image)).toEqual({ status: 200, type: 'image/png', body: TEST_IMAGES.png });
    expect(await fileBytes(second!.image)).toEqual({ status: 200, type: 'image/gif', body: OTHER_PICTURE });
    const team = await FantasyTeam.findOne({ leagueId: res.body.id, userId });
    expect(team?.logoFileId).not.toBeNull();
    expect(await fileBytes(`/api/files/${String(team!.logoFileId)}`)).toEqual({
      status: 200,
      type: 'image/jpeg',
      body: TEST_IMAGES.jpeg,
    });
    const members = await request(app)
      .get(`/leagues/${res.body.id}/members`)
      .set(await asUser(userId));
    expect(members.body[0].team).toEqual({
      id: team!.id,
      name: 'Crushers',
      logoUrl: `/api/files/${String(team!.logoFileId)}`,
    });
    expect(await storedFileCount()).toBe(3);
  });

  it('when a slide picture is a text file called x.png, then 400 on that slide and nothing is stored', async () => {
    const before = await databaseState();

    const res = await leagueForm(
      request(app)
        .post('/leagues')
        .set(await asUser(newUserId())),
      leagueFields,
      [
        { title: 'Fine', image: TEST_IMAGES.png },
        { title: 'Fake', image: TEXT_AS_PNG, filename: 'x.png' },
      ],
    );

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'images[1].image', message: 'Unsupported Format' }]);
    expect(await databaseState()).toEqual(before);
  });

  it('when a picture is 5 MB and one byte, then 400 with the size message on it and nothing is stored', async () => {
    const before = await databaseState();

    const res = await leagueForm(
      request(app)
        .post('/leagues')
        .set(await asUser(newUserId(), 'hu')),
      leagueFields,
      [{ title: 'Huge', image: TOO_BIG }],
    );

    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'input_invalid',
      message: 'Érvénytelen adatok',
      violations: [{ property: 'images[0].image', message: 'A fájl túl nagy' }],
    });
    expect(await databaseState()).toEqual(before);
  });

  it('when a slide has no picture or no title, then 400 naming each and nothing is stored', async () => {
    const before = await databaseState();

    const res = await leagueForm(
      request(app)
        .post('/leagues')
        .set(await asUser(newUserId())),
      leagueFields,
      [{ title: '', image: TEST_IMAGES.png }, { title: 'No picture' }],
    );

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'images[0].title', message: 'Title is required' }]);
    expect(await databaseState()).toEqual(before);

    const second = await leagueForm(
      request(app)
        .post('/leagues')
        .set(await asUser(newUserId())),
      leagueFields,
      [{ title: 'Has one', image: TEST_IMAGES.png }, { title: 'No picture' }],
    );

    expect(second.status).toBe(400);
    expect(second.body.error.violations).toEqual([{ property: 'images[1].image', message: 'Please choose an image' }]);
    expect(await databaseState()).toEqual(before);
  });

  it('when a slide is sent as JSON (a picture cannot be), then 400 asking for its picture', async () => {
    const res = await request(app)
      .post('/leagues')
      .set(await asUser(newUserId()))
      .send({ ...leagueFields, images: [{ title: 'Only text' }] });

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'images[0].image', message: 'Please choose an image' }]);
    expect(await League.countDocuments()).toBe(0);
  });

  it('when only a later slide is numbered (a gap in the list), then 400 on the missing one rather than a hole', async () => {
    const res = await request(app)
      .post('/leagues')
      .set(await asUser(newUserId()))
      .field('name', 'Gap')
      .field('nbMaxTeams', '8')
      .field('teamName', 'T')
      .field('timezone', 'Europe/Budapest')
      .field('images[1][title]', 'Second')
      .attach('images[1][image]', TEST_IMAGES.png, 'b.png');

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'images[0].title', message: 'Title is required' }]);
  });

  it('when there are more slides than allowed, then 400 and nothing is stored', async () => {
    const before = await databaseState();
    const slides = Array.from({ length: MAX_SLIDES + 1 }, (_, i) => ({ title: `Slide ${i}` }));

    const res = await request(app)
      .post('/leagues')
      .set(await asUser(newUserId()))
      .send({ ...leagueFields, images: slides });

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'images', message: 'Invalid data provided' }]);
    expect(await databaseState()).toEqual(before);
  });

  it('when a field carries 1 MB of text, then 400 on that field and nothing is stored', async () => {
    const before = await databaseState();

    const fields = { ...leagueFields, description: 'x'.repeat(1024 * 1024) };

    const res = await leagueForm(
      request(app)
        .post('/leagues')
        .set(await asUser(newUserId(), 'hu')),
      fields,
      [{ title: 'One', image: TEST_IMAGES.png }],
    );

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'description', message: 'Ez a mező túl hosszú' }]);
    expect(await databaseState()).toEqual(before);
  });

  it('when the form has 1,000 fields, then 400 saying so and nothing is stored', async () => {
    const before = await databaseState();
    const fields: Record<string, string> = { ...leagueFields, nbMaxTeams: '8' };
    for (let i = 0; i < 1000; i++) fields[`extra${i}`] = 'x';

    const res = await leagueForm(
      request(app)
        .post('/leagues')
        .set(await asUser(newUserId())),
      fields,
      [{ title: 'One', image: TEST_IMAGES.png }],
    );

    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'input_invalid', message: 'The form has too many fields or files' });
    expect(await databaseState()).toEqual(before);
  });

  it('when more pictures come than slides and a logo, then 400 saying so and nothing is stored', async () => {
    const before = await databaseState();
    const slides = Array.from({ length: MAX_SLIDES + 1 }, (_, i) => ({ title: `Slide ${i}`, image: TEST_IMAGES.png }));

    const res = await leagueForm(
      request(app)
        .post('/leagues')
        .set(await asUser(newUserId())),
      leagueFields,
      slides,
      TEST_IMAGES.png,
    );

    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'input_invalid', message: 'The form has too many fields or files' });
    expect(await databaseState()).toEqual(before);
  });

  it('when a slide id names no slide of a new league, then 400 on that id', async () => {
    const res = await leagueForm(
      request(app)
        .post('/leagues')
        .set(await asUser(newUserId())),
      leagueFields,
      [{ id: newId(), title: 'Borrowed' }],
    );

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'images[0].id', message: 'Invalid data provided' }]);
  });

  it('when content cannot be reached, then 503 and neither a league nor a picture is stored', async () => {
    const before = await databaseState();
    const offline = buildLeaguesApp({ CONTENT_URL: UNREACHABLE_URL });

    const res = await leagueForm(
      request(offline)
        .post('/leagues')
        .set(await asUser(newUserId())),
      leagueFields,
      [{ title: 'Lost', image: TEST_IMAGES.png }],
    );

    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('service_unavailable');
    expect(await databaseState()).toEqual(before);
  });
});

describe('POST /leagues with a pre-made logo', () => {
  it('when ownerLogo names a logo of the gallery, then the team wears it and no picture is copied', async () => {
    const logoId = await createTeamLogo();
    const userId = newUserId();
    const files = await storedFileCount();

    const res = await request(app)
      .post('/leagues')
      .set(await asUser(userId))
      .send({ ...leagueFields, ownerLogo: logoId });

    expect(res.status).toBe(201);
    const team = await FantasyTeam.findOne({ leagueId: res.body.id, userId });
    expect(String(team!.logoFileId)).toBe(logoId);
    expect(await storedFileCount()).toBe(files);
  });

  it('when ownerLogo is an id no logo has, then 400 on ownerLogo and nothing is stored', async () => {
    await createTeamLogo();
    const before = await databaseState();

    const res = await request(app)
      .post('/leagues')
      .set(await asUser(newUserId()))
      .send({ ...leagueFields, ownerLogo: newId() });

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([
      { property: 'ownerLogo', message: 'This logo is no longer available, please choose another one' },
    ]);
    expect(await databaseState()).toEqual(before);
  });

  it.each([
    ['malformed', 'not-an-id'],
    ['an operator', { $gt: '' }],
  ])('when ownerLogo is %s, then 400 on ownerLogo', async (_label, ownerLogo) => {
    const res = await request(app)
      .post('/leagues')
      .set(await asUser(newUserId()))
      .send({ ...leagueFields, ownerLogo });

    expect(res.status).toBe(400);
    expect(res.body.error.violations.map((v: { property: string }) => v.property)).toEqual(['ownerLogo']);
  });
});

describe('POST /leagues/:id/update (slides)', () => {
  it('when the admin keeps, renames, replaces, drops and adds slides, then the list is the new one and unused pictures are removed', async () => {
    const adminId = newUserId();
    const { id, slides } = await leagueWithSlides(adminId, [
      { title: 'Keep', image: TEST_IMAGES.png },
      { title: 'Drop', image: TEST_IMAGES.png },
      { title: 'Replace', image: TEST_IMAGES.png },
    ]);
    const [kept, dropped, replaced] = slides;

    const res = await leagueForm(
      request(app)
        .post(`/leagues/${id}/update`)
        .set(await asUser(adminId)),
      { name: 'Budapest Bulls', nbMaxTeams: 8, description: 'Friends' },
      [
        { id: replaced!.id, title: 'Replaced', image: OTHER_PICTURE },
        { id: kept!.id, title: 'Kept and renamed' },
        { title: 'New', image: TEST_IMAGES.jpeg },
      ],
    );

    expect(res.status).toBe(200);
    expect(res.body.slides).toEqual([
      { id: replaced!.id, title: 'Replaced', image: expect.not.stringMatching(replaced!.image) },
      { id: kept!.id, title: 'Kept and renamed', image: kept!.image },
      {
        id: expect.not.stringMatching(new RegExp(`${kept!.id}|${dropped!.id}|${replaced!.id}`)),
        title: 'New',
        image: expect.any(String),
      },
    ]);
    const stored = (await League.findById(id))!.slides.map((s) => ({ id: s._id.toHexString(), title: s.title }));
    expect(stored).toEqual(res.body.slides.map((s: { id: string; title: string }) => ({ id: s.id, title: s.title })));
    expect(await fileBytes(res.body.slides[0].image)).toMatchObject({ status: 200, body: OTHER_PICTURE });
    expect(await fileBytes(res.body.slides[2].image)).toMatchObject({ status: 200, body: TEST_IMAGES.jpeg });
    expect(await fileExists(kept!.image)).toBe(true);
    expect(await fileExists(dropped!.image)).toBe(false);
    expect(await fileExists(replaced!.image)).toBe(false);
    expect(await storedFileCount()).toBe(3);
  });

  it('when the update names no slides, then every slide and its picture go', async () => {
    const adminId = newUserId();
    const { id, slides } = await leagueWithSlides(adminId, [{ title: 'Only', image: TEST_IMAGES.png }]);

    const res = await request(app)
      .post(`/leagues/${id}/update`)
      .set(await asUser(adminId))
      .send({ name: 'Budapest Bulls', nbMaxTeams: 8 });

    expect(res.status).toBe(200);
    expect(res.body.slides).toEqual([]);
    expect(await fileExists(slides[0]!.image)).toBe(false);
  });

  it("when a slide id belongs to another league, then 400 on it and neither league's slides change", async () => {
    const adminId = newUserId();
    const mine = await leagueWithSlides(adminId, [{ title: 'Mine', image: TEST_IMAGES.png }]);
    const theirs = await leagueWithSlides(newUserId(), [{ title: 'Theirs', image: TEST_IMAGES.png }]);
    const before = await databaseState();

    const res = await request(app)
      .post(`/leagues/${mine.id}/update`)
      .set(await asUser(adminId))
      .send({ name: 'X', nbMaxTeams: 8, images: [{ id: theirs.slides[0]!.id, title: 'Stolen' }] });

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'images[0].id', message: 'Invalid data provided' }]);
    expect(await databaseState()).toEqual(before);
  });

  it('when the same slide is named twice, then 400 on the second', async () => {
    const adminId = newUserId();
    const { id, slides } = await leagueWithSlides(adminId, [{ title: 'One', image: TEST_IMAGES.png }]);

    const res = await request(app)
      .post(`/leagues/${id}/update`)
      .set(await asUser(adminId))
      .send({
        name: 'X',
        nbMaxTeams: 8,
        images: [
          { id: slides[0]!.id, title: 'A' },
          { id: slides[0]!.id, title: 'B' },
        ],
      });

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'images[1].id', message: 'Invalid data provided' }]);
  });

  it('when a new picture is not an image, then 400 and the slides and pictures stay as they were', async () => {
    const adminId = newUserId();
    const { id } = await leagueWithSlides(adminId, [{ title: 'One', image: TEST_IMAGES.png }]);
    const before = await databaseState();

    const res = await leagueForm(
      request(app)
        .post(`/leagues/${id}/update`)
        .set(await asUser(adminId)),
      { name: 'X', nbMaxTeams: 8 },
      [{ title: 'Bad', image: TEXT_AS_PNG }],
    );

    expect(res.status).toBe(400);
    expect(await databaseState()).toEqual(before);
  });

  it('when the league cannot shrink that far, then 409 and no picture is stored', async () => {
    const { league, adminUserId } = await createLeague({ nbMaxTeams: 6 });
    // Five more slots held besides the admin's: six in all, more than four.
    await mongoose.connection
      .db!.collection('slot_claims')
      .insertMany(
        [1, 2, 3, 4, 5].map((slot) => ({ leagueId: league._id, slot, membershipId: new mongoose.Types.ObjectId() })),
      );
    const before = await databaseState();

    const res = await leagueForm(
      request(app)
        .post(`/leagues/${league.id}/update`)
        .set(await asUser(adminUserId!)),
      { name: 'X', nbMaxTeams: 4 },
      [{ title: 'New', image: TEST_IMAGES.png }],
    );

    expect(res.status).toBe(409);
    expect(await databaseState()).toEqual(before);
  });
});

describe('POST /leagues/:id/update (a failing content)', () => {
  it('when content cannot store a new picture during an update that also shrinks the league, then 503 and the league is as it was', async () => {
    const { league, adminUserId } = await createLeague({ nbMaxTeams: 8 });
    // A slot above the new size: shrinking would move it down.
    const highSlot = { leagueId: league._id, slot: 6, membershipId: new mongoose.Types.ObjectId() };
    await mongoose.connection.db!.collection('slot_claims').insertOne(highSlot);
    const offline = buildLeaguesApp({ CONTENT_URL: UNREACHABLE_URL });
    const before = await databaseState();

    const res = await leagueForm(
      request(offline)
        .post(`/leagues/${league.id}/update`)
        .set(await asUser(adminUserId!)),
      { name: 'Renamed', nbMaxTeams: 4, description: 'Smaller now' },
      [{ title: 'New', image: TEST_IMAGES.png }],
    );

    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('service_unavailable');
    expect(await databaseState()).toEqual(before);
    expect(await League.findById(league._id)).toMatchObject({ nbMaxTeams: 8, name: league.name });
  });
});

describe('DELETE /leagues/:id (pictures)', () => {
  it("when the admin deletes a league, then its slides, its teams' uploaded logos and requests' logos leave content; pre-made logos stay", async () => {
    const adminUserId = newUserId();
    const created = await leagueForm(
      request(app)
        .post('/leagues')
        .set(await asUser(adminUserId)),
      leagueFields,
      [{ title: 'Kick-off', image: TEST_IMAGES.png }],
      OTHER_PICTURE,
    );
    const premade = await createTeamLogo();
    const team = { teamName: 'Joiners', timezone: 'Europe/Budapest' };
    const asked = await request(app)
      .post(`/leagues/${created.body.id}/request-join`)
      .set(await asUser(newUserId()))
      .send({ ...team, ownerLogo: premade });
    expect(
      (
        await request(app)
          .post(`/pending-members/${asked.body.id}/accept`)
          .set(await asUser(adminUserId))
      ).status,
    ).toBe(200);
    await request(app)
      .post(`/leagues/${created.body.id}/request-join`)
      .set(await asUser(newUserId()))
      .field('teamName', team.teamName)
      .field('timezone', team.timezone)
      .attach('logo', TEST_IMAGES.png, 'logo.png');
    const { slides } = (await League.findById(created.body.id))!;
    const adminLogo = (await FantasyTeam.findOne({ userId: adminUserId }))!.logoFileId!;
    // The slide, the admin's uploaded logo, the pending request's logo and the pre-made logo.
    expect(await storedFileCount()).toBe(4);

    const res = await request(app)
      .delete(`/leagues/${created.body.id}`)
      .set(await asUser(adminUserId));

    expect(res.status).toBe(204);
    expect(await fileExists(`/api/files/${slides[0]!.fileId}`)).toBe(false);
    expect(await fileExists(`/api/files/${adminLogo}`)).toBe(false);
    expect(await fileExists(`/api/files/${premade}`)).toBe(true);
    expect(await storedFileCount()).toBe(1);
  });

  it('when content cannot be reached, then the league is deleted all the same and its pictures stay behind', async () => {
    const adminUserId = newUserId();
    const { id } = await leagueWithSlides(adminUserId, [{ title: 'Kick-off', image: TEST_IMAGES.png }]);
    const offline = buildLeaguesApp({ CONTENT_URL: UNREACHABLE_URL });

    const res = await request(offline)
      .delete(`/leagues/${id}`)
      .set(await asUser(adminUserId));

    expect(res.status).toBe(204);
    expect(await League.findById(id)).toBeNull();
    expect(await storedFileCount()).toBe(1);
  });
});
