// How busy the machine was before a section ran: the load average and the processes using the most CPU over a short
// sample, read from /proc (only the load average where /proc is missing). Recorded beside the figures so a slow run
// can be told from a slow program.
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

export interface BusyProcess {
  pid: number;
  command: string;
  /** Share of one CPU over the sample (1 = one core fully used). */
  cpu: number;
}

export interface MachineLoad {
  at: string;
  /** Runnable processes averaged over 1, 5 and 15 minutes. */
  loadAverage: [number, number, number];
  cores: number;
  busiest: BusyProcess[];
}

const CLOCK_TICKS = 100;

/** CPU ticks used so far by every process, by pid. */
function ticksByPid(): Map<number, number> {
  const out = new Map<number, number>();
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return out;
  }
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      out.set(Number(pid), Number(fields[11]) + Number(fields[12]));
    } catch {
      // The process ended while we looked.
    }
  }
  return out;
}

function commandOf(pid: number): string {
  try {
    const line = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    if (line) return line.length > 70 ? `${line.slice(0, 69)}…` : line;
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '?';
  }
}

/** The processes that used the most CPU between two readings of their ticks, busiest first. */
export function busiestBetween(before: Map<number, number>, after: Map<number, number>, seconds: number, top: number): { pid: number; cpu: number }[] {
  const used: { pid: number; cpu: number }[] = [];
  for (const [pid, ticks] of after) {
    const start = before.get(pid);
    if (start === undefined) continue;
    const cpu = (ticks - start) / CLOCK_TICKS / seconds;
    if (cpu > 0) used.push({ pid, cpu });
  }
  return used.sort((a, b) => b.cpu - a.cpu).slice(0, top);
}

/** The load average, and the `top` busiest processes over `sampleMs` (the benchmark's own process left out). */
export async function machineLoad(sampleMs = 1000, top = 4): Promise<MachineLoad> {
  const before = ticksByPid();
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, sampleMs));
  const after = ticksByPid();
  after.delete(process.pid);
  const seconds = (performance.now() - started) / 1000;
  const [one, five, fifteen] = loadavg() as [number, number, number];
  return {
    at: new Date().toISOString(),
    loadAverage: [one, five, fifteen].map((v) => Math.round(v * 100) / 100) as [number, number, number],
    cores: cpus().length,
    busiest: busiestBetween(before, after, seconds, top).map((p) => ({ ...p, cpu: Math.round(p.cpu * 100) / 100, command: commandOf(p.pid) })),
  };
}

/** "load 2.31 / 1.98 / 1.50 on 2 cores; busiest: node scripts/build.ts 96 %, …" */
export function loadLine(load: MachineLoad): string {
  const busy = load.busiest.filter((p) => p.cpu >= 0.05).map((p) => `${p.command} ${Math.round(p.cpu * 100)} %`);
  return `load ${load.loadAverage.map((v) => v.toFixed(2)).join(' / ')} (1, 5, 15 min) on ${load.cores} cores${busy.length ? `; busiest: ${busy.join(', ')}` : ''}`;
}
