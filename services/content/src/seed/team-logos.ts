import { encodePng } from './png';

/**
 * The pre-made team logos: shields in team colours, each with its own emblem, drawn in code into PNGs (a team picks
 * one instead of uploading a picture; uploads are checked by their bytes, so these are real PNGs).
 */

const SIZE = 96;
/** Samples per pixel side: smooth edges without an image library. */
const SUPERSAMPLING = 4;

type Rgb = readonly [number, number, number];
/** Is the point (0..1 on both axes, y down) inside the shape? */
type Shape = (x: number, y: number) => boolean;

const TOP = 0.08;
const SHOULDER = 0.5;
const TIP = 0.94;
const HALF_WIDTH = 0.37;

/** A heater shield: straight sides down to the middle, then an elliptical curve to the point. */
function shield(inset: number): Shape {
  return (x, y) => {
    const top = TOP + inset;
    const tip = TIP - inset * 1.6;
    if (y < top || y > tip) return false;
    const half = HALF_WIDTH - inset;
    const width = y <= SHOULDER ? half : half * Math.sqrt(Math.max(0, 1 - ((y - SHOULDER) / (tip - SHOULDER)) ** 2));
    return Math.abs(x - 0.5) <= width;
  };
}

function polygon(points: readonly (readonly [number, number])[]): Shape {
  return (x, y) => {
    let inside = false;
    for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
      const [xi, yi] = points[i]!;
      const [xj, yj] = points[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  };
}

function star(cx: number, cy: number, outer: number, inner: number): Shape {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 === 0 ? outer : inner;
    return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r] as const;
  });
  return polygon(points);
}

const union =
  (...shapes: Shape[]): Shape =>
  (x, y) =>
    shapes.some((shape) => shape(x, y));

const EMBLEMS = {
  /** A broad stripe down the middle. */
  pale: (x: number) => Math.abs(x - 0.5) < 0.09,
  /** A chevron pointing up. */
  chevron: polygon([
    [0.16, 0.66],
    [0.5, 0.36],
    [0.84, 0.66],
    [0.84, 0.8],
    [0.5, 0.5],
    [0.16, 0.8],
  ]),
  star: star(0.5, 0.47, 0.24, 0.1),
  /** A football, laces up. */
  ball: (x: number, y: number) => {
    const inBall = ((x - 0.5) / 0.27) ** 2 + ((y - 0.47) / 0.16) ** 2 <= 1;
    const laces = Math.abs(y - 0.47) < 0.018 && Math.abs(x - 0.5) < 0.12;
    const stitches = [-0.08, -0.027, 0.027, 0.08].some(
      (dx) => Math.abs(x - 0.5 - dx) < 0.012 && Math.abs(y - 0.47) < 0.05,
    );
    return inBall && !laces && !stitches;
  },
  /** A band from the upper left to the lower right. */
  bend: (x: number, y: number) => Math.abs(y - 0.08 - (x - 0.13) * 1.1) < 0.1,
  cross: (x: number, y: number) => Math.abs(x - 0.5) < 0.07 || Math.abs(y - 0.42) < 0.07,
  bolt: polygon([
    [0.56, 0.16],
    [0.3, 0.52],
    [0.47, 0.52],
    [0.4, 0.82],
    [0.7, 0.42],
    [0.53, 0.42],
    [0.62, 0.16],
  ]),
  /** Two goal posts and a crossbar. */
  goal: union(
    (x, y) => Math.abs(x - 0.5) < 0.035 && y > 0.52 && y < 0.8,
    (x, y) => Math.abs(y - 0.52) < 0.035 && Math.abs(x - 0.5) < 0.22,
    (x, y) => Math.abs(Math.abs(x - 0.5) - 0.2) < 0.035 && y > 0.22 && y < 0.55,
  ),
} satisfies Record<string, Shape>;
export type TeamLogoEmblem = keyof typeof EMBLEMS;

interface LogoDesign {
  emblem: TeamLogoEmblem;
  field: Rgb;
  emblemColour: Rgb;
  border: Rgb;
}

const GOLD: Rgb = [242, 193, 78];
const WHITE: Rgb = [244, 247, 242];
const NAVY: Rgb = [24, 39, 71];

export const TEAM_LOGO_DESIGNS = {
  'red-pale': { emblem: 'pale', field: [178, 34, 52], emblemColour: WHITE, border: NAVY },
  'navy-chevron': { emblem: 'chevron', field: NAVY, emblemColour: GOLD, border: GOLD },
  'green-star': { emblem: 'star', field: [47, 125, 50], emblemColour: GOLD, border: WHITE },
  'brown-ball': { emblem: 'ball', field: [244, 238, 224], emblemColour: [139, 74, 43], border: [139, 74, 43] },
  'purple-bend': { emblem: 'bend', field: [94, 53, 177], emblemColour: GOLD, border: NAVY },
  'black-cross': { emblem: 'cross', field: [33, 33, 33], emblemColour: [229, 57, 53], border: WHITE },
  'orange-bolt': { emblem: 'bolt', field: [239, 108, 0], emblemColour: WHITE, border: NAVY },
  'teal-goal': { emblem: 'goal', field: [0, 121, 107], emblemColour: GOLD, border: WHITE },
} as const satisfies Record<string, LogoDesign>;
export type TeamLogoName = keyof typeof TEAM_LOGO_DESIGNS;

const OUTLINE = shield(0);
const FIELD = shield(0.05);

/** The colour of one sample point, or null where the picture is transparent. */
function sample(design: LogoDesign, x: number, y: number): Rgb | null {
  if (!OUTLINE(x, y)) return null;
  if (!FIELD(x, y)) return design.border;
  return (EMBLEMS[design.emblem] as Shape)(x, y) ? design.emblemColour : design.field;
}

/** Pictures already drawn in this process: a design always draws the same picture, and drawing is a second of CPU. */
const drawn = new Map<TeamLogoName, Buffer>();

/** One logo as a SIZE×SIZE PNG, drawn once per process. */
export function drawTeamLogo(name: TeamLogoName): Buffer {
  let png = drawn.get(name);
  if (!png) {
    png = drawLogo(name);
    drawn.set(name, png);
  }
  return png;
}

/** Draws one logo; each pixel averages SUPERSAMPLING² samples (colour and coverage). */
function drawLogo(name: TeamLogoName): Buffer {
  const design: LogoDesign = TEAM_LOGO_DESIGNS[name];
  const pixels = new Uint8Array(SIZE * SIZE * 4);
  const samples = SUPERSAMPLING * SUPERSAMPLING;
  for (let py = 0; py < SIZE; py++) {
    for (let px = 0; px < SIZE; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let covered = 0;
      for (let sy = 0; sy < SUPERSAMPLING; sy++) {
        for (let sx = 0; sx < SUPERSAMPLING; sx++) {
          const colour = sample(
            design,
            (px + (sx + 0.5) / SUPERSAMPLING) / SIZE,
            (py + (sy + 0.5) / SUPERSAMPLING) / SIZE,
          );
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          covered += 1;
        }
      }
      const offset = (py * SIZE + px) * 4;
      if (covered === 0) continue;
      pixels[offset] = Math.round(r / covered);
      pixels[offset + 1] = Math.round(g / covered);
      pixels[offset + 2] = Math.round(b / covered);
      pixels[offset + 3] = Math.round((covered / samples) * 255);
    }
  }
  return encodePng(SIZE, SIZE, pixels);
}
