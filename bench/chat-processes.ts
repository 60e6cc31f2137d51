// The chat benchmark's child processes and CPU readings (Linux /proc), apart from the load so each file reads
// on its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** Answers cpuUsageOf below from inside a child started with `ipc`. */
const CPU_USAGE_PROBE = path.join(import.meta.dirname, 'cpu-usage-probe.ts');

export function startChild(args: string[], env: NodeJS.ProcessEnv, { ipc = false }: { ipc?: boolean } = {}) {
  const child = spawn(process.execPath, ipc ? ['--import', CPU_USAGE_PROBE, ...args] : args, {
    cwd: root,
    env,
    stdio: ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let firstError: string | undefined;
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
    // Pino's JSON lines: level 50 is error. The first one says why sends fail under load.
    if (firstError === undefined && output.includes('"level":50')) {
      const line = output.slice(output.indexOf('{"level":50')).split('\n')[0]!;
      try {
        const entry = JSON.parse(line) as { msg?: string; err?: { message?: string; stack?: string } };
        // A failed query wraps the driver's error: its stack ends with "caused by: Error: <the reason>".
        const cause = /caused by: (?:\w*Error: )?(.*)/.exec(entry.err?.stack ?? '')?.[1];
        firstError = `${entry.msg ?? ''}: ${cause ?? (entry.err?.message ?? '').split('\n')[0]}`;
      } catch {
        // a line cut in two chunks: the next chunk completes it
      }
    }
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { child, tail: () => output, firstError: () => firstError };
}

export async function waitHealthy(
  url: string,
  { child, tail }: ReturnType<typeof startChild>,
): Promise<void> {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${url}: the process exited (${child.exitCode}):\n${tail()}`);
    if (performance.now() - started > 60_000) throw new Error(`${url} not healthy within 60 s:\n${tail()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
}

/** SIGTERM (the server closes cleanly, and writes its CPU profile when asked to), SIGKILL after 10 s. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * user + system CPU time so far of a child started with `ipc`, in ms, as its own process.cpuUsage()
 * reads it (microsecond resolution, unlike /proc's 10 ms ticks).
 */
export function cpuUsageOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the child did not report its CPU usage')), 5_000);
    child.once('message', (usage: NodeJS.CpuUsage) => {
      clearTimeout(timer);
      resolve((usage.user + usage.system) / 1000);
    });
    child.send('cpu-usage');
  });
}

/** user + system CPU time of a process so far, in ms (Linux /proc). */
export function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of the whole line: 12 and 13 after the command name.
    return ((Number(fields[11]) + Number(fields[12])) / 100) * 1000;
  } catch {
    return Number.NaN;
  }
}

/** CPU so far of each PostgreSQL backend connected to a database (their titles name it), by pid. */
export function backendsCpuMs(databaseName: string): Map<number, number> {
  const backends = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres:') && title.includes(` ${databaseName} `)) {
        backends.set(Number(entry), processCpuMs(Number(entry)));
      }
    } catch {
      // gone meanwhile
    }
  }
  return backends;
}

export function machineTimes(): { idle: number; total: number } {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    idle += cpu.times.idle;
    total += cpu.times.idle + cpu.times.user + cpu.times.nice + cpu.times.sys + cpu.times.irq;
  }
  return { idle, total };
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}
