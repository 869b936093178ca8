import { reportedFigures, type Reported } from './benchReport';
import { README_FIGURES, type ReadmeFigure } from './readmeFigures';

// `npm run bench -- quick`: every section at a small size, in a few minutes, ending with one table of
// each figure beside the README's and the aim. It reports and never fails: the machines are noisy,
// and a small size gives other ratios than the README's full run (fixed costs weigh more).

/** Sizes of the quick run; a setting given in the environment wins. */
export const QUICK_SETTINGS: Readonly<Record<string, string>> = {
  BENCH_RUNS_SCALE: '0.15',
  BENCH_ITEMS: '2000',
  BENCH_CLASSES: '2000',
  BENCH_HIERARCHY: '5000',
  BENCH_TREE_PAINT: 'off',
  BENCH_FTS_VALUES: '5000',
  BENCH_IMPORT_ROWS: '1000',
  BENCH_RELAY_SECONDS: '2',
  BENCH_HUB_CLIENTS: '100',
  BENCH_HUB_ROUNDS: '5',
  BENCH_HUB_WRITES: '20',
  BENCH_DOCUMENTS_SECONDS: '2',
  BENCH_DOCUMENT_PAINT_RUNS: '1',
  BENCH_DOCUMENT_SECTIONS: '25',
  BENCH_SHELL_RUNS: '2',
  BENCH_REASONING_CLASSES: '2000',
  BENCH_DEEP_LEVELS: '5000',
  BENCH_REASONER_EDITS: '0',
  BENCH_DMN_INSTANCES: '2000',
  BENCH_FCA_NEXT_CLOSURE_MS: '2000',
  BENCH_QUICK: 'on',
};

export function applyQuickSettings(env: NodeJS.ProcessEnv = process.env): void {
  for (const [name, value] of Object.entries(QUICK_SETTINGS)) env[name] ??= value;
}

const STORES = ['PGlite', 'PostgreSQL'] as const;

const shown = (value: number | undefined, unit: ReadmeFigure['unit']): string => {
  if (value === undefined) return '—';
  const digits = Math.abs(value) < 0.1 ? 4 : 2;
  const text = value.toLocaleString('ru-RU', { maximumFractionDigits: unit === 'ratio' ? digits : 1 });
  return unit === 'ratio' ? `×${text}` : `${text} ${unit}`;
};

/** The figures of one README row measured in this run: one line per store (or one for a store-free figure). */
function linesOf(figure: ReadmeFigure, measured: readonly Reported[]): string[][] {
  const mine = measured.filter((m) => figure.match.test(m.what));
  const aim = figure.aim === undefined ? '—' : `≤ ${shown(figure.aim, figure.unit)}`;
  if (figure.readme.any !== undefined) {
    const now = mine.map((m) => shown(m.value, figure.unit)).join(', ') || 'not measured';
    return [[figure.title, '', now, shown(figure.readme.any, figure.unit), aim]];
  }
  return STORES.filter((s) => figure.readme[s] !== undefined || mine.some((m) => m.store === s)).map((s) => {
    const now = mine.filter((m) => m.store === s).map((m) => shown(m.value, figure.unit)).join(', ') || 'not measured';
    return [figure.title, s, now, shown(figure.readme[s], figure.unit), aim];
  });
}

/** The closing table: every README figure beside what this run measured, and the aim. */
export function printQuickSummary(measured: readonly Reported[] = reportedFigures()): void {
  const rows = [['figure', 'store', 'this run', 'README', 'aim'], ...README_FIGURES.flatMap((f) => linesOf(f, measured))];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => [...(r[i] ?? '')].length)));
  const line = (r: string[]) => r.map((cell, i) => cell + ' '.repeat(widths[i]! - [...cell].length)).join(' | ');
  console.log('\n=== quick run: each figure beside the README (a small run: fixed costs weigh more) ===');
  console.log(line(rows[0]!));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const r of rows.slice(1)) console.log(line(r));
}
