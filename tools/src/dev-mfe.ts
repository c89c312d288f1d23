/**
 * One MFE on its rspack dev server with hot reload: `tsx tools/src/dev-mfe.ts <name>`
 * (shell 3001, mfe-player 3002, mfe-draft 3003, mfe-owner 3004). A remote serves its own index.html
 * (src/standalone.ts) to run alone, and its remoteEntry/manifest for the shell. /api, /socket.io and
 * /remotes.json go to the BFF on http://localhost:3000.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';
import { loadMfeConfig } from './mfe/compile';
import { DEV_PORTS, MFE_NAMES, isMfeName, type MfeName } from './mfe/mfe-names';
import { BUILD_NODE_ARGS, assertFederationRuntimeIsIntact, federationRuntimeIsIntact } from './mfe/node-loader';

const BFF = 'http://localhost:3000';

export async function startMfeDevServer(name: MfeName, port: number = DEV_PORTS[name]): Promise<RspackDevServer> {
  assertFederationRuntimeIsIntact();
  const config = await loadMfeConfig(name, 'development');
  const compiler = rspack(config);
  const server = new RspackDevServer(
    {
      host: 'localhost',
      port,
      hot: true,
      historyApiFallback: true,
      // The shell (another origin in dev) fetches this remote's manifest and chunks.
      headers: { 'Access-Control-Allow-Origin': '*' },
      allowedHosts: 'all',
      client: { overlay: { errors: true, warnings: false } },
      proxy: [
        { context: ['/api', '/remotes.json'], target: BFF, changeOrigin: false },
        { context: ['/socket.io'], target: BFF, ws: true, changeOrigin: false },
      ],
    },
    compiler,
  );
  await server.start();
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const name = process.argv[2] ?? '';
  if (!isMfeName(name)) {
    console.error(`usage: dev-mfe.ts <${MFE_NAMES.join('|')}>`);
    process.exit(2);
  }
  if (!federationRuntimeIsIntact()) {
    // Started through tsx's CommonJS hook: run again under plain Node + tsx/esm (see node-loader.ts).
    const child = spawn(process.execPath, [...BUILD_NODE_ARGS, fileURLToPath(import.meta.url), name], {
      stdio: 'inherit',
    });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
    child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  } else {
    const server = await startMfeDevServer(name);
    console.log(`${name} dev server on http://localhost:${DEV_PORTS[name]}`);
    const stop = () => void server.stop().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  }
}
