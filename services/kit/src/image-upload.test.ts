import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Router } from 'express';
import request from 'supertest';
import { IMAGE_UPLOAD } from '@hfl/contracts';
import {
  createServiceApp,
  fieldPath,
  imageUpload,
  MAX_FIELD_BYTES,
  MAX_TEXT_BYTES,
  uploadedImages,
  uploadsInFlight,
} from './index';
import { internalHeaders, TEST_IMAGES, testSecret } from './testing';

/** Echoes what the middleware made of the request. */
function echoApp(maxFiles = 3) {
  const router = Router();
  router.post('/upload', imageUpload({ maxFiles }), (req, res) => {
    res.json({
      body: req.body,
      images: uploadedImages(res).map(({ field, filename, mimeType, data }) => ({
        field,
        filename,
        mimeType,
        size: data.length,
      })),
    });
  });
  return createServiceApp({ name: 'content', internalTokenSecret: testSecret(), router });
}

const app = echoApp();

/** The test PNG with another width and height in its header (what a picture's size is read from). */
function pngOf(width: number, height: number): Buffer {
  const png = Buffer.from(TEST_IMAGES.png);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

describe('fieldPath', () => {
  it.each([
    ['logo', 'logo'],
    ['images[0][image]', 'images[0].image'],
    ['images[12][title]', 'images[12].title'],
  ])('when the multipart field is %s, then the violation path is %s', (field, path) => {
    expect(fieldPath(field)).toBe(path);
  });
});

describe('imageUpload', () => {
  it('when the request is JSON, then the body passes through unchanged and there are no images', async () => {
    const res = await request(app)
      .post('/upload')
      .set(await internalHeaders({}, 'content'))
      .send({ name: 'x', images: [{ id: 'a', title: 't' }] });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ body: { name: 'x', images: [{ id: 'a', title: 't' }] }, images: [] });
  });

  it('when multipart carries nested fields and pictures, then fields nest like JSON and each picture has its type from its bytes', async () => {
    const res = await request(app)
      .post('/upload')
      .set(await internalHeaders({}, 'content'))
      .field('name', 'League')
      .field('images[0][title]', 'First')
      .field('images[1][title]', 'Second')
      .attach('images[0][image]', TEST_IMAGES.png, { filename: 'a.gif', contentType: 'image/gif' })
      .attach('images[1][image]', TEST_IMAGES.jpeg, 'b.jpg')
      .attach('logo', TEST_IMAGES.gif, 'c.gif');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      body: { name: 'League', images: [{ title: 'First' }, { title: 'Second' }] },
      images: [
        { field: 'images[0].image', filename: 'a.gif', mimeType: 'image/png', size: TEST_IMAGES.png.length },
        { field: 'images[1].image', filename: 'b.jpg', mimeType: 'image/jpeg', size: TEST_IMAGES.jpeg.length },
        { field: 'logo', filename: 'c.gif', mimeType: 'image/gif', size: TEST_IMAGES.gif.length },
      ],
    });
  });

  it('when a file is not a gif, jpeg or png by its bytes, then 400 with a violation on each such field', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');

    const res = await request(app)
      .post('/upload')
      .set(await internalHeaders({ locale: 'hu' }, 'content'))
      .attach('images[0][image]', TEST_IMAGES.png, 'fine.png')
      .attach('images[1][image]', Buffer.from('plain text'), { filename: 'x.png', contentType: 'image/png' })
      .attach('logo', svg, { filename: 'logo.svg', contentType: 'image/svg+xml' });

    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'input_invalid',
      message: 'Érvénytelen adatok',
      violations: [
        { property: 'images[1].image', message: 'Nem támogatott formátum' },
        { property: 'logo', message: 'Nem támogatott formátum' },
      ],
    });
  });

  it('when a file is larger than 5 MB, then 400 with the size message on its field', async () => {
    const big = Buffer.concat([TEST_IMAGES.png, Buffer.alloc(IMAGE_UPLOAD.maxBytes + 1 - TEST_IMAGES.png.length)]);

    const res = await request(app)
      .post('/upload')
      .set(await internalHeaders({}, 'content'))
      .attach('images[2][image]', big, 'big.png');

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'images[2].image', message: 'File too large' }]);
  });

  it('when a file is exactly 5 MB, then it is accepted', async () => {
    const limit = Buffer.concat([TEST_IMAGES.png, Buffer.alloc(IMAGE_UPLOAD.maxBytes - TEST_IMAGES.png.length)]);

    const res = await request(app)
      .post('/upload')
      .set(await internalHeaders({}, 'content'))
      .attach('logo', limit, 'limit.png');

    expect(res.status).toBe(200);
    expect(res.body.images).toEqual([
      { field: 'logo', filename: 'limit.png', mimeType: 'image/png', size: IMAGE_UPLOAD.maxBytes },
    ]);
  });

  it.each([
    ['wider than 8,192 pixels', 9000, 10],
    ['more than 25 megapixels', 6000, 6000],
  ])(
    'when a picture is %s (a small file that would unpack huge), then 400 with the dimensions message',
    async (_what, width, height) => {
      const res = await request(app)
        .post('/upload')
        .set(await internalHeaders({}, 'content'))
        .attach('logo', pngOf(width, height), 'bomb.png');

      expect(res.status).toBe(400);
      expect(res.body.error.violations).toEqual([
        {
          property: 'logo',
          message: 'The picture may be at most 8192 pixels wide and high, and 25 megapixels in all',
        },
      ]);
    },
  );

  it('when a picture is as large as allowed (8,192 × 3,000), then it is accepted', async () => {
    const res = await request(app)
      .post('/upload')
      .set(await internalHeaders({}, 'content'))
      .attach('logo', pngOf(8192, 3000), 'panorama.png');

    expect(res.status).toBe(200);
  });

  it('when a file input was left empty, then it counts as no file', async () => {
    const res = await request(app)
      .post('/upload')
      .set(await internalHeaders({}, 'content'))
      .field('name', 'x')
      .attach('logo', Buffer.alloc(0), 'empty.png');

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ body: { name: 'x' }, images: [] });
  });

  it('when the multipart body is broken, then 400 in the envelope, not 500', async () => {
    const res = await request(app)
      .post('/upload')
      .set(await internalHeaders({}, 'content'))
      .set('content-type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunfinished');

    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('input_invalid');
  });

  it('when a text field is larger than 16 KB (here 1 MB), then 400 with a violation on that field', async () => {
    const res = await request(app)
      .post('/upload')
      .set(await internalHeaders({ locale: 'hu' }, 'content'))
      .field('name', 'x')
      .field('description', 'x'.repeat(1024 * 1024));

    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'input_invalid',
      message: 'Érvénytelen adatok',
      violations: [{ property: 'description', message: 'Ez a mező túl hosszú' }],
    });
  });

  it('when a text field is exactly 16 KB, then it is accepted', async () => {
    const res = await request(app)
      .post('/upload')
      .set(await internalHeaders({}, 'content'))
      .field('description', 'x'.repeat(MAX_FIELD_BYTES));

    expect(res.status).toBe(200);
    expect(res.body.body.description).toHaveLength(MAX_FIELD_BYTES);
  });

  it('when 1,000 text fields come, then 400 saying the form has too many fields', async () => {
    let req = request(app)
      .post('/upload')
      .set(await internalHeaders({}, 'content'));
    for (let i = 0; i < 1000; i++) req = req.field(`f${i}`, 'x');

    const res = await req;

    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'input_invalid', message: 'The form has too many fields or files' });
  });

  it('when more files come than the route takes, then 400 saying the form has too many files', async () => {
    let req = request(app)
      .post('/upload')
      .set(await internalHeaders({ locale: 'hu' }, 'content'));
    for (let i = 0; i < 4; i++) req = req.attach(`images[${i}][image]`, TEST_IMAGES.png, `${i}.png`);

    const res = await req;

    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'input_invalid', message: 'Az űrlapon túl sok mező vagy fájl van' });
  });

  it('when the text fields together pass 64 KB, each under 16 KB, then 400 saying the form is too large', async () => {
    const fields = Math.ceil(MAX_TEXT_BYTES / MAX_FIELD_BYTES) + 1;
    let req = request(app)
      .post('/upload')
      .set(await internalHeaders({}, 'content'));
    for (let i = 0; i < fields; i++) req = req.field(`f${i}`, 'x'.repeat(MAX_FIELD_BYTES));

    const res = await req;

    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'input_invalid', message: 'The form is too large to send' });
  });

  it('when the body is larger than its files, text and framing may be (here junk before the first part), then 400 saying the form is too large', async () => {
    const oneFile = echoApp(1);
    const junk = 'x'.repeat(IMAGE_UPLOAD.maxBytes + MAX_TEXT_BYTES + 512 * 1024);

    const res = await request(oneFile)
      .post('/upload')
      .set(await internalHeaders({}, 'content'))
      .set('content-type', 'multipart/form-data; boundary=xyz')
      .send(`${junk}\r\n--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--xyz--\r\n`);

    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'input_invalid', message: 'The form is too large to send' });
  });

  it('when a field name nests deeper or indexes further than a form does, then 400 in the envelope', async () => {
    const deep = await request(app)
      .post('/upload')
      .set(await internalHeaders({}, 'content'))
      .field('a[b][c][d]', 'x');
    const sparse = await request(app)
      .post('/upload')
      .set(await internalHeaders({}, 'content'))
      .field('images[100000000][title]', 'x');

    expect([deep.status, deep.body.error.code]).toEqual([400, 'input_invalid']);
    expect([sparse.status, sparse.body.error.code]).toEqual([400, 'input_invalid']);
  });
});

