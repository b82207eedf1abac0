import fs from 'node:fs';
import path from 'node:path';

/**
 * Domains point one way: no import cycle between the folders under api/src (a side effect in another
 * domain hangs off a domain event instead, see docs/architecture.md). Files directly in src/ (app,
 * routes, listeners...) compose the domains and are not part of the graph; neither are tests.
 */
const SRC = path.join(__dirname, '..');
const IMPORT_PATH = /(?:\bfrom\s+|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string, { withTests = false } = {}): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return (entry.name === '__tests__' && !withTests) || entry.name === 'node_modules' ? [] : sourceFiles(full, { withTests });
    return /\.(ts|tsx|js)$/.test(entry.name) ? [full] : [];
  });
}

/** The domain folder a file belongs to, or null for a file directly in src/. */
function domainOf(file: string): string | null {
  const [first, ...rest] = path.relative(SRC, file).split(path.sep);
  return rest.length > 0 ? first! : null;
}

/** Which domains each domain imports (type-only imports count: they tie the two together just the same). */
function domainGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(SRC)) {
    const from = domainOf(file);
    if (!from) continue;
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(IMPORT_PATH)) {
      const to = domainOf(path.resolve(path.dirname(file), specifier!));
      if (to && to !== from) targets.add(to);
    }
  }
  return graph;
}

/** Every cycle, each written once from its alphabetically first domain: 'milestones -> projects -> milestones'. */
function cyclesIn(graph: Map<string, Set<string>>): string[] {
  const cycles = new Set<string>();
  const walk = (start: string, current: string, trail: string[]): void => {
    for (const next of graph.get(current) ?? []) {
      if (next === start) cycles.add([...trail, start].join(' -> '));
      else if (next > start && !trail.includes(next)) walk(start, next, [...trail, next]);
    }
  };
  for (const domain of [...graph.keys()].sort()) walk(domain, domain, [domain]);
  return [...cycles];
}

describe('imports between the domain folders of api/src', () => {
  it('form no cycle', () => {
    expect(cyclesIn(domainGraph())).toEqual([]);
  });

  it('are read from the source (the check sees the real graph)', () => {
    const graph = domainGraph();
    expect(graph.get('projects')).toContain('http');
    expect(graph.get('messages')).toContain('projects');
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(cyclesIn(graph)).toEqual(['a -> b -> c -> a']);
  });
});

const API_DIR = path.join(SRC, '..');
const REPOSITORY = path.join(API_DIR, '..');
const ANY_IMPORT = /(?:\bfrom\s+|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;
/** The frontends' folders and packages, and React: pages are the host's (shell/server), never the api's. */
const FRONTEND_FOLDER = /^(shell|shared-ui|mfe-[^/]+)(\/|$)/;
const FRONTEND_PACKAGE = /^(@clientline\/(shell|shared-ui|mfe-[^/]+)|react|react-dom)(\/|$)/;

/** 'test/x.ts -> ../../shell/src/app' for each import in `text`, the content of `file` under api/, that reaches a frontend. */
function frontendImportsOf(file: string, text: string): string[] {
  return [...text.matchAll(ANY_IMPORT)]
    .map(([, specifier]) => specifier!)
    .filter((specifier) =>
      specifier.startsWith('.') ? FRONTEND_FOLDER.test(path.relative(REPOSITORY, path.resolve(path.dirname(file), specifier))) : FRONTEND_PACKAGE.test(specifier),
    )
    .map((specifier) => `${path.relative(API_DIR, file)} -> ${specifier}`);
}

describe('imports of the api', () => {
  it('reach no frontend code: no path out of api/ into shell/, shared-ui/ or a remote, no frontend package, no React', () => {
    const files = ['src', 'test', 'bench'].flatMap((dir) => (fs.existsSync(path.join(API_DIR, dir)) ? sourceFiles(path.join(API_DIR, dir), { withTests: true }) : []));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => frontendImportsOf(file, fs.readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('would be caught: a path out of api/ and a package name both count', () => {
    // Written in pieces, so the check above does not find them in this file.
    const text = ["import { App } from '../../../" + "shell/src/app/app';", "import { h } from '" + "react';", "import { h } from '../http/html';"].join('\n');
    expect(frontendImportsOf(path.join(SRC, 'probe', 'page.ts'), text)).toEqual(['src/probe/page.ts -> ../../../shell/src/app/app', 'src/probe/page.ts -> react']);
  });
});
