// What the benchmark ran on.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, release, totalmem } from 'node:os';
import { postgresBinDir } from '../lib/postgres.ts';

export interface Machine {
  cpuModel: string;
  cores: number;
  ramGb: number;
  os: string;
  node: string;
  chromium: string;
  postgresql: string | null;
  /** Whether the server and the load generator ran on CPUs of their own. */
  pinned: boolean;
  commit: string | null;
}

function output(command: string, args: string[]): string | null {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

function cpuModel(): string {
  const fromOs = cpus()[0]?.model?.trim();
  if (fromOs && fromOs !== 'unknown') return fromOs;
  const info = existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : '';
  return /model name\s*:\s*(.+)/.exec(info)?.[1]?.trim() ?? 'unknown';
}

function osName(): string {
  const file = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
  const pretty = /PRETTY_NAME="([^"]+)"/.exec(file)?.[1];
  return `${pretty ?? process.platform}, kernel ${release()}`;
}

export function describeMachine(chromiumPath: string, pinned: boolean): Machine {
  const bin = postgresBinDir();
  return {
    cpuModel: cpuModel(),
    cores: cpus().length,
    ramGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    os: osName(),
    node: process.version,
    chromium: output(chromiumPath, ['--version'])?.replace(/\s+built on.*$/, '') ?? 'unknown',
    postgresql: bin ? (output(join(bin, 'postgres'), ['--version']) ?? null) : null,
    pinned,
    commit: output('git', ['rev-parse', '--short', 'HEAD']),
  };
}

export function machineLine(m: Machine): string {
  return `${m.cpuModel}, ${m.cores} cores, ${m.ramGb} GB RAM · ${m.os} · Node ${m.node} · ${m.chromium}${m.postgresql ? ` · ${m.postgresql}` : ''}${m.pinned ? ' · server on CPU 0, load generator on CPU 1' : ' · not pinned'}`;
}
