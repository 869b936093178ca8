import { describe, expect, it } from 'vitest';
import type { EntityChange } from '../../../../realtime/protocol/hubEvents';
import { META_CLASS, META_PROP } from '../../../../realtime/protocol/metaModel';
import { classIdsIn, treeRefreshOf } from './treeChanges';
import { ROOTS } from './classTreeModel';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const change = (entity: string, prop: string | null, op: string, before: unknown, after: unknown): EntityChange => ({ seq: '1', at: '', userId: null, tabSessionId: null, entity, prop, op, before, after });

describe('tree refresh after changes', () => {
  it.each<[string, EntityChange[], { parents: string[]; nodes: string[] }]>([
    ['a new root class', [change(id(1), null, 'new', null, { class: META_CLASS.Class, name: 'A' })], { parents: [ROOTS], nodes: [] }],
    ['a re-parented class', [change(id(1), META_PROP.parents, 'rem', id(2), null), change(id(1), META_PROP.parents, 'add', null, id(3))], { parents: [id(2), ROOTS, id(3)], nodes: [id(1)] }],
    ['parents replaced at once', [change(id(1), META_PROP.parents, 'upd', [id(2), id(3)], id(4))], { parents: [id(2), id(3), id(4), ROOTS], nodes: [id(1)] }],
    ['a rename', [change(id(1), META_PROP.name, 'upd', 'a', 'b')], { parents: [], nodes: [id(1)] }],
    ['a deletion', [change(id(1), null, 'del', { name: 'A', vals: { [META_PROP.parents]: [id(5)] } }, null)], { parents: [id(5), ROOTS], nodes: [id(1)] }],
    ['an unrelated value', [change(id(1), META_PROP.iri, 'upd', 'x', 'y')], { parents: [], nodes: [] }],
  ])('%s', (_title, changes, plan) => {
    expect(treeRefreshOf(changes)).toEqual(plan);
  });
  it('reads class ids from values', () => {
    expect(classIdsIn([id(1), 'x', 3, null])).toEqual([id(1)]);
    expect(classIdsIn(null)).toEqual([]);
  });
});
