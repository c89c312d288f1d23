import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * rspack embeds its Module Federation runtime by calling `toString()` on a function from its own
 * dist. Under tsx's CommonJS hook (`tsx script.ts`, `node --import tsx`) that file is re-transpiled with
 * esbuild's keepNames, the embedded code then calls an undefined `__name`, and the built app dies in
 * the browser. Builds therefore run in Node processes started with `--import tsx/esm` only
 * (TypeScript for our ESM files, plain Node for CommonJS in node_modules).
 */
export const BUILD_NODE_ARGS = ['--import', 'tsx/esm'];

export function federationRuntimeIsIntact(): boolean {
  const file = path.join(path.dirname(require.resolve('@rspack/core')), 'moduleFederationDefaultRuntime.js');
  const runtime = require(file) as { default: () => void };
  return !String(runtime.default).includes('__name');
}

export function assertFederationRuntimeIsIntact(): void {
  if (!federationRuntimeIsIntact()) {
    throw new Error(
      `rspack's federation runtime was transpiled by tsx's CommonJS hook; run this with "node ${BUILD_NODE_ARGS.join(' ')}" instead of tsx`,
    );
  }
}
