import fs from 'node:fs';
import type { WriteStream } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as { __HFL_E2E__?: { stop: () => Promise<void>; dataDir: string; out: WriteStream } })
    .__HFL_E2E__;
  if (!state) return;
  await state.stop();
  state.out.end();
  if (process.env.KEEP_E2E_DATA !== '1') fs.rmSync(state.dataDir, { recursive: true, force: true });
}
