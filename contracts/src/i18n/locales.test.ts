import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LOCALES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'locales');

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('translation resources', () => {
  const namespaces = fs.readdirSync(path.join(LOCALES_DIR, 'en')).filter((f) => f.endsWith('.json'));

  it('when listing namespaces, then both languages have the same files', () => {
    const hu = fs.readdirSync(path.join(LOCALES_DIR, 'hu')).filter((f) => f.endsWith('.json'));
    expect(hu.sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('when comparing %s, then en and hu have identical keys and no empty texts', (file) => {
    const en = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, 'en', file), 'utf8'));
    const hu = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, 'hu', file), 'utf8'));
    expect(keys(hu).sort()).toEqual(keys(en).sort());
    for (const tree of [en, hu]) {
      const leaves = JSON.stringify(tree).match(/"[^"]*":""/g);
      expect(leaves).toBeNull();
    }
  });

  /** Every Hungarian text as [namespace:key, text]. */
  const hungarian = namespaces.flatMap((file) => {
    const tree: unknown = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, 'hu', file), 'utf8'));
    const texts: Array<[string, string]> = [];
    const walk = (value: unknown, key: string) => {
      if (typeof value === 'string') texts.push([`${file}:${key}`, value]);
      else if (typeof value === 'object' && value !== null)
        for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}.${k}` : k);
    };
    walk(tree, '');
    return texts;
  });

  it('when a Hungarian text names a value after a definite article, then the article is chosen by the word, never "a(z)"', () => {
    // "a {{week}}." reads "a 1." for round 1: the `article` format writes "az 1." (placeholder names such as
    // {{first}} in the owner's mail help are shown as they are, so only values that vary are checked).
    const guessed = hungarian.filter(([, text]) =>
      /a\(z\)|\b[Aa]z? \{\{(week|n|round|league|team|name|player)\}\}/u.test(text),
    );
    expect(guessed).toEqual([]);
  });

  it('when Hungarian texts name a lineup switch and a trade, then they use distinct words ("helycsere", "csere")', () => {
    const switchTexts = hungarian.filter(([key]) => /player\.json:team\.(actions\.switch|switchTitle)$/u.test(key));
    expect(switchTexts.map(([, text]) => text)).toEqual(['Helycsere', 'Helycsere: {{player}}']);
    expect(hungarian.filter(([, text]) => /cserepad|cserejátékos|cserajánlat/iu.test(text))).toEqual([]);
  });
});
