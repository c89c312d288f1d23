import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { testDatabaseName, testEnv } from '@hfl/kit/testing';
import { buildBff, type Bff } from './app';
import { loadBffConfig } from './config';
import { startStack, TEST_SESSION_SECRET, type Stack } from './testing/stack';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hfl-bff-dist-'));
const shellDist = path.join(dist, 'shell');
const playerDist = path.join(dist, 'mfe-player');
const SHELL_INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/main.3f2a9c1b.js"></script></body></html>';
/**
 * The shell's page as a visitor without cookies gets it: in English, the cookie bar first in the root, the remote list
 * last in the body (shell-page.ts).
 */
/** The shell's page; the home page ends with its first reads (page-reads.ts). */
const SHELL_PAGE =
  /^<!doctype html><html lang="en"><body><div id="root"><section id="first-cookies" [^]*<\/section><\/div><script src="\/main\.3f2a9c1b\.js"><\/script><script type="application\/json" id="remotes">\{"remotes":\[[^<]*\]\}<\/script>(<link rel="preload" [^>]*>)?(<script type="application\/json" id="page-reads">[^<]*<\/script>)?<\/body><\/html>$/;
const BIG_SCRIPT = `console.log(${JSON.stringify('x'.repeat(5000))});`;
/** A built script with the copies the build compresses beside it (rspack-config.ts: `.br`, `.gz`). */
const BUILT_SCRIPT = `console.log(${JSON.stringify('y'.repeat(5000))});`;
const BUILT_SCRIPT_BR = zlib.brotliCompressSync(BUILT_SCRIPT);
const BUILT_SCRIPT_GZ = zlib.gzipSync(BUILT_SCRIPT, { level: 9 });
/** A PNG's signature and some bytes: the trophy artwork the shell's output carries (shell/public/trophy-art). */
const TROPHY_PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const TROPHY_ID = '71000000000000000000000a';

function writeFile(file: string, content: string | Buffer) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

let stack: Stack;

beforeAll(async () => {
  writeFile(path.join(shellDist, 'index.html'), SHELL_INDEX);
  writeFile(path.join(shellDist, 'main.3f2a9c1b.js'), BIG_SCRIPT);
  writeFile(path.join(shellDist, '275.50c04b81.js'), BUILT_SCRIPT);
  writeFile(path.join(shellDist, '275.50c04b81.js.br'), BUILT_SCRIPT_BR);
  writeFile(path.join(shellDist, '275.50c04b81.js.gz'), BUILT_SCRIPT_GZ);
  writeFile(path.join(shellDist, 'trophy-art/en/champion.png'), TROPHY_PNG);
  writeFile(path.join(playerDist, 'remoteEntry.js'), 'var mfe_player;');
  writeFile(path.join(playerDist, 'remoteEntry.js.br'), zlib.brotliCompressSync('var mfe_player;'));
  writeFile(path.join(playerDist, 'mf-manifest.json'), '{"name":"mfe_player"}');
  writeFile(path.join(playerDist, 'static/js/faq.1a2b3c4d.js'), 'export {};');
  stack = await startStack('bff_site', {
    SHELL_DIST: shellDist,
    MFE_PLAYER_DIST: playerDist,
    MFE_DRAFT_DIST: path.join(dist, 'not-built-yet'),
    REMOTE_MFE_OWNER_URL: 'https://cdn.example.com/owner/mf-manifest.json',
  });
});

afterAll(async () => {
  await stack.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(new URL(pathname, stack.bffUrl), { headers });
const html = { accept: 'text/html,application/xhtml+xml' };

/** The bytes as they came over the wire (fetch would decompress them) and the headers. */
function getRaw(
  pathname: string,
  acceptEncoding: string,
): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(pathname, stack.bffUrl), { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** fetch always sends an Accept header; node:http sends none unless told, as some bots and scripts do. */
function getWithoutAccept(pathname: string): Promise<{ status: number; type: string; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(pathname, stack.bffUrl), (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'] ?? '', text }));
      })
      .on('error', reject);
  });
}

describe('GET /remotes.json', () => {
  it('when the shell asks where the remotes are, then it gets the configured entries, never cached', async () => {
    const res = await get('/remotes.json');

    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({
      remotes: [
        { name: 'mfe_player', entry: '/mfe/player/mf-manifest.json' },
        { name: 'mfe_draft', entry: '/mfe/draft/mf-manifest.json' },
        { name: 'mfe_owner', entry: 'https://cdn.example.com/owner/mf-manifest.json' },
      ],
    });
  });
});

