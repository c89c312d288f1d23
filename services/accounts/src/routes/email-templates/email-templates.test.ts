import request from 'supertest';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { ROLES } from '@hfl/contracts';
import { dropTestDatabase, TEST_IMAGES } from '@hfl/kit/testing';
import { EmailTemplateModel } from '../../models/email-template';
import { createUser } from '../../testing/factories';
import { as, asVisitor, startAccounts } from '../../testing/support';

let app: Express;

beforeAll(async () => {
  app = await startAccounts('accounts_email_templates', {}, { withContent: true });
  await EmailTemplateModel.init();
});

afterAll(async () => {
  await dropTestDatabase();
});

beforeEach(async () => {
  await EmailTemplateModel.deleteMany({});
});

const owner = () => createUser({ roles: [ROLES.USER, ROLES.SUPER_ADMIN] });
const fileExists = async (url: string) =>
  (await mongoose.connection.db!.collection('files.files').countDocuments({
    _id: new mongoose.Types.ObjectId(url.slice(url.lastIndexOf('/') + 1)),
  })) === 1;

interface Form {
  title?: string;
  translations: Array<{ language?: string; subject?: string; body?: string; headerImage?: string; file?: Buffer }>;
}

const VALID: Form = {
  title: 'Season kick-off',
  translations: [
    { language: 'en', subject: 'The season starts, {{firstName}}', body: '<p>Draft your <strong>team</strong>!</p>' },
    {
      language: 'hu',
      subject: 'Kezdődik a szezon, {{firstName}}',
      body: '<p>Draftold a <strong>csapatod</strong>!</p>',
    },
  ],
};

/** The template form as the modal sends it: multipart, one picture per language at most. */
function multipart(req: request.Test, form: Form): request.Test {
  if (form.title !== undefined) req = req.field('title', form.title);
  form.translations.forEach((translation, i) => {
    for (const key of ['language', 'subject', 'body', 'headerImage'] as const) {
      const value = translation[key];
      if (value !== undefined) req = req.field(`translations[${i}][${key}]`, value);
    }
    if (translation.file) req = req.attach(`translations[${i}][headerImage]`, translation.file, `header-${i}.png`);
  });
  return req;
}

async function create(form: Form = VALID) {
  const user = await owner();
  return multipart(
    request(app)
      .post('/email-templates')
      .set(await as(user)),
    form,
  );
}

describe('email templates: who may', () => {
  it.each([
    ['GET', '/email-templates'],
    ['POST', '/email-templates'],
    ['POST', `/email-templates/${new mongoose.Types.ObjectId().toHexString()}`],
    ['DELETE', `/email-templates/${new mongoose.Types.ObjectId().toHexString()}`],
  ] as const)('when a visitor or a user calls %s %s, then 401 / 403 and nothing is stored', async (method, path) => {
    const user = await createUser();
    const call = () =>
      method === 'GET'
        ? request(app).get(path)
        : method === 'POST'
          ? request(app).post(path)
          : request(app).delete(path);

    const visitor = await call()
      .set(await asVisitor())
      .send({ ...VALID });
    const player = await call()
      .set(await as(user))
      .send({ ...VALID });

    expect(visitor.status).toBe(401);
    expect(player.status).toBe(403);
    expect(player.body.error.code).toBe('not_allowed');
    expect(await EmailTemplateModel.countDocuments()).toBe(0);
  });
});

