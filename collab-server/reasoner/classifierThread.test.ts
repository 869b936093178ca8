import { afterAll, describe, expect, it } from 'vitest';
import type { Axiom } from '../../model/owl/axioms';
import { ClassifierThread } from './classifierThread';

const C = (n: number | string) => ({ t: 'Class' as const, iri: `urn:test#C${n}` });
const some = (filler: ReturnType<typeof C>) => ({ t: 'ObjectSomeValuesFrom' as const, prop: { t: 'ObjectProperty' as const, iri: 'urn:test#r' }, filler });

/** A chain C0 ⊑ C1 ⊑ … with an existential at each step: big enough to take a while. */
function chain(n: number): { id: string; axiom: Axiom }[] {
  const axioms: { id: string; axiom: Axiom }[] = [];
  for (let i = 0; i < n; i++) {
    axioms.push({ id: `s${i}`, axiom: { t: 'SubClassOf', sub: C(i), sup: C(i + 1) } });
    axioms.push({ id: `e${i}`, axiom: { t: 'SubClassOf', sub: C(i), sup: some(C(i + 2)) } });
  }
  return axioms;
}

// The worker thread loads the TypeScript classifier the way the server runs (tsx), classifies off
// the main thread, and stops on request.
describe('ClassifierThread', () => {
  const thread = new ClassifierThread();
  afterAll(() => thread.close());

  it('classifies in a worker thread, reporting progress', async () => {
    const progress: number[] = [];
    const outcome = await thread.run({ axioms: [{ id: 'a', axiom: { t: 'SubClassOf', sub: C('A'), sup: C('B') } }, { id: 'b', axiom: { t: 'SubClassOf', sub: C('B'), sup: C('C') } }] }, (f) => progress.push(f));
    expect(outcome.kind).toBe('done');
    if (outcome.kind !== 'done') return;
    expect(outcome.result.taxonomy.find((t) => t.cls === 'urn:test#CA')?.parents).toEqual(['urn:test#CB']);
    expect(outcome.result.inferences).toEqual([]);
  }, 60_000);

  it('stops a long classification on request, and the main thread stays free meanwhile', async () => {
    const running = thread.run({ axioms: chain(60_000) }, () => undefined);
    // the event loop is not held: timers fire while the worker classifies
    const ticks = await new Promise<number>((resolve) => {
      let n = 0;
      const timer = setInterval(() => {
        n += 1;
        if (n === 5) {
          clearInterval(timer);
          resolve(n);
        }
      }, 10);
    });
    expect(ticks).toBe(5);
    thread.stop();
    expect((await running).kind).toBe('stopped');
  }, 60_000);
});
