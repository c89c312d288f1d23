import {
  AD_PAGES,
  AD_PLACEMENTS,
  adImageFor,
  adSlotSchema,
  adUploadSchema,
  BLOG_HOME_FETCH,
  blogPostListQuerySchema,
  blogPostSchema,
  fileUrl,
  idParamsSchema,
  tagsQuerySchema,
  validateWith,
} from '../../index';

describe('blog schemas', () => {
  it('when no limit is given, then the home page default of 13 applies, from the newest post', async () => {
    expect(BLOG_HOME_FETCH).toBe(13);
    expect(await validateWith(blogPostListQuerySchema, {})).toEqual({ ok: true, value: { limit: 13, offset: 0 } });
  });

  it.each([['-1'], ['2.5'], ['x'], [['1', '2']]])(
    'when the offset is %j, then it is refused with the offset message',
    async (offset) => {
      expect(await validateWith(blogPostListQuerySchema, { offset })).toMatchObject({
        ok: false,
        violations: [{ property: 'offset', message: 'validation:pageOffsetInvalid' }],
      });
    },
  );

  it.each([['0'], ['51'], ['abc'], ['1.5'], [''], [['1', '2']]])(
    'when the limit is %j, then it is refused',
    async (limit) => {
      expect(await validateWith(blogPostListQuerySchema, { limit })).toMatchObject({
        ok: false,
        violations: [{ property: 'limit', message: 'validation:blogLimitInvalid' }],
      });
    },
  );

  it('when a tag filter has surrounding spaces, then they are trimmed', async () => {
    expect(await validateWith(tagsQuerySchema, { filter: '  dr ' })).toEqual({ ok: true, value: { filter: 'dr' } });
  });
});

describe('ad schemas', () => {
  it("when listing pages and placements, then they are the owner spec's", () => {
    expect(AD_PAGES).toEqual([
      'create_league',
      'join_league',
      'league',
      'team',
      'game_center',
      'players',
      'trophy_room',
      'blog',
      'leaderboard',
      'faq',
    ]);
    expect(AD_PLACEMENTS).toEqual(['top', 'right']);
  });

  it('when page and placement are unknown, then each gets the spec message', async () => {
    expect(await validateWith(adSlotSchema, { page: 'home', placement: 'left' })).toEqual({
      ok: false,
      violations: [
        { property: 'page', message: 'validation:adPageRequired' },
        { property: 'placement', message: 'validation:adPlacementRequired' },
      ],
    });
  });
});

describe('file ids', () => {
  it('when an id is 24 hex digits, then it is accepted and its URL is under /api/files', async () => {
    expect(await validateWith(idParamsSchema, { id: '65a1f0c2e4b0a1b2c3d4e5f6' })).toEqual({
      ok: true,
      value: { id: '65a1f0c2e4b0a1b2c3d4e5f6' },
    });
    expect(fileUrl('65a1f0c2e4b0a1b2c3d4e5f6')).toBe('/api/files/65a1f0c2e4b0a1b2c3d4e5f6');
  });

  it.each([['12345'], ['zzzzzzzzzzzzzzzzzzzzzzzz'], [{ $ne: null }]])(
    'when the id is %j, then it names nothing',
    async (id) => {
      expect(await validateWith(idParamsSchema, { id })).toEqual({
        ok: false,
        violations: [{ property: 'id', message: 'errors:notFound' }],
      });
    },
  );
});

