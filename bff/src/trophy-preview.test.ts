import http from 'node:http';
import express from 'express';
import type { TrophyView } from '@hfl/contracts';
import { INTERNAL_TOKEN_HEADER, verifyInternalToken } from '@hfl/kit';
import { serveAsIfFrom, testTime } from '@hfl/kit/testing';
import type { IndexReader } from './shell-page';
import { fantasyTrophyFetcher, trophyPreview, type TrophyFetcher } from './trophy-preview';

const TROPHY_ID = '71000000000000000000000a';
const SECRET = 'trophy-preview-test-secret-0123456789';
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="Free fantasy American football." />
    <title>HFL Fantasy</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

function trophy(overrides: Partial<TrophyView> = {}): TrophyView {
  return {
    id: TROPHY_ID,
    type: 'teamOfTheWeek',
    week: 3,
    fantasyTeam: { id: 'f1000000000000000000000f', name: 'Kovács Kobrák' },
    player: null,
    isViewed: true,
    league: { id: 'a0000000000000000000000a', name: 'Pannon Bajnokság' },
    seasonId: 'e0000000000000000000000e',
    seasonName: 'HFL 2026',
    points: 112.4,
    owner: 'Kata Kovács',
    awardedAt: '2026-05-04T10:00:00.000Z',
    ...overrides,
  };
}

/** An HTTP server on a free loopback port answering every request with `handle`. */
const listen = (handle: http.RequestListener) => serveAsIfFrom(handle, '127.0.0.1');

/** The preview in front of a stand-in for the static site (which answers the plain page). */
async function site(fetchTrophy: TrophyFetcher, readIndex: IndexReader = async () => INDEX, publicUrl?: string) {
  const app = express();
  app.use(trophyPreview({ fetchTrophy, readIndex, remotes: [], publicUrl }));
  app.use((_req, res) => res.type('html').send('plain index.html'));
  return listen(app);
}

/** The meta tags of a page as { property or name: content }, decoded as a browser would. */
function metaOf(html: string): Record<string, string> {
  const decode = (value: string) =>
    value
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  return Object.fromEntries(
    [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)].map((match) => [
      match[1]!,
      decode(match[2]!),
    ]),
  );
}

