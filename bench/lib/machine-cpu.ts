import { readFileSync } from 'node:fs';

/** Milliseconds per clock tick of /proc/stat (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

/**
 * The machine's busy CPU time so far, in ms, summed over its cores (everything but idle and
 * I/O wait), from /proc/stat: the difference over a run is what the run cost the whole machine,
 * API processes, PostgreSQL and the bench's own client together.
 */
export function machineBusyMs(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [, ...ticks] = line.trim().split(/\s+/).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = ticks;
  return (user + nice + system + irq + softirq + steal) * TICK_MS;
}
