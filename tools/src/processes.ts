import { spawn, type ChildProcess } from 'node:child_process';
import readline from 'node:readline';
import { ROOT } from './paths';

export type LogLine = (source: string, line: string) => void;

export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

const COLORS = [36, 33, 35, 32, 34, 31, 96, 93];

/** Prefixes each line with the process name, coloured on a terminal. */
export function prefixedLogger(stream: NodeJS.WriteStream = process.stdout): LogLine {
  const colors = new Map<string, number>();
  return (source, line) => {
    if (!colors.has(source)) colors.set(source, COLORS[colors.size % COLORS.length]!);
    const label = source.padEnd(9);
    stream.write(stream.isTTY ? `\x1b[${colors.get(source)}m${label}\x1b[0m ${line}\n` : `${label} ${line}\n`);
  };
}

/** Runs a TypeScript entry point with tsx as a child Node process, piping its output through `log`. */
export function runTs(
  name: string,
  entry: string,
  env: Record<string, string>,
  log: LogLine,
  args: string[] = [],
): ManagedProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) readline.createInterface({ input: stream }).on('line', (line) => log(name, line));
  }
  return { name, child, stop: () => stopChild(child) };
}

/** SIGTERM, then SIGKILL if it has not exited after the grace period. */
export function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