describe('POST /email-templates', () => {
  it('when the owner saves both languages with a header picture, then the id comes back and the template lists', async () => {
    const res = await create({
      ...VALID,
      translations: [{ ...VALID.translations[0]!, file: TEST_IMAGES.png }, VALID.translations[1]!],
    });

    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const list = await request(app)
      .get('/email-templates')
      .set(await as(await owner()));
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      {
        id: res.body.id,
        title: 'Season kick-off',
        translations: [
          {
            language: 'en',
            subject: 'The season starts, {{firstName}}',
            body: '<p>Draft your <strong>team</strong>!</p>',
            headerImage: expect.stringMatching(/^\/api\/files\/[0-9a-f]{24}$/),
          },
          {
            language: 'hu',
            subject: 'Kezdődik a szezon, {{firstName}}',
            body: '<p>Draftold a <strong>csapatod</strong>!</p>',
            headerImage: null,
          },
        ],
      },
    ]);
    expect(await fileExists(list.body[0].translations[0].headerImage)).toBe(true);
  });

  it('when a body holds a script and an event handler, then they are gone from what is stored', async () => {
    const res = await create({
      ...VALID,
      translations: [
        { ...VALID.translations[0]!, body: '<p onclick="steal()">Hi<script>alert(1)</script></p>' },
        VALID.translations[1]!,
      ],
    });

    expect(res.status).toBe(201);
    const stored = await EmailTemplateModel.findById(res.body.id);
    expect(stored!.translations[0]!.body).toBe('<p>Hi</p>');
  });

  it.each([
    ['no title', { ...VALID, title: '  ' }, 'title', 'Title is required'],
    [
      'no subject',
      { ...VALID, translations: [{ ...VALID.translations[0]!, subject: '' }, VALID.translations[1]!] },
      'translations[0].subject',
      'Subject is required',
    ],
    [
      'no body',
      { ...VALID, translations: [VALID.translations[0]!, { ...VALID.translations[1]!, body: '' }] },
      'translations[1].body',
      'Body is required',
    ],
    [
      'a body that is only empty markup',
      {
        ...VALID,
        translations: [VALID.translations[0]!, { ...VALID.translations[1]!, body: '<p> </p><script>x</script>' }],
      },
      'translations[1].body',
      'Body is required',
    ],
    [
      'only English',
      { ...VALID, translations: [VALID.translations[0]!] },
      'translations',
      'Write the message in both English and Hungarian',
    ],
    [
      'English twice',
      { ...VALID, translations: [VALID.translations[0]!, { ...VALID.translations[1]!, language: 'en' }] },
      'translations',
      'Write the message in both English and Hungarian',
    ],
    [
      'a header image URL of no template',
      {
        ...VALID,
        translations: [
          { ...VALID.translations[0]!, headerImage: `/api/files/${new mongoose.Types.ObjectId().toHexString()}` },
          VALID.translations[1]!,
        ],
      },
      'translations[0].headerImage',
      'Invalid data provided',
    ],
  ] as const)(
    'when the form has %s, then 400 with the message on the field and nothing is stored',
    async (_case, form, property, message) => {
      const res = await create(form as Form);

      expect(res.status).toBe(400);
      expect(res.body.error.violations).toEqual(
        expect.arrayContaining([expect.objectContaining({ property, message })]),
      );
      expect(await EmailTemplateModel.countDocuments()).toBe(0);
    },
  );

  it('when the header picture is not an image, then 400 on its field and nothing is stored', async () => {
    const files = () => mongoose.connection.db!.collection('files.files').countDocuments();
    const before = await files();

    const res = await create({
      ...VALID,
      translations: [{ ...VALID.translations[0]!, file: Buffer.from('not a picture') }, VALID.translations[1]!],
    });

    expect(res.status).toBe(400);
    expect(res.body.error.violations[0].property).toBe('translations[0].headerImage');
    expect(await EmailTemplateModel.countDocuments()).toBe(0);
    expect(await files()).toBe(before);
  });
});

describe('POST /email-templates/:templateId and DELETE', () => {
  it('when the owner updates keeping one picture and replacing nothing else, then the title and texts change and the picture stays', async () => {
    const created = await create({
      ...VALID,
      translations: [{ ...VALID.translations[0]!, file: TEST_IMAGES.gif }, VALID.translations[1]!],
    });
    const kept = (await EmailTemplateModel.findById(created.body.id))!.translations[0]!.headerImageId!.toHexString();

    const res = await multipart(
      request(app)
        .post(`/email-templates/${created.body.id}`)
        .set(await as(await owner())),
      {
        title: 'Renamed',
        translations: [
          { ...VALID.translations[0]!, headerImage: `/api/files/${kept}`, body: '<p>New text</p>' },
          VALID.translations[1]!,
        ],
      },
    );

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: created.body.id });
    const stored = await EmailTemplateModel.findById(created.body.id);
    expect(stored!.title).toBe('Renamed');
    expect(stored!.translations[0]!.body).toBe('<p>New text</p>');
    expect(stored!.translations[0]!.headerImageId!.toHexString()).toBe(kept);
    expect(await fileExists(`/api/files/${kept}`)).toBe(true);
  });

  it('when the picture is replaced, then the old one is removed from content', async () => {
    const created = await create({
      ...VALID,
      translations: [{ ...VALID.translations[0]!, file: TEST_IMAGES.gif }, VALID.translations[1]!],
    });
    const old = (await EmailTemplateModel.findById(created.body.id))!.translations[0]!.headerImageId!.toHexString();

    const res = await multipart(
      request(app)
        .post(`/email-templates/${created.body.id}`)
        .set(await as(await owner())),
      { ...VALID, translations: [{ ...VALID.translations[0]!, file: TEST_IMAGES.png }, VALID.translations[1]!] },
    );

    expect(res.status).toBe(200);
    const now = (await EmailTemplateModel.findById(created.body.id))!.translations[0]!.headerImageId!.toHexString();
    expect(now).not.toBe(old);
    expect(await fileExists(`/api/files/${old}`)).toBe(false);
    expect(await fileExists(`/api/files/${now}`)).toBe(true);
  });

  it('when the owner deletes a template, then 204, it is gone, and so is its picture', async () => {
    const created = await create({
      ...VALID,
      translations: [{ ...VALID.translations[0]!, file: TEST_IMAGES.png }, VALID.translations[1]!],
    });
    const image = (await EmailTemplateModel.findById(created.body.id))!.translations[0]!.headerImageId!.toHexString();

    const res = await request(app)
      .delete(`/email-templates/${created.body.id}`)
      .set(await as(await owner()));

    expect(res.status).toBe(204);
    expect(await EmailTemplateModel.countDocuments()).toBe(0);
    expect(await fileExists(`/api/files/${image}`)).toBe(false);
  });

  it.each(['POST', 'DELETE'] as const)('when %s names an unknown or malformed id, then 404', async (method) => {
    const user = await owner();
    for (const id of [new mongoose.Types.ObjectId().toHexString(), 'nope']) {
      const req =
        method === 'POST' ? request(app).post(`/email-templates/${id}`) : request(app).delete(`/email-templates/${id}`);
      const res = await req.set(await as(user)).send(VALID);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
  });
});
