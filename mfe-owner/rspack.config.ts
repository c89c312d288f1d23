import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMfeConfig, type BuildMode } from '../tools/src/mfe/rspack-config';
import { DEV_PORTS } from '../tools/src/mfe/mfe-names';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default (_env: unknown, argv: { mode?: BuildMode }) =>
  createMfeConfig({
    name: 'mfe-owner',
    dir,
    port: DEV_PORTS['mfe-owner'],
    isShell: false,
    mode: argv.mode ?? 'production',
  });
