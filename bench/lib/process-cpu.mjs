import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// Clock ticks per second of /proc's CPU times (100 on Linux almost everywhere; asked once).
let ticksPerSecond;
function clockTicks() {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/**
 * The CPU time (user + system, in µs) the kernel has charged to process `pid` so far, from /proc/<pid>/stat;
 * undefined where there is no /proc (macOS). System time includes the loopback TCP work done while the process
 * writes, so it counts what a request costs the machine, not only its JavaScript.
 */
export function cpuMicroseconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at the state, field 3; utime and stime are 14, 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / clockTicks();
  } catch {
    return undefined;
  }
}
