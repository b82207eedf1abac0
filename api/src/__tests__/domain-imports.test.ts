import fs from 'node:fs';
import path from 'node:path';

/**
 * Domains point one way: no import cycle between the folders under api/src (a side effect in another
 * domain hangs off a domain event instead, see docs/architecture.md). Files directly in src/ (app,
 * routes, listeners...) compose the domains and are not part of the graph; neither are tests.
 */
const SRC = path.join(__dirname, '..');
const IMPORT_PATH = /(?:\bfrom\s+|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
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
