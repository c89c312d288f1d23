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
});
