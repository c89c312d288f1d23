import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../paths';
import { EVERY_PAGE_LIBRARIES, SHARED_FACADES, everyPageLibraryFiles } from './shared-deps';

const SHELL = path.join(ROOT, 'shell');
const resolve = (request: string) => createRequire(path.join(SHELL, 'package.json')).resolve(request);

/** The group a module's file falls into, as rspack asks: the highest priority whose test matches. */
function fileOf(modulePath: string): string | null {
  const groups = Object.entries(everyPageLibraryFiles(SHELL))
    .filter(([, group]) => (group.test as RegExp).test(modulePath))
    .sort(([, a], [, b]) => (b.priority ?? 0) - (a.priority ?? 0));
  return groups[0]?.[0] ?? null;
}

describe("the shell's every-page library files", () => {
  it('when a library of every page is built, then it, its facade and what it depends on go into its own file', () => {
    for (const [file, libraries] of Object.entries(EVERY_PAGE_LIBRARIES)) {
      for (const library of libraries) {
        expect([library, fileOf(resolve(library))]).toEqual([library, file]);
        const facade = SHARED_FACADES[library];
        if (facade) expect([facade, fileOf(facade)]).toEqual([facade, file]);
      }
    }
    // Dependencies: React's scheduler, redux-saga's Babel helpers (a package with no main entry).
    expect(fileOf(resolve('scheduler'))).toBe('react');
    expect(fileOf(resolve('@babel/runtime/helpers/esm/extends'))).toBe('state-texts');
  });

  it('when a library only some pages use is built, then it stays out of every file (it loads with its pages)', () => {
    for (const library of ['formik', 'yup', 'socket.io-client'])
      expect([library, fileOf(resolve(library))]).toEqual([library, null]);
    expect(fileOf(path.join(ROOT, 'shared-ui/src/core.ts'))).toBeNull();
  });
});
