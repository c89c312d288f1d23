import express from 'express';
import type { SessionAnswer } from '@hfl/contracts';
import { serveAsIfFrom } from '@hfl/kit/testing';
import type { RemoteEntry } from './remotes';
import type { PageReads } from './page-reads';
import { shellPage, type IndexReader } from './shell-page';

const INDEX =
  '<!doctype html><html lang="en"><head><title>HFL Fantasy</title></head>' +
  '<body><div id="root"><div id="first-frame" aria-hidden="true"><div><span>HFL Fantasy</span></div></div></div></body></html>';

const REMOTES: RemoteEntry[] = [
  { name: 'mfe_player', entry: '/mfe/player/mf-manifest.json' },
  { name: 'mfe_draft', entry: 'https://draft.example.test/remoteEntry.js?v=1&x="2"' },
  { name: 'mfe_owner', entry: '/mfe/owner/mf-manifest.json' },
];

/** The shell page in front of a stand-in for the static site, which answers what falls through. */
async function site(readIndex: IndexReader = async () => INDEX) {
  const app = express();
  app.use(shellPage({ readIndex, remotes: REMOTES }));
  app.use((_req, res) => res.type('text').send('fell through'));
  return serveAsIfFrom(app, '127.0.0.1');
}

/** The cookie bar's section in a page, or null. */
const cookieBarOf = (html: string) => /<section id="first-cookies"[\s\S]*?<\/section>/.exec(html)?.[0] ?? null;

