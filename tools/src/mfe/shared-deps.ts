import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { OptimizationSplitChunksCacheGroup } from '@rspack/core';

/**
 * THE shared-dependency policy of every microfrontend: one copy of each of these in the browser,
 * provided by whoever loads first (the shell) and reused by the remotes. Nothing is eager: every
 * entry starts with `import('./bootstrap')`, which gives the share scope time to initialise.
 *
 * Not shared on purpose: @hfl/contracts (constants, schemas and pure functions, no state), so each
 * bundle keeps only what it uses and the shell's first page does not download yup.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'redux',
  // Slices (createSlice) and the store (configureStore): one copy, like redux itself.
  '@reduxjs/toolkit',
  'react-redux',
  // With its effects (plain objects read by the one saga middleware): `redux-saga/effects` is an alias of it.
  'redux-saga',
  'styled-components',
  'i18next',
  'react-i18next',
  'formik',
  'yup',
  // The first page's part of shared-ui (store, session, API client, i18n): the main entry re-exports it.
  '@hfl/shared-ui/core',
  '@hfl/shared-ui',
  // The Formik-bound fields: a subpath of their own so formik stays off pages without a form.
  '@hfl/shared-ui/forms',
  // The season's views (standings, games, player info): off the first page too.
  '@hfl/shared-ui/season',
  // The leaderboard page (its filters' form loads on demand from /forms).
  '@hfl/shared-ui/leaderboard',
] as const;

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** What 'redux-saga/effects' is taken to: the shared facade's effects (see `unsharedAliases`). */
const REDUX_SAGA_EFFECTS = path.join(HERE, 'redux-saga-effects.js');

/**
 * The shared libraries every page runs (the shell's boot and frame use them), by the file the shell builds each into
 * with what it imports and its facade (`everyPageLibraryFiles`). A file per library was 20 requests before a phone's
 * first page could ask for its remote, over HTTP/1.1's six connections (issue 39); one file for all was one script of
 * 440 KB whose evaluation blocked a phone's main thread in one long task. Three files of 100–210 KB are neither.
 */
export const EVERY_PAGE_LIBRARIES: Readonly<Record<string, readonly (typeof SHARED_SINGLETONS)[number][]>> = {
  react: ['react', 'react-dom'],
  'router-styles': ['react-router', 'styled-components'],
  'state-texts': ['redux', '@reduxjs/toolkit', 'react-redux', 'redux-saga', 'i18next', 'react-i18next'],
};

/**
 * Libraries too big to share whole: a shared module cannot be tree-shaken (any remote may need any export), so
 * each of these is shared as a facade that re-exports only the API the microfrontends use. A facade imports its
 * library as `<name>-unshared`, an alias the share scope does not know (see `unsharedAliases`).
 */
export const SHARED_FACADES: Readonly<Record<string, string>> = {
  'react-router': path.join(HERE, 'react-router-facade.ts'),
  'react-i18next': path.join(HERE, 'react-i18next-facade.ts'),
  '@reduxjs/toolkit': path.join(HERE, 'redux-toolkit-facade.ts'),
  'react-redux': path.join(HERE, 'react-redux-facade.ts'),
  'redux-saga': path.join(HERE, 'redux-saga-facade.ts'),
};

/** react-router's own file for the build mode (its package exports only the development build). */
function reactRouterBuild(fromDir: string, mode: 'production' | 'development'): string {
  const require = createRequire(path.join(fromDir, 'package.json'));
  const development = require.resolve('react-router').replace(/index\.js$/, 'index.mjs');
  return mode === 'production'
    ? development.replace(`${path.sep}development${path.sep}`, `${path.sep}production${path.sep}`)
    : development;
}

/** `resolve.alias` entries that take each facade to its real library. */
export function unsharedAliases(fromDir: string, mode: 'production' | 'development'): Record<string, string> {
  return {
    'react-router-unshared$': reactRouterBuild(fromDir, mode),
    // Resolved like any import of the package (its ES build); the share scope matches 'react-i18next' only
    // as written in a module, not as an alias's target.
    'react-i18next-unshared$': 'react-i18next',
    '@reduxjs/toolkit-unshared$': '@reduxjs/toolkit',
    'react-redux-unshared$': 'react-redux',
    'redux-saga-unshared$': 'redux-saga',
    // The file itself: the request 'redux-saga/effects' is taken to the shared facade's effects just below.
    'redux-saga-unshared/effects$': path.join(
      path.dirname(createRequire(path.join(fromDir, 'package.json')).resolve('redux-saga/package.json')),
      'effects/dist/redux-saga-effects.esm.js',
    ),
    'redux-saga/effects$': REDUX_SAGA_EFFECTS,
  };
}

export interface SharedConfig {
  import?: string;
  singleton: true;
  requiredVersion: false;
  version: string;
  eager: false;
}

function readJson(file: string): { version?: string; dependencies?: Record<string, string> } {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string; dependencies?: Record<string, string> };
}

/**
 * The folder of a package as resolved from `fromDir`: where its package.json resolves, else walking up from its entry
 * (its exports may hide package.json, or have no entry: @babel/runtime).
 */
