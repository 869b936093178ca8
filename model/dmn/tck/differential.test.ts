import { afterEach, describe, expect, it } from 'vitest';
import { setUncachedFeel } from '../feelCache';
import { readTestCases } from './tckCases';
import { tckCases } from './tckFiles';
import { compileCase } from './tckRunner';

// The parsed-once FEEL functions against feelin's own uncached evaluate/unaryTest over every TCK
// entry: each decision of each TCK model, with each test case's inputs, must give the same value and
// the same matched rules both ways.
describe('cached FEEL = uncached feelin over the TCK', () => {
  afterEach(() => setUncachedFeel(false));

  it('gives the same results for every decision and test case', async () => {
    let compared = 0;
    for (const files of await tckCases()) {
      const compiled = await compileCase(files);
      for (const t of readTestCases(files.tests)) {
        for (const d of compiled.model.decisions) {
          const run = (uncached: boolean) => {
            setUncachedFeel(uncached);
            try {
              const o = compiled.evaluate(d.id, t.inputs);
              return { value: o.value, rules: o.decisions.map((x) => x.matchedRules) };
            } catch (e) {
              return { error: e instanceof Error ? e.message : String(e) };
            }
          };
          const cached = run(false);
          const uncached = run(true);
          expect(cached, `${files.name} ${t.id} ${d.name}`).toEqual(uncached);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(300);
  }, 120_000);
});
