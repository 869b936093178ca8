import { describe, expect, it } from 'vitest';
import type { ClassRecord } from './graphRecords';
import { taxonomyGraph, taxonomyLevels } from './taxonomyGraph';

const cls = (id: string, parents: string[] = []): ClassRecord => ({ id, name: id, caption: id, parents: parents.map((p) => ({ id: p, name: p })) });

// agent ← person ← employee ← manager; signatory ← manager (multiple inheritance); agent ← signatory
const classes = [cls('agent'), cls('person', ['agent']), cls('employee', ['person']), cls('signatory', ['agent']), cls('manager', ['employee', 'signatory']), cls('loose')];

describe('taxonomyLevels', () => {
  it('puts ancestors above, descendants below, each at its nearest row', () => {
    expect(Object.fromEntries(taxonomyLevels('person', classes))).toEqual({ agent: 0, person: 1, employee: 2, manager: 3 });
  });
  it('from the root of everything, a class reachable two ways sits at the nearer row', () => {
    expect(Object.fromEntries(taxonomyLevels('agent', classes))).toEqual({ agent: 0, person: 1, signatory: 1, employee: 2, manager: 2 });
  });
});

describe('taxonomyGraph', () => {
  it('draws placed classes only, the root as focus, subclass edges towards parents', () => {
    const model = taxonomyGraph('employee', classes);
    expect(model.nodes.map((n) => [n.id, n.level, n.kind])).toEqual([
      ['agent', 0, 'class'],
      ['person', 1, 'class'],
      ['employee', 2, 'focus'],
      ['manager', 3, 'class'],
    ]);
    expect(model.edges.map((e) => `${e.from}>${e.to}`)).toEqual(['person>agent', 'employee>person', 'manager>employee']);
  });
});