describe('uploads in flight', () => {
  it('when a user has two uploads still sending, then a third is refused 429 before its body is read; once one ends, the next is taken', async () => {
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const userId = '65f0000000000000000000ab';
    const headers = await internalHeaders({ userId, roles: ['USER'] }, 'content');
    const boundary = 'upload-boundary';
    // A multipart body that keeps coming: its first bytes only.
    const slowUpload = () => {
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/upload',
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
      const answered = new Promise<number>((resolve) => req.on('response', (res) => resolve(res.statusCode ?? 0)));
      req.on('error', () => undefined);
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nslow`);
      return { req, answered };
    };
    try {
      const first = slowUpload();
      const second = slowUpload();
      // Both counted as in flight (their headers read), however long a busy machine takes to get there.
      const inFlight = () => uploadsInFlight(app).get(userId);
      for (let i = 0; i < 200 && inFlight() !== 2; i++) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(inFlight()).toBe(2);

      const third = await request(server).post('/upload').set(headers).attach('logo', TEST_IMAGES.png, 'a.png');

      expect(third.status).toBe(429);
      expect(third.body.error.code).toBe('rate_limited');
      first.req.end(`\r\n--${boundary}--\r\n`);
      expect(await first.answered).toBe(200);
      const fourth = await request(server).post('/upload').set(headers).attach('logo', TEST_IMAGES.png, 'b.png');
      expect(fourth.status).toBe(200);
      second.req.destroy();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
