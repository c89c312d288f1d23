/**
 * Demo artwork drawn in code: header images without text (the post's title sits beside them, in the
 * reader's language) and a house ad. Only shapes and system fonts: nothing is fetched from outside.
 */

const WIDTH = 1200;
const HEIGHT = 630;

const GRASS = '#2f7d32';
const GRASS_DARK = '#276b2a';
const CHALK = '#f4f7f2';
const GOLD = '#f2c14e';
const LEATHER = '#8b4a2b';

function svg(width: number, height: number, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${content}</svg>\n`;
}

/** Mown stripes, as a field looks from the stands. */
function stripes(width: number, height: number, stripe: number): string {
  const bands: string[] = [];
  for (let x = 0; x < width; x += stripe * 2) {
    bands.push(`<rect x="${x + stripe}" y="0" width="${stripe}" height="${height}" fill="${GRASS_DARK}"/>`);
  }
  return `<rect width="${width}" height="${height}" fill="${GRASS}"/>${bands.join('')}`;
}

/** Darkened edges draw the eye to the middle. */
function vignette(id: string): string {
  return (
    `<defs><radialGradient id="${id}" cx="50%" cy="50%" r="75%">` +
    `<stop offset="55%" stop-color="#000" stop-opacity="0"/><stop offset="100%" stop-color="#000" stop-opacity="0.45"/>` +
    `</radialGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${id})"/>`
  );
}

/** The field from above: yard lines every five yards, hash marks between them. */
function fieldImage(): string {
  const lines: string[] = [];
  for (let x = 0; x < WIDTH; x += 100) {
    if (x > 0) lines.push(`<rect x="${x - 3}" y="0" width="6" height="${HEIGHT}" fill="${CHALK}" opacity="0.9"/>`);
    for (let hash = x + 20; hash < x + 100; hash += 20) {
      for (const y of [40, 230, 380, 570]) {
        lines.push(`<rect x="${hash - 1.5}" y="${y}" width="3" height="20" fill="${CHALK}" opacity="0.75"/>`);
      }
    }
  }
  return svg(WIDTH, HEIGHT, `${stripes(WIDTH, HEIGHT, 100)}${lines.join('')}${vignette('field-shade')}`);
}

/** An end zone: diagonal bands behind a goal post. */
function endZoneImage(): string {
  const bands: string[] = [];
  for (let x = -HEIGHT; x < WIDTH; x += 90) {
    bands.push(
      `<polygon points="${x},${HEIGHT} ${x + 45},${HEIGHT} ${x + 45 + HEIGHT},0 ${x + HEIGHT},0" fill="${GRASS_DARK}"/>`,
    );
  }
  const post =
    `<g stroke="${GOLD}" stroke-linecap="round" fill="none">` +
    `<path d="M600 630 V430" stroke-width="18"/>` +
    `<path d="M430 430 H770" stroke-width="16"/>` +
    `<path d="M430 430 V110 M770 430 V110" stroke-width="12"/></g>`;
  const goalLine = `<rect x="0" y="540" width="${WIDTH}" height="10" fill="${CHALK}" opacity="0.85"/>`;
  return svg(
    WIDTH,
    HEIGHT,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${GRASS}"/>${bands.join('')}${goalLine}${post}${vignette('endzone-shade')}`,
  );
}

/** A ball on the grass, laces up. */
function ballImage(): string {
  const ball =
    `<g transform="translate(600 315) rotate(-22)">` +
    `<path d="M-260 0 C-180 -150 180 -150 260 0 C180 150 -180 150 -260 0 Z" fill="${LEATHER}"/>` +
    `<path d="M-260 0 C-180 150 180 150 260 0 C180 70 -180 70 -260 0 Z" fill="#000" opacity="0.14"/>` +
    `<path d="M-185 -62 C-175 -20 -175 20 -185 62 M185 -62 C175 -20 175 20 185 62" stroke="${CHALK}" stroke-width="14" fill="none"/>` +
    `<rect x="-90" y="-8" width="180" height="16" rx="8" fill="${CHALK}"/>` +
    [-70, -35, 0, 35, 70]
      .map((x) => `<rect x="${x - 5}" y="-30" width="10" height="60" rx="5" fill="${CHALK}"/>`)
      .join('') +
    `</g>`;
  return svg(WIDTH, HEIGHT, `${stripes(WIDTH, HEIGHT, 120)}${ball}${vignette('ball-shade')}`);
}