describe('blog post schema', () => {
  const post = { title: 'Week 3', category: 'News', tags: ['review'], body: '<p>Hi</p>' };

  it('when a post is complete, then it passes with its tags; no tags means an empty list', async () => {
    expect(await validateWith(blogPostSchema, post)).toEqual({ ok: true, value: post });
    expect(await validateWith(blogPostSchema, { ...post, tags: undefined })).toMatchObject({
      ok: true,
      value: { tags: [] },
    });
  });

  it.each([
    [{ title: '' }, 'title', 'validation:blogTitleRequired'],
    [{ body: '' }, 'body', 'validation:blogBodyRequired'],
    [{ category: '  ' }, 'category', 'validation:blogCategoryRequired'],
    [{ tags: 'one' }, 'tags', 'validation:blogTagInvalid'],
    [{ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags', 'validation:blogTooManyTags'],
    [{ headerImage: 'javascript:alert(1)' }, 'headerImage', 'validation:blogHeaderImageInvalid'],
  ])('when the post has %j, then %s is refused with its message', async (change, property, message) => {
    expect(await validateWith(blogPostSchema, { ...post, ...change })).toMatchObject({
      ok: false,
      violations: [{ property, message }],
    });
  });

  it("when the header is an existing picture's address, then it passes", async () => {
    const headerImage = fileUrl('aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(await validateWith(blogPostSchema, { ...post, headerImage })).toMatchObject({ ok: true });
  });
});

describe('the ad form schema', () => {
  const slot = { page: 'blog', placement: 'top' };

  it.each([
    ['https://sponsor.example.com/a?b=1'],
    ['http://example.com'],
    ['  https://example.com/  '],
    ['/create-league'],
    ['/blog?tag=playoffs'],
  ])('when the URL is %j, then it is accepted (trimmed)', async (url) => {
    expect(await validateWith(adUploadSchema, { ...slot, url })).toEqual({
      ok: true,
      value: { ...slot, url: url.trim() },
    });
  });

  it.each([
    ['example.com'],
    ['//evil.example/x'],
    ['/\\evil.example/x'],
    ['/create league'],
    ['javascript:alert(1)'],
    ['ftp://example.com/x'],
    ['https://'],
    [{ $gt: '' }],
  ])('when the URL is %j, then it is refused with the valid-URL message', async (url) => {
    expect(await validateWith(adUploadSchema, { ...slot, url })).toMatchObject({
      ok: false,
      violations: [{ property: 'url', message: 'validation:adUrlInvalid' }],
    });
  });

  it('when nothing is sent, then page, placement and URL each get their message', async () => {
    expect(await validateWith(adUploadSchema, {})).toMatchObject({
      ok: false,
      violations: [
        { property: 'page', message: 'validation:adPageRequired' },
        { property: 'placement', message: 'validation:adPlacementRequired' },
        { property: 'url', message: 'validation:adUrlRequired' },
      ],
    });
  });
});

describe("an ad's picture for a language", () => {
  it.each([
    ['both pictures, Hungarian', { en: '/e', hu: '/h' }, 'hu', '/h'],
    ['both pictures, English', { en: '/e', hu: '/h' }, 'en', '/e'],
    ['only English, Hungarian', { en: '/e' }, 'hu', '/e'],
    ['only Hungarian, English', { hu: '/h' }, 'en', '/h'],
    ['one for both and a Hungarian one, English', { both: '/b', hu: '/h' }, 'en', '/b'],
    ['one for both (an ad saved before), Hungarian', { both: '/b' }, 'hu', '/b'],
  ])('when an ad has %s reads it, then it sees its picture', (_case, images, language, picture) => {
    expect(adImageFor(images, language)).toBe(picture);
  });

  it.each([
    ['en', { language: 'en' }],
    ['hu', { language: 'hu' }],
    ['none (both)', { language: '' }],
  ])('when the picture is for %s, then the form passes', async (_case, language) => {
    const form = { page: 'blog', placement: 'top', url: '/create-league', ...language };
    expect(await validateWith(adUploadSchema, form)).toMatchObject({ ok: true });
  });

  it('when the picture is for another language, then its message', async () => {
    const form = { page: 'blog', placement: 'top', url: '/create-league', language: 'de' };
    expect(await validateWith(adUploadSchema, form)).toMatchObject({
      ok: false,
      violations: [{ property: 'language', message: 'validation:adLanguageInvalid' }],
    });
  });
});
