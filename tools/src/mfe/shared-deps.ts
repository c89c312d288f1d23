import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

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
    'redux-saga/effects$': path.join(HERE, 'redux-saga-effects.js'),
  };
}

export interface SharedConfig {
  import?: string;
  singleton: true;
  requiredVersion: string;
  version: string;
  eager: false;
}

function readJson(file: string): { version?: string; dependencies?: Record<string, string> } {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string; dependencies?: Record<string, string> };
}

/** The installed version of a package, as resolved from the MFE's own folder. */
function installedVersion(pkg: string, fromDir: string): string {
  const require = createRequire(path.join(fromDir, 'package.json'));
  let dir = path.dirname(require.resolve(pkg));
  // Walk up from the resolved entry to the package's own package.json (exports may hide it).
  while (
    !fs.existsSync(path.join(dir, 'package.json')) ||
    readJson(path.join(dir, 'package.json')).version === undefined
  ) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find the version of ${pkg}`);
    dir = parent;
  }
  return readJson(path.join(dir, 'package.json')).version as string;
}

/**
 * `shared` for ModuleFederationPlugin: the singletons this MFE depends on, with the version range
 * its package.json declares (pins become caret ranges, so patch/minor releases stay compatible).
 */
export function sharedDependencies(mfeDir: string): Record<string, SharedConfig> {
  const declared = readJson(path.join(mfeDir, 'package.json')).dependencies ?? {};
  const shared: Record<string, SharedConfig> = {};
  for (const request of SHARED_SINGLETONS) {
    // A subpath ('redux-saga/effects') carries its package's version.
    const pkg = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : (request.split('/')[0] ?? request);
    const range = declared[pkg];
    if (!range) continue;
    shared[request] = {
      ...(SHARED_FACADES[request] ? { import: SHARED_FACADES[request] } : {}),
      singleton: true,
      requiredVersion: /^\d/.test(range) ? `^${range}` : range,
      version: installedVersion(pkg, mfeDir),
      eager: false,
    };
  }
  return shared;
}