describe("the shell's page, as each request's first frame", () => {
  let server: Awaited<ReturnType<typeof site>> | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('when a visitor who has not chosen cookies opens a page, then the cookie bar comes with the page, in English', async () => {
    server = await site();

    const res = await fetch(`${server.url}/leagues`, { headers: { accept: 'text/html' } });
    const html = await res.text();

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    expect(html).toMatch(/^<!doctype html><html lang="en"><head>/);
    expect(cookieBarOf(html)).toBe(
      '<section id="first-cookies" aria-label="Cookie consent"><p>We use cookies to keep you signed in and remember ' +
        'your language and, if you allow it, to count which pages are visited. <a href="/cookie-policy">Read the ' +
        'cookie policy</a></p><div><button type="button" data-consent="all">Accept all</button><button ' +
        'type="button" data-consent="necessary">Only necessary</button></div></section>',
    );
    // First in the root, which React replaces on its first render; the header's frame is kept.
    expect(html).toContain('<div id="root"><section id="first-cookies"');
    expect(html).toContain('<div id="first-frame" aria-hidden="true">');
  });

  it('when the locale cookie says Hungarian, then the page is Hungarian from its first byte, and so is the bar', async () => {
    server = await site();

    const html = await (await fetch(`${server.url}/`, { headers: { cookie: 'locale=hu' } })).text();

    expect(html).toContain('<html lang="hu">');
    expect(cookieBarOf(html)).toContain('aria-label="Süti hozzájárulás"');
    expect(cookieBarOf(html)).toContain('<p>Sütiket használunk, hogy bejelentkezve maradj');
    expect(cookieBarOf(html)).toContain('>Mindet elfogadom</button>');
    expect(cookieBarOf(html)).toContain('>Csak a szükségesek</button>');
  });

  it.each([
    ['accepted everything', 'cookie_consent=all'],
    ['allowed only the necessary ones', 'locale=hu; cookie_consent=necessary'],
  ])('when the visitor %s, then no bar is painted', async (_choice, cookie) => {
    server = await site();

    const html = await (await fetch(`${server.url}/team`, { headers: { cookie } })).text();

    expect(cookieBarOf(html)).toBeNull();
    expect(html).toContain('<div id="root"><div id="first-frame"');
  });

  it('when the consent cookie holds no choice the bar offers, or the locale cookie no language, then the bar asks in English', async () => {
    server = await site();

    const html = await (await fetch(`${server.url}/`, { headers: { cookie: 'cookie_consent=yes; locale=de' } })).text();

    expect(html).toContain('<html lang="en">');
    expect(cookieBarOf(html)).toContain('aria-label="Cookie consent"');
  });

  it('when the page has no lang of its own, then it gets one', async () => {
    server = await site(async () => '<!doctype html><html><body><div id="root"></div></body></html>');

    const html = await (
      await fetch(`${server.url}/faq`, { headers: { cookie: 'locale=hu; cookie_consent=all' } })
    ).text();

    expect(html).toBe(
      '<!doctype html><html lang="hu"><body><div id="root"></div>' +
        '<script type="application/json" id="remotes">{"remotes":[{"name":"mfe_player","entry":"/mfe/player/mf-manifest.json"},' +
        '{"name":"mfe_draft","entry":"https://draft.example.test/remoteEntry.js?v=1&x=\\"2\\""},' +
        '{"name":"mfe_owner","entry":"/mfe/owner/mf-manifest.json"}]}</script></body></html>',
    );
  });

  it.each([
    [
      '/players',
      '<link rel="preload" href="/mfe/player/mf-manifest.json" as="fetch" crossorigin="anonymous" fetchpriority="low">',
    ],
    [
      '/owner/users',
      '<link rel="preload" href="/mfe/owner/mf-manifest.json" as="fetch" crossorigin="anonymous" fetchpriority="low">',
    ],
    [
      '/leagues/7/draft',
      '<link rel="preload" href="https://draft.example.test/remoteEntry.js?v=1&amp;x=&quot;2&quot;" as="script" fetchpriority="low">',
    ],
  ])(
    'when %s is opened, then the remote owning it is asked for with the page, as its loader will ask',
    async (path, link) => {
      server = await site();

      const html = await (await fetch(`${server.url}${path}`, { headers: { cookie: 'cookie_consent=all' } })).text();

      expect(html).toContain(`<head><title>HFL Fantasy</title>${link}</head>`);
      expect(html.match(/rel="preload"/g)).toHaveLength(1);
    },
  );

  it("when the remote's manifest names its first scripts, then they are asked for with the page, after the manifest", async () => {
    const app = express();
    const asked: string[] = [];
    const readRemoteScripts = async (manifestUrl: string) => {
      asked.push(manifestUrl);
      return ['/mfe/player/remoteEntry.js', '/mfe/player/__federation_expose_register.81ce4b03.js'];
    };
    app.use(shellPage({ readIndex: async () => INDEX, remotes: REMOTES, readRemoteScripts }));
    server = await serveAsIfFrom(app, '127.0.0.1');

    const html = await (await fetch(`${server.url}/players`, { headers: { cookie: 'cookie_consent=all' } })).text();
    const home = await (await fetch(`${server.url}/`, { headers: { cookie: 'cookie_consent=all' } })).text();

    expect(html).toContain(
      '<head><title>HFL Fantasy</title>' +
        '<link rel="preload" href="/mfe/player/mf-manifest.json" as="fetch" crossorigin="anonymous" fetchpriority="low">' +
        '<link rel="preload" href="/mfe/player/remoteEntry.js" as="script" fetchpriority="low">' +
        '<link rel="preload" href="/mfe/player/__federation_expose_register.81ce4b03.js" as="script" fetchpriority="low">' +
        '</head>',
    );
    // The home page is the shell's own: no remote, no manifest read.
    expect(home).not.toContain('rel="preload"');
    expect(asked).toEqual(['/mfe/player/mf-manifest.json']);
  });

  it('when a page goes out, then it holds where the remotes live, as /remotes.json says, where no value can end the block', async () => {
    const app = express();
    const remotes: RemoteEntry[] = [{ name: 'mfe_player', entry: '/mfe/player/</script><script>alert(1)</script>' }];
    app.use(shellPage({ readIndex: async () => INDEX, remotes }));
    server = await serveAsIfFrom(app, '127.0.0.1');

    const html = await (await fetch(`${server.url}/`)).text();

    const block = /<script type="application\/json" id="remotes">(.*?)<\/script><\/body>/.exec(html)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toEqual({ remotes });
  });

  it('when a signed-in session goes with the page, then it is written after the remote list, where no value can end the block', async () => {
    const app = express();
    const session: SessionAnswer = {
      user: { id: 'u1', email: 'a@hfl.hu', name: '</script><script>alert(1)</script>', roles: ['USER'], locale: 'hu' },
      csrfToken: 'token-1',
    };
    app.use(shellPage({ readIndex: async () => INDEX, remotes: REMOTES, readSession: async () => session }));
    server = await serveAsIfFrom(app, '127.0.0.1');

    const res = await fetch(`${server.url}/team`);
    const html = await res.text();

    const block =
      /<\/script><script type="application\/json" id="session">(.*?)<\/script><\/body>/.exec(html)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toEqual(session);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
  });

  it("when the page's session cannot be read, then the page goes out without one, as a visitor's", async () => {
    const app = express();
    const readSession = async () => {
      throw new Error('the session store is down');
    };
    app.use(shellPage({ readIndex: async () => INDEX, remotes: REMOTES, readSession }));
    server = await serveAsIfFrom(app, '127.0.0.1');

    const res = await fetch(`${server.url}/team`);

    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('id="session"');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('when the page has first reads, then they are written where no value can end the block, and the picture is asked for with the page', async () => {
    const app = express();
    const reads = [{ path: '/api/thing', body: [{ title: '</script><script>alert(1)</script>' }] }];
    app.use(
      shellPage({
        readIndex: async () => INDEX,
        remotes: REMOTES,
        readPageReads: async () => ({ reads, leadImage: '/api/files/1"a' }),
      }),
    );
    server = await serveAsIfFrom(app, '127.0.0.1');

    const html = await (await fetch(`${server.url}/`)).text();

    const block = /<script type="application\/json" id="page-reads">(.*?)<\/script><\/body>/.exec(html)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toEqual(reads);
    expect(html).toContain(
      '<link rel="preload" href="/api/files/1&quot;a" as="image" fetchpriority="high"><script type="application/json" id="page-reads">',
    );
  });

  it('when the first reads take a while, then the page starts going out at once and they end it once in', async () => {
    const app = express();
    let answerReads: (reads: PageReads) => void = () => {};
    const reads = new Promise<PageReads>((resolve) => (answerReads = resolve));
    app.use(shellPage({ readIndex: async () => INDEX, remotes: REMOTES, readPageReads: () => reads }));
    server = await serveAsIfFrom(app, '127.0.0.1');

    const res = await fetch(`${server.url}/`);
    const body = res.body!.getReader();
    const decoder = new TextDecoder();
    let html = '';
    while (!html.includes('id="remotes"')) html += decoder.decode((await body.read()).value);
    expect(html).not.toContain('</body>');

    answerReads({ reads: [{ path: '/api/thing', body: 1 }], leadImage: null });
    for (let chunk = await body.read(); !chunk.done; chunk = await body.read()) html += decoder.decode(chunk.value);
    expect(html).toMatch(
      /<script type="application\/json" id="page-reads">\[\{"path":"\/api\/thing","body":1\}\]<\/script><\/body><\/html>$/,
    );
  });

  it('when a page has no first reads, or a HEAD asks, then nothing is read and the page goes out whole', async () => {
    const app = express();
    const asked: string[] = [];
    const readPageReads = ({ path }: { path: string }) => {
      asked.push(path);
      return null;
    };
    app.use(shellPage({ readIndex: async () => INDEX, remotes: REMOTES, readPageReads }));
    server = await serveAsIfFrom(app, '127.0.0.1');

    const page = await fetch(`${server.url}/team`);
    const head = await fetch(`${server.url}/`, { method: 'HEAD' });

    expect(page.headers.get('content-length')).not.toBeNull();
    expect(await page.text()).not.toContain('page-reads');
    expect(head.status).toBe(200);
    expect(asked).toEqual(['/team']);
  });

  it.each(['https://elsewhere.example/a.png', '//elsewhere.example/a.png', 'javascript:alert(1)'])(
    "when the lead picture is %s, then the page does not ask for it: only this site's pictures are",
    async (leadImage) => {
      const app = express();
      app.use(
        shellPage({
          readIndex: async () => INDEX,
          remotes: REMOTES,
          readPageReads: async () => ({ reads: [], leadImage }),
        }),
      );
      server = await serveAsIfFrom(app, '127.0.0.1');

      const html = await (await fetch(`${server.url}/`)).text();

      expect(html).not.toContain('as="image"');
      expect(html).not.toContain('id="page-reads"');
    },
  );

  it.each(['en', 'hu'])(
    "when the page is in %s, then of the base texts' preloads the build wrote only that language's is kept",
    async (locale) => {
      server = await site(async () =>
        INDEX.replace(
          '</head>',
          '<link rel="preload" as="script" fetchpriority="low" href="/1.js" data-locale="en">' +
            '<link rel="preload" as="script" fetchpriority="low" href="/2.js" data-locale="hu">' +
            '<link rel="preload" as="script" fetchpriority="low" href="/3.js"></head>',
        ),
      );

      const html = await (await fetch(`${server.url}/`, { headers: { cookie: `locale=${locale}` } })).text();

      const preloaded = [...html.matchAll(/<link rel="preload"[^>]* href="([^"]*)"/g)].map(([, href]) => href);
      expect(preloaded).toEqual([locale === 'en' ? '/1.js' : '/2.js', '/3.js']);
    },
  );

  it.each(['/', '/expired'])(
    "when %s is opened, then no remote is asked for: the page is the shell's own",
    async (path) => {
      server = await site();

      const html = await (await fetch(`${server.url}${path}`)).text();

      expect(html).not.toContain('rel="preload"');
    },
  );

  it('when a HEAD asks for a page, then the headers come without the page', async () => {
    server = await site();

    const res = await fetch(`${server.url}/leagues`, { method: 'HEAD' });

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toBe('');
  });

  it('when the index cannot be read, or a file, an API path or a POST is asked for, then the request goes on untouched', async () => {
    server = await site(async () => {
      throw new Error('the shell answered 502 for index.html');
    });
    const unreadable = await (await fetch(`${server.url}/leagues`)).text();
    await server.close();
    server = await site();

    const answers = await Promise.all([
      fetch(`${server.url}/main.3f2a9c1b.js`),
      fetch(`${server.url}/api/session`),
      fetch(`${server.url}/leagues`, { method: 'POST' }),
    ]);

    expect(unreadable).toBe('fell through');
    for (const res of answers) expect(await res.text()).toBe('fell through');
  });
});
