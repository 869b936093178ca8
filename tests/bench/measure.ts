import { report } from './benchReport';

/** Timing of one benchmark case: percentiles over repeated runs and throughput. */
export type Figures = { runs: number; p50: number; p95: number; perSecond: number };

// BENCH_RUNS_SCALE (the quick run: a fraction): fewer runs and one warm-up, at least 3 runs
const RUNS_SCALE = Number(process.env.BENCH_RUNS_SCALE ?? 1);

export async function measure(asked: number, once: () => Promise<unknown>, askedWarmup = 3): Promise<Figures> {
  const runs = RUNS_SCALE < 1 ? Math.max(3, Math.round(asked * RUNS_SCALE)) : asked;
  const warmup = RUNS_SCALE < 1 ? Math.min(1, askedWarmup) : askedWarmup;
  for (let i = 0; i < warmup; i++) await once();
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await once();
    times.push(performance.now() - t0);
  }
  const total = performance.now() - started;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { runs, p50: at(0.5), p95: at(0.95), perSecond: (runs * 1000) / total };
}

const ms = (v: number) => `${v.toFixed(2).padStart(9)} ms`;

export function printComparison(title: string, api: Figures, sql: Figures, unit = 'calls'): void {
  console.log(`\n  ${title}`);
  console.log(`    API   p50 ${ms(api.p50)}  p95 ${ms(api.p95)}  ${api.perSecond.toFixed(1).padStart(8)} ${unit}/s  (${api.runs} runs)`);
  console.log(`    SQL   p50 ${ms(sql.p50)}  p95 ${ms(sql.p95)}  ${sql.perSecond.toFixed(1).padStart(8)} ${unit}/s  (${sql.runs} runs)`);
  console.log(`    API / SQL: p50 ×${(api.p50 / sql.p50).toFixed(2)}, p95 ×${(api.p95 / sql.p95).toFixed(2)}`);
  report(title, api.p50 / sql.p50);
}