describe('static files', () => {
  it('when a deep link is opened, then the shell index.html comes back, revalidated every time', async () => {
    const res = await get('/owner/settings', html);

    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toMatch(SHELL_PAGE);
  });

  it.each(['/', '/leagues/123', '/blog'])(
    'when %s is asked for with Accept */*, text/html, application/json or none, then the shell page every time',
    async (page) => {
      const answers = [
        await get(page, { accept: '*/*' }),
        await get(page, html),
        await get(page, { accept: 'application/json' }),
      ];
      const withoutAccept = await getWithoutAccept(page);

      for (const res of answers) {
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
        expect(await res.text()).toMatch(SHELL_PAGE);
      }
      expect(withoutAccept).toEqual({
        status: 200,
        type: expect.stringMatching(/^text\/html/),
        text: expect.stringMatching(SHELL_PAGE),
      });
    },
  );

  it('when an /api or /internal path, a /dev path no mailbox serves, or a missing file is asked for, then 404, never the shell', async () => {
    const api = await get('/api/nope', { accept: '*/*' });
    const internal = await getWithoutAccept('/internal/nope');
    const missingRemoteFile = await get('/mfe/player/nope.js', { accept: '*/*' });
    const missingShellFile = await get('/favicon-nope.ico', { accept: '*/*' });
    const devWithoutMailbox = await get('/dev/nope', { accept: '*/*' });

    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: { code: 'not_found', message: 'The requested item does not exist' } });
    expect(internal.status).toBe(404);
    expect(JSON.parse(internal.text)).toEqual({
      error: { code: 'not_found', message: 'The requested item does not exist' },
    });
    expect(missingRemoteFile.status).toBe(404);
    expect(missingShellFile.status).toBe(404);
    expect(devWithoutMailbox.status).toBe(404);
    for (const res of [missingRemoteFile, missingShellFile, devWithoutMailbox])
      expect(await res.text()).not.toMatch(SHELL_PAGE);
  });

  it('when a hashed asset is fetched, then it is cached for a year and compressed', async () => {
    const res = await get('/main.3f2a9c1b.js', { 'accept-encoding': 'gzip' });

    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toBe(BIG_SCRIPT);
  });

  it('when a browser accepts brotli, then a built script comes as the copy compressed at build time, cached for a year', async () => {
    const { headers, body } = await getRaw('/275.50c04b81.js', 'gzip, deflate, br, zstd');

    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toMatch(/^text\/javascript/);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers.vary).toMatch(/Accept-Encoding/i);
    expect(body.equals(BUILT_SCRIPT_BR)).toBe(true);
  });

  it('when a browser accepts gzip only, then the gzip copy; when it accepts none, then the script itself', async () => {
    const gzip = await getRaw('/275.50c04b81.js', 'gzip');
    const none = await getRaw('/275.50c04b81.js', 'identity');

    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(BUILT_SCRIPT_GZ)).toBe(true);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.toString()).toBe(BUILT_SCRIPT);
    expect(none.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('when a remote entry or manifest is fetched, then it must be revalidated; its chunks are immutable', async () => {
    const entry = await get('/mfe/player/remoteEntry.js');
    const manifest = await get('/mfe/player/mf-manifest.json');
    const chunk = await get('/mfe/player/static/js/faq.1a2b3c4d.js');

    expect([entry.status, manifest.status, chunk.status]).toEqual([200, 200, 200]);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Its copy compressed at build time is revalidated like the entry itself.
    const compressedEntry = await getRaw('/mfe/player/remoteEntry.js', 'br');
    expect(compressedEntry.headers['content-encoding']).toBe('br');
    expect(compressedEntry.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(compressedEntry.body).toString()).toBe('var mfe_player;');
  });

  it('when a remote is not built, then 503 says to run the build, and the BFF keeps serving', async () => {
    const res = await get('/mfe/draft/mf-manifest.json');

    expect(res.status).toBe(503);
    expect(await res.text()).toContain('npm run build');
    expect((await get('/remotes.json')).status).toBe(200);
  });

  it('when a remote file does not exist, then 404 envelope, not the shell page', async () => {
    const res = await get('/mfe/player/missing.js', html);

    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'The requested item does not exist' } });
  });

  it('when an unknown /api path is asked for as a page, then still the 404 envelope', async () => {
    const res = await get('/api/nothing-here', html);

    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });

  it('when trophy artwork is fetched, then the file comes from the shell output; a missing one is 404, not the shell', async () => {
    const art = await get('/trophy-art/en/champion.png', { accept: 'image/*' });
    const missing = await get('/trophy-art/en/nope.png', { accept: '*/*' });

    expect(art.status).toBe(200);
    expect(art.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await art.arrayBuffer())).toEqual(TROPHY_PNG);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toMatch(SHELL_PAGE);
  });

  it.each([
    ['an unknown trophy (fantasy answers 404)', TROPHY_ID],
    ['a malformed trophy id', 'not-an-id'],
  ])('when a trophy link names %s, then the plain shell page goes out', async (_case, id) => {
    const res = await get(`/trophies/en/${id}`, html);

    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(SHELL_PAGE);
  });

  it('when fantasy is down, then a trophy link still gets the plain shell page, never a 5xx', async () => {
    stack.bff.setServiceUrl('fantasy', 'http://127.0.0.1:9');
    try {
      const res = await get(`/trophies/hu/${TROPHY_ID}`, html);

      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(SHELL_PAGE);
    } finally {
      stack.bff.setServiceUrl('fantasy', stack.services.fantasy.url);
    }
  });

  it('when a page is served, then the security headers allow self, inline styles and the remote origins only', async () => {
    const res = await get('/', html);
    const csp = res.headers.get('content-security-policy') ?? '';

    expect(csp).toContain("script-src 'self' https://cdn.example.com");
    expect(csp).toContain("style-src 'self' 'unsafe-inline' https://cdn.example.com");
    expect(csp).toContain("connect-src 'self' ws: wss: https://cdn.example.com");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

describe('a BFF without built files or with a dev server', () => {
  let bff: Bff | undefined;
  let devServer: http.Server | undefined;

  afterEach(async () => {
    await bff?.close();
    await new Promise((resolve) => (devServer ? devServer.close(resolve) : resolve(undefined)));
    bff = undefined;
    devServer = undefined;
  });

  async function startBff(env: Record<string, string>): Promise<string> {
    bff = await buildBff(
      loadBffConfig(testEnv(testDatabaseName('bff_site_extra'), { SESSION_SECRET: TEST_SESSION_SECRET, ...env })),
    );
    await new Promise<void>((resolve) => bff!.httpServer.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(bff.httpServer.address() as AddressInfo).port}`;
  }

  it('when the shell is not built, then pages answer 503 with what to do, in the page language', async () => {
    const url = await startBff({ SHELL_DIST: path.join(dist, 'nothing') });

    const english = await fetch(new URL('/faq', url), { headers: html });
    const hungarian = await fetch(new URL('/faq', url), { headers: { ...html, cookie: 'locale=hu' } });

    expect(english.status).toBe(503);
    expect(await english.text()).toBe('The app has not been built yet. Run `npm run build`, then reload the page.');
    expect(await hungarian.text()).toContain('Futtasd az `npm run build` parancsot');
  });

  it('when SHELL_DEV_URL is set, then pages come from the dev server and /api does not', async () => {
    devServer = http.createServer((req, res) => res.end(`<html><body>dev server: ${req.url}</body></html>`));
    await new Promise<void>((resolve) => devServer!.listen(0, '127.0.0.1', resolve));
    const url = await startBff({ SHELL_DEV_URL: `http://127.0.0.1:${(devServer.address() as AddressInfo).port}` });

    const page = await fetch(new URL('/owner/settings', url), { headers: html });
    const api = await fetch(new URL('/api/unknown', url), { headers: html });

    // The dev server's index.html, as the request's first frame (shell-page.ts).
    expect(await page.text()).toMatch(
      /^<html lang="en"><body>dev server: \/index\.html<script type="application\/json" id="remotes">[^<]*<\/script><\/body><\/html>$/,
    );
    expect(api.status).toBe(404);
  });
});

describe('idle connections', () => {
  it("when a client keeps its connection open, then the browsers' and the services' ports keep it 30 s, longer than the services' agents and the proxy do", async () => {
    const agent = new http.Agent({ keepAlive: true });
    try {
      for (const url of [stack.bffUrl, stack.bffInternalUrl]) {
        const hint = await new Promise<string | undefined>((resolve, reject) => {
          http
            .get(`${url}/health`, { agent }, (res) => {
              res.resume();
              resolve(res.headers['keep-alive'] as string | undefined);
            })
            .on('error', reject);
        });

        expect(hint).toBe('timeout=30');
      }
    } finally {
      agent.destroy();
    }
  });
});

describe('GET /health', () => {
  it('when the database and every service are up, then 200 ok', async () => {
    const res = await get('/health');

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      db: 'up',
      services: { accounts: 'up', leagues: 'up', fantasy: 'up', stats: 'up', content: 'up' },
    });
  });

  it('when a service is stopped, then 503 degraded and that service is down', async () => {
    await stack.services.stats.close();

    const res = await get('/health');

    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      status: 'degraded',
      db: 'up',
      services: { accounts: 'up', leagues: 'up', fantasy: 'up', stats: 'down', content: 'up' },
    });
  });
});
