import { logger } from './logger';

const POLL_MS = 250;
const ASK_TIMEOUT_MS = 1_000;

async function answersHealth(baseUrl: string): Promise<boolean> {
  try {
    const res = await fetch(new URL('/health', baseUrl), { signal: AbortSignal.timeout(ASK_TIMEOUT_MS) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Waits until every peer (name → base URL) answers its `/health`, at most `timeoutMs`, then goes on regardless. A
 * worker started beside its services (`npm start`, compose, a deploy) would otherwise run its first jobs against
 * peers still starting and log each as a failed job; one still down after the wait is left to the jobs' retries.
 */
export async function waitForPeers(peers: Readonly<Record<string, string>>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let waiting = Object.entries(peers);
  let told = false;
  for (;;) {
    const up = await Promise.all(waiting.map(([, url]) => answersHealth(url)));
    waiting = waiting.filter((_, i) => !up[i]);
    if (waiting.length === 0) return;
    if (Date.now() >= deadline) {
      logger.warn({ peers: waiting.map(([name]) => name), timeoutMs }, 'peers still not up: starting without them');
      return;
    }
    if (!told) logger.info({ peers: waiting.map(([name]) => name) }, 'waiting for peers to start');
    told = true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
