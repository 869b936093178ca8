import { readFile } from 'node:fs/promises';
import { evaluate, unaryTest } from 'feelin';
import { compileDmn, type CompiledDmn } from '../../../model/dmn/compileDmn';
import { loadDmn } from '../../../model/dmn/loadDmn';
import { setUncachedFeel } from '../../../model/dmn/feelCache';
import type { DmnDecisionTable } from '../../../model/dmn/dmnModel';
import { readTestCases } from '../../../model/dmn/tck/tckCases';
import { twentyRuleInputs, twentyRuleModel } from './evaluationModels';

// DMN evaluation throughput on one core (issue 17 benchmark): the engine (each FEEL expression parsed
// once) beside feelin without a cache in the same run, and Camunda 7's published figure as a reference.
const CAMUNDA_PUBLISHED = 200_000;
const TCK = new URL('../../../../shared/conformance/dmn-tck/', import.meta.url);

/**
 * Evaluations per second of `once` over about `ms` milliseconds, after a warm-up of 2,000 calls or
 * half of `ms`, whichever ends first (uncached, 2,000 calls of the TCK model took 50 s).
 */
function rate(once: (i: number) => void, ms = 1500): number {
  const warm = performance.now();
  for (let i = 0; i < 2000 && performance.now() - warm < ms / 2; i++) once(i);
  let n = 0;
  const t0 = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let k = 0; k < 500; k++) once(n++);
    elapsed = performance.now() - t0;
  }
  return (n * 1000) / elapsed;
}

const fmt = (v: number) => Math.round(v).toLocaleString('ru-RU').padStart(12);

function line(label: string, perSecond: number): void {
  console.log(`    ${label.padEnd(56)} ${fmt(perSecond)} evaluations/s`);
}

/** A decision table evaluated by calling feelin per cell, no cache: what an engine re-parsing each time does. */
function naiveTable(table: DmnDecisionTable, context: Record<string, unknown>): unknown {
  const inputs = table.inputs.map((c) => evaluate(c.text, context).value);
  for (const r of table.rules) {
    if (r.inputEntries.every((e, i) => e.trim() === '-' || unaryTest(e, { ...context, '?': inputs[i] }).value === true)) {
      return r.outputEntries.map((o) => evaluate(o, context).value);
    }
  }
  return null;
}

function engineRates(compiled: CompiledDmn, decisions: Array<string | undefined>, contexts: Array<Record<string, unknown>>): { cached: number; uncached: number } {
  const once = (i: number) => {
    const ctx = contexts[i % contexts.length] ?? {};
    for (const d of decisions) compiled.evaluate(d, ctx);
  };
  const cached = rate(once);
  setUncachedFeel(true);
  try {
    return { cached, uncached: rate(once, 1000) };
  } finally {
    setUncachedFeel(false);
  }
}

export async function benchDmnEvaluation(): Promise<void> {
  console.log('\n=== DMN evaluation (one core) ===');

  const lendingXml = await readFile(new URL('0004-lending/0004-lending.dmn', TCK), 'utf8');
  const lending = compileDmn(await loadDmn(lendingXml));
  const lendingCase = readTestCases(await readFile(new URL('0004-lending/0004-lending-test-01.xml', TCK), 'utf8'))[0];
  const required = new Set(lending.model.decisions.flatMap((d) => d.requiredDecisions));
  const roots = lending.model.decisions.filter((d) => !required.has(d.id)).map((d) => d.id);
  const lendingRates = engineRates(lending, roots, [lendingCase?.inputs ?? {}]);
  console.log(`\n  0004-lending (TCK): ${lending.model.decisions.length} decisions, ${lending.model.knowledgeModels.length} knowledge models; one evaluation = ${roots.length} top decision(s) with all they require`);
  line('engine, FEEL parsed once', lendingRates.cached);
  line('engine over feelin evaluate/unaryTest, no cache', lendingRates.uncached);
  console.log(`    cache speed-up ×${(lendingRates.cached / lendingRates.uncached).toFixed(1)}`);

  const model = twentyRuleModel();
  const compiled = compileDmn(model);
  const inputs = twentyRuleInputs(1000);
  const table = model.decisions[0]?.logic as DmnDecisionTable;
  const tableRates = engineRates(compiled, [undefined], inputs);
  const naive = rate((i) => naiveTable(table, inputs[i % inputs.length] ?? {}), 1000);
  console.log('\n  generated table: 20 rules × 3 inputs, 2 outputs, UNIQUE');
  line('engine, FEEL parsed once', tableRates.cached);
  line('engine over feelin evaluate/unaryTest, no cache', tableRates.uncached);
  line('feelin alone, unaryTest/evaluate per cell (first match)', naive);
  console.log(`    cache speed-up ×${(tableRates.cached / tableRates.uncached).toFixed(1)} (engine), ×${(tableRates.cached / naive).toFixed(1)} (feelin alone)`);
  line('Camunda 7 published (reference, Java, one thread)', CAMUNDA_PUBLISHED);
}
