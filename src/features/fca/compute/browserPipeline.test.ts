import { describe, expect, it } from 'vitest';
import { BROWSER_MAX_CONCEPTS } from '../../../../realtime/protocol/fca';
import { parseCxt } from '../../../../model/fca/cxt';
import { contextToWire } from '../../../../model/fca/formalContext';
import { runBrowserPipeline } from './browserPipeline';
import type { WorkerAnswer } from './workerMessages';
// the conformance context, read where it lies (beside the repository), not copied
import liveinwater from '../../../../../shared/conformance/fca/liveinwater.cxt?raw';

function run(wire: Parameters<typeof runBrowserPipeline>[0]): WorkerAnswer[] {
  const said: WorkerAnswer[] = [];
  runBrowserPipeline(wire, (answer) => said.push(answer));
  return said;
}

describe('the browser pipeline', () => {
  it('sends the lattice of liveinwater (19 concepts, 32 covers) before its implication base', () => {
    const said = run(contextToWire(parseCxt(liveinwater)));
    const kinds = said.map((a) => a.kind).filter((k) => k !== 'progress');
    expect(kinds).toEqual(['lattice', 'implications']);
    const lattice = said.find((a) => a.kind === 'lattice');
    expect(lattice?.kind === 'lattice' && [lattice.lattice.concepts.length, lattice.lattice.covers.length]).toEqual([19, 32]);
    const base = said.find((a) => a.kind === 'implications');
    expect(base?.kind === 'implications' && base.implications.length).toBeGreaterThan(0);
  });

  it('says when a context has more concepts than the browser computes', () => {
    // 17 objects each missing one attribute of 17: every subset of the attributes is an intent (2^17 > the limit)
    const n = 17;
    expect(2 ** n).toBeGreaterThan(BROWSER_MAX_CONCEPTS);
    const wire = { objects: Array.from({ length: n }, (_, g) => `o${g}`), attributes: Array.from({ length: n }, (_, m) => `a${m}`), incidence: Array.from({ length: n }, (_, g) => Array.from({ length: n }, (_, m) => m).filter((m) => m !== g)) };
    expect(run(wire).at(-1)).toEqual({ kind: 'too-many' });
  });
});
