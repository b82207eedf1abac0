import fs from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import type { CDPSession } from 'playwright-core';

/**
 * Where a page's time goes until its largest paint: how long the main thread waited (for the network)
 * and what it ran, by package. From a CPU profile (Chromium's sampling profiler) of a throttled load,
 * each sample's script resolved through the source map the build wrote beside it (hidden: the api
 * serves no map, the bench reads them from disk).
 */
export interface MainThreadProfile {
  /** Milliseconds with nothing to run: waiting for a response. */
  waitingMs: number;
  /** Script time by package (`react-dom`, `@reduxjs/toolkit`, `shell/src`...) and the browser's own work. */
  byPart: Array<[part: string, ms: number]>;
}

/** Chromium's names for samples that are no script: waiting, its own work (parsing, style, layout, paint), GC. */
const BROWSER_PARTS: Record<string, string> = {
  '(idle)': 'waiting',
  '(program)': 'browser: parsing, compiling, style, layout, paint',
  '(garbage collector)': 'garbage collection',
};

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export async function startProfiling(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
}

/** The package a source of ours or of node_modules belongs to: `react-dom`, `@scope/name`, `shell/src`. */
export function packageOf(source: string): string {
  const dependency = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (dependency) return dependency[1]!;
  // A remote's own modules are `webpack://mfe_portal/./src/...` (`./` gone once a source map resolves them).
  const ours = /(?:^|\/)(shell|shared-ui|contracts|mfe-[a-z]+)\/src\//.exec(source) ?? /^webpack:\/\/([^/]+)\/(?:\.\/)?src\//.exec(source);
  if (ours) return `${ours[1]}/src`;
  return source.startsWith('webpack://') ? 'webpack runtime' : source;
}

/**
 * Stops the profiler and sums its samples up to `untilMs` after it started (the LCP). `fileOf` maps a
 * script's URL path to its built file on disk, or undefined for a script the bench cannot resolve.
 */
export async function stopProfiling(cdp: CDPSession, untilMs: number, fileOf: (urlPath: string) => string | undefined): Promise<MainThreadProfile> {
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (file: string) => {
    if (!maps.has(file)) maps.set(file, fs.existsSync(`${file}.map`) ? new TraceMap(fs.readFileSync(`${file}.map`, 'utf8')) : null);
    return maps.get(file)!;
  };
  const partOf = ({ functionName, url, lineNumber, columnNumber }: ProfileNode['callFrame']): string => {
    if (!url) return BROWSER_PARTS[functionName] ?? 'browser: native calls';
    const file = fileOf(new URL(url).pathname);
    const map = file && mapOf(file);
    if (!map) return path.basename(new URL(url).pathname);
    const { source } = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    return source ? packageOf(source) : path.basename(file);
  };
  const totals = new Map<string, number>();
  let elapsedUs = 0;
  profile.samples.forEach((nodeId, index) => {
    elapsedUs += profile.timeDeltas[index]!;
    const durationUs = profile.timeDeltas[index + 1] ?? 0;
    if (elapsedUs / 1000 > untilMs) return;
    const part = partOf(nodes.get(nodeId)!.callFrame);
    totals.set(part, (totals.get(part) ?? 0) + durationUs / 1000);
  });
  const waitingMs = totals.get('waiting') ?? 0;
  totals.delete('waiting');
  return { waitingMs, byPart: [...totals].sort((a, b) => b[1] - a[1]) };
}

/** `waiting 640 ms; main thread 1510 ms: react-dom 180, ...` (the parts over 10 ms). */
export function describeProfile({ waitingMs, byPart }: MainThreadProfile): string {
  const busyMs = byPart.reduce((total, [, ms]) => total + ms, 0);
  const parts = byPart.filter(([, ms]) => ms >= 10).map(([part, ms]) => `${part} ${ms.toFixed(0)}`);
  return `waiting ${waitingMs.toFixed(0)} ms; main thread ${busyMs.toFixed(0)} ms: ${parts.join(', ')}`;
}
