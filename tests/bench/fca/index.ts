import { readFileSync } from 'node:fs';
import { computeConcepts } from '../../../model/fca/concepts';
import { coverEdges } from '../../../model/fca/covers';
import { parseCxt } from '../../../model/fca/cxt';
import { canonicalBase } from '../../../model/fca/implications';
import { nextClosureConcepts } from '../../../model/fca/nextClosure';
import type { FormalContext } from '../../../model/fca/types';
import { MemoryPeak } from './memoryPeak';
import { mushroomLikeContext } from './mushroomLike';
import { report } from '../benchReport';

// `npm run bench -- fca`: concept enumeration (FCbO-style, model/fca/concepts.ts) and cover edges on
// bob-ross.cxt and on a seeded random context of mushroom's size and density, beside plain
// NextClosure in the same run (capped in time on the big context, with its rate projected),
// and the published In-Close4 / FCbO figures on the real mushroom context as a reference line.
const NEXT_CLOSURE_LIMIT_MS = Number(process.env.BENCH_FCA_NEXT_CLOSURE_MS ?? 30_000);
const CONFORMANCE = new URL('../../../../shared/conformance/fca/', import.meta.url);

const count = (n: number) => n.toLocaleString('ru-RU');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The best of `runs` runs (small contexts run several times so the JIT has warmed up). */
function timed<T>(run: (peak: MemoryPeak) => T, runs = 1): { value: T; ms: number; peak: MemoryPeak } {
  const peak = new MemoryPeak();
  let best = { value: undefined as T, ms: Infinity };
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    const value = run(peak);
    const ms = performance.now() - t0;
    if (ms < best.ms) best = { value, ms };
  }
  peak.sample();
  return { ...best, peak };
}

function benchContext(label: string, ctx: FormalContext, runs: number, withBase: boolean): void {
  const crosses = ctx.rows.reduce((n, row) => n + row.reduce((k, word) => k + popcount(word), 0), 0);
  const distinct = new Set(ctx.rows.map((row) => row.join(','))).size;
  console.log(`\n  ${label}${runs > 1 ? ` (best of ${runs} runs)` : ''}: ${count(ctx.objects.length)} × ${count(ctx.attributes.length)}, density ${((100 * crosses) / (ctx.objects.length * ctx.attributes.length)).toFixed(1)} %, ${count(distinct)} distinct rows`);
  const concepts = timed((peak) => computeConcepts(ctx, { onProgress: peak.sample }), runs);
  console.log(`    concepts (FCbO-style)   ${count(concepts.value.length).padStart(9)} in ${seconds(concepts.ms).padStart(8)}   ${count(Math.round((concepts.value.length * 1000) / concepts.ms))} concepts/s; ${concepts.peak.describe()}`);
  const covers = timed((peak) => coverEdges(ctx, concepts.value, { onProgress: peak.sample }), runs);
  console.log(`    cover edges (Lindig)    ${count(covers.value.length).padStart(9)} in ${seconds(covers.ms).padStart(8)}   ${covers.peak.describe()}`);
  const reference = timed((peak) => {
    const started = performance.now();
    return nextClosureConcepts(ctx, {
      shouldStop: () => {
        peak.sample();
        return performance.now() - started > NEXT_CLOSURE_LIMIT_MS;
      },
    });
  }, runs);
  const found = reference.value.length;
  if (found >= concepts.value.length) {
    console.log(`    NextClosure (plain)     ${count(found).padStart(9)} in ${seconds(reference.ms).padStart(8)}   ×${(reference.ms / concepts.ms).toFixed(1)} the time of the fast enumeration`);
    report(`FCA NextClosure ÷ fast enumeration, ${label}`, reference.ms / concepts.ms, null);
  } else {
    const rate = (found * 1000) / reference.ms;
    console.log(
      `    NextClosure (plain)     ${count(found).padStart(9)} in ${seconds(reference.ms).padStart(8)}   stopped at the ${seconds(NEXT_CLOSURE_LIMIT_MS)} cap: ${count(Math.round(rate))} concepts/s, all ${count(concepts.value.length)} projected in ~${seconds((concepts.value.length * 1000) / rate)} (×${((concepts.value.length * 1000) / rate / concepts.ms).toFixed(0)})`,
    );
  }
  if (withBase) {
    const base = timed(() => canonicalBase(ctx));
    console.log(`    Duquenne–Guigues base   ${count(base.value.length).padStart(9)} implications in ${seconds(base.ms)}`);
  }
  concepts.value.length = 0;
}

function popcount(word: number): number {
  let n = 0;
  for (let x = word; x !== 0; x &= x - 1) n++;
  return n;
}

export function benchFca(): void {
  console.log('\n=== formal concept analysis ===');
  console.log('  reference (published, FcaKit on a 2018 laptop, the real UCI mushroom context 8 124 × 119, 221 525 concepts): In-Close4 3.55 s, FCbO 5.39 s');
  benchContext('bob-ross.cxt', parseCxt(readFileSync(new URL('bob-ross.cxt', CONFORMANCE), 'utf8')), 5, true);
  benchContext('random, mushroom-like (seeded; each object 22 of 119 attributes, one per many-valued attribute)', mushroomLikeContext(), 1, false);
}
