import { describe, expect, it } from 'vitest';
import type { ClassRecord, PropertyRecord } from '../network/graphRecords';
import { mergeNeighbourhoods, nextStep } from './neighbourhood';

const cls = (id: string, parents: string[] = []): ClassRecord => ({ id, name: id, caption: id, parents: parents.map((p) => ({ id: p, name: p })) });
const prop = (id: string, domains: string[], range: string): PropertyRecord => ({ id, name: id, caption: id, domains: domains.map((d) => ({ id: d, name: d })), range: { id: range, name: range } });

describe('nextStep', () => {
  it('reaches parents, children and both ends of the properties touching the frontier', () => {
    const next = nextStep([cls('employee', ['person'])], [cls('manager', ['employee'])], [prop('worksIn', ['employee'], 'dept'), prop('concerns', ['order'], 'employee'), prop('other', ['x'], 'y')]);
    expect(next.sort()).toEqual(['dept', 'employee', 'manager', 'order', 'person']);
  });
});

describe('mergeNeighbourhoods', () => {
  it('keeps each class and property once, the later record winning', () => {
    const merged = mergeNeighbourhoods({ classes: [cls('a'), cls('b')], properties: [prop('p', ['a'], 'b')] }, { classes: [cls('b', ['a']), cls('c')], properties: [prop('p', ['a'], 'c')] });
    expect(merged.classes.map((c) => [c.id, c.parents.length])).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 0],
    ]);
    expect(merged.properties).toEqual([prop('p', ['a'], 'c')]);
  });
});
