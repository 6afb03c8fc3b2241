// Summarises a V8 CPU profile (.cpuprofile, as `node --cpu-prof` writes it) of the built server: self and total time
// by module (an npm package, a file of src/, Node's internals, V8's builtins such as JSON.parse) and self time by
// function, each located in its source through the bundle's source map (.build/server.mjs.map).
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

interface Place {
  module: string;
  fn: string;
}

/** The module a source file belongs to: its npm package, its path under src/, or Node's internals. */
export function moduleOf(file: string): string {
  if (file.startsWith('node:')) return 'node (internals)';
  const nm = file.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = file.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const src = file.indexOf('src/');
  return src >= 0 ? file.slice(src) : file;
}

function placer(bundle: string) {
  const mapFile = `${bundle}.map`;
  const map = existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapPayload) : undefined;
  const bundleDir = dirname(resolve(bundle));
  const cache = new Map<string, Place>();
  return (frame: CallFrame): Place => {
    const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}:${frame.functionName}`;
    let place = cache.get(key);
    if (place) return place;
    const name = frame.functionName || '(anonymous)';
    if (frame.url === '') {
      // V8's own entries ((garbage collector), (idle), (program)) and builtins such as JSON.parse.
      place = name.startsWith('(') ? { module: name, fn: name } : { module: '(V8 builtins)', fn: name };
    } else if (map && frame.url.endsWith(bundle.replace(/^\.\//, ''))) {
      const entry = map.findEntry(frame.lineNumber, frame.columnNumber) as { originalSource?: string; originalLine?: number };
      const source = entry.originalSource ? relative(process.cwd(), join(bundleDir, entry.originalSource.replace(/^file:\/\//, ''))) : frame.url;
      place = { module: moduleOf(source), fn: `${name} (${source.replace(/^.*node_modules\//, '')}:${(entry.originalLine ?? 0) + 1})` };
    } else {
      const file = frame.url.startsWith('file:') ? relative(process.cwd(), fileURLToPath(frame.url)) : frame.url;
      place = { module: moduleOf(file), fn: `${name} (${file.replace(/^.*node_modules\//, '')}:${frame.lineNumber + 1})` };
    }
    cache.set(key, place);
    return place;
  };
}

export interface ProfileSummary {
  /** Milliseconds of samples in the window, and of them not idle. */
  windowMs: number;
  busyMs: number;
  modules: { module: string; selfMs: number; totalMs: number }[];
  functions: { fn: string; module: string; selfMs: number }[];
}

/**
 * Self and total time per module and self time per function, over the last `lastMs` of the profile (all of it when
 * undefined). A module's total counts a sample once however often the module appears in its stack.
 */
export function profileSummary(profile: CpuProfile, bundle: string, lastMs?: number): ProfileSummary {
  const place = placer(bundle);
  const parent = new Map<number, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const stackModules = new Map<number, Set<string>>();
  const modulesOf = (id: number): Set<string> => {
    let set = stackModules.get(id);
    if (set) return set;
    const up = parent.get(id);
    set = new Set(up === undefined ? [] : modulesOf(up));
    const node = byId.get(id)!;
    if (node.callFrame.functionName !== '(root)') set.add(place(node.callFrame).module);
    stackModules.set(id, set);
    return set;
  };
  const times: number[] = [];
  let t = profile.startTime;
  for (const d of profile.timeDeltas) times.push((t += d));
  const from = lastMs === undefined ? -Infinity : profile.endTime - lastMs * 1000;
  const selfModule = new Map<string, number>();
  const totalModule = new Map<string, number>();
  const selfFn = new Map<string, { module: string; us: number }>();
  let window = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    if (times[i]! < from) return;
    // A sample stands for the time until the next one.
    const us = (times[i + 1] ?? profile.endTime) - times[i]!;
    window += us;
    const p = place(byId.get(id)!.callFrame);
    if (p.module === '(idle)') {
      idle += us;
      return;
    }
    selfModule.set(p.module, (selfModule.get(p.module) ?? 0) + us);
    const f = selfFn.get(p.fn) ?? { module: p.module, us: 0 };
    f.us += us;
    selfFn.set(p.fn, f);
    for (const m of modulesOf(id)) totalModule.set(m, (totalModule.get(m) ?? 0) + us);
  });
  return {
    windowMs: window / 1000,
    busyMs: (window - idle) / 1000,
    modules: [...totalModule]
      .map(([module, us]) => ({ module, selfMs: (selfModule.get(module) ?? 0) / 1000, totalMs: us / 1000 }))
      .sort((a, b) => b.selfMs - a.selfMs),
    functions: [...selfFn].map(([fn, { module, us }]) => ({ fn, module, selfMs: us / 1000 })).sort((a, b) => b.selfMs - a.selfMs),
  };
}

/** The summary as Markdown tables: the busy time's share per module (self and total) and the top functions. */
export function summariseProfile(profile: CpuProfile, bundle: string, options: { lastMs?: number; top?: number } = {}): string {
  const s = profileSummary(profile, bundle, options.lastMs);
  const pct = (ms: number) => `${((ms / s.busyMs) * 100).toFixed(1)} %`;
  const top = options.top ?? 25;
  const lines = [
    `${(s.windowMs / 1000).toFixed(1)} s profiled, ${(s.busyMs / 1000).toFixed(1)} s busy (${((s.busyMs / s.windowMs) * 100).toFixed(0)} %); shares of the busy time:`,
    '',
    '| module | self | total |',
    '| --- | ---: | ---: |',
    ...s.modules.slice(0, top).map((m) => `| ${m.module} | ${pct(m.selfMs)} | ${pct(m.totalMs)} |`),
    '',
    '| function | module | self |',
    '| --- | --- | ---: |',
    ...s.functions.slice(0, top).map((f) => `| ${f.fn} | ${f.module} | ${pct(f.selfMs)} |`),
  ];
  return lines.join('\n');
}