describe('trophy page previews (Open Graph)', () => {
  let server: Awaited<ReturnType<typeof listen>> | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('when a trophy link is opened in English, then the page carries its title, description, PNG image and URL', async () => {
    const asked: string[] = [];
    server = await site(async (id) => {
      asked.push(id);
      return trophy();
    });

    const res = await fetch(`${server.url}/trophies/en/${TROPHY_ID}`, { headers: { accept: '*/*' } });
    const html = await res.text();

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(asked).toEqual([TROPHY_ID]);
    expect(metaOf(html)).toEqual({
      'og:type': 'website',
      'og:site_name': 'HFL Fantasy',
      'og:locale': 'en_US',
      'og:title': 'Team of the week – Kovács Kobrák',
      'og:description':
        'Kovács Kobrák was the team of the week in round 3 of Pannon Bajnokság (HFL 2026) with 112.4 points.',
      'og:url': `${server.url}/trophies/en/${TROPHY_ID}`,
      'og:image': `${server.url}/trophy-art/en/teamOfTheWeek.png`,
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Team of the week',
      description:
        'Kovács Kobrák was the team of the week in round 3 of Pannon Bajnokság (HFL 2026) with 112.4 points.',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Team of the week – Kovács Kobrák',
      'twitter:description':
        'Kovács Kobrák was the team of the week in round 3 of Pannon Bajnokság (HFL 2026) with 112.4 points.',
      'twitter:image': `${server.url}/trophy-art/en/teamOfTheWeek.png`,
    });
    expect(html).toContain('<title>Team of the week – Kovács Kobrák</title>');
    // The shell's body is kept (with the cookie bar of a visitor who has not chosen yet, and the remote list).
    expect(html).toMatch(
      /<body><div id="root"><section id="first-cookies"[^]*<\/section><\/div><script type="application\/json" id="remotes">[^<]*<\/script><\/body>/,
    );
    expect(html).not.toContain('Free fantasy American football.');
  });

  it.each([
    [
      'hu',
      'hu',
      'hu_HU',
      'A hét játékosa – Kovács Kobrák',
      'Bence Kardos (Kovács Kobrák) lett a hét játékosa 41,5 ponttal',
    ],
    [
      'de',
      'en',
      'en_US',
      'Player of the week – Kovács Kobrák',
      'Bence Kardos of Kovács Kobrák was the player of the week',
    ],
  ])(
    'when the link is in "%s", then the texts and the image are in "%s"',
    async (lang, shown, ogLocale, title, description) => {
      server = await site(async () =>
        trophy({ type: 'playerOfTheWeek', points: 41.5, player: { id: 'b1', name: 'Bence Kardos' } }),
      );

      const meta = metaOf(await (await fetch(`${server.url}/trophies/${lang}/${TROPHY_ID}`)).text());

      expect(meta['og:locale']).toBe(ogLocale);
      expect(meta['og:title']).toBe(title);
      expect(meta['og:description']).toContain(description);
      expect(meta['og:image']).toBe(`${server.url}/trophy-art/${shown}/playerOfTheWeek.png`);
      expect(meta['og:url']).toBe(`${server.url}/trophies/${shown}/${TROPHY_ID}`);
    },
  );

  it("when a visitor who has not chosen cookies opens a trophy link, then the page is also the request's first frame", async () => {
    server = await site(async () => trophy());

    const html = await (
      await fetch(`${server.url}/trophies/hu/${TROPHY_ID}`, { headers: { cookie: 'locale=hu' } })
    ).text();

    expect(html).toContain('<html lang="hu">');
    expect(html).toContain('<section id="first-cookies" aria-label="Süti hozzájárulás">');
    expect(metaOf(html)['og:locale']).toBe('hu_HU');
  });

  it('when names carry quotes, angle brackets and ampersands, then every value is escaped and no tag breaks out', async () => {
    const hostile = "\"><script>alert(1)</script> & 'Co'";
    server = await site(async () =>
      trophy({ fantasyTeam: { id: 'f1', name: hostile }, league: { id: 'l1', name: '</title><b>x</b>' } }),
    );

    const html = await (await fetch(`${server.url}/trophies/en/${TROPHY_ID}`)).text();

    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#39;Co&#39;');
    expect(metaOf(html)['og:title']).toBe(`Team of the week – ${hostile}`);
    expect(metaOf(html)['og:description']).toContain('in round 3 of </title><b>x</b> (HFL 2026)');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('when PUBLIC_URL is set, then the absolute URLs use it, whatever Host the request named', async () => {
    server = await site(async () => trophy(), undefined, 'https://fantasy.hfl.hu/');

    const meta = metaOf(await (await fetch(`${server.url}/trophies/hu/${TROPHY_ID}`)).text());

    expect(meta['og:image']).toBe('https://fantasy.hfl.hu/trophy-art/hu/teamOfTheWeek.png');
    expect(meta['og:url']).toBe(`https://fantasy.hfl.hu/trophies/hu/${TROPHY_ID}`);
  });

  const noIndex: IndexReader = async () => {
    throw new Error('ENOENT');
  };
  const cases: [string, string, TrophyFetcher, IndexReader][] = [
    ['the trophy is unknown (or fantasy did not answer)', TROPHY_ID, async () => null, async () => INDEX],
    ['the id is malformed', 'not-an-id', async () => trophy(), async () => INDEX],
    ['the shell has no index.html to read', TROPHY_ID, async () => trophy(), noIndex],
  ];
  it.each(cases)('when %s, then the plain page goes out', async (_case, id, fetchTrophy, readIndex) => {
    server = await site(fetchTrophy, readIndex);

    const res = await fetch(`${server.url}/trophies/en/${id}`);

    expect(res.status).toBe(200);
    expect(await res.text()).toBe('plain index.html');
  });

  it.each([
    ['POST', `/trophies/en/${TROPHY_ID}`],
    ['GET', `/trophies/en/${TROPHY_ID}/more`],
    ['GET', `/trophies/${TROPHY_ID}`],
  ])('when %s %s is asked for, then it is no trophy page: no preview, fantasy not asked', async (method, pathname) => {
    const asked: string[] = [];
    server = await site(async (id) => {
      asked.push(id);
      return trophy();
    });

    const res = await fetch(`${server.url}${pathname}`, { method });

    expect(await res.text()).toBe('plain index.html');
    expect(asked).toEqual([]);
  });

  it('when the id is malformed, then fantasy is not asked', async () => {
    const asked: string[] = [];
    server = await site(async (id) => {
      asked.push(id);
      return trophy();
    });

    await fetch(`${server.url}/trophies/en/${encodeURIComponent('{"$gt":""}')}`);

    expect(asked).toEqual([]);
  });
});

/** The fetcher's time limit here: short, yet not one a busy CI machine's answer misses (200 ms once did). */
const FETCH_TIMEOUT_MS = testTime(500);

describe('fantasyTrophyFetcher', () => {
  let fantasy: Awaited<ReturnType<typeof listen>>;
  let seen: { path: string; token: string | undefined }[];

  beforeEach(async () => {
    seen = [];
    fantasy = await listen((req, res) => {
      seen.push({ path: req.url ?? '', token: req.headers[INTERNAL_TOKEN_HEADER] as string | undefined });
      if (req.url === `/trophies/${TROPHY_ID}`) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(trophy()));
      } else if (req.url === '/trophies/72000000000000000000000a') {
        setTimeout(() => res.writeHead(200).end('{}'), FETCH_TIMEOUT_MS + 1_000);
      } else {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":"not_found"}}');
      }
    });
  });

  afterEach(() => fantasy.close());

  const fetcher = (url = () => fantasy.url) =>
    fantasyTrophyFetcher({ fantasyUrl: url, internalTokenSecret: SECRET, timeoutMs: FETCH_TIMEOUT_MS });

  it("when fantasy has the trophy, then it is read as the BFF's service identity, without a user", async () => {
    expect(await fetcher()(TROPHY_ID)).toEqual(trophy());

    expect(seen.map((request) => request.path)).toEqual([`/trophies/${TROPHY_ID}`]);
    expect(await verifyInternalToken(seen[0]?.token, SECRET, 'fantasy')).toEqual(
      expect.objectContaining({ service: 'bff', userId: undefined, roles: [] }),
    );
  });

  it('when fantasy answers 404, is too slow, or is down, then there is no trophy (null), never an error', async () => {
    const down = await listen(() => {});
    const downUrl = down.url;
    await down.close();

    expect(await fetcher()('79999999999999999999999a')).toBeNull();
    expect(await fetcher()('72000000000000000000000a')).toBeNull();
    expect(await fetcher(() => downUrl)(TROPHY_ID)).toBeNull();
  });
});
