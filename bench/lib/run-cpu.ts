import { readdirSync, readFileSync } from 'node:fs';

/** Milliseconds per clock tick of /proc (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

/** CPU time used so far by each process descended from one of `roots` (them included), in ms. */
function treeCpu(roots: readonly number[]): Map<number, number> {
  const parents = new Map<number, number>();
  const used = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue; // it ended while we looked
    }
    // The command may hold spaces and parentheses: the fields follow the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    parents.set(Number(name), Number(fields[1]));
    used.set(Number(name), (Number(fields[11]) + Number(fields[12])) * TICK_MS);
  }
  const inTree = (pid: number): boolean => {
    for (let at: number | undefined = pid; at !== undefined && at > 0; at = parents.get(at)) {
      if (roots.includes(at)) return true;
    }
    return false;
  };
  return new Map([...used].filter(([pid]) => inTree(pid)));
}

/**
 * Measures the CPU that the processes under `roots` (the bench's own client and fakes, the API
 * processes, the PostgreSQL server it started) use from now until `stopMs`: unlike the machine's
 * busy time, it is not swayed by whatever else the machine runs. Processes in `excluding` are
 * left out, though not their children: the bench itself, to count only the servers it started.
 */
export function startCpuMeter(roots: readonly number[], excluding: readonly number[] = []) {
  const counted = (pid: number) => !excluding.includes(pid);
  const before = treeCpu(roots);
  return {
    stopMs(): number {
      let total = 0;
      for (const [pid, ms] of treeCpu(roots)) {
        if (counted(pid)) total += ms - (before.get(pid) ?? 0);
      }
      return total;
    },
  };
}