/** A coach's board: a formation in chalk, routes drawn as arrows. */
function playbookImage(): string {
  const offense = [420, 510, 600, 690, 780].map((x) => `<circle cx="${x}" cy="360" r="26"/>`).join('');
  const backs = `<circle cx="600" cy="450" r="26"/><circle cx="600" cy="540" r="26"/><circle cx="220" cy="370" r="26"/><circle cx="980" cy="370" r="26"/>`;
  const defense = [450, 560, 640, 750, 300, 900, 600]
    .map((x, i) => {
      const y = i < 4 ? 280 : 170;
      return `<path d="M${x - 20} ${y - 20} L${x + 20} ${y + 20} M${x + 20} ${y - 20} L${x - 20} ${y + 20}"/>`;
    })
    .join('');
  const routes =
    `<path d="M220 340 C220 220 260 140 380 110"/><path d="M980 340 V180 L860 120"/>` +
    `<path d="M600 510 C700 500 760 470 820 420"/>`;
  const arrowHeads = `<path d="M360 96 L384 109 L364 128"/><path d="M872 106 L856 122 L878 134"/><path d="M800 414 L822 418 L814 440"/>`;
  const board =
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#1f4d2b"/>` +
    `<path d="M80 320 H1120" stroke="${CHALK}" stroke-opacity="0.35" stroke-width="4" stroke-dasharray="18 14"/>` +
    `<g fill="none" stroke="${CHALK}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" opacity="0.92">` +
    `${offense}${backs}${defense}</g>` +
    `<g fill="none" stroke="${GOLD}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${routes}${arrowHeads}</g>`;
  return svg(WIDTH, HEIGHT, `${board}${vignette('playbook-shade')}`);
}

/** Rising bars and a trend line: numbers, weeks, standings. */
function statsImage(): string {
  const heights = [140, 210, 180, 270, 250, 330, 300, 390, 360, 440];
  const bars = heights
    .map(
      (h, i) =>
        `<rect x="${150 + i * 92}" y="${560 - h}" width="56" height="${h}" rx="10" fill="${CHALK}" opacity="${(0.35 + i * 0.06).toFixed(2)}"/>`,
    )
    .join('');
  const trend = heights.map((h, i) => `${178 + i * 92},${520 - h}`).join(' ');
  const dots = heights.map((h, i) => `<circle cx="${178 + i * 92}" cy="${520 - h}" r="9" fill="${GOLD}"/>`).join('');
  return svg(
    WIDTH,
    HEIGHT,
    `${stripes(WIDTH, HEIGHT, 150)}<rect x="110" y="560" width="980" height="6" fill="${CHALK}" opacity="0.8"/>${bars}` +
      `<polyline points="${trend}" fill="none" stroke="${GOLD}" stroke-width="7" stroke-linejoin="round"/>${dots}${vignette('stats-shade')}`,
  );
}

/** A cup in the light: trophies and the season's podium. */
function trophyImage(): string {
  const rays = Array.from({ length: 16 }, (_, i) => {
    const angle = (i * Math.PI) / 8;
    const x = (600 + Math.cos(angle) * 700).toFixed(1);
    const y = (280 + Math.sin(angle) * 700).toFixed(1);
    const x2 = (600 + Math.cos(angle + 0.12) * 700).toFixed(1);
    const y2 = (280 + Math.sin(angle + 0.12) * 700).toFixed(1);
    return `<polygon points="600,280 ${x},${y} ${x2},${y2}" fill="${CHALK}" opacity="0.07"/>`;
  }).join('');
  const cup =
    `<g fill="${GOLD}">` +
    `<path d="M480 140 H720 V220 C720 320 660 370 600 380 C540 370 480 320 480 220 Z"/>` +
    `<path d="M480 170 H420 C410 250 450 300 500 310" fill="none" stroke="${GOLD}" stroke-width="18"/>` +
    `<path d="M720 170 H780 C790 250 750 300 700 310" fill="none" stroke="${GOLD}" stroke-width="18"/>` +
    `<rect x="580" y="378" width="40" height="70"/><rect x="520" y="448" width="160" height="26" rx="6"/>` +
    `<rect x="490" y="474" width="220" height="40" rx="8"/></g>` +
    `<path d="M520 170 C520 250 545 300 580 330" fill="none" stroke="${CHALK}" stroke-opacity="0.45" stroke-width="12" stroke-linecap="round"/>`;
  return svg(WIDTH, HEIGHT, `${stripes(WIDTH, HEIGHT, 100)}${rays}${cup}${vignette('trophy-shade')}`);
}

