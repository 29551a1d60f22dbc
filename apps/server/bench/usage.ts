/**
 * What the bench server and its database spend while measured, whatever else the shared machine
 * runs: the figures a latency table cannot give on a busy machine (docs/decisions/033-load-bench.md).
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

export type BenchServerUsage = {
  /** CPU time of every thread of the server process (event loop, argon2 and crypto workers). */
  cpuMs: number;
  /** Share of wall time the event loop was busy (0..1). */
  eventLoop: number;
  /** CPU time of the PostgreSQL backends serving the bench database; null on PGlite or off-host. */
  databaseCpuMs: number | null;
};

/** Linux: user + system CPU ms of a process so far, null when it cannot be read. */
function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * Starts measuring. `backends` lists the database's backend process ids (null without one); a
 * backend that appears during the run counts from zero.
 */
export async function usageSince(backends: () => Promise<number[] | null>) {
  const cpu = process.cpuUsage();
  const loop = performance.eventLoopUtilization();
  const before = new Map((await backends())?.map((pid) => [pid, processCpuMs(pid) ?? 0]) ?? []);
  return async (): Promise<BenchServerUsage> => {
    const used = process.cpuUsage(cpu);
    const pids = await backends();
    let databaseCpuMs: number | null = null;
    for (const pid of pids ?? []) {
      const now = processCpuMs(pid);
      if (now !== null) databaseCpuMs = (databaseCpuMs ?? 0) + now - (before.get(pid) ?? 0);
    }
    return {
      cpuMs: (used.user + used.system) / 1000,
      eventLoop: performance.eventLoopUtilization(loop).utilization,
      databaseCpuMs,
    };
  };
}
