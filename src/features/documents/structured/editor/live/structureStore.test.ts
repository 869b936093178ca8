import { describe, expect, it } from 'vitest';
import { doc, node } from '../../../../../../model/documents/snapshotFixtures';
import { stabilize, StructureStore } from './structureStore';

const before = doc(node('Section', 's1', { title: 'A' }, [node('ContentHolder', 'c1')]), node('Section', 's2', { title: 'B' }));

describe('stable structure', () => {
  it('keeps unchanged elements and lists, replaces changed ones', () => {
    const after = doc(node('Section', 's1', { title: 'A' }, [node('ContentHolder', 'c1')]), node('Section', 's2', { title: 'B2' }));
    const stable = stabilize(before, after);
    expect(stable.elements.s1).toBe(before.elements.s1);
    expect(stable.elements.c1).toBe(before.elements.c1);
    expect(stable.elements.s2).toBe(after.elements.s2);
    expect(stable.children.s1).toBe(before.children.s1);
    expect(stable.children.root).toBe(before.children.root);
  });

  it('replaces a list whose order changed', () => {
    const after = doc(node('Section', 's2', { title: 'B' }), node('Section', 's1', { title: 'A' }, [node('ContentHolder', 'c1')]));
    const stable = stabilize(before, after);
    expect(stable.children.root).toEqual(['s2', 's1']);
    expect(stable.elements.s1).toBe(before.elements.s1);
  });

  it('notifies subscribers and numbers the elements', () => {
    const store = new StructureStore((s) => new Map(Object.keys(s.elements).map((id) => [id, `#${id}`])));
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    store.set(before);
    expect(store.number('s2')).toBe('#s2');
    expect(store.children('s1')).toEqual(['c1']);
    expect(store.children('c1')).toEqual([]);
    stop();
    store.set(null);
    expect(calls).toBe(1);
    expect(store.element('s1')).toBeUndefined();
  });
});