export const HEADER_IMAGES = {
  field: fieldImage,
  endzone: endZoneImage,
  ball: ballImage,
  playbook: playbookImage,
  stats: statsImage,
  trophy: trophyImage,
} as const;
export type HeaderImageName = keyof typeof HEADER_IMAGES;

const AD_FONT = 'Arial, Helvetica, sans-serif';

/** A small ball for the ads, centred on (x, y). */
function adBall(x: number, y: number, scale: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale}) rotate(-22)">` +
    `<path d="M-60 0 C-42 -34 42 -34 60 0 C42 34 -42 34 -60 0 Z" fill="${LEATHER}"/>` +
    `<rect x="-22" y="-3" width="44" height="6" rx="3" fill="${CHALK}"/>` +
    [-14, 0, 14].map((dx) => `<rect x="${dx - 2}" y="-10" width="4" height="20" rx="2" fill="${CHALK}"/>`).join('') +
    `</g>`
  );
}

/**
 * House ads inviting visitors to create a league. Ads carry no language of their own, so the
 * invitation is written in both of the site's languages.
 */
/** A house ad's words in one language: the call, the line under it, the badge. */
interface HouseAdWords {
  headline: string;
  line: string;
  badge: string;
}

const HOUSE_AD_WORDS: Record<'en' | 'hu', { top: HouseAdWords; right: HouseAdWords }> = {
  en: {
    top: { headline: 'Create your own league', line: 'Draft your team from the HFL', badge: 'Free' },
    right: { headline: 'Create your league', line: 'Draft your HFL team', badge: 'Free' },
  },
  hu: {
    top: { headline: 'Alapítsd meg a saját ligádat!', line: 'Draftold csapatod a HFL-ből', badge: 'Ingyenes' },
    right: { headline: 'Alapíts saját ligát!', line: 'Draftold HFL-csapatod', badge: 'Ingyenes' },
  },
};

function createLeagueTopBanner({ headline, line, badge }: HouseAdWords): string {
  return svg(
    728,
    90,
    `${stripes(728, 90, 52)}${adBall(56, 45, 0.75)}` +
      `<text x="112" y="40" font-family="${AD_FONT}" font-size="24" font-weight="bold" fill="${CHALK}">${headline}</text>` +
      `<text x="112" y="68" font-family="${AD_FONT}" font-size="18" fill="${CHALK}" opacity="0.9">${line}</text>` +
      `<rect x="548" y="22" width="156" height="46" rx="23" fill="${GOLD}"/>` +
      `<text x="626" y="51" text-anchor="middle" font-family="${AD_FONT}" font-size="17" font-weight="bold" fill="#1f3d22">${badge}</text>`,
  );
}

function createLeagueSideBanner({ headline, line, badge }: HouseAdWords): string {
  return svg(
    300,
    250,
    `${stripes(300, 250, 50)}${adBall(150, 62, 1)}` +
      `<text x="150" y="132" text-anchor="middle" font-family="${AD_FONT}" font-size="24" font-weight="bold" fill="${CHALK}">${headline}</text>` +
      `<text x="150" y="162" text-anchor="middle" font-family="${AD_FONT}" font-size="18" fill="${CHALK}" opacity="0.9">${line}</text>` +
      `<rect x="60" y="186" width="180" height="44" rx="22" fill="${GOLD}"/>` +
      `<text x="150" y="214" text-anchor="middle" font-family="${AD_FONT}" font-size="17" font-weight="bold" fill="#1f3d22">${badge}</text>`,
  );
}

/** The house ads' banners per placement and language: each reader sees the call in their own language. */
export const AD_IMAGES = {
  top: {
    en: () => createLeagueTopBanner(HOUSE_AD_WORDS.en.top),
    hu: () => createLeagueTopBanner(HOUSE_AD_WORDS.hu.top),
  },
  right: {
    en: () => createLeagueSideBanner(HOUSE_AD_WORDS.en.right),
    hu: () => createLeagueSideBanner(HOUSE_AD_WORDS.hu.right),
  },
} as const;