function packageDir(pkg: string, fromDir: string): string {
  const require = createRequire(path.join(fromDir, 'package.json'));
  try {
    return path.dirname(require.resolve(`${pkg}/package.json`));
  } catch {
    // Hidden package.json: below.
  }
  let dir = path.dirname(require.resolve(pkg));
  while (
    !fs.existsSync(path.join(dir, 'package.json')) ||
    readJson(path.join(dir, 'package.json')).version === undefined
  ) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find the package folder of ${pkg}`);
    dir = parent;
  }
  return dir;
}

/** The installed version of a package, as resolved from the MFE's own folder. */
function installedVersion(pkg: string, fromDir: string): string {
  return readJson(path.join(packageDir(pkg, fromDir), 'package.json')).version as string;
}

/** The package a shared request belongs to: a subpath ('@hfl/shared-ui/forms') carries its package's version. */
function packageOf(request: string): string {
  return request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : (request.split('/')[0] ?? request);
}

/**
 * The shared libraries the MFEs in `mfeDirs` declare in different versions, one line each ("react: shell 19.3.1,
 * mfe-owner 19.3.0"); none when each is the same everywhere, as the share scope takes it to be (`sharedDependencies`).
 */
export function sharedVersionMismatches(mfeDirs: readonly string[]): string[] {
  const packages = [...new Set(SHARED_SINGLETONS.map(packageOf))];
  return packages.flatMap((pkg) => {
    const declared = mfeDirs.flatMap((dir) => {
      const version = readJson(path.join(dir, 'package.json')).dependencies?.[pkg];
      return version ? [`${path.basename(dir)} ${version}`] : [];
    });
    const versions = new Set(declared.map((entry) => entry.split(' ')[1]));
    return versions.size > 1 ? [`${pkg}: ${declared.join(', ')}`] : [];
  });
}

/**
 * `shared` for ModuleFederationPlugin: the singletons this MFE depends on, at the version installed. No required range:
 * every MFE pins the same version of each (`sharedVersionMismatches`, held by a test) and is built from the one
 * lockfile, so the runtime's check of each consumer's range could only ever warn; it ran for every share a page loads,
 * matching with regular expressions built anew each time (issue 39: 2–12 ms of a first page's boot on this machine,
 * four times that on Lighthouse's phone).
 */
export function sharedDependencies(mfeDir: string): Record<string, SharedConfig> {
  const declared = readJson(path.join(mfeDir, 'package.json')).dependencies ?? {};
  const shared: Record<string, SharedConfig> = {};
  for (const request of SHARED_SINGLETONS) {
    const pkg = packageOf(request);
    if (!declared[pkg]) continue;
    shared[request] = {
      ...(SHARED_FACADES[request] ? { import: SHARED_FACADES[request] } : {}),
      singleton: true,
      requiredVersion: false,
      version: installedVersion(pkg, mfeDir),
      eager: false,
    };
  }
  return shared;
}

/**
 * The folders of `roots` and of the packages they depend on, transitively (a dependency with no code for the browser,
 * e.g. only types, cannot be resolved and has no module in the build anyway).
 */
function dependencyClosure(roots: readonly string[], fromDir: string): Set<string> {
  const dirs = new Set<string>();
  const queue = roots.map((pkg) => ({ pkg, from: fromDir }));
  while (queue.length > 0) {
    const { pkg, from } = queue.pop()!;
    let dir: string;
    try {
      dir = packageDir(pkg, from);
    } catch {
      continue;
    }
    if (dirs.has(dir)) continue;
    dirs.add(dir);
    for (const dependency of Object.keys(readJson(path.join(dir, 'package.json')).dependencies ?? {}))
      queue.push({ pkg: dependency, from: dir });
  }
  return dirs;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The shell's cache groups that build the every-page libraries into their files (`EVERY_PAGE_LIBRARIES`). Each
 * library stays a shared module of its own, which the share scope hands out as before: only the files are fewer.
 * A package two files' libraries depend on goes to the first file that names it.
 */
export function everyPageLibraryFiles(shellDir: string): Record<string, OptimizationSplitChunksCacheGroup> {
  const groups = Object.entries(EVERY_PAGE_LIBRARIES);
  return Object.fromEntries(
    groups.map(([name, libraries], index) => {
      const folders = [...dependencyClosure(libraries, shellDir)].map((dir) => escapeRegExp(dir + path.sep));
      const facades = libraries.flatMap((library) => {
        const facade = SHARED_FACADES[library];
        const effects = library === 'redux-saga' ? [REDUX_SAGA_EFFECTS] : [];
        return [...(facade ? [facade] : []), ...effects].map((file) => `${escapeRegExp(file)}$`);
      });
      const group: OptimizationSplitChunksCacheGroup = {
        name,
        chunks: 'async',
        enforce: true,
        priority: groups.length - index,
        test: new RegExp(`^(?:${[...folders, ...facades].join('|')})`),
      };
      return [name, group];
    }),
  );
}
