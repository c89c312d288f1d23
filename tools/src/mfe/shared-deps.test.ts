import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from '../paths';
import { MFE_NAMES } from './mfe-names';
import { EVERY_PAGE_LIBRARIES, SHARED_FACADES, everyPageLibraryFiles, sharedVersionMismatches } from './shared-deps';

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

describe("the shared libraries' versions", () => {
  it('when the microfrontends are built, then each declares every shared library in the same version', () => {
    expect(sharedVersionMismatches(MFE_NAMES.map((name) => path.join(ROOT, name)))).toEqual([]);
  });

  it('when two microfrontends declare a shared library in different versions, then the mismatch is named', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-versions-'));
    try {
      const mfe = (name: string, react: string) => {
        fs.mkdirSync(path.join(dir, name));
        const dependencies = { react, 'react-dom': '19.3.1' };
        fs.writeFileSync(path.join(dir, name, 'package.json'), JSON.stringify({ dependencies }));
        return path.join(dir, name);
      };
      expect(sharedVersionMismatches([mfe('shell', '19.3.1'), mfe('mfe-owner', '19.3.0')])).toEqual([
        'react: shell 19.3.1, mfe-owner 19.3.0',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
