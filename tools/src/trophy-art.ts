/**
 * Draws the trophy artwork once: one 1200×630 SVG per language and trophy type, with the trophy's name written on it
 * in that language (shell/public/trophy-art/{lang}/{type}.svg), and a PNG of each for link previews (Facebook and
 * most chat apps ignore SVG images), rendered by the Chromium on this machine. The files are committed; run this
 * again only to change the artwork:
 *
 *   node --import tsx tools/src/trophy-art.ts           (SVGs and PNGs)
 *   node --import tsx tools/src/trophy-art.ts --svg     (SVGs only)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TROPHY_TYPES, isSeasonTrophyType, type TrophyType } from '@hfl/contracts';
import { CHROMIUM_FLAGS } from './chromium-flags';
import { ROOT } from './paths';

const OUT_DIR = path.join(ROOT, 'shell/public/trophy-art');
const WIDTH = 1200;
const HEIGHT = 630;
/** No web font: whatever sans-serif the viewer has (every one of these has the Hungarian letters). */
const FONT = "'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";

const LANGS = ['en', 'hu'] as const;
type Lang = (typeof LANGS)[number];

/** The names, as in contracts/locales/{en,hu}/player.json `trophyTypes`. */
const TITLES: Record<Lang, Record<TrophyType, string>> = {
  en: {
    teamOfTheWeek: 'Team of the week',
    playerOfTheWeek: 'Player of the week',
    biggestWin: 'Biggest win',
    toughLuck: 'Tough luck',
    champion: 'Champion',
    runnerUp: 'Runner-up',
    thirdPlace: 'Third place',
  },
  hu: {
    teamOfTheWeek: 'A hét csapata',
    playerOfTheWeek: 'A hét játékosa',
    biggestWin: 'A forduló legnagyobb győzelme',
    toughLuck: 'Balszerencse díj',
    champion: 'Bajnok',
    runnerUp: 'Ezüstérmes',
    thirdPlace: 'Bronzérmes',
  },
};

const KIND: Record<Lang, { season: string; weekly: string }> = {
  en: { season: 'Season trophy', weekly: 'Weekly award' },
  hu: { season: 'Szezontrófea', weekly: 'Heti díj' },
};

interface Palette {
  /** Background gradient, top left to bottom right. */
  from: string;
  to: string;
  /** The emblem's metal: light, mid, dark. */
  light: string;
  mid: string;
  dark: string;
}

