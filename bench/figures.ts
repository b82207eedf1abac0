import fs from 'node:fs';

/**
 * One measured figure of `npm run bench`: its value, the baseline measured in the same run (when the
 * goal is relative), and the goal. Budgets are reported, never asserted: the machines are noisy.
 */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  baseline?: { name: string; value: number };
  goal: string;
  /** Whether the goal is met; null when there is no goal to check. */
  met: boolean | null;
}

/** value / baseline, or null without a baseline. */
export function ratioOf(figure: Figure): number | null {
  return figure.baseline && figure.baseline.value !== 0 ? figure.value / figure.baseline.value : null;
}

const format = (value: number) => (Math.abs(value) >= 100 ? value.toFixed(0) : Math.abs(value) >= 10 ? value.toFixed(1) : value.toFixed(2));

/** The figures as one aligned table. */
export function figureTable(figures: Figure[]): string {
  const rows = figures.map((figure) => {
    const ratio = ratioOf(figure);
    return [
      figure.name,
      `${format(figure.value)} ${figure.unit}`,
      figure.baseline ? `${format(figure.baseline.value)} (${figure.baseline.name})` : '',
      ratio === null ? '' : `${ratio.toFixed(2)}x`,
      figure.goal,
      figure.met === null ? '' : figure.met ? 'met' : 'MISSED',
    ];
  });
  const header = ['figure', 'value', 'baseline (same run)', 'ratio', 'goal', ''];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  return [header, ...rows].map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd()).join('\n');
}

/**
 * Prints the figures and, when the root bench asked for them (BENCH_RESULTS_FILE), adds them to its
 * file so it can print one table and keep them under bench/results/.
 */
export function reportFigures(figures: Figure[]): void {
  console.log(`\n${figureTable(figures)}\n`);
  const file = process.env.BENCH_RESULTS_FILE;
  if (!file) return;
  const earlier: Figure[] = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : [];
  fs.writeFileSync(file, JSON.stringify([...earlier, ...figures], null, 2));
}
