import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { childrenMap, elementsMap, metaMap } from '../../../../../../realtime/yjs/structuredDoc/docLayout';
import { readStructure } from './readStructure';

type Spec = { id: string; kind: string; parent?: string; title?: string; settings?: Record<string, unknown> };

function buildDoc(elements: Spec[], lists: Record<string, string[]>, rootId = 'root'): Y.Doc {
  const doc = new Y.Doc();
  doc.transact(() => {
    metaMap(doc).set('rootId', rootId);
    for (const spec of elements) {
      const map = new Y.Map<unknown>();
      map.set('kind', spec.kind);
      map.set('title', spec.title ?? '');
      map.set('settings', spec.settings ?? {});
      if (spec.parent) map.set('parent', spec.parent);
      elementsMap(doc).set(spec.id, map);
    }
    for (const [container, ids] of Object.entries(lists)) {
      const list = new Y.Array<string>();
      list.push(ids);
      childrenMap(doc).set(container, list);
    }
  });
  return doc;
}

const base: Spec[] = [
  { id: 'root', kind: 'StructuredDocument', title: 'Документ' },
  { id: 's1', kind: 'Section', parent: 'root', title: 'Введение' },
  { id: 's2', kind: 'Section', parent: 'root' },
  { id: 'c1', kind: 'ContentHolder', parent: 's1' },
];

describe('reading the structure of a live document', () => {
  it.each<[string, Spec[], Record<string, string[]>, Record<string, string[]>]>([
    ['the plain case', base, { root: ['s1', 's2'], s1: ['c1'], s2: [] }, { root: ['s1', 's2'], s1: ['c1'] }],
    ['an id listed twice shows once', base, { root: ['s1', 's2', 's1'], s1: ['c1'] }, { root: ['s1', 's2'], s1: ['c1'] }],
    // a concurrent move left c1 in both lists; its parent field says s1
    ['an id in a container that is not its parent', base, { root: ['s1', 'c1', 's2'], s1: ['c1'] }, { root: ['s1', 's2'], s1: ['c1'] }],
    ['an element missing from its list comes last', base, { root: ['s2'], s1: ['c1'] }, { root: ['s2', 's1'], s1: ['c1'] }],
    ['unknown ids and kinds are skipped', [...base, { id: 'x', kind: 'Nonsense', parent: 'root' }], { root: ['s1', 'ghost', 'x', 's2'], s1: ['c1'] }, { root: ['s1', 's2'], s1: ['c1'] }],
  ])('%s', (_title, elements, lists, children) => {
    const structure = readStructure(buildDoc(elements, lists));
    expect(structure?.children).toEqual(children);
    expect(structure?.rootId).toBe('root');
  });

  it('reads the fields without content', () => {
    const structure = readStructure(buildDoc(base, { root: ['s1', 's2'], s1: ['c1'] }));
    expect(structure?.elements.s1).toEqual({ innerId: 's1', kind: 'Section', title: 'Введение', content: '', settings: {} });
  });

  it('is null until the document is seeded', () => {
    expect(readStructure(new Y.Doc())).toBeNull();
    expect(readStructure(buildDoc([], {}, 'root'))).toBeNull();
  });
});
