import { describe, expect, it } from 'vitest';
import type { OntologyEntity } from '../../client';
import { instanceGraph } from './instanceGraph';

const inst = (id: string, links: Record<string, Array<[string, string]>> = {}): OntologyEntity => ({
  id,
  name: id.toUpperCase(),
  kind: 'individual',
  foundIn: null,
  classes: [],
  labels: {},
  values: new Map(Object.entries(links).map(([prop, targets]) => [prop, targets.map(([val, cap]) => ({ val, cap, lang: null, from: null, readonly: false }))])),
  author: null,
  dateCreate: null,
  readonly: false,
  canDelete: true,
});
const objectProperties = new Map([
  ['worksIn', 'Работает в'],
  ['heads', 'Руководит'],
]);
const people = [inst('ivanov', { worksIn: [['dev', 'Разработка']], fullName: [['Иванов', 'Иванов']] }), inst('petrova', { worksIn: [['dev', 'Разработка']], heads: [['dev', 'Разработка']] }), inst('dev')];

describe('instanceGraph', () => {
  it('draws object-property values as labelled edges and ignores data values', () => {
    const model = instanceGraph(people, { objectProperties, focusId: 'dev' });
    expect(model.nodes.map((n) => [n.id, n.kind])).toEqual([
      ['ivanov', 'individual'],
      ['petrova', 'individual'],
      ['dev', 'focus'],
    ]);
    expect(model.edges.map((e) => [e.id, e.label])).toEqual([
      ['ivanov~worksIn~dev', 'Работает в'],
      ['petrova~worksIn~dev', 'Работает в'],
      ['petrova~heads~dev', 'Руководит'],
    ]);
  });
  it('filters by property', () => {
    expect(instanceGraph(people, { objectProperties, allowed: new Set(['heads']) }).edges.map((e) => e.id)).toEqual(['petrova~heads~dev']);
  });
  it('links to instances not drawn are dropped, or drawn as outside nodes', () => {
    const two = people.slice(0, 2);
    expect(instanceGraph(two, { objectProperties }).edges).toEqual([]);
    const model = instanceGraph(two, { objectProperties, outside: true });
    expect(model.nodes.map((n) => [n.id, n.label, n.kind])).toContainEqual(['dev', 'Разработка', 'external']);
    expect(model.nodes).toHaveLength(3);
    expect(model.edges).toHaveLength(3);
  });
});
