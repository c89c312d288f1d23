import { Types } from 'mongoose';
import { DEFAULT_TIMEZONE, DEMO_TEAM_LOGO_IDS, type AdPage, type AdPlacement, type Locale } from '@hfl/contracts';
import { loadSeedMarks, type SeedMarks } from '@hfl/kit/seed-marks';
import { findFile, storeFile } from './files/file-store';
import { Ad } from './models/ad';
import { BlogPost } from './models/blog-post';
import { Settings, SITE_SETTINGS_KEY } from './models/settings';
import { TeamLogo } from './models/team-logo';
import { BLOG_POSTS_EN } from './seed/blog-posts.en';
import { BLOG_POSTS_HU } from './seed/blog-posts.hu';
import { BLOG_SEED_AUTHOR, BLOG_SEED_POSTS, type BlogSeedKey, type BlogSeedText } from './seed/blog-seed';
import { AD_IMAGES, HEADER_IMAGES, type HeaderImageName } from './seed/images';
import { drawTeamLogo, TEAM_LOGO_DESIGNS, type TeamLogoName } from './seed/team-logos';

const BLOG_TEXTS: Record<Locale, Record<BlogSeedKey, BlogSeedText>> = { en: BLOG_POSTS_EN, hu: BLOG_POSTS_HU };

/** Pages a visitor reaches without an account carry the house ad in both placements. */
const HOUSE_AD_PAGES: AdPage[] = ['blog', 'faq', 'leaderboard'];
const HOUSE_AD_URL = '/create-league';

/** An upsert that only inserts: mongoose's timestamps would stamp `updatedAt` on every run, as if someone edited it. */
const INSERT_ONLY = { upsert: true, timestamps: false } as const;
const insertedNow = () => {
  const now = new Date();
  return { createdAt: now, updatedAt: now };
};

/**
 * Default settings and the demo content (blog in both languages, header images, house ads, pre-made team logos) on the
 * current mongoose connection. Idempotent: a second run creates nothing, and nothing the owner
 * changed (settings, an edited or deleted post, a replaced ad) is overwritten or brought back.
 */
export async function seed({ demo = true }: { demo?: boolean } = {}): Promise<void> {
  await Settings.updateOne(
    { key: SITE_SETTINGS_KEY },
    { $setOnInsert: { key: SITE_SETTINGS_KEY, timezone: DEFAULT_TIMEZONE, ...insertedNow() } },
    INSERT_ONLY,
  );
  const marks = await loadSeedMarks();
  // The demo blog posts are invented news: production starts with the owner's own.
  if (demo) await seedBlogPosts(marks);
  await seedHouseAds(marks);
  await seedTeamLogos(marks);
}

function seedSvg(marks: SeedMarks, key: string, filename: string, draw: () => string): Promise<Types.ObjectId> {
  return marks.once(`file:${key}`, (id) =>
    storeFile({ id, filename, contentType: 'image/svg+xml', data: Buffer.from(draw(), 'utf8') }),
  );
}

async function seedBlogPosts(marks: SeedMarks): Promise<void> {
  const headerImages = new Map<HeaderImageName, Types.ObjectId>();
  for (const name of Object.keys(HEADER_IMAGES) as HeaderImageName[]) {
    headerImages.set(name, await seedSvg(marks, `header-${name}`, `${name}.svg`, HEADER_IMAGES[name]));
  }

  for (const { key, image, publishedAt } of BLOG_SEED_POSTS) {
    for (const [locale, texts] of Object.entries(BLOG_TEXTS) as [Locale, Record<BlogSeedKey, BlogSeedText>][]) {
      const { title, category, tags, intro, body } = texts[key];
      await marks.once(`blog-post:${locale}:${key}`, (id) =>
        BlogPost.create({
          _id: id,
          locale,
          title,
          category,
          tags,
          intro,
          body: body.trim(),
          headerImage: headerImages.get(image),
          postedByName: BLOG_SEED_AUTHOR,
          createdAt: new Date(publishedAt),
        }),
      );
    }
  }
}

async function seedHouseAds(marks: SeedMarks): Promise<void> {
  for (const placement of Object.keys(AD_IMAGES) as AdPlacement[]) {
    // A picture per language (a site seeded before keeps its one bilingual picture, which serves both).
    const imageEn = await seedSvg(
      marks,
      `ad-create-league-${placement}-en`,
      `create-league-${placement}-en.svg`,
      AD_IMAGES[placement].en,
    );
    const imageHu = await seedSvg(
      marks,
      `ad-create-league-${placement}-hu`,
      `create-league-${placement}-hu.svg`,
      AD_IMAGES[placement].hu,
    );
    for (const page of HOUSE_AD_PAGES) {
      // Keyed by the slot itself: an ad the owner has put there since is left alone.
      await Ad.updateOne(
        { page, placement },
        { $setOnInsert: { page, placement, imageEn, imageHu, url: HOUSE_AD_URL, ...insertedNow() } },
        INSERT_ONLY,
      );
    }
  }
}

/** Fixed ids: leagues' demo teams wear these logos. */
const TEAM_LOGO_IDS: Record<TeamLogoName, string> = DEMO_TEAM_LOGO_IDS;

async function seedTeamLogos(marks: SeedMarks): Promise<void> {
  for (const name of Object.keys(TEAM_LOGO_DESIGNS) as TeamLogoName[]) {
    // The logo is its picture's id: a logo the owner deletes from the gallery stays deleted.
    await marks.once(
      `team-logo:${name}`,
      async (id) => {
        // A rerun after a failed first try finds the picture already stored under its fixed id.
        if (!(await findFile(id)))
          await storeFile({ id, filename: `${name}.png`, contentType: 'image/png', data: drawTeamLogo(name) });
        await TeamLogo.create({ _id: id });
      },
      new Types.ObjectId(TEAM_LOGO_IDS[name]),
    );
  }
}
