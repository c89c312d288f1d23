import fs from 'node:fs';
import os from 'node:os';

/**
 * Where a loaded machine's CPU goes: the CPU time of this process and of every process under it (the stack: the
 * database, the services, the worker, the BFF), and how busy the whole machine was, from /proc. Linux only: elsewhere
 * `cpuSnapshot` answers null and the bench prints no split.
 */

export interface CpuSnapshot {
  at: number;
  /** Clock ticks of user and system time, per process. */
  ticksByPid: Map<number, { label: string; ticks: number }>;
  machine: { busy: number; steal: number; total: number };
}

export interface CpuUse {
  /** Per process kind, in % of one CPU over the interval, largest first. */
  byProcess: Record<string, number>;
  /** The whole machine's busy time, in % of all its CPUs. */
  machineBusyPercent: number;
  /** Of which the hypervisor gave to other machines (steal): a shared host's noise. */
  machineStealPercent: number;
  cpus: number;
}

/** USER_HZ, the unit of /proc's times: 100 on Linux. */
const TICKS_PER_SECOND = 100;

/** A process's role from its command line: its service (all BFFs as one), the database, Redis, or this bench. */
function labelOf(pid: number, commandLine: string): string {
  if (pid === process.pid) return 'bench (its clients)';
  const service = /(?:services\/([a-z]+)\/src\/(server|worker)\.ts)|(bff)\/src\/server\.ts/.exec(commandLine);
  if (service?.[3]) return 'bff';
  if (service?.[1]) return service[2] === 'worker' ? `${service[1]} worker` : service[1];
  if (/ferretdb/.test(commandLine)) return 'database';
  if (/redis-server/.test(commandLine)) return 'redis';
  return 'other';
}

function readProcesses(): { pid: number; ppid: number; ticks: number; commandLine: string }[] {
  const processes = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (field 2) may hold spaces and parentheses: the fields are counted after its closing one.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const commandLine = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      processes.push({
        pid: Number(entry),
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
        commandLine,
      });
    } catch {
      // Ended while being read.
    }
  }
  return processes;
}

/** This process and every process under it, among `processes`. */
function ourPids(processes: { pid: number; ppid: number }[]): Set<number> {
  const children = new Map<number, number[]>();
  for (const { pid, ppid } of processes) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const ours = new Set<number>();
  const pending = [process.pid];
  while (pending.length > 0) {
    const pid = pending.pop() as number;
    ours.add(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return ours;
}

/** Every process this one started, and theirs (the stack's, once it runs), on Linux; elsewhere none. */
function processesUnderThisOne(): number[] {
  if (process.platform !== 'linux') return [];
  return [...ourPids(readProcesses())].filter((pid) => pid !== process.pid);
}

export function cpuSnapshot(): CpuSnapshot | null {
  if (process.platform !== 'linux') return null;
  const processes = readProcesses();
  const ours = ourPids(processes);
  const ticksByPid = new Map(
    processes
      .filter(({ pid }) => ours.has(pid))
      .map(({ pid, ticks, commandLine }) => [pid, { label: labelOf(pid, commandLine), ticks }]),
  );
  // The first line of /proc/stat: user nice system idle iowait irq softirq steal…, in ticks.
  const times = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = times.reduce((sum, ticks) => sum + ticks, 0);
  return {
    at: performance.now(),
    ticksByPid,
    machine: { busy: total - times[3]! - times[4]!, steal: times[7] ?? 0, total },
  };
}

export function cpuUse(before: CpuSnapshot, after: CpuSnapshot): CpuUse {
  const seconds = (after.at - before.at) / 1000;
  const byLabel = new Map<string, number>();
  for (const [pid, { label, ticks }] of after.ticksByPid) {
    // A process started in between counts from zero.
    const spent = ticks - (before.ticksByPid.get(pid)?.ticks ?? 0);
    byLabel.set(label, (byLabel.get(label) ?? 0) + spent);
  }
  const percent = (ticks: number) => Math.round((ticks / TICKS_PER_SECOND / seconds) * 1000) / 10;
  const byProcess = Object.fromEntries(
    [...byLabel].sort((a, b) => b[1] - a[1]).map(([label, ticks]) => [label, percent(ticks)]),
  );
  const machine = (key: keyof CpuSnapshot['machine']) => after.machine[key] - before.machine[key];
  const share = (ticks: number) => Math.round((ticks / machine('total')) * 1000) / 10;
  return {
    byProcess,
    machineBusyPercent: share(machine('busy')),
    machineStealPercent: share(machine('steal')),
    cpus: os.cpus().length,
  };
}

export const describeCpuUse = (use: CpuUse): string =>
  `${Object.entries(use.byProcess)
    .filter(([, percent]) => percent >= 1)
    .map(([label, percent]) => `${label} ${percent}%`)
    .join(
      ', ',
    )} of one CPU; the machine's ${use.cpus} CPUs ${use.machineBusyPercent}% busy (${use.machineStealPercent}% stolen by the host)`;

/** This process's autogroup, as /proc shows it: "/autogroup-4395 nice 0". */
const AUTOGROUP = '/proc/self/autogroup';
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Lowers every process under this one to `niceness` (the stack), and answers how many threads it lowered and how to
 * give this process's session its niceness back (null when there was nothing to lower there). Linux keeps a niceness
 * per thread (a thread takes its creator's), so each is lowered; that is all it takes where Linux groups no sessions.
 * Where it does (autogroups), it shares the CPUs fairly between sessions before a thread's niceness counts, which then
 * only orders the threads inside their session: Chromium, started detached by its launcher, runs in a session of its
 * own, so the stack's threads at nice 10 still took half the CPUs from it whenever both wanted them. The session (this
 * process's, the stack's with it) is lowered too; whatever should not give way must run in a session of its own.
 */
export function lowerPriorityOfProcessesUnderThisOne(niceness: number): {
  threads: number;
  restoreSession: (() => void) | null;
} {
  let threads = 0;
  for (const pid of processesUnderThisOne()) {
    let tasks: string[] = [];
    try {
      tasks = fs.readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const thread of tasks) {
      try {
        os.setPriority(Number(thread), niceness);
        threads++;
      } catch {
        // Ended while being lowered.
      }
    }
  }
  return { threads, restoreSession: lowerPriorityOfThisSession(niceness) };
}

function lowerPriorityOfThisSession(niceness: number): (() => void) | null {
  let before: string;
  try {
    before = /nice (-?\d+)/.exec(fs.readFileSync(AUTOGROUP, 'utf8'))?.[1] ?? '0';
    fs.writeFileSync(AUTOGROUP, String(niceness));
  } catch {
    return null;
  }
  // The session is the caller's (a terminal's, say): it gets its niceness back however the bench ends.
  const restore = () => {
    process.off('exit', restore);
    for (const signal of SIGNALS) process.off(signal, restoreThenDie);
    try {
      fs.writeFileSync(AUTOGROUP, before);
    } catch {
      // The session ended first.
    }
  };
  // Exits rather than dies by the signal: the other 'exit' handlers (stopping a detached Lighthouse) then run too.
  const restoreThenDie = (signal: NodeJS.Signals) => {
    restore();
    process.exit(128 + os.constants.signals[signal]);
  };
  process.on('exit', restore);
  for (const signal of SIGNALS) process.on(signal, restoreThenDie);
  return restore;
}
