import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { rspack, type Configuration } from '@rspack/core';
import CompressionPlugin from 'compression-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { FirstPagePreloadPlugin } from './first-page-preload';
import { FEDERATION_NAMES, type MfeName } from './mfe-names';
import { everyPageLibraryFiles, sharedDependencies, unsharedAliases } from './shared-deps';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** Async boundary for a remote running alone: see standalone-boot.ts. */
const STANDALONE_BOOT = path.join(HERE, 'standalone-boot.ts');
const STANDALONE_ALIAS = '@hfl/mfe-standalone-entry';

/**
 * The federation runtime's ES modules instead of the CommonJS files rspack's plugin resolves: the runtime is then
 * scope-hoisted and tree-shaken (its Node-only parts dropped), which shrinks every page's first script.
 */
function federationRuntimeAsEsm(): Record<string, string> {
  const require = createRequire(import.meta.url);
  const packages = [
    '@module-federation/runtime',
    '@module-federation/runtime-tools',
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/inject-external-runtime-core-plugin',
  ];
  return Object.fromEntries(
    packages.flatMap((name) => {
      const cjs = require.resolve(name);
      const esm = cjs.replace(/\.cjs$/, '.js');
      return [
        [`${name}$`, esm],
        [`${cjs}$`, esm],
      ];
    }),
  );
}

/**
 * V8's explicit compile hint on every script: Chromium then compiles all its functions while the file streams in, on a
 * background thread, instead of each one on the main thread when first called. The scripts are split per page and
 * library, so most of what a file holds does run as it loads; a phone's first page spends about a fifth less time on
 * its main thread (issue 39: blocking time). Added after minification, which would drop the comment, and before the
 * content hashes and the compressed copies.
 */
function eagerCompileHint() {
  return new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
  });
}

/** What the BFF sends compressed as built (index.html is not: it is each request's first frame, see shell-page.ts). */
const PRECOMPRESSED = /\.(js|json|css|svg)$/;

/**
 * Each script and manifest also as `.br` and `.gz`, compressed as hard as they go once at build time: the BFF hands a
 * browser the smallest it accepts instead of compressing every download again (issue 39: a first visit downloads
 * every file, and the server's CPU is the phone page's on a shared machine).
 */
function precompressed() {
  const options = { test: PRECOMPRESSED, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin<zlib.BrotliOptions>({
      ...options,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      ...options,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
  ];
}

export type BuildMode = 'production' | 'development';

export interface MfeConfigOptions {
  name: MfeName;
  /** The MFE's package folder (holds src/, package.json; output goes to dist/). */
  dir: string;
  /** Dev server port (used only by dev builds, for the remote's standalone page). */
  port: number;
  isShell: boolean;
  mode: BuildMode;
}

/**
 * The one rspack configuration every microfrontend is built with.
 * Shell: the host, no static remotes (they come from /remotes.json at run time), publicPath '/'.
 * Remote: exposes ./register only, publicPath 'auto' (served from wherever its manifest lives), a manifest
 * for the shell, and in dev an index.html that runs it alone.
 */
export function createMfeConfig({ name, dir, port, isShell, mode }: MfeConfigOptions): Configuration {
  const production = mode === 'production';
  const federationName = FEDERATION_NAMES[name];
  // Production remotes use the shell's federation runtime instead of carrying their own copy (~33 KB gz each).
  // A remote running alone (dev) has no shell to provide it, so dev remotes keep theirs.
  const externalRuntime = production && !isShell;

  const entry: Record<string, string> = isShell
    ? { main: './src/index.ts' }
    : production
      ? {}
      : { main: STANDALONE_BOOT };

  return {
    name,
    mode,
    context: dir,
    target: 'web',
    entry,
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: isShell ? '/' : 'auto',
      uniqueName: federationName,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    // react-datepicker looks for the optional date-fns-tz with a computed require (inside a try): we don't use it.
    ignoreWarnings: [{ module: /react-datepicker/, message: /Critical dependency/ }],
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      alias: {
        // The facades shared as 'react-router' and 'react-i18next' reach the real libraries (see shared-deps.ts).
        ...unsharedAliases(dir, mode),
        ...federationRuntimeAsEsm(),
        ...(isShell ? {} : { [`${STANDALONE_ALIAS}$`]: path.join(dir, 'src/standalone.ts') }),
      },
    },
    module: {
      // A missing import (e.g. a react-router export the facade lacks) fails the build instead of being undefined at run time.
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
            },
            env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15, edge >= 100' },
          },
          type: 'javascript/auto',
        },
        { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset' },
      ],
    },
    optimization: {
      // A remote's registration is one script: what it imports stays in it, where the first page's chunks, which it
      // starts, find it; a split would be one more round trip before any of them. The shell's every-page libraries
      // come in three files rather than one each (shared-deps.ts).
      splitChunks: {
        chunks: (chunk) => !chunk.name?.startsWith('__federation_expose_'),
        ...(isShell && production ? { cacheGroups: everyPageLibraryFiles(dir) } : {}),
      },
      minimize: production,
      minimizer: [new rspack.SwcJsMinimizerRspackPlugin({ minimizerOptions: { compress: { passes: 2 } } })],
    },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      // The shell's public files (the trophy artwork the trophy pages and link previews show) as they are, at the
      // site's root: the BFF's static serving and production's nginx serve them from the shell's output.
      ...(isShell && fs.existsSync(path.join(dir, 'public'))
        ? [new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(dir, 'public'), to: '.' }] })]
        : []),
      ...(isShell || !production
        ? [
            new rspack.HtmlRspackPlugin({
              template: path.join(HERE, 'index.html'),
              chunks: ['main'],
              // Absolute, so deep links served by historyApiFallback find the script.
              publicPath: '/',
              templateParameters: { title: 'HFL Fantasy' },
              minify: production,
            }),
          ]
        : []),
      ...(isShell && production ? [new FirstPagePreloadPlugin('main', path.join(dir, 'src/bootstrap.tsx'))] : []),
      ...(production ? [eagerCompileHint(), ...precompressed()] : []),
      new ModuleFederationPlugin({
        name: federationName,
        filename: isShell ? undefined : 'remoteEntry.js',
        exposes: isShell ? undefined : { './register': './src/register.ts' },
        shared: sharedDependencies(dir),
        // No type generation: it forks tsc, opens broker ports and downloads @mf-types.zip from remotes.
        dts: false,
        manifest: isShell ? false : { fileName: 'mf-manifest.json' },
        dev: production
          ? false
          : { disableLiveReload: true, disableHotTypesReload: true, disableDynamicRemoteTypeHints: true },
        experiments: {
          ...(isShell ? { provideExternalRuntime: true } : { externalRuntime }),
          optimization: { target: 'web' },
        },
      }),
    ],
    devServer: {
      port,
    },
  };
}