const GOLD = { light: '#fff3b0', mid: '#f4c430', dark: '#a8740a' };
const PALETTES: Record<TrophyType, Palette> = {
  champion: { from: '#1b1464', to: '#4a1570', ...GOLD },
  runnerUp: { from: '#14213d', to: '#3a4a63', light: '#ffffff', mid: '#c9d3de', dark: '#7b8896' },
  thirdPlace: { from: '#2b1a12', to: '#6b3a1f', light: '#ffd9b0', mid: '#d08a4e', dark: '#7a4420' },
  teamOfTheWeek: { from: '#063a26', to: '#0f7a4d', ...GOLD },
  playerOfTheWeek: { from: '#061f4d', to: '#0b4fb3', ...GOLD },
  biggestWin: { from: '#3d0410', to: '#b3122e', light: '#fff6c2', mid: '#ffcf33', dark: '#c77d00' },
  toughLuck: { from: '#1c2532', to: '#45586f', light: '#f1f7ff', mid: '#a9c6e6', dark: '#55779e' },
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Words into lines of at most `max` characters (a longer word gets a line of its own). */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const star = (cx: number, cy: number, outer: number, inner: number, rotation = -90) =>
  Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = ((rotation + i * 36) * Math.PI) / 180;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');

/** Two laurel branches around the emblem, from the bottom up both sides. */
function laurel(radius: number): string {
  const leaves: string[] = [];
  for (const side of [-1, 1]) {
    for (let i = 0; i < 9; i += 1) {
      const angle = 115 + i * 16;
      const rad = (angle * Math.PI) / 180;
      const x = side * radius * Math.cos(rad - Math.PI / 2 - Math.PI / 2);
      const y = -radius * Math.sin(rad - Math.PI);
      const tilt = side * (angle - 180) + (side === 1 ? -30 : 30);
      leaves.push(
        `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="11" ry="26" transform="rotate(${tilt.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})"/>`,
      );
    }
  }
  return `<g fill="url(#metal)" opacity="0.9">${leaves.join('')}</g>`;
}

function cup(): string {
  return `
    <g stroke="url(#metal)" stroke-width="18" fill="none" stroke-linecap="round">
      <path d="M-88,-112 C-170,-118 -168,-8 -66,12"/>
      <path d="M88,-112 C170,-118 168,-8 66,12"/>
    </g>
    <path fill="url(#metal)" d="M-100,-140 H100 V-70 C100,6 56,52 0,58 C-56,52 -100,6 -100,-70 Z"/>
    <path fill="#ffffff" opacity="0.35" d="M-78,-128 H-52 V-70 C-52,-20 -40,10 -22,30 C-60,16 -78,-20 -78,-70 Z"/>
    <polygon fill="url(#deep)" points="${star(0, -52, 42, 17)}"/>
    <rect fill="url(#metal)" x="-16" y="54" width="32" height="46"/>
    <path fill="url(#metal)" d="M-58,96 H58 L72,128 H-72 Z"/>
    <rect fill="url(#deep)" x="-92" y="128" width="184" height="30" rx="6"/>
    <rect fill="url(#metal)" x="-60" y="135" width="120" height="16" rx="3" opacity="0.8"/>`;
}

function medal(place: 1 | 2 | 3): string {
  return `
    <polygon fill="#c8102e" points="-92,-170 -30,-170 28,-20 -34,-20"/>
    <polygon fill="#0b3d91" points="92,-170 30,-170 -28,-20 34,-20"/>
    <polygon fill="#ffffff" opacity="0.25" points="-72,-170 -52,-170 4,-26 -16,-26"/>
    <circle cx="0" cy="45" r="108" fill="url(#deep)"/>
    <circle cx="0" cy="45" r="98" fill="url(#metal)"/>
    <circle cx="0" cy="45" r="78" fill="none" stroke="url(#deep)" stroke-width="5"/>
    <text x="0" y="84" text-anchor="middle" font-family="${FONT}" font-size="112" font-weight="800"
      fill="url(#deep)">${place}</text>
    <path d="M-70,0 A86,86 0 0 1 30,-38" fill="none" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.45"/>`;
}

function shield(): string {
  return `
    <path fill="url(#deep)" d="M0,-150 L126,-108 V-6 C126,82 64,132 0,158 C-64,132 -126,82 -126,-6 V-108 Z"/>
    <path fill="url(#metal)" d="M0,-132 L108,-96 V-6 C108,70 56,114 0,138 C-56,114 -108,70 -108,-6 V-96 Z"/>
    <path fill="url(#deep)" d="M0,-110 L88,-82 V-8 C88,56 46,94 0,114 C-46,94 -88,56 -88,-8 V-82 Z"/>
    <polygon fill="url(#metal)" points="${star(0, -8, 66, 27)}"/>
    <text x="0" y="96" text-anchor="middle" font-family="${FONT}" font-size="30" font-weight="800"
      fill="url(#metal)" letter-spacing="2">#1</text>`;
}

function football(): string {
  return `
    <path fill="#8b4513" stroke="#4a2208" stroke-width="4" d="M-78,0 C-40,-52 40,-52 78,0 C40,52 -40,52 -78,0 Z"/>
    <path fill="#ffffff" opacity="0.2" d="M-58,-12 C-30,-40 20,-42 50,-20 C10,-34 -26,-30 -58,-12 Z"/>
    <path d="M-70,0 C-62,-8 -62,8 -70,0 M70,0 C62,-8 62,8 70,0" stroke="#ffffff" stroke-width="4" fill="none"/>
    <g stroke="#ffffff" stroke-width="5" stroke-linecap="round">
      <line x1="-30" y1="0" x2="30" y2="0"/>
      <line x1="-20" y1="-9" x2="-20" y2="9"/><line x1="-7" y1="-9" x2="-7" y2="9"/>
      <line x1="7" y1="-9" x2="7" y2="9"/><line x1="20" y1="-9" x2="20" y2="9"/>
    </g>`;
}

function starPlayer(): string {
  return `
    <polygon fill="url(#deep)" points="${star(0, -10, 165, 70)}"/>
    <polygon fill="url(#metal)" points="${star(0, -10, 148, 60)}"/>
    <polygon fill="#ffffff" opacity="0.3" points="0,-158 -20,-60 0,-40"/>
    <g transform="translate(62 88) rotate(-32)">${football()}</g>`;
}

function helmet(): string {
  return `
    <polygon fill="url(#metal)" points="28,-176 -66,12 -8,12 -44,170 82,-42 24,-42 64,-176" opacity="0.95"/>
    <g transform="translate(-12 24)">
      <path fill="#ffffff" d="M-128,22 C-132,-76 -52,-132 30,-124 C104,-116 142,-60 136,4 L136,26 L44,30 L34,74 L-62,74 C-104,74 -126,54 -128,22 Z"/>
      <path fill="#b3122e" d="M-112,16 C-114,-64 -46,-110 24,-106 C88,-100 120,-54 118,4 L118,12 L36,16 L26,58 L-58,58 C-92,58 -110,44 -112,16 Z"/>
      <path fill="url(#metal)" d="M-20,-108 C10,-110 40,-104 60,-94 L54,-80 C36,-88 8,-94 -22,-94 Z"/>
      <circle cx="-40" cy="6" r="20" fill="#3d0410"/>
      <polygon fill="url(#metal)" points="-8,-70 -44,-8 -22,-8 -36,40 6,-24 -14,-24 4,-70"/>
      <g stroke="#f4f4f4" stroke-width="11" fill="none" stroke-linecap="round" stroke-linejoin="round">
        <path d="M40,30 H162"/>
        <path d="M36,60 H154"/>
        <path d="M104,30 V88 C128,88 148,78 156,60"/>
      </g>
    </g>`;
}

function rainCloud(): string {
  const drops = [-70, -20, 30, 80]
    .map(
      (x, i) =>
        `<path fill="url(#metal)" d="M${x},${60 + (i % 2) * 28} c-10,18 -14,28 -14,36 a14,14 0 0 0 28,0 c0,-8 -4,-18 -14,-36 Z"/>`,
    )
    .join('');
  return `<g transform="translate(0 -36)">
    <path fill="url(#deep)" d="M-120,40 C-170,40 -170,-36 -116,-40 C-112,-96 -40,-116 -6,-74 C20,-130 120,-120 118,-44 C170,-42 170,40 120,40 Z"/>
    <path fill="#ffffff" opacity="0.92" d="M-112,28 C-152,28 -150,-28 -106,-28 C-104,-80 -42,-98 -12,-58 C14,-112 104,-104 104,-36 C148,-36 150,28 112,28 Z"/>
    ${drops}
    <g transform="translate(0 200)">
      <path fill="url(#metal)" d="M0,18 C-22,0 -46,-14 -46,-34 C-46,-52 -24,-60 -8,-44 L0,-36 L8,-44 C24,-60 46,-52 46,-34 C46,-14 22,0 0,18 Z"/>
      <path d="M0,-36 L-8,-20 L6,-8 L-4,10" stroke="url(#deep)" stroke-width="5" fill="none" stroke-linejoin="round"/>
    </g>
  </g>`;
}

function emblem(type: TrophyType): string {
  switch (type) {
    case 'champion':
      return `${laurel(190)}${cup()}`;
    case 'runnerUp':
      return `${laurel(190)}${medal(2)}`;
    case 'thirdPlace':
      return `${laurel(190)}${medal(3)}`;
    case 'teamOfTheWeek':
      return `${laurel(190)}${shield()}`;
    case 'playerOfTheWeek':
      return starPlayer();
    case 'biggestWin':
      return helmet();
    case 'toughLuck':
      return rainCloud();
  }
}

/** Sunburst rays behind the emblem. */
function rays(cx: number, cy: number): string {
  return Array.from({ length: 18 }, (_, i) => {
    const a = (i * 20 * Math.PI) / 180;
    const b = ((i * 20 + 8) * Math.PI) / 180;
    const r = 900;
    const point = (angle: number) =>
      `${(cx + r * Math.cos(angle)).toFixed(0)},${(cy + r * Math.sin(angle)).toFixed(0)}`;
    return `<polygon points="${cx},${cy} ${point(a)} ${point(b)}"/>`;
  }).join('');
}

export function trophySvg(lang: Lang, type: TrophyType): string {
  const p = PALETTES[type];
  const title = TITLES[lang][type];
  const lines = wrap(title, 14);
  const longest = Math.max(...lines.map((line) => line.length));
  // About 0.56 em per character in a bold sans-serif; the text column is 600 px wide.
  const size = Math.min(92, Math.floor(600 / (longest * 0.56)), lines.length > 2 ? 70 : 92);
  const lineHeight = Math.round(size * 1.08);
  const blockHeight = lineHeight * lines.length;
  const top = 330 - blockHeight / 2 + size * 0.8;
  const titleText = lines
    .map((line, i) => `<tspan x="560" y="${Math.round(top + i * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join('');
  const kind = KIND[lang][isSeasonTrophyType(type) ? 'season' : 'weekly'];
  const yardLines = Array.from(
    { length: 11 },
    (_, i) => `<line x1="${560 + i * 60}" y1="0" x2="${560 + i * 60}" y2="${HEIGHT}"/>`,
  ).join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(`${title} · HFL Fantasy`)}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.from}"/>
      <stop offset="1" stop-color="${p.to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${p.mid}" stop-opacity="0.55"/>
      <stop offset="0.6" stop-color="${p.mid}" stop-opacity="0.12"/>
      <stop offset="1" stop-color="${p.mid}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="metal" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.light}"/>
      <stop offset="0.45" stop-color="${p.mid}"/>
      <stop offset="1" stop-color="${p.dark}"/>
    </linearGradient>
    <linearGradient id="deep" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.dark}"/>
      <stop offset="1" stop-color="${p.from}"/>
    </linearGradient>
    <linearGradient id="band" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${p.mid}"/>
      <stop offset="1" stop-color="${p.light}"/>
    </linearGradient>
    <clipPath id="frame"><rect width="${WIDTH}" height="${HEIGHT}"/></clipPath>
  </defs>
  <g clip-path="url(#frame)">
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
    <g fill="#ffffff" opacity="0.05">${rays(290, 315)}</g>
    <g stroke="#ffffff" stroke-width="2" opacity="0.06">${yardLines}</g>
    <circle cx="290" cy="315" r="290" fill="url(#glow)"/>
    <circle cx="290" cy="315" r="232" fill="none" stroke="${p.mid}" stroke-width="3" opacity="0.35"/>
    <circle cx="290" cy="315" r="246" fill="none" stroke="${p.mid}" stroke-width="1.5" stroke-dasharray="4 10" opacity="0.35"/>
    <g transform="translate(290 315)">${emblem(type)}</g>
    <g font-family="${FONT}">
      <g transform="translate(560 118)">
        <g transform="scale(0.32) rotate(-30)">${football()}</g>
        <text x="40" y="11" font-size="30" font-weight="800" letter-spacing="6" fill="${p.light}">HFL FANTASY</text>
      </g>
      <rect x="560" y="150" width="120" height="6" rx="3" fill="url(#band)"/>
      <text font-size="${size}" font-weight="800" fill="#ffffff" letter-spacing="-1">${titleText}</text>
      <text x="560" y="${Math.round(top + (lines.length - 1) * lineHeight + size * 0.4 + 64)}" font-size="30" font-weight="600" fill="${p.light}" opacity="0.85" letter-spacing="2">${escapeXml(kind.toUpperCase())}</text>
    </g>
    <rect y="${HEIGHT - 14}" width="${WIDTH}" height="14" fill="url(#band)"/>
  </g>
</svg>
`;
}

/** Chromium's screenshot of each SVG at its own size, with a throwaway profile and nothing reaching the network. */
function renderPng(svgFile: string, pngFile: string): void {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'hfl-trophy-art-'));
  try {
    execFileSync(
      process.env.CHROMIUM ?? 'chromium',
      [
        '--headless',
        ...CHROMIUM_FLAGS,
        '--hide-scrollbars',
        `--user-data-dir=${profile}`,
        `--window-size=${WIDTH},${HEIGHT}`,
        `--screenshot=${pngFile}`,
        `file://${svgFile}`,
      ],
      { stdio: 'ignore' },
    );
  } finally {
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

function main(): void {
  const svgOnly = process.argv.includes('--svg');
  for (const lang of LANGS) {
    const dir = path.join(OUT_DIR, lang);
    fs.mkdirSync(dir, { recursive: true });
    for (const type of TROPHY_TYPES) {
      const svgFile = path.join(dir, `${type}.svg`);
      fs.writeFileSync(svgFile, trophySvg(lang, type));
      if (!svgOnly) renderPng(svgFile, path.join(dir, `${type}.png`));
      console.log(`${lang}/${type}`);
    }
  }
}

main();
